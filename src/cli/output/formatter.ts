/**
 * @module The `Formatter` interface shared by the table, JSON, JSONL and CSV listings, and the
 * record they print.
 */
import type { SignalReport } from '../../types';
import type { Scored } from '../select/scored';

/** Turns scored conversations into text, one row at a time (so listings stream). */
export interface Formatter {
  /** Text before the first row (a header), possibly empty. */
  begin(): string;
  /** The text of one row, newline included. */
  row(item: Scored): string;
  /** Text after the last row, possibly empty. */
  end(): string;
}

/** The machine-readable record of one conversation: its id and source, then the report. */
export type OutputRecord = { id: string; source: string } & SignalReport;

/** The {@link OutputRecord} of a scored conversation. */
export function outputRecord(item: Scored): OutputRecord {
  return { id: item.id, source: item.source, ...item.report };
}
