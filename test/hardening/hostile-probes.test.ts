/**
 * Hostile inputs probed after round three (issue 29), each against the real SDK in both modes
 * (`SignalsSpanProcessor` inside `span.end()`, `SignalsExporter` in the export batch): JSON nested
 * to the attribute's length, wide part lists, many tiny spans in one trace, conversation ids that
 * change type between spans, odd Unicode in ids, roles and tool names. Nothing is thrown, nothing
 * is lost in silence (what is not read is counted).
 */
import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { SignalsExporter, SignalsSpanProcessor } from '../../src/otel';

type Attributes = Record<string, unknown>;

/** A provider in one mode, what it exported, and its stats. */
function setup(mode: 'processor' | 'exporter') {
  const exported: ReadableSpan[] = [];
  const sink: SpanExporter = {
    export: (spans, done) => {
      exported.push(...spans);
      done({ code: 0 });
    },
    shutdown: async () => undefined,
  };
  if (mode === 'exporter') {
    const signals = new SignalsExporter<ReadableSpan>(sink);
    const provider = new BasicTracerProvider({
      spanProcessors: [signals.contextProcessor, new SimpleSpanProcessor(signals)],
    });
    return { provider, exported, stats: () => signals.getStats(), flush: () => signals.forceFlush() };
  }
  const signals = new SignalsSpanProcessor();
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(sink)] });
  return { provider, exported, stats: () => signals.getStats(), flush: () => signals.forceFlush() };
}

const user = (content: string) => ({ role: 'user', content });
const assistant = (content: string) => ({ role: 'assistant', content });

describe.each(['processor', 'exporter'] as const)('hostile probes (%s)', (mode) => {
  it('an attribute of 499,999 nested lists (the attribute length) is skipped and counted, nothing thrown', async () => {
    const env = setup(mode);
    const tracer = env.provider.getTracer('probe');
    const started = performance.now();
    tracer
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': '['.repeat(499_999) + ']'.repeat(499_999) } })
      .end();
    tracer
      .startSpan('chat', {
        attributes: {
          'gen_ai.input.messages': `[{"role":"user","content":${'['.repeat(400_000)}"hi"${']'.repeat(400_000)}}]`,
        },
      })
      .end();
    await env.flush();
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(env.stats()).toMatchObject({ errors: 0, spansAnalysed: 0, malformedAttributes: 2 });
    expect(env.exported).toHaveLength(2);
  }, 60_000);

  it('tool arguments nested 150,000 objects deep are read within the depth budget', async () => {
    const env = setup(mode);
    const deep = `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`;
    const messages = `[{"role":"user","parts":[{"type":"text","content":"go"}]},{"role":"assistant","parts":[{"type":"tool_call","name":"t","id":"1","arguments":${deep}}]}]`;
    env.provider
      .getTracer('probe')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': messages } })
      .end();
    await env.flush();
    expect(env.stats()).toMatchObject({ errors: 0, spansAnalysed: 1 });
    expect(env.exported[0]!.attributes['signals.quality']).toBeDefined();
  }, 60_000);

  it('20,000 tiny spans in one trace (past its 10,000 remembered items) are each scored, none left unscored', async () => {
    const env = setup(mode);
    const tracer = env.provider.getTracer('probe');
    const root = tracer.startSpan('root');
    const ctx = trace.setSpan(ROOT_CONTEXT, root);
    for (let i = 0; i < 20_000; i++) {
      tracer.startSpan('chat', { attributes: { 'gen_ai.input.messages': JSON.stringify([user(`q${i}`)]) } }, ctx).end();
      if (i % 1_000 === 999) await env.flush();
    }
    root.end();
    await env.flush();
    expect(env.stats()).toMatchObject({ errors: 0, spansAnalysed: 20_000, spansUnscoredBacklog: 0 });
  }, 120_000);

  it('a conversation id that changes type (7, "7", 7.0) is one conversation; ids of other types are ignored', async () => {
    const env = setup(mode);
    const tracer = env.provider.getTracer('probe');
    const turns = [user('where is my order?'), assistant('It shipped.'), user('NO IT DID NOT!!! it is broken')];
    const ids: unknown[] = [7, '7', 7.0];
    for (let i = 0; i < 3; i++)
      tracer
        .startSpan('chat', {
          attributes: {
            'gen_ai.conversation.id': ids[i],
            'gen_ai.input.messages': JSON.stringify([turns[i]]),
          } as Attributes as never,
        })
        .end();
    for (const odd of [true, ['7'], Number.NaN])
      tracer
        .startSpan('chat', {
          attributes: { 'gen_ai.conversation.id': odd, 'gen_ai.input.messages': JSON.stringify([user('hi')]) } as never,
        })
        .end();
    await env.flush();
    expect(env.stats()).toMatchObject({ errors: 0, conversationsTracked: 1 });
    const last = env.exported[2]!;
    expect(last.attributes['signals.turn_count']).toBe(2);
  });

  it('odd Unicode in ids, roles and tool names: scored, or counted when a role is unknown', async () => {
    const env = setup(mode);
    const tracer = env.provider.getTracer('probe');
    const odd = ['\ud800', 'a\u202ebidi', 'zero\u200bwidth', '\ufeff', '\u{1F600}'.repeat(100).slice(1), '\u2028'];
    for (const o of odd) {
      const messages = [
        user(`${o} WHY!!! ${o}`),
        {
          role: 'assistant',
          content: o,
          tool_calls: [{ id: o, function: { name: o, arguments: JSON.stringify({ [o]: o }) } }],
        },
        { role: 'tool', tool_call_id: o, name: o, content: o },
      ];
      tracer
        .startSpan('chat', {
          attributes: { 'gen_ai.conversation.id': o, 'gen_ai.input.messages': JSON.stringify(messages) },
        })
        .end();
      tracer
        .startSpan('chat', {
          attributes: { 'gen_ai.input.messages': JSON.stringify([{ role: `user${o}`, content: 'x' }]) },
        })
        .end();
    }
    await env.flush();
    expect(env.stats()).toMatchObject({ errors: 0, spansAnalysed: odd.length, malformedAttributes: odd.length });
    expect(env.exported.filter((s) => s.attributes['signals.quality'] !== undefined)).toHaveLength(odd.length);
  });
});
