import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeUnits, NATIVE_COPY } from '../../src/text/code-units';

function charCodes(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
}

describe('CodeUnits', () => {
  it('copies natively on this machine (Node, little-endian)', () => {
    expect(NATIVE_COPY).toBe(true);
  });

  for (const native of [true, false]) {
    describe(native ? 'native copy' : 'loop copy', () => {
      it('gives the code units of any text, lone surrogates and astral pairs included', () => {
        const units = new CodeUnits(native);
        fc.assert(
          fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
            expect(Array.from(units.of(text).subarray(0, text.length))).toEqual(charCodes(text));
          }),
        );
        const hostile = 'a\uD800b\uDC00c\uD83D\uDE00\uDFFF\uD800';
        expect(Array.from(units.of(hostile).subarray(0, hostile.length))).toEqual(charCodes(hostile));
      });

      it('gives the latest units again (latest), after growing too', () => {
        const units = new CodeUnits(native);
        const got = units.of('abc');
        expect(units.latest).toBe(got);
        const long = 'x'.repeat(5000);
        const grown = units.of(long);
        expect(units.latest).toBe(grown);
        expect(Array.from(units.latest.subarray(0, 3))).toEqual(charCodes('xxx'));
      });

      it('grows for long texts and reads sliced, concatenated and two-byte strings alike', () => {
        const units = new CodeUnits(native);
        const long = 'ab'.repeat(3000) + 'é' + '€'.repeat(2000);
        const texts = [long, long.slice(7, 5000), long.slice(0, 100) + long.slice(-100), 'short'];
        for (const text of texts) expect(Array.from(units.of(text).subarray(0, text.length))).toEqual(charCodes(text));
      });

      it('leaves the text as it was', () => {
        const text = 'It DOESN’T work';
        new CodeUnits(native).of(text);
        expect(text).toBe('It DOESN’T work');
      });
    });
  }
});
