/**
 * Round three (issue 29), finding 12: an OTLP message attribute that is not JSON text (a number,
 * bytes, a list of plain strings, plain text) is reported with the span id and exit 1, like
 * invalid JSON, never dropped in silence (the CLI as a child process).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-otlp-values-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOOD = JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'where is my parcel' }] }]);

function span(spanId: string, value: unknown) {
  return {
    traceId: `t-${spanId}`,
    spanId,
    startTimeUnixNano: '1',
    endTimeUnixNano: '2',
    attributes: [{ key: 'gen_ai.input.messages', value }],
  };
}

describe('OTLP message attributes that are not JSON text', () => {
  it('are each reported with their span id and exit 1; the good span is scored (was exit 0, spans dropped)', async () => {
    const file = join(dir, 'spans.json');
    const spans = [
      span('good', { stringValue: GOOD }),
      span('number', { intValue: '42' }),
      span('bytes', { bytesValue: Buffer.from(GOOD).toString('base64') }),
      span('list', { arrayValue: { values: [{ stringValue: 'hello' }, { stringValue: 'there' }] } }),
      span('plain', { stringValue: 'just some text' }),
      span('double', { doubleValue: 1.5 }),
    ];
    writeFileSync(file, JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] }));
    const run = await runCli(['score', file, '-f', 'jsonl']);
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(
      `${file} span number: attribute "gen_ai.input.messages" holds a number, not JSON text`,
    );
    expect(run.stderr).toContain(`${file} span bytes: attribute "gen_ai.input.messages" is not JSON text`);
    expect(run.stderr).toContain(`${file} span list: attribute "gen_ai.input.messages" holds a list, not JSON text`);
    expect(run.stderr).toContain(`${file} span plain: attribute "gen_ai.input.messages" is not JSON text`);
    expect(run.stderr).toContain(`${file} span double: attribute "gen_ai.input.messages" holds a number`);
  });
});
