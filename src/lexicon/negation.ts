/**
 * @module Negation in a clause: the guard that keeps "not helpful" from counting as praise and "I
 * don't want a human" from counting as an escalation request.
 */
import { clauseAt, type TokenList } from '../text/tokenize';
import type { CompiledLexicon } from './compile';
import type { PhraseMatch } from './match';

/** How many tokens before a phrase a negator may stand. */
export const NEGATION_WINDOW = 3;

/**
 * True when a negator, or the last token of a `counterfactual` phrase ("should have", "would
 * have"), stands within {@link NEGATION_WINDOW} tokens before the match, in the same clause ("not
 * helpful", "that should have fixed it"; but "no problem, thanks" keeps its thanks). A negator
 * inside a `courtesy` phrase does not negate ("no problem thanks", "not bad, thanks").
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
    if (endsCounterfactual(i, matches)) return true;
  }
  return false;
}

function endsCounterfactual(token: number, matches: readonly PhraseMatch[]): boolean {
  return matches.some((m) => m.phrase.family === 'counterfactual' && m.end - 1 === token);
}

function insideCourtesy(token: number, matches: readonly PhraseMatch[]): boolean {
  return matches.some((m) => m.phrase.family === 'courtesy' && m.start <= token && token < m.end);
}
