/**
 * @module The load test of docs/security.md, outside the unit suite (it takes minutes and GiBs):
 * 1,000 conversations of worst-case spans (every retained field at its cap) through the real SDK,
 * in a child process whose heap is the documented worst case plus a margin. Passes when the heap
 * held per conversation stays under the documented 4 MiB and the processor never throws.
 *
 * Run: `node --import tsx bench/conversation-heap.ts [conversations=1000] [spans=200] [shape=worst]`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DOCUMENTED_MIB = 4;
const [conversations = '1000', spans = '200', shape = 'worst'] = process.argv.slice(2);
const heapMiB = Math.ceil(Number(conversations) * DOCUMENTED_MIB + 512);
const fixture = fileURLToPath(new URL('../test/hardening/fixtures/conversation-heap.ts', import.meta.url));
const started = performance.now();
const run = spawnSync(
  process.execPath,
  ['--expose-gc', `--max-old-space-size=${heapMiB}`, '--import', 'tsx', fixture, conversations, spans, shape],
  { encoding: 'utf8', maxBuffer: 1 << 20 },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
if (run.status !== 0) {
  process.stdout.write(
    `FAIL: exit ${run.status} (${run.signal ?? ''}) after ${seconds} s, heap limit ${heapMiB} MiB\n${run.stderr.slice(-2000)}\n`,
  );
  process.exit(1);
}
const result = JSON.parse(run.stdout) as {
  perConversationMiB: number;
  tracked: number;
  errors: number;
  thrown: number;
};
const ok = result.perConversationMiB < DOCUMENTED_MIB && result.errors === 0 && result.thrown === 0;
process.stdout.write(
  `${ok ? 'ok' : 'FAIL'}: ${conversations} conversations x ${spans} spans (${shape}) in ${seconds} s: ` +
    `${result.perConversationMiB.toFixed(2)} MiB each (documented < ${DOCUMENTED_MIB}), ` +
    `${((result.perConversationMiB * Number(conversations)) / 1024).toFixed(2)} GiB in all under a ${heapMiB} MiB heap; ` +
    `tracked ${result.tracked}, errors ${result.errors}, thrown ${result.thrown}\n`,
);
process.exit(ok ? 0 : 1);
