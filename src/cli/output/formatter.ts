/**
 * @module The `Formatter` interface shared by the table, JSON, JSONL and CSV listings, and the
 * record they print.
 */
import type { SignalReport } from '../../types';
import { NOT_SCORED_REASON } from '../select/not-scored';
import type { Scored } from '../select/scored';

/** Turns scored conversations into text, one row at a time (so listings stream). */
export interface Formatter {
  /** Text before the first row (a header), possibly empty. */
  begin(): string;
  /** The text of one row, newline included. */
  row(item: Scored): string;
  /** The row of a conversation with nothing to score (see `isScored`), newline included. */
  notScored(item: Unscored): string;
  /** Text after the last row, possibly empty. */
  end(): string;
}

/** A conversation read but not scored: where it is. */
export interface Unscored {
  readonly id: string;
  readonly source: string;
}

/**
 * The machine-readable record of a conversation that was not scored: `scored: false` and why, in
 * place of a report (whose neutral verdict would read as a clean one).
 */
export interface UnscoredRecord {
  readonly id: string;
  readonly source: string;
  readonly scored: false;
  readonly reason: string;
}

/** The {@link UnscoredRecord} of a conversation that was not scored. */
export function unscoredRecord(item: Unscored): UnscoredRecord {
  return { id: item.id, source: item.source, scored: false, reason: NOT_SCORED_REASON };
}

/** The machine-readable record of one conversation: its id and source, then the report. */
export type OutputRecord = { id: string; source: string } & SignalReport;

/** The {@link OutputRecord} of a scored conversation. */
export function outputRecord(item: Scored): OutputRecord {
  return { id: item.id, source: item.source, ...item.report };
}
