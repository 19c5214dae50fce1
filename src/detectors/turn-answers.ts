/**
 * @module Whether a user turn's repair phrase answers the assistant instead of repairing: a "no"
 * that answers a question or an offer or agrees with a negated statement, a clarification that
 * asks to confirm, a negated clarification that names nothing the assistant said.
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import type { TokenSet } from '../lexicon/token-set';
import { isWhiteSpace } from '../text/normalize';
import { clauseAt, endAt, hashAt, startAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';
import { WH, WHY } from './presupposition';

/**
 * True when a correction that opens with a negator (`match`: "no, I…", "not what I asked") is not
 * one:
 * - the latest assistant message asked something (`asked`, or a question form without a question
 *   mark: "did you know…", see `ReplyView.asksWithoutMark`) or made an offer: it answers that;
 * - for a bare "no" (an anchored phrase of two words, the negator and one more: "no, I…",
 *   "no, it…", "nein, das…", "non, c'est…"; not "不对", one word), which says nothing of what was
 *   wrong:
 *   - it is not on the message's first line: a "no" that replies to the assistant opens the
 *     reply (a "No" in a pasted status list is a value);
 *   - the latest assistant message ends with a suggestion to the user (see `ReplyView.suggests`:
 *     "you could start a garden group", then "No, I would rather…"): it declines it;
 *   - the latest assistant message ends with a negated statement and the "no" goes on with a
 *     function word about something other than the user ("the hospital is not very
 *     pleasant", then "no, it is pretty depressing"), or with a `self` word whose clause says
 *     the negation again ("You do not share them.", then "No, I don't."; "Du teilst sie nicht.",
 *     then "Nein, ich teile sie nicht."): it agrees and goes on. "No, wait" still takes
 *     something back, and "No, I do." after a negated statement still sets it right;
 *   - "no, I…" (a `self` word after the negator) follows a reply that says nothing of the user
 *     (no `second_person` word: see `ReplyView.speaksOfUser`), or "no, it…" (a function word)
 *     follows one that also answers no question or request of the user's (`userAsked`: the
 *     previous user turn asked, a question mark near its end, or holds a `requests` phrase): it disagrees with what the assistant said of
 *     itself or the world unprompted ("I'm a huge fan of the sport", then "No. I hate football.";
 *     "Terminator is by Gene Roddenberry.", then "No, it's not."), it does not set right how the
 *     assistant read the user or dispute its answer ("Is the museum open tomorrow?", "It is open
 *     every Monday.", "No, it's closed on Mondays").
 */
export function isAnswerNo(
  message: UserMessage,
  match: PhraseMatch,
  asked: boolean,
  reply: ReplyView,
  lexicon: CompiledLexicon,
  userAsked = false,
): boolean {
  if (asked || reply.asksWithoutMark()) return true;
  const { tokens } = message;
  const { phrase, start } = match;
  // A negator written into a word ("不对": two Han tokens, no break between) is a word of its own kind.
  const bare = phrase.anchored && phrase.keys.length === 2 && endAt(tokens, start) < startAt(tokens, start + 1);
  if (bare && !onFirstLine(message.normalized, startAt(tokens, start))) return true;
  if (reply.offers()) return true;
  if (!bare) return false;
  // A bare "no" after a suggestion declines it ("you could start a garden group" → "No, I would rather…").
  if (reply.suggests()) return true;
  const next = match.end - 1;
  const { self, negators, stopwords } = lexicon.tokens;
  const onUser = self.hasToken(tokens, next);
  // "No, wait", "no, no": the next word says more than a bare "no".
  if (negators.hasToken(tokens, next) || (!onUser && !stopwords.hasToken(tokens, next))) return false;
  if ((onUser || !userAsked) && !reply.speaksOfUser()) return true;
  if (onUser) return negatedClause(message, next, negators) && reply.negatedEnd();
  return reply.negatedEnd();
}

/** The `repair` groups of question words ("what", "which", "why", "warum"): a "no" answers no question they open. */
const QUESTION_WORDS: ReadonlySet<string> = new Set([WH, WHY]);

/**
 * How many assistant messages may come after the assistant's last question for a "no" to still
 * answer it (see {@link answersEarlierQuestion}).
 */
export const EARLIER_QUESTION_REACH = 2;

/**
 * True when a correction that opens with a negator (`match`: "no, I…", "no I want…") answers an
 * earlier question of the assistant's rather than its latest reply, which asked nothing: `earlier`
 * is (the end of) the assistant's last message that asked (a question mark near its end) a
 * yes/no question (its last sentence opened by no question word: a "no" does not answer "Which
 * one?"), at most
 * {@link EARLIER_QUESTION_REACH} assistant messages before the latest, and a content word after
 * the phrase in the clause it ends in (not a stopword, a negator or a `self` word) is one that question said
 * and the latest reply did not ("Do you have any children?" → "How old are you?" → "I'm 38." →
 * "I'm not a robot." → "No I want to adopt children later in my life": the user answers the
 * question left open). A word the latest reply said too ("No, I want the blue one" after "The
 * blue one is gone.") may set right what that reply said.
 */
export function answersEarlierQuestion(
  message: UserMessage,
  match: PhraseMatch,
  earlier: ReplyView | undefined,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  if (earlier === undefined || earlier.closesWithOpenQuestion(QUESTION_WORDS)) return false;
  const { tokens } = message;
  const { stopwords, negators, self } = lexicon.tokens;
  const clause = clauseAt(tokens, match.end - 1);
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (stopwords.hasToken(tokens, i) || negators.hasToken(tokens, i) || self.hasToken(tokens, i)) continue;
    const hash = hashAt(tokens, i);
    if (earlier.says(hash) && !reply.says(hash)) return true;
  }
  return false;
}

/**
 * True when a negator follows token `from` in its clause: "no, I…" says the negation again ("No,
 * I don't.", "Nein, ich teile sie nicht", "Non, je ne sais pas").
 */
function negatedClause(message: UserMessage, from: number, negators: TokenSet): boolean {
  const { tokens } = message;
  const clause = clauseAt(tokens, from);
  for (let i = from + 1; i < tokens.length && clauseAt(tokens, i) === clause; i++)
    if (negators.hasToken(tokens, i)) return true;
  return false;
}

/** True when no line break with text before it comes before offset `at`. */
function onFirstLine(text: string, at: number): boolean {
  const lineBreak = text.lastIndexOf('\n', at - 1);
  for (let k = 0; k < lineBreak; k++) if (!isWhiteSpace(text.charCodeAt(k))) return false;
  return true;
}

/** True when one of the phrase's keys is a negator ("i'm not asking"). */
export function isNegatedPhrase(keys: readonly string[], negators: TokenSet): boolean {
  return keys.some((key) => negators.has(key));
}

/**
 * True when the clause after a negated clarification ("I'm not asking for a full refund") names
 * something the latest assistant message said: the user sets right what the assistant took the
 * request to be. One that names nothing the assistant said is a concession or a counter-offer
 * ("I'm not asking for a full refund — how about half?"), not a clarification. With no content
 * word after the phrase in its clause, there is nothing to check: it counts.
 */
export function namesWhatWasSaid(message: UserMessage, from: number, reply: ReplyView, stopwords: TokenSet): boolean {
  const { tokens } = message;
  if (from >= tokens.length) return true;
  const clause = clauseAt(tokens, from - 1);
  let named = false;
  for (let i = from; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (stopwords.hasToken(tokens, i)) continue;
    if (reply.says(hashAt(tokens, i))) return true;
    named = true;
  }
  return !named;
}

/**
 * True when the sentence the phrase ending at token `from` belongs to is a tag question, a request
 * for confirmation: the first sentence mark after the phrase (`. ! ? 。 ！ ？` or a line break) is
 * a question mark, and one of the last two tokens before it is a confirmation ("…, right?",
 * "…, is that correct?", "…对吗？").
 */
export function asksToConfirm(message: UserMessage, from: number, confirmations: TokenSet): boolean {
  const { tokens } = message;
  const text = message.normalized;
  for (let k = endAt(tokens, from - 1); k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 46 || c === 33 || c === 10 || c === 0x3002 || c === 0xff01) return false;
    if (c !== 63 && c !== 0xff1f) continue;
    let last = from - 1;
    while (last + 1 < tokens.length && endAt(tokens, last + 1) <= k) last++;
    return confirmations.hasToken(tokens, last) || (last >= from && confirmations.hasToken(tokens, last - 1));
  }
  return false;
}
