/**
 * @module Lift: how much of the bad outcomes the worst-scored share of the items holds.
 */

/**
 * The rate of bad outcomes among the worst `fraction` of the items (the lowest scores), divided
 * by the rate over all items: 1 is chance, 2 means the worst share holds twice the base rate.
 * `k = round(n × fraction)` items (at least 1) are taken; items tied at the cut-off count by
 * their expected share (ties are not broken by input order). NaN when there is no bad outcome.
 *
 * @param scores - One score per item; lower means worse.
 * @param bad - One outcome per item: true for a bad outcome.
 * @param fraction - The share of items to look at, in (0, 1].
 */
export function lift(scores: readonly number[], bad: readonly boolean[], fraction: number): number {
  if (scores.length !== bad.length) throw new RangeError('lift: scores and outcomes differ in length');
  const n = scores.length;
  const badTotal = bad.filter(Boolean).length;
  if (n === 0 || badTotal === 0 || !(fraction > 0 && fraction <= 1)) return Number.NaN;
  const k = Math.max(1, Math.round(n * fraction));
  const order = scores.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  const cut = scores[order[k - 1]!]!;
  let below = 0;
  let badBelow = 0;
  let at = 0;
  let badAt = 0;
  for (let i = 0; i < n; i++) {
    if (scores[i]! < cut) {
      below++;
      if (bad[i]) badBelow++;
    } else if (scores[i] === cut) {
      at++;
      if (bad[i]) badAt++;
    }
  }
  const badInWorst = badBelow + ((k - below) * badAt) / at;
  return badInWorst / k / (badTotal / n);
}
