/**
 * @module Percentile bootstrap intervals, seeded so the same data gives the same interval.
 */
import { seededRandom } from './prng';

/** A point estimate with its bootstrap interval. */
export interface Interval {
  /** The statistic on the full sample. */
  readonly estimate: number;
  /** Lower end of the interval (NaN when no resample gave a value). */
  readonly low: number;
  /** Upper end of the interval. */
  readonly high: number;
}

/** Options of {@link bootstrap}. */
export interface BootstrapOptions {
  /** @default 1000 */
  readonly resamples?: number;
  /** Coverage of the interval. @default 0.95 */
  readonly level?: number;
  /** Seed of the resampling. @default 1 */
  readonly seed?: number;
}

/**
 * The percentile bootstrap interval of a statistic over `n` items: the items are resampled with
 * replacement `resamples` times, `statistic` is computed on each resample (given the drawn item
 * indices), and the interval is cut from the sorted values; resamples where the statistic is NaN
 * (say, no bad outcome drawn) are left out.
 *
 * @example
 * ```ts
 * const values = [3, 1, 4, 1, 5, 9, 2, 6];
 * const interval = bootstrap(values.length, (idx) => idx.reduce((sum, i) => sum + values[i], 0) / idx.length);
 * interval.estimate; // 3.875
 * ```
 */
export function bootstrap(
  n: number,
  statistic: (indices: readonly number[]) => number,
  options: BootstrapOptions = {},
): Interval {
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  const random = seededRandom(options.seed ?? 1);
  const all = Array.from({ length: n }, (_, i) => i);
  const estimate = statistic(all);
  const values: number[] = [];
  const drawn = new Array<number>(n);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) drawn[i] = Math.floor(random() * n);
    const value = statistic(drawn);
    if (!Number.isNaN(value)) values.push(value);
  }
  if (values.length === 0) return { estimate, low: Number.NaN, high: Number.NaN };
  values.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { estimate, low: quantile(values, tail), high: quantile(values, 1 - tail) };
}

/** The `p` quantile of sorted values, interpolating linearly between order statistics. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (at - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The median of a list of numbers (NaN when empty); the input is not reordered. */
export function median(values: readonly number[]): number {
  return quantile(
    values.slice().sort((a, b) => a - b),
    0.5,
  );
}
