/**
 * @module `npm run recall`: recall and precision per family on the recall corpus. The corpus is a
 * seeded sample of turns from conversations that went badly (and support threads), each labelled
 * blind by a reviewer with the families it shows (conversation id, message index, role and labels;
 * no transcript text). Six sets, each labelled by its own reviewers with its own seed, in the order
 * they were made: `test/recall/labels.jsonl` (the development set), `heldout.jsonl`, `fresh.jsonl`,
 * `fresh2.jsonl`, `fresh3.jsonl` and `fresh4.jsonl` (the last five user turns only). Each new set is labelled before a
 * round of rules and only measured during that round, so that rules fitted to the sets already read
 * show it; once the round is over its misses are read, and it becomes development data like the
 * others. Today the first four are development data and `fresh3.jsonl` and `fresh4.jsonl` are measured only. All
 * sets are then printed pooled: the whole recall corpus. The script runs `analyze` on each labelled
 * conversation of the shared data and compares, per family, the signals fired on the labelled message
 * with the label. Skipped when `../shared` is
 * absent.
 *
 * ```sh
 * npm run recall                                   # scores every set, then the sets pooled
 * npm run recall -- --labels other.jsonl           # scores another label file
 * npm run recall -- --import a.jsonl b.jsonl       # copies reviewer files into test/recall/labels.jsonl (notes dropped)
 * npm run recall -- --import-heldout a.jsonl       # the same into test/recall/heldout.jsonl
 * npm run recall -- --import-fresh a.jsonl         # the same into test/recall/fresh.jsonl
 * npm run recall -- --import-fresh2 a.jsonl        # the same into test/recall/fresh2.jsonl
 * npm run recall -- --import-fresh3 a.jsonl        # the same into test/recall/fresh3.jsonl
 * npm run recall -- --import-fresh4 a.jsonl        # the same into test/recall/fresh4.jsonl
 * npm run recall -- --misses repair                # lists the development set's misses / wrong firings for a family
 * ```
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/analyze';
import type { Signal } from '../src/types';

const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));
const SOURCES = ['data/conversations.jsonl', 'dev/agentdojo.jsonl', 'dev/dstc9.jsonl'];
const LABELS = fileURLToPath(new URL('../test/recall/labels.jsonl', import.meta.url));
const HELDOUT = fileURLToPath(new URL('../test/recall/heldout.jsonl', import.meta.url));
const FRESH = fileURLToPath(new URL('../test/recall/fresh.jsonl', import.meta.url));
const FRESH2 = fileURLToPath(new URL('../test/recall/fresh2.jsonl', import.meta.url));
const FRESH3 = fileURLToPath(new URL('../test/recall/fresh3.jsonl', import.meta.url));
const FRESH4 = fileURLToPath(new URL('../test/recall/fresh4.jsonl', import.meta.url));

/** Each label set, in the order printed, with its file and what it is. */
const SETS: readonly { file: string; title: string; flag: string }[] = [
  { file: LABELS, title: 'development set (test/recall/labels.jsonl)', flag: '--import' },
  {
    file: HELDOUT,
    title: 'held-out set (test/recall/heldout.jsonl; development data since its misses were read)',
    flag: '--import-heldout',
  },
  {
    file: FRESH,
    title: 'fresh set (test/recall/fresh.jsonl; development data since its misses were read)',
    flag: '--import-fresh',
  },
  {
    file: FRESH2,
    title: 'second fresh set (test/recall/fresh2.jsonl; development data since its misses were read)',
    flag: '--import-fresh2',
  },
  {
    file: FRESH3,
    title: 'third fresh set (test/recall/fresh3.jsonl; labelled before this round of rules, measured only)',
    flag: '--import-fresh3',
  },
  {
    file: FRESH4,
    title: 'fourth fresh set (test/recall/fresh4.jsonl; labelled before this round of rules, measured only)',
    flag: '--import-fresh4',
  },
];

/** The families a reviewer labels. */
export const FAMILIES = [
  'repair',
  'frustration',
  'escalation',
  'positive_feedback',
  'repetition',
  'tool_failure',
] as const;
/** One family of {@link FAMILIES}. */
export type Family = (typeof FAMILIES)[number];

/** One labelled message: its conversation, its position in `messages`, its role and the families it shows. */
export interface RecallLabel {
  id: string;
  index: number;
  role: string;
  labels: readonly string[];
}

/** The signal-type prefixes of each family. */
const PREFIXES: Record<Family, readonly string[]> = {
  repair: ['interaction.misalignment.'],
  frustration: ['interaction.frustration.'],
  escalation: ['interaction.escalation.'],
  positive_feedback: ['interaction.positive_feedback.'],
  repetition: ['interaction.repetition.'],
  tool_failure: ['execution.failure.', 'environment.exhaustion.'],
};

/** The family of a signal type, or undefined when it belongs to none (turns, loops, handoff…). */
export function familyOf(type: string): Family | undefined {
  for (const family of FAMILIES) if (PREFIXES[family].some((p) => type.startsWith(p))) return family;
  return undefined;
}

/** The families `signals` fire on each message index. */
export function firedByIndex(signals: readonly Signal[]): Map<number, Set<Family>> {
  const fired = new Map<number, Set<Family>>();
  for (const s of signals) {
    const family = familyOf(s.type);
    if (family === undefined) continue;
    let set = fired.get(s.messageIndex);
    if (set === undefined) fired.set(s.messageIndex, (set = new Set()));
    set.add(family);
  }
  return fired;
}

/** Counts of one family: true positives, false negatives (missed), false positives (fired wrongly). */
export interface FamilyCounts {
  tp: number;
  fn: number;
  fp: number;
  missed: string[];
  wrong: string[];
}

/**
 * Per family, compares what fired on each labelled message with its labels. A family is scored
 * only on the roles it can be labelled on (repetition on assistant messages, tool failure on tool
 * results, the others on user messages).
 */
export function scoreLabels(
  labels: readonly RecallLabel[],
  firedOf: (label: RecallLabel) => ReadonlySet<Family>,
): Record<Family, FamilyCounts> {
  const out = {} as Record<Family, FamilyCounts>;
  for (const f of FAMILIES) out[f] = { tp: 0, fn: 0, fp: 0, missed: [], wrong: [] };
  for (const label of labels) {
    const fired = firedOf(label);
    for (const family of FAMILIES) {
      if (roleOf(family) !== label.role) continue;
      const labelled = label.labels.includes(family);
      const hit = fired.has(family);
      const c = out[family];
      const where = `${label.id}#${label.index}`;
      if (labelled && hit) c.tp++;
      else if (labelled) {
        c.fn++;
        c.missed.push(where);
      } else if (hit) {
        c.fp++;
        c.wrong.push(where);
      }
    }
  }
  return out;
}

function roleOf(family: Family): string {
  return family === 'repetition' ? 'assistant' : family === 'tool_failure' ? 'tool' : 'user';
}

/** Parses label lines, keeping only id, index, role and labels (a reviewer's notes are dropped). */
export function parseLabels(text: string): RecallLabel[] {
  const out: RecallLabel[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let value: Partial<RecallLabel>;
    try {
      value = JSON.parse(line) as Partial<RecallLabel>;
    } catch {
      continue;
    }
    if (typeof value.id !== 'string' || typeof value.index !== 'number' || !Array.isArray(value.labels)) continue;
    const key = `${value.id}#${value.index}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: value.id, index: value.index, role: String(value.role ?? ''), labels: value.labels.map(String) });
  }
  return out;
}

function ratio(a: number, b: number): string {
  return b === 0 ? '  —  ' : (a / b).toFixed(2).padStart(5);
}

function loadConversations(ids: ReadonlySet<string>): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const file of SOURCES) {
    const path = SHARED + file;
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const head = /"id"\s*:\s*"([^"]+)"/.exec(line.slice(0, 200));
      if (head === null || !ids.has(head[1]!)) continue;
      const value = JSON.parse(line) as { id: string; messages?: unknown[] };
      out.set(value.id, Array.isArray(value.messages) ? value.messages : []);
    }
  }
  return out;
}

function importInto(target: string, files: readonly string[]): void {
  const labels = files.flatMap((file) => parseLabels(readFileSync(file, 'utf8')));
  writeFileSync(target, labels.map((l) => JSON.stringify(l)).join('\n') + '\n');
  console.log(`recall: ${labels.length} labels stored in test/recall/${target.slice(target.lastIndexOf('/') + 1)}`);
}

function measure(name: string, labelFiles: string | readonly string[], missesOf: string | undefined): void {
  const files = typeof labelFiles === 'string' ? [labelFiles] : labelFiles;
  const missing = files.find((file) => !existsSync(file));
  if (missing !== undefined) {
    console.log(`recall: no labels at ${missing}`);
    return;
  }
  const labels = files.flatMap((file) => parseLabels(readFileSync(file, 'utf8')));
  const conversations = loadConversations(new Set(labels.map((l) => l.id)));
  const fired = new Map<string, Map<number, Set<Family>>>();
  for (const [id, messages] of conversations)
    fired.set(id, firedByIndex(analyze(messages, { complete: true }).signals));
  const known = labels.filter((l) => conversations.has(l.id));
  const scores = scoreLabels(known, (l) => fired.get(l.id)?.get(l.index) ?? new Set());
  console.log(`${name}: ${known.length} labelled messages in ${conversations.size} conversations`);
  console.log('family              labelled  fired  hit  recall  precision');
  for (const family of FAMILIES) {
    const c = scores[family];
    const labelled = c.tp + c.fn;
    const firedN = c.tp + c.fp;
    console.log(
      `${family.padEnd(18)} ${String(labelled).padStart(9)} ${String(firedN).padStart(6)} ${String(c.tp).padStart(4)}  ${ratio(c.tp, labelled)}  ${ratio(c.tp, firedN)}`,
    );
  }
  if (missesOf === undefined) return;
  const c = scores[missesOf as Family];
  if (c === undefined) return;
  console.log(`\n${missesOf} missed: ${c.missed.join(' ')}`);
  console.log(`${missesOf} fired wrongly: ${c.wrong.join(' ')}`);
}

function main(): void {
  const args = process.argv.slice(2);
  for (const set of SETS) {
    const at = args.indexOf(set.flag);
    if (at >= 0) return importInto(set.file, args.slice(at + 1));
  }
  if (!existsSync(SHARED + SOURCES[0]!)) {
    console.log('recall: ../shared/data is absent, nothing to measure');
    return;
  }
  const missesAt = args.indexOf('--misses');
  const missesOf = missesAt >= 0 ? args[missesAt + 1] : undefined;
  const labelsAt = args.indexOf('--labels');
  if (labelsAt >= 0) return measure('recall corpus', args[labelsAt + 1]!, missesOf);
  measure(SETS[0]!.title, LABELS, missesOf);
  if (missesOf !== undefined) return;
  const present = SETS.filter((set) => existsSync(set.file));
  for (const set of present.slice(1)) {
    console.log('');
    measure(set.title, set.file, undefined);
  }
  console.log('');
  measure(
    `whole recall corpus (the ${present.length} sets pooled)`,
    present.map((set) => set.file),
    undefined,
  );
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
