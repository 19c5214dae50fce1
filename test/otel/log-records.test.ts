/**
 * `SignalsLogRecordProcessor`: GenAI log events (where `@opentelemetry/instrumentation-openai`
 * puts message content) are read as their span's messages, through a real `LoggerProvider`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_CONTEXT, trace, type Attributes, type SpanContext } from '@opentelemetry/api';
import { LoggerProvider } from '@opentelemetry/sdk-logs';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { eventAttributes, readGenAI, SignalsLogRecordProcessor, SignalsSpanProcessor } from '../../src/otel';
import { SnapshotExporter } from './helpers';
import { EVENT_CHARS } from '../../src/otel/log-records';

interface EventFixture {
  source: string;
  spans: {
    name: string;
    attributes: Attributes;
    logs: { eventName?: string; attributes: Record<string, unknown>; body?: unknown }[];
  }[];
}

function loadEvents(name: string): EventFixture {
  const file = join(import.meta.dirname, '..', '..', 'fixtures', 'otel', 'genai-events', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as EventFixture;
}

/** A real tracer and logger wired as a user would: the span processor and its log record processor. */
function setup(withLogs = true) {
  const signals = new SignalsSpanProcessor();
  const exporter = new SnapshotExporter();
  const tracer = new BasicTracerProvider({
    spanProcessors: [signals, new SimpleSpanProcessor(exporter)],
  }).getTracer('test');
  const logger = new LoggerProvider({ processors: withLogs ? [signals.logRecordProcessor] : [] }).getLogger('test');
  return { signals, exporter, tracer, logger };
}

/** Replays a captured span: started, its log records emitted in its context, then ended. */
function replay(env: ReturnType<typeof setup>, fixture: EventFixture): void {
  for (const s of fixture.spans) {
    const span = env.tracer.startSpan(s.name, { attributes: s.attributes });
    const context = trace.setSpan(ROOT_CONTEXT, span);
    for (const log of s.logs) {
      env.logger.emit({
        eventName: log.eventName,
        attributes: log.attributes as Attributes,
        body: log.body as never,
        context,
      });
    }
    span.end();
  }
}

describe('GenAI log events from @opentelemetry/instrumentation-openai (captured fixtures)', () => {
  it.each(['openai-chat-tool-call', 'openai-chat-stream', 'openai-responses'])(
    '%s: no messages without the log processor',
    (name) => {
      const env = setup(false);
      replay(env, loadEvents(name));
      expect(env.exporter.spans[0]?.attributes['signals.quality']).toBeUndefined();
      expect(env.signals.getStats().spansSkippedNoMessages).toBe(1);
    },
  );

  it('chat completions: per-message events and the choice are the conversation', () => {
    const env = setup();
    replay(env, loadEvents('openai-chat-tool-call'));
    const span = env.exporter.spans[0]!;
    expect(span.attributes['signals.quality']).toBeDefined();
    expect(span.attributes['signals.turn_count']).toBe(2);
    expect(span.attributes['signals.escalation.handoff']).toBe(true);
    expect(span.attributes['signals.escalation.requested']).toBe(true);
    expect(span.attributes['signals.execution.failure.count']).toBe(1);
    expect(span.attributes['signals.flagged']).toBe(true);
    expect(env.signals.logRecordProcessor.getStats()).toMatchObject({
      eventsSeen: 7,
      eventsUsed: 7,
      eventsDropped: 0,
      spansPending: 0,
    });
  });

  it('streamed chat completions: the assembled choice is the last assistant message', () => {
    const env = setup();
    replay(env, loadEvents('openai-chat-stream'));
    const span = env.exporter.spans[0]!;
    expect(span.attributes['signals.turn_count']).toBe(2);
    expect(span.attributes['signals.execution.failure.count']).toBe(1);
    expect(span.attributes['signals.flagged']).toBe(true);
    expect(env.signals.logRecordProcessor.getStats()).toMatchObject({ eventsUsed: 7, spansPending: 0 });
  });

  it('responses: the operation-details events (input items, output messages) are the conversation', () => {
    const env = setup();
    replay(env, loadEvents('openai-responses'));
    const span = env.exporter.spans[0]!;
    expect(span.attributes['signals.turn_count']).toBe(2);
    expect(span.attributes['signals.execution.failure.count']).toBe(1);
    expect(span.attributes['signals.escalation.requested']).toBe(true);
    expect(span.attributes['signals.flagged']).toBe(true);
  });

  it('responses: function_call_output (a user item with a tool_call_response part) reads as a tool result', () => {
    const events = loadEvents('openai-responses').spans[0]!.logs.map((l) => ({
      name: l.eventName!,
      body: l.body,
      attributes: l.attributes,
    }));
    const read = readGenAI(eventAttributes(events))!;
    expect(read.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(read.messages[2]!.tool_calls?.[0]?.id).toBe('call_1');
    expect(read.messages[3]).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  });
});

const CTX: SpanContext = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 };
const other = (i: number): SpanContext => ({ ...CTX, spanId: i.toString(16).padStart(16, '1') });
const user = (text: string, spanContext: SpanContext | undefined = CTX) => ({
  attributes: { 'event.name': 'gen_ai.user.message' },
  body: { content: text },
  spanContext,
});

describe('SignalsLogRecordProcessor bounds and hostile input', () => {
  it('ignores log records that are not GenAI content events', () => {
    const p = new SignalsLogRecordProcessor();
    p.onEmit({ attributes: { 'event.name': 'http.request' }, body: 'x', spanContext: CTX });
    p.onEmit({ eventName: 'gen_ai.evaluation.result', spanContext: CTX });
    p.onEmit({ body: 'plain log line', spanContext: CTX });
    expect(p.getStats()).toMatchObject({ eventsSeen: 0, spansPending: 0 });
  });

  it('drops events without a span context (or an invalid one)', () => {
    const p = new SignalsLogRecordProcessor();
    p.onEmit({ attributes: { 'event.name': 'gen_ai.user.message' }, body: { content: 'hi' } });
    p.onEmit(user('hi', { ...CTX, spanId: '0000000000000000' }));
    expect(p.getStats()).toMatchObject({ eventsSeen: 2, eventsDropped: 2, spansPending: 0 });
  });

  it('finds the span in the emit context when the record has no span context', () => {
    const p = new SignalsLogRecordProcessor();
    const context = trace.setSpanContext(ROOT_CONTEXT, CTX);
    p.onEmit({ attributes: { 'event.name': 'gen_ai.user.message' }, body: { content: 'hi' } }, context);
    expect(p.take(CTX)).toHaveLength(1);
  });

  it('keeps at most maxSpans spans, oldest dropped first', () => {
    const p = new SignalsLogRecordProcessor({ maxSpans: 2 });
    for (let i = 1; i <= 3; i++) p.onEmit(user(`m${i}`, other(i)));
    expect(p.getStats()).toMatchObject({ spansPending: 2, eventsDropped: 1 });
    expect(p.take(other(1))).toBeUndefined();
    expect(p.take(other(3))).toHaveLength(1);
  });

  it('a span over maxCharsPerSpan keeps none of its events (an incomplete conversation is not scored)', () => {
    const p = new SignalsLogRecordProcessor({ maxCharsPerSpan: 100 });
    p.onEmit(user('a'.repeat(40)));
    p.onEmit(user('b'.repeat(40)));
    expect(p.take(CTX)).toBeUndefined();
    expect(p.getStats()).toMatchObject({ eventsDropped: 2, spansPending: 0 });
  });

  it('the total maxChars bound drops the oldest spans', () => {
    // Each event counts its content (100 characters here) and EVENT_CHARS more.
    const p = new SignalsLogRecordProcessor({ maxChars: 150 + EVENT_CHARS });
    for (let i = 1; i <= 3; i++) p.onEmit(user('x'.repeat(50), other(i)));
    expect(p.getStats().spansPending).toBeLessThan(3);
    expect(p.take(other(3))).toHaveLength(1);
  });

  it('events older than ttlMs are dropped', () => {
    let now = 0;
    const p = new SignalsLogRecordProcessor({ ttlMs: 1000 }, () => now);
    p.onEmit(user('old', other(1)));
    now = 999;
    p.onEmit(user('fresh', other(2)));
    expect(p.take(other(1))).toHaveLength(1);
    p.onEmit(user('again', other(1)));
    now = 2000;
    expect(p.take(other(1))).toBeUndefined();
    p.onEmit(user('late', other(3)));
    expect(p.getStats().spansPending).toBe(1);
  });

  it('never throws on hostile records', () => {
    const p = new SignalsLogRecordProcessor();
    const hostile = Object.defineProperty({}, 'eventName', {
      get() {
        throw new Error('boom');
      },
    });
    const cyclic: Record<string, unknown> = { content: 'hi' };
    cyclic.self = cyclic;
    expect(() => {
      p.onEmit(hostile as never);
      p.onEmit(null as never);
      p.onEmit({ eventName: 'gen_ai.user.message', body: cyclic, spanContext: CTX });
      p.onEmit({ eventName: 'gen_ai.user.message', spanContext: { traceId: 5 } as never });
    }).not.toThrow();
    expect(p.getStats().errors).toBe(2);
    expect(p.take(CTX)).toHaveLength(1);
  });

  it('events of a span that carries its own messages are dropped, the span read as before', () => {
    const env = setup();
    const span = env.tracer.startSpan('chat', {
      attributes: { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', content: 'hello there' }]) },
    });
    env.logger.emit({
      eventName: 'gen_ai.user.message',
      body: { content: 'THIS IS BROKEN!!!' },
      context: trace.setSpan(ROOT_CONTEXT, span),
    });
    span.end();
    expect(env.exporter.spans[0]!.attributes['signals.frustration.count']).toBe(0);
    expect(env.signals.logRecordProcessor.getStats().spansPending).toBe(0);
  });

  it('keeps only the first choice of an n > 1 request', () => {
    const attributes = eventAttributes([
      { name: 'gen_ai.user.message', body: { content: 'hi' }, attributes: {} },
      { name: 'gen_ai.choice', body: { index: 1, message: { content: 'second' } }, attributes: {} },
      { name: 'gen_ai.choice', body: { index: 0, message: { content: 'first' } }, attributes: {} },
    ]);
    expect(readGenAI(attributes)!.messages).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'first' },
    ]);
  });

  it('content not captured (no content in the bodies) reads as no messages', () => {
    const env = setup();
    const span = env.tracer.startSpan('chat gpt');
    const context = trace.setSpan(ROOT_CONTEXT, span);
    env.logger.emit({ attributes: { 'event.name': 'gen_ai.user.message' }, body: {}, context });
    env.logger.emit({ attributes: { 'event.name': 'gen_ai.choice' }, body: { index: 0, message: {} }, context });
    span.end();
    expect(env.exporter.spans[0]!.attributes['signals.quality']).toBeUndefined();
    expect(env.signals.getStats().spansSkippedNoMessages).toBe(1);
  });
});
