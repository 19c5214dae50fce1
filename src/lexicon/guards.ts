/**
 * @module Guards applied to positive phrase matches (SPEC §3): negation, contrast, sarcasm.
 */
import type { TokenList } from '../text/tokenize';
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
  const { keys, clauses } = tokens;
  const clause = clauses[match.start];
  for (let i = match.start - 1; i >= 0 && i >= match.start - window; i--) {
    if (clauses[i] !== clause) return false;
    if (lexicon.tokens.negators.has(keys[i]!) && !insideCourtesy(i, matches)) return true;
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
  const { keys } = tokens;
  const { contrast, negators } = lexicon.tokens;
  let contrastAt = -1;
  for (let i = match.end; i < keys.length; i++) {
    if (contrastAt < 0) {
      if (contrast.has(keys[i]!)) contrastAt = i;
    } else if (negators.has(keys[i]!)) {
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
