/**
 * @module `qualityScore`, the verdict and the flag rule: a weighted sum of bounded terms; a
 * critical condition places the score in the Severe band; the verdict is always the score's bucket.
 */
import { excessiveTurns } from '../detectors/turns';
import type { Quality } from '../types';
import type { ProfileWeights, ScoreProfile } from '../profile/profile';
import { scoreTerms, workOf, type AssistantText, type ScoreInput, type ScoreTerms } from './terms';

/**
 * The score of a conversation at the deployment's baselines with no evidence: Good. Shortness adds
 * at most a quarter of the effort weight (10 points in the default profile: still Good); positive
 * feedback on top of it reaches Excellent.
 */
export const BASE_SCORE = 62;

/** Scores below this are Severe; a critical condition places the score below it. */
export const SEVERE_BELOW = 25;

/** The condition that placed the score in the Severe band. */
export type SevereCause = 'escalation' | 'frustration' | 'repetition' | 'turns';

/** A weight of the profile, and so a term of the score. */
export type TermKey = keyof ProfileWeights;

/** A term's share of the score, in points (negative lowers it). */
export interface TermPoints {
  readonly term: TermKey;
  readonly points: number;
}

/** A verdict: bucket, score, the condition that placed it in the Severe band, and what moved it. */
export interface QualityVerdict {
  readonly quality: Quality;
  readonly qualityScore: number;
  /** The critical condition that placed the score in the Severe band. */
  readonly cause: SevereCause | undefined;
  /** The terms that moved the score, largest first (at most three, each at least one point). */
  readonly moved: readonly TermPoints[];
  /** The conversation's work against the baselines, in log₂ units (see `workOf`). */
  readonly work: number;
  /** Points the profile's learned vocabulary moved the score by (see `withVocabulary`), when it moved it. */
  readonly learned?: number;
}

/** Bucket of a score: ≥ 75 Excellent, ≥ 60 Good, ≥ 40 Neutral, ≥ 25 Poor, else Severe. */
export function qualityOf(score: number): Quality {
  if (score >= 75) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Neutral';
  if (score >= SEVERE_BELOW) return 'Poor';
  return 'Severe';
}

/**
 * The critical condition that places the score in the Severe band, if any: escalation requested,
 * frustration severity 3, repetition severity 3, or more user turns than the excessive threshold
 * (the deployment's user-turn baseline + 7).
 */
export function severeCause(r: ScoreInput, baselineTurns: number): SevereCause | undefined {
  if (r.escalation.requested) return 'escalation';
  if (r.frustration.severity === 3) return 'frustration';
  if (r.repetition.severity === 3) return 'repetition';
  if (r.turnCount > excessiveTurns(baselineTurns)) return 'turns';
  return undefined;
}

/**
 * Each term's points under the weights: efficiency `−w·(1 − efficiency)`, positive feedback and
 * engagement `+w·term`, every other term `−w·term`. In weight-key order.
 */
export function termPoints(t: ScoreTerms, w: ProfileWeights): TermPoints[] {
  return [
    { term: 'efficiency', points: -w.efficiency * (1 - t.efficiency) },
    { term: 'positiveFeedback', points: w.positiveFeedback * t.positiveFeedback },
    { term: 'frustration', points: -w.frustration * t.frustration },
    { term: 'repair', points: -w.repair * t.repair },
    { term: 'repetition', points: -w.repetition * t.repetition },
    { term: 'escalation', points: -w.escalation * t.escalation },
    { term: 'failure', points: -w.failure * t.failure },
    { term: 'loops', points: -w.loops * t.loops },
    { term: 'exhaustion', points: -w.exhaustion * t.exhaustion },
    { term: 'unfinished', points: -w.unfinished * t.unfinished },
    { term: 'effort', points: -w.effort * t.effort },
    { term: 'engagement', points: w.engagement * t.engagement },
  ];
}

/**
 * `BASE_SCORE` plus every term's points (see {@link termPoints}), clamped to [0, 100] and rounded to 6
 * decimals (float noise never crosses a bucket edge).
 */
export function scoreOfTerms(t: ScoreTerms, w: ProfileWeights): number {
  return scoreOfPoints(termPoints(t, w));
}

/** {@link scoreOfTerms} from the terms' points, summed in their order. */
function scoreOfPoints(points: readonly TermPoints[]): number {
  let score = BASE_SCORE;
  for (let k = 0; k < points.length; k++) score += points[k]!.points;
  return round6(Math.min(100, Math.max(0, score)));
}

/** Points of the Severe band per point of score: [0, 100] maps to [0, 24.99]. */
export const SEVERE_SCALE = (SEVERE_BELOW - 0.01) / 100;

/**
 * A score placed in the Severe band: scaled from [0, 100] into [0, 24.99], so a critical
 * conversation is Severe and still ordered, within the band, by everything else.
 */
export function severeScore(score: number): number {
  return round6(Math.min(100, Math.max(0, score)) * SEVERE_SCALE);
}

/** Points below this do not count as having moved the score. */
export const MOVED_MIN_POINTS = 1;

/** The verdict of a report under a profile; `baselineTurns` sets the excessive-turn threshold. */
export function judge(
  r: ScoreInput,
  text: AssistantText,
  profile: Pick<ScoreProfile, 'baselines' | 'weights'>,
  baselineTurns: number,
): QualityVerdict {
  const work = workOf(r, text, profile.baselines);
  const terms = scoreTerms(r, text, profile.baselines, work);
  const points = termPoints(terms, profile.weights);
  const score = scoreOfPoints(points);
  const cause = severeCause(r, baselineTurns);
  const qualityScore = cause === undefined ? score : severeScore(score);
  return { quality: qualityOf(qualityScore), qualityScore, cause, moved: mostMoved(points), work };
}

/** Most terms listed as having moved the score. */
const MOVED_MAX_TERMS = 3;

/**
 * The terms that moved the score most (at least {@link MOVED_MIN_POINTS}, by absolute points,
 * ties in term order: a stable sort), {@link MOVED_MAX_TERMS} at most, picked in one pass.
 */
function mostMoved(points: readonly TermPoints[]): TermPoints[] {
  const top: TermPoints[] = [];
  for (let k = 0; k < points.length; k++) {
    const p = points[k]!;
    const size = Math.abs(p.points);
    if (!(size >= MOVED_MIN_POINTS)) continue;
    let at = top.length;
    while (at > 0 && Math.abs(top[at - 1]!.points) < size) at--;
    if (at >= MOVED_MAX_TERMS) continue;
    top.splice(at, 0, p);
    if (top.length > MOVED_MAX_TERMS) top.pop();
  }
  return top.map((p) => ({ term: p.term, points: round6(p.points) }));
}

/**
 * Flag rule ("a reviewer should look"): any frustration; looping; escalation requested; execution
 * failure severity ≥ 2 or any tool loop; quality Poor or Severe. A handoff alone does not flag.
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

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
