import { describe, expect, it } from 'vitest';
import type { Context } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  SimpleSpanProcessor,
  type ReadableSpan,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { genaiMessages, SnapshotExporter } from './helpers';

const FRUSTRATED = genaiMessages(
  ['user', 'My order never arrived'],
  ['assistant', 'Let me check.'],
  ['user', 'THIS IS THE THIRD TIME I ASK!!!'],
);

/** Wraps the processor the way an SDK without `onEnding` sees it (SDK < 2.3, `@vercel/otel`). */
function withoutOnEnding(p: SignalsSpanProcessor): SpanProcessor {
  return {
    onStart: (span: Span, ctx: Context) => p.onStart(span, ctx),
    onEnd: (span: ReadableSpan) => p.onEnd(span),
    forceFlush: () => p.forceFlush(),
    shutdown: () => p.shutdown(),
  };
}

describe('onEnd fallback (SDKs without onEnding)', () => {
  it('mutates an ended real-SDK span in place when only onEnd is called', () => {
    const provider = new BasicTracerProvider();
    const span = provider.getTracer('t').startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } });
    span.end();
    const readable = span as unknown as ReadableSpan;
    expect(readable.ended).toBe(true);

    const signals = new SignalsSpanProcessor();
    signals.onEnd(readable);

    expect(readable.name).toBe(`chat${FLAG_MARKER}`);
    expect(readable.attributes[ATTR.FLAGGED]).toBe(true);
    expect(readable.attributes[ATTR.TURN_COUNT]).toBe(2);
    const caps = readable.events.find((e) => e.name === 'signal.interaction.frustration.all_caps');
    expect(caps?.time).toEqual(readable.endTime);
    expect(signals.getStats()).toMatchObject({ spansSeen: 1, spansAnalysed: 1, fallbackWrites: 1, errors: 0 });

    signals.onEnd(readable); // a second call finds signals.* already there
    expect(readable.name).toBe(`chat${FLAG_MARKER}`);
    expect(readable.events.filter((e) => e.name === 'signal.interaction.frustration.all_caps')).toHaveLength(1);
  });

  it('reaches the exporter when registered before it in an SDK pipeline without onEnding', async () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor();
    const provider = new BasicTracerProvider({
      spanProcessors: [withoutOnEnding(signals), new SimpleSpanProcessor(exporter)],
    });
    provider
      .getTracer('t')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } })
      .end();
    await provider.forceFlush();
    expect(exporter.spans[0]?.name).toBe(`chat${FLAG_MARKER}`);
    expect(exporter.spans[0]?.attributes[ATTR.FLAGGED]).toBe(true);
    expect(signals.getStats().fallbackWrites).toBe(1);
  });

  it('does nothing in onEnd for a span it already handled in onEnding', async () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor();
    const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
    provider
      .getTracer('t')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } })
      .end();
    provider
      .getTracer('t')
      .startSpan('other', { attributes: { foo: 1 } })
      .end();
    await provider.forceFlush();
    expect(signals.getStats()).toMatchObject({ spansSeen: 2, spansAnalysed: 1, fallbackWrites: 0 });
    expect(exporter.spans[0]?.events.filter((e) => e.name.startsWith('signal.')).length).toBeGreaterThan(0);
  });

  it('contains a span object whose fields cannot be written', () => {
    const frozen = Object.freeze({
      name: 'chat',
      attributes: Object.freeze({ 'gen_ai.input.messages': FRUSTRATED }),
      events: [],
      spanContext: () => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 }),
    });
    const signals = new SignalsSpanProcessor();
    expect(() => signals.onEnd(frozen as unknown as ReadableSpan)).not.toThrow();
    expect(signals.getStats().errors).toBe(1);
    expect(frozen.name).toBe('chat');
  });
});
