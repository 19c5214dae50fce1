import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANGRY_EMOJI,
  WEARY_EMOJI,
  emojiOf,
  allCapsRatio,
  CAPS_MIN_LETTERS,
  CAPS_MIN_RATIO,
  capsRatio,
  hasExcessivePunctuation,
  opensInOrdinaryCase,
  PUNCTUATION_MIN,
  punctuationRuns,
} from '../../src/text/tone';

describe('capsRatio', () => {
  it('uses the documented all-caps thresholds', () => {
    expect(CAPS_MIN_LETTERS).toBe(10);
    expect(CAPS_MIN_RATIO).toBe(0.8);
  });

  it('is the share of uppercase among cased letters from exactly 10 cased letters', () => {
    expect(capsRatio('ABCDE FGHIJ')).toBe(1);
    expect(capsRatio('ABCDEFGHab')).toBe(0.8);
  });

  it('is 0 below 10 cased letters, however loud', () => {
    expect(capsRatio('ABCD EFGHI')).toBe(0);
    expect(capsRatio('ABCDEFGHI!!! 1234567890')).toBe(0);
  });

  it('counts cased letters as characters: digits, punctuation and uncased scripts do not count', () => {
    expect(capsRatio('ABCDEFGHI 我不明白 123 ...')).toBe(0);
    expect(capsRatio('ABCDEFGHIJ 我不明白 123')).toBe(1);
  });

  it('counts non-ASCII cased letters', () => {
    expect(capsRatio('ÉÇÀÎÕÜÑØÅÆ')).toBe(1);
    expect(capsRatio('ПРИВЕТМИРЫ')).toBe(1);
    expect(capsRatio('éçàîõüñøåæ')).toBe(0);
  });

  it('gives exactly 0.79 for 79 uppercase of 100 cased letters', () => {
    expect(capsRatio('A'.repeat(79) + 'b'.repeat(21))).toBe(0.79);
    expect(capsRatio('A'.repeat(80) + 'b'.repeat(20))).toBe(0.8);
  });

  it('is 0 for empty text', () => {
    expect(capsRatio('')).toBe(0);
  });
});

describe('hasExcessivePunctuation', () => {
  it('uses the documented punctuation threshold', () => {
    expect(PUNCTUATION_MIN).toBe(3);
  });

  it('is true for a run of 3 exclamation marks, anywhere in the message', () => {
    expect(hasExcessivePunctuation('why!!!')).toBe(true);
    expect(hasExcessivePunctuation('!!! why')).toBe(true);
  });

  it('is false for separate marks: three questions are questions', () => {
    expect(hasExcessivePunctuation('no! stop! now!')).toBe(false);
    expect(hasExcessivePunctuation('Is there wifi? Parking? Breakfast?')).toBe(false);
    expect(hasExcessivePunctuation('why?! how?!')).toBe(false);
    expect(hasExcessivePunctuation('!! !')).toBe(false);
  });

  it('counts full-width marks', () => {
    expect(hasExcessivePunctuation('なんで！？！')).toBe(true);
    expect(hasExcessivePunctuation('为什么？？')).toBe(false);
    expect(hasExcessivePunctuation('为什么？？？')).toBe(true);
  });

  it('is false for 2 exclamation marks', () => {
    expect(hasExcessivePunctuation('why!!')).toBe(false);
  });

  it('is true for a run of exactly 3 question marks and false for 2', () => {
    expect(hasExcessivePunctuation('what??? ')).toBe(true);
    expect(hasExcessivePunctuation('what??')).toBe(false);
  });

  it('counts ! and ? together in one run', () => {
    expect(hasExcessivePunctuation('?!?')).toBe(true);
    expect(hasExcessivePunctuation('?!')).toBe(false);
  });

  it('is false for empty text', () => {
    expect(hasExcessivePunctuation('')).toBe(false);
  });
});

describe('fast paths against the per-character definitions', () => {
  // capsRatio as first written: one string case conversion per non-ASCII character.
  function referenceCapsRatio(text: string): number {
    let cased = 0;
    let upper = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        if (c >= 65 && c <= 90) {
          cased++;
          upper++;
        } else if (c >= 97 && c <= 122) cased++;
        continue;
      }
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      const ch = String.fromCodePoint(cp);
      const up = ch.toUpperCase();
      if (ch.toLowerCase() === up) continue;
      cased++;
      if (ch === up) upper++;
    }
    return cased < CAPS_MIN_LETTERS ? 0 : upper / cased;
  }
  const referencePunctuation = (text: string): boolean => /[!?！？]{3}/.test(text);
  const pieces = [
    'A',
    'B',
    'z',
    'É',
    'é',
    'Ж',
    'ж',
    'ǅ',
    'ß',
    'İ',
    '𝐀',
    '𐐀',
    '𐐨',
    '\uD800',
    '\uDC00',
    '我',
    '1',
    ' ',
    '!',
    '?',
    'AAAA',
    'aaaa',
    'ABCDEFGHIJKL',
  ];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((list) => list.join(''));

  it('capsRatio agrees with the reference on random text of any script', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(capsRatio(t)).toBe(referenceCapsRatio(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('allCapsRatio is capsRatio when at least the threshold, else 0, however early it stops', () => {
    fc.assert(
      fc.property(text, (t) => {
        const ratio = referenceCapsRatio(t);
        expect(allCapsRatio(t)).toBe(ratio >= CAPS_MIN_RATIO ? ratio : 0);
      }),
      { numRuns: 3000 },
    );
    // The last four: an ASCII prefix, then the scan goes on past a non-ASCII character (10/12 passes, 10/13 does not).
    for (const t of [
      'A'.repeat(80) + 'b'.repeat(20),
      'A'.repeat(79) + 'b'.repeat(21),
      'b' + 'A'.repeat(40),
      'ABCDEFGHab',
      'ABCDEFGHa b',
      'ab' + 'É'.repeat(10),
      'abc' + 'É'.repeat(10),
      'AB cd ' + 'Ω'.repeat(8),
      'ab ' + 'é'.repeat(30),
    ]) {
      const ratio = referenceCapsRatio(t);
      expect(allCapsRatio(t)).toBe(ratio >= CAPS_MIN_RATIO ? ratio : 0);
    }
  });

  it('hasExcessivePunctuation agrees with counting every character', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(hasExcessivePunctuation(t)).toBe(referencePunctuation(t));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('punctuationRuns', () => {
  it.each([
    ['no run', 'where? why! how?', undefined],
    ['two marks', 'where??', undefined],
    ['three !', 'yes!!!', { exclaims: true, asks: false, mixed: false }],
    ['three ?', 'where???', { exclaims: false, asks: true, mixed: false }],
    ['mixed run', 'what?!?', { exclaims: false, asks: true, mixed: true }],
    ['two kinds of runs', 'what??? no!!!', { exclaims: true, asks: true, mixed: false }],
    ['full-width', 'なんで？！？', { exclaims: false, asks: true, mixed: true }],
    ['run at the very end', 'ok!!!', { exclaims: true, asks: false, mixed: false }],
    ['empty', '', undefined],
  ])('%s', (_why, text, expected) => {
    expect(punctuationRuns(text)).toEqual(expected);
  });

  it('agrees with hasExcessivePunctuation', () => {
    for (const text of ['a!!', 'a!!!', '?!', '?!?', 'x ? ? ?', '！！！', ''])
      expect(punctuationRuns(text) !== undefined).toBe(hasExcessivePunctuation(text));
  });
});

describe('opensInOrdinaryCase', () => {
  it('needs exactly 10 cased letters', () => {
    expect(opensInOrdinaryCase('abcd efghi')).toBe(false);
    expect(opensInOrdinaryCase('abcde fghij')).toBe(true);
  });

  it('is false from exactly 80 % uppercase on', () => {
    expect(opensInOrdinaryCase('ABCDEFGH ab')).toBe(false); // 8 of 10
    expect(opensInOrdinaryCase('ABCDEFG abc')).toBe(true); // 7 of 10
  });

  it('reads the opening: up to the end of the line where 10 cased letters are reached', () => {
    expect(opensInOrdinaryCase('WRITE AN EMAIL\nhere are my notes, all in ordinary case')).toBe(false);
    expect(opensInOrdinaryCase('Write an email\nHERE ARE MY NOTES IN CAPITALS')).toBe(true);
    expect(opensInOrdinaryCase('Hi\nthere, Sam')).toBe(true);
    expect(opensInOrdinaryCase('OK\nthere, Sam')).toBe(true);
  });

  it('counts non-ASCII and astral letters, and ignores uncased ones', () => {
    expect(opensInOrdinaryCase('ÉTÉ À PARIS ÇA VA')).toBe(false);
    expect(opensInOrdinaryCase('été à paris ça va')).toBe(true);
    expect(opensInOrdinaryCase('𝐀𝐁 我们 abcdefghij')).toBe(true);
    expect(opensInOrdinaryCase('我们今天去北京吃饭好不好')).toBe(false);
  });

  it('handles hostile input: empty, marks only, lone surrogates, a long line', () => {
    expect(opensInOrdinaryCase('')).toBe(false);
    expect(opensInOrdinaryCase('!!!???\n\n\n')).toBe(false);
    expect(opensInOrdinaryCase('\ud800abcdefghij\udc00')).toBe(true);
    expect(opensInOrdinaryCase('A'.repeat(100_000) + 'b')).toBe(false);
  });
});

describe('emojiOf', () => {
  it('every emoji of the sets is outside the Basic Multilingual Plane (its fast path relies on it)', () => {
    for (const emoji of [...ANGRY_EMOJI, ...WEARY_EMOJI]) expect(emoji.codePointAt(0)!, emoji).toBeGreaterThan(0xffff);
  });

  it('finds the first emoji of the set, and nothing in text without one', () => {
    expect(emojiOf('ok 🙄 then 😡', ANGRY_EMOJI)).toBe('🙄');
    expect(emojiOf('still broken 😩', ANGRY_EMOJI)).toBeUndefined();
    expect(emojiOf('still broken 😩', WEARY_EMOJI)).toBe('😩');
    expect(emojiOf('plain text, ☹ and é only', ANGRY_EMOJI)).toBeUndefined();
    expect(emojiOf('', WEARY_EMOJI)).toBeUndefined();
  });

  it('hostile input: lone surrogates and half an emoji find nothing', () => {
    expect(emojiOf('\uD83D', ANGRY_EMOJI)).toBeUndefined();
    expect(emojiOf('x\uDE21y\uD83D', ANGRY_EMOJI)).toBeUndefined();
    expect(emojiOf('\uD83D\uDE21', ANGRY_EMOJI)).toBe('😡');
  });
});
