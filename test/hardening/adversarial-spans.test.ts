/**
 * Adversarial span attributes through the real SDK and the processor: huge flattened message lists,
 * megabyte and deeply nested tool arguments, regex bait in every reader's text fields. Each must
 * finish, be analysed or skipped, and never reach the host as an exception. Cases already covered
 * elsewhere are not repeated (bad JSON, wrong types, a 5 MB JSON value, a 5 MB plain-text message:
 * test/otel/robustness.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';

function setup() {
  const signals = new SignalsSpanProcessor();
  // The SDK keeps 128 attributes per span by default; lift the limit so huge flattened lists arrive
  // whole. No exporter: the ended span itself shows what the processor wrote.
  const provider = new BasicTracerProvider({
    spanLimits: { attributeCountLimit: 1_000_000 },
    spanProcessors: [signals],
  });
  const tracer = provider.getTracer('adversarial');
  const end = (attributes: Record<string, string | number>): ReadableSpan => {
    const span = tracer.startSpan('chat', { attributes });
    expect(() => span.end()).not.toThrow();
    return span as unknown as ReadableSpan;
  };
  return { signals, end };
}

const MB = 1 << 20;

describe('huge flattened message lists', () => {
  it('20,000 OpenInference messages on one span: every user turn counted', () => {
    const { signals, end } = setup();
    const attributes: Record<string, string> = {};
    for (let i = 0; i < 20_000; i++) {
      attributes[`llm.input_messages.${i}.message.role`] = i % 2 === 0 ? 'user' : 'assistant';
      attributes[`llm.input_messages.${i}.message.content`] = `message ${i}`;
    }
    expect(end(attributes).attributes[ATTR.TURN_COUNT]).toBe(10_000);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 1, errors: 0 });
  });

  it('indices past 100,000 are skipped and counted; sparse indices keep their order', () => {
    const { signals, end } = setup();
    const span = end({
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': 'first',
      'gen_ai.prompt.99999.role': 'user',
      'gen_ai.prompt.99999.content': 'last',
      'gen_ai.prompt.100001.role': 'user',
      'gen_ai.prompt.100001.content': 'too far',
      'gen_ai.prompt.9999999999.role': 'user',
      'gen_ai.prompt.-1.role': 'user',
      'gen_ai.prompt.1e3.role': 'user',
    });
    expect(span.attributes[ATTR.TURN_COUNT]).toBe(2);
    expect(signals.getStats().malformedAttributes).toBe(5);
  });
});

describe('hostile tool arguments in span attributes', () => {
  const deepText = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
  const deepArrays = '['.repeat(10_000) + ']'.repeat(10_000);
  const twoMB = JSON.stringify({ blob: 'x'.repeat(2 * MB) });

  /** A user turn, then three identical calls (a retry loop) with `args`, flattened OpenInference style. */
  function openInferenceCalls(args: string, conversationId?: string): Record<string, string> {
    const a: Record<string, string> = {
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content': 'go',
    };
    for (let i = 1; i <= 3; i++) {
      a[`llm.input_messages.${i}.message.role`] = 'assistant';
      a[`llm.input_messages.${i}.message.tool_calls.0.tool_call.function.name`] = 'search';
      a[`llm.input_messages.${i}.message.tool_calls.0.tool_call.function.arguments`] = args;
    }
    if (conversationId !== undefined) a['gen_ai.conversation.id'] = conversationId;
    return a;
  }

  it.each([
    ['a 10,000-level nested JSON object', deepText],
    ['10,000 nested arrays', deepArrays],
    ['a 2 MB JSON string', twoMB],
    ['a double-encoded 2 MB string', JSON.stringify(twoMB)],
  ])('%s, untracked and in a tracked conversation', (_, args) => {
    const { signals, end } = setup();
    for (const span of [end(openInferenceCalls(args)), end(openInferenceCalls(args, 'conv-args'))]) {
      expect(span.attributes[ATTR.EXECUTION_LOOPS_COUNT]).toBe(1);
    }
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 2, errors: 0, conversationsTracked: 1 });
  });

  it('GenAI tool_call parts with 10,000-deep arguments parsed as objects', () => {
    const { signals, end } = setup();
    const call = `{"role":"assistant","parts":[{"type":"tool_call","id":"c1","name":"search","arguments":${deepText}}]}`;
    const input = `[{"role":"user","parts":[{"type":"text","content":"go"}]},${call},${call},${call}]`;
    for (const id of [undefined, 'conv-deep'])
      end({ 'gen_ai.input.messages': input, ...(id === undefined ? {} : { 'gen_ai.conversation.id': id }) });
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 2, errors: 0 });
  });
});

describe('regex bait in every reader', () => {
  const baits: Array<[string, string]> = [
    ["'a' × 100,000 + '!'", 'a'.repeat(1e5) + '!'],
    ["'``' × 100,000", '``'.repeat(1e5)],
    ["'http://' × 10,000", 'http://'.repeat(1e4)],
    ['"don\'t" × 100,000', "don't".repeat(1e5)],
    ["'[{' + '\"' × 100,000", '[{' + '"'.repeat(1e5)],
    ['\'{"type":"\' × 50,000', '{"type":"'.repeat(5e4)],
  ];
  it.each(baits)('%s', (_, bait) => {
    const { signals, end } = setup();
    end({
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content': bait,
      'llm.input_messages.1.message.role': 'tool',
      'llm.input_messages.1.message.content': bait,
    });
    end({
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': bait,
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content': bait,
    });
    end({ 'gen_ai.prompt': bait, 'gen_ai.completion': bait, 'gen_ai.system_instructions': bait });
    end({ 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: bait }] }]) });
    end({ 'ai.prompt': JSON.stringify({ system: bait, prompt: bait }).slice(0, 900_000), 'ai.response.text': bait });
    end({
      'ai.prompt.messages': JSON.stringify([{ role: 'user', content: bait }]),
      'ai.response.text': bait,
      'session.id': bait.slice(0, 1_000),
    });
    expect(signals.getStats().errors).toBe(0);
    expect(signals.getStats().spansSeen).toBe(6);
  });
});
