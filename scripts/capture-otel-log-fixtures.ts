/**
 * @module Captures the fixtures under `fixtures/otel/genai-events/` from the real
 * `@opentelemetry/instrumentation-openai`, which writes message content to GenAI log records (not
 * to span attributes): each fixture holds the spans and, per span, the log records emitted in its
 * context, so `SignalsLogRecordProcessor` is tested against what the instrumentation emits.
 * It also captures `fixtures/otel/genai/traceloop-openai-responses.json` from Traceloop's OpenAI
 * instrumentation (a Responses API call, whose whole input array Traceloop JSON-encodes into one
 * user text part), and `fixtures/otel/openinference/openai-responses-chained.json` from OpenInference's
 * (two Responses API calls chained by `previous_response_id`, content parts `input_text` / `output_text`).
 *
 * The libraries are not dependencies of agent-signals. Install them in a scratch directory and point
 * the script at it (`openai` must be < 7: the instrumentation's require hook covers `>=4.19.0 <7`;
 * instrumentation-openai 0.22 needs Node ≥ 22.15, 0.21 runs on Node 20):
 *
 * ```sh
 * mkdir -p /tmp/cap && cd /tmp/cap && npm init -y
 * npm i @opentelemetry/api@1.9 @opentelemetry/sdk-trace-base@2 @opentelemetry/context-async-hooks@2 \
 *   @opentelemetry/sdk-logs@0.223 @opentelemetry/api-logs@0.223 @opentelemetry/instrumentation-openai@0.21 openai@6 \
 *   @traceloop/instrumentation-openai@0.27 @arizeai/openinference-instrumentation-openai@4
 * npx tsx scripts/capture-otel-log-fixtures.ts --from /tmp/cap
 * ```
 *
 * OpenAI calls go to a canned server on 127.0.0.1 (chat completions and responses). Nothing leaves
 * the machine.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKING_CHAT, BOOKING_TOOLS, ROOT, requireFrom, versionOf, type Any } from './capture-common';

// The libraries are loaded from --from at run time; they are untyped here on purpose.

const OUT = join(ROOT, 'fixtures', 'otel', 'genai-events');

interface CapturedLog {
  eventName?: string;
  attributes: Record<string, unknown>;
  body: unknown;
}

interface CapturedSpan {
  name: string;
  spanId: string;
  attributes: Record<string, unknown>;
  /** The log records emitted in this span's context, in emission order. */
  logs: CapturedLog[];
}

/** The same conversation as Responses API input items. */
const HISTORY_RESPONSES = [
  { role: 'user', content: "Book a table for two at Luigi's tonight at 8pm." },
  {
    type: 'function_call',
    call_id: 'call_1',
    name: 'book_table',
    arguments: '{"restaurant":"Luigi\'s","party":2}',
  },
  { type: 'function_call_output', call_id: 'call_1', output: "Error: missing required parameter 'time'" },
  { role: 'assistant', content: 'Sorry, I could not book it. Which time would you like?' },
  { role: 'user', content: 'This does not work!!! I already said 8pm. Let me speak to a human.' },
];

const CHAT_REPLY = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [
    {
      index: 0,
      finish_reason: 'tool_calls',
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_2',
            type: 'function',
            function: { name: 'transfer_to_human', arguments: '{"reason":"user asked for a human"}' },
          },
        ],
      },
    },
  ],
  usage: { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 },
};

const RESPONSES_REPLY = {
  id: 'resp_1',
  object: 'response',
  created_at: 1_700_000_000,
  status: 'completed',
  model: 'gpt-4o-mini-2024-07-18',
  output: [
    {
      type: 'message',
      id: 'msg_1',
      role: 'assistant',
      status: 'completed',
      content: [
        { type: 'output_text', text: 'I am sorry. I am transferring you to a colleague now.', annotations: [] },
      ],
    },
  ],
  usage: { input_tokens: 120, output_tokens: 20, total_tokens: 140 },
};

/** The streamed chat reply: server-sent chunks of a short apology. */
const STREAM_TEXT = ['I am sorry', ' about that.', ' I am transferring you to a colleague now.'];

function streamChunk(delta: Record<string, unknown>, finish: string | null): string {
  const chunk = {
    id: 'chatcmpl-2',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini-2024-07-18',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

let responseCount = 0;

async function startServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if ((JSON.parse(body || '{}') as { stream?: boolean }).stream === true) {
        res.setHeader('content-type', 'text/event-stream');
        res.write(streamChunk({ role: 'assistant', content: '' }, null));
        for (const text of STREAM_TEXT) res.write(streamChunk({ content: text }, null));
        res.write(streamChunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      res.setHeader('content-type', 'application/json');
      const responses = req.url?.endsWith('/responses') === true;
      res.end(JSON.stringify(responses ? { ...RESPONSES_REPLY, id: `resp_${++responseCount}` } : CHAT_REPLY));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}/v1` };
}

function write(name: string, source: string, spans: CapturedSpan[]): void {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.json`);
  const body = { source, capturedBy: 'scripts/capture-otel-log-fixtures.ts', spans };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`wrote ${file} (${spans.length} spans)\n`);
}

/** Writes spans without their log records to `fixtures/otel/<convention>/<name>.json`. */
function writeSpans(convention: string, name: string, pkg: string, spans: CapturedSpan[]): void {
  const file = join(ROOT, 'fixtures', 'otel', convention, `${name}.json`);
  const body = {
    source: `${pkg}@${versionOf(pkg)} + openai@${versionOf('openai')}`,
    capturedBy: 'scripts/capture-otel-log-fixtures.ts',
    spans: spans.map(({ name: spanName, spanId, attributes }) => ({ name: spanName, spanId, attributes })),
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`wrote ${file} (${spans.length} spans)\n`);
}

async function main(): Promise<void> {
  const api = requireFrom('@opentelemetry/api');
  const hooks = requireFrom('@opentelemetry/context-async-hooks');
  const base = requireFrom('@opentelemetry/sdk-trace-base');
  const sdkLogs = requireFrom('@opentelemetry/sdk-logs');
  const { OpenAIInstrumentation } = requireFrom('@opentelemetry/instrumentation-openai');
  api.diag.setLogger(
    { error: console.error, warn: console.error, info: () => {}, debug: () => {}, verbose: () => {} },
    api.DiagLogLevel.WARN,
  );
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());

  let spans: CapturedSpan[] = [];
  const logsBySpan = new Map<string, CapturedLog[]>();
  const tracerProvider = new base.BasicTracerProvider({
    spanProcessors: [
      new base.SimpleSpanProcessor({
        export(ended: Any[], done: (r: { code: number }) => void) {
          for (const s of ended) {
            const spanId = s.spanContext().spanId as string;
            spans.push({ name: s.name, spanId, attributes: { ...s.attributes }, logs: logsBySpan.get(spanId) ?? [] });
          }
          done({ code: 0 });
        },
        shutdown: async () => {},
      }),
    ],
  });
  const loggerProvider = new sdkLogs.LoggerProvider({
    processors: [
      {
        onEmit(record: Any) {
          const spanId = record.spanContext?.spanId as string | undefined;
          if (spanId === undefined) return;
          const list = logsBySpan.get(spanId) ?? [];
          list.push({ eventName: record.eventName, attributes: { ...record.attributes }, body: record.body });
          logsBySpan.set(spanId, list);
        },
        forceFlush: async () => {},
        shutdown: async () => {},
      },
    ],
  });
  const instrumentation = new OpenAIInstrumentation({ captureMessageContent: true });
  instrumentation.setTracerProvider(tracerProvider);
  instrumentation.setLoggerProvider(loggerProvider);
  // Its histograms exist only once a meter provider is set (the API's no-op one will do).
  instrumentation.setMeterProvider(api.metrics.getMeterProvider());
  // The require hook patches `openai` when it is first required, after the instrumentation is enabled.
  const { OpenAI } = requireFrom('openai');
  const { server, url } = await startServer();
  const client = new OpenAI({ apiKey: 'test', baseURL: url });
  const source = `@opentelemetry/instrumentation-openai@${versionOf('@opentelemetry/instrumentation-openai')} + openai@${versionOf('openai')}`;
  try {
    await client.chat.completions.create({ model: 'gpt-4o-mini', messages: BOOKING_CHAT, tools: BOOKING_TOOLS });
    write('openai-chat-tool-call', source, spans);
    spans = [];
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: BOOKING_CHAT, stream: true });
    for await (const chunk of stream) void chunk;
    write('openai-chat-stream', source, spans);
    spans = [];
    await client.responses.create({
      model: 'gpt-4o-mini',
      instructions: 'You are a helpful booking assistant.',
      input: HISTORY_RESPONSES,
    });
    write('openai-responses', source, spans);
    instrumentation.disable();
    spans = [];
    logsBySpan.clear();
    const traceloop = new (requireFrom('@traceloop/instrumentation-openai').OpenAIInstrumentation)({
      traceContent: true,
    });
    traceloop.setTracerProvider(tracerProvider);
    traceloop.manuallyInstrument(OpenAI);
    await client.responses.create({
      model: 'gpt-4o-mini',
      instructions: 'You are a helpful booking assistant.',
      previous_response_id: 'resp_0',
      input: HISTORY_RESPONSES,
    });
    traceloop.disable();
    writeSpans('genai', 'traceloop-openai-responses', '@traceloop/instrumentation-openai', spans);
    spans = [];
    const oi = '@arizeai/openinference-instrumentation-openai';
    const openinference = new (requireFrom(oi).OpenAIInstrumentation)();
    openinference.setTracerProvider(tracerProvider);
    openinference.manuallyInstrument(requireFrom('openai'));
    const first = await client.responses.create({
      model: 'gpt-4o-mini',
      instructions: 'You are a helpful booking assistant.',
      input: HISTORY_RESPONSES.slice(0, 1),
    });
    await client.responses.create({
      model: 'gpt-4o-mini',
      instructions: 'You are a helpful booking assistant.',
      previous_response_id: first.id,
      input: HISTORY_RESPONSES.slice(1),
    });
    openinference.disable();
    // Traceloop's manual patch stays in place after disable(): keep the OpenInference spans only.
    const oiSpans = spans.filter((s) => s.attributes['openinference.span.kind'] !== undefined);
    writeSpans('openinference', 'openai-responses-chained', oi, oiSpans);
  } finally {
    instrumentation.disable();
    server.close();
  }
}

await main();
