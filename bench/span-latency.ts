/**
 * @module Latency `span.end()` gains from the processor, per span size (p50 / p99 over many
 * spans, each in its own trace, no conversation id): the table in docs/otel.md.
 * Run alone with `node --import tsx bench/span-latency.ts`.
 */
import { BasicTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { fileURLToPath } from 'node:url';
import { SignalsSpanProcessor } from '../src/otel/index';
import { fmt, printTable, type Row } from './measure';
import { largeConversation, typicalConversation } from './synthetic';

const NOOP: SpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};

/** GenAI attributes of a span carrying `messages`. */
export function attributesOf(messages: readonly { role: string; content: string }[]): Record<string, string> {
  return {
    'gen_ai.operation.name': 'chat',
    'gen_ai.input.messages': JSON.stringify(
      messages.map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })),
    ),
  };
}

/** Sorted µs of `span.end()` for `count` spans, with or without the processor. */
function endTimes(attributes: Record<string, string>, withProcessor: boolean, count: number): number[] {
  const processors = withProcessor ? [new SignalsSpanProcessor(), NOOP] : [NOOP];
  const tracer = new BasicTracerProvider({ spanProcessors: processors }).getTracer('latency');
  const times: number[] = [];
  for (let i = 0; i < count + 50; i++) {
    const span = tracer.startSpan('chat', { attributes });
    const t0 = process.hrtime.bigint();
    span.end();
    if (i >= 50) times.push(Number(process.hrtime.bigint() - t0) / 1e3);
  }
  return times.sort((a, b) => a - b);
}

/** The `q` quantile of sorted values. */
export const at = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** µs below a millisecond, ms above. */
export function micros(us: number): string {
  return us >= 1000 ? fmt(us / 1e3, 'ms', 1) : fmt(us, 'µs', 0);
}

/** Rows: added p50 / p99 per span size. */
export function spanLatencyRows(): Row[] {
  const cases: [string, Record<string, string>, number][] = [
    ['10 messages (typical)', attributesOf(typicalConversation()), 2_000],
    ['200 messages x 200 chars', attributesOf(largeConversation(200, 200)), 300],
    ['200 messages x 3,950 chars', attributesOf(largeConversation(200, 3_950)), 150],
  ];
  return cases.map(([name, attributes, count]) => {
    const base = endTimes(attributes, false, count);
    const withIt = endTimes(attributes, true, count);
    const p50 = at(withIt, 0.5) - at(base, 0.5);
    const p99 = at(withIt, 0.99) - at(base, 0.99);
    // A typical span has a budget on the request path; larger ones are context (see docs/otel.md).
    const typical = name.startsWith('10 ');
    return {
      name: `span.end() added, ${name}`,
      value: `${micros(p50)} p50 / ${micros(p99)} p99`,
      budget: typical ? 'p99 <= 1 ms' : 'context',
      ok: typical ? p99 <= 1000 : undefined,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  printTable('Span processor: span.end() latency', spanLatencyRows());
