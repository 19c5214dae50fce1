/**
 * @module The terms of `qualityScore`: each signal family's evidence scaled to [0, 1].
 */
import type { SignalReport } from '../types';
import type { ProfileBaselines } from '../profile/profile';
import { REPAIR_RATIO_THRESHOLD } from '../detectors/repair';
import { shapeOf } from '../profile/baselines';

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

/** How much the assistant wrote: what the message-length part of effort reads. */
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
  /** Positive user turns per user turn, full from {@link FULL_SHARE} on (see {@link shareTerm}). */
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
   * How much work the conversation took against the baselines ({@link workOf} over
   * {@link EFFORT_RANGE}), in [−{@link EFFORT_BONUS}, {@link EFFORT_MAX}]: a long run of long messages pays more than
   * a long run of short ones; a conversation shorter than usual gains a little, up to a quarter of
   * the effort weight (an efficient resolution is part of an Excellent verdict, but shortness alone
   * is not enough for one).
   */
  readonly effort: number;
  /** The same measure of work in [−1, 1], for a profile where length is engagement. */
  readonly engagement: number;
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

/**
 * Work in log₂ units that makes a full term: 4. Engagement reaches its bounds at 16 times (or a
 * sixteenth of) the baselines' work; the 99th percentile of every development source sits at 1.4–3.2
 * (median 0), so a deployment's usual traffic is nowhere near them. Effort is bounded sooner (see
 * {@link EFFORT_BONUS} and {@link EFFORT_MAX}).
 */
export const EFFORT_RANGE = 4;

/** The most a short conversation gains through effort, as a share of the effort weight. */
export const EFFORT_BONUS = 0.25;

/**
 * The most effort costs, as a share of the effort weight: half, reached at 4 times the usual work
 * (20 points in the default profile: 62 − 20 = 42, Neutral). Effort orders conversations; on its own
 * it never makes one Poor, so a flag always rests on evidence a reviewer can read (or a critical
 * condition). The 97th percentile of work on the agent development sources is 1.2–2.0 log₂ units.
 */
export const EFFORT_MAX = 0.5;

/**
 * How much work a conversation took against the deployment's baselines, in log₂ units (0 at the
 * baselines, 1 for twice the work): `log₂(steps / baseline steps) + log₂((1 + chars / baseline
 * chars) / 2)`, where steps are user turns + assistant turns + tool calls (the baseline's user turns
 * counted up to its assistant turns) and chars the mean characters per assistant message. Every
 * conversation has it, chats too.
 */
export function workOf(r: ScoreInput, text: AssistantText, baselines: ProfileBaselines): number {
  const shape = shapeOf({
    turnCount: r.turnCount,
    assistantTurns: r.assistantTurns,
    toolCalls: r.toolCalls,
    assistantChars: text.assistantChars,
  });
  const steps = shape.userTurns + shape.assistantTurns + shape.toolCalls;
  // Each user turn is answered by an assistant message: the usual steps count user turns up to the
  // assistant-turn baseline. (A profile may pin a high user-turn baseline to move the turn thresholds,
  // as the chat profile does; that does not make every conversation short.)
  const baseSteps =
    Math.min(baselines.userTurns, baselines.assistantTurns) + baselines.assistantTurns + baselines.toolCalls;
  const stepsLog = Math.log2(Math.max(1, steps) / Math.max(1, baseSteps));
  const charsLog = Math.log2((1 + shape.assistantChars / Math.max(1, baselines.assistantChars)) / 2);
  const work = stepsLog + charsLog;
  return Number.isFinite(work) ? work : 0;
}

/** The terms of a report; `work` when the caller already has it (see {@link workOf}). */
export function scoreTerms(
  r: ScoreInput,
  text: AssistantText,
  baselines: ProfileBaselines,
  work: number = workOf(r, text, baselines),
): ScoreTerms {
  const unfinished = (r.execution as { unfinished?: unknown }).unfinished === true;
  return {
    efficiency: clamp01(r.efficiencyScore),
    positiveFeedback: shareTerm(r.positiveFeedback.count, r.turnCount),
    frustration: shareTerm(r.frustration.count, r.turnCount),
    repair: clamp01(r.repair.ratio),
    repetition: shareTerm(r.repetition.count, r.assistantTurns),
    escalation: r.escalation.requested ? 1 : 0,
    failure: r.execution.failure.severity / 3,
    loops: r.execution.loops.severity / 3,
    exhaustion: r.environment.exhaustion.severity / 3,
    unfinished: unfinished ? 1 : 0,
    effort: Math.max(-EFFORT_BONUS, Math.min(EFFORT_MAX, work / EFFORT_RANGE)),
    engagement: Math.max(-1, Math.min(1, work / EFFORT_RANGE)),
  };
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
