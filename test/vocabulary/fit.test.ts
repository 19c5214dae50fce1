/**
 * Fitting a vocabulary on labelled rows written here (buckets and counts, no text): a bucket that
 * separates the outcomes is learned with the sign of its outcome, rare and near-universal buckets
 * are not candidates, the fit is deterministic, and when the cap on weights drops some, the kept
 * ones are fitted again on their own and take up what the dropped ones carried.
 */
import { describe, expect, it } from 'vitest';
import { MAX_VOCABULARY_WEIGHTS, VOCABULARY_HASH } from '../../src/profile/vocabulary';
import { pointsOf } from '../../src/vocabulary/apply';
import { fitVocabulary, MIN_DOCUMENTS, type VocabularyRow } from '../../src/vocabulary/fit';

/** Buckets of the failure phrase: always together, only in failed rows. */
const FAILURE = [10, 11];
/** A bucket only in good rows. */
const SUCCESS = 20;

/**
 * `count` rows, every other one failed. Each holds two of a few filler buckets that follow its
 * position, not its outcome; the failed ones hold {@link FAILURE}, the good ones {@link SUCCESS}.
 */
function rows(count: number, extra: (i: number) => number[] = () => []): VocabularyRow[] {
  return Array.from({ length: count }, (_, i) => {
    const good = i % 2 === 0;
    const buckets = [100 + ((i * 7) % 13), 200 + ((i * 3) % 11), ...(good ? [SUCCESS] : FAILURE), ...extra(i)];
    return {
      ngrams: { buckets: Int32Array.from(new Set(buckets)).sort(), total: 50 },
      score: 70,
      good,
    };
  });
}

const pointsOfBucket = (weights: readonly (readonly [number, number])[], bucket: number) =>
  weights.find(([b]) => b === bucket)?.[1];

describe('fitVocabulary', () => {
  it('learns a phrase that separates the outcomes: the failed rows score lower', () => {
    const data = rows(40);
    const v = fitVocabulary(data);
    expect(v.hash).toBe(VOCABULARY_HASH);
    expect(pointsOfBucket(v.weights, 10)).toBeLessThan(0);
    expect(pointsOfBucket(v.weights, 11)).toBeLessThan(0);
    expect(pointsOfBucket(v.weights, SUCCESS)).toBeGreaterThan(0);
    const adjustment = data.map((r) => pointsOf(r.ngrams.buckets, r.ngrams.total, v));
    const worstGood = Math.min(...adjustment.filter((_, i) => data[i]!.good));
    const bestBad = Math.max(...adjustment.filter((_, i) => !data[i]!.good));
    expect(bestBad).toBeLessThan(worstGood);
  });

  it('keeps the weights sorted by bucket, distinct, and no more than the cap', () => {
    const v = fitVocabulary(rows(40));
    const buckets = v.weights.map(([b]) => b);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(new Set(buckets).size).toBe(buckets.length);
    expect(buckets.length).toBeLessThanOrEqual(MAX_VOCABULARY_WEIGHTS);
    expect(fitVocabulary(rows(40), { maxWeights: 2 }).weights).toHaveLength(2);
  });

  it('is deterministic', () => {
    expect(fitVocabulary(rows(60))).toEqual(fitVocabulary(rows(60)));
    expect(fitVocabulary(rows(60), { maxWeights: 3 })).toEqual(fitVocabulary(rows(60), { maxWeights: 3 }));
  });

  it(`learns a bucket met in ${MIN_DOCUMENTS} rows, not one met in ${MIN_DOCUMENTS - 1}`, () => {
    // 900 in the first failed rows only: as often as the threshold, then once less.
    const failedAt = (i: number, k: number) => i % 2 === 1 && i < 2 * k;
    const at = fitVocabulary(rows(40, (i) => (failedAt(i, MIN_DOCUMENTS) ? [900] : [])));
    const below = fitVocabulary(rows(40, (i) => (failedAt(i, MIN_DOCUMENTS - 1) ? [900] : [])));
    expect(pointsOfBucket(at.weights, 900)).toBeLessThan(0);
    expect(pointsOfBucket(below.weights, 900)).toBeUndefined();
  });

  it('leaves out a bucket met in all rows but one (it says little the intercept does not), keeps one in all but two', () => {
    const allBut = (k: number) => (i: number) => (i < k ? [] : [900]);
    expect(pointsOfBucket(fitVocabulary(rows(40, allBut(1))).weights, 900)).toBeUndefined();
    expect(pointsOfBucket(fitVocabulary(rows(40, allBut(2))).weights, 900)).toBeDefined();
  });

  it('fits the kept weights again when the cap drops some: the kept one carries the phrase alone', () => {
    const data = rows(40);
    const all = fitVocabulary(data);
    const shared = pointsOfBucket(all.weights, 10)!;
    // Both failure buckets always occur together: the full fit splits the phrase's weight between them.
    expect(pointsOfBucket(all.weights, 11)).toBeCloseTo(shared, 6);
    const one = fitVocabulary(data, { maxWeights: 1 });
    expect(one.weights).toHaveLength(1);
    const [bucket, points] = one.weights[0]!;
    expect(FAILURE).toContain(bucket);
    // Refitted on its own it takes up about what both carried (less the penalty's share), far more
    // than the half it had in the full fit.
    expect(points).toBeLessThan(1.5 * shared);
    const adjustment = data.map((r) => pointsOf(r.ngrams.buckets, r.ngrams.total, one));
    expect(Math.max(...adjustment.filter((_, i) => !data[i]!.good))).toBeLessThan(
      Math.min(...adjustment.filter((_, i) => data[i]!.good)),
    );
  });

  it('with refit: false, keeps the cut weights as the full fit had them', () => {
    const data = rows(40);
    const shared = pointsOfBucket(fitVocabulary(data).weights, 10)!;
    expect(fitVocabulary(data, { maxWeights: 1, refit: false }).weights).toEqual([[10, shared]]);
  });

  it('keeps the full fit as it is when the cap drops nothing', () => {
    const full = fitVocabulary(rows(40));
    expect(fitVocabulary(rows(40), { maxWeights: full.weights.length })).toEqual(full);
  });

  it('takes hostile rows: no n-grams at all, and every row of one outcome', () => {
    const empty = Array.from({ length: 10 }, (_, i) => ({
      ngrams: { buckets: new Int32Array(0), total: 0 },
      score: 50,
      good: i % 2 === 0,
    }));
    expect(fitVocabulary(empty)).toEqual({ hash: VOCABULARY_HASH, offset: 0, weights: [] });
    const allGood = rows(20).map((r) => ({ ...r, good: true }));
    const v = fitVocabulary(allGood);
    for (const [, p] of v.weights) expect(Number.isFinite(p)).toBe(true);
  });
});
