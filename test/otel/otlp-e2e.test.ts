import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { analyze } from '../../src/analyze';
import { ATTR, EVENT_ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { genaiMessages } from './helpers';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver';

/** OTLP/JSON `AnyValue`. */
interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface OtlpSpan {
  name: string;
  attributes?: KeyValue[];
  events?: { name: string; attributes?: KeyValue[] }[];
}
interface OtlpRequest {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

let receiver: OtlpReceiver;
let url: string;
const received: OtlpRequest[] = [];
let contentTypes: string[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver((body, _path, headers) => {
    contentTypes.push(String(headers['content-type']));
    received.push(body as OtlpRequest);
  });
  url = `${receiver.url}/v1/traces`;
});

afterAll(() => receiver.close());

const spansOnTheWire = (): OtlpSpan[] =>
  received.flatMap((r) => r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
const attr = (span: OtlpSpan | undefined, key: string): AnyValue | undefined =>
  span?.attributes?.find((a) => a.key === key)?.value;

// Six user turns (efficiency 1/1.3, a non-integral double), the last one frustrated.
const TURNS: [string, string][] = [];
for (let i = 1; i <= 5; i++)
  TURNS.push(['user', `Question ${i} about my parcel to Berlin`], ['assistant', `Answer ${i}.`.padEnd(90, '.')]);
TURNS.push(['user', 'THIS IS STILL NOT WORKING!!!']);

describe('end to end through the OTLP/HTTP JSON exporter', () => {
  for (const kind of ['simple', 'batch'] as const) {
    it(`delivers the flagged name and typed attributes on the wire (${kind})`, async () => {
      received.length = 0;
      contentTypes = [];
      const exporter = new OTLPTraceExporter({ url, timeoutMillis: 5_000 });
      const exporting = kind === 'simple' ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
      const provider = new BasicTracerProvider({ spanProcessors: [exporting, new SignalsSpanProcessor()] });
      const tracer = provider.getTracer('e2e');
      tracer.startSpan('chat gpt-4o', { attributes: { 'gen_ai.input.messages': genaiMessages(...TURNS) } }).end();
      tracer.startSpan('db.query', { attributes: { 'db.system': 'postgresql' } }).end();
      await provider.forceFlush();
      await provider.shutdown();

      expect(contentTypes.every((c) => c.startsWith('application/json'))).toBe(true);
      const spans = spansOnTheWire();
      const chat = spans.find((s) => s.name.startsWith('chat gpt-4o'));
      expect(chat?.name).toBe(`chat gpt-4o${FLAG_MARKER}`);
      expect(attr(chat, ATTR.QUALITY)?.stringValue).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
      expect(attr(chat, ATTR.FLAGGED)).toEqual({ boolValue: true });
      expect(Number(attr(chat, ATTR.TURN_COUNT)?.intValue)).toBe(6);
      expect(attr(chat, ATTR.TURN_COUNT)?.doubleValue).toBeUndefined();
      expect(attr(chat, ATTR.EFFICIENCY_SCORE)?.doubleValue).toBeCloseTo(1 / 1.3, 10);
      expect(Number(attr(chat, ATTR.FRUSTRATION_COUNT)?.intValue)).toBeGreaterThan(0);
      expect(Number(attr(chat, ATTR.FRUSTRATION_SEVERITY)?.intValue)).toBeGreaterThan(0);
      // This conversation's score is not integral, so it travels as a double. (JavaScript has one
      // number type: the OTLP exporter would send an integral score such as 60 as intValue.)
      const expected = analyze(TURNS.map(([role, content]) => ({ role, content })));
      expect(Number.isInteger(expected.qualityScore)).toBe(false);
      expect(attr(chat, ATTR.QUALITY_SCORE)?.doubleValue).toBeCloseTo(expected.qualityScore, 10);
      expect(attr(chat, ATTR.QUALITY)?.stringValue).toBe(expected.quality);
      const event = chat?.events?.find((e) => e.name === 'signal.interaction.frustration.all_caps');
      expect(event?.attributes?.find((a) => a.key === EVENT_ATTR.TYPE)?.value.stringValue).toBe(
        'interaction.frustration.all_caps',
      );
      expect(Number(event?.attributes?.find((a) => a.key === EVENT_ATTR.MESSAGE_INDEX)?.value.intValue)).toBe(10);
      const db = spans.find((s) => s.name === 'db.query');
      expect(db?.attributes?.some((a) => a.key.startsWith('signals.'))).toBe(false);
    });
  }
});
