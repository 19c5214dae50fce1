/**
 * @module Captures `fixtures/otel/langfuse/generation-observations.json` from the real
 * `@langfuse/tracing`: two generation observations of one session (the input as the chat message
 * list, the output as the assistant message), so the Langfuse reader is tested against what the
 * SDK writes (`langfuse.observation.input` / `.output`, `langfuse.observation.type`).
 *
 * ```sh
 * mkdir -p /tmp/cap && cd /tmp/cap && npm init -y
 * npm i @opentelemetry/api@1.9 @opentelemetry/sdk-trace-base@2 @opentelemetry/context-async-hooks@2 @langfuse/tracing@5
 * npx tsx scripts/capture-langfuse-fixture.ts --from /tmp/cap
 * ```
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, requireFrom, snapshotExporter, versionOf, type CapturedSpan } from './capture-common';

/** Our own conversation: a failed lookup, then a frustrated user (two model calls of one chat). */
const TURN_1 = [
  { role: 'system', content: 'You are a helpful travel assistant.' },
  { role: 'user', content: 'When does my train to Lyon leave tomorrow?' },
];
const ANSWER_1 = {
  role: 'assistant',
  content: 'I could not find a booking for tomorrow. Could you give me the booking code?',
};
const TURN_2 = [
  ...TURN_1,
  ANSWER_1,
  { role: 'user', content: 'I ALREADY GAVE YOU THE CODE!!! This is useless, let me talk to a human.' },
];
const ANSWER_2 = 'I am sorry. I am connecting you with a member of our team.';

async function main(): Promise<void> {
  const api = requireFrom('@opentelemetry/api');
  const hooks = requireFrom('@opentelemetry/context-async-hooks');
  const base = requireFrom('@opentelemetry/sdk-trace-base');
  const lf = requireFrom('@langfuse/tracing');
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  const spans: CapturedSpan[] = [];
  const provider = new base.BasicTracerProvider({
    spanProcessors: [new base.SimpleSpanProcessor(snapshotExporter(spans))],
  });
  lf.setLangfuseTracerProvider(provider);
  for (const [input, output] of [
    [TURN_1, ANSWER_1],
    [TURN_2, ANSWER_2],
  ] as const) {
    const generation = lf.startObservation('chat', { model: 'gpt-4o-mini', input }, { asType: 'generation' });
    generation.update({ output }).end();
  }
  await provider.forceFlush();
  const file = join(ROOT, 'fixtures', 'otel', 'langfuse', 'generation-observations.json');
  mkdirSync(dirname(file), { recursive: true });
  const body = {
    source: `@langfuse/tracing@${versionOf('@langfuse/tracing')}`,
    capturedBy: 'scripts/capture-langfuse-fixture.ts',
    spans,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  process.stdout.write(`wrote ${file} (${spans.length} spans)\n`);
}

await main();
