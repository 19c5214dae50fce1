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

/**
 * The fold (0 … k−1) of each item, keeping each group's items together: the groups are shuffled
 * with the seed and each goes to the fold with the fewest items so far (ties: the lowest fold).
 *
 * @param groups - One group key per item (a task id).
 * @param k - Number of folds, at least 2 (fewer groups than `k` leaves folds empty).
 * @param seed - Seed of the shuffle. @default 1
 */
export function groupedFolds(groups: readonly string[], k: number, seed = 1): number[] {
  if (!Number.isInteger(k) || k < 2) throw new RangeError('groupedFolds: k must be an integer ≥ 2');
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const list = members.get(g);
    if (list === undefined) members.set(g, [i]);
    else list.push(i);
  });
  const keys = shuffled([...members.keys()].sort(), seededRandom(seed));
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(groups.length);
  for (const key of keys) {
    const list = members.get(key)!;
    const f = sizes.indexOf(Math.min(...sizes));
    for (const i of list) fold[i] = f;
    sizes[f]! += list.length;
  }
  return fold;
}
