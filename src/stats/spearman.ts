/**
 * @module Spearman's rank correlation, ties given their average rank.
 */
import { averageRanks } from './ranks';

/**
 * Pearson's correlation of the average ranks of `x` and `y`, in [−1, 1]. NaN when fewer than two
 * items or when either side is constant.
 */
export function spearman(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new RangeError('spearman: x and y differ in length');
  const n = x.length;
  if (n < 2) return Number.NaN;
  const rx = averageRanks(x);
  const ry = averageRanks(y);
  const mean = (n + 1) / 2; // the mean of average ranks is always (n + 1) / 2
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}
