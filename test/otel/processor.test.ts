import { describe, expect, it } from 'vitest';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { analyze } from '../../src/analyze';
import { ATTR, EVENT_ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { emit, genaiMessages, SnapshotExporter, type ExportedSpan } from './helpers';

const FRUSTRATED = genaiMessages(
  ['system', 'You are a support bot.'],
  ['user', 'My order never arrived'],
  ['assistant', 'Sorry! Let me check that for you.'],
  ['user', 'THIS IS THE THIRD TIME I ASK!!!'],
);
const CLEAN = genaiMessages(['user', 'What is the capital of France?'], ['assistant', 'Paris.']);

type Order = 'signals-first' | 'exporter-first';

function setup(
  kind: 'simple' | 'batch',
  order: Order,
  options?: ConstructorParameters<typeof SignalsSpanProcessor>[0],
) {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor(options);
  const exporting: SpanProcessor =
    kind === 'simple'
      ? new SimpleSpanProcessor(exporter)
      : new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1 });
  const spanProcessors = order === 'signals-first' ? [signals, exporting] : [exporting, signals];
  const provider = new BasicTracerProvider({ spanProcessors });
  return { exporter, signals, provider, tracer: provider.getTracer('test') };
}

describe('SignalsSpanProcessor with the real SDK', () => {
  for (const kind of ['simple', 'batch'] as const) {
    for (const order of ['signals-first', 'exporter-first'] as const) {
      it(`writes typed attributes, events and the flag (${kind} processor, ${order})`, async () => {
        const { exporter, signals, provider, tracer } = setup(kind, order, { includeSnippets: true });
        emit(tracer, 'chat gpt-4o', { 'gen_ai.input.messages': FRUSTRATED });
        emit(tracer, 'clean chat', { 'gen_ai.input.messages': CLEAN });
        emit(tracer, 'GET /health', { 'http.method': 'GET' });
        await provider.forceFlush();

        const flagged = exporter.byName('chat gpt-4o');
        expect(flagged.name).toBe(`chat gpt-4o${FLAG_MARKER}`);
        const attrs = flagged.attributes;
        expect(attrs[ATTR.FLAGGED]).toBe(true);
        expect(attrs[ATTR.QUALITY]).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
        expect(Number.isInteger(attrs[ATTR.TURN_COUNT])).toBe(true);
        expect(attrs[ATTR.TURN_COUNT]).toBe(2);
        expect(attrs[ATTR.FRUSTRATION_COUNT]).toBeGreaterThan(0);
        expect(typeof attrs[ATTR.QUALITY_SCORE]).toBe('number');
        expect(typeof attrs[ATTR.EFFICIENCY_SCORE]).toBe('number');
        const types = flagged.events.map((e) => e.name);
        expect(types).toContain('signal.interaction.frustration.all_caps');
        const caps = flagged.events.find((e) => e.name === 'signal.interaction.frustration.all_caps');
        expect(caps?.attributes[EVENT_ATTR.TYPE]).toBe('interaction.frustration.all_caps');
        expect(caps?.attributes[EVENT_ATTR.MESSAGE_INDEX]).toBe(3);
        expect(typeof caps?.attributes[EVENT_ATTR.CONFIDENCE]).toBe('number');
        expect(String(caps?.attributes[EVENT_ATTR.SNIPPET])).toContain('THIRD TIME');

        const clean = exporter.byName('clean chat');
        expect(clean.name).toBe('clean chat');
        expect(clean.attributes[ATTR.FLAGGED]).toBe(false);
        expect(clean.attributes[ATTR.REPAIR_COUNT]).toBeUndefined();
        expect(clean.attributes[ATTR.ESCALATION_REQUESTED]).toBeUndefined();

        const plain = exporter.byName('GET /health');
        expect(Object.keys(SnapshotExporter.signals(plain))).toEqual([]);
        expect(plain.events).toEqual([]);

        expect(signals.getStats()).toMatchObject({
          spansSeen: 3,
          spansAnalysed: 2,
          spansFlagged: 1,
          spansSkippedNoMessages: 1,
          errors: 0,
          fallbackWrites: 0,
        });
      });
    }
  }

  it('works on NodeTracerProvider', async () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor();
    const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter), signals] });
    emit(provider.getTracer('node'), 'chat', { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    expect(exporter.spans[0]?.name).toBe(`chat${FLAG_MARKER}`);
    await provider.shutdown();
  });

  it('matches analyze() on the same messages', async () => {
    const { exporter, provider, tracer } = setup('simple', 'exporter-first');
    emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    const report = analyze(
      JSON.parse(FRUSTRATED).map((m: { role: string; parts: { content: string }[] }) => ({
        role: m.role,
        content: m.parts[0]?.content,
      })),
    );
    const span = exporter.spans[0] as ExportedSpan;
    expect(span.attributes[ATTR.QUALITY]).toBe(report.quality);
    expect(span.attributes[ATTR.QUALITY_SCORE]).toBe(report.qualityScore);
    expect(span.events.map((e) => e.name)).toEqual([
      ...report.signals.map((s) => `signal.${s.type}`),
      'gen_ai.evaluation.result',
    ]);
  });
});

describe('flag marker', () => {
  it('is appended exactly once, even when the name already ends with it', async () => {
    const { exporter, provider, tracer } = setup('simple', 'signals-first');
    emit(tracer, `already${FLAG_MARKER}`, { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    expect(exporter.spans[0]?.name).toBe(`already${FLAG_MARKER}`);
  });

  it('is not re-applied when two processors share the span', async () => {
    const exporter = new SnapshotExporter();
    const a = new SignalsSpanProcessor();
    const b = new SignalsSpanProcessor();
    const provider = new BasicTracerProvider({ spanProcessors: [a, b, new SimpleSpanProcessor(exporter)] });
    emit(provider.getTracer('t'), 'chat', { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    expect(exporter.spans[0]?.name).toBe(`chat${FLAG_MARKER}`);
    expect(exporter.spans[0]?.events.filter((e) => e.name === 'signal.interaction.frustration.all_caps')).toHaveLength(
      1,
    );
    expect(b.getStats().spansSkippedDuplicate).toBe(1);
  });

  it('is configurable and can be disabled', async () => {
    for (const [marker, expected] of [
      [' [!]', 'chat [!]'],
      ['', 'chat'],
    ] as const) {
      const { exporter, provider, tracer } = setup('simple', 'signals-first', { flagMarker: marker });
      emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED });
      await provider.forceFlush();
      expect(exporter.spans[0]?.name).toBe(expected);
      expect(exporter.spans[0]?.attributes[ATTR.FLAGGED]).toBe(true);
    }
  });
});

describe('options', () => {
  it('includeSnippets: false (the default on spans) leaves signal.snippet out', async () => {
    const { exporter, provider, tracer } = setup('simple', 'signals-first', { includeSnippets: false });
    emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    const events = exporter.spans[0]?.events ?? [];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.attributes[EVENT_ATTR.SNIPPET]).toBeUndefined();
  });

  it('caps snippets at 200 characters', async () => {
    const long = `${'WHY IS THIS STILL BROKEN '.repeat(20)}!!!`;
    const { exporter, provider, tracer } = setup('simple', 'signals-first', { includeSnippets: true });
    emit(tracer, 'chat', { 'gen_ai.input.messages': genaiMessages(['user', long]) });
    await provider.forceFlush();
    const snippets = (exporter.spans[0]?.events ?? []).map((e) => String(e.attributes[EVENT_ATTR.SNIPPET] ?? ''));
    expect(snippets.length).toBeGreaterThan(0);
    for (const s of snippets) expect(s.length).toBeLessThanOrEqual(200);
  });

  it('shouldAnalyze skips spans it declines, and a throwing filter is contained', async () => {
    let calls = 0;
    const { exporter, signals, provider, tracer } = setup('simple', 'signals-first', {
      shouldAnalyze: (span) => {
        calls++;
        if (span.name === 'boom') throw new Error('filter failed');
        return span.name !== 'skip me';
      },
    });
    emit(tracer, 'skip me', { 'gen_ai.input.messages': FRUSTRATED });
    emit(tracer, 'boom', { 'gen_ai.input.messages': FRUSTRATED });
    emit(tracer, 'keep', { 'gen_ai.input.messages': FRUSTRATED });
    emit(tracer, 'no llm', { foo: 'bar' });
    await provider.forceFlush();
    expect(calls).toBe(3);
    expect(exporter.byName('skip me').name).toBe('skip me');
    expect(exporter.byName('boom').name).toBe('boom');
    expect(exporter.byName('keep').name).toBe(`keep${FLAG_MARKER}`);
    expect(signals.getStats()).toMatchObject({ spansSkippedByFilter: 2, spansAnalysed: 1, errors: 1 });
  });

  it('baselineTurns reaches analyze', async () => {
    const turns: [string, string][] = [];
    for (let i = 0; i < 4; i++)
      turns.push(['user', `question number ${i} about the weather`], ['assistant', `answer ${i}`]);
    const { exporter, provider, tracer } = setup('simple', 'signals-first', { baselineTurns: 2 });
    emit(tracer, 'chat', { 'gen_ai.input.messages': genaiMessages(...turns) });
    await provider.forceFlush();
    expect(exporter.spans[0]?.attributes[ATTR.EFFICIENCY_SCORE]).toBeCloseTo(1 / (1 + 0.3 * 2), 10);
  });
});

describe('lifecycle', () => {
  it('forceFlush and shutdown resolve; shutdown forgets conversations', async () => {
    const { signals, provider, tracer } = setup('simple', 'signals-first');
    emit(tracer, 'chat', { 'gen_ai.input.messages': CLEAN, 'gen_ai.conversation.id': 'c1' });
    expect(signals.getStats().conversationsTracked).toBe(1);
    await expect(signals.forceFlush()).resolves.toBeUndefined();
    await provider.shutdown();
    expect(signals.getStats().conversationsTracked).toBe(0);
  });

  it('getStats returns a frozen snapshot', () => {
    const signals = new SignalsSpanProcessor();
    const stats = signals.getStats();
    expect(Object.isFrozen(stats)).toBe(true);
    expect(stats.spansSeen).toBe(0);
  });
});
