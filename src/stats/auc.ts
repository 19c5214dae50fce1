/**
 * @module AUC of a triage score (Mann–Whitney): how often a bad outcome is ranked worse than a good one.
 */
import { averageRanks } from './ranks';

/**
 * The probability that a randomly chosen bad item scores LOWER than a randomly chosen good one,
 * ties counting ½ (the Mann–Whitney U statistic over the pairs). 0.5 is chance, 1 a perfect
 * ranking with the bad items first. NaN when either class is empty.
 *
 * @param scores - One score per item; lower means worse.
 * @param bad - One outcome per item: true for a bad outcome (a failed run, a low rating).
 */
export function auc(scores: readonly number[], bad: readonly boolean[]): number {
  if (scores.length !== bad.length) throw new RangeError('auc: scores and outcomes differ in length');
  const ranks = averageRanks(scores);
  let nBad = 0;
  let rankSumBad = 0;
  for (let i = 0; i < ranks.length; i++) {
    if (bad[i]) {
      nBad++;
      rankSumBad += ranks[i]!;
    }
  }
  const nGood = scores.length - nBad;
  if (nBad === 0 || nGood === 0) return Number.NaN;
  // U counts the pairs where the bad item scores higher (ties ½); the AUC is the rest.
  const u = rankSumBad - (nBad * (nBad + 1)) / 2;
  return 1 - u / (nBad * nGood);
}
