/**
 * A span inherits the conversation id of its local parent span (AI SDK 7 writes
 * `ai.settings.context.*` on its `invoke_agent` and step spans, not on the model spans).
 */
import { ROOT_CONTEXT, trace, type Attributes, type Context } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { SignalsSpanProcessor } from '../../src/otel';
import { genaiMessages, SnapshotExporter } from './helpers';

function setup() {
  const signals = new SignalsSpanProcessor();
  const exporter = new SnapshotExporter();
  const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
    't',
  );
  return { signals, exporter, tracer };
}

/** One agent call: invoke_agent (root attributes) > step > chat (the call's messages only). */
function agentCall(env: ReturnType<typeof setup>, root: Attributes, user: string, answer: string): void {
  const agent = env.tracer.startSpan('invoke_agent', { attributes: root });
  const step = env.tracer.startSpan('step 1', {}, trace.setSpan(ROOT_CONTEXT, agent));
  const chat = env.tracer.startSpan(
    'chat model',
    {
      attributes: {
        'gen_ai.input.messages': genaiMessages(['user', user]),
        'gen_ai.output.messages': genaiMessages(['assistant', answer]),
      },
    },
    trace.setSpan(ROOT_CONTEXT, step),
  );
  chat.end();
  step.end();
  agent.end();
}

const TURN_1 = ['Can you reset my router password?', 'I cannot do that from here.'] as const;
const TURN_2 = ['This is useless!!! Nothing you say works.', 'I am sorry to hear that.'] as const;

describe('conversation id inherited from the parent span', () => {
  it('model spans under an invoke_agent span carrying ai.settings.context.conversationId join one conversation', () => {
    const env = setup();
    const root = { 'ai.settings.context.conversationId': 'chat-7' };
    agentCall(env, root, ...TURN_1);
    agentCall(env, root, ...TURN_2);
    const chats = env.exporter.spans.filter((s) => s.name.startsWith('chat model'));
    expect(chats.map((s) => s.attributes['signals.turn_count'])).toEqual([1, 2]);
    expect(env.signals.getStats().conversationsTracked).toBe(1);
  });

  it('without an id on the parent, each call is scored on its own', () => {
    const env = setup();
    agentCall(env, {}, ...TURN_1);
    agentCall(env, {}, ...TURN_2);
    const chats = env.exporter.spans.filter((s) => s.name.startsWith('chat model'));
    expect(chats.map((s) => s.attributes['signals.turn_count'])).toEqual([1, 1]);
    expect(env.signals.getStats().conversationsTracked).toBe(0);
  });

  it('the span’s own id wins over its parent’s', () => {
    const env = setup();
    const agent = env.tracer.startSpan('invoke_agent', { attributes: { 'gen_ai.conversation.id': 'a' } });
    for (const [user, answer] of [TURN_1, TURN_2]) {
      env.tracer
        .startSpan(
          'chat',
          {
            attributes: {
              'gen_ai.conversation.id': user === TURN_1[0] ? 'b' : 'c',
              'gen_ai.input.messages': genaiMessages(['user', user]),
              'gen_ai.output.messages': genaiMessages(['assistant', answer]),
            },
          },
          trace.setSpan(ROOT_CONTEXT, agent),
        )
        .end();
    }
    agent.end();
    expect(env.signals.getStats().conversationsTracked).toBe(2);
  });

  it('a remote parent (span context only) or a hostile context gives no id and never throws', () => {
    const env = setup();
    const remote = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
      isRemote: true,
    });
    env.tracer
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': genaiMessages(['user', 'hi']) } }, remote)
      .end();
    const hostile = {
      getValue() {
        throw new Error('boom');
      },
    } as unknown as Context;
    const span = env.tracer.startSpan('x');
    expect(() => env.signals.onStart(span as never, hostile)).not.toThrow();
    expect(env.signals.getStats()).toMatchObject({ spansAnalysed: 1, conversationsTracked: 0, errors: 0 });
  });
});
