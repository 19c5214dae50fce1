/**
 * @module Stratified k-fold splits, seeded so the same data gives the same folds.
 */
import { seededRandom, shuffled } from './prng';

/**
 * The fold (0 … k−1) of each item: the items of each outcome are shuffled with the seed and dealt
 * round-robin, so every fold holds about the same share of each outcome. The second class
 * continues the deal where the first stopped, so fold sizes differ by at most one.
 *
 * @param outcomes - One outcome per item (the strata).
 * @param k - Number of folds, at least 2.
 * @param seed - Seed of the shuffle. @default 1
 */
export function stratifiedFolds(outcomes: readonly boolean[], k: number, seed = 1): number[] {
  if (!Number.isInteger(k) || k < 2) throw new RangeError('stratifiedFolds: k must be an integer ≥ 2');
  const random = seededRandom(seed);
  const fold = new Array<number>(outcomes.length);
  let next = 0;
  for (const value of [true, false]) {
    const members = outcomes.flatMap((o, i) => (o === value ? [i] : []));
    for (const i of shuffled(members, random)) fold[i] = next++ % k;
  }
  return fold;
}
