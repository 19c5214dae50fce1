/**
 * @module `Scored`: one analysed conversation as the CLI passes it around, and the order
 * "worst first" used by `--top`, the summary and the HTML report.
 */
import type { Quality, Signal, SignalReport } from '../../types';

/** One analysed conversation. */
export interface Scored {
  /** Position in the whole input (0-based), the final tie-break. */
  readonly seq: number;
  readonly id: string;
  /** `file:line`, `file#item` or `file trace <id>`. */
  readonly source: string;
  readonly report: SignalReport;
  /** The messages that were analysed (signal indices point into them). */
  readonly messages: readonly unknown[];
}

const RANK: Readonly<Record<Quality, number>> = { Severe: 0, Poor: 1, Neutral: 2, Good: 3, Excellent: 4 };

/** True for signals that count against a conversation (all but positive feedback and handoff). */
export function isNegative(signal: Signal): boolean {
  return !signal.type.startsWith('interaction.positive_feedback.') && signal.type !== 'execution.handoff';
}

/** Number of negative signals of a report. */
export function negativeCount(report: SignalReport): number {
  let n = 0;
  for (const signal of report.signals) if (isNegative(signal)) n++;
  return n;
}

/**
 * Worst first, by `qualityScore`: lower score first; on equal scores, more evidence first (more
 * negative signals, then a worse bucket, then flagged), then input order.
 */
export function compareWorst(a: Scored, b: Scored): number {
  return (
    a.report.qualityScore - b.report.qualityScore ||
    negativeCount(b.report) - negativeCount(a.report) ||
    RANK[a.report.quality] - RANK[b.report.quality] ||
    Number(b.report.flagged) - Number(a.report.flagged) ||
    a.seq - b.seq
  );
}

/** The source without a trailing repeat of the id (`file.json trace` for `file.json trace <id>`). */
export function sourceLabel(item: Scored): string {
  return item.source.endsWith(` ${item.id}`) ? item.source.slice(0, -item.id.length - 1) : item.source;
}
