/**
 * CSV formula injection: a cell that a spreadsheet would evaluate (starting with `=`, `+`, `-`,
 * `@`, tab or carriage return) is written with a leading `'` (the OWASP rule).
 */
import { describe, expect, it } from 'vitest';
import { cell } from '../../src/cli/output/format-csv';
import { parseCsv } from '../cli/run-cli';
import { runMain } from './run-main';

describe('csv cells', () => {
  it.each(['=HYPERLINK("http://x","click")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\r=1'])(
    'a string starting with a formula character is prefixed with a quote: %j',
    (text) => {
      const parsed = parseCsv(cell(text) + '\r\n')[0]![0]!;
      expect(parsed).toBe(`'${text}`);
    },
  );

  it('other strings and every number are written as they are', () => {
    expect(cell('hello')).toBe('hello');
    expect(cell(' =x')).toBe(' =x');
    expect(cell("'quoted")).toBe("'quoted");
    expect(cell(-1)).toBe('-1');
    expect(cell(-0.5)).toBe('-0.5');
    expect(cell(true)).toBe('true');
  });

  it('a conversation id that is a formula is neutralised in the listing', async () => {
    const line = JSON.stringify({ id: '=HYPERLINK("http://x","click")', messages: [{ role: 'user', content: 'hi' }] });
    const run = await runMain(['score', '-', '-f', 'csv'], line + '\n');
    expect(run.code).toBe(0);
    const rows = parseCsv(run.stdout);
    expect(rows[1]![0]).toBe(`'=HYPERLINK("http://x","click")`);
    expect(rows[1]![1]!.startsWith('<stdin>')).toBe(true);
  });
});
