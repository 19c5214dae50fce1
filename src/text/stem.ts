/**
 * @module Word stems for matching inflected forms: a Latin-script word is known by its first
 * five letters ("upgrading" and "upgraded" are one stem), any other token by itself.
 */
import { endAt, FNV_OFFSET, FNV_PRIME, hashAt, startAt, type TokenList } from './tokenize';

/** Characters a Latin-script word shares with another of the same stem ("upgrad|ing", "upgrad|ed"). */
export const STEM_PREFIX = 5;

/**
 * The stem of token `i`, as a hash: the hash of its first {@link STEM_PREFIX} characters for a
 * Latin-script word longer than that ("upgrading" and "upgraded" share "upgra"), else the token's
 * own hash (short words, digits, Han and kana characters, other scripts).
 */
export function stemAt(tokens: TokenList, i: number): number {
  const text = tokens.text;
  const start = startAt(tokens, i);
  if (endAt(tokens, i) - start <= STEM_PREFIX) return hashAt(tokens, i);
  let h = FNV_OFFSET;
  for (let k = start, n = 0; n < STEM_PREFIX; k++) {
    const c = text.charCodeAt(k);
    if (c === APOSTROPHE) continue;
    if (!isLatinLetter(c)) return hashAt(tokens, i);
    h = Math.imul(h ^ c, FNV_PRIME);
    n++;
  }
  // Masked like the tokeniser's hashes: a five-letter word is its own stem ("table", "tables").
  return h & 0x3fffffff;
}

const APOSTROPHE = 39;

/** True for a lowercase Latin letter: ASCII, Latin-1 and Latin Extended-A/B (`é`, `ß`, `ł`). */
function isLatinLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0x24f && c !== 0xf7);
}
