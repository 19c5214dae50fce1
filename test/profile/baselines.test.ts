import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BaselineLearner, bucketOf, MIN_LEARNING_CONVERSATIONS, shapeOf } from '../../src/profile/baselines';

const shape = (userTurns: number, assistantTurns = userTurns, toolCalls = 0, assistantChars = 100) => ({
  userTurns,
  assistantTurns,
  toolCalls,
  assistantChars,
});

describe('shapeOf', () => {
  it('takes the mean characters per assistant message (0 without one)', () => {
    expect(shapeOf({ turnCount: 3, assistantTurns: 4, toolCalls: 2, assistantChars: 400 })).toEqual(
      shape(3, 4, 2, 100),
    );
    expect(shapeOf({ turnCount: 1, assistantTurns: 0, toolCalls: 0, assistantChars: 0 }).assistantChars).toBe(0);
  });
});

describe('BaselineLearner', () => {
  it('learns nothing below 50 conversations, then the medians', () => {
    const learner = new BaselineLearner();
    for (let i = 0; i < MIN_LEARNING_CONVERSATIONS - 1; i++) learner.add(shape(i % 9));
    expect(MIN_LEARNING_CONVERSATIONS).toBe(50);
    expect(learner.baselines()).toBeUndefined();
    learner.add(shape(8));
    expect(learner.size).toBe(50);
    expect(learner.baselines()).toBeDefined();
  });

  it('equals the medians of a known input: odd and even counts', () => {
    const odd = new BaselineLearner();
    for (const [u, a, t, c] of [
      [1, 2, 0, 10],
      [9, 12, 5, 300],
      [4, 6, 3, 120],
      [4, 5, 2, 90],
      [30, 40, 20, 2000],
    ])
      odd.add(shape(u!, a!, t!, c!));
    expect(odd.baselines(1)).toEqual({ userTurns: 4, assistantTurns: 6, toolCalls: 3, assistantChars: 120 });
    const even = new BaselineLearner();
    for (const [u, a, t, c] of [
      [2, 2, 0, 50],
      [3, 5, 1, 61],
      [8, 9, 4, 70],
      [9, 10, 6, 200],
    ])
      even.add(shape(u!, a!, t!, c!));
    // User turns round half up; the others keep one decimal.
    expect(even.baselines(1)).toEqual({ userTurns: 6, assistantTurns: 7, toolCalls: 2.5, assistantChars: 65.5 });
  });

  it('matches a sorted median on random input (values below 1,024 are kept exactly)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1023 }), { minLength: 1, maxLength: 300 }), (values) => {
        const learner = new BaselineLearner();
        for (const v of values) learner.add(shape(v, v + 1, v, v + 1));
        const sorted = [...values].sort((a, b) => a - b);
        const n = sorted.length;
        const median = (sorted[Math.floor((n - 1) / 2)]! + sorted[Math.floor(n / 2)]!) / 2;
        const b = learner.baselines(1)!;
        expect(b.toolCalls).toBe(Math.round(median * 10) / 10);
        expect(b.userTurns).toBe(Math.round(median));
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('keeps assistant turns and message length at least 1, and reads hostile numbers as 0', () => {
    const learner = new BaselineLearner();
    learner.add(shape(Number.NaN, -3, Number.POSITIVE_INFINITY, Number.NaN));
    expect(learner.baselines(1)).toEqual({ userTurns: 0, assistantTurns: 1, toolCalls: 0, assistantChars: 1 });
  });

  it('keeps few distinct values however large the input (bounded memory)', () => {
    expect(bucketOf(1023.4)).toBe(1023);
    expect(bucketOf(123_456)).toBe(123_000);
    expect(bucketOf(1e300)).toBe(1e9);
    const keys = new Set<number>();
    for (let v = 0; v < 2e6; v += 7) keys.add(bucketOf(v));
    expect(keys.size).toBeLessThan(5_000);
  });
});
