/**
 * Responses API calls chained by `previous_response_id` (OpenInference records it) join the earlier
 * response's conversation when no conversation id is present.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { SignalsSpanProcessor } from '../../src/otel';
import { previousResponseIdOf, responseIdOf } from '../../src/otel/response-chain';
import { loadFixture, SnapshotExporter } from './helpers';

function setup(options?: ConstructorParameters<typeof SignalsSpanProcessor>[0]) {
  const signals = new SignalsSpanProcessor(options);
  const exporter = new SnapshotExporter();
  const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
    't',
  );
  return { signals, exporter, tracer };
}

const FIXTURE = loadFixture('openinference/openai-responses-chained.json');

describe('Responses API chaining (captured from @arizeai/openinference-instrumentation-openai)', () => {
  it('reads the response id and the previous response id', () => {
    const [first, second] = FIXTURE.spans;
    expect(responseIdOf(first!.attributes)).toMatch(/^resp_/);
    expect(previousResponseIdOf(first!.attributes)).toBeUndefined();
    expect(previousResponseIdOf(second!.attributes)).toBe(responseIdOf(first!.attributes));
  });

  it('the chained call is scored with the earlier call’s turns (separate traces, no session id)', () => {
    const env = setup();
    for (const s of FIXTURE.spans) env.tracer.startSpan(s.name, { attributes: s.attributes }).end();
    const [first, second] = env.exporter.spans;
    expect(first!.attributes['signals.turn_count']).toBe(1);
    expect(second!.attributes['signals.turn_count']).toBe(2);
    expect(env.signals.getStats().conversationsTracked).toBe(1);
  });

  it('with tracking off (maxConversations 0), or an unknown previous id, each call is scored alone', () => {
    const off = setup({ maxConversations: 0 });
    for (const s of FIXTURE.spans) off.tracer.startSpan(s.name, { attributes: s.attributes }).end();
    expect(off.exporter.spans.map((s) => s.attributes['signals.turn_count'])).toEqual([1, 1]);
    const unknown = setup();
    const second = FIXTURE.spans[1]!;
    unknown.tracer.startSpan(second.name, { attributes: second.attributes }).end();
    expect(unknown.exporter.spans[0]!.attributes['signals.turn_count']).toBe(1);
    expect(unknown.signals.getStats().conversationsTracked).toBe(0);
  });

  it('malformed invocation parameters and output values are ignored', () => {
    expect(previousResponseIdOf({ 'llm.invocation_parameters': '{"previous_response_id":' })).toBeUndefined();
    expect(previousResponseIdOf({ 'llm.invocation_parameters': '{"previous_response_id":5}' })).toBeUndefined();
    expect(responseIdOf({ 'output.value': 'plain text answer' })).toBeUndefined();
    expect(responseIdOf({ 'gen_ai.response.id': 7 })).toBeUndefined();
  });
});
