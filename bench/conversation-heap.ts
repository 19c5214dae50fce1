/**
 * @module `npm run bench:heap [conversations=1000] [processor|exporter|both] [snippets=0|1] [budgetMiB=256]`:
 * the load test of docs/security.md, outside the unit suite. Runs `bench/heap-worker.ts` in a
 * child process (`node --expose-gc`) whose heap limit is the documented per-process figure:
 * `conversations` concurrent conversations of worst-case spans (every retained field at its cap)
 * through the real SDK, then as many Responses API responses, with `maxRetainedBytes` at
 * `budgetMiB`. Passes when the heap the conversations hold stays under the budget (plus the
 * trace memory's {@link SLACK_MIB}), each conversation under the documented
 * {@link PER_CONVERSATION_MIB} MiB when none was evicted, the whole under the per-process figure
 * (budget + {@link PER_PROCESS_EXTRA_MIB} MiB), and nothing was thrown into the host (`thrown`,
 * `uncaught` and the processor's `errors` all 0). The time goes to building and scoring the
 * spans (0.04–0.07 s a span of 20 worst-case messages on a loaded 2-core machine; 11 spans a
 * conversation), no longer to collections walking a heap of GiBs: 1,000 conversations in 426 s
 * (exporter mode), holding 145.9 MiB under the 256 MiB budget. Develop with a small count
 * (`npm run bench:heap 20`).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The documented worst case per tracked conversation (docs/security.md). */
const PER_CONVERSATION_MIB = 12;
/** The documented per-process state beside the conversations: Responses API chains, trace memory, log events. */
const PER_PROCESS_EXTRA_MIB = 192;
/** What the tracking phase may hold beyond the budget: the trace memory (8.6 MiB) and rounding. */
const SLACK_MIB = 10;

interface WorkerResult {
  readonly mode: string;
  readonly trackedMiB: number;
  readonly totalMiB: number;
  readonly chainsMiB: number;
  readonly seconds: number;
  readonly tracked: number;
  readonly evicted: number;
  readonly estimateMiB: number;
  readonly analysed: number;
  readonly tracesEvicted: number;
  readonly errors: number;
  readonly thrown: number;
  readonly uncaught: number;
}

const [conversationsArg = '1000', modes = 'processor', snippets = '0', budgetArg = '256'] = process.argv.slice(2);
const conversations = Number(conversationsArg);
const budgetMiB = Number(budgetArg);
const conversationsMiB = Math.min(conversations * PER_CONVERSATION_MIB, budgetMiB + SLACK_MIB);
const documentedMiB = conversationsMiB + PER_PROCESS_EXTRA_MIB;
// The worker's own baseline (SDK, lexicons, the span it is building) fits in the margin.
const heapMiB = Math.ceil(documentedMiB + 384);
const worker = fileURLToPath(new URL('./heap-worker.ts', import.meta.url));

let failed = false;
for (const mode of modes === 'both' ? ['processor', 'exporter'] : [modes]) {
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      `--max-old-space-size=${heapMiB}`,
      '--import',
      'tsx',
      worker,
      mode,
      String(conversations),
      snippets,
      String(budgetMiB),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (run.status !== 0) {
    process.stdout.write(
      `FAIL ${mode}: exit ${run.status} (${run.signal ?? ''}), heap limit ${heapMiB} MiB\n${run.stderr.slice(-2000)}\n`,
    );
    failed = true;
    continue;
  }
  const r = JSON.parse(run.stdout) as WorkerResult;
  const perConversation = r.trackedMiB / conversations;
  const ok =
    (r.evicted > 0 || perConversation < PER_CONVERSATION_MIB) &&
    r.trackedMiB < conversationsMiB &&
    r.totalMiB < documentedMiB &&
    r.errors === 0 &&
    r.thrown === 0 &&
    r.uncaught === 0 &&
    r.tracked <= 1_000;
  failed ||= !ok;
  process.stdout.write(
    `${ok ? 'ok' : 'FAIL'} ${mode}: ${conversations} conversations at every cap in ${r.seconds.toFixed(0)} s: ` +
      `conversations held ${r.trackedMiB.toFixed(1)} MiB (budget ${budgetMiB} MiB, estimate ${r.estimateMiB.toFixed(1)} MiB, ` +
      `${r.tracked} tracked, ${r.evicted} evicted; ${perConversation.toFixed(2)} MiB a conversation sent, documented < ${PER_CONVERSATION_MIB}), ` +
      `${r.totalMiB.toFixed(1)} MiB in all with ${conversations} Responses API chains (${r.chainsMiB.toFixed(1)} MiB) ` +
      `(documented < ${documentedMiB.toFixed(0)} MiB, heap limit ${heapMiB} MiB); tracked ${r.tracked}, ` +
      `spans analysed ${r.analysed}, traces evicted ${r.tracesEvicted}; errors ${r.errors}, thrown ${r.thrown}, uncaught ${r.uncaught}\n`,
  );
}
process.exit(failed ? 1 : 0);
