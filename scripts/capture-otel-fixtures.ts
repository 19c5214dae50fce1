/**
 * @module Captures the span-attribute fixtures under `fixtures/otel/` from the real instrumentation
 * libraries, so the message readers in `src/adapters/` are tested against what those libraries
 * actually emit.
 *
 * The libraries are not dependencies of agent-signals. Install them in a scratch directory and point
 * the script at it (packages are resolved from `--from`, so every library shares that directory's
 * single `@opentelemetry/api`):
 *
 * ```sh
 * mkdir -p /tmp/cap && cd /tmp/cap && npm init -y
 * npm i @opentelemetry/api@1.9 @opentelemetry/sdk-trace-base@2 @opentelemetry/context-async-hooks@2 zod openai@6 \
 *   ai6@npm:ai@6 ai7@npm:ai@7 @ai-sdk/otel@1 \
 *   @arizeai/openinference-instrumentation-openai@4 @arizeai/openinference-vercel@2 \
 *   @traceloop/instrumentation-openai@0.27 \
 *   traceloop-openai-legacy@npm:@traceloop/instrumentation-openai@0.22.5
 * npx tsx scripts/capture-otel-fixtures.ts --from /tmp/cap
 * ```
 *
 * OpenAI calls go to a canned chat-completions server on 127.0.0.1; AI SDK calls use its mock
 * language models. Nothing leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BOOKING_CHAT,
  BOOKING_TOOLS,
  ROOT,
  requireFrom,
  snapshotExporter,
  versionOf,
  type Any,
  type CapturedSpan,
} from './capture-common';

const OUT = join(ROOT, 'fixtures', 'otel');

async function load(name: string): Promise<Any> {
  return import(pathToFileURL(requireFrom.resolve(name)).href);
}

function write(convention: string, name: string, source: string, spans: CapturedSpan[]): void {
  mkdirSync(join(OUT, convention), { recursive: true });
  const file = join(OUT, convention, `${name}.json`);
  const body = { source, capturedBy: 'scripts/capture-otel-fixtures.ts', spans };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`wrote ${file} (${spans.length} spans)\n`);
}

/** Canned chat-completions replies, served in order. */
const OPENAI_REPLIES = [
  {
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
];

async function startOpenAIServer(): Promise<{ server: Server; url: string }> {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const message = OPENAI_REPLIES[n++ % OPENAI_REPLIES.length];
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: `chatcmpl-${n}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'gpt-4o-mini-2024-07-18',
          choices: [{ index: 0, message, finish_reason: message?.tool_calls ? 'tool_calls' : 'stop' }],
          usage: { prompt_tokens: 120, completion_tokens: 20, total_tokens: 140 },
        }),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}/v1` };
}

/** Registers an async-hooks context manager once, so child spans get their parent. */
let contextReady = false;
async function ensureContext(): Promise<void> {
  if (contextReady) return;
  const api = await load('@opentelemetry/api');
  const hooks = await load('@opentelemetry/context-async-hooks');
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  contextReady = true;
}

async function newProvider(into: CapturedSpan[]): Promise<Any> {
  await ensureContext();
  const base = await load('@opentelemetry/sdk-trace-base');
  return new base.BasicTracerProvider({ spanProcessors: [new base.SimpleSpanProcessor(snapshotExporter(into))] });
}

async function captureOpenAI(
  convention: string,
  pkg: string,
  make: (provider: Any) => Any,
  url: string,
): Promise<void> {
  const spans: CapturedSpan[] = [];
  const provider = await newProvider(spans);
  const instrumentation = make(provider);
  const openai = await load('openai');
  // OpenInference patches the module; Traceloop patches the client class (`OpenAI.Chat.Completions`).
  instrumentation.manuallyInstrument(pkg.startsWith('@arizeai/') ? openai : openai.OpenAI);
  const client = new openai.OpenAI({ apiKey: 'test', baseURL: url });
  await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: BOOKING_CHAT,
    tools: BOOKING_TOOLS,
  });
  await provider.forceFlush();
  instrumentation.disable();
  write(convention, 'openai-chat-tool-call', `${pkg}@${versionOf(pkg)} + openai@${versionOf('openai')}`, spans);
}

/** AI SDK history in its ModelMessage shape (same conversation as BOOKING_CHAT). */
const HISTORY_AI = [
  { role: 'user', content: "Book a table for two at Luigi's tonight at 8pm." },
  {
    role: 'assistant',
    content: [
      { type: 'tool-call', toolCallId: 'call_1', toolName: 'book_table', input: { restaurant: "Luigi's", party: 2 } },
    ],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: 'call_1',
        toolName: 'book_table',
        output: { type: 'text', value: "Error: missing required parameter 'time'" },
      },
    ],
  },
  { role: 'assistant', content: 'Sorry, I could not book it. Which time would you like?' },
  { role: 'user', content: 'This does not work!!! I already said 8pm. Let me speak to a human.' },
];

const USAGE = {
  inputTokens: { total: 120, noCache: 120, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

/** Two model steps (a `transfer_to_human` tool call, then a closing text), then a reply to thanks. */
function mockSteps(): Any[] {
  return [
    {
      content: [
        {
          type: 'tool-call',
          toolCallId: 'call_2',
          toolName: 'transfer_to_human',
          input: '{"reason":"user asked for a human"}',
        },
      ],
      finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
      usage: USAGE,
      warnings: [],
    },
    {
      content: [{ type: 'text', text: 'I am transferring you to a human agent now.' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: USAGE,
      warnings: [],
    },
    {
      content: [{ type: 'text', text: 'You are welcome, enjoy your dinner!' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: USAGE,
      warnings: [],
    },
  ];
}

async function aiCall(aiName: string, extraOptions: (tracer: Any) => Any, provider: Any): Promise<void> {
  const ai = await load(aiName);
  const aiTest = await load(`${aiName}/test`);
  const zod = await load('zod');
  const z = zod.z ?? zod.default?.z ?? zod;
  const steps = mockSteps();
  let i = 0;
  const Mock = aiTest.MockLanguageModelV4 ?? aiTest.MockLanguageModelV3;
  const model = new Mock({ modelId: 'mock-model', doGenerate: async () => steps[Math.min(i++, steps.length - 1)] });
  await ai.generateText({
    model,
    system: 'You are a helpful booking assistant.',
    messages: HISTORY_AI,
    tools: {
      transfer_to_human: ai.tool({
        description: 'Hand the conversation to a human agent.',
        inputSchema: z.object({ reason: z.string() }),
        execute: async () => ({ transferred: true }),
      }),
    },
    stopWhen: ai.stepCountIs(2),
    ...extraOptions(provider.getTracer('ai')),
  });
  // A second call in the same session: only the newest turn (prompt + system form).
  i = 2;
  await ai.generateText({
    model,
    system: 'You are a helpful booking assistant.',
    prompt: 'Thanks, that worked. Great help!',
    ...extraOptions(provider.getTracer('ai')),
  });
}

async function captureVercel6(): Promise<void> {
  const spans: CapturedSpan[] = [];
  const provider = await newProvider(spans);
  await aiCall(
    'ai6',
    (tracer) => ({
      experimental_telemetry: {
        isEnabled: true,
        tracer,
        functionId: 'booking-agent',
        metadata: { sessionId: 'session-42', userId: 'u-7' },
      },
    }),
    provider,
  );
  await provider.forceFlush();
  write('vercel-ai', 'ai6-generate-text-tools', `ai@${versionOf('ai6')}`, spans);
}

async function captureVercel7(): Promise<void> {
  const spans: CapturedSpan[] = [];
  const provider = await newProvider(spans);
  const otel = await load('@ai-sdk/otel');
  await aiCall(
    'ai7',
    (tracer) => ({
      telemetry: {
        functionId: 'booking-agent',
        integrations: new otel.OpenTelemetry({
          tracer,
          enrichSpan: () => ({ 'gen_ai.conversation.id': 'session-42' }),
        }),
      },
    }),
    provider,
  );
  await provider.forceFlush();
  write(
    'genai',
    'ai7-generate-text-tools',
    `ai@${versionOf('ai7')} + @ai-sdk/otel@${versionOf('@ai-sdk/otel')}`,
    spans,
  );
}

async function captureOpenInferenceVercel(): Promise<void> {
  const spans: CapturedSpan[] = [];
  const oi = await load('@arizeai/openinference-vercel');
  await ensureContext();
  const base = await load('@opentelemetry/sdk-trace-base');
  const provider = new base.BasicTracerProvider({
    spanProcessors: [new oi.OpenInferenceSimpleSpanProcessor({ exporter: snapshotExporter(spans) })],
  });
  await aiCall(
    'ai6',
    (tracer) => ({
      experimental_telemetry: { isEnabled: true, tracer, metadata: { sessionId: 'session-42' } },
    }),
    provider,
  );
  await provider.forceFlush();
  const source = `@arizeai/openinference-vercel@${versionOf('@arizeai/openinference-vercel')} over ai@${versionOf('ai6')}`;
  write('openinference', 'vercel-ai6-generate-text-tools', source, spans);
}

async function main(): Promise<void> {
  const { server, url } = await startOpenAIServer();
  try {
    const oi = await load('@arizeai/openinference-instrumentation-openai');
    await captureOpenAI(
      'openinference',
      '@arizeai/openinference-instrumentation-openai',
      (tracerProvider) => new oi.OpenAIInstrumentation({ tracerProvider }),
      url,
    );
    const tlLegacy = await load('traceloop-openai-legacy');
    await captureOpenAI(
      'openllmetry',
      'traceloop-openai-legacy',
      (provider) => {
        const inst = new tlLegacy.OpenAIInstrumentation({ traceContent: true });
        inst.setTracerProvider(provider);
        return inst;
      },
      url,
    );
    const tl = await load('@traceloop/instrumentation-openai');
    await captureOpenAI(
      'genai',
      '@traceloop/instrumentation-openai',
      (provider) => {
        const inst = new tl.OpenAIInstrumentation({ traceContent: true });
        inst.setTracerProvider(provider);
        return inst;
      },
      url,
    );
    await captureVercel6();
    await captureVercel7();
    await captureOpenInferenceVercel();
  } finally {
    server.close();
  }
}

await main();
