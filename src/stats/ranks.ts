/**
 * @module Average ranks: the ranks Mann–Whitney and Spearman read, ties sharing their mean rank.
 */

/**
 * The 1-based rank of each value in ascending order; tied values share the mean of their ranks
 * (`[10, 20, 20, 30]` → `[1, 2.5, 2.5, 4]`). The input is not reordered.
 */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
  const ranks = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1]!] === values[order[i]!]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k]!] = rank;
    i = j + 1;
  }
  return ranks;
}
