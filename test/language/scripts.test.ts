import { describe, expect, it } from 'vitest';
import { countScripts, scriptOf } from '../../src/language/scripts';

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

  it.each([0x20, 0x30, 0x5b, 0x60, 0x7b, 0xd7, 0xf7, 0x3002, 0xff0c, 0x1f600])('U+%s belongs to no script of interest', (code) => {
    expect(scriptOf(code)).toBeUndefined();
  });
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
