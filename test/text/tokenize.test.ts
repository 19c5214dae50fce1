import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../src/text/normalize';
import {
  firstTokenFrom,
  apostropheIn,
  clauseAt,
  endAt,
  endIn,
  fieldsOf,
  hasApostrophe,
  hashAt,
  hashIn,
  startAt,
  startIn,
  tokenizeBelow,
  tokenizeTransient,
  hashKey,
  keyAt,
  keyEquals,
  NO_TOKENS,
  tokenize as tokenizeList,
  tokensBetween,
  tokensWithDigit,
  tokenStrings,
  wordAt,
  wordEquals,
  type TokenList,
  type TokenStrings,
} from '../../src/text/tokenize';
import { referenceTokenize } from './tokenize-reference';

/** The tokens of `text` as strings. */
const tokenize = (text: string): TokenStrings => tokenStrings(tokenizeList(text));
const words = (text: string): string[] => tokenize(text).words;

describe('tokenize', () => {
  it('splits on spaces and punctuation', () => {
    expect(words('hello, world! how are you?')).toEqual(['hello', 'world', 'how', 'are', 'you']);
  });

  it("keeps inner apostrophes in one token: doesn't", () => {
    const t = tokenize("it doesn't work");
    expect(t.words).toEqual(['it', "doesn't", 'work']);
  });

  it("gives contractions an apostrophe-less key: doesn't → doesnt, i'm → im, don't → dont", () => {
    expect(tokenize("doesn't i'm don't work").keys).toEqual(['doesnt', 'im', 'dont', 'work']);
  });

  it('does not keep leading, trailing or doubled apostrophes inside a token', () => {
    expect(words("'quoted' rock 'n' roll")).toEqual(['quoted', 'rock', 'n', 'roll']);
    expect(words("don''t")).toEqual(['don', 't']);
  });

  it('numbers clauses: punctuation between two tokens starts a new clause', () => {
    const t = tokenize("no, it doesn't");
    expect(t.words).toEqual(['no', 'it', "doesn't"]);
    expect(t.clauses).toEqual([0, 1, 1]);
  });

  it('counts clauses across several kinds of punctuation', () => {
    const t = tokenize('a. b; c: d! e? f (g) h\ni');
    expect(t.clauses).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('does not start a clause on plain spaces or hyphens', () => {
    expect(tokenize('thank you so much').clauses).toEqual([0, 0, 0, 0]);
    expect(tokenize('e-mail me').clauses).toEqual([0, 0, 0]);
  });

  it('records start and end offsets into the text', () => {
    const text = "no, it doesn't";
    const t = tokenize(text);
    expect(t.starts).toEqual([0, 4, 7]);
    expect(t.ends).toEqual([2, 6, 14]);
    expect(t.starts.map((s, i) => text.slice(s, t.ends[i]))).toEqual(t.words);
  });

  it('makes one token per CJK character (Han, hiragana, katakana)', () => {
    expect(words('我不明白')).toEqual(['我', '不', '明', '白']);
    expect(words('わからない')).toEqual(['わ', 'か', 'ら', 'な', 'い']);
    expect(words('テキスト')).toEqual(['テ', 'キ', 'ス', 'ト']);
  });

  it('keeps the katakana prolonged sound mark as its own token', () => {
    expect(words('ユーザー')).toEqual(['ユ', 'ー', 'ザ', 'ー']);
  });

  it('separates CJK characters from an adjacent Latin run', () => {
    expect(words('hello世界')).toEqual(['hello', '世', '界']);
  });

  it('keeps combining marks inside their token', () => {
    expect(words('cafe\u0301 noir')).toEqual(['cafe\u0301', 'noir']);
    expect(words('नमस्ते दुनिया')).toEqual(['नमस्ते', 'दुनिया']);
  });

  it('keeps digits, alone and mixed with letters', () => {
    expect(words('error 404 on v2 at 10')).toEqual(['error', '404', 'on', 'v2', 'at', '10']);
  });

  it('drops emoji and symbols', () => {
    expect(words('great 👍 thanks 🎉🎉 ok ✅')).toEqual(['great', 'thanks', 'ok']);
    expect(words('👍great')).toEqual(['great']);
  });

  it('does not throw on lone surrogates, which are not part of any token', () => {
    expect(() => tokenize('\uD800abc\uDC00 \uDBFF')).not.toThrow();
    expect(words('\uD800abc\uDC00 def')).toEqual(['abc', 'def']);
  });

  it('returns an empty list for empty text or text without tokens', () => {
    expect(tokenize('').words).toEqual([]);
    expect(tokenize('!!! ... 🎉').words).toEqual([]);
    expect(tokenize('!!! ... 🎉').clauses).toEqual([]);
  });

  it('keeps the arrays parallel', () => {
    const t = tokenize(normalize("Well, I DON'T know — maybe 42?"));
    const n = t.words.length;
    expect(n).toBe(6);
    for (const arr of [t.keys, t.clauses, t.starts, t.ends]) expect(arr).toHaveLength(n);
  });

  // ASCII text takes a fast scanner, other text the Unicode regex: both must agree. Appending a
  // non-ASCII token forces the Unicode path without changing the earlier tokens.
  const ASCII_CHARS = [...'abcXYZ019', "'", ' ', ' ', '\n', '.', ',', '!', '?', '-', '(', ')', '"', '/', '_', '`'];

  it.each([
    "dogs' toys",
    "don''t",
    "'quoted'",
    "rock 'n' roll",
    "a'b'c d'",
    'e-mail a.b 3.14 (x) "y" z_w',
    "it's\nnot. o'clock",
  ])('the ASCII and Unicode paths agree on %j', (text) => {
    const ascii = tokenize(text);
    const unicode = tokenize(`${text} \u00e9`);
    const n = ascii.words.length;
    expect(unicode.words.slice(0, n)).toEqual(ascii.words);
    expect(unicode.keys.slice(0, n)).toEqual(ascii.keys);
    expect(unicode.clauses.slice(0, n)).toEqual(ascii.clauses);
    expect(unicode.starts.slice(0, n)).toEqual(ascii.starts);
    expect(unicode.words[n]).toBe('\u00e9');
  });

  it('the ASCII and Unicode paths agree on random ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ASCII_CHARS), maxLength: 40 }), (text) => {
        const ascii = tokenize(text);
        const unicode = tokenize(`${text} \u00e9`);
        const n = ascii.words.length;
        expect(unicode.words.slice(0, n)).toEqual(ascii.words);
        expect(unicode.keys.slice(0, n)).toEqual(ascii.keys);
        expect(unicode.clauses.slice(0, n)).toEqual(ascii.clauses);
        expect(unicode.starts.slice(0, n)).toEqual(ascii.starts);
        expect(unicode.ends.slice(0, n)).toEqual(ascii.ends);
        expect(unicode.words).toHaveLength(n + 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('tokenize against the two-path reference tokeniser', () => {
  const pieces = [
    'a',
    'Z',
    '9',
    ' ',
    "'",
    '.',
    ',',
    '!',
    '?',
    '\n',
    '"',
    '(',
    '-',
    '_',
    'é',
    'ß',
    'ж',
    'न्',
    '\u0301',
    '\u3099',
    '我',
    '好',
    '々',
    'か',
    'カ',
    'ー',
    'ｰ',
    'ｶ',
    '㋐',
    '㋾',
    '〇',
    '𠀀',
    '𝐀',
    '😀',
    '\uD800',
    '\uDC00',
    '。',
    '、',
    '，',
    '！',
    '…',
    '¿',
    "don't",
    "it's",
    'ab',
    '١',
    '²',
  ];

  it('gives the same tokens, keys, clauses and offsets on random text of any script', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (list) => {
        const text = list.join('');
        expect(tokenize(text)).toEqual(referenceTokenize(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the same tokens past the scan buffers first sizes (1,024 tokens, 4,096 code units), and after', () => {
    const pieces = ['a', ' ', "it's", '今', '𝒜', '. ', 'é'];
    const texts = [1023, 1024, 1025].map((n) => 'a '.repeat(n)); // exactly n tokens
    texts.push('x'.repeat(4095), 'x'.repeat(4097), '𝒜'.repeat(2049)); // 4,095 to 4,098 code units
    for (const n of [4096, 9000]) texts.push(Array.from({ length: n }, (_, i) => pieces[i % pieces.length]).join(''));
    for (const text of texts) {
      expect(tokenize(text)).toEqual(referenceTokenize(text));
      expect(tokenize('short text after')).toEqual(referenceTokenize('short text after'));
    }
    expect(tokenizeList('a '.repeat(1025)).length).toBe(1025);
  });

  it('reads circled katakana as tokens only in text that has Han, kana or astral characters', () => {
    for (const text of ['a ㋐ b', '我 ㋐ b', 'ｶ㋐', '😀 ㋐', "x'㋐", '㋐'])
      expect(tokenize(text)).toEqual(referenceTokenize(text));
    expect(tokenize('a ㋐ b').words).toEqual(['a', 'b']);
    expect(tokenize('我 ㋐ b').words).toEqual(['我', '㋐', 'b']);
  });
});

describe('token hashes and offsets', () => {
  it('hash each token by its key (apostrophes left out), as hashKey does', () => {
    const list = tokenizeList("it doesn't work, dont 我不 café");
    for (let i = 0; i < list.length; i++) expect(hashAt(list, i)).toBe(hashKey(keyAt(list, i)));
    expect(hashKey("doesn't")).toBe(hashKey('doesnt'));
  });

  it('compare a token with a word as written and with a key', () => {
    const list = tokenizeList("don't dont");
    expect(wordEquals(list, 0, "don't")).toBe(true);
    expect(wordEquals(list, 0, 'dont')).toBe(false);
    expect(keyEquals(list, 0, 'dont')).toBe(true);
    expect(keyEquals(list, 1, 'dont')).toBe(true);
    expect(keyEquals(list, 1, 'don')).toBe(false);
    expect(hasApostrophe(list, 0)).toBe(true);
    expect(hasApostrophe(list, 1)).toBe(false);
  });

  it('compare a token written with apostrophes with a key by its characters, as keyAt would', () => {
    const list = tokenizeList("don't y'all'd i'm");
    const keys = ['dont', 'don', 'dontt', 'donx', "don't", 'yalld', 'yall', 'yalldd', 'im', 'i', 'imm', 'mi', ''];
    for (let i = 0; i < list.length; i++) {
      for (const key of keys) {
        // The token's own hash is passed, so that the characters decide.
        expect(keyEquals(list, i, key, hashAt(list, i)), `${keyAt(list, i)} vs ${key}`).toBe(keyAt(list, i) === key);
      }
    }
  });

  it('are the same for text longer and shorter than the typed-array cut-over', () => {
    const short = 'a b c';
    const long = `${'word '.repeat(300)}${short}`;
    const a = tokenizeList(short);
    const b = tokenizeList(long);
    expect(b.length).toBe(303);
    for (let i = 0; i < 3; i++) expect(hashAt(b, 300 + i)).toBe(hashAt(a, i));
  });
});

describe('tokensWithDigit', () => {
  it('lists the tokens that hold an ASCII digit, once each, in order', () => {
    const tokens = tokenizeList('order 4821 ships on 12/05, ref ab7c9 — no digits here');
    expect(tokensWithDigit(tokens).map((i) => keyAt(tokens, i))).toEqual(['4821', '12', '05', 'ab7c9']);
    expect(tokensWithDigit(tokenizeList('no digits at all'))).toEqual([]);
    expect(tokensWithDigit(NO_TOKENS)).toEqual([]);
  });

  it('agrees with reading every token for a digit', () => {
    const alphabet = fc.constantFrom('a', 'Z', '7', '0', "'", ' ', '.', '-', '谢', '²', '٣', '\n');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        const tokens = tokenizeList(chars.join(''));
        const expected: number[] = [];
        for (let i = 0; i < tokens.length; i++) if (/[0-9]/.test(wordAt(tokens, i))) expected.push(i);
        expect(tokensWithDigit(tokens)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with reading every token for a digit in long texts of words, numbers and NFKC forms', () => {
    const word = fc.constantFrom('order', 'a1b2', '4821', "it's", "9'5", 'x', '１２', '²', 'ab7', '谢7', 'Ⅻ');
    const gap = fc.constantFrom(' ', ', ', '. ', '/', '-', '\n', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { maxLength: 200 }), (parts) => {
        const tokens = tokenizeList(parts.map(([w, g]) => w + g).join(''));
        const expected: number[] = [];
        for (let i = 0; i < tokens.length; i++) if (/[0-9]/.test(wordAt(tokens, i))) expected.push(i);
        expect(tokensWithDigit(tokens)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('tokensBetween', () => {
  const listed = (tokens: TokenList) => ({ text: tokens.text, length: tokens.length, data: Array.from(tokens.data) });
  /** What the copy stands for: the slice the tokens span, tokenised. */
  const sliced = (tokens: TokenList, first: number, last: number) =>
    listed(tokenizeList(tokens.text.slice(startAt(tokens, first), endAt(tokens, last))));

  it('is the token list of the slice the tokens span, for every run of tokens of random text', () => {
    const unit = fc.constantFrom(
      'a',
      'Z',
      'é',
      '7',
      "'",
      ' ',
      ' ',
      '.',
      ',',
      '!',
      '\n',
      '-',
      '日',
      'の',
      'ー',
      '𝒜',
      '\u0301',
      '@',
      '_',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.nat(), fc.nat(), (raw, a, b) => {
        const tokens = tokenizeList(normalize(raw));
        if (tokens.length === 0) return;
        const first = a % tokens.length;
        const last = first + (b % (tokens.length - first));
        expect(listed(tokensBetween(tokens, first, last))).toEqual(sliced(tokens, first, last));
      }),
      { numRuns: 2000 },
    );
  });

  it('renumbers clauses and offsets from the first token; one token; the whole list', () => {
    const tokens = tokenizeList("no. ok, great write it's done");
    const rest = tokensBetween(tokens, 3, 5);
    expect(tokenStrings(rest)).toEqual({
      words: ['write', "it's", 'done'],
      keys: ['write', 'its', 'done'],
      clauses: [0, 0, 0],
      starts: [0, 6, 11],
      ends: [5, 10, 15],
    });
    expect(tokenStrings(tokensBetween(tokens, 1, 2)).clauses).toEqual([0, 1]);
    expect(tokenStrings(tokensBetween(tokens, 4, 4)).words).toEqual(["it's"]);
    expect(listed(tokensBetween(tokens, 0, tokens.length - 1))).toEqual(listed(tokens));
  });

  it('tokenises a slice holding a circled katakana, read by what the whole text holds', () => {
    // With Han elsewhere in the text a circled katakana is a token; in a slice without Han it is not.
    const tokens = tokenizeList('日本 abc \u32d0 def');
    const first = tokenStrings(tokens).words.indexOf('abc');
    expect(listed(tokensBetween(tokens, first, tokens.length - 1))).toEqual(sliced(tokens, first, tokens.length - 1));
  });
});

describe('tokenizeBelow', () => {
  const listed = (tokens: TokenList | undefined) =>
    tokens === undefined ? undefined : { text: tokens.text, length: tokens.length, data: Array.from(tokens.data) };

  it('gives the tokens tokenize finds when there are fewer than the limit, else nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: -2, max: 60 }), (raw, limit) => {
        const text = normalize(raw);
        const whole = tokenizeList(text);
        expect(listed(tokenizeBelow(text, limit))).toEqual(whole.length < limit ? listed(whole) : undefined);
      }),
    );
  });

  it('exact boundaries: one token short of the limit, at it, past it', () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(tokenizeBelow(words(39), 40)?.length).toBe(39);
    expect(tokenizeBelow(words(40), 40)).toBeUndefined();
    expect(tokenizeBelow(words(41), 40)).toBeUndefined();
    expect(tokenizeBelow('', 40)).toBe(NO_TOKENS);
    expect(tokenizeBelow('', 0)).toBeUndefined();
    expect(tokenizeBelow(words(5), 0)).toBeUndefined();
  });

  it('reads Han characters, apostrophes and astral letters as tokenize does', () => {
    for (const text of ["it doesn't 今日は 𝒜𝒷 work", '—— ,,, ', 'ー'.repeat(5)])
      expect(listed(tokenizeBelow(text, 1000))).toEqual(listed(tokenizeList(text)));
  });

  it('keeps its tokens when the tokeniser is used again', () => {
    const tokens = tokenizeBelow("no, it doesn't", 10)!;
    const copy = listed(tokens);
    tokenizeList('something else entirely, with more tokens than before');
    expect(listed(tokens)).toEqual(copy);
  });
});

describe('tokenizeTransient and fieldsOf', () => {
  const short = "It doesn't work, again: 4821";
  const long = Array.from({ length: 400 }, (_, i) => `word${i % 9}, don't ${i}`).join(' ');

  it.each([
    ['a short text', short],
    ['a long text', long],
    ['no tokens', ' ... '],
  ])('tokenizeTransient gives the tokens tokenize gives, for %s', (_, text) => {
    const want = tokenizeList(text);
    const got = tokenizeTransient(text);
    expect(got.length).toBe(want.length);
    expect(got.text).toBe(want.text);
    expect([...got.data].slice(0, 4 * got.length)).toEqual([...want.data]);
  });

  it('leaves the lists tokenize made alone: each has its own copy', () => {
    const kept = tokenizeList(short);
    const before = [...kept.data];
    tokenizeTransient(long);
    tokenizeList('other words entirely');
    expect([...kept.data]).toEqual(before);
  });

  it.each([
    ['a short list (plain array)', short],
    ['a long list (typed array)', long],
  ])('fieldsOf reads %s as the accessors do', (_, text) => {
    const tokens = tokenizeList(text);
    const fields = fieldsOf(tokens);
    expect(fields).toBeInstanceOf(Int32Array);
    for (let i = 0; i < tokens.length; i++) {
      expect(hashIn(fields, i)).toBe(hashAt(tokens, i));
      expect(startIn(fields, i)).toBe(startAt(tokens, i));
      expect(endIn(fields, i)).toBe(endAt(tokens, i));
      expect(apostropheIn(fields, i)).toBe(hasApostrophe(tokens, i));
    }
    expect(clauseAt(tokens, tokens.length - 1)).toBeGreaterThan(0);
  });
});

describe('firstTokenFrom', () => {
  it('finds the first token starting at or after an offset, tokens.length past the last', () => {
    const tokens = tokenizeList('hi there. how are you?');
    expect(firstTokenFrom(tokens, 0)).toBe(0);
    expect(firstTokenFrom(tokens, 3)).toBe(1); // "there" starts at 3
    expect(firstTokenFrom(tokens, 4)).toBe(2); // inside "there": the next token
    expect(firstTokenFrom(tokens, 10)).toBe(2); // "how" starts at 10
    expect(firstTokenFrom(tokens, 22)).toBe(tokens.length);
    expect(firstTokenFrom(tokenizeList(''), 0)).toBe(0);
  });
});
