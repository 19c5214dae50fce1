/**
 * @module Fits the weights of a scoring profile from labelled conversations: a logistic
 * regression of the outcome on the score's terms, each weight's sign fixed by its meaning and
 * bounded, mapped to score points with one scale.
 */
import { fitLogistic, type WeightBounds } from '../stats/logistic';
import { WEIGHT_KEYS, type ProfileWeights } from '../profile/profile';
import type { ScoreTerms } from './terms';

/** A weight of the profile. */
export type WeightKey = (typeof WEIGHT_KEYS)[number];

/**
 * Score points per unit of fitted log-odds: a conversation whose odds of a good outcome are e
 * times lower scores this many points lower. With it, the fitted penalties keep the score inside
 * 0–100 and a clean, short conversation at 60.
 */
export const POINTS_PER_LOG_ODDS = 25;

/** A term that fires (is above 0) in fewer training conversations than this keeps its prior weight. */
export const MIN_FIRINGS = 10;

/**
 * Fewer labelled conversations than this, and weights are not fitted at all: the reference
 * profile's are kept. On samples of the development labels, fits from 40 or 100 conversations
 * ranked held-out conversations no better than the shipped weights, and a small set that happens to
 * separate perfectly drives weights to their bounds (docs/cli.md, `calibrate`).
 */
export const MIN_LABELLED = 200;

/** Fewer conversations than this of either outcome, and weights are not fitted at all. */
export const MIN_PER_OUTCOME = 30;

/**
 * Why a labelled set is too small to fit weights from (`good` holds one outcome per
 * conversation), or undefined when it is large enough: at least {@link MIN_LABELLED}
 * conversations and {@link MIN_PER_OUTCOME} of each outcome. Each weight then still needs its term
 * to fire in {@link MIN_FIRINGS} of them (see {@link fitWeights}).
 */
export function tooFewLabels(good: readonly boolean[]): string | undefined {
  const bad = good.filter((g) => !g).length;
  const least = Math.min(bad, good.length - bad);
  if (good.length >= MIN_LABELLED && least >= MIN_PER_OUTCOME) return undefined;
  return `${good.length} labelled conversations (${good.length - bad} good, ${bad} bad); fitting weights needs at least ${MIN_LABELLED}, with ${MIN_PER_OUTCOME} of each outcome`;
}

/** Options of {@link fitWeights}. */
export interface FitWeightsOptions {
  /** The weights to fit; every other weight keeps its value in `prior`. */
  readonly fit: readonly WeightKey[];
  /** Starting weights: the values kept for the weights not fitted (or too rarely seen). */
  readonly prior: ProfileWeights;
  /** Upper bound of each fitted weight, in points. @default 40 */
  readonly cap?: number | Partial<Record<WeightKey, number>>;
  /** L2 penalty of the regression. @default 0.01 */
  readonly l2?: number;
  /**
   * Least weight of a fitted penalty, in points (not of efficiency or positive feedback): every
   * negative signal keeps costing something even where the training data shows no effect.
   * @default 0
   */
  readonly floor?: number;
}

/** The result of a fit: the weights, and which of those asked for were left at their prior. */
export interface FittedWeights {
  readonly weights: ProfileWeights;
  /** Weights asked for but kept at their prior because their term fired too rarely. */
  readonly kept: readonly WeightKey[];
  /**
   * Fitted weights that ended at their cap: the data would push them further, which on a small or
   * easily separated set means the fit is not to be trusted for them.
   */
  readonly atCap: readonly WeightKey[];
}

/**
 * The signed feature of a weight: the score moves by `weight × feature`. Efficiency enters as
 * `efficiency − 1` (0 for a short conversation), positive feedback and engagement as they are,
 * every penalty negated.
 */
export function featureOf(key: WeightKey, t: ScoreTerms): number {
  if (key === 'efficiency') return t.efficiency - 1;
  if (key === 'positiveFeedback' || key === 'engagement') return t[key];
  return -t[key];
}

/**
 * Fits the weights named in `options.fit` by sign-constrained, L2-regularised logistic regression
 * of `good` on the terms (weights ≥ 0 in points, so every term keeps its direction), the other
 * weights entering as fixed offsets; log-odds become points through {@link POINTS_PER_LOG_ODDS}.
 * Deterministic.
 */
export function fitWeights(
  terms: readonly ScoreTerms[],
  good: readonly boolean[],
  options: FitWeightsOptions,
): FittedWeights {
  const kept: WeightKey[] = [];
  const free = new Set<WeightKey>();
  for (const key of options.fit) {
    const firings = terms.filter((t) => featureOf(key, t) !== 0).length;
    if (firings >= MIN_FIRINGS) free.add(key);
    else kept.push(key);
  }
  const capOf = (key: WeightKey): number =>
    typeof options.cap === 'number' ? options.cap : (options.cap?.[key] ?? 40);
  const bounds: WeightBounds[] = WEIGHT_KEYS.map((key) =>
    free.has(key)
      ? {
          min: (isPenalty(key) ? Math.min(options.floor ?? 0, capOf(key)) : 0) / POINTS_PER_LOG_ODDS,
          max: capOf(key) / POINTS_PER_LOG_ODDS,
        }
      : { min: options.prior[key] / POINTS_PER_LOG_ODDS, max: options.prior[key] / POINTS_PER_LOG_ODDS },
  );
  const rows = terms.map((t) => WEIGHT_KEYS.map((key) => featureOf(key, t)));
  const model = fitLogistic(rows, good, { bounds, l2: options.l2 ?? 0.01 });
  const weights = Object.fromEntries(
    WEIGHT_KEYS.map((key, j) => [
      key,
      free.has(key) ? round1(model.weights[j]! * POINTS_PER_LOG_ODDS) : options.prior[key],
    ]),
  ) as unknown as ProfileWeights;
  const atCap = WEIGHT_KEYS.filter((key) => free.has(key) && weights[key] >= capOf(key) - 0.05);
  return { weights, kept, atCap };
}

function isPenalty(key: WeightKey): boolean {
  return key !== 'efficiency' && key !== 'positiveFeedback' && key !== 'engagement';
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
