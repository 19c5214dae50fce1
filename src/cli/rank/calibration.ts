/**
 * @module What `agent-signals calibrate` computes: baselines from the traffic (medians) and, with
 * labels, weights fitted with k-fold cross-validation next to a reference profile on the same folds.
 */
import { concerningTurns, efficiencyScore, excessiveTurns } from '../../detectors/turns';
import { fitWeights, tooFewLabels, type FittedWeights, type WeightKey } from '../../score/fit-weights';
import { WEIGHT_KEYS, type ProfileBaselines, type ScoreProfile } from '../../profile/profile';
import { BaselineLearner, shapeOf } from '../../profile/baselines';
import { scoreOfTerms } from '../../score/quality';
import { scoreTerms, type ScoreTerms } from '../../score/terms';
import { auc } from '../../stats/auc';
import { stratifiedFolds } from '../../stats/folds';
import { lift } from '../../stats/lift';
import type { Analysed } from './collect';
import type { Labelled } from './outcomes';
import { checkVocabulary, type VocabularyResult } from './vocabulary-check';

/** Cross-validated figures of one profile: the mean over the folds. */
export interface FoldFigures {
  readonly auc: number;
  readonly lift20: number;
}

/** The cross-validation of a calibration. */
export interface CrossValidation {
  readonly folds: number;
  readonly calibrated: FoldFigures;
  readonly reference: FoldFigures;
  /** True when the calibrated weights rank at least as well as the reference (AUC). */
  readonly better: boolean;
}

/** The user-turn thresholds of a profile: more user turns than these is concerning / excessive (Severe). */
export interface TurnThresholds {
  readonly concerning: number;
  readonly excessive: number;
}

/** A fitted weight that ended at its bound. */
export interface WeightAtBound {
  readonly weight: WeightKey;
  /** The bound, in points. */
  readonly points: number;
}

/** A calibration. */
export interface Calibration {
  readonly profile: ScoreProfile;
  /** Present when labels were given (and both outcomes occur). */
  readonly crossValidation?: CrossValidation;
  /** True when the weights were fitted from the labels; false when they are the reference's. */
  readonly weightsFitted: boolean;
  /** Why the weights were not fitted, when labels were given but too few. */
  readonly notFitted?: string;
  /** Weights kept from the reference because their signal fired too rarely to be fitted. */
  readonly kept: readonly WeightKey[];
  /** Fitted weights that sit at their upper bound. */
  readonly atBound: readonly WeightAtBound[];
  /**
   * The learned vocabulary's cross-validation (`check`), or why none was tried (`skipped`); absent
   * without labels or with `--no-vocabulary`.
   */
  readonly vocabulary?: Omit<VocabularyResult, 'vocabulary'>;
  /** The turn thresholds of the reference profile and of the calibrated one. */
  readonly turnThresholds: { readonly reference: TurnThresholds; readonly calibrated: TurnThresholds };
}

/**
 * AUC differences this small are ties: five folds of a few hundred conversations cannot tell them
 * apart, and a calibrated profile is not refused for one.
 */
export const TIE_AUC = 0.01;

/** Upper bound of each weight of a calibrated profile, in points: efficiency 20, every other 40. */
export const CAPS: Readonly<Record<WeightKey, number>> = Object.fromEntries(
  WEIGHT_KEYS.map((k) => [k, k === 'efficiency' ? 20 : 40]),
) as Record<WeightKey, number>;

/** Medians of the traffic (see `BaselineLearner`); the fallback's without a conversation. */
export function baselinesOf(rows: readonly Analysed[], fallback: ProfileBaselines): ProfileBaselines {
  const learner = new BaselineLearner();
  for (const r of rows) learner.add(shapeOf({ ...r.report, assistantChars: r.text.assistantChars }));
  return learner.baselines(1) ?? fallback;
}

/** The terms of a conversation under baselines (efficiency recomputed for their user-turn baseline). */
export function termsUnder(row: Analysed, baselines: ProfileBaselines): ScoreTerms {
  const report = { ...row.report, efficiencyScore: efficiencyScore(row.report.turnCount, baselines.userTurns) };
  return scoreTerms(report, row.text, baselines);
}

/** The turn thresholds that follow a user-turn baseline. */
export function turnThresholds(userTurns: number): TurnThresholds {
  return { concerning: concerningTurns(userTurns), excessive: excessiveTurns(userTurns) };
}

/**
 * Calibrates a profile: baselines from `rows`; with `labelled`, weights fitted on all of them
 * (each sign fixed, bounded, rare signals keeping the reference's weight) and a `folds`-fold
 * stratified cross-validation of the same fit against the reference profile on the same folds.
 * A labelled set too small to fit from (see {@link tooFewLabels}) keeps the reference's weights;
 * the cross-validation then measures the calibrated baselines alone.
 */
export function calibrate(
  rows: readonly Analysed[],
  labelled: readonly Labelled[] | undefined,
  reference: ScoreProfile,
  folds: number,
  learnVocabulary = false,
): Calibration {
  const baselines = baselinesOf(rows, reference.baselines);
  const description = `Calibrated by agent-signals calibrate on ${rows.length} conversations${labelled === undefined ? '' : ` and ${labelled.length} labels`}.`;
  const thresholds = {
    reference: turnThresholds(reference.baselines.userTurns),
    calibrated: turnThresholds(baselines.userTurns),
  };
  const unfitted = { weightsFitted: false, kept: [], atBound: [], turnThresholds: thresholds };
  if (labelled === undefined || labelled.length === 0)
    return { profile: { version: 1, description, baselines, weights: reference.weights }, ...unfitted };
  const terms = labelled.map((r) => termsUnder(r, baselines));
  const good = labelled.map((r) => !r.bad);
  const notFitted = tooFewLabels(good);
  const fit = (idx: readonly number[]): FittedWeights =>
    notFitted !== undefined
      ? { weights: reference.weights, kept: [], atCap: [] }
      : fitWeights(
          idx.map((i) => terms[i]!),
          idx.map((i) => good[i]!),
          { fit: WEIGHT_KEYS, prior: reference.weights, cap: CAPS },
        );
  const all = fit(labelled.map((_, i) => i));
  const bad = labelled.map((r) => r.bad);
  const k = Math.min(folds, bad.filter(Boolean).length, bad.filter((b) => !b).length);
  const learned =
    learnVocabulary && k >= 2 ? checkVocabulary(labelled, terms, (idx) => fit(idx).weights, all.weights, k) : undefined;
  const vocabulary = learned?.vocabulary;
  const result = {
    profile: (vocabulary === undefined
      ? { version: 1, description, baselines, weights: all.weights }
      : { version: 2, description, baselines, weights: all.weights, vocabulary }) satisfies ScoreProfile,
    weightsFitted: notFitted === undefined,
    ...(notFitted === undefined ? {} : { notFitted }),
    kept: all.kept,
    atBound: all.atCap.map((weight) => ({ weight, points: CAPS[weight] })),
    turnThresholds: thresholds,
    ...(learned === undefined
      ? {}
      : { vocabulary: learned.check === undefined ? { skipped: learned.skipped } : { check: learned.check } }),
  };
  if (k < 2) return result;
  const fold = stratifiedFolds(bad, k);
  const referenceScores = labelled.map((r) => scoreOfTerms(termsUnder(r, reference.baselines), reference.weights));
  const mine: FoldFigures[] = [];
  const theirs: FoldFigures[] = [];
  for (let f = 0; f < k; f++) {
    const train = fold.flatMap((g, i) => (g === f ? [] : [i]));
    const test = fold.flatMap((g, i) => (g === f ? [i] : []));
    const weights = fit(train).weights;
    const testBad = test.map((i) => bad[i]!);
    const calibratedScores = test.map((i) => scoreOfTerms(terms[i]!, weights));
    mine.push(figures(calibratedScores, testBad));
    theirs.push(
      figures(
        test.map((i) => referenceScores[i]!),
        testBad,
      ),
    );
  }
  const calibrated = meanFigures(mine);
  const referenceFigures = meanFigures(theirs);
  return {
    ...result,
    crossValidation: {
      folds: k,
      calibrated,
      reference: referenceFigures,
      better: !(calibrated.auc < referenceFigures.auc - TIE_AUC),
    },
  };
}

function figures(scores: readonly number[], bad: readonly boolean[]): FoldFigures {
  return { auc: auc(scores, bad), lift20: lift(scores, bad, 0.2) };
}

function meanFigures(list: readonly FoldFigures[]): FoldFigures {
  const mean = (values: number[]) => {
    const ok = values.filter((v) => Number.isFinite(v));
    return ok.length === 0 ? Number.NaN : ok.reduce((a, b) => a + b, 0) / ok.length;
  };
  return { auc: mean(list.map((f) => f.auc)), lift20: mean(list.map((f) => f.lift20)) };
}
