/**
 * @module Per-span overhead of `SignalsSpanProcessor` on the real SDK, as a ratio to the same
 * tracer without it.
 */
import { BasicTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { SignalsSpanProcessor } from '../src/otel/index';
import { fmt, medianNs, type Row } from './measure';
import { typicalConversation } from './synthetic';

const NOOP: SpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

function spanCost(processors: SpanProcessor[], attributes: Record<string, string> | undefined): number {
  const tracer = new BasicTracerProvider({ spanProcessors: [...processors, NOOP] }).getTracer('bench');
  return medianNs(
    () => {
      const span = tracer.startSpan('chat gpt-4o', attributes === undefined ? undefined : { attributes });
      span.end();
    },
    { samples: 31, batch: 200 },
  );
}

/**
 * ns per span without and with `processor`, measured in alternating rounds (best median of each):
 * measured one after the other, the first side also paid for warming the SDK up.
 */
function pairedCost(
  processor: () => SpanProcessor,
  attributes: Record<string, string>,
): [without: number, withIt: number] {
  let without = Infinity;
  let withIt = Infinity;
  for (let round = 0; round < 5; round++) {
    without = Math.min(without, spanCost([], attributes));
    withIt = Math.min(withIt, spanCost([processor()], attributes));
  }
  return [without, withIt];
}

/** Rows: ns per span with and without the processor, for spans with and without messages. */
export async function processorRows(): Promise<Row[]> {
  const messages = typicalConversation();
  const withMessages = {
    'gen_ai.operation.name': 'chat',
    'gen_ai.input.messages': JSON.stringify(
      messages.slice(0, -1).map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })),
    ),
    'gen_ai.output.messages': JSON.stringify([
      { role: 'assistant', parts: [{ type: 'text', content: messages.at(-1)!.content }], finish_reason: 'stop' },
    ]),
  };
  const plain = { 'http.method': 'GET', 'http.route': '/api/orders/:id' };
  const [base, plainWith] = pairedCost(() => new SignalsSpanProcessor(), plain);
  const [llmBase, llmWith] = pairedCost(() => new SignalsSpanProcessor({ maxConversations: 0 }), withMessages);
  // The same span with a conversation id: after the first, each repeats a tracked history.
  const repeated = { ...withMessages, 'gen_ai.conversation.id': 'conversation-1' };
  const [repeatBase, repeatWith] = pairedCost(() => new SignalsSpanProcessor(), repeated);
  const added = plainWith - base;
  return [
    { name: 'span without messages, no processor', value: fmt(base, 'ns', 0), budget: '', ok: undefined },
    {
      name: 'span without messages, with processor',
      value: `${fmt(plainWith, 'ns', 0)} (${(plainWith / base).toFixed(2)}x)`,
      budget: '',
      ok: undefined,
    },
    {
      name: 'added per span without messages',
      value: fmt(added / 1e3, 'µs', 3),
      budget: '<= 2 µs',
      ok: added / 1e3 <= 2,
    },
    { name: 'LLM span (10 messages), no processor', value: fmt(llmBase / 1e3, 'µs', 1), budget: '', ok: undefined },
    {
      name: 'LLM span (10 messages), with processor',
      value: `${fmt(llmWith / 1e3, 'µs', 1)} (${(llmWith / llmBase).toFixed(1)}x)`,
      budget: '',
      ok: undefined,
    },
    {
      name: 'the same span repeating a tracked conversation, with processor',
      value: `${fmt(repeatWith / 1e3, 'µs', 1)} (${(repeatWith / repeatBase).toFixed(1)}x)`,
      budget: 'context',
      ok: undefined,
    },
  ];
}
