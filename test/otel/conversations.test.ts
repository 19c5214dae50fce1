import { describe, expect, it } from 'vitest';
import { propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR, EVENT_ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { emit, genaiMessages, loadFixture, replay, SnapshotExporter } from './helpers';

function setup(options?: SignalsSpanProcessorOptions) {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor(options);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, tracer: provider.getTracer('test') };
}

const analysed = (exporter: SnapshotExporter) => exporter.spans.filter((s) => s.attributes[ATTR.QUALITY] !== undefined);

describe('conversation tracking', () => {
  it('scores a span carrying only the newest turn against the whole conversation', () => {
    const { exporter, signals, tracer } = setup();
    const id = { 'gen_ai.conversation.id': 'conv-1' };
    emit(tracer, 'turn 1', {
      ...id,
      'gen_ai.input.messages': genaiMessages(['user', 'My order never arrived']),
      'gen_ai.output.messages': genaiMessages(['assistant', 'Let me check.']),
    });
    emit(tracer, 'turn 2', {
      ...id,
      'gen_ai.input.messages': genaiMessages(['user', 'THIS IS THE THIRD TIME I ASK!!!']),
      'gen_ai.output.messages': genaiMessages(['assistant', 'Sorry about that.']),
    });
    emit(tracer, 'turn 3', { ...id, 'gen_ai.input.messages': genaiMessages(['user', 'ok, what now?']) });
    const [t1, t2, t3] = exporter.spans;
    expect(t1?.attributes[ATTR.TURN_COUNT]).toBe(1);
    expect(t2?.attributes[ATTR.TURN_COUNT]).toBe(2);
    expect(t3?.attributes[ATTR.TURN_COUNT]).toBe(3);
    // Frustration from turn 2 still counts on turn 3; indices are positions in the conversation.
    expect(t3?.attributes[ATTR.FRUSTRATION_COUNT]).toBeGreaterThan(0);
    expect(t3?.name).toBe(`turn 3${FLAG_MARKER}`);
    const caps = t3?.events.find((e) => e.name === 'signal.interaction.frustration.all_caps');
    expect(caps?.attributes[EVENT_ATTR.MESSAGE_INDEX]).toBe(2);
    expect(signals.getStats().conversationsTracked).toBe(1);
  });

  it('merges a span carrying the full history without duplicating it', () => {
    const { exporter, tracer } = setup();
    const id = { 'session.id': 's-1' };
    const h1: [string, string][] = [
      ['system', 'Be brief.'],
      ['user', 'Book a table for two'],
      ['assistant', 'For when?'],
    ];
    const h2: [string, string][] = [...h1, ['user', 'Tonight at 8pm'], ['assistant', 'Done.']];
    emit(tracer, 'a', { ...id, 'gen_ai.input.messages': genaiMessages(...h1) });
    emit(tracer, 'b', { ...id, 'gen_ai.input.messages': genaiMessages(...h2) });
    expect(exporter.spans[1]?.attributes[ATTR.TURN_COUNT]).toBe(2);
  });

  it('keeps separate conversations apart and scores untracked spans on their own', () => {
    const { exporter, tracer } = setup();
    emit(tracer, 'x1', { 'session.id': 'x', 'gen_ai.input.messages': genaiMessages(['user', 'first question here']) });
    emit(tracer, 'y1', {
      'session.id': 'y',
      'gen_ai.input.messages': genaiMessages(['user', 'another question here']),
    });
    emit(tracer, 'none', { 'gen_ai.input.messages': genaiMessages(['user', 'a third question here']) });
    emit(tracer, 'x2', { 'session.id': 'x', 'gen_ai.input.messages': genaiMessages(['user', 'follow-up question']) });
    expect(exporter.spans.map((s) => s.attributes[ATTR.TURN_COUNT])).toEqual([1, 1, 1, 2]);
  });

  it('reads the conversation id from W3C baggage session.id', () => {
    const { exporter, tracer } = setup();
    const ctx = propagation.setBaggage(
      ROOT_CONTEXT,
      propagation.createBaggage({ 'session.id': { value: 'from-baggage' } }),
    );
    emit(tracer, 'b1', { 'gen_ai.input.messages': genaiMessages(['user', 'hello there, I need help']) }, ctx);
    emit(tracer, 'b2', { 'gen_ai.input.messages': genaiMessages(['user', 'are you still there?']) }, ctx);
    expect(exporter.spans.map((s) => s.attributes[ATTR.TURN_COUNT])).toEqual([1, 2]);
  });

  it('reads ai.telemetry.metadata ids and langfuse.session.id', () => {
    for (const key of [
      'ai.telemetry.metadata.sessionId',
      'ai.telemetry.metadata.conversationId',
      'ai.telemetry.metadata.threadId',
      'langfuse.session.id',
    ]) {
      const { exporter, tracer } = setup();
      emit(tracer, '1', { [key]: 'k', 'ai.prompt': '{"prompt":"first question"}' });
      emit(tracer, '2', { [key]: 'k', 'ai.prompt': '{"prompt":"second question"}' });
      expect(exporter.spans[1]?.attributes[ATTR.TURN_COUNT]).toBe(2);
    }
  });

  it('forgets the least recently used conversation past maxConversations', () => {
    const { exporter, signals, tracer } = setup({ maxConversations: 2 });
    for (const id of ['a', 'b', 'c'])
      emit(tracer, id, { 'session.id': id, 'gen_ai.input.messages': genaiMessages(['user', `hello from ${id}`]) });
    expect(signals.getStats().conversationsTracked).toBe(2);
    emit(tracer, 'a again', {
      'session.id': 'a',
      'gen_ai.input.messages': genaiMessages(['user', 'second message from a']),
    });
    expect(exporter.spans[3]?.attributes[ATTR.TURN_COUNT]).toBe(1);
  });

  it('forgets a conversation after conversationTtlMs', async () => {
    const { exporter, tracer } = setup({ conversationTtlMs: 20 });
    emit(tracer, '1', { 'session.id': 't', 'gen_ai.input.messages': genaiMessages(['user', 'first message']) });
    await new Promise((r) => setTimeout(r, 40));
    emit(tracer, '2', { 'session.id': 't', 'gen_ai.input.messages': genaiMessages(['user', 'second message']) });
    expect(exporter.spans[1]?.attributes[ATTR.TURN_COUNT]).toBe(1);
  });

  it('maxConversations: 0 disables tracking', () => {
    const { exporter, signals, tracer } = setup({ maxConversations: 0 });
    emit(tracer, '1', { 'session.id': 'z', 'gen_ai.input.messages': genaiMessages(['user', 'first message']) });
    emit(tracer, '2', { 'session.id': 'z', 'gen_ai.input.messages': genaiMessages(['user', 'second message']) });
    expect(exporter.spans[1]?.attributes[ATTR.TURN_COUNT]).toBe(1);
    expect(signals.getStats().conversationsTracked).toBe(0);
  });
});

describe('parent and child spans of one trace (no double work)', () => {
  it('AI SDK 7 (@ai-sdk/otel): the invoke_agent span repeating its chat spans is not analysed again', () => {
    const { exporter, signals, tracer } = setup();
    replay(tracer, loadFixture('genai/ai7-generate-text-tools.json'));
    const names = analysed(exporter).map((s) => s.name);
    expect(names).toEqual([
      `chat mock-model${FLAG_MARKER}`,
      `chat mock-model${FLAG_MARKER}`,
      `chat mock-model${FLAG_MARKER}`,
    ]);
    expect(
      exporter.spans
        .filter((s) => s.name.startsWith('invoke_agent'))
        .every((s) => s.attributes[ATTR.QUALITY] === undefined),
    ).toBe(true);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 3, spansSkippedDuplicate: 2, errors: 0 });
    // The second generateText call (new trace, same gen_ai.conversation.id) is scored on the whole conversation.
    const last = analysed(exporter)[2];
    expect(last?.attributes[ATTR.TURN_COUNT]).toBe(3);
    expect(last?.attributes[ATTR.ESCALATION_HANDOFF]).toBe(true);
  });

  it('AI SDK 6: the ai.generateText span repeating its doGenerate spans is not analysed again', () => {
    const { exporter, signals, tracer } = setup();
    replay(tracer, loadFixture('vercel-ai/ai6-generate-text-tools.json'));
    expect(analysed(exporter).map((s) => s.name.replace(FLAG_MARKER, ''))).toEqual([
      'ai.generateText.doGenerate',
      'ai.generateText.doGenerate',
      'ai.generateText.doGenerate',
    ]);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 3, spansSkippedDuplicate: 2, spansSkippedNoMessages: 1 });
    expect(analysed(exporter)[2]?.attributes[ATTR.TURN_COUNT]).toBe(3);
  });

  it('OpenInference over the AI SDK: the AGENT span is not analysed again', () => {
    const { exporter, tracer } = setup();
    replay(tracer, loadFixture('openinference/vercel-ai6-generate-text-tools.json'));
    const agentSpans = exporter.spans.filter((s) => s.attributes['openinference.span.kind'] === 'AGENT');
    expect(agentSpans).toHaveLength(2);
    for (const s of agentSpans) expect(s.attributes[ATTR.QUALITY]).toBeUndefined();
  });

  it('a parent with new content of its own is analysed', () => {
    const { exporter, tracer } = setup();
    const parent = tracer.startSpan('agent', { attributes: {} });
    const ctx = trace.setSpan(ROOT_CONTEXT, parent);
    emit(tracer, 'child', { 'gen_ai.input.messages': genaiMessages(['user', 'summarise this document please']) }, ctx);
    parent.setAttribute(
      'gen_ai.input.messages',
      genaiMessages(['user', 'summarise this document please'], ['assistant', 'Here is the summary.']),
    );
    parent.end();
    expect(analysed(exporter).map((s) => s.name)).toEqual(['child', 'agent']);
  });

  it('sibling spans with different conversations in one trace are both analysed', () => {
    const { exporter, tracer } = setup();
    const root = tracer.startSpan('request');
    const ctx = trace.setSpan(ROOT_CONTEXT, root);
    emit(tracer, 'summarise', { 'gen_ai.input.messages': genaiMessages(['user', 'summarise the ticket']) }, ctx);
    emit(tracer, 'answer', { 'gen_ai.input.messages': genaiMessages(['user', 'answer the customer']) }, ctx);
    root.end();
    expect(analysed(exporter).map((s) => s.name)).toEqual(['summarise', 'answer']);
  });
});
