import { describe, expect, it } from 'vitest';
import type { ExportResult } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsExporter } from '../../src/otel/index';
import { MAX_QUEUED_SPANS } from '../../src/otel/signals-exporter';
import { captureDiag, genaiMessages, SnapshotExporter } from './helpers';
import { diag } from '@opentelemetry/api';

const FRUSTRATED = genaiMessages(
  ['user', 'Where is my parcel?'],
  ['assistant', 'Let me check.'],
  ['user', 'THIS IS THE THIRD TIME I ASK!!! USELESS'],
);

/** A provider exporting through `new SimpleSpanProcessor(new SignalsExporter(inner))`. */
function simple(inner: SpanExporter, options = {}) {
  const signals = new SignalsExporter(inner, options);
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(signals)] });
  return { signals, provider, tracer: provider.getTracer('exporter') };
}

describe('SignalsExporter.export', () => {
  it('scores nothing inside span.end(), even under SimpleSpanProcessor: the batch is handed on later', async () => {
    const inner = new SnapshotExporter();
    const { signals, provider, tracer } = simple(inner);
    const span = tracer.startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } });
    span.end();
    expect(signals.getStats().spansSeen).toBe(0);
    expect(inner.spans).toHaveLength(0);
    await provider.forceFlush();
    expect(signals.getStats()).toMatchObject({ spansSeen: 1, spansAnalysed: 1, spansFlagged: 1, errors: 0 });
    const out = inner.byName('chat');
    expect(out.name).toBe(`chat${FLAG_MARKER}`);
    expect(out.attributes[ATTR.FLAGGED]).toBe(true);
    expect(out.spanId).toBe(span.spanContext().spanId);
    expect(out.events.length).toBeGreaterThan(0);
    // The original span is left as it ended.
    const original = span as unknown as ReadableSpan;
    expect(original.name).toBe('chat');
    expect(original.attributes[ATTR.QUALITY]).toBeUndefined();
    expect(original.events).toHaveLength(0);
  });

  it('hands batches on in the order they came, a span without messages untouched (same object)', async () => {
    const seen: ReadableSpan[][] = [];
    const inner: SpanExporter = {
      export: (spans, done) => {
        seen.push(spans);
        done({ code: 0 });
      },
      shutdown: async () => undefined,
    };
    const { provider, tracer } = simple(inner);
    const db = tracer.startSpan('db.query', { attributes: { 'db.system': 'postgresql' } });
    db.end();
    for (let i = 0; i < 5; i++)
      tracer
        .startSpan(`chat ${i}`, {
          attributes: { 'gen_ai.conversation.id': 'c', 'gen_ai.input.messages': genaiMessages(['user', `q ${i}`]) },
        })
        .end();
    await provider.forceFlush();
    expect(seen.map((b) => b.map((s) => s.name.replace(FLAG_MARKER, '')))).toEqual([
      ['db.query'],
      ['chat 0'],
      ['chat 1'],
      ['chat 2'],
      ['chat 3'],
      ['chat 4'],
    ]);
    expect(seen[0]?.[0]).toBe(db);
    expect(seen.slice(1).map((b) => b[0]?.attributes[ATTR.TURN_COUNT])).toEqual([1, 2, 3, 4, 5]);
  });

  it('yields to the event loop while scoring a large batch', async () => {
    const inner = new SnapshotExporter();
    const signals = new SignalsExporter(inner);
    const provider = new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(signals)] });
    const tracer = provider.getTracer('large');
    const long = 'please check the delivery status of order number 4711 again '.repeat(40);
    for (let i = 0; i < 40; i++) {
      const turns: [string, string][] = [];
      for (let m = 0; m < 60; m++) turns.push([m % 2 === 0 ? 'user' : 'assistant', `${long} ${i} ${m}`]);
      tracer.startSpan(`chat ${i}`, { attributes: { 'gen_ai.input.messages': genaiMessages(...turns) } }).end();
    }
    let ticks = 0;
    let ticking = true;
    const tick = (): void => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await provider.forceFlush();
    ticking = false;
    expect(signals.getStats().spansAnalysed).toBe(40);
    expect(inner.spans).toHaveLength(40);
    expect(ticks).toBeGreaterThan(2);
  });
});

describe('SignalsExporter backlog', () => {
  it('hands a batch on unscored, and counts it, once more than MAX_QUEUED_SPANS spans wait', async () => {
    const batches: ReadableSpan[][] = [];
    const signals = new SignalsExporter<ReadableSpan>({
      export: (spans, done) => {
        batches.push(spans);
        done({ code: 0 });
      },
      shutdown: async () => undefined,
    });
    const provider = new BasicTracerProvider({ spanProcessors: [] });
    const tracer = provider.getTracer('backlog');
    const ended = (n: number): ReadableSpan[] =>
      Array.from({ length: n }, (_, i) => {
        const span = tracer.startSpan(`chat ${i}`, {
          attributes: { 'gen_ai.input.messages': genaiMessages(['user', `question ${i}`]) },
        });
        span.end();
        return span as unknown as ReadableSpan;
      });
    const first = ended(MAX_QUEUED_SPANS); // exactly at the bound: queued
    const over = ended(1); // one more: handed on at once, unscored
    signals.export(first, () => undefined);
    signals.export(over, () => undefined);
    expect(batches).toEqual([over]);
    expect(batches[0]?.[0]).toBe(over[0]);
    await signals.forceFlush();
    expect(batches).toHaveLength(2);
    expect(signals.getStats()).toMatchObject({ spansUnscoredBacklog: 1, spansAnalysed: MAX_QUEUED_SPANS });
    // Once scored, the queue has room again.
    const later = ended(1);
    signals.export(later, () => undefined);
    await signals.forceFlush();
    expect(batches[2]?.[0]).not.toBe(later[0]);
    expect(batches[2]?.[0]?.attributes[ATTR.QUALITY]).toBeDefined();
  });
});

describe('SignalsExporter never throws into the host', () => {
  it('turns a throwing inner exporter into a failed result', async () => {
    const logged = captureDiag();
    const results: ExportResult[] = [];
    const signals = new SignalsExporter({
      export: () => {
        throw new Error('network down');
      },
      shutdown: async () => undefined,
    });
    expect(() => signals.export([], (r) => results.push(r))).not.toThrow();
    await signals.forceFlush();
    expect(results).toEqual([{ code: 1, error: new Error('network down') }]);
    expect(signals.getStats().errors).toBe(1);
    expect(logged.length).toBeGreaterThan(0);
    diag.disable();
  });

  it('hands on unchanged a span whose attributes throw, or that shouldAnalyze rejects by throwing', async () => {
    const logged = captureDiag();
    const inner = new SnapshotExporter();
    const { signals, provider, tracer } = simple(inner, {
      shouldAnalyze: (span: { name: string }) => {
        if (span.name === 'filtered') throw new Error('bad filter');
        return true;
      },
    });
    tracer.startSpan('filtered', { attributes: { 'gen_ai.input.messages': FRUSTRATED } }).end();
    const hostile = {
      name: 'hostile',
      get attributes(): never {
        throw new Error('no attributes');
      },
      spanContext: () => ({ traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 1 }),
    };
    const done: ExportResult[] = [];
    const spy: ReadableSpan[][] = [];
    const inspecting = new SignalsExporter<ReadableSpan>({
      export: (spans, cb) => {
        spy.push(spans);
        cb({ code: 0 });
      },
      shutdown: async () => undefined,
    });
    inspecting.export([hostile as unknown as ReadableSpan], (r) => done.push(r));
    await inspecting.forceFlush();
    await provider.forceFlush();
    expect(spy[0]?.[0]).toBe(hostile);
    expect(done).toEqual([{ code: 0 }]);
    expect(inspecting.getStats().errors).toBe(1);
    expect(inner.byName('filtered').attributes[ATTR.QUALITY]).toBeUndefined();
    expect(signals.getStats()).toMatchObject({ spansSkippedByFilter: 1, errors: 1 });
    expect(logged.length).toBeGreaterThan(0);
    diag.disable();
  });
});

describe('SignalsExporter.forceFlush and shutdown', () => {
  it('score the queued batches first, then delegate to the wrapped exporter', async () => {
    const calls: string[] = [];
    const inner: SpanExporter = {
      export: (spans, done) => {
        calls.push(`export ${spans.length}`);
        done({ code: 0 });
      },
      forceFlush: async () => void calls.push('forceFlush'),
      shutdown: async () => void calls.push('shutdown'),
    };
    const signals = new SignalsExporter(inner);
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(signals)] });
    provider
      .getTracer('t')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } })
      .end();
    await signals.forceFlush();
    expect(calls).toEqual(['export 1', 'forceFlush']);
    provider
      .getTracer('t')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } })
      .end();
    await signals.shutdown();
    expect(calls).toEqual(['export 1', 'forceFlush', 'export 1', 'shutdown']);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 2, conversationsTracked: 0 });
    // After shutdown, spans pass through unscored.
    const late: ReadableSpan[][] = [];
    const closed = new SignalsExporter<ReadableSpan>({
      export: (spans, done) => {
        late.push(spans);
        done({ code: 0 });
      },
      shutdown: async () => undefined,
    });
    await closed.shutdown();
    const span = { name: 'chat', attributes: { 'gen_ai.input.messages': FRUSTRATED }, spanContext: () => ({}) };
    closed.export([span as unknown as ReadableSpan], () => undefined);
    expect(late[0]?.[0]).toBe(span);
    expect(closed.getStats().spansSeen).toBe(0);
  });
});
