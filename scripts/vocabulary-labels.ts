/**
 * @module How many labels a learned vocabulary needs: `agent-signals calibrate` (the built CLI, as
 * a user runs it) on the labelled development sources, with folds by task (each label names its
 * run's task, from the conversation's `meta.task_id`), on samples of 100 and 200 labels (three
 * seeded samples each) and on all of them. Prints the table of docs/scoring.md and docs/cli.md:
 * the cross-validated AUC of the profile without and with the vocabulary.
 *
 * ```sh
 * npm run build
 * npx tsx scripts/vocabulary-labels.ts
 * ```
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED, SOURCES } from './vocabulary-sources';

const SIZES = [100, 200];
const SAMPLES = 3;

/** A deterministic shuffle (a linear congruential generator seeded per sample). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function lines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}

interface Figures {
  readonly without: { estimate: number; low: number; high: number };
  readonly with: { estimate: number; low: number; high: number };
  readonly grouping: string;
  readonly tasks?: number;
  readonly kept: boolean;
}

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-vocabulary-labels-'));

/** Runs calibrate on the conversations with `labels`; the vocabulary's cross-validation. */
function calibrate(conversations: string, labels: readonly object[], tag: string): Figures {
  const labelFile = join(dir, `${tag}.labels.jsonl`);
  writeFileSync(labelFile, labels.map((l) => JSON.stringify(l)).join('\n') + '\n');
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        'dist/cli.js',
        'calibrate',
        conversations,
        '--labels',
        labelFile,
        '--out',
        join(dir, `${tag}.json`),
        '-f',
        'json',
      ],
      { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] },
    ).toString();
  } catch (error) {
    out = String((error as { stdout?: Buffer }).stdout ?? ''); // exit 3: not written, figures still printed
  }
  const check = JSON.parse(out).vocabulary?.check;
  if (check === undefined) throw new Error(`${tag}: no vocabulary check in calibrate's output`);
  return check as Figures;
}

const f3 = (x: number) => x.toFixed(3);
const interval = (i: Figures['with']) => `${f3(i.estimate)} [${f3(i.low)}, ${f3(i.high)}]`;

console.log('| source (tasks) | labelled runs | profile without vocabulary | with the learned vocabulary |');
console.log('| --- | --- | --- | --- |');
for (const source of SOURCES) {
  const conversations = lines(join(SHARED, source.conversations))
    .map((l) => JSON.parse(l) as { id: string; source?: string; meta?: Record<string, unknown> })
    .filter((c) => c.id.startsWith(`${source.name}:`));
  const file = join(dir, `${source.name}.jsonl`);
  const byId = new Map(conversations.map((c) => [c.id, c]));
  writeFileSync(
    file,
    lines(join(SHARED, source.conversations))
      .filter((l) => byId.has((JSON.parse(l) as { id: string }).id))
      .join('\n') + '\n',
  );
  const labels = lines(join(SHARED, source.labels))
    .map((l) => JSON.parse(l) as { id: string; success: boolean })
    .filter((l) => byId.has(l.id))
    .map((l) => {
      const task = source.task(byId.get(l.id)!.meta ?? {});
      return task === undefined ? { id: l.id, success: l.success } : { id: l.id, success: l.success, task };
    });
  const tasks = new Set(labels.map((l) => ('task' in l ? l.task : undefined))).size;
  let first = true;
  for (const size of [...SIZES.filter((s) => s < labels.length), labels.length]) {
    const runs =
      size === labels.length
        ? [calibrate(file, labels, `${source.name}-all`)]
        : Array.from({ length: SAMPLES }, (_, s) =>
            calibrate(file, shuffled(labels, 1000 * size + s).slice(0, size), `${source.name}-${size}-${s}`),
          );
    const name = first ? `${source.name} (${tasks} tasks)` : '';
    first = false;
    if (runs.length === 1) {
      const r = runs[0]!;
      console.log(`| ${name} | ${size} (all) | ${interval(r.without)} | ${interval(r.with)} |`);
    } else {
      const mean = (pick: (r: Figures) => number) => f3(runs.reduce((a, r) => a + pick(r), 0) / runs.length);
      const each = (pick: (r: Figures) => number) => runs.map((r) => f3(pick(r))).join(', ');
      const without = (r: Figures) => r.without.estimate;
      const learned = (r: Figures) => r.with.estimate;
      console.log(`| ${name} | ${size} | ${mean(without)} (${each(without)}) | ${mean(learned)} (${each(learned)}) |`);
    }
    for (const r of runs) if (r.grouping !== 'task') console.log(`  (${source.name} ${size}: ${r.grouping} folds)`);
    for (const r of runs) if (!r.kept) console.log(`  (${source.name} ${size}: vocabulary not kept in one run)`);
  }
}
