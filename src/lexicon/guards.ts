/**
 * @module Guards applied to positive phrase matches (SPEC §3): negation, contrast, sarcasm.
 */
import { clauseAt, type TokenList } from '../text/tokenize';
import type { CompiledLexicon } from './compile';
import type { PhraseFamily } from './families';
import type { PhraseMatch } from './match';

/** How many tokens before a phrase a negator may stand. */
export const NEGATION_WINDOW = 3;

const NEGATIVE_FAMILIES: ReadonlySet<PhraseFamily> = new Set(['complaint', 'confusion', 'profanity', 'repair']);

/**
 * True when a negator stands within {@link NEGATION_WINDOW} tokens before the match, in the same
 * clause ("not helpful"; but "no problem, thanks" keeps its thanks). A negator inside a `courtesy`
 * phrase does not negate ("no problem thanks", "not bad, thanks").
 */
export function isNegated(
  tokens: TokenList,
  match: PhraseMatch,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
  window = NEGATION_WINDOW,
): boolean {
  const clause = clauseAt(tokens, match.start);
  for (let i = match.start - 1; i >= 0 && i >= match.start - window; i--) {
    if (clauseAt(tokens, i) !== clause) return false;
    if (lexicon.tokens.negators.hasToken(tokens, i) && !insideCourtesy(i, matches)) return true;
  }
  return false;
}

function insideCourtesy(token: number, matches: readonly PhraseMatch[]): boolean {
  return matches.some((m) => m.phrase.family === 'courtesy' && m.start <= token && token < m.end);
}

/**
 * True when a contrast word follows the match in the same message and a negative clause follows
 * it: a negator, or a complaint, confusion, profanity or repair phrase ("thanks, but it still
 * fails").
 */
export function isContrasted(
  tokens: TokenList,
  match: PhraseMatch,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
): boolean {
  const { contrast, negators } = lexicon.tokens;
  let contrastAt = -1;
  for (let i = match.end; i < tokens.length; i++) {
    if (contrastAt < 0) {
      if (contrast.hasToken(tokens, i)) contrastAt = i;
    } else if (negators.hasToken(tokens, i)) {
      return true;
    }
  }
  if (contrastAt < 0) return false;
  return matches.some((m) => m.start > contrastAt && NEGATIVE_FAMILIES.has(m.phrase.family));
}

/** True when the match overlaps a complaint phrase (sarcasm forms such as "thanks for nothing"). */
export function isSarcastic(match: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return matches.some((m) => m.phrase.family === 'complaint' && m.start < match.end && match.start < m.end);
}

/** True when a positive match survives all three guards. */
export function isGenuinePositive(
  tokens: TokenList,
  match: PhraseMatch,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
): boolean {
  return !isSarcastic(match, matches) && !isNegated(tokens, match, matches, lexicon) && !isContrasted(tokens, match, matches, lexicon);
}

/**
 * The first match (in order) that `isCandidate` accepts and that survives all three guards, as
 * {@link isGenuinePositive} decides, or undefined. Reads the message once for the contrast guard
 * (contrast words, the last negator, the last negative phrase) instead of once per match, so a
 * long message with many contrasted matches costs linear time, not quadratic.
 */
export function firstGenuinePositive(
  tokens: TokenList,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
  isCandidate: (match: PhraseMatch) => boolean,
): PhraseMatch | undefined {
  let facts: ContrastFacts | undefined;
  let complaints: PhraseMatch[] | undefined;
  for (const match of matches) {
    if (!isCandidate(match)) continue;
    complaints ??= matches.filter((m) => m.phrase.family === 'complaint');
    if (complaints.length > 0 && isSarcastic(match, complaints)) continue;
    if (isNegated(tokens, match, matches, lexicon)) continue;
    facts ??= contrastFacts(tokens, matches, lexicon, match.start);
    if (!contrastedByFacts(facts, match)) return match;
  }
  return undefined;
}

/** What {@link isContrasted} reads, gathered in one pass from token `from` on. */
interface ContrastFacts {
  /** Positions of contrast words, ascending. */
  readonly contrasts: readonly number[];
  /** Position of the last negator, or -1. */
  readonly lastNegator: number;
  /** Largest start of a complaint, confusion, profanity or repair match, or -1. */
  readonly lastNegative: number;
}

function contrastFacts(tokens: TokenList, matches: readonly PhraseMatch[], lexicon: CompiledLexicon, from: number): ContrastFacts {
  const { contrast, negators } = lexicon.tokens;
  const contrasts: number[] = [];
  let lastNegator = -1;
  for (let i = from; i < tokens.length; i++) {
    if (contrast.hasToken(tokens, i)) contrasts.push(i);
    if (negators.hasToken(tokens, i)) lastNegator = i;
  }
  let lastNegative = -1;
  for (const m of matches) if (m.start > lastNegative && NEGATIVE_FAMILIES.has(m.phrase.family)) lastNegative = m.start;
  return { contrasts, lastNegator, lastNegative };
}

/**
 * {@link isContrasted} from the facts: the first contrast word at or after the match's end, then
 * a negator or a negative phrase starting after it. Valid for matches ending at or after `from`.
 */
function contrastedByFacts(facts: ContrastFacts, match: PhraseMatch): boolean {
  for (const at of facts.contrasts) {
    if (at >= match.end) return facts.lastNegator > at || facts.lastNegative > at;
  }
  return false;
}
