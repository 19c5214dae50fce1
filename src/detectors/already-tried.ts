/**
 * @module A user turn that says the assistant's suggestion was tried already ("I've tried leaving
 * a voicemail several times" after "leave a message"; "I already did that", "hab ich schon
 * versucht", "j'ai déjà essayé"): the suggestion did not help, a correction of the assistant.
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt, keyAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';

/** The `repair` group of reports that something was tried already ("already tried", "already did that", "schon versucht"). */
export const TRIED = 'tried';

/**
 * The `repair` group of reports of an attempt that do not say when ("i've tried", "ich habe
 * versucht", "j'ai essayé"): tried already only with a {@link PRIOR} phrase in its clause.
 * Without one, "I've tried sending it again, but it still fails" reports doing what the
 * assistant just asked, a progress report.
 */
export const ATTEMPT = 'attempt';

/**
 * The `repair` group of phrases that place an attempt before the assistant's message ("several
 * times", "for days", "before", "mehrmals", "plusieurs fois", "varias veces", "何度も").
 */
export const PRIOR = 'prior';

/**
 * True when `match`, a {@link TRIED} or {@link ATTEMPT} phrase of `message`, says the
 * assistant's suggestion was tried already:
 * - the turn does not open with a confirmation or a negator before the phrase (Spanish "ya" is
 *   both "yes" and "already": "Ya lo intenté" holds), and the latest assistant message did
 *   not ask a yes/no question (a `question` form opening its last sentence: "Have you tried from
 *   another device?"): "Yes, I've tried that" answers it;
 * - no negator comes before its end in its clause ("I've never tried it");
 * - a {@link TRIED} phrase says "already" itself ("I already tried that and it still fails",
 *   "tried everything", "das habe ich schon versucht", "ya lo intenté"); a content word right
 *   after it names what was tried and must be of the same stem as a word of the latest assistant
 *   message ("I already tried restarting" after "Restart the router"; not "j'ai déjà essayé deux
 *   fois" after a reply that suggested nothing);
 * - an {@link ATTEMPT} phrase needs a {@link PRIOR} phrase in its clause ("I've tried leaving a
 *   voicemail several times in the past week"), and the first content word after it in its
 *   clause, if any, must be of the same stem as a word of the latest assistant message
 *   (`ReplyView.saysStem`: "leaving" after "leave a message"): what was tried is what was
 *   suggested. "I've tried some unusual foods many times" after "I love to try new food" tells
 *   of the user.
 */
export function triedAlready(
  message: UserMessage,
  match: PhraseMatch,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  const { tokens } = message;
  const { confirmations, negators, stopwords } = lexicon.tokens;
  // "Ya lo intenté": a confirmation that opens the phrase itself is its "already".
  const opensWithAnswer = match.start > 0 && (confirmations.hasToken(tokens, 0) || negators.hasToken(tokens, 0));
  if (opensWithAnswer || reply.asksWithoutMark()) return false;
  const clause = clauseAt(tokens, match.start);
  if (
    match.phrase.group === ATTEMPT &&
    !onDemandMatchesOf(message, lexicon).some((m) => isPrior(m) && clauseAt(tokens, m.start) === clause)
  )
    return false;
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause; i--)
    if (negators.hasToken(tokens, i)) return false;
  for (let i = match.start; i < match.end; i++) if (negators.hasToken(tokens, i)) return false;
  // "Already tried restarting": what was tried follows right away, and must be what was suggested.
  if (match.phrase.group === TRIED) {
    const next = match.end;
    if (next >= tokens.length || clauseAt(tokens, next) !== clause || stopwords.hasToken(tokens, next)) return true;
    return reply.saysStem(keyAt(tokens, next));
  }
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (stopwords.hasToken(tokens, i)) continue;
    return reply.saysStem(keyAt(tokens, i));
  }
  return true;
}

/** True when the match is a {@link PRIOR} phrase of the `repair` lexicon. */
function isPrior(m: PhraseMatch): boolean {
  return m.phrase.family === 'repair' && m.phrase.group === PRIOR;
}
