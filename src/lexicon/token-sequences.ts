/**
 * @module `TokenSequences`: a family of short token runs ("really", "at all", "我的") that message
 * tokens are looked up in, by the hash of the first token and then in place.
 */
import { hashKey, keyEquals, type TokenList } from '../text/tokenize';
import { TokenSet } from './token-set';

/** An immutable set of token runs, each given as its match keys. */
export class TokenSequences {
  /** First tokens of the runs: most message tokens start none, and this rejects them by hash. */
  private readonly firsts: TokenSet;
  /** Every run with its key hashes, longest first (the longest run at a position wins). */
  private readonly runs: readonly { readonly keys: readonly string[]; readonly hashes: readonly number[] }[];

  /** The set of `runs` (each a list of match keys; empty runs dropped). */
  constructor(runs: Iterable<readonly string[]>) {
    const list = [...runs].filter((keys) => keys.length > 0);
    list.sort((a, b) => b.length - a.length);
    this.runs = list.map((keys) => ({ keys, hashes: keys.map(hashKey) }));
    this.firsts = new TokenSet(list.map((keys) => keys[0]!));
  }

  /** Number of runs. */
  get size(): number {
    return this.runs.length;
  }

  /** Number of tokens of the longest run that starts at token `i` of `tokens`, or 0. */
  lengthAt(tokens: TokenList, i: number): number {
    if (i >= tokens.length || !this.firsts.hasToken(tokens, i)) return 0;
    for (const run of this.runs) {
      const n = run.keys.length;
      if (i + n > tokens.length) continue;
      let k = 0;
      while (k < n && keyEquals(tokens, i + k, run.keys[k]!, run.hashes[k])) k++;
      if (k === n) return n;
    }
    return 0;
  }
}
