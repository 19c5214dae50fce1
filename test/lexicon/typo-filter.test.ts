import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { hasTypoTarget, hasTypoTargetAt, isOneEdit, mayBeOneEdit, typoFilter } from '../../src/lexicon/typo-filter';

/** One random edit (deletion, insertion or substitution) of `word`. */
const edited = fc
  .tuple(fc.nat(), fc.constantFrom(...'abcdefgiklnorsuxyz\u00e9\u4e00\u{1f600}'), fc.constantFrom(0, 1, 2))
  .map(([at, ch, kind]) => (word: string): string => {
    const p = at % (word.length + 1);
    if (kind === 0) return word.slice(0, p) + word.slice(p + 1);
    if (kind === 1) return word.slice(0, p) + ch + word.slice(p);
    return word.slice(0, p) + ch + word.slice(p + 1);
  });

describe('isOneEdit', () => {
  it('agrees with the Levenshtein distance on random pairs, read in place', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcx\u00e9'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.string({ maxLength: 3 }), (a, b, pad) => {
        const text = pad + a + pad;
        expect(isOneEdit(text, pad.length, pad.length + a.length, b)).toBe(distance(a, b) === 1);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the Levenshtein distance on one or two edits of a word', () => {
    fc.assert(
      fc.property(fc.constantFrom('refund', 'useless', 'ridiculous', 'aaaaaa', 'abab'), edited, edited, (w, e1, e2) => {
        for (const t of [e1(w), e2(e1(w))]) expect(isOneEdit(t, 0, t.length, w)).toBe(distance(t, w) === 1);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('mayBeOneEdit', () => {
  it('holds for every token one edit from a key, read in place', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('refund', 'useless', 'ridiculous', 'aaaaaa', 'ababab', 'helped', 'caf\u00e9s!'),
        edited,
        fc.string({ maxLength: 3 }),
        (w, e, pad) => {
          const t = e(w);
          const text = pad + t + pad;
          if (distance(t, w) === 1)
            expect(mayBeOneEdit(text, pad.length, pad.length + t.length, w), `${t} / ${w}`).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('agrees with isOneEdit wherever it rules a token out, on random pairs', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abx\u00e9'), minLength: 4, maxLength: 9 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        if (!mayBeOneEdit(a, 0, a.length, b)) expect(isOneEdit(a, 0, a.length, b)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('rules out same-length words that share only their last letter or only their first', () => {
    expect(mayBeOneEdit('worked', 0, 6, 'helped')).toBe(false);
    expect(mayBeOneEdit('sounds', 0, 6, 'seemed')).toBe(false);
    expect(mayBeOneEdit('helpde', 0, 6, 'helped')).toBe(true);
    expect(mayBeOneEdit('xelped', 0, 6, 'helped')).toBe(true);
    expect(mayBeOneEdit('help', 0, 4, 'helped')).toBe(false);
    // Keys shorter than six characters are not filtered.
    expect(mayBeOneEdit('abcde', 0, 5, 'vwxyz')).toBe(true);
  });
});

describe('hasTypoTarget', () => {
  const keys = ['refund', 'refunds', 'useless', 'ridiculous', 'absolutely', 'abcd'];
  const filter = typoFilter(keys);
  const reference = (token: string): boolean => keys.some((k) => distance(k, token) === 1);

  it('is true exactly when a key is one edit away (keys of any length, tokens read in place)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys, 'window', 'refnd'), edited, edited, fc.boolean(), (key, e1, e2, twice) => {
        const token = twice ? e2(e1(key)) : e1(key);
        const text = `x ${token} y`;
        expect(hasTypoTargetAt(filter, text, 2, 2 + token.length)).toBe(reference(token));
      }),
      { numRuns: 5000 },
    );
  });

  it('is false for a key itself unless another key is one edit from it, and for an empty filter', () => {
    expect(hasTypoTarget(filter, 'useless')).toBe(false);
    expect(hasTypoTarget(filter, 'refund')).toBe(true); // "refunds"
    expect(hasTypoTarget(filter, 'refnd')).toBe(true);
    expect(hasTypoTarget(filter, 'window')).toBe(false);
    expect(hasTypoTarget(typoFilter([]), 'refnd')).toBe(false);
  });
});
