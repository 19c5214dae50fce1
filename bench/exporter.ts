/**
 * @module The exporter-side mode's cost: what `span.end()` costs with
 * `BatchSpanProcessor(SignalsExporter(…))` (p50 / p99, beside the batch processor alone, with the
 * scoring running on the event loop between spans, as in a service), and the scoring cost per
 * span of an export batch. Run alone with `node --import tsx bench/exporter.ts`.
 */
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { fileURLToPath } from 'node:url';
import { SignalsExporter } from '../src/otel/index';
import { fmt, printTable, type Row } from './measure';
import { attributesOf, micros, at } from './span-latency';
import { largeConversation, typicalConversation } from './synthetic';

/** An exporter that drops the spans. */
const discard = (): SpanExporter => ({
  export: (_spans, done) => done({ code: 0 }),
  shutdown: async () => undefined,
});

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Sorted µs of `span.end()` for `count` spans through a `BatchSpanProcessor`, with or without the
 * exporter mode. The loop yields to the event loop after each span, so the batch processor's
 * exports and the exporter's scoring slices run between the measured calls, as they would
 * between requests.
 */
async function endTimes(attributes: Record<string, string>, withSignals: boolean, count: number): Promise<number[]> {
  const exporter = withSignals ? new SignalsExporter(discard()) : discard();
  const provider = new BasicTracerProvider({
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 5, maxExportBatchSize: 64 })],
  });
  const tracer = provider.getTracer('exporter-latency');
  const times: number[] = [];
  for (let i = 0; i < count + 50; i++) {
    const span = tracer.startSpan('chat', { attributes });
    const t0 = process.hrtime.bigint();
    span.end();
    if (i >= 50) times.push(Number(process.hrtime.bigint() - t0) / 1e3);
    await turn();
  }
  await provider.shutdown();
  return times.sort((a, b) => a - b);
}

/** Ended SDK spans, each in its own trace, carrying `attributes`. */
async function endedSpans(attributes: Record<string, string>, count: number): Promise<ReadableSpan[]> {
  const spans: ReadableSpan[] = [];
  const keep: SpanExporter = {
    export: (batch, done) => {
      spans.push(...batch);
      done({ code: 0 });
    },
    shutdown: async () => undefined,
  };
  const provider = new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(keep)] });
  const tracer = provider.getTracer('spans');
  for (let i = 0; i < count; i++) tracer.startSpan('chat', { attributes }).end();
  await provider.forceFlush();
  return spans;
}

/**
 * µs of scoring per span of an export batch, until it is handed on: `measured` through an exporter
 * that exported `warm` first (its first span compiles the lexicons, as in a service's first batch).
 */
async function batchCostUs(warm: ReadableSpan[], measured: ReadableSpan[]): Promise<number> {
  const signals = new SignalsExporter(discard());
  await new Promise<void>((resolve) => signals.export(warm, () => resolve()));
  const t0 = process.hrtime.bigint();
  await new Promise<void>((resolve) => signals.export(measured, () => resolve()));
  return Number(process.hrtime.bigint() - t0) / 1e3 / measured.length;
}

/** Rows: `span.end()` p50 / p99 per span size (budget 20 µs / 200 µs), and the batch cost per span. */
export async function exporterRows(): Promise<Row[]> {
  const cases: [string, Record<string, string>, number][] = [
    ['10 messages (typical)', attributesOf(typicalConversation()), 1_000],
    ['200 messages x 200 chars', attributesOf(largeConversation(200, 200)), 200],
    ['200 messages x 3,950 chars', attributesOf(largeConversation(200, 3_950)), 100],
  ];
  const rows: Row[] = [];
  for (const [name, attributes, count] of cases) {
    const base = await endTimes(attributes, false, count);
    const withIt = await endTimes(attributes, true, count);
    // The budget holds for span.end() itself, SDK included: differences of two noisy p99s can be negative.
    const p50 = at(withIt, 0.5);
    const p99 = at(withIt, 0.99);
    rows.push({
      name: `span.end(), ${name}`,
      value: `${micros(p50)} p50 / ${micros(p99)} p99 (without: ${micros(at(base, 0.5))} / ${micros(at(base, 0.99))})`,
      budget: '<= 20 µs / <= 200 µs',
      ok: p50 <= 20 && p99 <= 200,
    });
    const n = Math.min(count, 100);
    const spans = await endedSpans(attributes, n);
    const perSpan = await batchCostUs(await endedSpans(attributes, n), spans);
    rows.push({
      name: `  export batch of ${spans.length}: scoring per span`,
      value: perSpan >= 1000 ? fmt(perSpan / 1e3, 'ms', 2) : fmt(perSpan, 'µs', 0),
      budget: 'off the request path',
      ok: undefined,
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  printTable('Exporter mode: span.end() latency and export cost', await exporterRows());
