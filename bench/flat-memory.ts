/**
 * @module `npm run bench:memory [MB]`: the CLI's peak memory stays flat as its input grows, with the
 * baselines learned from the input (two passes over the file). Writes synthetic JSONL of 1/8 and of
 * the full size (default 1,024 MB) to a temporary folder, runs `agent-signals score --summary` on
 * each as a real process (the built CLI), and prints the peak resident memory of both and their ratio.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');

/** A varied, plausible conversation line (a few hundred bytes to a few KB). */
function line(i: number): string {
  const turns = 1 + (i % 9);
  const messages = [];
  for (let t = 0; t < turns; t++) {
    messages.push({ role: 'user', content: `Question ${t} of conversation ${i}: where is my order ${i * 7 + t}?` });
    messages.push({
      role: 'assistant',
      content: `Order ${i * 7 + t} ships tomorrow. ${'It left the warehouse this morning. '.repeat(1 + ((i + t) % 6))}`,
    });
  }
  if (i % 11 === 0) messages.push({ role: 'user', content: 'THIS IS THE THIRD TIME I ASK!!!' });
  return JSON.stringify({ id: `c${i}`, messages });
}

function write(path: string, megabytes: number): number {
  const fd = openSync(path, 'w');
  let bytes = 0;
  let i = 0;
  const limit = megabytes * 1024 * 1024;
  let chunk: string[] = [];
  while (bytes < limit) {
    const l = line(i++) + '\n';
    bytes += Buffer.byteLength(l);
    chunk.push(l);
    if (chunk.length === 2000) {
      writeSync(fd, chunk.join(''));
      chunk = [];
    }
  }
  if (chunk.length > 0) writeSync(fd, chunk.join(''));
  closeSync(fd);
  return i;
}

/** Peak RSS (MB) and wall time of the CLI on `path`. */
function run(path: string): { rssMb: number; seconds: number; baselines: string } {
  const started = process.hrtime.bigint();
  // `process.resourceUsage().maxRSS` of the child, printed by a tiny wrapper around the CLI.
  const wrapper = `import(${JSON.stringify(CLI)}).catch(e=>{console.error(e);process.exit(3)});process.on('exit',()=>process.stderr.write('MAXRSS '+process.resourceUsage().maxRSS+'\\n'))`;
  const child = spawnSync(process.execPath, ['-e', wrapper, 'x', 'score', path, '--summary', '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = /MAXRSS (\d+)/.exec(child.stderr)?.[1];
  if (rss === undefined)
    throw new Error(`no MAXRSS from the CLI (status ${child.status}): ${child.stderr.slice(0, 500)}`);
  const summary = JSON.parse(child.stdout) as { baselines?: { source: string; conversations: number } };
  return {
    rssMb: Number(rss) / 1024,
    seconds,
    baselines: `${summary.baselines?.source} from ${summary.baselines?.conversations}`,
  };
}

function main(): void {
  const full = Number(process.argv[2] ?? 1024);
  const dir = mkdtempSync(join(tmpdir(), 'agent-signals-memory-'));
  try {
    const rows: string[] = [];
    let small: number | undefined;
    for (const mb of [Math.max(1, Math.round(full / 8)), full]) {
      const path = join(dir, `${mb}.jsonl`);
      const n = write(path, mb);
      const r = run(path);
      small ??= r.rssMb;
      rows.push(
        `${String(mb).padStart(6)} MB  ${String(n).padStart(9)} conversations  peak RSS ${r.rssMb.toFixed(0).padStart(5)} MB  ${r.seconds.toFixed(1).padStart(7)} s  baselines ${r.baselines}`,
      );
      rmSync(path);
    }
    const last = Number(/peak RSS +(\d+)/.exec(rows[rows.length - 1]!)?.[1]);
    rows.push(`peak RSS ratio (full / eighth): ${(last / small!).toFixed(2)}x (budget <= 1.5x: flat)`);
    console.log(rows.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
