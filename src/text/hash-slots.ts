/**
 * @module The addressing every hash table of the analysis shares (`IntSet`, `HashIndex`,
 * `TokenSet`, the content keys, the lexicon's first-token filter): a table of 2^bits slots at most
 * half full, a hash's first slot by one multiplicative step, linear probing from there.
 */

/** The multiplier of {@link homeSlot}: 2^32 divided by the golden ratio. */
const GOLDEN = 0x9e3779b1;

/** Log2 of the slots of a table for `count` entries: the least `bits` ≥ `minBits` with 2^bits ≥ 2 × count. */
export function tableBits(count: number, minBits = 1): number {
  let bits = minBits;
  while (1 << bits < 2 * count) bits++;
  return bits;
}

/** The first slot of `hash` in a table of 2^(32 − `shift`) slots. */
export function homeSlot(hash: number, shift: number): number {
  return Math.imul(hash, GOLDEN) >>> shift;
}
