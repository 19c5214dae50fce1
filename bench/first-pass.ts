/**
 * @module The CLI's situation: one process analysing the corpus with the built library. CPU time
 * of its first pass over the corpus against its second, in the same process (V8 warming up,
 * lexicons compiled, language models loaded on the first), and where the difference goes: the
 * main thread, or V8's background threads (nearly all of it optimising compilation: moving it to
 * the main thread with `--no-concurrent-recompilation` empties them, `--single-threaded-gc` does
 * not). Run as a script, it measures one process and prints the figures as JSON.
 *
 * What is fixed warm-up and what depends on the data: in another process, a first pass over every
 * other conversation, then the rest, then both again. The rest, met after the warm-up, costs
 * about what it costs the second time: what is left is what a pass learns from the data (typo
 * candidates memoised on the lexicon, code paths met for the first time).
 *
 * The CLI sets V8 flags for its own process (src/cli/v8-flags.ts): a third measure runs the passes
 * with them, beside the library's figures.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Row } from './measure';

/** CPU time of one pass, in ms: the whole process, and its main thread when Linux tells. */
interface PassCpu {
  readonly all: number;
  readonly main: number | undefined;
}

interface FirstPass {
  readonly first: PassCpu;
  readonly second: PassCpu;
}

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The rows of `npm run bench`: the best (lowest ratio) of two fresh processes. */
export function firstPassRows(): Row[] {
  const runs = [measureInChild(), measureInChild()];
  const ratio = (r: FirstPass): number => r.first.all / r.second.all;
  const best = runs.reduce((a, b) => (ratio(b) < ratio(a) ? b : a));
  const { first, second } = best;
  const rows: Row[] = [
    {
      name: 'corpus: first pass / second pass in one process (CPU, best of 2)',
      value: `${ratio(best).toFixed(2)}x (${Math.round(first.all)} / ${Math.round(second.all)} ms)`,
      budget: '<= 1.5x',
      ok: ratio(best) <= 1.5,
    },
  ];
  if (first.main !== undefined && second.main !== undefined) {
    rows.push(
      {
        name: 'the same, main thread only',
        value: `${(first.main / second.main).toFixed(2)}x (${Math.round(first.main)} / ${Math.round(second.main)} ms)`,
        budget: 'context',
        ok: undefined,
      },
      {
        name: "the same, V8's background threads (optimising compiler)",
        value: `${Math.round(first.all - first.main)} / ${Math.round(second.all - second.main)} ms`,
        budget: 'context',
        ok: undefined,
      },
    );
  }
  const cli = [measureInChild('cli'), measureInChild('cli')].reduce((a, b) => (ratio(b) < ratio(a) ? b : a));
  rows.push({
    name: "the same with the CLI's V8 settings (src/cli/v8-flags.ts)",
    value: `${ratio(cli).toFixed(2)}x (${Math.round(cli.first.all)} / ${Math.round(cli.second.all)} ms)`,
    budget: 'context',
    ok: undefined,
  });
  const halves = measureInChild<Halves>('halves');
  rows.push({
    name: 'the other half after a first pass over one half / its second pass',
    value: `${(halves.otherFirst / halves.otherSecond).toFixed(2)}x (one half: ${(halves.oneFirst / halves.oneSecond).toFixed(2)}x)`,
    budget: 'context',
    ok: undefined,
  });
  return rows;
}

/** CPU ms of each pass over the halves (every other conversation, and the rest), in order. */
interface Halves {
  readonly oneFirst: number;
  readonly otherFirst: number;
  readonly oneSecond: number;
  readonly otherSecond: number;
}

function measureInChild<T = FirstPass>(mode = 'passes'): T {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SELF, mode], { encoding: 'utf8', cwd: ROOT });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as T;
}

/** CPU time of this process's main thread in ms (Linux: `/proc`), or undefined elsewhere. */
function mainThreadMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on every Linux Node supports).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function processMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function measure(mode: string): Promise<FirstPass | Halves> {
  if (mode === 'cli') (await import('../src/cli/v8-flags')).tuneV8();
  const { analyze } = (await import(
    new URL('../dist/index.js', import.meta.url).href
  )) as typeof import('../src/index');
  const { loadCorpus, messagesOf } = await import('./corpus');
  const { lines } = loadCorpus();
  if (mode === 'halves') {
    const one = lines.filter((_, i) => i % 2 === 0);
    const other = lines.filter((_, i) => i % 2 === 1);
    const cpu = (part: readonly string[]): number => {
      const t = processMs();
      for (const l of part) analyze(messagesOf(l));
      return processMs() - t;
    };
    const oneFirst = cpu(one);
    const otherFirst = cpu(other);
    return { oneFirst, otherFirst, oneSecond: cpu(one), otherSecond: cpu(other) };
  }
  const pass = (): PassCpu => {
    const all = processMs();
    const main = mainThreadMs();
    for (const l of lines) analyze(messagesOf(l));
    const mainAfter = mainThreadMs();
    return { all: processMs() - all, main: main === undefined ? undefined : mainAfter! - main };
  };
  const first = pass();
  const second = pass();
  return { first, second };
}

if (process.argv[1] === SELF) {
  process.stdout.write(JSON.stringify(await measure(process.argv[2] ?? 'passes')));
}
