/**
 * Privacy by default on spans: the processor writes no snippet unless asked (events keep type,
 * message index and confidence); the CLI and `analyze` keep snippets, where the user holds the data.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { EVENT_ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { emit, genaiMessages, SnapshotExporter } from '../otel/helpers';
import { runMain } from './run-main';

const CARD = 'MY CARD 4111 1111 1111 1111 WAS CHARGED TWICE!!!';

function eventsOf(options?: SignalsSpanProcessorOptions) {
  const exporter = new SnapshotExporter();
  const provider = new BasicTracerProvider({
    spanProcessors: [new SignalsSpanProcessor(options), new SimpleSpanProcessor(exporter)],
  });
  emit(provider.getTracer('privacy'), 'chat', { 'gen_ai.input.messages': genaiMessages(['user', CARD]) });
  return exporter.spans[0]!.events.filter((e) => e.name.startsWith('signal.'));
}

describe('snippets on spans', () => {
  it('are off by default: events carry type, index and confidence, no text', () => {
    const events = eventsOf();
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.attributes[EVENT_ATTR.SNIPPET]).toBeUndefined();
      expect(event.attributes[EVENT_ATTR.TYPE]).toEqual(expect.any(String));
      expect(event.attributes[EVENT_ATTR.MESSAGE_INDEX]).toBe(0);
      expect(event.attributes[EVENT_ATTR.CONFIDENCE]).toEqual(expect.any(Number));
    }
    expect(JSON.stringify(events)).not.toContain('4111');
  });

  it('are written with includeSnippets: true', () => {
    const events = eventsOf({ includeSnippets: true });
    expect(events.some((e) => String(e.attributes[EVENT_ATTR.SNIPPET]).includes('4111'))).toBe(true);
  });

  it('stay on in analyze and in the CLI', async () => {
    expect(analyze([{ role: 'user', content: CARD }]).signals.some((s) => s.snippet?.includes('4111'))).toBe(true);
    const run = await runMain(['score', '-'], JSON.stringify({ messages: [{ role: 'user', content: CARD }] }) + '\n');
    expect(run.stdout).toContain('4111');
  });
});
