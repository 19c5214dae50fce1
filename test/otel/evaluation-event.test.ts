/**
 * The `gen_ai.evaluation.result` event, with the real SDK and `InMemorySpanExporter`: one per
 * scored span, named and valued as the GenAI semantic conventions define it, on by default and
 * off with `evaluationEvent: false`; none on spans that were not scored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { diag, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { analyze } from '../../src/analyze';
import { ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import {
  EVALUATION_ATTR,
  EVALUATION_EVENT,
  EVALUATION_NAME,
  evaluationAttributes,
} from '../../src/otel/evaluation-event';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { captureDiag, emit, genaiMessages } from './helpers';

const FRUSTRATED = genaiMessages(
  ['user', 'My order never arrived'],
  ['assistant', 'Sorry! Let me check that for you.'],
  ['user', 'THIS IS THE THIRD TIME I ASK!!!'],
);
const CLEAN = genaiMessages(['user', 'What is the capital of France?'], ['assistant', 'Paris.']);
const asMessages = (json: string) =>
  (JSON.parse(json) as { role: string; parts: { content: string }[] }[]).map((m) => ({
    role: m.role,
    content: m.parts[0]!.content,
  }));

function setup(options?: SignalsSpanProcessorOptions) {
  const exporter = new InMemorySpanExporter();
  const signals = new SignalsSpanProcessor(options);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, provider, tracer: provider.getTracer('test') };
}

const evaluations = (span: ReadableSpan) => span.events.filter((e) => e.name === EVALUATION_EVENT);

afterEach(() => diag.disable());

describe('the gen_ai.evaluation.result event', () => {
  it('is written once per scored span, with the conventions’ attribute names and types', async () => {
    const { exporter, provider, tracer } = setup();
    emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED, 'gen_ai.response.id': 'chatcmpl-42' });
    await provider.forceFlush();
    const [span] = exporter.getFinishedSpans();
    const report = analyze(asMessages(FRUSTRATED));
    const [event, ...more] = evaluations(span!);
    expect(more).toEqual([]);
    expect(event!.attributes).toEqual({
      'gen_ai.evaluation.name': 'agent_signals.quality',
      'gen_ai.evaluation.score.value': report.qualityScore,
      'gen_ai.evaluation.score.label': report.quality,
      'gen_ai.evaluation.explanation': report.summary,
      'gen_ai.response.id': 'chatcmpl-42',
    });
    // The same verdict as the span's attributes; the event comes after the signal events, at span end.
    expect(event!.attributes![EVALUATION_ATTR.SCORE_LABEL]).toBe(span!.attributes[ATTR.QUALITY]);
    expect(event!.attributes![EVALUATION_ATTR.SCORE_VALUE]).toBe(span!.attributes[ATTR.QUALITY_SCORE]);
    expect(span!.events.at(-1)!.name).toBe(EVALUATION_EVENT);
    expect(span!.events.length).toBe(report.signals.length + 1);
    expect(event!.time).toEqual(span!.endTime);
  });

  it('carries no gen_ai.response.id when the span has none, and a clean verdict too', async () => {
    const { exporter, provider, tracer } = setup();
    emit(tracer, 'chat', { 'gen_ai.input.messages': CLEAN });
    emit(tracer, 'chat', { 'gen_ai.input.messages': CLEAN.replace('France', 'Peru'), 'gen_ai.response.id': '' });
    await provider.forceFlush();
    for (const span of exporter.getFinishedSpans()) {
      const [event] = evaluations(span);
      expect(event!.attributes![EVALUATION_ATTR.NAME]).toBe(EVALUATION_NAME);
      expect(event!.attributes![EVALUATION_ATTR.SCORE_LABEL]).toBe(span.attributes[ATTR.QUALITY]);
      expect(event!.attributes).not.toHaveProperty(EVALUATION_ATTR.RESPONSE_ID);
    }
  });

  it('is not written with evaluationEvent: false; the signal events and attributes still are', async () => {
    const { exporter, provider, tracer } = setup({ evaluationEvent: false });
    emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED });
    await provider.forceFlush();
    const [span] = exporter.getFinishedSpans();
    expect(evaluations(span!)).toEqual([]);
    expect(span!.events.length).toBe(analyze(asMessages(FRUSTRATED)).signals.length);
    expect(span!.attributes[ATTR.QUALITY]).toBeDefined();
  });

  it('is not written on spans that were not scored: no messages, filtered, duplicates', async () => {
    const { exporter, signals, provider, tracer } = setup({ shouldAnalyze: (s) => s.name !== 'skip me' });
    emit(tracer, 'GET /health', { 'http.method': 'GET' });
    emit(tracer, 'skip me', { 'gen_ai.input.messages': FRUSTRATED });
    const parent = tracer.startSpan('agent', { attributes: { 'gen_ai.input.messages': FRUSTRATED } });
    const ctx = trace.setSpan(ROOT_CONTEXT, parent);
    emit(tracer, 'chat', { 'gen_ai.input.messages': FRUSTRATED }, ctx);
    parent.end(); // repeats its child's messages: a duplicate
    await provider.forceFlush();
    const byName = new Map(exporter.getFinishedSpans().map((s) => [s.name.replace(FLAG_MARKER, ''), s]));
    expect(evaluations(byName.get('GET /health')!)).toEqual([]);
    expect(evaluations(byName.get('skip me')!)).toEqual([]);
    expect(evaluations(byName.get('agent')!)).toEqual([]);
    expect(evaluations(byName.get('chat')!)).toHaveLength(1);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 1, spansSkippedDuplicate: 1, spansSkippedByFilter: 1 });
  });

  it('is written by the onEnd fallback too (SDKs without onEnding)', () => {
    const provider = new BasicTracerProvider();
    const span = provider.getTracer('t').startSpan('chat', { attributes: { 'gen_ai.input.messages': FRUSTRATED } });
    span.end();
    const signals = new SignalsSpanProcessor();
    signals.onEnd(span as unknown as ReadableSpan);
    const [event] = evaluations(span as unknown as ReadableSpan);
    expect(event!.attributes![EVALUATION_ATTR.SCORE_LABEL]).toBe(
      (span as unknown as ReadableSpan).attributes[ATTR.QUALITY],
    );
    expect(signals.getStats()).toMatchObject({ fallbackWrites: 1 });
  });

  it('a non-boolean evaluationEvent is reported and the default (on) kept', async () => {
    const logged = captureDiag();
    const { exporter, provider, tracer } = setup({ evaluationEvent: 'no' as unknown as boolean });
    expect(logged.flat().join(' ')).toContain('`evaluationEvent` must be a boolean');
    emit(tracer, 'chat', { 'gen_ai.input.messages': CLEAN });
    await provider.forceFlush();
    expect(evaluations(exporter.getFinishedSpans()[0]!)).toHaveLength(1);
  });
});

describe('evaluationAttributes', () => {
  const report = analyze(asMessages(FRUSTRATED));

  it('copies gen_ai.response.id only as a non-empty string of at most 256 characters', () => {
    expect(evaluationAttributes(report, { 'gen_ai.response.id': 'x'.repeat(256) })).toHaveProperty(
      EVALUATION_ATTR.RESPONSE_ID,
      'x'.repeat(256),
    );
    for (const id of ['x'.repeat(257), '', 42, ['a'], true])
      expect(evaluationAttributes(report, { 'gen_ai.response.id': id as string })).not.toHaveProperty(
        EVALUATION_ATTR.RESPONSE_ID,
      );
  });

  it('writes a double even for a hostile score, and no explanation for an empty summary', () => {
    const hostile = { ...report, qualityScore: Number.NaN, summary: '' };
    const a = evaluationAttributes(hostile, {});
    expect(a[EVALUATION_ATTR.SCORE_VALUE]).toBe(0);
    expect(a).not.toHaveProperty(EVALUATION_ATTR.EXPLANATION);
  });
});
