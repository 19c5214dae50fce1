import { describe, expect, it } from 'vitest';
import { countsDiffer } from '../../src/text/token-counts';
import { hashAt, tokenize, type TokenList } from '../../src/text/tokenize';

/** The plain computation: a Map of counts, a then b. */
function plain(a: TokenList, aFrom: number, b: TokenList, bFrom: number): number[] {
  const delta = new Map<number, number>();
  for (let i = aFrom; i < a.length; i++) delta.set(hashAt(a, i), (delta.get(hashAt(a, i)) ?? 0) + 1);
  for (let i = bFrom; i < b.length; i++) delta.set(hashAt(b, i), (delta.get(hashAt(b, i)) ?? 0) - 1);
  return [...delta].filter(([, d]) => d !== 0).map(([k]) => k);
}

const pairs: [string, string, string, number, number][] = [
  ['the same words reordered', 'the lamp and the bowl', 'the bowl and the lamp', 0, 0],
  ['a word removed', 'keep the lamp and the bowl', 'keep the lamp', 0, 0],
  ['a word said once more', 'the lamp the lamp', 'the lamp', 0, 0],
  ['from the second token on', 'sorry here is the lamp', 'ok here is the lamp', 1, 1],
  ['a start past the end', 'lamp', 'lamp bowl', 5, 0],
  ['no tokens', '', '...', 0, 0],
  [
    'a long pair',
    Array.from({ length: 900 }, (_, i) => `w${i % 113}`).join(' '),
    Array.from({ length: 700 }, (_, i) => `w${i % 97}`).join(' '),
    3,
    0,
  ],
];

describe('countsDiffer', () => {
  it.each(pairs)('of %s: the words whose counts differ, in order of first use', (_, x, y, aFrom, bFrom) => {
    const a = tokenize(x);
    const b = tokenize(y);
    expect(countsDiffer(a, aFrom, b, bFrom)).toEqual(plain(a, aFrom, b, bFrom));
  });

  it('finds nothing for a reordering and the removed word for a removal', () => {
    expect(countsDiffer(tokenize('a b c'), 0, tokenize('c a b'), 0)).toEqual([]);
    expect(countsDiffer(tokenize('a b c'), 0, tokenize('a c'), 0)).toEqual([hashAt(tokenize('b'), 0)]);
  });

  it('keeps no state from one call to the next', () => {
    countsDiffer(tokenize('x y z x'), 0, tokenize('y'), 0);
    expect(countsDiffer(tokenize('x'), 0, tokenize('x'), 0)).toEqual([]);
  });
});
