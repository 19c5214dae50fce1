/**
 * `@vercel/otel` wraps span processors in its own composite that never calls `onEnding`, so the
 * processor works there through the `onEnd` fallback (`@vercel/otel` 2 is a devDependency).
 */
import { describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { genaiMessages, SnapshotExporter } from './helpers';

describe('@vercel/otel', () => {
  it('flags spans through the onEnd fallback', async () => {
    const { registerOTel } = await import('@vercel/otel');
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor();
    registerOTel({ serviceName: 'test', spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
    trace
      .getTracer('t')
      .startSpan('chat', {
        attributes: { 'gen_ai.input.messages': genaiMessages(['user', 'THIS IS THE THIRD TIME I ASK!!!']) },
      })
      .end();
    expect(exporter.spans[0]?.name).toBe(`chat${FLAG_MARKER}`);
    expect(signals.getStats().fallbackWrites).toBe(1);
  });
});
