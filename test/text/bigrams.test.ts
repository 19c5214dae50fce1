import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bigramSet,
  jaccard,
  jaccardAtLeast,
  keepScannedHeads,
  keyOfSpan,
  scanBigrams,
  scannedHead,
  scannedHeadCount,
  scannedHeadHashes,
  scannedHeadSpans,
  scannedTokenCount,
  scannedTokens,
  scanTokenHashes,
  type BigramSet,
} from '../../src/text/bigrams';
import { IntSet } from '../../src/text/int-set';
import { foldCompatibility } from '../../src/text/normalize';
import { hashAt, hashKey, tokenize, tokenStrings, type TokenList } from '../../src/text/tokenize';
import { words } from '../helpers';

/** Bigrams of token keys, each pair of key hashes packed into 30 bits: the definition. */
function bigramsOfKeys(keys: readonly string[]): BigramSet {
  const values: number[] = [];
  for (let i = 1; i < keys.length; i++)
    values.push((Math.imul(hashKey(keys[i - 1]!), 0x9e3779b1) ^ hashKey(keys[i]!)) & 0x3fffffff);
  return { set: IntSet.from(values, values.length), tokens: keys.length };
}

/** The definition: bigrams of the keys `tokenize` gives for the normalised text. */
function reference(text: string): BigramSet {
  return bigramsOfKeys(tokenStrings(tokenize(foldCompatibility(text).toLowerCase())).keys);
}

/** The definition of the token hashes: the key hashes of the tokens `tokenize` gives for the normalised text. */
function referenceHashes(text: string): number[] {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  return Array.from({ length: tokens.length }, (_, i) => hashAt(tokens, i));
}

/** The definition of the token keys: those of the tokens `tokenize` gives for the normalised text. */
function referenceKeys(text: string): string[] {
  return tokenStrings(tokenize(foldCompatibility(text).toLowerCase())).keys;
}

/** The token hashes the scanner reads, or undefined where it gives up (-1). */
function scannedHashes(text: string): number[] | undefined {
  const out = new Int32Array(text.length);
  const count = scanTokenHashes(text, out);
  return count < 0 ? undefined : [...out.subarray(0, count)];
}

/** The token keys of the spans the scanner reads, or undefined where it gives up (-1). */
function scannedKeys(text: string): string[] | undefined {
  const spans = new Int32Array(2 * text.length);
  const count = scanTokenHashes(text, new Int32Array(text.length), spans);
  return count < 0
    ? undefined
    : Array.from({ length: count }, (_, k) => keyOfSpan(text, spans[2 * k]!, spans[2 * k + 1]!));
}

/** A comparable form of a bigram set: token count and values in order. */
function shape(bigrams: BigramSet): string {
  return `${bigrams.tokens}:${[...bigrams.set].join(',')}`;
}

/** A long text's length in these tests (characters). */
const LONG = 1000;

describe('bigramSet', () => {
  it('has one entry per distinct adjacent token pair, and counts tokens', () => {
    expect(bigramSet('a b c')).toMatchObject({ tokens: 3 });
    expect(bigramSet('a b c').set.size).toBe(2);
    expect(bigramSet('a b a b').set.size).toBe(2);
    expect(bigramSet('a a a').set.size).toBe(1);
  });

  it('is empty for fewer than two tokens', () => {
    expect(bigramSet('').set.size).toBe(0);
    expect(bigramSet('').tokens).toBe(0);
    expect(bigramSet('word').set.size).toBe(0);
    expect(bigramSet('word').tokens).toBe(1);
    expect(bigramSet('!!! ... ???').tokens).toBe(0);
  });

  it('is ordered: (a, b) differs from (b, a)', () => {
    expect(jaccard(bigramSet('a b').set, bigramSet('b a').set)).toBe(0);
  });

  it('ignores case, punctuation and spacing', () => {
    const a = bigramSet('Please restart the router, then try again.');
    const b = bigramSet('please   RESTART the router then TRY again!!');
    expect(jaccard(a.set, b.set)).toBe(1);
    expect(a.tokens).toBe(b.tokens);
  });

  it('counts tokens like tokenize: inner apostrophes, digits, CJK characters', () => {
    expect(bigramSet("it doesn't work on v2").tokens).toBe(5);
    expect(bigramSet('我不明白').tokens).toBe(4);
    expect(bigramSet('café crème brûlée').tokens).toBe(3);
  });

  it('treats a contraction and its apostrophe-less spelling as the same token', () => {
    expect(jaccard(bigramSet("it doesn't work at all").set, bigramSet('it doesnt work at all').set)).toBe(1);
  });

  it('reads an acute accent typed as an apostrophe as the apostrophe (scanner and tokenizer agree)', () => {
    const acute = bigramSet('i\u00b4m not sure i follow');
    expect(jaccard(acute.set, bigramSet("i'm not sure i follow").set)).toBe(1);
    expect(acute.tokens).toBe(5);
  });

  it('gives ASCII and non-ASCII texts with the same tokens the same bigrams', () => {
    // The curly apostrophe sends the text through the Unicode path; NFKC maps it to the same keys.
    const ascii = bigramSet("it doesn't work on my machine");
    const unicode = bigramSet('it doesn\u2019t work on my machine');
    expect(jaccard(ascii.set, unicode.set)).toBe(1);
    const fullwidth = bigramSet('ｐｌｅａｓｅ restart the router now');
    expect(jaccard(fullwidth.set, bigramSet('please restart the router now').set)).toBe(1);
  });

  it('the ASCII scanner agrees with the Unicode path on random ASCII text', () => {
    const chars = [...'abcXYZ019', "'", ' ', ' ', '\n', '.', ',', '!', '-', '_'];
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...chars), maxLength: 40 }), (text) => {
        const ascii = bigramSet(text);
        // A trailing non-ASCII token forces the Unicode path and adds one token and at most one bigram.
        const unicode = bigramSet(`${text} \u00e9`);
        expect(unicode.tokens).toBe(ascii.tokens + 1);
        for (const b of ascii.set) expect(unicode.set.has(b)).toBe(true);
        expect(unicode.set.size - ascii.set.size).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with hashing the keys tokenize gives, on random text of any script', () => {
    const pieces = [
      'a',
      'B',
      'z9',
      "'",
      ' ',
      '\n',
      '.',
      ',',
      '-',
      'é',
      'É',
      'ß',
      'İ',
      'ǅ',
      '\u0301',
      '\u2019',
      '\u2014',
      'ﬁ',
      'ｐ',
      'Ⅻ',
      '½',
      'ж',
      'Ж',
      'ع',
      'न्',
      '我',
      'カ',
      'ー',
      '😀',
      '\uD800',
      '\uDC00',
      '\u00a0',
      '١',
      '²',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (list) => {
        const text = list.join('');
        expect(shape(bigramSet(text))).toBe(shape(reference(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the definition on characters whose normal form depends on their neighbours', () => {
    // Apostrophes of all kinds; combining marks; Hangul jamo (conjoining, compatibility, halfwidth),
    // which NFKC composes; Σ (σ or ς by context); Thai SARA AM (NFKC starts it with a mark);
    // folds of several characters (™, ″, …, ¯); astral letters (bold 𝐀, Deseret 𐐀 lowercases
    // to an astral letter, 𠮷 is Han, 🈶 folds to Han); circled and halfwidth katakana, ﾞ.
    const pieces = [
      'a',
      'E',
      'o',
      '1',
      "'",
      "''",
      ' ',
      '.',
      '\u2019',
      '\u02bc',
      '\uff07',
      '\u2033',
      '\u2034',
      '™',
      '…',
      '¯',
      '\u0300',
      '\u0301',
      '\u0323',
      '\u0345',
      '\u037a',
      '\ufe0f',
      'Ａ',
      'ｅ',
      'Σ',
      'σ',
      'ς',
      'Α',
      'ΐ',
      'İ',
      'ı',
      '\u1100',
      '\u1161',
      '\u11a8',
      '가',
      '각',
      '\u3131',
      '\u314f',
      '\uffa1',
      '\uffc2',
      'ก',
      '\u0e33',
      '\u0e4d',
      '我',
      '々',
      'カ',
      'ｶ',
      '\uff9e',
      '\u3099',
      '\u309b',
      'ー',
      '\u32d0',
      '\u3033',
      '𝐀',
      '𐐀',
      '𠮷',
      '🈶',
      '😀',
      '\uD83D',
      '\uDE00',
      '\uD800',
      '\u0663',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (list) => {
        const text = list.join('');
        const expected = shape(reference(text));
        expect(shape(bigramSet(text))).toBe(expected);
        const scanned = scanBigrams(text);
        if (scanned !== undefined) expect(shape(scanned)).toBe(expected);
        const hashes = scannedHashes(text);
        expect(hashes === undefined).toBe(scanned === undefined);
        if (hashes !== undefined) expect(hashes).toEqual(referenceHashes(text));
        if (hashes !== undefined) expect(scannedKeys(text)).toEqual(referenceKeys(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the definition for every BMP character and a sample of astral ones, in several contexts', () => {
    const mismatches: string[] = [];
    const astral = [0x10000, 0x10400, 0x1d400, 0x1d7ce, 0x1f600, 0x1f236, 0x20bb7, 0x2f800, 0xe0001, 0x1d165, 0x16d67];
    const codePoints = [...Array.from({ length: 0x10000 }, (_, c) => c), ...astral];
    for (const cp of codePoints) {
      const ch = String.fromCodePoint(cp);
      for (const text of [`a${ch}b`, `${ch}${ch}`, `x'${ch}'y ${ch}`, `我${ch}ー${ch}z`, `ﾀ${ch}ﾞ`]) {
        const hashes = scannedHashes(text);
        if (
          shape(bigramSet(text)) !== shape(reference(text)) ||
          (hashes !== undefined && hashes.join() !== referenceHashes(text).join()) ||
          (hashes !== undefined && scannedKeys(text)!.join('|') !== referenceKeys(text).join('|'))
        )
          mismatches.push(`U+${cp.toString(16)} in ${JSON.stringify(text)}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('reads text of most scripts in one pass, normalising only where a character depends on its neighbours', () => {
    for (const text of [
      'Please restart the router',
      'Café crème, naïve — “quoted” l’été ２０２４ … ″',
      'Привет, мир; Γειά σου κόσμε',
      '我不明白，请再说一遍。カタカナーとひらがな、ｶﾀｶﾅ',
      'emoji 😀 and 𝐛𝐨𝐥𝐝 and 𠮷野家',
    ]) {
      expect(scanBigrams(text), text).toBeDefined();
    }
    for (const text of ['cafe\u0301', 'ΟΔΟΣ', '\u1100\u1161', 'ｶﾞ', 'ﬁle', '™', '½'])
      expect(scanBigrams(text), text).toBeUndefined();
  });

  it('does not throw on lone surrogates', () => {
    expect(() => bigramSet('\uD800 abc \uDC00 def')).not.toThrow();
    expect(bigramSet('\uD800 abc \uDC00 def').tokens).toBe(2);
  });
});

describe('scanTokenHashes', () => {
  it('writes the key hashes of the tokens, apostrophes left out of the keys, and returns their number', () => {
    const out = new Int32Array(32);
    expect(scanTokenHashes("It DOESN'T work, café 我们", out)).toBe(6);
    expect([...out.subarray(0, 6)]).toEqual(['it', 'doesnt', 'work', 'café', '我', '们'].map((k) => hashKey(k)));
    expect([...out.subarray(0, 6)]).toEqual(referenceHashes("It DOESN'T work, café 我们"));
  });

  it('reads nothing in text without tokens, and needs no more room than the text has characters', () => {
    expect(scanTokenHashes('', new Int32Array(0))).toBe(0);
    expect(scanTokenHashes(' ... !? ', new Int32Array(8))).toBe(0);
    const out = new Int32Array(7);
    expect(scanTokenHashes('a b c d', out)).toBe(4);
    expect(scanTokenHashes('我我我我我我我', out)).toBe(7); // one token per character: exactly full
  });

  it('agrees with tokenize on a random ASCII text, cut anywhere (a word, an apostrophe, a surrogate pair at the end)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'Z', '7', "'", ' ', '-', '😀', '\u00e9'), maxLength: 60 }),
        fc.nat(60),
        (text, cut) => {
          const head = text.slice(0, cut);
          expect(scannedHashes(head)).toEqual(referenceHashes(head));
          expect(scannedKeys(head)).toEqual(referenceKeys(head));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives each token’s span, whose characters folded are its key', () => {
    const spans = new Int32Array(64);
    expect(scanTokenHashes('Ｉt DOESN’T—work, 我们!', new Int32Array(32), spans)).toBe(5);
    expect([...spans.subarray(0, 10)]).toEqual([0, 2, 3, 10, 11, 15, 17, 18, 18, 19]);
    expect(keyOfSpan('Ｉt DOESN’T—work', 3, 10)).toBe('doesnt');
    expect(keyOfSpan('Ｉt DOESN’T—work', 0, 2)).toBe('it');
  });

  it('gives up (-1) on text that must be normalised first', () => {
    for (const text of ['cafe\u0301', 'ΟΔΟΣ', 'ｶﾞ', 'ﬁle'])
      expect(scanTokenHashes(text, new Int32Array(16)), text).toBe(-1);
  });
});

describe('scannedTokens', () => {
  /** The token list as comparable plain data: its text and each token's four fields. */
  function fieldsOfList(tokens: TokenList): { text: string; fields: number[] } {
    return { text: tokens.text, fields: [...tokens.data].slice(0, 4 * tokens.length) };
  }

  /** `text` made long (over 1,000 characters: a long text's scan is kept as a short one's is). */
  const long = (text: string): string => text + ' and more'.repeat(Math.ceil(LONG / 9));

  it('is the token list tokenize gives the normalised text, for the ASCII text just scanned', () => {
    const text = long("It DOESN'T work, the 'quoted' one... (see) x'y' it's\nNext line: 4821; ok?!");
    bigramSet(text);
    const got = scannedTokens(text);
    expect(got).toBeDefined();
    expect(fieldsOfList(got!)).toEqual(fieldsOfList(tokenize(foldCompatibility(text).toLowerCase())));
    expect(tokenStrings(got!).words).toContain("doesn't");
  });

  it('agrees with tokenize on random ASCII text: clauses, apostrophes, offsets', () => {
    const unit = fc.constantFrom('a', 'Z', '7', "'", ' ', ' ', '.', ',', '"', '\n', '\t', '-', '(', '?', '\u0000');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), fc.string({ unit, maxLength: 80 }), (head, tail) => {
        // Random ends around a long middle.
        const text = head + ' middle words,'.repeat(Math.ceil(LONG / 14)) + tail;
        bigramSet(text);
        expect(fieldsOfList(scannedTokens(text)!)).toEqual(fieldsOfList(tokenize(text.toLowerCase())));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with tokenize on long text (a typed token list), thousands of tokens', () => {
    const text = Array.from({ length: 900 }, (_, i) => (i % 7 === 0 ? `Don't ${i}.` : `word${i % 13} it's`)).join(' ');
    bigramSet(text);
    expect(fieldsOfList(scannedTokens(text)!)).toEqual(fieldsOfList(tokenize(text.toLowerCase())));
  });

  it('is undefined for any text but the latest scanned, for non-ASCII text and after a scan that gave up', () => {
    const [first, second, plain] = [long('first text here'), long('second text here'), long('plain words')];
    bigramSet(first);
    bigramSet(second);
    expect(scannedTokens(first)).toBeUndefined();
    expect(scannedTokens(second)).toBeDefined();
    const cafe = long('café au lait');
    bigramSet(cafe);
    expect(scannedTokens(cafe)).toBeUndefined(); // offsets of the normalised text may differ
    bigramSet(plain);
    const unsafe = long('cafe\u0301 x');
    bigramSet(unsafe); // the scanner gives up: tokenised instead
    expect(scannedTokens(unsafe)).toBeUndefined();
    expect(scannedTokens(plain)).toBeUndefined();
    expect(scannedTokens('')).toBeUndefined();
  });

  it('counts the tokens of the text just scanned, of any script, and of no other (scannedTokenCount)', () => {
    for (const text of ['ok', "It DOESN'T work, see (this)", 'café 東京 ok', long('the parcel, it is late')]) {
      bigramSet(text);
      expect(scannedTokenCount(text)).toBe(tokenize(foldCompatibility(text).toLowerCase()).length);
    }
    bigramSet('one text');
    expect(scannedTokenCount('another text')).toBe(-1);
    const unsafe = 'cafe\u0301 x';
    bigramSet(unsafe); // the scanner gives up: nothing counted
    expect(scannedTokenCount(unsafe)).toBe(-1);
  });

  it('keeps the scan of every text, short or long, until the next scan', () => {
    for (const text of ['ok', 'Sure, I can help.', "It doesn't work, see (this)", 'a'.repeat(LONG - 2) + ' b']) {
      bigramSet(text);
      expect(fieldsOfList(scannedTokens(text)!)).toEqual(fieldsOfList(tokenize(text.toLowerCase())));
    }
    const [one, other] = ['one short text', 'another short text'];
    bigramSet(one);
    bigramSet(other);
    expect(scannedTokens(one)).toBeUndefined();
    expect(scannedTokens(other)?.length).toBe(3);
  });

  it('agrees with tokenize on random short ASCII text', () => {
    const unit = fc.constantFrom('a', 'Z', '7', "'", ' ', '.', ',', '"', '\n', '-', '?');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        bigramSet(text);
        const got = scannedTokens(text);
        if (text === '')
          expect(got).toBeUndefined(); // never scanned: the empty text has no bigrams
        else expect(fieldsOfList(got!)).toEqual(fieldsOfList(tokenize(text.toLowerCase())));
      }),
      { numRuns: 1000 },
    );
  });

  it('is undefined once another text was scanned for its token hashes (the vocabulary reads heads so)', () => {
    const text = long('the parcel, it is late');
    bigramSet(text);
    expect(scannedTokens(text)).toBeDefined();
    scanTokenHashes('other words', new Int32Array(16), new Int32Array(32));
    expect(scannedTokens(text)).toBeUndefined();
  });

  it('is the same for an equal string that is another object', () => {
    const text = long(['same', 'words', 'again'].join(' '));
    bigramSet(text);
    const copy = long(`same words ${'again'}`);
    expect(copy).not.toBe(undefined);
    expect(fieldsOfList(scannedTokens(copy)!)).toEqual(fieldsOfList(tokenize(copy)));
  });

  it('leaves the bigrams of a kept scan as they were', () => {
    const text = long("Don't stop, it's fine.");
    expect(shape(bigramSet(text))).toBe(shape(reference(text)));
    expect(shape(bigramSet(text.slice(0, 100)))).toBe(shape(reference(text.slice(0, 100))));
  });
});

/** What scannedHead gives for the first `limit` characters of `text` after bigramSet read it (hashes and spans), or -1. */
function keptHead(text: string, limit: number): { hashes: number[]; spans: number[] } | -1 {
  const out = new Int32Array(limit);
  const spans = new Int32Array(2 * limit);
  const count = scannedHead(text, limit, out, spans);
  return count < 0 ? -1 : { hashes: [...out.subarray(0, count)], spans: [...spans.subarray(0, 2 * count)] };
}

/** The head scannedHeadCount finds where bigramSet's scan left it (hashes and spans), or -1. */
function headInPlace(text: string, limit: number): { hashes: number[]; spans: number[] } | -1 {
  const count = scannedHeadCount(text, limit);
  if (count < 0) return -1;
  return {
    hashes: [...scannedHeadHashes().subarray(0, count)],
    spans: [...scannedHeadSpans().subarray(0, 2 * count)],
  };
}

/** What scanTokenHashes reads in `text.slice(0, limit)` itself (hashes and spans). */
function scannedSlice(text: string, limit: number): { hashes: number[]; spans: number[] } {
  const head = text.slice(0, limit);
  const out = new Int32Array(head.length);
  const spans = new Int32Array(2 * head.length);
  const count = scanTokenHashes(head, out, spans);
  return { hashes: [...out.subarray(0, count)], spans: [...spans.subarray(0, 2 * count)] };
}

describe('scannedHead', () => {
  it('reads the head of the text bigramSet read last, as the scanner reads the head itself', () => {
    keepScannedHeads(true);
    try {
      const text = "It doesn't work: the ORDER wasn't found";
      bigramSet(text);
      for (const limit of [0, 1, 2, 3, 5, 10, 11, 12, 13, 14, 17, 39, 40, 400])
        expect(keptHead(text, limit), String(limit)).toEqual(scannedSlice(text, limit));
      expect(keptHead(text, 8)).toEqual({ hashes: ['it', 'doesn'].map((k) => hashKey(k)), spans: [0, 2, 3, 8] });
    } finally {
      keepScannedHeads(false);
    }
  });

  it('scans again the word the head cuts: a word, an apostrophe, a surrogate pair', () => {
    keepScannedHeads(true);
    try {
      for (const text of [
        `${'a'.repeat(399)}bcd more`,
        `${'x'.repeat(398)}'s more`, // the apostrophe at 398, its letter at 399
        `${'y'.repeat(399)}'t`, // the apostrophe is the head's last character
        `${'w'.repeat(399)}\u{1D400}b`, // a letter (folds to a) whose pair the head cuts
        `${'v '.repeat(199)}\u{1D400}q`, // the pair starts at 398: inside the head
        `${'u'.repeat(398)} \u{1F600} z`, // an emoji (a break) cut in two
        '東京'.repeat(300), // one token per character
      ]) {
        bigramSet(text);
        expect(keptHead(text, 400), text.slice(395)).toEqual(scannedSlice(text, 400));
      }
    } finally {
      keepScannedHeads(false);
    }
  });

  it('agrees with the scanner on the head of any text, cut anywhere', () => {
    keepScannedHeads(true);
    try {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom('a', 'Z', '7', "'", ' ', '-', '😀', '\u{1D400}', '\u00e9', '我', '\uD800'),
            maxLength: 80,
          }),
          fc.nat(60),
          (text, limit) => {
            const set = bigramSet(text);
            const inPlace = headInPlace(text, limit);
            const kept = keptHead(text, limit);
            // bigramSet does not scan an empty text.
            if (text === '' || scanTokenHashes(text, new Int32Array(text.length)) < 0) expect(kept).toBe(-1);
            else expect(kept).toEqual(scannedSlice(text, limit));
            // In place, the same head; -1 exactly when the head cuts a token (the copy reads it again).
            if (kept !== -1) {
              const whole = scannedSlice(text, text.length).spans;
              let cuts = false;
              for (let k = 0; k < whole.length; k += 2) if (whole[k]! < limit && whole[k + 1]! > limit) cuts = true;
              expect(inPlace).toEqual(cuts ? -1 : kept);
            } else expect(inPlace).toBe(-1);
            // Keeping heads leaves the bigram set as it is.
            keepScannedHeads(false);
            expect(shape(bigramSet(text))).toBe(shape(set));
            keepScannedHeads(true);
          },
        ),
        { numRuns: 2000 },
      );
    } finally {
      keepScannedHeads(false);
    }
  });

  it('reads the head of a long text whose scan is kept for its words, and keeps its words too', () => {
    keepScannedHeads(true);
    try {
      for (const text of [
        `${"It doesn't work: the ORDER wasn't found. ".repeat(40)}`,
        `${'a'.repeat(399)}bcd ${'more '.repeat(LONG / 5)}`,
        '東京'.repeat(LONG),
      ]) {
        expect(text.length).toBeGreaterThanOrEqual(LONG);
        bigramSet(text);
        expect(keptHead(text, 400), text.slice(395, 405)).toEqual(scannedSlice(text, 400));
        expect(keptHead(text, 37)).toEqual(scannedSlice(text, 37));
      }
      const ascii = 'Please check the order again, it was not found. '.repeat(30);
      bigramSet(ascii);
      expect(keptHead(ascii, 400)).toEqual(scannedSlice(ascii, 400));
      bigramSet(ascii);
      expect(scannedTokens(ascii)).toBeDefined();
    } finally {
      keepScannedHeads(false);
    }
  });

  it('finds the head in place when no token runs across its end, for a short and a long text', () => {
    keepScannedHeads(true);
    try {
      const text = "It doesn't work: the ORDER wasn't found";
      bigramSet(text);
      expect(headInPlace(text, 11)).toEqual({ hashes: ['it', 'doesnt'].map((k) => hashKey(k)), spans: [0, 2, 3, 10] });
      expect(headInPlace(text, 16)).toEqual(scannedSlice(text, 16)); // "work" ends at 15, "the" starts at 17
      expect(headInPlace(text, 7)).toBe(-1); // "doesn" cut: copied and read again instead
      expect(keptHead(text, 7)).toEqual(scannedSlice(text, 7));
      expect(headInPlace(text, 400)).toEqual(scannedSlice(text, 400));
      const long = 'Please check the order again, it was not found. '.repeat(30);
      bigramSet(long);
      expect(headInPlace(long, 48)).toEqual(scannedSlice(long, 48));
      expect(headInPlace(long, 50)).toBe(-1);
      expect(headInPlace(text, 400)).toBe(-1); // another text
    } finally {
      keepScannedHeads(false);
    }
  });

  it('reads nothing (-1) for another text, a text the scanner gave up on, or when heads are not kept', () => {
    keepScannedHeads(true);
    try {
      bigramSet('the first text');
      expect(keptHead('another text', 400)).toBe(-1);
      expect(keptHead('the first text', 400)).not.toBe(-1);
      bigramSet('cafe\u0301 au lait'); // normalised first: nothing kept
      expect(keptHead('cafe\u0301 au lait', 400)).toBe(-1);
      expect(keptHead('the first text', 400)).toBe(-1);
      bigramSet('the first text');
      expect(keptHead('the first text', 401)).toBe(-1); // more than is kept
    } finally {
      keepScannedHeads(false);
    }
    expect(keptHead('the first text', 400)).toBe(-1); // turning it off forgets the text
    bigramSet('the first text');
    expect(keptHead('the first text', 400)).toBe(-1);
  });
});

describe('hashKey', () => {
  it('is deterministic and distinguishes different keys', () => {
    expect(hashKey('hello')).toBe(hashKey('hello'));
    expect(hashKey('hello')).not.toBe(hashKey('world'));
  });
});

describe('jaccard', () => {
  const set = (text: string): ReadonlySet<number> => bigramSet(text).set;

  it('is 1 for identical sets and 0 for disjoint ones', () => {
    expect(jaccard(set('a b c d'), set('a b c d'))).toBe(1);
    expect(jaccard(set('a b c d'), set('e f g h'))).toBe(0);
  });

  it('is 0 when both sets are empty, or one is', () => {
    expect(jaccard(new Set(), new Set())).toBe(0);
    expect(jaccard(new Set([1]), new Set())).toBe(0);
  });

  it('is |A∩B| / |A∪B|', () => {
    // {ab, bc, cd} vs {ab, bc, cx}: 2 shared of 4.
    expect(jaccard(set('a b c d'), set('a b c x'))).toBe(0.5);
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4, 5]))).toBe(2 / 5);
  });

  it('gives the same value for IntSets as for the same values in Sets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 })), fc.array(fc.integer({ min: 0, max: 30 })), (a, b) => {
        const fast = jaccard(IntSet.from(Int32Array.from(a), a.length), IntSet.from(Int32Array.from(b), b.length));
        expect(fast).toBe(jaccard(new Set(a), new Set(b)));
      }),
    );
  });

  it('is symmetric', () => {
    const a = set('p q r s t');
    const b = set('p q r z');
    expect(jaccard(a, b)).toBe(jaccard(b, a));
  });

  it('is exactly 0.85 for 17 shared bigrams of 20', () => {
    const base = words('w', 18); // 17 bigrams
    const a = set(`${base} xa`); // 18 bigrams
    const b = set(`${base} ya yb`); // 19 bigrams
    expect(a.size).toBe(18);
    expect(b.size).toBe(19);
    expect(jaccard(a, b)).toBe(0.85);
  });

  it('is exactly 0.5 for 5 shared bigrams of 10', () => {
    const base = words('w', 6);
    expect(jaccard(set(`${base} pa pb`), set(`${base} qa qb qc`))).toBe(0.5);
  });
});

describe('jaccardAtLeast', () => {
  const of = (values: number[]): IntSet => IntSet.from(values, values.length);

  it('is the exact similarity when it reaches the floor, else -1, for any floor', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 40 }),
        fc.oneof(fc.constant(0.5), fc.constant(0.85), fc.double({ min: 0.01, max: 1, noNaN: true })),
        (a, b, floor) => {
          const exact = jaccard(of(a), of(b));
          expect(jaccardAtLeast(of(a), of(b), floor)).toBe(exact >= floor && exact > 0 ? exact : -1);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exact at a floor equal to the similarity itself (the boundary)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1 }),
        (a, b) => {
          const exact = jaccard(of(a), of(b));
          if (exact > 0) expect(jaccardAtLeast(of(a), of(b), exact)).toBe(exact);
        },
      ),
    );
    // 2 shared of 4 is exactly 0.5, the near-duplicate threshold.
    expect(jaccardAtLeast(bigramSet('a b c d').set, bigramSet('a b c x').set, 0.5)).toBe(0.5);
    expect(jaccardAtLeast(bigramSet('a b c d').set, bigramSet('a b x y').set, 0.5)).toBe(-1);
  });
});
