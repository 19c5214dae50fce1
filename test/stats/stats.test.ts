import { describe, expect, it } from 'vitest';
import { auc } from '../../src/stats/auc';
import { bootstrap, median, quantile } from '../../src/stats/bootstrap';
import { groupedFolds, stratifiedFolds } from '../../src/stats/folds';
import { fitSparseLogistic } from '../../src/stats/sparse-logistic';
import { lift } from '../../src/stats/lift';
import { fitLogistic, logOdds, sigmoid } from '../../src/stats/logistic';
import { seededRandom, shuffled } from '../../src/stats/prng';
import { averageRanks } from '../../src/stats/ranks';
import { spearman } from '../../src/stats/spearman';

describe('averageRanks', () => {
  it('gives tied values the mean of their ranks, in input order', () => {
    expect(averageRanks([20, 10, 30, 20])).toEqual([2.5, 1, 4, 2.5]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe('auc', () => {
  it('counts the pairs where the bad item scores lower', () => {
    // bad {1, 3}, good {2, 4}: 1<2, 1<4, 3<4 hold, 3<2 does not → 3 of 4 pairs.
    expect(auc([1, 2, 3, 4], [true, false, true, false])).toBe(0.75);
  });
  it('counts a tie as one half', () => {
    // bad {2}, good {1, 2}: 2<1 no, 2=2 half → 0.5 of 2 pairs.
    expect(auc([1, 2, 2], [false, true, false])).toBe(0.25);
  });
  it('is 1 for a perfect ranking, 0 for a reversed one, NaN with one class', () => {
    expect(auc([1, 2, 3], [true, false, false])).toBe(1);
    expect(auc([1, 2, 3], [false, false, true])).toBe(0);
    expect(auc([1, 2], [false, false])).toBeNaN();
  });
  it('rejects lists of different lengths', () => {
    expect(() => auc([1], [true, false])).toThrow(RangeError);
  });
});

describe('lift', () => {
  const scores = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const bad = scores.map((s) => s === 1 || s === 5);
  it('divides the bad rate of the worst share by the base rate', () => {
    // worst 20 % = scores 1 and 2: one bad of two = 0.5; base 2/10 = 0.2 → 2.5.
    expect(lift(scores, bad, 0.2)).toBeCloseTo(2.5, 12);
    // worst 10 % = score 1 (bad): 1 / 0.2 = 5.
    expect(lift(scores, bad, 0.1)).toBeCloseTo(5, 12);
    expect(lift(scores, bad, 1)).toBeCloseTo(1, 12);
  });
  it('counts items tied at the cut by their expected share', () => {
    // k = 1; the cut ties two items, one bad: 0.5 expected bad; base 0.25 → 2.
    expect(lift([1, 1, 2, 3], [true, false, false, false], 0.25)).toBeCloseTo(2, 12);
  });
  it('is NaN without a bad outcome or with a fraction out of range', () => {
    expect(lift([1, 2], [false, false], 0.5)).toBeNaN();
    expect(lift([1, 2], [true, false], 0)).toBeNaN();
  });
});

describe('spearman', () => {
  it('matches 1 − 6Σd²/(n(n²−1)) without ties', () => {
    // d = [0, 1, −1, 0] → 1 − 12/60 = 0.8.
    expect(spearman([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
    expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1, 12);
  });
  it('uses average ranks for ties', () => {
    // rx = [1, 2.5, 2.5, 4]: Σdxdy = 4.5, Σdx² = 4.5, Σdy² = 5 → 4.5 / √22.5.
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(22.5), 12);
  });
  it('is NaN for a constant side or fewer than two items', () => {
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearman([1], [1])).toBeNaN();
  });
});

describe('quantile and median', () => {
  it('interpolates between order statistics', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0)).toBe(1);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('seededRandom and shuffled', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect(seededRandom(8)()).not.toBe(xs[0]);
    for (const v of xs) expect(v >= 0 && v < 1).toBe(true);
  });
  it('permutes a copy', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items, seededRandom(1));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('bootstrap', () => {
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const mean = (idx: readonly number[]) => idx.reduce((s, i) => s + values[i]!, 0) / idx.length;
  it('is deterministic for a seed and brackets the estimate', () => {
    const a = bootstrap(values.length, mean, { seed: 3 });
    expect(bootstrap(values.length, mean, { seed: 3 })).toEqual(a);
    expect(a.estimate).toBe(5.5);
    expect(a.low).toBeLessThan(5.5);
    expect(a.high).toBeGreaterThan(5.5);
    expect(a.low).toBeGreaterThanOrEqual(1);
    expect(a.high).toBeLessThanOrEqual(10);
  });
  it('gives a point interval for a constant statistic and NaN ends when every resample is NaN', () => {
    expect(bootstrap(5, () => 2)).toEqual({ estimate: 2, low: 2, high: 2 });
    const none = bootstrap(3, () => Number.NaN, { resamples: 10 });
    expect(none.low).toBeNaN();
  });
});

describe('stratifiedFolds', () => {
  const outcomes = [true, true, true, true, true, true, false, false, false, false];
  it('keeps each outcome’s share in every fold', () => {
    const folds = stratifiedFolds(outcomes, 2);
    for (const f of [0, 1]) {
      expect(outcomes.filter((o, i) => o && folds[i] === f)).toHaveLength(3);
      expect(outcomes.filter((o, i) => !o && folds[i] === f)).toHaveLength(2);
    }
  });
  it('is deterministic for a seed and rejects k < 2', () => {
    expect(stratifiedFolds(outcomes, 3, 5)).toEqual(stratifiedFolds(outcomes, 3, 5));
    expect(() => stratifiedFolds(outcomes, 1)).toThrow(RangeError);
  });
});

describe('groupedFolds', () => {
  const groups = ['a', 'a', 'a', 'b', 'b', 'c', 'c', 'c', 'c', 'd', 'e', 'e'];
  it('keeps each group in one fold and balances the fold sizes', () => {
    const folds = groupedFolds(groups, 3);
    for (const g of new Set(groups)) expect(new Set(folds.filter((_, i) => groups[i] === g)).size).toBe(1);
    const sizes = [0, 1, 2].map((f) => folds.filter((x) => x === f).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(groups.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(4); // the largest group
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });
  it('is deterministic for a seed and rejects k < 2', () => {
    expect(groupedFolds(groups, 3, 7)).toEqual(groupedFolds(groups, 3, 7));
    expect(() => groupedFolds(groups, 1)).toThrow(RangeError);
  });
});

describe('fitSparseLogistic', () => {
  // Column 0 present in the good rows only, column 1 in every row: 0 gets a positive weight.
  const rows = Array.from({ length: 40 }, (_, i) => ({
    columns: Int32Array.from(i % 2 === 0 ? [0, 1] : [1]),
    value: Math.SQRT1_2,
  }));
  const good = rows.map((_, i) => i % 2 === 0);
  it('weighs the separating column, not the constant one, and honours the offset', () => {
    const m = fitSparseLogistic(rows, new Array<number>(40).fill(0), good, 2, { l2: 1e-3, iterations: 500 });
    expect(m.weights[0]).toBeGreaterThan(2);
    expect(Math.abs(m.weights[1]!)).toBeLessThan(Math.abs(m.weights[0]!));
    // An offset that already separates the rows leaves less for the column to explain.
    const offset = good.map((g) => (g ? 3 : -3));
    const m2 = fitSparseLogistic(rows, offset, good, 2, { l2: 1e-3, iterations: 500 });
    expect(m2.weights[0]).toBeLessThan(m.weights[0]!);
  });
  it('rejects mismatched inputs', () => {
    expect(() => fitSparseLogistic([], [], [], 1)).toThrow(RangeError);
    expect(() => fitSparseLogistic(rows, [0], good, 2)).toThrow(RangeError);
  });
});

describe('fitLogistic', () => {
  // One binary feature: at x = 0 one event in four, at x = 1 three in four.
  const x = [[0], [0], [0], [0], [1], [1], [1], [1]];
  const y = [true, false, false, false, true, true, true, false];
  it('finds the maximum-likelihood fit without a penalty: logit(¼) and 2·ln 3', () => {
    const m = fitLogistic(x, y, { l2: 0, iterations: 20000 });
    expect(m.intercept).toBeCloseTo(-Math.log(3), 3);
    expect(m.weights[0]).toBeCloseTo(2 * Math.log(3), 3);
    expect(sigmoid(logOdds(m, [1]))).toBeCloseTo(0.75, 3);
  });
  it('holds a weight to its sign: a forbidden direction leaves it at 0', () => {
    const m = fitLogistic(x, y, { l2: 0, bounds: [{ min: -Infinity, max: 0 }], iterations: 20000 });
    expect(m.weights[0]).toBe(0);
    expect(m.intercept).toBeCloseTo(0, 3); // logit of the overall rate ½
  });
  it('clips a weight to its box and shrinks it with the L2 penalty', () => {
    expect(fitLogistic(x, y, { l2: 0, bounds: [{ min: 0, max: 1 }] }).weights[0]).toBe(1);
    const shrunk = fitLogistic(x, y, { l2: 0.5 }).weights[0]!;
    expect(shrunk).toBeGreaterThan(0);
    expect(shrunk).toBeLessThan(2 * Math.log(3) - 0.5);
  });
  it('reads sample weights: doubling one class’s rows moves the intercept by ln 2', () => {
    const plain = fitLogistic([[0], [0]], [true, false], { l2: 0, iterations: 20000 });
    const weighted = fitLogistic([[0], [0]], [true, false], { l2: 0, sampleWeights: [2, 1], iterations: 20000 });
    expect(plain.intercept).toBeCloseTo(0, 4);
    expect(weighted.intercept).toBeCloseTo(Math.log(2), 3);
  });
  it('is stable for large log-odds and rejects mismatched input', () => {
    expect(sigmoid(800)).toBe(1);
    expect(sigmoid(-800)).toBe(0);
    expect(() => fitLogistic([], [])).toThrow(RangeError);
    expect(() => fitLogistic([[1]], [true], { bounds: [] })).toThrow(RangeError);
  });
});
