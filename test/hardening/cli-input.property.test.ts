import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyValues } from '../../src/cli/input/otlp-values';
import { readOtlpRequest } from '../../src/cli/input/otlp-spans';
import { readSource, type InputEvent } from '../../src/cli/input/read-source';
import { readRecord } from '../../src/cli/input/records';
import { SpanConversations } from '../../src/cli/input/span-conversations';
import { main, type CliOutput } from '../../src/cli/run';
import { analyze } from '../../src/analyze';
import { CLI_TIMEOUT, runCli } from '../cli/run-cli';
import { hostileText, junkValue, messages as messageArrays } from './arbitraries';
import { expectWellFormedReport } from './invariants';

/** Everything `readSource` yields for `bytes` given on stdin. */
async function readAll(bytes: Uint8Array | string): Promise<InputEvent[]> {
  const events: InputEvent[] = [];
  const stdin = Readable.from([typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)]);
  for await (const event of readSource('-', { bytes: 0 }, stdin)) events.push(event);
  return events;
}

/** A `bad` event names stdin, a line, a line and column, or an item of a document. */
const WHERE = /^<stdin>(:\d+(\.\d+)*|:\d+:\d+|: item \d+|#\d+)?$/;

function expectWellFormedEvents(events: readonly InputEvent[], lineCount: number): void {
  for (const event of events) {
    if (event.kind === 'bad') {
      expect(event.where).toMatch(WHERE);
      const line = /^<stdin>:(\d+)/.exec(event.where)?.[1];
      if (line !== undefined) expect(Number(line)).toBeLessThanOrEqual(lineCount);
      expect(typeof event.reason).toBe('string');
      expect(event.reason.length).toBeGreaterThan(0);
    } else {
      const { id, source, messages } = event.conversation;
      expect(typeof id).toBe('string');
      expect(source.startsWith('<stdin>')).toBe(true);
      expect(Array.isArray(messages)).toBe(true);
      expectWellFormedReport(analyze(messages), messages);
    }
  }
}

/** One JSONL line: a valid record of each accepted shape, broken JSON, or hostile text. */
const jsonlLine: fc.Arbitrary<string> = fc.oneof(
  messageArrays(6).map((messages) => JSON.stringify({ id: 'x', messages })),
  messageArrays(6).map((messages) => JSON.stringify(messages)),
  fc
    .array(
      fc.record({
        from: fc.constantFrom('human', 'gpt', 'function_call', 'observation', 'system', 'alien'),
        value: fc.oneof(hostileText, junkValue),
      }),
      { maxLength: 4 },
    )
    .map((conversations) => JSON.stringify({ conversations })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '',
    '   ',
    '{',
    '[',
    '{"messages": 5}',
    '{"resourceSpans": {}}',
    '{"resourceSpans": [{"scopeSpans": [{"spans": [{}]}]}]}',
    '[[], [1]]',
    '\uFEFF{"messages": []}',
    'null',
    '"str"',
  ),
  hostileText.map((t) => t.replace(/[\r\n]/g, ' ')),
);

describe('CLI input parsing on arbitrary bytes (fast-check, in-process)', () => {
  it('readSource never throws on random bytes, and reports bad input with its position', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => {
        const events = await readAll(bytes);
        expectWellFormedEvents(
          events,
          Buffer.from(bytes)
            .toString('utf8')
            .split(/\r?\n|\r/).length,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('readSource never throws on JSONL-ish lines; each line of a JSONL input is scored or reported by its number', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(jsonlLine, { minLength: 1, maxLength: 8 }), async (lines) => {
        // A valid first record fixes JSONL mode, so every line's fate is known.
        const text = [JSON.stringify({ id: 'first', messages: [] }), ...lines].join('\n');
        const events = await readAll(text);
        const lineCount = lines.length + 1;
        expectWellFormedEvents(events, lineCount);
        const accounted = new Set<number>();
        for (const e of events) {
          const where = e.kind === 'bad' ? e.where : e.conversation.source;
          const line = /^<stdin>:(\d+)/.exec(where)?.[1];
          if (line !== undefined) accounted.add(Number(line));
        }
        const all = [JSON.stringify({ id: 'first', messages: [] }), ...lines];
        all.forEach((line, i) => {
          const blank = line.replace(/^\uFEFF/, '').trim() === '';
          // A line holding an OTLP request is grouped into conversations at the end; every other
          // non-blank line is accounted for.
          if (blank || line.includes('resourceSpans')) return;
          expect(accounted.has(i + 1), `line ${i + 1}: ${line.slice(0, 80)}`).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('readRecord never throws on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 4 }), junkValue, messageArrays(4)), (value) => {
        const record = readRecord(value, '1', 'f:1');
        expect(['conversations', 'otlp', 'bad']).toContain(record.kind);
        if (record.kind === 'conversations')
          for (const c of record.conversations) expect(Array.isArray(c.messages)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('OTLP reading never throws on arbitrary request shapes', () => {
    const anyValue = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.record({
          stringValue: fc.oneof(
            hostileText,
            fc.constantFrom('[{"role":"user","parts":[{"type":"text","content":"THIS IS BROKEN!!!"}]}]'),
          ),
        }),
        fc.record({ intValue: fc.oneof(fc.constantFrom('9007199254740993', '1e400', 'x', ''), fc.integer()) }),
        fc.record({ doubleValue: fc.double() }),
        fc.record({ boolValue: junkValue }),
        fc.record({ arrayValue: fc.record({ values: fc.array(tie('value'), { maxLength: 3 }) }) }),
        fc.record({
          kvlistValue: fc.record({
            values: fc.array(fc.record({ key: fc.string(), value: tie('value') }), { maxLength: 3 }),
          }),
        }),
        junkValue,
      ),
    })).value;
    const attribute = fc.record({
      key: fc.constantFrom(
        'gen_ai.input.messages',
        'gen_ai.conversation.id',
        'session.id',
        'llm.input_messages.0.message.content',
        'x',
      ),
      value: anyValue,
    });
    const span = fc.record(
      {
        traceId: fc.constantFrom('t1', 't2', 5),
        spanId: fc.constantFrom('s1', 's2', 's3'),
        parentSpanId: fc.constantFrom('s1', 's2', 's3', ''),
        startTimeUnixNano: fc.oneof(fc.constantFrom('1', '2', 'x'), junkValue),
        endTimeUnixNano: fc.oneof(fc.constantFrom('1', '2'), junkValue),
        attributes: fc.oneof(fc.array(attribute, { maxLength: 4 }), junkValue),
      },
      { requiredKeys: [] },
    );
    const request = fc.record({
      resourceSpans: fc.array(
        fc.oneof(
          fc.record({ scopeSpans: fc.array(fc.record({ spans: fc.array(span, { maxLength: 4 }) }), { maxLength: 2 }) }),
          junkValue,
        ),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(request, fc.array(attribute, { maxLength: 6 }), (req, attributes) => {
        expect(typeof keyValues(attributes)).toBe('object');
        const spans = new SpanConversations();
        readOtlpRequest(req, (s) => spans.add(s));
        for (const c of spans.conversations('<stdin>')) expectWellFormedReport(analyze(c.messages), c.messages);
      }),
      { numRuns: 150 },
    );
  });

  it('the whole command (main) on random bytes exits 0 or 1, prints JSON reports, never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.array(jsonlLine, { maxLength: 5 }).map((l) => Buffer.from(l.join('\n'))),
        ),
        async (bytes) => {
          let stdout = '';
          let stderr = '';
          const out = (append: (t: string) => void): CliOutput => ({ write: (t: string) => append(t), isTTY: false });
          const code = await main(['score', '-', '--format', 'jsonl'], {
            stdin: Readable.from([Buffer.from(bytes)]),
            stdout: out((t) => (stdout += t)),
            stderr: out((t) => (stderr += t)),
            env: {},
          });
          expect([0, 1]).toContain(code);
          // A report, or a conversation with nothing to score, said as such.
          for (const line of stdout.split('\n').filter((l) => l !== '')) {
            const record = JSON.parse(line) as { quality?: unknown; scored?: unknown };
            expect(record.scored === false || typeof record.quality === 'string', line).toBe(true);
          }
          // Exit 1 says why: a bad line, a conversation not scored, or no conversation at all.
          if (code === 1)
            expect(stderr).toMatch(
              /^<stdin>|^agent-signals: [\d,]+ conversations? w(as|ere) not scored|^agent-signals: no conversations found/m,
            );
          // Exit 0: nothing on stderr but, at most, the closing note on messages of unknown roles.
          else
            expect(stderr).toMatch(
              /^(agent-signals: [\d,]+ conversations? ha(s|ve) messages whose role is not [^\n]*\n)?$/,
            );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('CLI as a child process on a file of random bytes', { timeout: CLI_TIMEOUT }, () => {
  it('exits 1 with line-numbered errors, not a crash', async () => {
    // A fixed pseudo-random byte stream (no seed drift between runs), first byte not a JSON opener.
    let state = 0x9e3779b9;
    const bytes = Buffer.alloc(64 * 1024);
    for (let i = 0; i < bytes.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      bytes[i] = state >>> 24;
    }
    bytes[0] = 0x7f;
    const dir = mkdtempSync(join(tmpdir(), 'agent-signals-hardening-'));
    const file = join(dir, 'random.bin');
    writeFileSync(file, bytes);
    const run = await runCli(['score', file, '--format', 'jsonl']);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    const reported = run.stderr.split('\n').filter((l) => l.startsWith(`${file}:`));
    expect(reported.length).toBeGreaterThan(1);
    for (const line of reported)
      expect(line).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+: invalid JSON`));
    expect(run.stderr).toMatch(/skipped [\d,]+ bad lines/);
  });
});
