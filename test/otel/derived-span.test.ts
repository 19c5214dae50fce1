import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { derivedSpan } from '../../src/otel/derived-span';
import type { SpanUpdate } from '../../src/otel/report-attributes';

const UPDATE: SpanUpdate = {
  attributes: { 'signals.quality': 'Poor', 'signals.flagged': true },
  events: [{ name: 'signal.interaction.frustration.all_caps', attributes: { 'signal.type': 'x' } }],
  name: 'chat 🚩',
};

function endedSpan(): ReadableSpan {
  const tracer = new BasicTracerProvider().getTracer('derived');
  const span = tracer.startSpan('chat', { attributes: { 'gen_ai.request.model': 'm', 'signals.quality': 'old' } });
  span.addEvent('earlier');
  span.end();
  return span as unknown as ReadableSpan;
}

describe('derivedSpan', () => {
  it('layers attributes, events and name over the span, which is left as it was', () => {
    const span = endedSpan();
    const out = derivedSpan(span, UPDATE);
    expect(out.name).toBe('chat 🚩');
    expect(Object.keys(out.attributes)).toEqual(['gen_ai.request.model', 'signals.quality', 'signals.flagged']);
    expect(out.attributes['signals.quality']).toBe('Poor');
    expect(out.events.map((e) => e.name)).toEqual(['earlier', 'signal.interaction.frustration.all_caps']);
    expect(out.events[1]).toEqual({
      name: 'signal.interaction.frustration.all_caps',
      attributes: { 'signal.type': 'x' },
      time: span.endTime,
      droppedAttributesCount: 0,
    });
    // Everything else is the original's.
    expect(out.spanContext()).toEqual(span.spanContext());
    expect(out.duration).toEqual(span.duration);
    expect(out.resource).toBe(span.resource);
    expect(out.ended).toBe(true);
    expect(span.name).toBe('chat');
    expect(span.attributes['signals.quality']).toBe('old');
    expect(span.events).toHaveLength(1);
  });

  it('keeps the name when the update has none, and a span without an events array without one', () => {
    const plain = {
      name: 'chat',
      attributes: { a: 1 },
      spanContext: () => ({ traceId: 't', spanId: 's', traceFlags: 1 }),
    };
    const out = derivedSpan(plain, { ...UPDATE, name: undefined });
    expect(out.name).toBe('chat');
    expect('events' in out).toBe(false);
    expect(out.attributes).toEqual({ a: 1, 'signals.quality': 'Poor', 'signals.flagged': true });
  });
});
