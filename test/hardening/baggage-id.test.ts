/**
 * Round three (issue 29), finding 10: a W3C baggage `session.id` is held to the same 1,024-character
 * cap as an attribute id (the real SDK).
 */
import { propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { ATTR } from '../../src/otel/attributes';
import { MAX_ID_LENGTH } from '../../src/otel/conversation-id';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { emit, genaiMessages, SnapshotExporter } from '../otel/helpers';

function setup() {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor();
  const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
    'b',
  );
  return { signals, exporter, tracer };
}

const withSession = (id: string) =>
  propagation.setBaggage(ROOT_CONTEXT, propagation.createBaggage({ 'session.id': { value: id } }));

describe('baggage session.id', () => {
  it('300 ids of 1 MB are not tracked (was: 300 conversations keyed by 1 MB ids)', () => {
    const { signals, tracer } = setup();
    for (let i = 0; i < 300; i++)
      emit(
        tracer,
        `s${i}`,
        { 'gen_ai.input.messages': genaiMessages(['user', `question ${i}`]) },
        withSession(`${i}`.padEnd(1_000_000, 'x')),
      );
    expect(signals.getStats()).toMatchObject({ conversationsTracked: 0, spansAnalysed: 300, errors: 0 });
  });

  it(`an id of exactly ${MAX_ID_LENGTH} characters is tracked, one more is not`, () => {
    for (const [length, turns] of [
      [MAX_ID_LENGTH, [1, 2]],
      [MAX_ID_LENGTH + 1, [1, 1]],
    ] as const) {
      const { exporter, tracer } = setup();
      const ctx = withSession('s'.repeat(length));
      emit(tracer, 'a', { 'gen_ai.input.messages': genaiMessages(['user', 'hello there, I need help']) }, ctx);
      emit(tracer, 'b', { 'gen_ai.input.messages': genaiMessages(['user', 'are you still there?']) }, ctx);
      expect(exporter.spans.map((s) => s.attributes[ATTR.TURN_COUNT])).toEqual(turns);
    }
  });
});
