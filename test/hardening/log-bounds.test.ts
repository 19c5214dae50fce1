/**
 * Round three (issue 29): the log-record processor's bounds, through a real `LoggerProvider`.
 * Finding 3: sizing a body is bounded by work, not depth (a body reusing one object inside itself
 * no longer hangs `emit`). Finding 9: text at any depth counts against `maxChars`.
 */
import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { LoggerProvider } from '@opentelemetry/sdk-logs';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { SignalsSpanProcessor } from '../../src/otel';
import { EVENT_CHARS, SignalsLogRecordProcessor } from '../../src/otel/log-records';

function setup() {
  const signals = new SignalsSpanProcessor();
  const tracer = new BasicTracerProvider({ spanProcessors: [signals] }).getTracer('log-bounds');
  const logger = new LoggerProvider({ processors: [signals.logRecordProcessor] }).getLogger('log-bounds');
  const span = tracer.startSpan('chat');
  const context = trace.setSpan(ROOT_CONTEXT, span);
  return { logs: signals.logRecordProcessor, logger, span, context };
}

/** An object whose every level holds the level below `fanOut` times: a DAG of `fanOut^depth` paths. */
function dag(fanOut: number, depth: number): unknown {
  let level: unknown = { content: 'leaf' };
  for (let d = 0; d < depth; d++) {
    const next: Record<string, unknown> = {};
    for (let k = 0; k < fanOut; k++) next[`k${k}`] = level;
    level = next;
  }
  return level;
}

/** `text` under `depth` levels of objects. */
function nested(text: string, depth: number): unknown {
  let value: unknown = text;
  for (let d = 0; d < depth; d++) value = { inner: value };
  return value;
}

describe('log-record bounds', () => {
  it('a body reusing one object 20 times on each of 9 levels is sized at once (was 10.6 s)', () => {
    const env = setup();
    const start = performance.now();
    env.logger.emit({
      eventName: 'gen_ai.user.message',
      body: { content: 'where is my order?', extra: dag(20, 9) } as never,
      context: env.context,
    });
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(env.logs.getStats()).toMatchObject({ errors: 0, eventsSeen: 1, spansPending: 1 });
    env.span.end();
  });

  it('text nested 20 levels deep counts against maxCharsPerSpan (was 4 characters: 956 MiB held)', () => {
    const env = setup();
    env.logger.emit({
      eventName: 'gen_ai.user.message',
      body: { content: 'hi', extra: nested('x'.repeat(2_000_000), 20) } as never,
      context: env.context,
    });
    expect(env.logs.getStats()).toMatchObject({ eventsDropped: 1 });
    expect(env.logs.take(env.span.spanContext())).toBeUndefined();
  });

  it('text just under the per-span limit at depth 12 is kept, and counted in full', () => {
    const env = setup();
    env.logger.emit({
      eventName: 'gen_ai.user.message',
      body: { content: 'hi', extra: nested('x'.repeat(900_000), 12) } as never,
      context: env.context,
    });
    env.logger.emit({
      eventName: 'gen_ai.user.message',
      body: { content: 'y'.repeat(200_000) },
      context: env.context,
    });
    // Together over 1,000,000 characters: the span keeps none.
    expect(env.logs.getStats()).toMatchObject({ eventsDropped: 2 });
  });

  it('a body with over 100,000 values is too large to keep, and costs bounded work', () => {
    const env = setup();
    const wide = Array.from({ length: 200_000 }, () => 0);
    const start = performance.now();
    env.logger.emit({ eventName: 'gen_ai.user.message', body: { content: 'hi', wide }, context: env.context });
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(env.logs.getStats()).toMatchObject({ eventsDropped: 1, errors: 0 });
  });
});

describe('log events without text', () => {
  /** A span context of its own for span `n`. */
  const spanContext = (n: number) => ({
    traceId: '1'.padStart(32, '0'),
    spanId: (n + 1).toString(16).padStart(16, '0'),
    traceFlags: 1,
  });

  it(`each event counts ${EVENT_CHARS} characters beside its content: 400,000 empty events keep at most 16,000,000 / ${EVENT_CHARS + 4} (all kept when they counted 4: 4,000,000 held 650 MiB)`, () => {
    const logs = new SignalsLogRecordProcessor();
    for (let i = 0; i < 400_000; i++)
      logs.onEmit({ eventName: 'gen_ai.user.message', body: {}, attributes: {}, spanContext: spanContext(i >> 12) });
    const { eventsSeen, eventsDropped } = logs.getStats();
    expect(eventsSeen).toBe(400_000);
    expect(eventsSeen - eventsDropped).toBeLessThanOrEqual(Math.floor(16_000_000 / (EVENT_CHARS + 4)));
    expect(eventsSeen - eventsDropped).toBeGreaterThan(0);
  });

  it('an empty event is kept exactly while the per-span bound holds it', () => {
    const size = EVENT_CHARS + 4; // 64, and 2 for each of the empty body and attributes
    const logs = new SignalsLogRecordProcessor({ maxCharsPerSpan: 3 * size });
    for (let i = 0; i < 3; i++)
      logs.onEmit({ eventName: 'gen_ai.user.message', body: {}, attributes: {}, spanContext: spanContext(0) });
    expect(logs.take(spanContext(0))).toHaveLength(3);
    for (let i = 0; i < 4; i++)
      logs.onEmit({ eventName: 'gen_ai.user.message', body: {}, attributes: {}, spanContext: spanContext(1) });
    expect(logs.take(spanContext(1))).toBeUndefined();
  });
});

describe('log-record processor shutdown', () => {
  it('buffers nothing after shutdown() (finding 14: it kept buffering)', async () => {
    const env = setup();
    env.logger.emit({ eventName: 'gen_ai.user.message', body: { content: 'before' }, context: env.context });
    await env.logs.shutdown();
    expect(env.logs.getStats()).toMatchObject({ spansPending: 0, eventsDropped: 1 });
    // The provider still calls the processor (only the processor was shut down, as a span processor's shutdown does).
    for (let i = 0; i < 100; i++)
      env.logger.emit({ eventName: 'gen_ai.user.message', body: { content: `after ${i}` }, context: env.context });
    expect(env.logs.getStats()).toMatchObject({ spansPending: 0, eventsSeen: 1 });
    expect(env.logs.take(env.span.spanContext())).toBeUndefined();
  });
});
