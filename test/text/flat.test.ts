import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flat } from '../../src/text/flat';

describe('flat', () => {
  it('returns an equal string, for any text (incl. lone surrogates and the empty string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (a, b) => {
        expect(flat(a + b)).toBe(a + b);
      }),
    );
    expect(flat('')).toBe('');
    expect(flat('x')).toBe('x');
    expect(flat('\uD800\uDC00'.slice(1))).toBe('\uDC00');
  });
});
