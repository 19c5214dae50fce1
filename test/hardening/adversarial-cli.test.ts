/**
 * Adversarial input to the command, run in-process (`main` with an injected stdin): each hostile
 * line is reported (or scored) on its own and the lines after it are still read.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/run';

interface Run {
  code: number;
  reports: Array<{ id: string; quality: string; turnCount: number; scored?: false }>;
  stderr: string;
}

async function score(text: string): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(['score', '-', '--format', 'jsonl'], {
    stdin: Readable.from([Buffer.from(text, 'utf8')]),
    stdout: { write: (t: string) => (stdout += t), isTTY: false },
    stderr: { write: (t: string) => (stderr += t), isTTY: false },
    env: {},
  });
  const reports = stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Run['reports'][number]);
  return { code, reports, stderr };
}

const line = (id: string, messages: unknown[]): string => JSON.stringify({ id, messages });
const FIRST = line('first', [{ role: 'user', content: 'hello' }]);
const LAST = line('last', [{ role: 'user', content: 'thank you' }]);

describe('hostile lines do not end the input', () => {
  // Regression: readRecord recursed into nested arrays, and the stack overflow ended the whole
  // input at the line that caused it (fixed in src/cli/input/read-source.ts: readValue).
  it('a line of 100,000 nested arrays is one bad line; the next line is still scored', async () => {
    const run = await score([FIRST, '['.repeat(100_000) + ']'.repeat(100_000), LAST].join('\n'));
    expect(run.code).toBe(1);
    expect(run.reports.map((r) => r.id)).toEqual(['first', 'last']);
    expect(run.stderr).toMatch(/^<stdin>:2: could not be read/m);
    expect(run.stderr).toMatch(/skipped 1 bad line; scored 2 conversations/);
  });

  it('a JSON document whose item nests 100,000 arrays deep reports that item', async () => {
    const run = await score(`[\n  ${FIRST},\n  ${'['.repeat(100_000)}${']'.repeat(100_000)},\n  ${LAST}\n]\n`);
    expect(run.code).toBe(1);
    expect(run.reports.map((r) => r.id)).toEqual(['first', 'last']);
    expect(run.stderr).toMatch(/^<stdin>: item 2: could not be read/m);
  });

  it('an OTLP request with a 100,000-deep kvlist attribute is read; the attribute past 64 levels is dropped', async () => {
    let value: unknown = { stringValue: 'bottom' };
    for (let i = 0; i < 100_000; i++) value = { kvlistValue: { values: [{ key: 'k', value }] } };
    // JSON.stringify would overflow on this depth too: build the text by hand.
    const open = '{"kvlistValue":{"values":[{"key":"k","value":'.repeat(100_000);
    const deep = `${open}{"stringValue":"bottom"}${'}]}}'.repeat(100_000)}`;
    const otlp = `{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"t","spanId":"s","attributes":[{"key":"x","value":${deep}}]}]}]}]}`;
    const run = await score([FIRST, otlp, LAST].join('\n'));
    expect(run.code).toBe(0);
    expect(run.reports.map((r) => r.id)).toEqual(['first', 'last']);
    expect(run.stderr).toBe('');
  });

  it('a line that is invalid JSON ten megabytes long is reported with its number, the error text capped', async () => {
    const run = await score([FIRST, `{"messages": [${'1,'.repeat(5_000_000)}`, LAST].join('\n'));
    expect(run.reports.map((r) => r.id)).toEqual(['first', 'last']);
    const reported = run.stderr.split('\n').find((l) => l.startsWith('<stdin>:2: invalid JSON'));
    expect(reported).toBeDefined();
    expect(reported!.length).toBeLessThan(400);
  });
});

describe('hostile but valid lines are scored', () => {
  it.each([
    ['a 1 MB message of one character', line('x', [{ role: 'user', content: '!'.repeat(1 << 20) }])],
    ["a 1 MB message of 'don't'", line('x', [{ role: 'user', content: "don't".repeat(200_000) }])],
    [
      '50,000 messages',
      line(
        'x',
        Array.from({ length: 50_000 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` })),
      ),
    ],
    [
      'lone surrogates and bidi controls',
      line('x', [{ role: 'user', content: '\uD800\u202E\u2066THIS\u200B IS\u200D BROKEN!!!\uDFFF' }]),
    ],
  ])('%s', async (_, hostile) => {
    const run = await score([FIRST, hostile, LAST].join('\n'));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.reports.map((r) => r.id)).toEqual(['first', 'x', 'last']);
  });
});

describe('hostile lines with nothing readable are listed as not scored', () => {
  it.each([
    [
      'numbers, objects and null as content',
      line('x', [
        { role: 'user', content: 5 },
        { role: 'user', content: { a: 1 } },
        { role: 'user', content: null },
        null,
        7,
        'text',
      ]),
    ],
    [
      'ShareGPT with junk values',
      JSON.stringify({
        id: 'x',
        conversations: [
          { from: 'human', value: 5 },
          { from: 'gpt', value: null },
          { from: 'function_call', value: '{"name":' },
        ],
      }),
    ],
  ])('%s', async (_, hostile) => {
    const run = await score([FIRST, hostile, LAST].join('\n'));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'agent-signals: 1 conversation was not scored: no user or assistant message (the first at <stdin>:2)\n',
    );
    expect(run.reports.map((r) => [r.id, r.scored])).toEqual([
      ['first', undefined],
      ['x', false],
      ['last', undefined],
    ]);
  });
});
