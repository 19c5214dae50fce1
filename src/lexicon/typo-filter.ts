/**
 * @module A bitmap that rules out, in a few instructions, message tokens that cannot be one edit
 * (Levenshtein distance 1) from any of a set of lexicon keys, so typo lookups run only for the
 * few tokens that might be.
 *
 * Typo candidates are found through deletion variants: a token is one edit from a key exactly
 * when the token or one of its one-character deletions equals the key or one of the key's
 * one-character deletions. The filter holds a hash of every deletion variant of every key; a
 * token none of whose variants hashes to a set bit has no candidate. Variant hashes are
 * polynomial, so all deletions of a token are hashed in one pass over it.
 */

/** The filter's bits. Build with {@link createTypoFilter} and {@link addTypoTarget}. */
export type TypoFilter = Uint32Array;

const LOG_BITS = 16;
const BASE = 0x01000193;

/** An empty filter: {@link mayBeTypo} is false for every token. */
export function createTypoFilter(): TypoFilter {
  return new Uint32Array((1 << LOG_BITS) / 32);
}

function bitOf(hash: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - LOG_BITS);
}

function hasBit(filter: TypoFilter, bit: number): boolean {
  return (filter[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}

/** Polynomial hash of `text` without the character at `skip` (-1: without none). */
function variantHash(text: string, skip: number): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) if (i !== skip) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

/** Adds a key: itself and each of its one-character deletions. */
export function addTypoTarget(filter: TypoFilter, key: string): void {
  for (let skip = -1; skip < key.length; skip++) {
    const bit = bitOf(variantHash(key, skip));
    filter[bit >>> 5]! |= 1 << (bit & 31);
  }
}

/** Prefix hashes of the token being checked (reused: one check runs at a time). */
let prefix = new Int32Array(64);

/**
 * False only when no key added to the filter is one edit from `token`: neither the token nor any
 * of its one-character deletions hashes like a deletion variant of a key. True may be a false
 * alarm (a hash collision): callers then look the token up.
 */
export function mayBeTypo(filter: TypoFilter, token: string): boolean {
  return mayBeTypoAt(filter, token, 0, token.length);
}

/** {@link mayBeTypo} for the token `text.slice(start, end)`, read in place. */
export function mayBeTypoAt(filter: TypoFilter, text: string, start: number, end: number): boolean {
  const n = end - start;
  if (n + 1 > prefix.length) prefix = new Int32Array(2 * (n + 1));
  // prefix[i] = hash of token[0, i); the whole token's hash is prefix[n].
  let h = 0;
  prefix[0] = 0;
  for (let i = 0; i < n; i++) {
    h = (Math.imul(h, BASE) + text.charCodeAt(start + i)) | 0;
    prefix[i + 1] = h;
  }
  if (hasBit(filter, bitOf(h))) return true;
  // Without character i: prefix[i] · B^(n-1-i) + (h − prefix[i+1] · B^(n-1-i)).
  let power = 1; // B^(n-1-i)
  for (let i = n - 1; i >= 0; i--) {
    const variant = (h + Math.imul(prefix[i]! - prefix[i + 1]!, power)) | 0;
    if (hasBit(filter, bitOf(variant))) return true;
    power = Math.imul(power, BASE);
  }
  return false;
}
