/**
 * @module `npm run bench`: every budget of docs/performance.md measured in one run, printed as ratios.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/analyze';
import { ConversationTracker } from '../src/analysis/tracker';
import { loadCorpus, messagesOf } from './corpus';
import { analysedTexts, hashEveryCharacter } from './floor';
import { loadRows } from './load';
import { otlpMergeRows } from './otlp-merge';
import { spanLatencyRows } from './span-latency';
import { exporterRows } from './exporter';
import { firstPassRows } from './first-pass';
import { bestOfAlternatingMs, bestPassMs, fmt, medianNs, printTable, type Row } from './measure';
import { processorRows } from './processor';
import { vocabularyRows } from './vocabulary';
import { largeConversation, prose, typicalConversation } from './synthetic';

function throughput(): Row[] {
  const corpus = loadCorpus();
  const parsed = corpus.lines.map(messagesOf);
  const texts = parsed.map(analysedTexts);
  const chars = texts.reduce((sum, list) => sum + list.reduce((n, t) => n + t.length, 0), 0);
  // The three passes alternate, round by round, so that the ratios compare like with like.
  const [parseMs, analyzeMs, floorMs] = bestOfAlternatingMs(
    [
      () => corpus.lines.forEach((l) => JSON.parse(l)),
      () => parsed.forEach((m) => analyze(m)),
      () => texts.forEach(hashEveryCharacter),
    ],
    10,
  ) as [number, number, number];
  const ratio = analyzeMs / parseMs;
  return [
    { name: `corpus: ${corpus.source}`, value: `${corpus.lines.length} conv`, budget: '', ok: undefined },
    { name: 'JSON.parse of every line', value: fmt(parseMs, 'ms'), budget: '', ok: undefined },
    { name: 'analyze of every conversation', value: fmt(analyzeMs, 'ms'), budget: '', ok: undefined },
    { name: 'analyze / JSON.parse', value: `${ratio.toFixed(2)}x`, budget: '<= 3x', ok: ratio <= 3 },
    {
      name: `floor: hash each analysed char once (${(chars / 1e6).toFixed(1)}M)`,
      value: `${fmt(floorMs, 'ms')} (${(floorMs / parseMs).toFixed(2)}x JSON.parse)`,
      budget: 'context, not a budget',
      ok: undefined,
    },
  ];
}

function sizes(): Row[] {
  const typical = typicalConversation();
  const typicalUs = medianNs(() => analyze(typical), { samples: 101, batch: 20 }) / 1e3;
  const large = largeConversation(200, 4000);
  const largeMs = medianNs(() => analyze(large), { samples: 15 }) / 1e6;
  const distinct = largeConversation(200, 4000, true);
  const distinctMs = medianNs(() => analyze(distinct), { samples: 15 }) / 1e6;
  const aloneMs = largeAloneMs();
  const largeTexts = [analysedTexts(large)];
  const largeChars = largeTexts[0]!.reduce((n, t) => n + t.length, 0);
  const largeFloorMs = bestPassMs(largeTexts, hashEveryCharacter, 15);
  return [
    {
      name: 'typical 10-message conversation (median)',
      value: fmt(typicalUs, 'µs'),
      budget: '<= 50 µs',
      ok: typicalUs <= 50,
    },
    { name: '200 messages x 4,000 chars (median)', value: fmt(largeMs, 'ms', 2), budget: '<= 5 ms', ok: largeMs <= 5 },
    {
      name: 'the same, no message repeating another (median)',
      value: fmt(distinctMs, 'ms', 2),
      budget: 'context',
      ok: undefined,
    },
    {
      name: 'the same, alone in a fresh process (median)',
      value: fmt(aloneMs, 'ms', 2),
      budget: 'context',
      ok: undefined,
    },
    {
      name: `floor: hash each of its ${(largeChars / 1e6).toFixed(1)}M analysed chars once`,
      value: `${fmt(largeFloorMs, 'ms', 2)} (analyze ${(largeMs / largeFloorMs).toFixed(1)}x it)`,
      budget: 'context, not a budget',
      ok: undefined,
    },
  ];
}

/**
 * The 200 x 4,000 case in a process that has analysed nothing else. In this one the corpus ran
 * first, as mixed traffic would in a service, and V8 optimised the code for all of it; the two
 * figures side by side show what that mix costs (see `src/text/code-units.ts`).
 */
function largeAloneMs(): number {
  const code = [
    "const { analyze } = await import('./src/analyze.ts');",
    "const { largeConversation } = await import('./bench/synthetic.ts');",
    'const c = largeConversation(200, 4000);',
    'for (let i = 0; i < 20; i++) analyze(c);',
    'const t = [];',
    'for (let i = 0; i < 15; i++) { const t0 = performance.now(); analyze(c); t.push(performance.now() - t0); }',
    'process.stdout.write(String(t.sort((a, b) => a - b)[7]));',
  ].join(' ');
  return childNumber(code, ['--import', 'tsx']);
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The number a fresh Node process running the ES module `code` (from the repo root) prints. */
function childNumber(code: string, nodeArgs: readonly string[] = []): number {
  const r = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', code], {
    encoding: 'utf8',
    cwd: ROOT,
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(r.stdout);
}

function lengthScaling(): Row[] {
  const rows: Row[] = [];
  let base = 0;
  for (const kb of [1, 10, 100, 1000]) {
    const messages = [
      { role: 'user', content: prose(kb * 1024) },
      { role: 'assistant', content: prose(kb * 1024, 3) },
    ];
    const us = medianNs(() => analyze(messages), { samples: 21, batch: kb >= 100 ? 1 : 5 }) / 1e3;
    if (kb === 1) base = us;
    rows.push({
      name: `one user + one assistant message of ${kb} KB`,
      value: `${fmt(us, 'µs')} (${(us / base).toFixed(2)}x)`,
      budget: 'flat past the 4,000-char cap',
      ok: undefined,
    });
  }
  return rows;
}

function incremental(): Row[] {
  const turns = largeConversation(100, 300);
  const costOfTurn = (n: number): number => {
    const samples: number[] = [];
    for (let s = 0; s < 21; s++) {
      const tracker = new ConversationTracker();
      tracker.append(...turns.slice(0, n - 1));
      tracker.report();
      const t0 = process.hrtime.bigint();
      tracker.append(turns[n - 1]);
      tracker.report();
      samples.push(Number(process.hrtime.bigint() - t0));
    }
    return samples.sort((a, b) => a - b)[10]! / 1e3;
  };
  const t10 = costOfTurn(10);
  const t100 = costOfTurn(100);
  const full100 = medianNs(() => analyze(turns), { samples: 21 }) / 1e3;
  return [
    { name: 'tracker: append + report, turn 10', value: fmt(t10, 'µs'), budget: '', ok: undefined },
    {
      name: 'tracker: append + report, turn 100',
      value: `${fmt(t100, 'µs')} (${(t100 / t10).toFixed(2)}x turn 10)`,
      budget: 'O(new text)',
      ok: undefined,
    },
    { name: 'analyze of all 100 messages, for scale', value: fmt(full100, 'µs'), budget: '', ok: undefined },
  ];
}

function coldImport(): Row[] {
  const run = (code: string): number => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  // Bare and importing processes alternate, so a busy spell of the machine hits both alike.
  const bareTimes: number[] = [];
  const importTimes: number[] = [];
  for (let i = 0; i < 21; i++) {
    bareTimes.push(run(''));
    importTimes.push(run("await import('agent-signals/otel')"));
  }
  const median = (times: number[]): number => times.sort((a, b) => a - b)[10]!;
  const bare = median(bareTimes);
  const added = median(importTimes) - bare;
  // Timed inside a fresh process (median of 21): no process start-up to subtract, so far less noise.
  const timedInside = (code: string): number => median(Array.from({ length: 21 }, () => childNumber(code)));
  const insideTimes = Array.from({ length: 21 }, () =>
    childNumber(
      "const t = performance.now(); await import('agent-signals/otel'); process.stdout.write(String(performance.now() - t));",
    ),
  );
  const inside = median(insideTimes);
  const insideBest = Math.min(...insideTimes);
  // The first analysis compiles the language's lexicon and warms the code: the first span pays it.
  const conversation = JSON.stringify(typicalConversation());
  const firstCall = timedInside(
    `const { analyze } = await import('agent-signals'); const t = performance.now(); analyze(${conversation}); process.stdout.write(String(performance.now() - t));`,
  );
  return [
    { name: 'bare node process', value: fmt(bare, 'ms'), budget: '', ok: undefined },
    {
      name: "import('agent-signals/otel') added (built dist)",
      value: fmt(added, 'ms'),
      budget: '<= 30 ms',
      ok: added <= 30,
    },
    {
      name: 'the same import, timed inside the process (best / median of 21)',
      value: `${fmt(insideBest, 'ms')} / ${fmt(inside, 'ms')}`,
      budget: 'best <= 30 ms',
      ok: insideBest <= 30,
    },
    {
      name: 'first analyze() in the process (typical, English)',
      value: fmt(firstCall, 'ms'),
      budget: 'context',
      ok: undefined,
    },
    ...firstPassRows(),
  ];
}

console.log(`agent-signals bench — node ${process.version}, ${new Date().toISOString()}`);
printTable('Whole-file throughput', throughput());
printTable('Conversation size budgets', sizes());
printTable('Cost versus message length (caps applied before matching)', lengthScaling());
printTable('Incremental scoring', incremental());
printTable('Learned vocabulary: cost of applying it', vocabularyRows());
printTable('Span processor overhead per span', await processorRows());
printTable('Span processor: span.end() latency', spanLatencyRows());
printTable('Exporter mode (SignalsExporter): span.end() latency and export cost', await exporterRows());
printTable('Cold import', coldImport());
printTable('CLI: merging spans of one conversation id', otlpMergeRows());
printTable('Processor under load, and growth on hostile input', await loadRows());
