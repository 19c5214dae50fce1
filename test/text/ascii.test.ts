import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAscii } from '../../src/text/ascii';

const long = 'The parcel is still at the regional depot since Monday. '.repeat(3);

describe('isAscii', () => {
  it('is true for ASCII text, short and long, and for the empty text', () => {
    expect(isAscii('')).toBe(true);
    expect(isAscii("it doesn't work\n\t~")).toBe(true);
    expect(isAscii(long)).toBe(true);
    expect(isAscii('\x00\x7f'.repeat(100))).toBe(true);
  });

  it('is false for one non-ASCII unit anywhere, short or long', () => {
    expect(isAscii('it doesn’t')).toBe(false);
    expect(isAscii('é' + long)).toBe(false);
    expect(isAscii(long + '\x80')).toBe(false);
    expect(isAscii(long + '谢谢')).toBe(false);
    expect(isAscii(long + '😀')).toBe(false);
  });

  it('is false for a lone surrogate', () => {
    expect(isAscii(long + '\ud800')).toBe(false);
    expect(isAscii('\udc00' + long)).toBe(false);
    expect(isAscii('a\ud800')).toBe(false);
  });

  it('agrees with a search for a unit above 0x7f, at every length and position', () => {
    const ascii = fc.array(fc.integer({ min: 0, max: 0x7f }), { maxLength: 200 });
    const other = fc.option(fc.integer({ min: 0x80, max: 0xffff }));
    fc.assert(
      fc.property(ascii, other, fc.nat(), (units, extra, at) => {
        if (extra !== null) units.splice(at % (units.length + 1), 0, extra);
        expect(isAscii(String.fromCharCode(...units))).toBe(extra === null);
      }),
      { numRuns: 500 },
    );
  });
});
