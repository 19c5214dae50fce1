/**
 * @module The child process of `npm run bench:heap` (run with `node --expose-gc`): feeds
 * `conversations` concurrent conversations of worst-case spans through the real SDK, in the
 * processor mode (`SignalsSpanProcessor` on a `BasicTracerProvider`) or the exporter mode
 * (`SignalsExporter` behind a `SimpleSpanProcessor`), and prints the heap held after GC as JSON.
 *
 * Every retained field is at its cap: each conversation gets `maxMessages` (200) assistant
 * messages at every cap (see `worst-case-spans.ts`: 4,000 two-byte characters of text, 32 calls
 * read with names, ids and arguments of 64 two-byte characters, plans at the message's budget).
 * The conversation id comes from W3C baggage `session.id`, 1,024 two-byte
 * characters (the longest accepted). Spans arrive round-robin across the conversations, 20 new
 * messages a span, each span its own trace (so the de-duplication memory fills its 1,000 traces
 * and 8 MiB). Then `conversations` untracked spans with a Responses API id (`resp_…`) each carry
 * 20 such messages (each remembered response keeps its latest 32,768 characters). A span's
 * `end()` (and the exporter's `export`) runs in a try/catch: `thrown` counts what reached the
 * host, `uncaught` what reached the process.
 *
 * Arguments: `<processor|exporter> <conversations> [snippets=0|1] [budgetMiB=256]` (`maxRetainedBytes`).
 */
import { context, propagation } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { SignalsExporter, SignalsSpanProcessor } from '../src/otel/index';
import { cjk, worstCaseMessagesJson as messagesJson } from './worst-case-spans';

const [mode = 'processor', conversationsArg = '10', snippetsArg = '0', budgetArg = '256'] = process.argv.slice(2);
const CONVERSATIONS = Number(conversationsArg);
const MESSAGES = 200;
const PER_SPAN = 20;

let uncaught = 0;
process.on('uncaughtException', () => uncaught++);
process.on('unhandledRejection', () => uncaught++);

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
/** Heap held after two full collections, in bytes (typed-array stores included). */
function heap(): number {
  gc!();
  gc!();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** An exporter that drops what it is given. */
const discard: SpanExporter = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => undefined };

const options = {
  conversationTtlMs: 3_600_000,
  includeSnippets: snippetsArg === '1',
  maxRetainedBytes: Number(budgetArg) * 2 ** 20,
};
let stats: () => {
  errors: number;
  conversationsTracked: number;
  conversationsEvicted: number;
  retainedBytes: number;
  spansAnalysed: number;
  tracesEvicted: number;
};
let flush: () => Promise<void>;
let provider: BasicTracerProvider;
if (mode === 'exporter') {
  const exporter = new SignalsExporter<ReadableSpan>(discard, options);
  provider = new BasicTracerProvider({
    spanProcessors: [exporter.contextProcessor, new SimpleSpanProcessor(exporter)],
  });
  stats = () => exporter.getStats();
  flush = () => exporter.forceFlush();
} else {
  const processor = new SignalsSpanProcessor(options);
  provider = new BasicTracerProvider({ spanProcessors: [processor] });
  stats = () => processor.getStats();
  flush = () => processor.forceFlush();
}
const tracer = provider.getTracer('heap-bench');

let thrown = 0;
/** Ends one span carrying `attributes`, in `ctx`; counts what is thrown. */
function end(attributes: Record<string, string>, ctx = context.active()): void {
  try {
    tracer.startSpan('chat', { attributes }, ctx).end();
  } catch {
    thrown++;
  }
}

async function settle(): Promise<void> {
  try {
    await flush();
  } catch {
    thrown++;
  }
}

// Warm up outside the measure (lexicons, language models, compiled code): one conversation.
for (let s = 0; s < 3; s++)
  end({ 'gen_ai.conversation.id': 'warm-up', 'gen_ai.input.messages': messagesJson(-1_000_000 + s * 4, 4) });
await settle();
const before = heap();
const started = performance.now();

const contexts = Array.from({ length: CONVERSATIONS }, (_, c) =>
  propagation.setBaggage(
    context.active(),
    propagation.createBaggage({ 'session.id': { value: cjk(`c${c}-`, 1_024) } }),
  ),
);
for (let round = 0; round < MESSAGES / PER_SPAN; round++) {
  for (let c = 0; c < CONVERSATIONS; c++) {
    end({ 'gen_ai.input.messages': messagesJson(c * MESSAGES + round * PER_SPAN, PER_SPAN) }, contexts[c]);
    if (c % 32 === 31) await settle();
  }
  await settle();
}
const tracked = heap();
const afterTracking = stats();
// Responses API ids of untracked spans: each keeps its latest 32,768 characters of messages.
const base = CONVERSATIONS * MESSAGES;
for (let r = 0; r < CONVERSATIONS; r++) {
  end({ 'gen_ai.response.id': `resp_${r}`, 'gen_ai.input.messages': messagesJson(base + r * PER_SPAN, PER_SPAN) });
  if (r % 32 === 31) await settle();
}
await settle();
const after = heap();
const seconds = (performance.now() - started) / 1000;
const s = stats();
await provider.shutdown();
process.stdout.write(
  `${JSON.stringify({
    mode,
    conversations: CONVERSATIONS,
    trackedMiB: (tracked - before) / 2 ** 20,
    totalMiB: (after - before) / 2 ** 20,
    chainsMiB: (after - tracked) / 2 ** 20,
    seconds,
    tracked: afterTracking.conversationsTracked,
    evicted: afterTracking.conversationsEvicted,
    estimateMiB: afterTracking.retainedBytes / 2 ** 20,
    analysed: s.spansAnalysed,
    tracesEvicted: s.tracesEvicted,
    errors: s.errors,
    thrown,
    uncaught,
  })}\n`,
);
