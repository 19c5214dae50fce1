import { describe, expect, it } from 'vitest';
import { messageWords } from '../../src/lexicon/message-words';
import { contentSetsOf, turnWords } from '../../src/lexicon/turn-words';
import { TokenSet } from '../../src/lexicon/token-set';
import { contentWordSets, wordSets } from '../../src/lexicon/word-sets';
import { bigramSet } from '../../src/text/bigrams';
import { identifiersOf } from '../../src/text/identifiers';
import { foldCompatibility } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

const stopwords = new TokenSet(['the', 'a', 'is', 'to', 'my', 'i', 'dont', 'on']);
const self = new TokenSet(['i', 'id', 'my'], ['id']);

/** What the repetition check computed before the one-pass view: three reads of the text. */
function separately(text: string, stop?: TokenSet, flagged?: TokenSet) {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  const words = wordSets(tokens, stop, flagged);
  const content = contentWordSets(tokenize(foldCompatibility(text).toLowerCase()), stop);
  return {
    tokens: [...tokens.data],
    hashes: [...words.hashes],
    stems: [...words.stems],
    content: [...words.content],
    contentKeys: [...content.keys],
    contentStems: [...content.stems],
    flagged: words.flagged,
    identifiers: [...identifiersOf(text)],
  };
}

function together(text: string, stop?: TokenSet, flagged?: TokenSet) {
  const w = messageWords(text, stop, flagged);
  const content = contentSetsOf(turnWords(text), stop);
  return {
    tokens: [...w.tokens.data],
    hashes: [...w.hashes],
    stems: [...w.stems],
    content: [...w.content],
    contentKeys: [...content.keys],
    contentStems: [...content.stems],
    flagged: w.flagged,
    identifiers: [...w.identifiers],
  };
}

const texts: [string, string][] = [
  ['a short message', "The parcel is late, the parcel is LOST and I don't know where my parcel is"],
  [
    'a long message',
    Array.from({ length: 150 }, (_, i) => `The item ${i % 37} is to ship on 2024-0${i % 9}`).join('. '),
  ],
  [
    'identifiers of every kind',
    'Order UM3OG5 for jo@example.org: see /root/flag and src/app.ts, then "Blue Room" and `npm ci`; UM3OG5 again',
  ],
  ['the same digits in different words', "4821 4821's 4821s #4821 a4821 4821"],
  ['words that differ only by an apostrophe', "id i'd id i'd my id"],
  ['apostrophe words past the stem prefix', "a'b'c'd''x a'b'c'd''y a'b'c'd' upgrading upgraded up'grading"],
  ['compatibility forms and curly quotes', 'ＡＢＣ１２３ ﬁle It’s “quoted ４２” — Ⅻ'],
  ['Han, kana and Hangul', '注文番号12345が届きません。注문을 확인해 주세요 12345'],
  [
    'hostile input',
    `${'\u0000'.repeat(10)}a${"'".repeat(50)}b ${'x1'.repeat(3000)} ${'x1'.repeat(3000)} ${'"'.repeat(200)}`,
  ],
  ['no tokens', ' ... !!! '],
  ['empty', ''],
];

describe('messageWords and contentSetsOf', () => {
  it.each(texts)('of %s: what the three separate reads gave', (_, text) => {
    expect(together(text, stopwords, self)).toEqual(separately(text, stopwords, self));
  });

  it.each(texts)('of %s, without a lexicon: every word is content, none flagged', (_, text) => {
    const got = together(text);
    expect(got).toEqual(separately(text));
    expect(got.content).toEqual(got.hashes);
    expect(got.flagged).toBe(false);
  });

  it.each(texts)('of %s, just scanned for bigrams (its tokens made from the scan): the same', (_, text) => {
    bigramSet(text);
    expect(together(text, stopwords, self)).toEqual(separately(text, stopwords, self));
  });

  it('of a text other than the one just scanned: its own words', () => {
    bigramSet('the parcel is lost');
    const got = messageWords('the order is late', stopwords, self);
    expect(got.tokens.text).toBe('the order is late');
    expect([...got.content]).toEqual([...messageWords('the order is late', stopwords, self).content]);
  });

  it.each(texts)('of %s, its sets first asked for after other texts were scanned and read: the same', (_, text) => {
    bigramSet(text);
    const got = messageWords(text, stopwords, self);
    const identifiers = [...got.identifiers];
    // Other texts through the same scanners and scratch tables before the sets are read.
    for (const other of ['the parcel is lost 12', `${'order 7 '.repeat(600)}`, '注文番号12345']) {
      bigramSet(other);
      void messageWords(other, stopwords, self).hashes;
    }
    const want = separately(text, stopwords, self);
    expect(identifiers).toEqual(want.identifiers);
    expect([...got.hashes]).toEqual(want.hashes);
    expect([...got.stems]).toEqual(want.stems);
    expect([...got.content]).toEqual(want.content);
    expect(got.flagged).toBe(want.flagged);
  });

  it('keeps no state from one text to the next', () => {
    messageWords('parcel 12 parcel lost', stopwords, self);
    const got = messageWords('lost parcel found 7', stopwords, self);
    expect([...got.identifiers]).toEqual(['7']);
    expect(got.hashes.size).toBe(4);
  });
});
