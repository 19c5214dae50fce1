/**
 * @module A/B of two builds on the same machine, interleaved: `npm run build` in each checkout,
 * then `node --expose-gc --import tsx bench/ab.ts OTHER_DIST_DIR [ROUNDS] [CASE]` compares this
 * checkout's `dist/` with OTHER_DIST_DIR (e.g. a worktree of the previous commit, built). Each
 * case runs both builds alternately, round by round, and keeps the best round of each: on a
 * shared, noisy machine the ratio of bests is what to read, not the absolute times.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { loadCorpus, messagesOf } from './corpus';
import { largeConversation, typicalConversation } from './synthetic';

type Analyze = (messages: readonly unknown[]) => unknown;
interface Build {
  readonly analyze: Analyze;
  readonly Tracker: new () => { append(...m: unknown[]): void; report(): unknown };
}

async function load(dist: string): Promise<Build> {
  const mod = (await import(pathToFileURL(resolve(dist, 'index.js')).href)) as {
    analyze: Analyze;
    ConversationTracker: Build['Tracker'];
  };
  return { analyze: mod.analyze, Tracker: mod.ConversationTracker };
}

function timeMs(fn: () => void): number {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const [other, roundsArg, only] = process.argv.slice(2);
if (other === undefined) throw new Error('usage: bench/ab.ts OTHER_DIST_DIR [ROUNDS] [CASE_SUBSTRING]');
const rounds = Number(roundsArg ?? 7);
const builds = { this: await load('dist'), other: await load(other) };
const corpus = loadCorpus().lines.map(messagesOf);
const typical = typicalConversation();
const large = largeConversation(200, 4000);

const cases: Record<string, (b: Build) => void> = {
  'analyze, whole corpus': (b) => corpus.forEach((m) => b.analyze(m)),
  'analyze, typical conversation x 2000': (b) => {
    for (let i = 0; i < 2000; i++) b.analyze(typical);
  },
  'analyze, 200 x 4,000 chars x 10': (b) => {
    for (let i = 0; i < 10; i++) b.analyze(large);
  },
  'tracker, append + report per message, corpus': (b) => {
    for (const messages of corpus) {
      const tracker = new b.Tracker();
      for (const m of messages) {
        tracker.append(m);
        tracker.report();
      }
    }
  },
};

console.log(`A/B, best of ${rounds} interleaved rounds; this = ./dist, other = ${other}`);
for (const [name, run] of Object.entries(cases)) {
  if (only !== undefined && !name.includes(only)) continue;
  const best = { this: Infinity, other: Infinity };
  for (let r = 0; r < rounds; r++) {
    for (const key of r % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
      best[key] = Math.min(
        best[key],
        timeMs(() => run(builds[key])),
      );
    }
  }
  const ratio = best.this / best.other;
  console.log(
    `${name.padEnd(48)} this ${best.this.toFixed(1).padStart(8)} ms   other ${best.other.toFixed(1).padStart(8)} ms   this/other ${ratio.toFixed(3)}`,
  );
}
