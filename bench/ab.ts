/**
 * @module A/B of two builds on the same machine: `npm run build` in each checkout, then
 * `node --import tsx bench/ab.ts OTHER_DIST_DIR [ROUNDS] [CASE]` compares this checkout's `dist/`
 * with OTHER_DIST_DIR (e.g. a worktree of the previous commit, built). Each round runs every case
 * once per build, each in a fresh process (two builds in one process share the JIT's feedback and
 * distort each other), alternating which goes first; a process warms up, then reports its best
 * of three passes. The best round of each build is kept: on a shared, noisy machine the ratio of
 * bests is what to read, not the absolute times.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCorpus, messagesOf } from './corpus';
import { largeConversation, typicalConversation } from './synthetic';

type Analyze = (messages: readonly unknown[]) => unknown;
interface Build {
  readonly analyze: Analyze;
  readonly Tracker: new () => { append(...m: unknown[]): void; report(): unknown };
}

const CASES: Record<string, () => (b: Build) => void> = {
  'analyze, whole corpus': () => {
    const corpus = loadCorpus().lines.map(messagesOf);
    return (b) => corpus.forEach((m) => b.analyze(m));
  },
  'analyze, typical conversation x 2000': () => {
    const typical = typicalConversation();
    return (b) => {
      for (let i = 0; i < 2000; i++) b.analyze(typical);
    };
  },
  'analyze, 200 x 4,000 chars x 10': () => {
    const large = largeConversation(200, 4000);
    return (b) => {
      for (let i = 0; i < 10; i++) b.analyze(large);
    };
  },
  'tracker, append + report per message, corpus': () => {
    const corpus = loadCorpus().lines.map(messagesOf);
    return (b) => {
      for (const messages of corpus) {
        const tracker = new b.Tracker();
        for (const m of messages) {
          tracker.append(m);
          tracker.report();
        }
      }
    };
  },
};

/** In a child: times one case of one build and prints its best pass in ms. */
async function child(dist: string, name: string): Promise<void> {
  const mod = (await import(pathToFileURL(resolve(dist, 'index.js')).href)) as {
    analyze: Analyze;
    ConversationTracker: Build['Tracker'];
  };
  const build: Build = { analyze: mod.analyze, Tracker: mod.ConversationTracker };
  const run = CASES[name]!();
  run(build); // warm-up
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    run(build);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(best);
}

function timeInChild(dist: string, name: string): number {
  const out = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', dist, name], {
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return Number(out.stdout.trim());
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(args[1]!, args[2]!);
} else {
  const [other, roundsArg, only] = args;
  if (other === undefined) throw new Error('usage: bench/ab.ts OTHER_DIST_DIR [ROUNDS] [CASE_SUBSTRING]');
  const rounds = Number(roundsArg ?? 5);
  const dists = { this: resolve('dist'), other: resolve(other) };
  console.log(`A/B, best of ${rounds} rounds, a fresh process per run; this = ./dist, other = ${other}`);
  for (const name of Object.keys(CASES)) {
    if (only !== undefined && !name.includes(only)) continue;
    const best = { this: Infinity, other: Infinity };
    for (let r = 0; r < rounds; r++) {
      for (const key of r % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
        best[key] = Math.min(best[key], timeInChild(dists[key], name));
      }
    }
    const ratio = best.this / best.other;
    console.log(
      `${name.padEnd(48)} this ${best.this.toFixed(1).padStart(8)} ms   other ${best.other.toFixed(1).padStart(8)} ms   this/other ${ratio.toFixed(3)}`,
    );
  }
}
