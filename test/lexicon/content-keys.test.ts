import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../src/lexicon/content-keys';
import { TokenSet } from '../../src/lexicon/token-set';
import { hashAt, keyAt, tokenize, type TokenList } from '../../src/text/tokenize';

const stopwords = new TokenSet(['the', 'a', 'is', 'to', 'my', 'dont']);

/** The distinct keys of `tokens` (those `keep` accepts) as hashes, in order of first use. */
function expected(tokens: TokenList, keep: (key: string) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const hash = hashAt(tokens, i);
    if (keep(keyAt(tokens, i)) && !out.includes(hash)) out.push(hash);
  }
  return out;
}

const short = tokenize("the parcel is late, the parcel is lost and i don't know where my parcel is");
// Past 256 tokens the distinct words are found first: the long path.
const long = tokenize(Array.from({ length: 120 }, (_, i) => `the item ${i % 37} is to ship`).join('. '));

describe('contentKeys', () => {
  it.each([
    ['a short message', short],
    ['a long message', long],
  ])('of %s: the distinct keys that are no stopword, in order of first use', (_, tokens) => {
    expect(tokens.length > 256).toBe(tokens === long);
    expect([...contentKeys(tokens, stopwords)]).toEqual(expected(tokens, (key) => !stopwords.has(key)));
  });

  it('of no tokens: the empty set', () => {
    expect(contentKeys(tokenize(''), stopwords).size).toBe(0);
  });
});
