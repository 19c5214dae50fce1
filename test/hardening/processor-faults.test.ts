/**
 * The span processor under many conversations, expiry, failing spans and process exit. The full
 * load run (1,000,000 spans, heap measured) is `bench/load.ts`; these are the small, quick versions.
 * Already covered elsewhere and not repeated: a throwing reader, attribute getter, `shouldAnalyze`
 * and diag logger (test/otel/robustness.test.ts); LRU order (test/otel/conversations.test.ts).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { ROOT } from '../cli/run-cli';
import { emit, genaiMessages, SnapshotExporter } from '../otel/helpers';

function setup(options?: SignalsSpanProcessorOptions) {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor(options);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, provider, tracer: provider.getTracer('hardening') };
}

const turn = (text: string) => ({
  'gen_ai.input.messages': genaiMessages(['user', text]),
  'gen_ai.output.messages': genaiMessages(['assistant', `Answer to: ${text}`]),
});

/** The processor's private trace map, read only to check that it is bounded too. */
const tracesHeld = (signals: SignalsSpanProcessor): number =>
  (signals as unknown as { scorer: { cache: { traces: { size: number } } } }).scorer.cache.traces.size;

describe('bounded state', () => {
  it('never tracks more than maxConversations conversations (or traces), however many ids arrive', () => {
    const { signals, tracer } = setup({ maxConversations: 25 });
    for (let i = 0; i < 600; i++) {
      emit(tracer, 'chat', { ...turn(`question ${i}`), 'gen_ai.conversation.id': `conv-${(i * 7919) % 150}` });
      const stats = signals.getStats();
      expect(stats.conversationsTracked).toBeLessThanOrEqual(25);
      expect(tracesHeld(signals)).toBeLessThanOrEqual(25);
    }
    expect(signals.getStats()).toMatchObject({ spansSeen: 600, errors: 0, conversationsTracked: 25 });
  });

  it('ignores conversation ids longer than 1,024 characters instead of keeping them as keys', () => {
    const { exporter, signals, tracer } = setup();
    const id = 'x'.repeat(1_025);
    emit(tracer, 'turn 1', { ...turn('first question'), 'gen_ai.conversation.id': id });
    emit(tracer, 'turn 2', { ...turn('second question'), 'gen_ai.conversation.id': id });
    expect(signals.getStats().conversationsTracked).toBe(0);
    expect(exporter.spans.map((s) => s.attributes[ATTR.TURN_COUNT])).toEqual([1, 1]);
  });
});

describe('TTL eviction', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forgets a conversation not seen for conversationTtlMs: its next turn is scored on its own', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { exporter, tracer } = setup({ conversationTtlMs: 1_000 });
    const id = { 'gen_ai.conversation.id': 'conv-ttl' };
    emit(tracer, 'turn 1', { ...id, ...turn('first question') });
    vi.setSystemTime(999);
    emit(tracer, 'turn 2', { ...id, ...turn('second question') });
    vi.setSystemTime(999 + 1_000);
    emit(tracer, 'turn 3', { ...id, ...turn('third question') });
    expect(exporter.spans.map((s) => s.attributes[ATTR.TURN_COUNT])).toEqual([1, 2, 1]);
  });

  it('sweeps expired conversations out of the count as spans keep arriving', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const { signals, tracer } = setup({ conversationTtlMs: 1_000 });
    for (let i = 0; i < 20; i++)
      emit(tracer, 'chat', { ...turn(`question ${i}`), 'gen_ai.conversation.id': `old-${i}` });
    expect(signals.getStats().conversationsTracked).toBe(20);
    vi.setSystemTime(5_000);
    // Expired entries are dropped on access and by a sweep every 256 analysed spans.
    for (let i = 0; i < 256; i++) emit(tracer, 'chat', turn(`untracked ${i}`));
    expect(signals.getStats().conversationsTracked).toBe(0);
    expect(tracesHeld(signals)).toBe(256); // the 20 expired traces went too; the 256 new ones are live
  });
});

describe('failures while writing to the span are contained and counted', () => {
  for (const method of ['setAttribute', 'addEvent', 'updateName'] as const) {
    it(`a span whose ${method} throws`, () => {
      const { exporter, signals, tracer } = setup();
      const span = tracer.startSpan('chat', { attributes: turn('THIS DOES NOT WORK!!!') });
      Object.defineProperty(span, method, {
        value: () => {
          throw new Error(`${method} refused`);
        },
      });
      expect(() => span.end()).not.toThrow();
      expect(signals.getStats().errors).toBe(1);
      expect(exporter.spans).toHaveLength(1);
    });
  }

  it('a span whose spanContext() throws, and hook calls with junk', () => {
    const { signals, tracer } = setup();
    const span = tracer.startSpan('chat', { attributes: turn('hello there') });
    Object.defineProperty(span, 'spanContext', {
      value: () => {
        throw new Error('no context');
      },
    });
    const hooks = signals as unknown as Record<'onStart' | 'onEnding' | 'onEnd', (...args: unknown[]) => void>;
    expect(() => {
      hooks.onEnding(span);
      hooks.onEnd(span);
      for (const junk of [
        null,
        undefined,
        42,
        'span',
        {},
        { attributes: null },
        { attributes: 5 },
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('trap');
            },
          },
        ),
      ]) {
        hooks.onStart(junk, junk);
        hooks.onEnding(junk);
        hooks.onEnd(junk);
      }
    }).not.toThrow();
    expect(signals.getStats().errors).toBeGreaterThan(0);
  });
});

describe('lifecycle', () => {
  it('forceFlush and shutdown settle within the current turn of the event loop, with many conversations held', async () => {
    const { signals, tracer } = setup();
    for (let i = 0; i < 500; i++) emit(tracer, 'chat', { ...turn(`q ${i}`), 'gen_ai.conversation.id': `c-${i}` });
    const settled: string[] = [];
    void signals.forceFlush().then(() => settled.push('forceFlush'));
    void signals.shutdown().then(() => settled.push('shutdown'));
    await new Promise<void>((resolve) => setImmediate(resolve)); // before any timer or I/O
    expect(settled).toEqual(['forceFlush', 'shutdown']);
    expect(signals.getStats().conversationsTracked).toBe(0);
  });

  it('a span ending after shutdown is still handled without throwing', async () => {
    const signals = new SignalsSpanProcessor();
    const tracer = new BasicTracerProvider().getTracer('late');
    await signals.shutdown();
    const span = tracer.startSpan('late chat', { attributes: turn('THIS DOES NOT WORK!!!') });
    span.end();
    const hooks = signals as unknown as { onEnding(span: unknown): void };
    expect(() => hooks.onEnding(span)).not.toThrow();
    await expect(signals.shutdown()).resolves.toBeUndefined();
    await expect(signals.forceFlush()).resolves.toBeUndefined();
  });
});

describe('nothing keeps the event loop alive', () => {
  it('the processor and the modules it loads start no timers (an export slice waits one loop turn, no longer)', () => {
    // Every library layer the processor can load (the CLI is a process of its own).
    const dirs = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'cli')
      .map((d) => `src/${d.name}`);
    expect(dirs).toContain('src/otel');
    const offenders: string[] = [];
    for (const dir of dirs) {
      for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const text = readFileSync(join(ROOT, dir, file), 'utf8');
        if (/\b(setInterval|setTimeout)\s*\(/.test(text) && !/\.unref\(\)/.test(text)) offenders.push(`${dir}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('constructing the processor and ending spans adds no active handles', () => {
    const before = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
    const { signals, tracer } = setup({ maxConversations: 10 });
    for (let i = 0; i < 300; i++) emit(tracer, 'chat', { ...turn(`q ${i}`), 'gen_ai.conversation.id': `c-${i % 20}` });
    expect(signals.getStats().spansAnalysed).toBeGreaterThan(0);
    const after = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
    expect(after.sort()).toEqual(before.sort());
  });

  it('a process that uses the processor and never shuts it down exits on its own', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/hardening/fixtures/processor-exits.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // A liveness guard, not a timing assertion: a process held open by the processor never exits.
    const guard = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    );
    clearTimeout(guard);
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
    const stats = JSON.parse(stdout) as { analysed: number; tracked: number; errors: number };
    expect(stats.analysed).toBeGreaterThan(300);
    expect(stats).toMatchObject({ tracked: 25, errors: 0 });
  });
});
