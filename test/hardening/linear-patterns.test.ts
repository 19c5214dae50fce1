/**
 * Round three (issue 29), finding 11: the three patterns that backtracked quadratically (the
 * e-mail pattern of the identifier reader, the repair detector's number pattern, the camel-case
 * split of tool text) are linear. Timing is a growth ratio (n against 4n, best of several runs),
 * so a loaded machine slows both sides alike: linear work grows about 4x, quadratic about 16x.
 */
import { describe, expect, it } from 'vitest';
import { emailsOf } from '../../src/text/emails';
import { numbersOf } from '../../src/text/numbers';
import { identifiersOf } from '../../src/text/identifiers';
import { matchText } from '../../src/tools/patterns';

/** Best-of-7 milliseconds of `f(text)`, repeated so each sample lasts a few milliseconds. */
function best(f: (text: string) => unknown, text: string, repeat: number): number {
  let min = Infinity;
  for (let r = 0; r < 7; r++) {
    const start = performance.now();
    for (let k = 0; k < repeat; k++) f(text);
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

/** Time at 4n over time at n of `f` on `make(n)`. */
function growth(f: (text: string) => unknown, make: (n: number) => string, n: number, repeat: number): number {
  best(f, make(n), 1); // warm up
  return best(f, make(4 * n), repeat) / best(f, make(n), repeat);
}

const LINEAR = 10; // 4 expected; quadratic work gives about 16

describe('linear patterns', () => {
  it('e-mail addresses: a long letter run before an @ with no domain', () => {
    expect(
      growth(
        (t) => emailsOf(t),
        (n) => 'a'.repeat(n) + '@',
        5_000,
        20,
      ),
    ).toBeLessThan(LINEAR);
    expect(
      growth(
        (t) => identifiersOf(t),
        (n) => 'a'.repeat(n) + '@ x',
        5_000,
        20,
      ),
    ).toBeLessThan(LINEAR);
  });

  it('numbers: a long letter run with no digit', () => {
    expect(
      growth(
        (t) => numbersOf(t),
        (n) => 'a'.repeat(n) + '.',
        5_000,
        20,
      ),
    ).toBeLessThan(LINEAR);
  });

  it('camel case: a long run of capitals with no lower-case letter after it', () => {
    expect(
      growth(
        (t) => matchText(t, Infinity),
        (n) => 'xY' + 'A'.repeat(n),
        5_000,
        20,
      ),
    ).toBeLessThan(LINEAR);
  });

  it('finds what the patterns found', () => {
    expect(emailsOf('mail a.b+c@example.co.uk or x@y, then é@ü.de.')).toEqual(['a.b+c@example.co.uk', 'é@ü.de']);
    expect(numbersOf('order AB-1234 on 4/14 at 10:00 for 14,190.50 then abc.5')).toEqual([
      '1234',
      '4/14',
      '10:00',
      '14,190.50',
      '5',
    ]);
    expect(matchText('JSONDecodeError RateLimitError', 100)).toBe('json decode error rate limit error');
  });
});
