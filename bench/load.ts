/**
 * @module The span processor under load, and how cost and memory grow on hostile input: 1,000,000
 * spans (`LOAD_SPANS` to change) across 100,000 conversation ids through the real SDK, heap sampled
 * every 100,000 spans; the memory a tracked conversation can hold; and the inputs whose cost grows
 * with their size.
 */
import { BasicTracerProvider, type SpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { analyze } from '../src/analyze';
import { ConversationTracker } from '../src/analysis/tracker';
import { ConversationCache } from '../src/otel/conversation-cache';
import { PROCESSOR_DEFAULTS, SignalsSpanProcessor } from '../src/otel/index';
import type { Message } from '../src/types';
import { fmt, type Row } from './measure';
import { prose } from './synthetic';

const TOTAL_SPANS = Number(process.env['LOAD_SPANS'] ?? 1_000_000);
const CONVERSATION_IDS = 100_000;
const SAMPLE_EVERY = 100_000;
/** Past this many seconds the run stops early and says so. */
const TIME_LIMIT_S = 60;

const NOOP_EXPORTER: SpanExporter = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => undefined };

const gc = (globalThis as { gc?: () => void }).gc;
const MiB = 1024 * 1024;

/**
 * Heap in use plus typed-array backing stores (kept outside the heap), after a full collection
 * when `--expose-gc` is on (as under `npm run bench`).
 */
function heapMiB(): number {
  gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / MiB;
}

function genai(role: 'user' | 'assistant', text: string): string {
  return JSON.stringify([{ role, parts: [{ type: 'text', content: text }] }]);
}

/**
 * Spans of growing conversations, ids cycling so each conversation is evicted before it recurs.
 * The loop yields to the event loop every 1,000 spans, as a server does between requests: the
 * SDK's SimpleSpanProcessor holds each span until its export promise settles.
 */
async function loadRun(): Promise<Row[]> {
  const signals = new SignalsSpanProcessor();
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(NOOP_EXPORTER)] });
  const tracer = provider.getTracer('bench-load');
  const before = heapMiB();
  const samples: number[] = [];
  let maxTracked = 0;
  let spans = 0;
  const started = process.hrtime.bigint();
  const elapsed = (): number => Number(process.hrtime.bigint() - started) / 1e9;
  while (spans < TOTAL_SPANS) {
    const id = spans % CONVERSATION_IDS;
    const turn = Math.floor(spans / CONVERSATION_IDS);
    const user =
      turn % 4 === 3 ? `THIS IS THE ${turn} TIME I ASK ABOUT ORDER ${id}!!!` : `turn ${turn}: where is order ${id}?`;
    tracer
      .startSpan('chat', {
        attributes: {
          'gen_ai.conversation.id': `conv-${id}`,
          'gen_ai.input.messages': genai('user', user),
          'gen_ai.output.messages': genai('assistant', `Order ${id} is on its way (turn ${turn}).`),
        },
      })
      .end();
    spans++;
    if (spans % 1_000 === 0) {
      maxTracked = Math.max(maxTracked, signals.getStats().conversationsTracked);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (spans % SAMPLE_EVERY === 0) {
      samples.push(heapMiB());
      if (elapsed() > TIME_LIMIT_S) break;
    }
  }
  const seconds = elapsed();
  const after = heapMiB();
  const stats = signals.getStats();
  const max = PROCESSOR_DEFAULTS.maxConversations;
  const scale =
    spans === TOTAL_SPANS
      ? ''
      : ` (stopped at ${spans.toLocaleString('en')} of ${TOTAL_SPANS.toLocaleString('en')} after ${TIME_LIMIT_S} s)`;
  const growthAfterFirst = samples.length > 1 ? Math.max(...samples.slice(1)) - samples[0]! : 0;
  return [
    {
      name: `spans through the real SDK${scale}`,
      value: `${spans.toLocaleString('en')} in ${seconds.toFixed(1)} s`,
      budget: `${CONVERSATION_IDS.toLocaleString('en')} conversation ids`,
      ok: undefined,
    },
    {
      name: 'per span (tracked, GenAI JSON, incl. SDK)',
      value: fmt((seconds * 1e6) / spans, 'µs'),
      budget: '',
      ok: undefined,
    },
    {
      name: `heap every ${SAMPLE_EVERY.toLocaleString('en')} spans (MiB)`,
      value: samples.map((s) => s.toFixed(0)).join(' '),
      budget: gc === undefined ? 'no --expose-gc: not collected' : 'after gc()',
      ok: undefined,
    },
    {
      name: 'heap growth: before → after',
      value: `${before.toFixed(0)} → ${after.toFixed(0)} MiB (+${(after - before).toFixed(0)})`,
      budget: '',
      ok: undefined,
    },
    {
      name: 'heap growth after the first sample',
      value: `${growthAfterFirst.toFixed(1)} MiB`,
      budget: 'flat once the cache is full',
      ok: undefined,
    },
    {
      name: 'conversations tracked: most seen / at end',
      value: `${maxTracked} / ${stats.conversationsTracked}`,
      budget: `<= maxConversations (${max})`,
      ok: maxTracked <= max && stats.conversationsTracked <= max,
    },
    {
      name: 'spans analysed / flagged / errors',
      value: `${stats.spansAnalysed} / ${stats.spansFlagged} / ${stats.errors}`,
      budget: 'errors = 0',
      ok: stats.errors === 0,
    },
  ];
}

/** Heap held per tracked conversation, for a typical one and for the worst the limits allow. */
function heapPerConversation(): Row[] {
  const max = PROCESSOR_DEFAULTS.maxConversations;
  const measure = (count: number, messages: number, chars: number): number => {
    const cache = new ConversationCache({ maxConversations: count, conversationTtlMs: 3_600_000, maxMessages: 200 });
    const before = heapMiB();
    for (let c = 0; c < count; c++) {
      const conversation = Array.from({ length: messages }, (_, i): Message => ({
        role: i % 2 === 0 ? 'user' : 'assistant',
        content: prose(chars, c * 1_000 + i),
      }));
      cache.resolve(conversation, `c${c}`, undefined);
    }
    const perConversation = (heapMiB() - before) / count;
    if (cache.size !== count) throw new Error('cache evicted during the measurement');
    return perConversation;
  };
  const typical = measure(200, 10, 100);
  const worst = measure(20, 200, 4_000);
  return [
    {
      name: 'heap per tracked conversation: 10 × 100 chars',
      value: `${(typical * 1024).toFixed(0)} KiB`,
      budget: `x ${max} = ${(typical * max).toFixed(0)} MiB`,
      ok: undefined,
    },
    {
      name: 'heap per tracked conversation: 200 × 4,000 chars',
      value: `${worst.toFixed(1)} MiB`,
      budget: `x ${max} = ${((worst * max) / 1024).toFixed(1)} GiB (worst case)`,
      ok: undefined,
    },
  ];
}

/** Milliseconds of the fastest of `runs` calls of `f`. */
function bestMs(f: () => unknown, runs: number): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    f();
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return best;
}

/** Cost of one input at two sizes (best of a few runs): the ratio shows how cost grows. */
function growthRow(name: string, small: () => unknown, large: () => unknown, sizes: string, expected: string): Row {
  const a = bestMs(small, 7);
  const b = bestMs(large, 3);
  return {
    name,
    value: `${fmt(a, 'ms')} → ${fmt(b, 'ms')} (${(b / a).toFixed(1)}x)`,
    budget: `${sizes}: ${expected}`,
    ok: undefined,
  };
}

const chat = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: `message ${i} about my order`,
  }));

function trackerRun(n: number): () => unknown {
  return () => {
    const tracker = new ConversationTracker({ language: 'eng' });
    for (const m of chat(n)) tracker.append(m);
    return tracker.report();
  };
}

/** One span carrying `n` flattened OpenInference messages, with or without a conversation id. */
function spanRun(n: number, conversationId: string | undefined): () => unknown {
  return () => {
    const tracer = new BasicTracerProvider({
      spanLimits: { attributeCountLimit: 10 * n },
      spanProcessors: [new SignalsSpanProcessor()],
    }).getTracer('growth');
    const attributes: Record<string, string> = {};
    chat(n).forEach((m, i) => {
      attributes[`llm.input_messages.${i}.message.role`] = m.role;
      attributes[`llm.input_messages.${i}.message.content`] = m.content;
    });
    if (conversationId !== undefined) attributes['gen_ai.conversation.id'] = conversationId;
    tracer.startSpan('chat', { attributes }).end();
  };
}

/** The inputs whose cost grows with their size (and one that must not). */
function growth(): Row[] {
  const toolCalls = (n: number) => [
    { role: 'user', content: 'go' },
    {
      role: 'assistant',
      content: null,
      tool_calls: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `t${i % 3}`, arguments: '{"q":1}' })),
    },
  ];
  const oneChar = (n: number) => [
    { role: 'user', content: '!'.repeat(n) },
    { role: 'assistant', content: 'a'.repeat(n) },
    { role: 'tool', content: '`'.repeat(n) },
  ];
  const small = oneChar(10_000);
  const large = oneChar(1_000_000);
  const calls5k = toolCalls(5_000);
  const calls20k = toolCalls(20_000);
  const list5k = chat(5_000);
  const list50k = chat(50_000);
  return [
    growthRow(
      'analyze: one message of one character',
      () => analyze(small),
      () => analyze(large),
      '10 KB → 1 MB',
      'flat (capped at 4,000)',
    ),
    growthRow(
      'analyze: messages in the list',
      () => analyze(list5k),
      () => analyze(list50k),
      '5k → 50k',
      'linear (counted, not read)',
    ),
    growthRow(
      'analyze: tool calls in one message',
      () => analyze(calls5k),
      () => analyze(calls20k),
      '5k → 20k',
      'linear (not capped)',
    ),
    growthRow(
      'tracker: messages appended one by one',
      trackerRun(400),
      trackerRun(2_000),
      '400 → 2,000',
      'linear: a slid window is recomputed once per report',
    ),
    growthRow(
      'one span, no conversation id',
      spanRun(500, undefined),
      spanRun(2_000, undefined),
      '500 → 2,000 msgs',
      'linear',
    ),
    growthRow(
      'one span with a conversation id',
      spanRun(500, 'c'),
      spanRun(2_000, 'c'),
      '500 → 2,000 msgs',
      'linear: one recompute per span',
    ),
  ];
}

/** Rows of the "Processor under load" section of `npm run bench`. */
export async function loadRows(): Promise<Row[]> {
  return [...(await loadRun()), ...heapPerConversation(), ...growth()];
}
