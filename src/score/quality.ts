/**
 * @module The quality scorer and the flag rule (SPEC §6).
 */
import { CONCERNING_TURNS, EXCESSIVE_TURNS } from '../detectors/turns';
import { REPAIR_RATIO_THRESHOLD } from '../detectors/repair';
import type { Quality, SignalReport } from '../types';

/** The report fields the scorer reads. */
export type ScoreInput = Pick<
  SignalReport,
  | 'turnCount'
  | 'efficiencyScore'
  | 'repair'
  | 'frustration'
  | 'repetition'
  | 'positiveFeedback'
  | 'escalation'
  | 'execution'
  | 'environment'
>;

/** A verdict: bucket, score, and whether a Severe override decided it. */
export interface QualityVerdict {
  readonly quality: Quality;
  readonly qualityScore: number;
  /** The override that forced Severe, if any. */
  readonly override: 'escalation' | 'frustration' | 'repetition' | 'turns' | undefined;
}

/** Bucket of a score: ≥ 75 Excellent, ≥ 60 Good, ≥ 40 Neutral, ≥ 25 Poor, else Severe. */
export function qualityOf(score: number): Quality {
  if (score >= 75) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Neutral';
  if (score >= 25) return 'Poor';
  return 'Severe';
}

/** Which Severe override applies, if any. */
export function severeOverride(r: ScoreInput): QualityVerdict['override'] {
  if (r.escalation.requested) return 'escalation';
  if (r.frustration.severity === 3) return 'frustration';
  if (r.repetition.severity === 3) return 'repetition';
  if (r.turnCount > EXCESSIVE_TURNS) return 'turns';
  return undefined;
}

/**
 * `50 + 20·positive + 10·efficiency − 10·frustration − 15·[repair > 0.3] − 8·repetition·[looping]
 * − 10·[turns > 7] − 8·failure − 5·loops − 3·exhaustion − 8·[unfinished]`, clamped to [0, 100]; rounded to 6 decimals so float noise never crosses a bucket edge.
 */
export function scoreOf(r: ScoreInput): number {
  const score =
    50 +
    20 * r.positiveFeedback.confidence +
    10 * r.efficiencyScore -
    10 * r.frustration.severity -
    15 * (r.repair.ratio > REPAIR_RATIO_THRESHOLD ? 1 : 0) -
    8 * r.repetition.severity * (r.repetition.looping ? 1 : 0) -
    10 * (r.turnCount > CONCERNING_TURNS ? 1 : 0) -
    8 * r.execution.failure.severity -
    5 * r.execution.loops.severity -
    3 * r.environment.exhaustion.severity -
    8 * (r.execution.unfinished ? 1 : 0);
  return Math.round(Math.min(100, Math.max(0, score)) * 1e6) / 1e6;
}

/** The verdict: a Severe override scores 0, otherwise the score's bucket. */
export function judge(r: ScoreInput): QualityVerdict {
  const override = severeOverride(r);
  if (override !== undefined) return { quality: 'Severe', qualityScore: 0, override };
  const qualityScore = scoreOf(r);
  return { quality: qualityOf(qualityScore), qualityScore, override };
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
