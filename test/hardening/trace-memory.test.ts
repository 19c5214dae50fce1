/**
 * The per-trace de-duplication memory is bounded in traces, items per trace and bytes, and what
 * it forgets to stay within them is counted in `getStats().tracesEvicted`.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { ConversationCache } from '../../src/otel/conversation-cache';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { FingerprintSet, MAX_TRACE_BYTES, MAX_TRACE_ITEMS, TraceItems } from '../../src/otel/trace-items';
import { emit, genaiMessages, SnapshotExporter } from '../otel/helpers';

/** The cache's private trace memory, read to check its bound. */
const traceMemory = (cache: ConversationCache): TraceItems => (cache as unknown as { traces: TraceItems }).traces;

describe('trace de-duplication memory', () => {
  it('stays within 8 MiB of fingerprints however many large traces arrive (was ~480 MiB at 1,000 × 10,000)', () => {
    const cache = new ConversationCache({ maxConversations: 1000, conversationTtlMs: 60_000, maxMessages: 200 });
    for (let t = 0; t < 200; t++) {
      const messages = Array.from({ length: 10_000 }, (_, i) => ({ role: 'user' as const, content: `t${t} m${i}` }));
      cache.resolve(messages, undefined, `trace-${t}`);
      expect(traceMemory(cache).bytes).toBeLessThanOrEqual(MAX_TRACE_BYTES);
    }
    expect(cache.tracesEvicted).toBeGreaterThan(0);
    // The newest trace is still remembered: its repeat is a duplicate.
    const last = Array.from({ length: 10_000 }, (_, i) => ({ role: 'user' as const, content: `t199 m${i}` }));
    expect(cache.resolve(last, undefined, 'trace-199').kind).toBe('duplicate');
  });

  it('counts evictions in getStats(), and none while the bounds hold', () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor({ maxConversations: 3 });
    const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
    const tracer = provider.getTracer('trace-memory');
    for (let i = 0; i < 3; i++)
      emit(tracer, `s${i}`, { 'gen_ai.input.messages': genaiMessages(['user', `question ${i}`]) });
    expect(signals.getStats().tracesEvicted).toBe(0);
    for (let i = 3; i < 8; i++)
      emit(tracer, `s${i}`, { 'gen_ai.input.messages': genaiMessages(['user', `question ${i}`]) });
    expect(signals.getStats().tracesEvicted).toBe(5);
  });
});

describe('FingerprintSet', () => {
  it('holds what was added, 0 and 53-bit values included, and nothing else', () => {
    const set = new FingerprintSet();
    const values = [0, 1, 2 ** 53 - 1, 2 ** 32, 2 ** 32 + 1, 12345.0, 16, 32];
    for (let i = 0; i < 5_000; i++) values.push(Math.floor(Math.random() * 2 ** 53));
    for (const v of values) set.add(v);
    for (const v of values) expect(set.has(v)).toBe(true);
    expect(set.size).toBe(new Set(values).size);
    expect(set.has(7)).toBe(false);
    expect(set.bytes).toBeLessThanOrEqual(32 * set.size);
  });

  it('a trace keeps at most MAX_TRACE_ITEMS items', () => {
    const traces = new TraceItems(10, 60_000);
    traces.remember(
      't',
      undefined,
      Array.from({ length: 3 * MAX_TRACE_ITEMS }, (_, i) => i + 1),
    );
    expect(traces.get('t')!.size).toBe(MAX_TRACE_ITEMS);
  });
});
