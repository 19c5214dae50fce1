/**
 * @module A denial said again: the user denied something, the assistant went on as if it held
 * ("I never tried skateboarding" → "Do you skateboard often?"; "I don't have the reservation ID" →
 * "I need the reservation ID"), and the user denies it again. The assistant did not take the
 * denial in: a correction.
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { TokenSet } from '../lexicon/token-set';
import { clauseAt, keyAt, startAt, type TokenList } from '../text/tokenize';
import { sentenceEndsBetween } from '../text/sentence-marks';
import { foldedTokens } from '../text/folded-tokens';
import { sameStem } from './reply-view';
import { type RecentTurn, SAID_AGAIN_REACH } from './dialogue-says-again';
import { DENIAL_GAP, HEDGE, POSSESSION, STANCE } from './presupposition';

/**
 * Most tokens after a negator read as what it denies ("don't have access to the reservation ID":
 * "have", "access", "to", "the", "reservation", "id"), within its clause.
 */
export const DENIED_REACH = 6;

/** The `quit` group of conditions ("if", "unless", "wenn", "si", "如果"). */
const CONDITION = 'condition';

/**
 * The `repair` group of words of certainty ("sure", "certain", "sicher", "sûr", "seguro", "certo"):
 * a denial that opens with one ("I'm not sure which order it is") doubts, it denies nothing.
 */
export const UNCERTAIN = 'uncertain';

/** The `repair` group of negated abilities ("can't", "cannot", "kann nicht", "peux pas", "no puedo", "não consigo", "不能", "できない"). */
export const INABILITY = 'inability';

/**
 * The earlier user turn (one of the latest two of `earlier`, with an assistant message after it)
 * whose denial `turn` says again, or undefined. A denial is a negator and the content words
 * after it in its clause (at most {@link DENIED_REACH} tokens: not stopwords, negators, `stance`
 * verbs such as "know", "like", "think", nor verbs of having such as "have", which say what is
 * denied of, not what); the turn and the earlier turn deny a word of the same stem, and the
 * latest assistant message (`reply`, its text) says that word in a clause without a negator: it
 * took for granted what the user had denied ("I never try skateboarding" → "do you skateboard
 * often?" → "I didn't do skateboarding"; "I don't have the reservation ID" → "To proceed, I need
 * the reservation ID." → "I don't have access to the reservation ID right now"). A reply that
 * says the word negated took the denial in ("Why don't you like horror?", "If you don't have the
 * ID…" in the clause that names it); a reply that does not name it asked about something else
 * ("I don't smoke" → "Do you drink?" → "I don't drink or smoke").
 */
export function deniesAgain(
  turn: UserMessage,
  earlier: readonly RecentTurn[],
  reply: string,
  lexicon: CompiledLexicon,
): UserMessage | undefined {
  const { negators } = lexicon.tokens;
  // A cheap gate: the turn holds a negator.
  if (!hasNegator(turn.tokens, negators)) return undefined;
  let denied: string[][] | undefined;
  for (let k = earlier.length - 1; k >= 0 && k >= earlier.length - SAID_AGAIN_REACH; k--) {
    const before = earlier[k]!;
    if (before.replies.length === 0 || !hasNegator(before.turn.tokens, negators)) continue;
    denied ??= denials(turn, lexicon);
    if (denied.length === 0) return undefined;
    const said = denials(before.turn, lexicon).flat();
    for (const words of denied) {
      // The first word of a longer denial is its verb: "I don't want any insurance" denies insurance, not wanting.
      for (let w = words.length > 1 ? 1 : 0; w < words.length; w++) {
        const thing = words[w]!;
        if (said.some((s) => sameStem(s, thing)) && saysUnnegated(reply, thing, lexicon)) return before.turn;
      }
    }
  }
  return undefined;
}

/** True when a token of `tokens` is a negator. */
function hasNegator(tokens: TokenList, negators: TokenSet): boolean {
  for (let i = 0; i < tokens.length; i++) if (negators.hasToken(tokens, i)) return true;
  return false;
}

/**
 * What the negators of the message deny (see {@link deniesAgain}): for each denial of the user's
 * own, the keys of its content words, in order (the last is what it denies: "I didn't do
 * skateboarding" → "skateboarding"). A denial reads up to {@link DENIED_REACH} tokens after its
 * negator, within its clause, up to the next negator or `self` word.
 */
function denials(message: UserMessage, lexicon: CompiledLexicon): string[][] {
  const { tokens } = message;
  const { negators, stopwords, contrast, self } = lexicon.tokens;
  const out: string[][] = [];
  let skip: Map<number, string> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (!negators.hasToken(tokens, i) || persists(tokens, i, contrast) || !ofSelf(tokens, i, lexicon)) continue;
    const clause = clauseAt(tokens, i);
    if (hedged(message, clause, lexicon) || conditional(message, i, lexicon) || unable(message, i, lexicon)) continue;
    const words: string[] = [];
    for (let k = i + 1; k <= i + DENIED_REACH && k < tokens.length && clauseAt(tokens, k) === clause; k++) {
      if (negators.hasToken(tokens, k) || self.hasToken(tokens, k)) break;
      if (stopwords.hasToken(tokens, k)) continue;
      skip ??= verbsAt(message, lexicon);
      // "I'm not sure which order it is" doubts, it denies nothing.
      if (words.length === 0 && skip.get(k) === UNCERTAIN) break;
      if (!skip.has(k)) words.push(keyAt(tokens, k));
    }
    if (words.length > 0) out.push(words);
  }
  return out;
}

/**
 * True when a `condition` phrase of the `quit` lexicon ("if", "unless", "wenn", "si", "如果") comes
 * before the negator at token `i` in its sentence: "If a full refund isn't possible, then I won't
 * cancel" draws a conclusion from the refusal, it does not deny again what the user said.
 */
function conditional(message: UserMessage, i: number, lexicon: CompiledLexicon): boolean {
  const { tokens, normalized } = message;
  const at = startAt(tokens, i);
  return onDemandMatchesOf(message, lexicon).some(
    (m) =>
      m.phrase.family === 'quit' &&
      m.phrase.group === CONDITION &&
      m.start < i &&
      !sentenceEndsBetween(normalized, startAt(tokens, m.start), at),
  );
}

/**
 * True when the negator at token `i` denies something of the user: a `self` word ("I", "ich",
 * "je", "yo", "eu") at most {@link DENIAL_GAP} tokens before it, only stopwords and intensifiers
 * between ("I don't", "I really don't", "I'm not"), and before that word in its clause only
 * stopwords, confirmations, negators and contrast words ("but I don't", "No I don't"). "He is
 * not a midwife", "you are not a guy", "there is no taco here" and "if I can't get a refund"
 * deny something else, or concede.
 */
function ofSelf(tokens: TokenList, i: number, lexicon: CompiledLexicon): boolean {
  const { self, stopwords, confirmations, negators, contrast } = lexicon.tokens;
  const fillers = lexicon.sequences.intensifiers;
  const clause = clauseAt(tokens, i);
  let k = i - 1;
  for (; k >= 0 && k >= i - 1 - DENIAL_GAP && clauseAt(tokens, k) === clause; k--) {
    if (self.hasToken(tokens, k)) break;
    if (!stopwords.hasToken(tokens, k) && fillers.lengthAt(tokens, k) === 0) return false;
  }
  if (k < 0 || clauseAt(tokens, k) !== clause || !self.hasToken(tokens, k)) return false;
  for (let j = k - 1; j >= 0 && clauseAt(tokens, j) === clause; j--) {
    const lead =
      (stopwords.hasToken(tokens, j) && !self.hasToken(tokens, j)) ||
      confirmations.hasToken(tokens, j) ||
      negators.hasToken(tokens, j) ||
      contrast.hasToken(tokens, j);
    if (!lead) return false;
  }
  return true;
}

/**
 * True when an {@link INABILITY} phrase of the `repair` lexicon ("can't", "cannot", "kann nicht",
 * "no puedo", "不能") holds the negator at token `i`: "I can't send picture messages" reports a
 * symptom again, not a fact of the user's that the assistant passed over.
 */
function unable(message: UserMessage, i: number, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === INABILITY && m.start <= i && m.end > i,
  );
}

/** True when a `hedge` phrase of the `repair` lexicon ("much", "enough", "a lot") is in clause `clause`: it says how much. */
function hedged(message: UserMessage, clause: number, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === HEDGE && clauseAt(message.tokens, m.start) === clause,
  );
}

/**
 * True when a `contrast` word ("still", "yet", "immer noch", "toujours", "todavía", "ainda") stands
 * before the negator at token `i` in its clause, other than the word that opens the clause: "but
 * I still can't send it" reports a failure that persists after a step, not a fact of the user's
 * that the assistant passed over; "but I don't have it" opens its clause with the contrast.
 */
function persists(tokens: TokenList, i: number, contrast: TokenSet): boolean {
  const clause = clauseAt(tokens, i);
  for (let k = i - 1; k >= 1 && clauseAt(tokens, k) === clause; k--)
    if (contrast.hasToken(tokens, k) && clauseAt(tokens, k - 1) === clause) return true;
  return false;
}

/**
 * Token indices of the message where a `stance`, `possession` or {@link UNCERTAIN} phrase of the
 * `repair` lexicon starts, with its group.
 */
function verbsAt(message: UserMessage, lexicon: CompiledLexicon): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of onDemandMatchesOf(message, lexicon))
    if (
      m.phrase.family === 'repair' &&
      (m.phrase.group === STANCE || m.phrase.group === POSSESSION || m.phrase.group === UNCERTAIN)
    )
      out.set(m.start, m.phrase.group);
  return out;
}

/** True when `text` says a word of the same stem as `word` in a clause without a negator. */
function saysUnnegated(text: string, word: string, lexicon: CompiledLexicon): boolean {
  const tokens = foldedTokens(text);
  const { negators } = lexicon.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!sameStem(keyAt(tokens, i), word)) continue;
    const clause = clauseAt(tokens, i);
    let negated = false;
    for (let k = i - 1; k >= 0 && clauseAt(tokens, k) === clause && !negated; k--)
      negated = negators.hasToken(tokens, k);
    for (let k = i + 1; k < tokens.length && clauseAt(tokens, k) === clause && !negated; k++)
      negated = negators.hasToken(tokens, k);
    if (!negated) return true;
  }
  return false;
}
