import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type MetricData,
} from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import type { Tracer } from '@opentelemetry/api';
import { analyze } from '../../src/analyze';
import { METRIC } from '../../src/otel/metrics';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { emit, genaiMessages } from './helpers';

/** A processor with metrics on, behind a real tracer and a real `MeterProvider` with an in-memory reader. */
function setup(options: SignalsSpanProcessorOptions = {}) {
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  const meterProvider = new MeterProvider({ readers: [reader] });
  const signals = new SignalsSpanProcessor({ ...options, meterProvider });
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [signals] });
  const tracer = tracerProvider.getTracer('t');
  /** Sums of every data point of each counter (by attribute set) and histogram counts, as last exported. */
  const read = async (): Promise<Record<string, Record<string, number>>> => {
    exporter.reset();
    await reader.forceFlush();
    const metrics: MetricData[] = exporter.getMetrics().flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics));
    const out: Record<string, Record<string, number>> = {};
    for (const m of metrics) {
      const byLabel: Record<string, number> = {};
      for (const p of m.dataPoints) {
        const label = Object.values(p.attributes).join(',') || '*';
        const value = typeof p.value === 'number' ? p.value : (p.value as { count: number }).count;
        byLabel[label] = (byLabel[label] ?? 0) + value;
      }
      out[m.descriptor.name] = byLabel;
    }
    return out;
  };
  return { signals, tracer, tracerProvider, meterProvider, read };
}

const REPEATED = 'Please list the files in the project folder for me';
/** Five user turns: the second one repeats the first word for word (a rephrase), the fourth shouts. */
const TURNS: [string, string][] = [
  ['user', REPEATED],
  ['assistant', 'Here are the files: a.ts, b.ts.'],
  ['user', REPEATED],
  ['assistant', 'Here they are again: a.ts, b.ts.'],
  ['user', 'Thanks, and what is in a.ts?'],
  ['assistant', 'It exports one function.'],
  ['user', 'THIS IS THE THIRD TIME I ASK, STOP IGNORING ME!!!'],
  ['assistant', 'Sorry about that.'],
  ['user', 'Show b.ts please'],
  ['assistant', 'It is empty.'],
];

/** Sends a conversation as one span per user turn, each carrying the history so far (as chat apps do). */
function sendConversation(tracer: Tracer, id: string | undefined, turns = TURNS): void {
  for (let end = 2; end <= turns.length; end += 2) {
    const attributes: Record<string, string> = { 'gen_ai.input.messages': genaiMessages(...turns.slice(0, end)) };
    if (id !== undefined) attributes['gen_ai.conversation.id'] = id;
    emit(tracer, 'chat', attributes);
  }
}

const total = (series: Record<string, number> | undefined): number =>
  Object.values(series ?? {}).reduce((a, b) => a + b, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('meterProvider option: conversations, not spans', () => {
  it('counts a conversation split over five spans once, with its latest verdict, when it ends', async () => {
    const whole = analyze(TURNS.map(([role, content]) => ({ role, content })));
    const { signals, tracer, meterProvider, read } = setup();
    sendConversation(tracer, 'conv-1');
    expect(signals.getStats().spansAnalysed).toBe(5);
    const during = await read();
    // Still going on: no verdict yet, but each signal instance is counted once as it is found,
    // though four of the five spans carry the repeated turn.
    expect(total(during[METRIC.CONVERSATIONS])).toBe(0);
    expect(during[METRIC.SIGNALS]?.['interaction.misalignment.rephrase']).toBe(1);
    expect(total(during[METRIC.SIGNALS])).toBe(whole.signals.length);

    await signals.shutdown();
    const after = await read();
    expect(after[METRIC.CONVERSATIONS]).toEqual({ [`${whole.quality},${String(whole.flagged)},profile`]: 1 });
    expect(total(after[METRIC.QUALITY_SCORE])).toBe(1);
    expect(total(after[METRIC.TURN_COUNT])).toBe(1);
    expect(after[METRIC.AFFECTED_CONVERSATIONS]?.['repair']).toBe(1);
    expect(after[METRIC.AFFECTED_CONVERSATIONS]?.['frustration']).toBe(1);
    // Shutdown records verdicts, never signals again.
    expect(total(after[METRIC.SIGNALS])).toBe(whole.signals.length);
    await meterProvider.shutdown();
  });

  it('counts the same signals as analysing the whole conversation once', async () => {
    const split = setup();
    sendConversation(split.tracer, 'conv-1');
    await split.signals.shutdown();
    const whole = setup();
    emit(whole.tracer, 'chat', { 'gen_ai.input.messages': genaiMessages(...TURNS) });
    const [a, b] = [await split.read(), await whole.read()];
    expect(a[METRIC.SIGNALS]).toEqual(b[METRIC.SIGNALS]);
    expect(a[METRIC.CONVERSATIONS]).toEqual(b[METRIC.CONVERSATIONS]);
    await Promise.all([split.meterProvider.shutdown(), whole.meterProvider.shutdown()]);
  });

  it('counts each span without a conversation id as its own conversation, at once', async () => {
    const { tracer, meterProvider, read } = setup();
    sendConversation(tracer, undefined);
    emit(tracer, 'other', { 'http.method': 'GET' });
    const m = await read();
    expect(total(m[METRIC.CONVERSATIONS])).toBe(5);
    await meterProvider.shutdown();
  });

  it('records a conversation evicted past maxConversations, and each conversation once', async () => {
    const { signals, tracer, meterProvider, read } = setup({ maxConversations: 1 });
    sendConversation(tracer, 'a', TURNS.slice(0, 4));
    sendConversation(tracer, 'b', TURNS.slice(0, 4));
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(1);
    await signals.shutdown();
    await signals.shutdown();
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(2);
    await meterProvider.shutdown();
  });

  it('records an idle conversation after conversationTtlMs, even when no span arrives', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { signals, tracer, meterProvider, read } = setup({ conversationTtlMs: 5_000 });
    sendConversation(tracer, 'idle', TURNS.slice(0, 4));
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(0);
    vi.advanceTimersByTime(4_000);
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(0);
    vi.advanceTimersByTime(6_000);
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(1);
    await signals.shutdown();
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(1);
    await meterProvider.shutdown();
  });

  it('with maxConversations 0, scores and records each span on its own', async () => {
    const { tracer, meterProvider, read } = setup({ maxConversations: 0 });
    sendConversation(tracer, 'conv-1', TURNS.slice(0, 4));
    expect(total((await read())[METRIC.CONVERSATIONS])).toBe(2);
    await meterProvider.shutdown();
  });

  it('with metrics on, its sweep timer keeps no process alive and stops at shutdown', async () => {
    const before = process.getActiveResourcesInfo().length;
    const { signals, meterProvider } = setup();
    expect(process.getActiveResourcesInfo().length).toBe(before);
    await signals.shutdown();
    await meterProvider.shutdown();
  });
});
