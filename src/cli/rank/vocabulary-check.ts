/**
 * @module `calibrate`'s learned vocabulary: cross-validated next to the profile without it on the
 * same folds (folds keep a task's runs together when the labels name tasks), fitted on every label
 * and kept only when it ranks better.
 */
import type { ProfileWeights } from '../../profile/profile';
import type { LearnedVocabulary } from '../../profile/vocabulary';
import { scoreOfTerms } from '../../score/quality';
import type { ScoreTerms } from '../../score/terms';
import { auc } from '../../stats/auc';
import { bootstrap, type Interval } from '../../stats/bootstrap';
import { groupedFolds, stratifiedFolds } from '../../stats/folds';
import { pointsOf } from '../../vocabulary/apply';
import { fitVocabulary, type VocabularyRow } from '../../vocabulary/fit';
import type { Labelled } from './outcomes';

/** Fewer labelled conversations than this, or fewer than {@link MIN_VOCABULARY_PER_OUTCOME} of an outcome, and no vocabulary is tried. */
export const MIN_VOCABULARY_LABELS = 60;
/** See {@link MIN_VOCABULARY_LABELS}. */
export const MIN_VOCABULARY_PER_OUTCOME = 15;

/** How the learned vocabulary did in cross-validation. */
export interface VocabularyCheck {
  /** `task`: folds keep each task's runs together (every label names a task); `random`: stratified random folds. */
  readonly grouping: 'task' | 'random';
  readonly folds: number;
  /** Distinct tasks, when every label names one (random folds then mean fewer tasks than folds). */
  readonly tasks?: number;
  /** AUC of the held-out scores without the vocabulary (all folds pooled), with a bootstrap 95 % interval. */
  readonly without: Interval;
  /** The same with the vocabulary learned on the other folds. */
  readonly with: Interval;
  /** True when the vocabulary ranks better and is written to the profile. */
  readonly kept: boolean;
  /** Weights of the vocabulary fitted on every label (0 when not kept). */
  readonly weights: number;
}

/** The check and, when kept, the vocabulary fitted on every label. */
export interface VocabularyResult {
  readonly check?: VocabularyCheck;
  /** Why no vocabulary was tried. */
  readonly skipped?: string;
  readonly vocabulary?: LearnedVocabulary;
}

/**
 * Cross-validates a vocabulary on `rows` (each with its n-grams and its terms): on each fold the
 * profile's weights are fitted by `fitWeights` on the training runs, and the vocabulary on their
 * scores; the held-out runs are scored with and without it. Deterministic (seeded folds).
 */
export function checkVocabulary(
  rows: readonly Labelled[],
  terms: readonly ScoreTerms[],
  fitWeights: (train: readonly number[]) => ProfileWeights,
  allWeights: ProfileWeights,
  k: number,
): VocabularyResult {
  const bad = rows.map((r) => r.bad);
  const nBad = bad.filter(Boolean).length;
  if (rows.length < MIN_VOCABULARY_LABELS || Math.min(nBad, rows.length - nBad) < MIN_VOCABULARY_PER_OUTCOME)
    return {
      skipped: `${rows.length} labelled conversations (${rows.length - nBad} good, ${nBad} bad); learning a vocabulary needs at least ${MIN_VOCABULARY_LABELS}, with ${MIN_VOCABULARY_PER_OUTCOME} of each outcome`,
    };
  const byTask = rows.every((r) => r.task !== undefined);
  const tasks = byTask ? new Set(rows.map((r) => r.task!)).size : 0;
  const grouping = byTask && tasks >= k ? 'task' : 'random';
  const fold =
    grouping === 'task'
      ? groupedFolds(
          rows.map((r) => r.task!),
          k,
        )
      : stratifiedFolds(bad, k);
  const without = new Array<number>(rows.length);
  const withVocabulary = new Array<number>(rows.length);
  const vocabularyRow = (i: number, weights: ProfileWeights): VocabularyRow => ({
    ngrams: rows[i]!.ngrams!,
    score: scoreOfTerms(terms[i]!, weights),
    good: !bad[i],
  });
  for (let f = 0; f < k; f++) {
    const train = fold.flatMap((g, i) => (g === f ? [] : [i]));
    const test = fold.flatMap((g, i) => (g === f ? [i] : []));
    if (test.length === 0) continue;
    const weights = fitWeights(train);
    const vocabulary = fitVocabulary(train.map((i) => vocabularyRow(i, weights)));
    for (const i of test) {
      const score = scoreOfTerms(terms[i]!, weights);
      const ngrams = rows[i]!.ngrams!;
      without[i] = score;
      withVocabulary[i] = Math.min(100, Math.max(0, score + pointsOf(ngrams.buckets, ngrams.total, vocabulary)));
    }
  }
  const interval = (scores: readonly number[]): Interval =>
    bootstrap(rows.length, (idx) =>
      auc(
        idx.map((i) => scores[i]!),
        idx.map((i) => bad[i]!),
      ),
    );
  const before = interval(without);
  const after = interval(withVocabulary);
  const kept = after.estimate > before.estimate;
  const vocabulary = kept ? fitVocabulary(rows.map((_, i) => vocabularyRow(i, allWeights))) : undefined;
  return {
    check: {
      grouping,
      folds: k,
      ...(byTask ? { tasks } : {}),
      without: before,
      with: after,
      kept,
      weights: vocabulary?.weights.length ?? 0,
    },
    ...(vocabulary === undefined ? {} : { vocabulary }),
  };
}
