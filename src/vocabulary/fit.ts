/**
 * @module Learns a vocabulary from labelled conversations: an L2-regularised logistic regression of
 * the outcome on hashed n-gram presence, on top of the profile's score (a fixed offset), pruned to
 * the strongest weights, which are then fitted again on their own. Deterministic.
 */
import {
  MAX_NGRAM_POINTS,
  MAX_VOCABULARY_WEIGHTS,
  REFERENCE_NGRAMS,
  VOCABULARY_HASH,
  type LearnedVocabulary,
} from '../profile/vocabulary';
import { fitLogistic } from '../stats/logistic';
import { fitSparseLogistic, type SparseRow } from '../stats/sparse-logistic';
import { clampPoints } from './apply';
import type { ConversationNgrams } from './ngrams';

/** Score points per unit of log-odds (the scale the profile's weights are fitted on). */
export const VOCABULARY_POINTS_PER_LOG_ODDS = 25;

/**
 * The score's fitted log-odds per 25 points is taken as at least this when log-odds become points:
 * a score that barely ranks would otherwise let the vocabulary's points grow without bound.
 */
export const MIN_SLOPE = 0.25;

/** An n-gram is a candidate when it occurs in at least this many training conversations. */
export const MIN_DOCUMENTS = 3;

/** One labelled conversation. */
export interface VocabularyRow {
  readonly ngrams: ConversationNgrams;
  /** Its `qualityScore` under the profile without a vocabulary. */
  readonly score: number;
  readonly good: boolean;
}

/** Options of {@link fitVocabulary}. */
export interface FitVocabularyOptions {
  /** Most weights kept (the strongest). @default 2000 */
  readonly maxWeights?: number;
  /** L2 penalty. @default 1e-3 */
  readonly l2?: number;
  /** Gradient steps. @default 300 */
  readonly iterations?: number;
  /** Fit the kept weights again on their own when `maxWeights` drops some. @default true */
  readonly refit?: boolean;
}

/**
 * Fits a vocabulary to `rows`: the score enters as a fitted log-odds offset (intercept and a
 * non-negative slope), the n-grams found in at least {@link MIN_DOCUMENTS} conversations (and not
 * in more than all but two) as features `√(1 / n)` (`n` the conversation's n-grams); the strongest
 * `maxWeights` weights are kept (when that drops any, the kept n-grams are fitted again without
 * the others), as points (log-odds over the score's fitted log-odds per point), and the offset
 * centres the adjustment on `rows`.
 */
export function fitVocabulary(rows: readonly VocabularyRow[], options: FitVocabularyOptions = {}): LearnedVocabulary {
  const n = rows.length;
  const documents = new Map<number, number>();
  for (const row of rows)
    for (const bucket of row.ngrams.buckets) documents.set(bucket, (documents.get(bucket) ?? 0) + 1);
  const column = new Map<number, number>();
  const buckets: number[] = [];
  for (const [bucket, count] of [...documents].sort((a, b) => a[0] - b[0]))
    if (count >= MIN_DOCUMENTS && count <= n - 2) {
      column.set(bucket, buckets.length);
      buckets.push(bucket);
    }
  const good = rows.map((r) => r.good);
  const z = rows.map((r) => [r.score / VOCABULARY_POINTS_PER_LOG_ODDS]);
  const base = fitLogistic(z, good, { bounds: [{ min: 0, max: Infinity }], iterations: 500 });
  const offset = z.map(([v]) => base.intercept + base.weights[0]! * v!);
  const sparse: SparseRow[] = rows.map((r) => {
    const cols: number[] = [];
    for (const bucket of r.ngrams.buckets) {
      const c = column.get(bucket);
      if (c !== undefined) cols.push(c);
    }
    return { columns: Int32Array.from(cols), value: r.ngrams.total > 0 ? 1 / Math.sqrt(r.ngrams.total) : 0 };
  });
  const fit = (rowsOf: readonly SparseRow[], columns: number) =>
    fitSparseLogistic(rowsOf, offset, good, columns, {
      l2: options.l2 ?? 1e-3,
      iterations: options.iterations ?? 300,
    });
  const model = fit(sparse, buckets.length);
  // Log-odds to score points at the score's own fitted rate (slope s: s/25 log-odds per point, at
  // least MIN_SLOPE), at the reference length: w · √(1 / n) → points · √(REFERENCE / n).
  const slope = Math.max(MIN_SLOPE, base.weights[0]!);
  const toPoints = VOCABULARY_POINTS_PER_LOG_ODDS / slope / Math.sqrt(REFERENCE_NGRAMS);
  const points = (w: number) => round3(clampNgram(w * toPoints));
  const nonZero = buckets.flatMap((bucket, j) => {
    const p = points(model.weights[j]!);
    return p === 0 ? [] : [{ bucket, column: j, points: p }];
  });
  const strongest = nonZero
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points) || a.bucket - b.bucket)
    .slice(0, Math.min(options.maxWeights ?? MAX_VOCABULARY_WEIGHTS, MAX_VOCABULARY_WEIGHTS))
    .sort((a, b) => a.bucket - b.bucket);
  let kept: [number, number][];
  if (strongest.length === nonZero.length || options.refit === false) kept = strongest.map((k) => [k.bucket, k.points]);
  else {
    // The cap dropped weights: the kept n-grams are fitted again on their own, so that they take
    // up what the dropped ones carried (correlated n-grams share a weight in the first fit).
    const keptColumn = new Map(strongest.map((k, c) => [k.column, c]));
    const narrow = sparse.map((row) => {
      const cols: number[] = [];
      for (const c of row.columns) {
        const k = keptColumn.get(c);
        if (k !== undefined) cols.push(k);
      }
      return { columns: Int32Array.from(cols), value: row.value };
    });
    const refitted = fit(narrow, strongest.length);
    kept = strongest.flatMap((k, c): [number, number][] => {
      const p = points(refitted.weights[c]!);
      return p === 0 ? [] : [[k.bucket, p]];
    });
  }
  const weights = new Map(kept);
  let mean = 0;
  for (const row of rows) {
    let sum = 0;
    for (const bucket of row.ngrams.buckets) sum += weights.get(bucket) ?? 0;
    mean += (row.ngrams.total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / row.ngrams.total) : 0) / n;
  }
  return { hash: VOCABULARY_HASH, offset: round3(clampPoints(-mean)) + 0, weights: kept }; // + 0: never -0
}

function clampNgram(points: number): number {
  return Math.min(MAX_NGRAM_POINTS, Math.max(-MAX_NGRAM_POINTS, points));
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
