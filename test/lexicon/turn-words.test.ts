import { describe, expect, it } from 'vitest';
import { TokenSet } from '../../src/lexicon/token-set';
import {
  contentSetsOf,
  hasMoreContentWords,
  mentionsAny,
  SCANS_BEFORE_SETS,
  turnWords,
} from '../../src/lexicon/turn-words';
import { contentWordSets } from '../../src/lexicon/word-sets';
import { IntSet } from '../../src/text/int-set';
import { foldCompatibility } from '../../src/text/normalize';
import { stemAt } from '../../src/text/stem';
import { hashAt, hashKey, tokenize } from '../../src/text/tokenize';

/** The content words of a text read in full: what the turn's questions must answer. */
function contentWords(text: string, stop: TokenSet | undefined) {
  return contentWordSets(tokenize(foldCompatibility(text).toLowerCase()), stop);
}

const stopwords = new TokenSet(['the', 'a', 'is', 'to', 'my', 'i', 'id', 'dont', 'on'], ['id']);

const texts: [string, string][] = [
  ['a short turn', "The parcel is late, the parcel is LOST and I don't know where my parcel is"],
  ['a long turn', Array.from({ length: 300 }, (_, i) => `Ship item ${i % 41} to my upgraded table`).join('. ')],
  ['words that differ only by an apostrophe', "id i'd id i'd my id"],
  ['apostrophe words past the stem prefix', "a'b'c'd''x a'b'c'd''y a'b'c'd' upgrading upgraded up'grading"],
  ['compatibility forms', 'ＡＢＣ１２３ ﬁle It’s “quoted ４２” — Ⅻ'],
  ['Han, kana and Hangul', '注文番号12345が届きません。注문을 확인해 주세요 12345'],
  ['hostile input', `${'\u0000'.repeat(10)}a${"'".repeat(50)}b ${'x1'.repeat(3000)} ${'"'.repeat(200)}`],
  ['no tokens', ' ... !!! '],
  ['empty', ''],
];

/** Every token's hash and stem, and a few that are in no text: the values a question asks about. */
function candidates(text: string): { keys: number[]; stems: number[] } {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  const keys = [hashKey('absent'), hashKey('upgra')];
  const stems = [hashKey('absent'), hashKey('upgra')];
  for (let i = 0; i < tokens.length; i++) {
    keys.push(hashAt(tokens, i));
    stems.push(stemAt(tokens, i));
  }
  return { keys: [...new Set(keys)], stems: [...new Set(stems)] };
}

function set(values: number[]): IntSet {
  return IntSet.from(values, values.length);
}

describe('turnWords', () => {
  it.each(texts)('of %s: its sets are the content word sets of the text', (_, text) => {
    for (const stop of [stopwords, undefined]) {
      const got = contentSetsOf(turnWords(text), stop);
      const want = contentWords(text, stop);
      expect([...got.keys]).toEqual([...want.keys]);
      expect([...got.stems]).toEqual([...want.stems]);
    }
  });

  it.each(texts)('of %s: mentionsAny answers what the sets answer, for each word alone', (_, text) => {
    const { keys, stems } = candidates(text);
    const none = set([]);
    for (const stop of [stopwords, undefined]) {
      const want = contentWords(text, stop);
      for (const key of keys) {
        const scanned = mentionsAny(turnWords(text), set([key]), none, stop);
        expect(scanned).toBe(want.keys.has(key));
      }
      for (const stem of stems) {
        const scanned = mentionsAny(turnWords(text), none, set([stem]), stop);
        expect(scanned).toBe(want.stems.has(stem));
      }
      // Once the sets are read, they answer; the same answers.
      const read = turnWords(text);
      contentSetsOf(read, stop);
      expect(mentionsAny(read, set(keys), none, stop)).toBe(keys.some((k) => want.keys.has(k)));
      expect(mentionsAny(read, none, set(stems), stop)).toBe(stems.some((k) => want.stems.has(k)));
    }
  });

  it.each(texts)('of %s: hasMoreContentWords is the size of the content set, at every limit', (_, text) => {
    for (const stop of [stopwords, undefined]) {
      const size = contentWords(text, stop).keys.size;
      for (let limit = 0; limit <= Math.min(size + 1, 6); limit++) {
        expect(hasMoreContentWords(turnWords(text), limit, stop)).toBe(size > limit);
      }
    }
  });

  it.each(texts)('of %s: one turn asked every question in turn answers as a fresh turn does', (_, text) => {
    const { keys, stems } = candidates(text);
    const none = set([]);
    for (const stop of [stopwords, undefined]) {
      const want = contentWords(text, stop);
      const asked = turnWords(text);
      // Mixed: the first from the tokens, the next ones from the sets it then builds.
      for (let k = 0; k < Math.max(keys.length, stems.length); k++) {
        const key = keys[k % keys.length]!;
        const stem = stems[k % stems.length]!;
        expect(mentionsAny(asked, set([key]), none, stop)).toBe(want.keys.has(key));
        expect(hasMoreContentWords(asked, k % 5, stop)).toBe(want.keys.size > k % 5);
        expect(mentionsAny(asked, none, set([stem]), stop)).toBe(want.stems.has(stem));
      }
      expect(asked.scans).toBe(SCANS_BEFORE_SETS);
      expect(asked.sets === undefined ? undefined : [...asked.sets.keys]).toEqual([...want.keys]);
    }
  });

  it('a turn asked once is read from its tokens, asked again builds its sets; a question about no word reads nothing', () => {
    expect(SCANS_BEFORE_SETS).toBe(1);
    const words = turnWords('the parcel is lost');
    expect(mentionsAny(words, set([]), set([]), stopwords)).toBe(false);
    expect(words.scans).toBe(0);
    expect(mentionsAny(words, set([hashKey('parcel')]), set([]), stopwords)).toBe(true);
    expect(words.sets).toBeUndefined();
    expect(hasMoreContentWords(words, 1, stopwords)).toBe(true);
    expect(words.sets === undefined ? undefined : [...words.sets.keys]).toEqual([hashKey('parcel'), hashKey('lost')]);
  });

  it('no word asked about: none mentioned, whatever the turn holds', () => {
    expect(mentionsAny(turnWords('the parcel is lost'), set([]), set([]), stopwords)).toBe(false);
    expect(mentionsAny(turnWords('the parcel is lost'), set([]), set([]), undefined)).toBe(false);
  });

  it('a stopword mentions nothing; the same key written as a content word does', () => {
    // "id" is a stopword only with its apostrophe ("i'd").
    expect(mentionsAny(turnWords("i'd like that"), set([hashKey('id')]), set([]), stopwords)).toBe(false);
    expect(mentionsAny(turnWords("i'd like the id"), set([hashKey('id')]), set([]), stopwords)).toBe(true);
    expect(mentionsAny(turnWords('the parcel'), set([hashKey('the')]), set([]), stopwords)).toBe(false);
    expect(mentionsAny(turnWords('the parcel'), set([hashKey('the')]), set([]), undefined)).toBe(true);
  });

  it('finds a word by its stem: "upgrading" for "upgraded"', () => {
    const upgraded = tokenize('upgraded');
    const stem = set([stemAt(upgraded, 0)]);
    expect(mentionsAny(turnWords('Stop Upgrading it'), set([]), stem, stopwords)).toBe(true);
    expect(mentionsAny(turnWords('Stop it'), set([]), stem, stopwords)).toBe(false);
  });

  it('counts distinct content words only: three, then a fourth', () => {
    expect(hasMoreContentWords(turnWords('the blue blue one is left'), 3, stopwords)).toBe(false);
    expect(hasMoreContentWords(turnWords('the blue one is left now'), 3, stopwords)).toBe(true);
    expect(hasMoreContentWords(turnWords("i'd id"), 0, stopwords)).toBe(true);
    expect(hasMoreContentWords(turnWords("i'd i'd"), 0, stopwords)).toBe(false);
  });
});
