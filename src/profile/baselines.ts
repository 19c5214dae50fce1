/**
 * @module Learned baselines: the medians of a deployment's own traffic (user turns, assistant
 * turns, tool calls, mean assistant message length), learned in bounded memory.
 */
import type { ProfileBaselines } from './profile';

/** What one conversation contributes to the baselines. */
export interface ConversationShape {
  /** User turns (user messages with text). */
  readonly userTurns: number;
  /** Assistant messages. */
  readonly assistantTurns: number;
  /** Tool calls the assistant made. */
  readonly toolCalls: number;
  /** Characters of assistant text per assistant message (0 without assistant messages). */
  readonly assistantChars: number;
}

/** The counts a shape is read from (a report's, or the message counts of the CLI's first pass). */
export interface ShapeCounts {
  readonly turnCount: number;
  readonly assistantTurns: number;
  readonly toolCalls: number;
  /** Characters of assistant text over the whole conversation. */
  readonly assistantChars: number;
}

/** The shape of a conversation. */
export function shapeOf(c: ShapeCounts): ConversationShape {
  return {
    userTurns: c.turnCount,
    assistantTurns: c.assistantTurns,
    toolCalls: c.toolCalls,
    assistantChars: c.assistantTurns > 0 ? c.assistantChars / c.assistantTurns : 0,
  };
}

/** Fewer conversations than this, and nothing is learned: the profile's baselines are used. */
export const MIN_LEARNING_CONVERSATIONS = 50;

/** Values below this are kept exactly; larger ones to three significant digits. */
const EXACT_BELOW = 1024;

/**
 * A value as the learner keeps it: an integer below 1,024 exactly (user turns, tool calls and
 * most message lengths), larger ones rounded to three significant digits, so a histogram holds a
 * few thousand distinct keys at most, whatever the input's size.
 */
export function bucketOf(value: number): number {
  if (!(value > 0)) return 0;
  if (value < EXACT_BELOW) return Math.round(value);
  const scale = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.min(1e9, Math.round(value / scale) * scale);
}

/** A count per bucketed value: the median in memory that does not grow with the input. */
class Histogram {
  private readonly counts = new Map<number, number>();
  private n = 0;

  add(value: number): void {
    const key = bucketOf(value);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.n++;
  }

  /** The median (the mean of the two middle values when the count is even); 0 when empty. */
  median(): number {
    if (this.n === 0) return 0;
    const keys = [...this.counts.keys()].sort((a, b) => a - b);
    const lower = this.at(keys, Math.floor((this.n - 1) / 2));
    const upper = this.at(keys, Math.floor(this.n / 2));
    return (lower + upper) / 2;
  }

  private at(keys: readonly number[], rank: number): number {
    let seen = 0;
    for (const key of keys) {
      seen += this.counts.get(key)!;
      if (seen > rank) return key;
    }
    return keys[keys.length - 1] ?? 0;
  }
}

/**
 * Learns a deployment's baselines from the shapes of its conversations: the median of each field,
 * in memory bounded by the number of distinct values (see {@link bucketOf}), not by the traffic.
 *
 * @example
 * const learner = new BaselineLearner();
 * for (const report of reports) learner.add(shapeOf({ ...report, assistantChars }));
 * const baselines = learner.baselines(); // undefined below 50 conversations
 */
export class BaselineLearner {
  private readonly fields = {
    userTurns: new Histogram(),
    assistantTurns: new Histogram(),
    toolCalls: new Histogram(),
    assistantChars: new Histogram(),
  };
  private n = 0;

  /** Conversations learned from. */
  get size(): number {
    return this.n;
  }

  /** Learns from one conversation. Non-finite or negative fields count as 0. */
  add(shape: ConversationShape): void {
    this.n++;
    this.fields.userTurns.add(finite(shape.userTurns));
    this.fields.assistantTurns.add(finite(shape.assistantTurns));
    this.fields.toolCalls.add(finite(shape.toolCalls));
    this.fields.assistantChars.add(finite(shape.assistantChars));
  }

  /**
   * The medians, as a profile's baselines: user turns rounded to a whole number (half up), the others to
   * one decimal, assistant turns and message length at least 1 (they divide). Undefined below
   * `min` conversations.
   */
  baselines(min: number = MIN_LEARNING_CONVERSATIONS): ProfileBaselines | undefined {
    if (this.n < Math.max(1, min)) return undefined;
    const f = this.fields;
    return {
      userTurns: Math.round(f.userTurns.median()),
      assistantTurns: Math.max(1, round1(f.assistantTurns.median())),
      toolCalls: round1(f.toolCalls.median()),
      assistantChars: Math.max(1, round1(f.assistantChars.median())),
    };
  }
}

function finite(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
