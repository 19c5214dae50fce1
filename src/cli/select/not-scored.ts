/**
 * @module Conversations with nothing to score: no user turn and no assistant message the analysis
 * could read (an empty list, only system prompts, roles it does not know). The CLI lists them as
 * "not scored", counts them apart and exits 1, rather than print the neutral report `analyze`
 * returns for them as if it were a verdict.
 */
import type { SignalReport } from '../../types';

/** Why a conversation is not scored, as the listings print it. */
export const NOT_SCORED_REASON = 'no user or assistant message';

/** True when the report read at least one user turn or assistant message: its verdict means something. */
export function isScored(report: SignalReport): boolean {
  return report.turnCount > 0 || report.assistantTurns > 0;
}

/** Conversations of a run that were not scored, and where the first of them is. */
export class NotScored {
  /** How many were seen. */
  count = 0;
  private first: string | undefined;

  /** Counts one, found at `source` (`file:line`). */
  add(source: string): void {
    this.count++;
    this.first ??= source;
  }

  /** The closing note for stderr, or undefined when every conversation was scored. */
  note(): string | undefined {
    if (this.first === undefined) return undefined;
    const n = this.count;
    return (
      `${n.toLocaleString('en-US')} conversation${n === 1 ? ' was' : 's were'} not scored: ` +
      `${NOT_SCORED_REASON} (the first at ${this.first})`
    );
  }
}
