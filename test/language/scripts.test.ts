import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countScripts, scriptOf, type ScriptCounts } from '../../src/language/scripts';

describe('scriptOf', () => {
  it.each([
    [0x41, 'latin'],
    [0x7a, 'latin'],
    [0xe9, 'latin'], // é
    [0x1ea1, 'latin'], // ạ (Vietnamese)
    [0x4e2d, 'han'], // 中
    [0x3005, 'han'], // 々
    [0x3042, 'kana'], // あ
    [0x30fc, 'kana'], // ー
    [0xac00, 'hangul'], // 가
    [0x0416, 'cyrillic'], // Ж
    [0x0645, 'arabic'], // م
    [0x05d0, 'hebrew'], // א
    [0x03b1, 'greek'], // α
    [0x0e01, 'thai'], // ก
    [0x0915, 'devanagari'], // क
    [0x20bb7, 'han'], // 𠮷 (outside the BMP)
  ])('U+%s', (code, script) => {
    expect(scriptOf(code)).toBe(script);
  });

  it.each([0x20, 0x30, 0x5b, 0x60, 0x7b, 0xd7, 0xf7, 0x3002, 0xff0c, 0x1f600])(
    'U+%s belongs to no script of interest',
    (code) => {
      expect(scriptOf(code)).toBeUndefined();
    },
  );
});

describe('countScripts', () => {
  it('counts letters per script and ignores digits, punctuation, white space and emoji', () => {
    expect(countScripts('Hola 你好 ありがとう 123 !?🙂')).toEqual({ latin: 4, han: 2, kana: 5 });
  });

  it('counts a surrogate pair once and survives a lone surrogate', () => {
    expect(countScripts('𠮷野家')).toEqual({ han: 3 });
    expect(countScripts('\uD842ab\uDFB7')).toEqual({ latin: 2 });
  });

  it('is empty for empty text', () => {
    expect(countScripts('')).toEqual({});
  });
});

describe('countScripts against the per-letter definition', () => {
  // One binary search and one record update per letter: what countScripts computes with memoised
  // script numbers and a tally, including the record's key order (dominantScript breaks ties by it).
  function reference(text: string): ScriptCounts {
    const counts: ScriptCounts = {};
    let latin = 0;
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      if (code < 0x80) {
        if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
        continue;
      }
      if (code >= 0xd800 && code <= 0xdbff) {
        const low = text.charCodeAt(i + 1);
        if (!(low >= 0xdc00 && low <= 0xdfff)) continue;
        code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
      const script = scriptOf(code);
      if (script !== undefined) counts[script] = (counts[script] ?? 0) + 1;
    }
    if (latin > 0) counts.latin = (counts.latin ?? 0) + latin;
    return counts;
  }
  const pieces = [
    'a',
    'Z',
    '1',
    ' ',
    'é',
    'ß',
    'ж',
    'ع',
    'न',
    'ก',
    '한',
    '我',
    'か',
    'カ',
    'α',
    'ש',
    '𠀀',
    '\uD800',
    '\uDC00',
    'ｗ',
    '·',
    '😀',
  ];

  it('gives the same counts in the same key order on random mixed-script text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (list) => {
        const text = list.join('');
        expect(Object.entries(countScripts(text))).toEqual(Object.entries(reference(text)));
      }),
      { numRuns: 2000 },
    );
  });
});
