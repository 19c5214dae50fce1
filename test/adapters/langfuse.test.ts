/**
 * Langfuse generation observations (`@langfuse/tracing`, captured fixture).
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { readLangfuse } from '../../src/adapters/langfuse';
import { readSpanMessages } from '../../src/adapters/span-messages';
import { SignalsSpanProcessor } from '../../src/otel';
import { loadFixture, replay, SnapshotExporter } from '../otel/helpers';

const FIXTURE = 'langfuse/generation-observations.json';

describe('readLangfuse', () => {
  it('reads the input message list and the output message (object or text)', () => {
    const [first, second] = loadFixture(FIXTURE).spans;
    expect(readLangfuse(first!.attributes)?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const read = readSpanMessages(second!.attributes)!;
    expect(read.convention).toBe('langfuse');
    expect(read.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant']);
    expect(read.messages[4]!.content).toMatch(/^I am sorry/);
  });

  it('only generations are read: other observation types hold arbitrary inputs', () => {
    const attributes = {
      'langfuse.observation.type': 'span',
      'langfuse.observation.input': '{"query":"lyon trains"}',
      'langfuse.observation.output': '"ok"',
    };
    expect(readLangfuse(attributes)).toBeUndefined();
    expect(readSpanMessages(attributes)).toBeUndefined();
  });

  it('a plain-text input is a user message; malformed JSON is skipped, never thrown', () => {
    expect(
      readLangfuse({ 'langfuse.observation.type': 'generation', 'langfuse.observation.input': 'Hello there' })
        ?.messages,
    ).toEqual([{ role: 'user', content: 'Hello there' }]);
    const bad = readLangfuse({ 'langfuse.observation.type': 'generation', 'langfuse.observation.input': '{"role":' });
    expect(bad).toEqual({ messages: [], skipped: 1 });
  });

  it('the processor scores Langfuse generations (before: no messages)', () => {
    const signals = new SignalsSpanProcessor();
    const exporter = new SnapshotExporter();
    const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
      't',
    );
    replay(tracer, loadFixture(FIXTURE));
    const [, second] = exporter.spans;
    expect(second!.attributes['signals.turn_count']).toBe(2);
    expect(second!.attributes['signals.escalation.requested']).toBe(true);
    expect(second!.attributes['signals.flagged']).toBe(true);
    expect(signals.getStats().spansAnalysed).toBe(2);
  });
});
