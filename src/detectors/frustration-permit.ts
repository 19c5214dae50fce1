/**
 * @module A reproach to a company for what it lets others do ("@Acme is allowing people to sell
 * toilet paper at ridiculous prices", "why are you letting sellers price gouge?"): the user blames
 * the service for a wrong it tolerates (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { clauseAt, startAt } from '../text/tokenize';
import { addressesHandle } from './frustration-handles';
import { asksByForm } from './frustration-punctuation';
import { SECOND_PERSON } from './reply-view';

/**
 * The `complaint` group of verbs of letting happen, with what makes them the company's doing
 * before them ("is allowing", "are letting", "stop enabling", "for allowing", "permitiendo",
 * "纵容"), matched on demand: a bare participle says what a thing does ("a setting allowing guests
 * to share").
 */
export const PERMIT = 'permit';

/** The `complaint` group of the people a {@link PERMIT} verb may let do something that are no third party ("me", "us", "you", "uns", "nous", "我们"), matched on demand. */
export const PERMIT_OBJECT = 'permit_object';

/**
 * True when a public message to a company (it addresses a handle, `@name`) reproaches it for what
 * it lets others do: a verb of the {@link PERMIT} group ("is allowing", "are letting", "stop
 * enabling", "for allowing", "zulassen dass", "en laissant", "permitiendo", "permitindo", "纵容") with a
 * word of its clause after it ("@Acme is allowing people to sell toilet paper at ridiculous
 * prices", "why isn't @Acme being fined for allowing customers to price gouge?", "please stop
 * enabling price gouging", "Why are you allowing this kind of profiteering?"). Not when it lets the
 * user or the company itself (a word of the {@link PERMIT_OBJECT} group right after it: "it's not
 * letting me log in" is a symptom, "just letting you know" a courtesy), and not in a sentence that
 * asks by its form (after its handles, a `wh` word or a yes-no `question` phrase of `repair`:
 * "@Acme how do I stop allowing guests to unmute?", "@Acme are you allowing refunds?"): a
 * question for information; "why" asks in reproach and counts.
 */
export function permitsWrong(message: UserMessage, lexicon: CompiledLexicon): boolean {
  if (!addressesHandle(message.toneText)) return false;
  const tokens = message.tokens;
  for (const verb of onDemandMatchesOf(message, lexicon)) {
    if (verb.phrase.group !== PERMIT || verb.phrase.family !== 'complaint' || verb.fuzzy) continue;
    if (verb.end >= tokens.length || clauseAt(tokens, verb.end) !== clauseAt(tokens, verb.start)) continue;
    if (letsOwnSide(message, verb, lexicon)) continue;
    if (!asksByForm(tokens.text, sentenceEnd(tokens.text, startAt(tokens, verb.start)), lexicon)) return true;
  }
  return false;
}

/** True when the word right after a {@link PERMIT} verb is the user or the company: a `permit_object` word, a `self` word or a `second_person` word. */
function letsOwnSide(message: UserMessage, verb: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const at = verb.end;
  if (lexicon.tokens.self.hasToken(message.tokens, at)) return true;
  if (message.matches.some((m) => m.start === at && m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON)) {
    return true;
  }
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.start === at && m.phrase.family === 'complaint' && m.phrase.group === PERMIT_OBJECT && !m.fuzzy,
  );
}

/** Marks that end a sentence. */
const SENTENCE_END = '.!?\n。！？';

/** Offset of the end of the sentence that holds offset `at`: its closing mark, or the end of the text. */
function sentenceEnd(text: string, at: number): number {
  let k = at;
  while (k < text.length && !SENTENCE_END.includes(text[k]!)) k++;
  return k;
}
