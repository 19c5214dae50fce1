/**
 * @module Checks that a refactor left the reports byte-identical: runs the built CLI
 * (`node dist/cli.js score INPUT… -f jsonl`) and compares its output with a reference file, byte
 * for byte. Exits 0 when equal, 1 with the first differing line otherwise.
 *
 * ```sh
 * npm run build
 * npx tsx scripts/compare-reports.ts REFERENCE-corpus.jsonl ../shared/data/conversations.jsonl
 * npx tsx scripts/compare-reports.ts REFERENCE-fixtures.jsonl fixtures/conversations.jsonl fixtures/agents.jsonl
 * ```
 *
 * Make the reference file from the commit before the change with the same command line.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [reference, ...inputs] = process.argv.slice(2);
if (reference === undefined || inputs.length === 0) {
  console.error('usage: compare-reports.ts REFERENCE.jsonl INPUT.jsonl…');
  process.exit(2);
}
const actual = execFileSync(process.execPath, ['dist/cli.js', 'score', ...inputs, '-f', 'jsonl'], {
  maxBuffer: 1 << 30,
});
const expected = readFileSync(reference);
if (actual.equals(expected)) {
  console.log(`identical: ${expected.length} bytes, ${countLines(expected)} reports (${reference})`);
} else {
  const a = actual.toString('utf8').split('\n');
  const e = expected.toString('utf8').split('\n');
  let line = 0;
  while (line < a.length && line < e.length && a[line] === e[line]) line++;
  console.error(`DIFFERENT from ${reference} at line ${line + 1} (${a.length} vs ${e.length} lines)`);
  console.error(`expected: ${(e[line] ?? '<end>').slice(0, 400)}`);
  console.error(`actual:   ${(a[line] ?? '<end>').slice(0, 400)}`);
  process.exitCode = 1;
}

function countLines(buffer: Buffer): number {
  let n = 0;
  for (const byte of buffer) if (byte === 10) n++;
  return n;
}
