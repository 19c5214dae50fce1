/**
 * @module `qualityScore`, the verdict and the flag rule: a weighted sum of bounded terms, no
 * override; the five-point verdict is the score's bucket unless a critical condition forces Severe.
 */
import { excessiveTurns } from '../detectors/turns';
import type { Quality } from '../types';
import type { ProfileWeights, ScoreProfile } from '../profile/profile';
import { scoreTerms, type AssistantText, type ScoreInput, type ScoreTerms } from './terms';

/** The score of a clean, short conversation (efficiency 1, no signal). */
export const CLEAN_SCORE = 60;

/** The condition that forced a Severe verdict. */
export type SevereCause = 'escalation' | 'frustration' | 'repetition' | 'turns';

/** A verdict: bucket, score, and the condition that forced Severe, if any. */
export interface QualityVerdict {
  readonly quality: Quality;
  readonly qualityScore: number;
  /** The critical condition that made the verdict Severe whatever the score. */
  readonly cause: SevereCause | undefined;
}

/** Bucket of a score: ≥ 75 Excellent, ≥ 60 Good, ≥ 40 Neutral, ≥ 25 Poor, else Severe. */
export function qualityOf(score: number): Quality {
  if (score >= 75) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Neutral';
  if (score >= 25) return 'Poor';
  return 'Severe';
}

/**
 * The critical condition that forces Severe, if any: escalation requested, frustration severity 3,
 * repetition severity 3, or more user turns than the excessive threshold (baseline + 7).
 */
export function severeCause(r: ScoreInput, baselineTurns: number): SevereCause | undefined {
  if (r.escalation.requested) return 'escalation';
  if (r.frustration.severity === 3) return 'frustration';
  if (r.repetition.severity === 3) return 'repetition';
  if (r.turnCount > excessiveTurns(baselineTurns)) return 'turns';
  return undefined;
}

/**
 * `60 − w.efficiency·(1 − efficiency) + w.positiveFeedback·positive − Σ w.k·term_k` over the
 * penalty terms, clamped to [0, 100] and rounded to 6 decimals (float noise never crosses a
 * bucket edge). With the default efficiency weight 10 the start is `50 + 10 × efficiency`.
 */
export function scoreOfTerms(t: ScoreTerms, w: ProfileWeights): number {
  const score =
    CLEAN_SCORE -
    w.efficiency * (1 - t.efficiency) +
    w.positiveFeedback * t.positiveFeedback -
    w.frustration * t.frustration -
    w.repair * t.repair -
    w.repetition * t.repetition -
    w.escalation * t.escalation -
    w.failure * t.failure -
    w.loops * t.loops -
    w.exhaustion * t.exhaustion -
    w.unfinished * t.unfinished -
    w.effort * t.effort;
  return Math.round(Math.min(100, Math.max(0, score)) * 1e6) / 1e6;
}

/** The verdict of a report under a profile; `baselineTurns` sets the excessive-turn threshold. */
export function judge(
  r: ScoreInput,
  text: AssistantText,
  profile: ScoreProfile,
  baselineTurns: number,
): QualityVerdict {
  const qualityScore = scoreOfTerms(scoreTerms(r, text, profile.baselines), profile.weights);
  const cause = severeCause(r, baselineTurns);
  return { quality: cause !== undefined ? 'Severe' : qualityOf(qualityScore), qualityScore, cause };
}

/**
 * Flag rule: any frustration; looping; escalation requested; execution failure severity ≥ 2 or any
 * tool loop; quality Poor or Severe. A handoff alone does not flag.
 */
export function isFlagged(r: ScoreInput, quality: Quality): boolean {
  return (
    r.frustration.count > 0 ||
    r.repetition.looping ||
    r.escalation.requested ||
    r.execution.failure.severity >= 2 ||
    r.execution.loops.count > 0 ||
    quality === 'Poor' ||
    quality === 'Severe'
  );
}
