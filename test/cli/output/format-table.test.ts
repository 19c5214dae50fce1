/**
 * The table listing at the widths people's terminals have: every row fits, and a narrow terminal
 * narrows the id column before it cuts the signals and their evidence.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze';
import { idWidth, tableFormatter } from '../../../src/cli/output/format-table';
import { createStyle } from '../../../src/cli/output/style';
import { displayWidth } from '../../../src/cli/output/text';
import type { Scored } from '../../../src/cli/select/scored';

const chat = (...texts: string[]) => texts.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));

/** Written for this test: a user who gives up after the same answer twice. */
const MESSAGES = chat(
  'How do I cancel my plan?',
  'You can upgrade your plan at any time from the Billing page.',
  'No, I meant cancel, not upgrade',
  'You can upgrade your plan at any time from the Billing page.',
  'forget it, I am done',
);

function row(columns: number, id = 'support-2026-11-25-0042'): string {
  const item: Scored = { seq: 0, id, source: 'chats.jsonl:1', report: analyze(MESSAGES), messages: MESSAGES };
  return tableFormatter(createStyle(false), columns).row(item).trimEnd();
}

describe('table listing', () => {
  it.each([60, 80, 100, 120, 200])('fits a row in %i columns', (columns) => {
    expect(displayWidth(row(columns))).toBeLessThanOrEqual(Math.max(columns, 14 + 29 + 20));
  });

  it('keeps the full id column from 100 columns and narrows it, down to 14, below', () => {
    expect([200, 120, 100, 99, 92, 85, 80, 60].map(idWidth)).toEqual([34, 34, 34, 33, 26, 19, 14, 14]);
  });

  it('cuts a long id in the middle, so ids that differ at their end stay distinct at 80 columns', () => {
    const ids = Array.from({ length: 15 }, (_, i) => `tau-bench-airline-task-${i + 1}`);
    const shown = ids.map((id) => row(80, id).slice(0, 14));
    expect(new Set(shown).size).toBe(15);
    expect(shown[11]).toBe('tau-be…task-12');
    expect(shown[0]).toBe('tau-be…-task-1');
  });

  it('shows a 32-character OTLP trace id whole at 100 and 120 columns', () => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    for (const columns of [100, 120]) expect(row(columns, trace)).toMatch(new RegExp(`^${trace} +Severe`));
    expect(row(80, trace)).toMatch(/^4bf92f…e0e4736 Severe/);
  });

  it('shows every signal family at 80 columns (with a 26-column id, the signals kept 25)', () => {
    const line = row(80);
    expect(line).toMatch(/^suppor…25-0042 Severe/);
    expect(line).toMatch(/ {2}repair repetition escalation/);
  });

  it('shows the evidence whole or not at all', () => {
    expect(row(120)).toMatch(/ {2}repair repetition escalation {2}“forget it”$/);
    // 41 columns of signals and evidence do not fit in 37: the families alone, no `“for…`.
    expect(row(80)).toMatch(/ {2}repair repetition escalation$/);
  });

  it('header columns line up with the row columns at any width', () => {
    for (const columns of [80, 120]) {
      const header = tableFormatter(createStyle(false), columns).begin();
      const line = row(columns);
      expect(line.indexOf(' Severe')).toBe(header.indexOf(' QUALITY'));
    }
  });
});
