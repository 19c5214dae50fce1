/**
 * @module CSV listing (RFC 4180): one row per conversation with the scalar report fields and the
 * signal types with their counts (`type:count;…`); a conversation not scored has `not scored` as
 * its quality and the reason as its summary.
 */
import type { SignalReport } from '../../types';
import type { Scored } from '../select/scored';
import { NOT_SCORED_REASON } from '../select/not-scored';
import type { Formatter, Unscored } from './formatter';

/** First characters that make a spreadsheet evaluate a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

type Column = readonly [header: string, value: (r: SignalReport) => string | number | boolean];

const COLUMNS: readonly Column[] = [
  ['quality', (r) => r.quality],
  ['quality_score', (r) => r.qualityScore],
  ['flagged', (r) => r.flagged],
  ['language', (r) => r.language],
  ['turn_count', (r) => r.turnCount],
  ['assistant_turns', (r) => r.assistantTurns],
  ['tool_calls', (r) => r.toolCalls],
  ['efficiency_score', (r) => r.efficiencyScore],
  ['repair_count', (r) => r.repair.count],
  ['repair_ratio', (r) => r.repair.ratio],
  ['frustration_count', (r) => r.frustration.count],
  ['frustration_severity', (r) => r.frustration.severity],
  ['repetition_count', (r) => r.repetition.count],
  ['repetition_severity', (r) => r.repetition.severity],
  ['repetition_looping', (r) => r.repetition.looping],
  ['positive_feedback_count', (r) => r.positiveFeedback.count],
  ['positive_feedback_confidence', (r) => r.positiveFeedback.confidence],
  ['escalation_requested', (r) => r.escalation.requested],
  ['escalation_count', (r) => r.escalation.count],
  ['escalation_handoff', (r) => r.escalation.handoff],
  ['execution_failure_count', (r) => r.execution.failure.count],
  ['execution_failure_severity', (r) => r.execution.failure.severity],
  ['execution_loops_count', (r) => r.execution.loops.count],
  ['execution_loops_severity', (r) => r.execution.loops.severity],
  ['environment_exhaustion_count', (r) => r.environment.exhaustion.count],
  ['environment_exhaustion_severity', (r) => r.environment.exhaustion.severity],
  ['signal_types', (r) => signalTypes(r)],
  ['summary', (r) => r.summary],
];

/** The CSV header: `id,source,` then the report columns. */
export const CSV_HEADER = ['id', 'source', ...COLUMNS.map(([header]) => header)].join(',');

/** CSV with a header row. */
export function csvFormatter(): Formatter {
  return {
    begin: () => `${CSV_HEADER}\r\n`,
    row: (item: Scored) =>
      `${[item.id, item.source, ...COLUMNS.map(([, value]) => value(item.report))].map(cell).join(',')}\r\n`,
    // `not scored` in the quality column, the reason in the summary column, the rest empty.
    notScored: (item: Unscored) =>
      `${[item.id, item.source, 'not scored', ...COLUMNS.slice(1, -1).map(() => ''), NOT_SCORED_REASON].map(cell).join(',')}\r\n`,
    end: () => '',
  };
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. A string a spreadsheet would
 * read as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return: ids and summaries
 * come from the input) gets a leading `'`, the OWASP rule against CSV injection. Numbers are
 * written as they are.
 */
export function cell(value: string | number | boolean): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function signalTypes(report: SignalReport): string {
  const counts = new Map<string, number>();
  for (const signal of report.signals) counts.set(signal.type, (counts.get(signal.type) ?? 0) + 1);
  return [...counts].map(([type, n]) => `${type}:${n}`).join(';');
}
