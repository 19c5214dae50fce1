/**
 * @module The terms of `qualityScore`: each signal family's evidence scaled to [0, 1].
 */
import type { SignalReport } from '../types';
import type { ProfileBaselines } from '../profile/profile';
import { REPAIR_RATIO_THRESHOLD } from '../detectors/repair';

/** The report fields the terms read (`execution.unfinished` when the report has it). */
export type ScoreInput = Pick<
  SignalReport,
  | 'turnCount'
  | 'assistantTurns'
  | 'toolCalls'
  | 'efficiencyScore'
  | 'repair'
  | 'frustration'
  | 'repetition'
  | 'positiveFeedback'
  | 'escalation'
  | 'execution'
  | 'environment'
>;

/** How much the assistant wrote: what the mean-message-length effort term reads. */
export interface AssistantText {
  /** Characters of the assistant messages' text, over the whole conversation. */
  readonly assistantChars: number;
  /** Assistant messages with non-empty text. */
  readonly assistantTexts: number;
}

/** Each term of the score in [0, 1]; 0 is "nothing to see". */
export interface ScoreTerms {
  /** The report's efficiency score (1 up to the user-turn baseline). */
  readonly efficiency: number;
  /** Positive user turns / user turns. */
  readonly positiveFeedback: number;
  /** Frustration indicators per user turn, full from {@link FULL_SHARE} on (see {@link shareTerm}). */
  readonly frustration: number;
  /** Repair ratio (at most 1). */
  readonly repair: number;
  /** Repeated assistant messages per assistant message, full from {@link FULL_SHARE} on. */
  readonly repetition: number;
  /** 1 when the user asked to escalate. */
  readonly escalation: number;
  /** Execution-failure severity / 3. */
  readonly failure: number;
  /** Tool-loop severity / 3. */
  readonly loops: number;
  /** Environment-exhaustion severity / 3. */
  readonly exhaustion: number;
  /** 1 when an offline run ended mid-task (`execution.unfinished`). */
  readonly unfinished: number;
  /**
   * Tool-using conversations only: the mean of the steps excess (assistant turns or tool calls,
   * whichever is further above its baseline) and the message-length excess (see {@link effortOf}).
   */
  readonly effort: number;
}

/**
 * The share of a conversation's turns at which frustration or repetition counts in full: the share
 * the repair detector calls concerning (a repair ratio above 0.3), not a fitted number.
 */
export const FULL_SHARE = REPAIR_RATIO_THRESHOLD;

/**
 * `count` as a share of `turns`, scaled so that {@link FULL_SHARE} of the turns or more is 1: one
 * frustrated turn weighs more in a three-turn conversation than in a thirty-turn one, and a long
 * conversation does not pay more for having given a signal more chances to fire. 0 without turns.
 */
export function shareTerm(count: number, turns: number): number {
  if (!(turns > 0) || !(count > 0)) return 0;
  return Math.min(1, count / turns / FULL_SHARE);
}

/** Effort at this many times its baseline counts in full. */
export const EFFORT_CAP_RATIO = 4;

/**
 * How far `value` is above `baseline` on a log scale, in [0, 1]: 0 at or below the baseline,
 * `ln(value / baseline) / ln 4`, 1 from four times the baseline on.
 */
export function excess(value: number, baseline: number): number {
  if (!(value > baseline) || !(baseline > 0)) return 0;
  return Math.min(1, Math.log(value / baseline) / Math.log(EFFORT_CAP_RATIO));
}

/**
 * How much work a tool-using run took, in [0, 1]: the mean of two excesses over the profile's
 * baselines (see {@link excess}), how many steps it took (assistant turns or tool calls, whichever
 * is further above its baseline: the two count much the same steps) and how long the assistant's
 * messages are. Both add to the cost: a long run of long messages pays more than a long run of
 * short ones. 0 for a conversation without tool calls (a chat pays for its length only through
 * efficiency).
 */
export function effortOf(r: ScoreInput, text: AssistantText, baselines: ProfileBaselines): number {
  if (r.toolCalls <= 0) return 0;
  const meanChars = text.assistantTexts > 0 ? text.assistantChars / text.assistantTexts : 0;
  const steps = Math.max(excess(r.assistantTurns, baselines.assistantTurns), excess(r.toolCalls, baselines.toolCalls));
  return (steps + excess(meanChars, baselines.assistantChars)) / 2;
}

/** The terms of a report. */
export function scoreTerms(r: ScoreInput, text: AssistantText, baselines: ProfileBaselines): ScoreTerms {
  const unfinished = (r.execution as { unfinished?: unknown }).unfinished === true;
  return {
    efficiency: clamp01(r.efficiencyScore),
    positiveFeedback: r.turnCount > 0 ? clamp01(r.positiveFeedback.count / r.turnCount) : 0,
    frustration: shareTerm(r.frustration.count, r.turnCount),
    repair: clamp01(r.repair.ratio),
    repetition: shareTerm(r.repetition.count, r.assistantTurns),
    escalation: r.escalation.requested ? 1 : 0,
    failure: r.execution.failure.severity / 3,
    loops: r.execution.loops.severity / 3,
    exhaustion: r.environment.exhaustion.severity / 3,
    unfinished: unfinished ? 1 : 0,
    effort: effortOf(r, text, baselines),
  };
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
