/**
 * @module Captures `fixtures/cli/otlp-export.json`: a real OTLP/HTTP JSON export body, as the
 * OpenTelemetry SDK's `OTLPTraceExporter` sends it, for the CLI's OTLP input tests.
 *
 * The span attributes are the ones the real instrumentation libraries wrote in `fixtures/otel/`
 * (captured by `scripts/capture-otel-fixtures.ts`): GenAI semantic conventions, OpenInference,
 * OpenLLMetry and the Vercel AI SDK, including agent traces whose parent span repeats its LLM
 * calls' messages and two-turn sessions spread over two traces. Each capture is replayed through a
 * `BasicTracerProvider` with the same span names, parent/child structure and end order; the
 * `OTLPTraceExporter` posts the batch to an `http.createServer` on 127.0.0.1 and the body it
 * receives is saved as is (pretty-printed). Nothing leaves the machine.
 *
 * Ids and timestamps are fixed so a re-capture only changes when the SDK's encoding does. The
 * conversation/session id of each capture is prefixed with the capture's name, so the six
 * captures stay six conversations.
 *
 * ```sh
 * npx tsx scripts/capture-otlp-fixture.ts
 * ```
 */
import { createServer } from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { ROOT_CONTEXT, trace, type Attributes, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type IdGenerator } from '@opentelemetry/sdk-trace-base';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = join(ROOT, 'fixtures', 'otel');
const OUT = join(ROOT, 'fixtures', 'cli', 'otlp-export.json');
/** 2025-01-01T00:00:00Z: the replayed spans start here, one second apart. */
const BASE_MS = Date.UTC(2025, 0, 1);
const SESSION_KEYS = ['gen_ai.conversation.id', 'session.id', 'ai.telemetry.metadata.sessionId', 'metadata.sessionId'];

interface CapturedSpan {
  name: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Attributes;
}

/** Sequential trace and span ids, so the fixture is the same on every run. */
class SequentialIds implements IdGenerator {
  private traces = 0;
  private spans = 0;
  generateTraceId(): string {
    return (++this.traces).toString(16).padStart(32, '0');
  }
  generateSpanId(): string {
    return (++this.spans).toString(16).padStart(16, '0');
  }
}

/** Starts a server that keeps every request body posted to it. */
async function startCollector(): Promise<{ url: string; bodies: string[]; close: () => void }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      bodies.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'));
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1/traces`, bodies, close: () => server.close() };
}

/** Start and end times (ms) that keep the captured end order and nest children in parents. */
function timings(spans: readonly CapturedSpan[], offsetMs: number): Map<string, { start: number; end: number }> {
  const out = new Map<string, { start: number; end: number }>();
  const startOf = (span: CapturedSpan, end: number): number => {
    const children = spans.filter((s) => s.parentSpanId === span.spanId);
    const childStarts = children.map((c) => startOf(c, offsetMs + spans.indexOf(c) * 1000 + 1000));
    return childStarts.length > 0 ? Math.min(...childStarts) - 10 : end - 400;
  };
  spans.forEach((span, i) => {
    const end = offsetMs + i * 1000 + 1000;
    out.set(span.spanId, { start: startOf(span, end), end });
  });
  return out;
}

/** Replays one capture file's spans, parents first, ending them in the captured order. */
function replay(provider: BasicTracerProvider, name: string, spans: readonly CapturedSpan[], offsetMs: number): void {
  const tracer = provider.getTracer('agent-signals-otlp-fixture', '1.0.0');
  const times = timings(spans, offsetMs);
  const live = new Map<string, Span>();
  const known = new Set(spans.map((s) => s.spanId));
  const open = (span: CapturedSpan): Span => {
    const existing = live.get(span.spanId);
    if (existing !== undefined) return existing;
    const parentId = span.parentSpanId !== undefined && known.has(span.parentSpanId) ? span.parentSpanId : undefined;
    const parentSpec = parentId !== undefined ? spans.find((s) => s.spanId === parentId) : undefined;
    const parent = parentSpec !== undefined ? open(parentSpec) : undefined;
    const ctx = parent !== undefined ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
    const attributes: Attributes = { ...span.attributes };
    for (const key of SESSION_KEYS) {
      const value = attributes[key];
      if (typeof value === 'string') attributes[key] = `${name}:${value}`;
    }
    const created = tracer.startSpan(span.name, { startTime: times.get(span.spanId)?.start, attributes }, ctx);
    live.set(span.spanId, created);
    return created;
  };
  for (const span of spans) open(span);
  for (const span of spans) live.get(span.spanId)?.end(times.get(span.spanId)?.end);
}

async function main(): Promise<void> {
  const collector = await startCollector();
  const exporter = new OTLPTraceExporter({ url: collector.url });
  const provider = new BasicTracerProvider({
    idGenerator: new SequentialIds(),
    resource: resourceFromAttributes({ 'service.name': 'agent-signals-fixture' }),
    spanProcessors: [
      new BatchSpanProcessor(exporter, {
        maxExportBatchSize: 10_000,
        maxQueueSize: 10_000,
        scheduledDelayMillis: 60_000,
      }),
    ],
  });
  const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
  let offsetMs = BASE_MS;
  for (const file of files) {
    const { spans } = JSON.parse(readFileSync(join(SOURCES, file), 'utf8')) as { spans: CapturedSpan[] };
    replay(provider, file.replace(/\.json$/, ''), spans, offsetMs);
    offsetMs += 60_000;
  }
  await provider.forceFlush();
  await provider.shutdown();
  collector.close();
  if (collector.bodies.length !== 1) throw new Error(`expected one export request, got ${collector.bodies.length}`);
  const body = JSON.parse(collector.bodies[0] ?? '{}') as unknown;
  writeFileSync(OUT, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`wrote ${OUT} from ${files.length} captures\n`);
}

await main();
