/**
 * @module A denial stressed in capitals in a public message to a company ("@Acme I have NEVER
 * agreed to this", "how about NOT ALLOWING these posts", "BUT I DIDN'T CHANGE IT!"): the user
 * insists against what the service did or said (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { UserMessage } from '../messages/prepare';
import { clauseAt, endAt, isHandleAt, startAt, type TokenList } from '../text/tokenize';
import { addressesHandle } from './frustration-handles';

/** Most tokens in a run of capitals that holds the stressed denial: a longer run is a line in capitals (a label, a warning), read as capitals. */
export const STRESS_MAX_RUN = 5;

/**
 * True when a public message to a company (it addresses a handle, `@name`), written in ordinary
 * case (fewer than half its cased letters capitals), stresses a negator by writing it in capitals
 * ("NEVER", "NOT", "DIDN'T", "NICHT", "JAMAIS", "NUNCA", "NÃO"), after its handle or in a message
 * that closes with one (see {@link addressedBefore}), inside a run of at most
 * {@link STRESS_MAX_RUN} tokens in capitals that the clause goes on from in lowercase ("I have
 * NEVER agreed to this…", "is NOT offering max flexibility", "how about NOT ALLOWING all of
 * these…") or that a `!` or `?` closes ("BUT I DIDN'T CHANGE IT!"), in a message that holds a
 * problem besides: a `?`, another negator, or a complaint, confusion or profanity phrase
 * (`hasCuePhrase`). The user denies with emphasis what the service did or claims. A negator
 * stressed alone in a cheerful message praises or looks forward ("I could NOT be happier", "I can
 * NOT wait for the launch"). A run that ends its clause without a mark is a label read off a
 * screen ("drive check showing NOT INSTALLED."), and one with no lowercase word after it in its
 * clause a line in capitals ("WARNING! DO NOT CLICK ON …"); neither counts. One capital letter
 * ("I") is no stress.
 */
export function stressesDenial(message: UserMessage, lexicon: CompiledLexicon, hasCuePhrase: () => boolean): boolean {
  const { tokens, toneText } = message;
  // Tokens are read in the lowercased text: its offsets hold in the text as written only when lowercasing kept its length.
  if (toneText.length !== tokens.text.length || !addressesHandle(toneText) || !inOrdinaryCase(toneText)) return false;
  const negators = lexicon.tokens.negators;
  for (let i = 0; i < tokens.length; i++) {
    if (!negators.hasToken(tokens, i) || caseOf(toneText, tokens, i) !== CAPITALS) continue;
    if (!addressedBefore(toneText, tokens, i)) continue;
    if (!toneText.includes('?') && !otherNegator(tokens, negators, i) && !hasCuePhrase()) continue;
    const clause = clauseAt(tokens, i);
    let first = i;
    while (first > 0 && clauseAt(tokens, first - 1) === clause && caseOf(toneText, tokens, first - 1) !== LOWER)
      first--;
    let last = i;
    while (
      last + 1 < tokens.length &&
      clauseAt(tokens, last + 1) === clause &&
      caseOf(toneText, tokens, last + 1) !== LOWER
    ) {
      last++;
    }
    if (last - first + 1 > STRESS_MAX_RUN) continue;
    const goesOnInLowercase = last + 1 < tokens.length && clauseAt(tokens, last + 1) === clause;
    if (goesOnInLowercase || closedByMark(toneText, endAt(tokens, last))) return true;
  }
  return false;
}

/**
 * True when the message addresses its handle before token `i`, or closes with handles of their
 * own: a public message names the company it speaks to at its start or its end ("@Acme I have
 * NEVER…", "… for it NOT to renew. Please help. @Acme @AcmeHelp"). A handle only after the stress,
 * inside a sentence, is a name in what the user writes about ("which parameters can NOT be
 * configured using @RequestMapping: …").
 */
function addressedBefore(text: string, tokens: TokenList, i: number): boolean {
  if (addressesHandle(text.slice(0, startAt(tokens, i)))) return true;
  let first = tokens.length;
  while (first > i + 1 && isHandleAt(tokens, first - 1)) first--;
  return first < tokens.length && clauseAt(tokens, first - 1) !== clauseAt(tokens, first);
}

/** True when a negator other than token `i` stands in the message ("BUT I DIDN'T CHANGE IT! … the verification isn't working"). */
function otherNegator(tokens: TokenList, negators: CompiledLexicon['tokens']['negators'], i: number): boolean {
  for (let k = 0; k < tokens.length; k++) if (k !== i && negators.hasToken(tokens, k)) return true;
  return false;
}

const LOWER = 0;
const CAPITALS = 1;
const NEITHER = 2;

/**
 * How token `i` is written: with a lowercase letter ({@link LOWER}), in capitals with two cased
 * letters at least ({@link CAPITALS}), or neither (a digit, "I", a word without case).
 */
function caseOf(text: string, tokens: TokenList, i: number): number {
  let capitals = 0;
  for (let k = startAt(tokens, i), end = endAt(tokens, i); k < end; k++) {
    const c = text[k]!;
    if (c === c.toUpperCase()) {
      if (c !== c.toLowerCase()) capitals++;
    } else return LOWER;
  }
  return capitals >= 2 ? CAPITALS : NEITHER;
}

/** True when fewer than half the cased letters of the text are capitals: it is written in ordinary case. */
function inOrdinaryCase(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (const c of text) {
    if (c !== c.toLowerCase()) upper++;
    else if (c !== c.toUpperCase()) lower++;
  }
  return upper < lower;
}

/** True when the first character after offset `at` that is not a space is `!` or `?` (full-width too). */
function closedByMark(text: string, at: number): boolean {
  let k = at;
  while (k < text.length && text[k] === ' ') k++;
  const c = text[k];
  return c === '!' || c === '?' || c === '！' || c === '？';
}
