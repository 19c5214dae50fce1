/**
 * The exporter-side mode against the processor, through the real SDK and the real OTLP/HTTP JSON
 * exporter to a local receiver: the same spans (fixtures of every convention, a conversation
 * spread over spans, ids inherited from a parent span and from baggage) go through
 * `SignalsSpanProcessor` + `BatchSpanProcessor(OTLP)` in one provider and through
 * `BatchSpanProcessor(SignalsExporter(OTLP))` in another; what reaches the receiver must be the
 * same, attribute for attribute and byte for byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propagation, trace, ROOT_CONTEXT, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsExporter, SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { genaiMessages, loadFixture, replay } from './helpers';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver';

interface KeyValue {
  key: string;
  value: unknown;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes?: KeyValue[];
  events?: { name: string; timeUnixNano: string; attributes?: KeyValue[]; droppedAttributesCount?: number }[];
  [key: string]: unknown;
}
interface OtlpRequest {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

let receiver: OtlpReceiver;
let url: string;
const received = new Map<string, OtlpRequest[]>();

beforeAll(async () => {
  receiver = await startOtlpReceiver((body, path) => {
    const list = received.get(path) ?? [];
    list.push(body as OtlpRequest);
    received.set(path, list);
  });
  url = receiver.url;
});

afterAll(() => receiver.close());

const FIXTURES = [
  'genai/openai-chat-tool-call.json',
  'genai/traceloop-openai-responses.json',
  'genai/ai7-generate-text-tools.json',
  'openinference/openai-chat-tool-call.json',
  'openinference/openai-responses-chained.json',
  'openinference/vercel-ai6-generate-text-tools.json',
  'openllmetry/openai-chat-tool-call.json',
  'vercel-ai/ai6-generate-text-tools.json',
  'langfuse/generation-observations.json',
];

/** The same traffic for both modes. */
function traffic(tracer: Tracer): void {
  for (const path of FIXTURES) replay(tracer, loadFixture(path));
  // One conversation over four spans, each carrying only its newest turns; the last is frustrated.
  const turns: [string, string][][] = [
    [
      ['user', 'Where is my parcel to Berlin?'],
      ['assistant', 'It left the depot yesterday.'],
    ],
    [
      ['user', 'When will it arrive?'],
      ['assistant', 'Tomorrow, most likely.'],
    ],
    [
      ['user', 'Can you check again where my parcel is?'],
      ['assistant', 'It left the depot yesterday.'],
    ],
    [['user', 'THIS IS USELESS, I ALREADY ASKED THAT!!!']],
  ];
  for (const step of turns)
    tracer
      .startSpan('chat gpt-4o', {
        attributes: { 'gen_ai.conversation.id': 'conv-1', 'gen_ai.input.messages': genaiMessages(...step) },
      })
      .end();
  // The id on the parent agent span only; the model spans inherit it.
  const agent = tracer.startSpan('invoke_agent support', { attributes: { 'session.id': 'conv-2' } });
  const inAgent = trace.setSpan(ROOT_CONTEXT, agent);
  tracer
    .startSpan(
      'chat a',
      { attributes: { 'gen_ai.input.messages': genaiMessages(['user', 'hi, I need a refund']) } },
      inAgent,
    )
    .end();
  tracer
    .startSpan(
      'chat b',
      { attributes: { 'gen_ai.input.messages': genaiMessages(['user', 'no, that is wrong. a REFUND!!']) } },
      inAgent,
    )
    .end();
  agent.end();
  // The id in baggage.
  const bag = propagation.setBaggage(ROOT_CONTEXT, propagation.createBaggage({ 'session.id': { value: 'conv-3' } }));
  for (const text of ['my card was charged twice', 'you are not listening, charged TWICE'])
    tracer.startSpan('chat c', { attributes: { 'gen_ai.input.messages': genaiMessages(['user', text]) } }, bag).end();
  tracer.startSpan('db.query', { attributes: { 'db.system': 'postgresql' } }).end();
}

/** Runs the traffic through one mode; the spans received, in order. */
async function run(mode: 'processor' | 'exporter', options: SignalsSpanProcessorOptions): Promise<OtlpSpan[]> {
  const path = `/${mode}/${received.size}/v1/traces`;
  const otlp = new OTLPTraceExporter({ url: url + path, timeoutMillis: 5_000 });
  let processors: SpanProcessor[];
  if (mode === 'processor') processors = [new SignalsSpanProcessor(options), new BatchSpanProcessor(otlp)];
  else {
    const signals = new SignalsExporter(otlp, options);
    processors = [signals.contextProcessor, new BatchSpanProcessor(signals)];
  }
  const provider = new BasicTracerProvider({ spanProcessors: processors });
  traffic(provider.getTracer('modes'));
  await provider.forceFlush();
  await provider.shutdown();
  return (received.get(path) ?? []).flatMap((r) =>
    r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)),
  );
}

/** A received span without its run-specific ids and times; event times relative to the span's end. */
function comparable(span: OtlpSpan): unknown {
  const { traceId: _t, spanId: _s, parentSpanId: _p, startTimeUnixNano: _st, endTimeUnixNano, ...rest } = span;
  return JSON.stringify({
    ...rest,
    events: span.events?.map(({ timeUnixNano, ...event }) => ({
      ...event,
      atEnd: timeUnixNano === endTimeUnixNano,
    })),
  });
}

describe('SignalsExporter through the real SDK and OTLP/HTTP', () => {
  for (const options of [{}, { includeSnippets: true, flagMarker: ' [!]' }] as SignalsSpanProcessorOptions[]) {
    it(`hands the OTLP exporter what the processor writes (${JSON.stringify(options)})`, async () => {
      const processor = await run('processor', options);
      const exporter = await run('exporter', options);
      expect(exporter.length).toBe(processor.length);
      expect(processor.length).toBeGreaterThan(20);
      expect(exporter.map(comparable)).toEqual(processor.map(comparable));

      // The comparison is not vacuous: spans were scored, one flagged, events stamped at the end.
      const scored = exporter.filter((s) => s.attributes?.some((a) => a.key === ATTR.QUALITY));
      expect(scored.length).toBeGreaterThan(8);
      const marker = options.flagMarker ?? FLAG_MARKER;
      expect(exporter.filter((s) => s.name.endsWith(marker)).length).toBeGreaterThan(0);
      const last = exporter.find((s) => s.name === `chat gpt-4o${marker}`);
      const turns = last?.attributes?.find((a) => a.key === ATTR.TURN_COUNT)?.value;
      expect(turns).toEqual({ intValue: 4 }); // the four spans were one conversation
      const events = exporter.flatMap((s) => (s.events ?? []).map((e) => e.timeUnixNano === s.endTimeUnixNano));
      expect(events.length).toBeGreaterThan(0);
      expect(events.every(Boolean)).toBe(true);
      // Ids from the parent span and from baggage joined their conversations.
      const inherited = exporter.filter((s) => s.name.startsWith('chat b') || s.name.startsWith('chat c'));
      expect(inherited.map((s) => s.attributes?.find((a) => a.key === ATTR.TURN_COUNT)?.value)).toEqual([
        { intValue: 2 },
        { intValue: 1 },
        { intValue: 2 },
      ]);
      const db = exporter.find((s) => s.name === 'db.query');
      expect(db?.attributes?.some((a) => a.key.startsWith('signals.'))).toBe(false);
    });
  }
});
