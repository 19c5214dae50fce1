/**
 * @module The content words of a message as a set of token-key hashes: what the rephrase check
 * compares. Its scratch buffers are reused from call to call (one analysis runs at a time).
 */
import { homeSlot, tableBits } from '../text/hash-slots';
import { IntSet } from '../text/int-set';
import { hashAt, type TokenList } from '../text/tokenize';
import type { TokenSet } from './token-set';

/**
 * Distinct non-stopword token keys of a message, as their 30-bit key hashes (no strings). Two
 * different words share a hash with probability about 2^-30 per pair, below 10^-6 even for two
 * 4,000-character messages: negligible next to the 0.5 threshold.
 */
export function contentKeys(tokens: TokenList, stopwords: TokenSet): IntSet {
  const n = tokens.length;
  if (scratch.length < n) scratch = new Int32Array(2 * n);
  let count = 0;
  if (n < SEEN_FROM) {
    for (let i = 0; i < n; i++) if (!stopwords.hasToken(tokens, i)) scratch[count++] = hashAt(tokens, i);
    return IntSet.from(scratch, count);
  }
  // A long message repeats most of its words: each distinct one is looked up in the stopwords once.
  const bits = tableBits(n, 4);
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  if (seenHashes.length <= mask) {
    seenHashes = new Int32Array(mask + 1);
    seenStamps = new Int32Array(mask + 1);
  }
  // Slots stamped with an earlier call's stamp are free: the table is never cleared.
  if (++stamp === 0x40000000) {
    seenStamps.fill(0);
    stamp = 1;
  }
  for (let i = 0; i < n; i++) {
    const hash = hashAt(tokens, i);
    let slot = homeSlot(hash, shift);
    while (seenStamps[slot] === stamp && seenHashes[slot] !== hash) slot = (slot + 1) & mask;
    if (seenStamps[slot] === stamp) continue;
    seenStamps[slot] = stamp;
    seenHashes[slot] = hash;
    if (!stopwords.hasToken(tokens, i)) scratch[count++] = hash;
  }
  return IntSet.from(scratch, count);
}

/** The content hashes of the message being read (reused: one analysis runs at a time; `IntSet.from` copies). */
let scratch = new Int32Array(256);

/**
 * Messages of this many tokens or more have their distinct words found first, in
 * {@link seenHashes}: natural text of that length repeats about half of its words (a pasted log
 * far more), and the stopword lookup is the costly step. Shorter ones repeat too few to gain.
 */
const SEEN_FROM = 256;
/** Hashes met in the current long message, by slot (open addressing); a slot is in use when its stamp is the current one. */
let seenHashes = new Int32Array(0);
let seenStamps = new Int32Array(0);
let stamp = 0;
