/**
 * @module `TokenSet`: a token family (negators, stopwords, …) as a set of match keys that message
 * tokens are looked up in by hash, without cutting a string per token.
 */
import { hashAt, hashKey, keyEquals, type TokenList } from '../text/tokenize';
import { addToList, hashIndex, lookup, type HashIndex } from './hash-index';

/** An immutable set of match keys (tokens without apostrophes), iterable in insertion order. */
export class TokenSet implements Iterable<string> {
  /** Number of distinct keys. */
  readonly size: number;
  private readonly keys: readonly string[];
  private readonly index: HashIndex<readonly string[]>;

  /** The set of `keys` (duplicates dropped). */
  constructor(keys: Iterable<string>) {
    const distinct = [...new Set(keys)];
    const byHash = new Map<number, string[]>();
    for (const key of distinct) addToList(byHash, hashKey(key), key);
    this.keys = distinct;
    this.size = distinct.length;
    this.index = hashIndex(byHash);
  }

  /** True when `key` (a match key, e.g. `dont`) is in the set. */
  has(key: string): boolean {
    const list = lookup(this.index, hashKey(key));
    return list !== undefined && list.includes(key);
  }

  /** True when the match key of token `i` of `tokens` is in the set. */
  hasToken(tokens: TokenList, i: number): boolean {
    const hash = hashAt(tokens, i);
    const list = lookup(this.index, hash);
    if (list === undefined) return false;
    for (const key of list) if (keyEquals(tokens, i, key, hash)) return true;
    return false;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.keys[Symbol.iterator]();
  }
}
