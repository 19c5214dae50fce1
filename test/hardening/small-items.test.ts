/**
 * Smaller hardening items: the HTML transcript is linear in the signals of a message; a lexicon
 * group named like an Object.prototype member is data; the processor stops after shutdown; an
 * over-long line is a bad line.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { renderTranscript } from '../../src/cli/html/transcript';
import type { Signal } from '../../src/types';
import { Readable } from 'node:stream';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { MAX_LINE_CHARS, readSource, type InputEvent } from '../../src/cli/input/read-source';
import { ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { ROOT } from '../cli/run-cli';
import { emit, genaiMessages, SnapshotExporter } from '../otel/helpers';
import { runMain } from './run-main';

describe('HTML transcript', () => {
  it('40,000 signals on one message render in linear time, one chip per type', () => {
    const n = 40_000;
    const calls = Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      type: 'function',
      function: { name: 'lookup', arguments: '{"q":1}' },
    }));
    const messages = [
      { role: 'user', content: 'find it' },
      { role: 'assistant', content: 'Looking it up.', tool_calls: calls },
    ];
    const signals: Signal[] = Array.from({ length: n }, (_, i) => ({
      type: i % 2 === 0 ? 'execution.loops.retry' : 'execution.failure.state_error',
      messageIndex: 1,
      confidence: 1,
      snippet: `lookup called ${i} times`,
    }));
    const start = performance.now();
    const html = renderTranscript(messages, signals);
    // Was 11 s (42 s on a busy machine): each signal copied the message's list so far.
    expect(performance.now() - start).toBeLessThan(3_000);
    expect(html).toContain('execution.loops.retry ×20000');
    expect(html.match(/class="chip /g)).toHaveLength(2);
  });
});

describe('lexicon overrides', () => {
  // As a user's file holds it (an object literal would read `__proto__` as the prototype).
  const overrides = '{"eng": {"complaint": {"add": {"constructor": ["totally broken"], "__proto__": ["x"]}}}}';

  it('a group named constructor is an unknown group to analyze: a TypeError naming it, not a crash inside', () => {
    const lexicons = JSON.parse(overrides) as never;
    const call = () => analyze([{ role: 'user', content: 'this is totally broken' }], { lexicons });
    expect(call).toThrow(TypeError);
    // The message names the group and lists the known ones (the list grows with the lexicon).
    expect(call).toThrow(
      /^agent-signals: option `lexicons`: eng\.complaint\.add: unknown group 'constructor' \(known: phrases, symptom, judgement, [a-z_, ]+\)$/,
    );
  });

  it('the CLI rejects an unknown group name as a usage error (exit 2) and names it', async () => {
    const path = join(tmpdir(), `agent-signals-lexicon-${process.pid}.json`);
    writeFileSync(path, overrides);
    const line = JSON.stringify({ messages: [{ role: 'user', content: 'this is totally broken' }] });
    const run = await runMain(['score', '-', '--lexicons', path], line + '\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/constructor/);
  });
});

describe('after shutdown', () => {
  it('the processor neither analyses nor remembers: spans pass through untouched', async () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor();
    const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
    const tracer = provider.getTracer('late');
    const attributes = {
      'gen_ai.input.messages': genaiMessages(['user', 'THIS DOES NOT WORK!!!']),
      'gen_ai.conversation.id': 'c1',
    };
    await signals.shutdown();
    emit(tracer, 'late chat', attributes);
    expect(exporter.spans[0]!.attributes[ATTR.QUALITY]).toBeUndefined();
    expect(exporter.spans[0]!.name).toBe('late chat');
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 0, conversationsTracked: 0, errors: 0 });
  });
});

describe('over-long lines', () => {
  async function events(text: string, maxLineChars: number) {
    const out: InputEvent[] = [];
    const stdin = Readable.from([Buffer.from(text, 'utf8')]);
    for await (const event of readSource('-', { bytes: 0 }, stdin, { maxLineChars })) out.push(event);
    return out;
  }
  const line = (id: string) => JSON.stringify({ id, messages: [{ role: 'user', content: 'hello' }] });

  it('a line longer than the limit is one bad line; the lines around it are read', async () => {
    const long = JSON.stringify({ id: 'long', messages: [{ role: 'user', content: 'x'.repeat(5_000) }] });
    const got = await events([line('a'), long, line('b')].join('\n') + '\n', 1_000);
    expect(got.map((e) => (e.kind === 'bad' ? `bad ${e.where}` : e.conversation.id))).toEqual([
      'a',
      'bad <stdin>:2',
      'b',
    ]);
    const bad = got[1] as Extract<InputEvent, { kind: 'bad' }>;
    expect(bad.reason).toMatch(/longer than 1,000 characters/);
  });

  it('lines split across chunks, CRLF and a final line without a newline read as before', async () => {
    const text = `${line('a')}\r\n${line('b')}\r${line('c')}`;
    const stdin = Readable.from([...Buffer.from(text, 'utf8')].map((b) => Buffer.from([b])));
    const out: string[] = [];
    for await (const e of readSource('-', { bytes: 0 }, stdin, { maxLineChars: 1_000 }))
      out.push(e.kind === 'bad' ? 'bad' : e.conversation.id);
    expect(out).toEqual(['a', 'b', 'c']);
  });

  it('the default limit stays below the longest string V8 can hold', () => {
    expect(MAX_LINE_CHARS).toBeLessThan(2 ** 29 - 24);
  });
});

describe('stdout closed early (| head -1)', () => {
  it('exits 1 when lines were skipped before the reader went away', async () => {
    const good = JSON.stringify({ messages: [{ role: 'user', content: 'hello there' }] });
    const input = ['not json', ...Array.from({ length: 30_000 }, () => good)].join('\n') + '\n';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'score', '-', '-f', 'jsonl'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // Like `head -1`: read the first chunk, then close the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    // The child exits before reading all of its input: writing the rest fails with EPIPE here.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const code = await new Promise<number | null>((ok) => child.on('close', ok));
    expect(stderr).toMatch(/<stdin>:1: invalid JSON/);
    expect(code).toBe(1);
  }, 90_000);
});
