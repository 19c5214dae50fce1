/**
 * @module The content words of a message as a set of token-key hashes: what the rephrase check
 * and the repetition check compare. Its scratch buffers are reused from call to call (one
 * analysis runs at a time).
 */
import { homeSlot, tableBits } from '../text/hash-slots';
import { IntSet } from '../text/int-set';
import { hashAt, type TokenList } from '../text/tokenize';
import type { TokenSet } from './token-set';

/**
 * Distinct non-stopword token keys of a message, as their 30-bit key hashes (no strings), in
 * order of first use; every distinct key without `stopwords`. Two different words share a hash
 * with probability about 2^-30 per pair, below 10^-6 even for two 4,000-character messages:
 * negligible next to the 0.5 threshold.
 */
export function contentKeys(tokens: TokenList, stopwords?: TokenSet): IntSet {
  return readKeys(tokens, stopwords, false).content;
}

/** Every distinct token key of a message, and its {@link contentKeys}. */
export interface KeySets {
  readonly all: IntSet;
  /** The keys that are no stopword (`all` itself without stopwords). */
  readonly content: IntSet;
}

/** The {@link KeySets} of a message, read in one pass over its tokens. */
export function keySets(tokens: TokenList, stopwords?: TokenSet): KeySets {
  return readKeys(tokens, stopwords, true);
}

/** The content keys, and with `all` every distinct key (else `all` is the content keys too). */
function readKeys(tokens: TokenList, stopwords: TokenSet | undefined, all: boolean): KeySets {
  const n = tokens.length;
  if (scratch.length < n) {
    scratch = new Int32Array(2 * n);
    allScratch = new Int32Array(2 * n);
  }
  if (stopwords === undefined) {
    for (let i = 0; i < n; i++) scratch[i] = hashAt(tokens, i);
    const keys = IntSet.from(scratch, n);
    return { all: keys, content: keys };
  }
  let count = 0;
  let allCount = 0;
  if (n < SEEN_FROM) {
    for (let i = 0; i < n; i++) {
      const hash = hashAt(tokens, i);
      if (all) allScratch[allCount++] = hash;
      if (!stopwords.hasToken(tokens, i)) scratch[count++] = hash;
    }
  } else {
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
      if (all) allScratch[allCount++] = hash;
      if (!stopwords.hasToken(tokens, i)) scratch[count++] = hash;
    }
  }
  const content = IntSet.from(scratch, count);
  return { all: all ? IntSet.from(allScratch, allCount) : content, content };
}

/** The content hashes of the message being read (reused: one analysis runs at a time; `IntSet.from` copies). */
let scratch = new Int32Array(256);
/** Every hash of the message being read, when {@link keySets} asks for them. */
let allScratch = new Int32Array(256);

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
