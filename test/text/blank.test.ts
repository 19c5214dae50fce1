import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlank } from '../../src/text/blank';

describe('isBlank', () => {
  it("is text.trim() === '' for any text, white space of every kind included", () => {
    const spaces = [
      ' ',
      '\t',
      '\n',
      '\r',
      '\v',
      '\f',
      '\u00a0',
      '\u1680',
      '\u2000',
      '\u200a',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '\u180e',
      '\u200b',
      '\u0085',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...spaces), fc.string({ maxLength: 2 })), { maxLength: 8 }),
        (parts) => {
          const text = parts.join('');
          expect(isBlank(text)).toBe(text.trim() === '');
        },
      ),
      { numRuns: 3000 },
    );
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t')).toBe(true);
    expect(isBlank(' x')).toBe(false);
  });
});
