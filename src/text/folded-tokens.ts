/**
 * @module The tokens of a text as the detectors read an assistant message: compatibility-folded
 * and lowercased, tokenised once however many rules read it. The latest few texts keep their
 * tokens (one analysis runs at a time; a token list is never written), and a text the bigram
 * scan read last takes the scan's tokens (`scannedTokens`).
 */
import { scannedTokens } from './bigrams';
import { foldCompatibility } from './normalize';
import { tokenize, type TokenList } from './tokenize';

/** How many texts keep their tokens: the replies a user turn answers, read by one rule after another. */
const KEPT = 4;
const keptTexts: (string | undefined)[] = new Array<string | undefined>(KEPT).fill(undefined);
const keptTokens: (TokenList | undefined)[] = new Array<TokenList | undefined>(KEPT).fill(undefined);
/** The slot the next text not kept takes (the oldest). */
let next = 0;

/**
 * `tokenize(foldCompatibility(text).toLowerCase())`: the same token list for the same text, read
 * from the bigram scan or from the latest texts asked for when it can, else tokenised ("It DOESN’T"
 * gives the two tokens "it" and "doesn't").
 *
 * @example foldedTokens('It DOESN’T').length // 2
 */
export function foldedTokens(text: string): TokenList {
  for (let k = 0; k < KEPT; k++) if (keptTexts[k] === text) return keptTokens[k]!;
  const tokens = scannedTokens(text) ?? tokenize(foldCompatibility(text).toLowerCase());
  keptTexts[next] = text;
  keptTokens[next] = tokens;
  next = (next + 1) % KEPT;
  return tokens;
}
