/**
 * @module `TokenSet`: a token family (negators, stopwords, …) as a set of match keys that message
 * tokens are looked up in by hash, without cutting a string per token.
 */
import { hasApostrophe, hashAt, hashKey, keyEquals, type TokenList } from '../text/tokenize';
import { addToList, hashIndex, lookup, type HashIndex } from './hash-index';

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
  /** The keys by hash (keys that share a hash share an entry). */
  private readonly byHash: HashIndex<string[]>;
  /** Keys a message token matches only when written with an apostrophe (`id` of "i'd"). */
  private readonly withApostrophe: ReadonlySet<string>;
  /** Bit `h & 31` set for the hash h of each key of {@link withApostrophe}: most hits skip the set. */
  private readonly withApostropheBits: number;

  /**
   * The set of `keys` (duplicates dropped). A key of `withApostrophe` (also in `keys`) is found in
   * a message only where the token is written with an apostrophe: "i'd" is in, "id" is not.
   */
  constructor(keys: Iterable<string>, withApostrophe: Iterable<string> = []) {
    const distinct = [...new Set(keys)];
    this.withApostrophe = new Set(withApostrophe);
    let bits = 0;
    for (const key of this.withApostrophe) bits |= 1 << (hashKey(key) & 31);
    this.withApostropheBits = bits;
    this.keys = distinct;
    this.size = distinct.length;
    let filterBits = 1024;
    while (filterBits < 64 * distinct.length) filterBits *= 2;
    this.filter = new Int32Array(filterBits >>> 5);
    this.filterMask = filterBits - 1;
    const byHash = new Map<number, string[]>();
    for (const key of distinct) {
      const hash = hashKey(key);
      addToList(byHash, hash, key);
      const bit = hash & this.filterMask;
      this.filter[bit >>> 5]! |= 1 << (bit & 31);
    }
    this.byHash = hashIndex(byHash);
  }

  /** True when `key` (a match key, e.g. `dont`) is in the set. */
  has(key: string): boolean {
    return lookup(this.byHash, hashKey(key))?.includes(key) ?? false;
  }

  /**
   * True when the match key of token `i` of `tokens` is in the set: by its hash (the filter, then
   * the table), confirmed by comparing characters; a key that needs its apostrophe (see the
   * constructor) only when the token has one.
   */
  hasToken(tokens: TokenList, i: number): boolean {
    const hash = hashAt(tokens, i);
    const bit = hash & this.filterMask;
    if ((this.filter[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    const keys = lookup(this.byHash, hash);
    if (keys === undefined) return false;
    for (let k = 0; k < keys.length; k++)
      if (keyEquals(tokens, i, keys[k]!, hash))
        return (
          ((this.withApostropheBits >>> (hash & 31)) & 1) === 0 ||
          hasApostrophe(tokens, i) ||
          !this.withApostrophe.has(keys[k]!)
        );
    return false;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.keys[Symbol.iterator]();
  }
}
