/**
 * @module `TokenSet`: a token family (negators, stopwords, …) as a set of match keys that message
 * tokens are looked up in by hash, without cutting a string per token.
 */
import { hashAt, hashKey, keyEquals, type TokenList } from '../text/tokenize';

const GOLDEN = 0x9e3779b1;

/** An immutable set of match keys (tokens without apostrophes), iterable in insertion order. */
export class TokenSet implements Iterable<string> {
  /** Number of distinct keys. */
  readonly size: number;
  private readonly keys: readonly string[];
  /**
   * One bit per value of the low bits of a key hash, set for the keys of the set (a one-hash
   * Bloom filter, about 64 bits per key). Most message tokens are not in a family, and this
   * rejects them with one bit test, before the probe of the hash table.
   */
  private readonly filter: Int32Array;
  /** Bit-index mask of {@link filter}: its number of bits minus one. */
  private readonly filterMask: number;
  /**
   * Open-addressing table of the keys, at most half full: per slot the key's hash, and its
   * position in `keys` plus one (0: free). Keys that share a hash take a slot each.
   */
  private readonly hashes: Int32Array;
  private readonly slots: Int32Array;
  /** 32 minus log2 of the table size: the first slot of hash h is `imul(h, golden) >>> shift`. */
  private readonly shift: number;

  /** The set of `keys` (duplicates dropped). */
  constructor(keys: Iterable<string>) {
    const distinct = [...new Set(keys)];
    this.keys = distinct;
    this.size = distinct.length;
    let bits = 1;
    while (1 << bits < 2 * distinct.length) bits++;
    this.hashes = new Int32Array(1 << bits);
    this.slots = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    let filterBits = 1024;
    while (filterBits < 64 * distinct.length) filterBits *= 2;
    this.filter = new Int32Array(filterBits >>> 5);
    this.filterMask = filterBits - 1;
    distinct.forEach((key, at) => {
      const hash = hashKey(key);
      let slot = Math.imul(hash, GOLDEN) >>> this.shift;
      while (this.slots[slot] !== 0) slot = (slot + 1) & (this.slots.length - 1);
      this.hashes[slot] = hash;
      this.slots[slot] = at + 1;
      const bit = hash & this.filterMask;
      this.filter[bit >>> 5]! |= 1 << (bit & 31);
    });
  }

  /** True when `key` (a match key, e.g. `dont`) is in the set. */
  has(key: string): boolean {
    const hash = hashKey(key);
    for (let at = this.first(hash); at >= 0; at = this.next(hash, at))
      if (this.keys[this.slots[at]! - 1] === key) return true;
    return false;
  }

  /**
   * True when the match key of token `i` of `tokens` is in the set: by its hash (the filter, then
   * the table), confirmed by comparing characters.
   */
  hasToken(tokens: TokenList, i: number): boolean {
    const hash = hashAt(tokens, i);
    const bit = hash & this.filterMask;
    if ((this.filter[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    for (let at = this.first(hash); at >= 0; at = this.next(hash, at)) {
      if (keyEquals(tokens, i, this.keys[this.slots[at]! - 1]!, hash)) return true;
    }
    return false;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.keys[Symbol.iterator]();
  }

  /** The first slot holding `hash`, or -1. */
  private first(hash: number): number {
    return this.probe(hash, Math.imul(hash, GOLDEN) >>> this.shift);
  }

  /** The next slot after `slot` holding `hash` (another key with the same hash), or -1. */
  private next(hash: number, slot: number): number {
    return this.probe(hash, (slot + 1) & (this.slots.length - 1));
  }

  private probe(hash: number, slot: number): number {
    const { hashes, slots } = this;
    const mask = slots.length - 1;
    while (slots[slot] !== 0) {
      if (hashes[slot] === hash) return slot;
      slot = (slot + 1) & mask;
    }
    return -1;
  }
}
