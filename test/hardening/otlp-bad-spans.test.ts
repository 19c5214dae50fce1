/**
 * The CLI reports OTLP spans it cannot use, as it reports bad lines: where (file and span id),
 * why, and exit code 1. A bad span is left out; the other spans of the file are scored.
 */
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main';

interface SpanSpec {
  spanId: string;
  parentSpanId?: string;
  traceId?: string;
  input?: string;
  session?: string;
}

const turn = (text: string) => JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: text }] }]);

function otlp(spans: SpanSpec[]): string {
  return JSON.stringify({
    resourceSpans: [
      {
        scopeSpans: [
          {
            spans: spans.map((s, i) => ({
              traceId: s.traceId ?? 'trace-1',
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? '',
              startTimeUnixNano: String(i * 1000),
              endTimeUnixNano: String(i * 1000 + 500),
              attributes: [
                ...(s.input === undefined ? [] : [{ key: 'gen_ai.input.messages', value: { stringValue: s.input } }]),
                ...(s.session === undefined ? [] : [{ key: 'session.id', value: { stringValue: s.session } }]),
              ],
            })),
          },
        ],
      },
    ],
  });
}

function reports(stdout: string): Array<{ id: string; turnCount: number }> {
  return stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as { id: string; turnCount: number });
}

describe('bad OTLP spans', () => {
  it('a message attribute holding truncated JSON is reported with the span id; the other spans are scored', async () => {
    const good = turn('where is my parcel');
    const run = await runMain(
      ['score', '-'],
      otlp([
        { spanId: 'good-1', input: good, traceId: 'a' },
        { spanId: 'cut-1', input: good.slice(0, 25), traceId: 'b' },
      ]) + '\n',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin> span cut-1: .*gen_ai\.input\.messages.*(invalid|truncated) JSON/m);
    expect(reports(run.stdout).map((r) => r.id)).toEqual(['a']);
  });

  it('a message attribute over 1,000,000 characters is reported', async () => {
    const huge = turn('x'.repeat(1_000_001));
    const run = await runMain(['score', '-'], otlp([{ spanId: 'huge-1', input: huge }]) + '\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin> span huge-1: .*over 1,000,000 characters/m);
  });

  it('a span that is its own parent is reported, not silently dropped', async () => {
    const run = await runMain(
      ['score', '-'],
      otlp([
        { spanId: 'self', parentSpanId: 'self', input: turn('hello there'), traceId: 'a' },
        { spanId: 'ok', input: turn('good morning'), traceId: 'b' },
      ]) + '\n',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin> span self: .*own (parent|ancestor)/m);
    expect(reports(run.stdout).map((r) => r.id)).toEqual(['b']);
  });

  it('two spans that are each other’s parent are both reported', async () => {
    const run = await runMain(
      ['score', '-'],
      otlp([
        { spanId: 'p', parentSpanId: 'q', input: turn('first question') },
        { spanId: 'q', parentSpanId: 'p', input: turn('second question') },
      ]) + '\n',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^<stdin> span p: /m);
    expect(run.stderr).toMatch(/^<stdin> span q: /m);
    expect(run.stderr).toMatch(/skipped 2 bad lines/);
  });

  it('a well-formed export is scored with exit 0 and nothing on stderr', async () => {
    const run = await runMain(
      ['score', '-'],
      otlp([
        { spanId: 'root', input: turn('book a table'), session: 's' },
        { spanId: 'child', parentSpanId: 'root', input: turn('book a table') },
      ]) + '\n',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});
