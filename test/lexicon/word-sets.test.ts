import { describe, expect, it } from 'vitest';
import { contentWordSets, wordSets } from '../../src/lexicon/word-sets';
import { TokenSet } from '../../src/lexicon/token-set';
import { stemAt } from '../../src/text/stem';
import { hashAt, tokenize, type TokenList } from '../../src/text/tokenize';

const stopwords = new TokenSet(['the', 'a', 'is', 'to', 'my', 'i', 'dont']);
// "i'd" is a self word only written with its apostrophe: "id" is a word of its own.
const self = new TokenSet(['i', 'id', 'my'], ['id']);

/** The plain loop the sets stand for: every token looked up, values in order of first use. */
function plain(tokens: TokenList, stop?: TokenSet, flagged?: TokenSet) {
  const hashes: number[] = [];
  const stems: number[] = [];
  const content: number[] = [];
  const contentStems: number[] = [];
  let any = false;
  const add = (list: number[], value: number): void => {
    if (!list.includes(value)) list.push(value);
  };
  for (let i = 0; i < tokens.length; i++) {
    add(hashes, hashAt(tokens, i));
    add(stems, stemAt(tokens, i));
    if (flagged?.hasToken(tokens, i) === true) any = true;
    if (stop === undefined || !stop.hasToken(tokens, i)) {
      add(content, hashAt(tokens, i));
      add(contentStems, stemAt(tokens, i));
    }
  }
  return { hashes, stems, content, contentStems, any };
}

const texts: [string, string][] = [
  ['a short message', "the parcel is late, the parcel is lost and i don't know where my parcel is"],
  ['a long message', Array.from({ length: 120 }, (_, i) => `the item ${i % 37} is to ship`).join('. ')],
  // The same hash, two words: "id" and "i'd" differ only by the apostrophe.
  ['words that differ only by an apostrophe', "id i'd id i'd my id"],
  // A word with apostrophes longer than the stem prefix whose stem reads past it ("a'b'c'd''x").
  ['apostrophe words past the stem prefix', "a'b'c'd''x a'b'c'd''y a'b'c'd' upgrading upgraded up'grading"],
  ['inflected words', 'upgrading upgraded upgrades the upgrade'],
  ['Han and kana', '注文が届きません。注文を確認してください'],
  ['hostile input', `${'\u0000'.repeat(10)}a${"'".repeat(50)}b ${'x'.repeat(5000)} ${'x'.repeat(5000)}`],
];

describe('wordSets', () => {
  it.each(texts)('of %s: the sets and flag of the plain loop, in order of first use', (_, text) => {
    const tokens = tokenize(text);
    const want = plain(tokens, stopwords, self);
    const got = wordSets(tokens, stopwords, self);
    expect([...got.hashes]).toEqual(want.hashes);
    expect([...got.stems]).toEqual(want.stems);
    expect([...got.content]).toEqual(want.content);
    expect(got.flagged).toBe(want.any);
  });

  it('without stopwords: every token is content; without a family: nothing flagged', () => {
    const tokens = tokenize('the parcel is late');
    const got = wordSets(tokens);
    expect([...got.content]).toEqual([...got.hashes]);
    expect(got.hashes.size).toBe(4);
    expect(got.flagged).toBe(false);
  });

  it('flags "i\'d" but not "id"', () => {
    expect(wordSets(tokenize('id card'), stopwords, self).flagged).toBe(false);
    expect(wordSets(tokenize("id card, i'd say"), stopwords, self).flagged).toBe(true);
  });

  it('of no tokens: empty sets', () => {
    const got = wordSets(tokenize(''), stopwords, self);
    expect(got.hashes.size + got.stems.size + got.content.size).toBe(0);
  });

  it('keeps no state from one text to the next', () => {
    const first = tokenize('parcel parcel lost');
    const second = tokenize('lost parcel found');
    wordSets(first, stopwords, self);
    expect([...wordSets(second, stopwords, self).hashes]).toEqual(plain(second).hashes);
  });
});

describe('contentWordSets', () => {
  it.each(texts)('of %s: the hashes and stems of the words that are no stopword', (_, text) => {
    const tokens = tokenize(text);
    const want = plain(tokens, stopwords);
    const got = contentWordSets(tokens, stopwords);
    expect([...got.keys]).toEqual(want.content);
    expect([...got.stems]).toEqual(want.contentStems);
  });

  it('without stopwords: every token', () => {
    const tokens = tokenize('the parcel is late');
    expect(contentWordSets(tokens).keys.size).toBe(4);
  });
});
