/**
 * @module `npm run recall-learned`: an experiment, not a detector. Does a small learned scorer
 * per family, OR-ed with the rules, raise recall on label sets it was not trained on, at
 * precision ≥ 0.9? Per family (repair, frustration, escalation, positive feedback) it fits an
 * L2 logistic regression on the labelled user turns of the recall corpus (features: the turn's
 * hashed word 1- and 2-grams as the learned vocabulary reads them, kept when seen in at least 3
 * training conversations; a few dialogue features; the families the rules fired on the turn) and
 * evaluates it leave-one-set-out: for each label set, it trains on the others,
 * picks the threshold there by inner leave-one-set-out (the lowest at which rules OR model keeps
 * precision ≥ 0.9 on the training sets' out-of-fold scores) and scores the left-out set, rules
 * alone against rules OR model. A conversation labelled in several sets goes to the first set's
 * fold; a turn whose text is identical to an earlier one is dropped. Skipped when `../shared` is
 * absent.
 *
 * ```sh
 * npm run recall-learned                  # the tables
 * npm run recall-learned -- --l2 0.01     # another L2 penalty (default 0.001); --floor 0.8 another precision floor
 * npm run recall-learned -- --by-turn     # folds are the sets as labelled (identical texts still dropped)
 * npm run recall-learned -- --nb          # naive Bayes in place of the logistic regression
 * npm run recall-learned -- --top FAMILY  # per left-out set, the 5 rule misses its model scores highest (id#index, + when labelled)
 * npm run recall-learned -- --all FAMILY  # fits FAMILY on every set, counts the turns it would add on the shared data per source, lists a seeded 20
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/analyze';
import { seededRandom } from '../src/stats/prng';
import { firedByIndex, parseLabels, type Family } from './recall';
import {
  confusion,
  fitLogistic,
  fitNaiveBayes,
  logit,
  pickThreshold,
  precisionOf,
  recallOf,
  seededShuffle,
  type Confusion,
  type LogisticModel,
  type SparseRow,
  type ThresholdChoice,
} from './lib/logistic';
import { DIALOGUE_BASE, DIALOGUE_FEATURES, turnFeatures, type TurnFeatures } from './lib/turn-features';

const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));
const SOURCES = ['data/conversations.jsonl', 'dev/agentdojo.jsonl', 'dev/dstc9.jsonl'];
const SET_FILES = ['labels.jsonl', 'heldout.jsonl', 'fresh.jsonl', 'fresh2.jsonl', 'fresh3.jsonl', 'fresh4.jsonl'];
const RECALL_DIR = fileURLToPath(new URL('../test/recall/', import.meta.url));

/** The user-turn families the experiment scores. */
export const USER_FAMILIES = ['repair', 'frustration', 'escalation', 'positive_feedback'] as const satisfies Family[];
type UserFamily = (typeof USER_FAMILIES)[number];

/** Index of the first rule feature (one per family of {@link USER_FAMILIES}), after the dialogue features. */
const RULE_BASE = DIALOGUE_BASE + DIALOGUE_FEATURES.length;
/** An n-gram is a feature only when seen in at least this many training conversations. */
const MIN_CONVERSATIONS = 3;
const SEED = 15;

/** The experiment's settings (flags: `--floor`, `--l2`, `--by-turn`). */
const settings = {
  /** The precision rules OR model must keep on the training sets. */
  floor: 0.9,
  /** The logistic regression's L2 penalty. */
  l2: 0.001,
  /** False: a conversation labelled in several sets goes to one fold; true: only identical texts are dropped. */
  byTurn: false,
  /** Naive Bayes in place of the logistic regression. */
  naiveBayes: false,
};

/** One labelled user turn, with its features and what the rules fired on it. */
interface Turn {
  readonly id: string;
  readonly index: number;
  readonly source: string;
  readonly fold: number;
  readonly positive: ReadonlySet<string>;
  readonly rules: ReadonlySet<Family>;
  readonly features: TurnFeatures;
}

/** Which features a variant uses. */
interface Variant {
  readonly name: string;
  readonly dialogue: boolean;
  readonly rules: boolean;
}

const VARIANTS: readonly Variant[] = [
  { name: 'n-grams + dialogue + rule features', dialogue: true, rules: true },
  { name: 'n-grams only (ablation)', dialogue: false, rules: false },
];

function loadConversations(ids: ReadonlySet<string> | undefined): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const file of SOURCES) {
    if (!existsSync(SHARED + file)) continue;
    for (const line of readFileSync(SHARED + file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const head = /"id"\s*:\s*"([^"]+)"/.exec(line.slice(0, 200));
      if (head === null || (ids !== undefined && !ids.has(head[1]!))) continue;
      const value = JSON.parse(line) as { id: string; messages?: unknown[] };
      out.set(value.id, Array.isArray(value.messages) ? value.messages : []);
    }
  }
  return out;
}

/** The labelled user turns of every set, folded (see the module comment), with what was dropped or moved. */
function loadTurns(): { turns: Turn[]; dropped: number; moved: number } {
  const sets = SET_FILES.map((f) => parseLabels(readFileSync(RECALL_DIR + f, 'utf8')).filter((l) => l.role === 'user'));
  const conversations = loadConversations(new Set(sets.flat().map((l) => l.id)));
  const fired = new Map<string, Map<number, Set<Family>>>();
  for (const [id, messages] of conversations)
    fired.set(id, firedByIndex(analyze(messages, { complete: true }).signals));
  const foldOf = new Map<string, number>();
  const texts = new Set<string>();
  const turns: Turn[] = [];
  let dropped = 0;
  let moved = 0;
  sets.forEach((labels, set) => {
    for (const label of labels) {
      const messages = conversations.get(label.id);
      const features = messages === undefined ? undefined : turnFeatures(messages, label.index);
      if (features === undefined) continue;
      if (texts.has(features.key)) {
        dropped++;
        continue;
      }
      texts.add(features.key);
      const fold = settings.byTurn ? set : (foldOf.get(label.id) ?? set);
      foldOf.set(label.id, fold);
      if (fold !== set) moved++;
      turns.push({
        id: label.id,
        index: label.index,
        source: label.id.slice(0, label.id.lastIndexOf(':')),
        fold,
        positive: new Set(label.labels),
        rules: fired.get(label.id)?.get(label.index) ?? new Set(),
        features,
      });
    }
  });
  return { turns, dropped, moved };
}

/** The n-gram buckets seen in at least {@link MIN_CONVERSATIONS} conversations of `turns`. */
function keptNgrams(turns: readonly { id: string; features: TurnFeatures }[]): Set<number> {
  const seen = new Map<number, Set<string>>();
  for (const t of turns)
    for (const b of t.features.ngrams) {
      let ids = seen.get(b);
      if (ids === undefined) seen.set(b, (ids = new Set()));
      ids.add(t.id);
    }
  const kept = new Set<number>();
  for (const [b, ids] of seen) if (ids.size >= MIN_CONVERSATIONS) kept.add(b);
  return kept;
}

/** The sparse row of a turn: its kept n-grams, and the dialogue and rule features the variant uses. */
function rowOf(
  features: TurnFeatures,
  rules: ReadonlySet<Family>,
  kept: ReadonlySet<number>,
  variant: Variant,
): SparseRow {
  const indices: number[] = [];
  const values: number[] = [];
  const n = features.ngrams.filter((b) => kept.has(b));
  // Each n-gram weighs 1/√n, so a long turn does not score by its length alone.
  for (const b of n) {
    indices.push(b);
    values.push(1 / Math.sqrt(n.length));
  }
  if (variant.dialogue)
    features.dialogue.forEach((v, k) => {
      if (v === 0) return;
      indices.push(DIALOGUE_BASE + k);
      values.push(v);
    });
  if (variant.rules)
    USER_FAMILIES.forEach((f, k) => {
      if (!rules.has(f)) return;
      indices.push(RULE_BASE + k);
      values.push(1);
    });
  return { indices, values };
}

/** A model fitted on `train` for `family`, with the n-grams it may read. */
interface Fitted {
  readonly model: LogisticModel;
  readonly kept: ReadonlySet<number>;
}

function fit(train: readonly Turn[], family: UserFamily, variant: Variant): Fitted {
  const kept = keptNgrams(train);
  const rows = train.map((t) => rowOf(t.features, t.rules, kept, variant));
  const positive = train.map((t) => t.positive.has(family));
  const model = settings.naiveBayes
    ? fitNaiveBayes(rows, positive)
    : fitLogistic(rows, positive, { iterations: 200, l2: settings.l2 });
  return { model, kept };
}

function scoreOf(fitted: Fitted, turn: Pick<Turn, 'features' | 'rules'>, variant: Variant): number {
  return logit(fitted.model, rowOf(turn.features, turn.rules, fitted.kept, variant));
}

/** One left-out fold's result for a family. */
interface FoldResult {
  readonly fold: number;
  readonly turns: readonly Turn[];
  readonly rules: readonly boolean[];
  readonly combined: readonly boolean[];
  readonly positive: readonly boolean[];
  readonly threshold: number;
  readonly mode: string;
  readonly trainPositives: number;
  /** The model's score of each left-out turn. */
  readonly scores: readonly number[];
  /** The same model's area under the ROC curve on its own training turns (does it learn at all?). */
  readonly trainAuc: number;
  /**
   * Rules OR model at the threshold chosen on the left-out set itself (the lowest keeping the
   * floor there): an upper bound on what any threshold could give, never a result.
   */
  readonly oracle: readonly boolean[];
}

/**
 * The threshold for `family` chosen on `turns` by leave-one-set-out over their folds: each fold
 * scored by a model fitted on the others, then {@link pickThreshold} on those out-of-fold scores.
 */
function thresholdOf(turns: readonly Turn[], family: UserFamily, variant: Variant): ThresholdChoice {
  const scores: number[] = [];
  const ordered: Turn[] = [];
  for (const fold of new Set(turns.map((t) => t.fold))) {
    const fitted = fit(
      turns.filter((t) => t.fold !== fold),
      family,
      variant,
    );
    for (const t of turns.filter((x) => x.fold === fold)) {
      scores.push(scoreOf(fitted, t, variant));
      ordered.push(t);
    }
  }
  return pickThreshold(
    scores,
    ordered.map((t) => t.positive.has(family)),
    ordered.map((t) => t.rules.has(family)),
    settings.floor,
  );
}

/** Leave-one-set-out for one family: per fold, threshold by inner leave-one-set-out on the other sets. */
function leaveOneSetOut(turns: readonly Turn[], family: UserFamily, variant: Variant): FoldResult[] {
  const results: FoldResult[] = [];
  for (let out = 0; out < SET_FILES.length; out++) {
    const train = turns.filter((t) => t.fold !== out);
    const test = turns.filter((t) => t.fold === out);
    const choice = thresholdOf(train, family, variant);
    const fitted = fit(train, family, variant);
    const rules = test.map((t) => t.rules.has(family));
    const testScores = test.map((t) => scoreOf(fitted, t, variant));
    const best = pickThreshold(
      testScores,
      test.map((t) => t.positive.has(family)),
      rules,
      settings.floor,
    );
    results.push({
      fold: out,
      turns: test,
      rules,
      combined: test.map((t, i) => rules[i]! || testScores[i]! >= choice.threshold),
      oracle: test.map((t, i) => rules[i]! || testScores[i]! >= best.threshold),
      scores: testScores,
      trainAuc: auc(
        train.map((t) => scoreOf(fitted, t, variant)),
        train.map((t) => t.positive.has(family)),
      ),
      positive: test.map((t) => t.positive.has(family)),
      threshold: choice.threshold,
      mode: choice.mode,
      trainPositives: train.filter((t) => t.positive.has(family)).length,
    });
  }
  return results;
}

/** Area under the ROC curve of `scores` for `positive` (ties count half); NaN without both classes. */
function auc(scores: readonly number[], positive: readonly boolean[]): number {
  const pos = scores.filter((_, i) => positive[i]);
  const neg = scores.filter((_, i) => !positive[i]);
  if (pos.length === 0 || neg.length === 0) return NaN;
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

/**
 * How well the model ranks the turns the rules miss, per left-out fold: its AUC on them, and how
 * many positives are among its top 10 there (against the positives' share of them).
 */
function rankingLine(results: readonly FoldResult[]): string {
  const parts = results.map((r) => {
    const idx = r.rules.map((f, i) => (f ? -1 : i)).filter((i) => i >= 0);
    const scores = idx.map((i) => r.scores[i]!);
    const positive = idx.map((i) => r.positive[i]!);
    const top = idx
      .slice()
      .sort((a, b) => r.scores[b]! - r.scores[a]!)
      .slice(0, 10);
    const hits = top.filter((i) => r.positive[i]).length;
    const share = positive.filter(Boolean).length / Math.max(1, positive.length);
    return `${SET_FILES[r.fold]!.replace('.jsonl', '')} AUC ${fmt(auc(scores, positive))} top10 ${hits} (chance ${(10 * share).toFixed(1)}), train AUC ${fmt(r.trainAuc)}`;
  });
  return `  model on the turns the rules miss: ${parts.join('; ')}`;
}

const fmt = (x: number): string => x.toFixed(2);
const rp = (c: Confusion): string =>
  `${fmt(recallOf(c))}/${c.tp + c.fp === 0 ? ' —  ' : fmt(precisionOf(c))}`.padEnd(10);

function add(a: Confusion, b: Confusion): Confusion {
  return { tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn };
}

/** A seeded paired bootstrap of the pooled recall gain (combined − rules): its 5th and 95th percentiles. */
function recallGainInterval(results: readonly FoldResult[]): [number, number] {
  const rows = results.flatMap((r) => r.positive.map((p, i) => ({ p, rule: r.rules[i]!, both: r.combined[i]! })));
  const positives = rows.filter((r) => r.p);
  if (positives.length === 0) return [0, 0];
  const random = seededRandom(SEED);
  const gains: number[] = [];
  for (let b = 0; b < 2000; b++) {
    let gained = 0;
    for (let k = 0; k < positives.length; k++) {
      const r = positives[Math.floor(random() * positives.length)]!;
      if (r.both && !r.rule) gained++;
    }
    gains.push(gained / positives.length);
  }
  gains.sort((a, b) => a - b);
  return [gains[Math.floor(0.05 * gains.length)]!, gains[Math.floor(0.95 * gains.length)]!];
}

function printFamily(family: UserFamily, results: readonly FoldResult[]): void {
  console.log(`\n${family}`);
  console.log('left-out set    turns  pos  train-pos  rules R/P   rules∨model R/P  added (right)  threshold');
  let rulesAll: Confusion = { tp: 0, fp: 0, fn: 0 };
  let bothAll: Confusion = { tp: 0, fp: 0, fn: 0 };
  for (const r of results) {
    const rules = confusion(r.rules, r.positive);
    const both = confusion(r.combined, r.positive);
    rulesAll = add(rulesAll, rules);
    bothAll = add(bothAll, both);
    const pos = r.positive.filter(Boolean).length;
    const added = both.tp + both.fp - rules.tp - rules.fp;
    const threshold = Number.isFinite(r.threshold) ? `${fmt(r.threshold)} (${r.mode})` : `none (${r.mode})`;
    console.log(
      `${SET_FILES[r.fold]!.padEnd(15)} ${String(r.turns.length).padStart(5)} ${String(pos).padStart(4)} ${String(r.trainPositives).padStart(10)}  ${rp(rules)}  ${rp(both)}       ${String(added).padStart(3)} (${both.tp - rules.tp})      ${threshold}`,
    );
  }
  const [lo, hi] = recallGainInterval(results);
  const oracle = results.reduce<Confusion>((c, r) => add(c, confusion(r.oracle, r.positive)), { tp: 0, fp: 0, fn: 0 });
  console.log(
    `${'pooled'.padEnd(15)} ${String(results.reduce((s, r) => s + r.turns.length, 0)).padStart(5)} ${String(rulesAll.tp + rulesAll.fn).padStart(4)} ${''.padStart(10)}  ${rp(rulesAll)}  ${rp(bothAll)}       gain ${fmt(recallOf(bothAll) - recallOf(rulesAll))} (90 % bootstrap ${fmt(lo)} … ${fmt(hi)})`,
  );
  console.log(
    `  upper bound (threshold chosen on each left-out set itself): rules∨model ${rp(oracle)} gain ${fmt(recallOf(oracle) - recallOf(rulesAll))}`,
  );
  console.log(rankingLine(results));
  // By source, pooled over the left-out folds, where the source has at least 5 positives.
  const bySource = new Map<string, { rules: Confusion; both: Confusion }>();
  for (const r of results)
    r.turns.forEach((t, i) => {
      let s = bySource.get(t.source);
      if (s === undefined)
        bySource.set(t.source, (s = { rules: { tp: 0, fp: 0, fn: 0 }, both: { tp: 0, fp: 0, fn: 0 } }));
      s.rules = add(s.rules, confusion([r.rules[i]!], [r.positive[i]!]));
      s.both = add(s.both, confusion([r.combined[i]!], [r.positive[i]!]));
    });
  for (const [source, s] of [...bySource].sort()) {
    const pos = s.rules.tp + s.rules.fn;
    if (pos < 5) continue;
    console.log(
      `  ${source.padEnd(22)} pos ${String(pos).padStart(3)}   rules ${rp(s.rules)} rules∨model ${rp(s.both)}`,
    );
  }
}

/** For `family`, the 5 turns the rules miss that each left-out set's model scores highest (id#index, labelled or not), to read in context. */
function printTop(turns: readonly Turn[], family: UserFamily): void {
  for (const r of leaveOneSetOut(turns, family, VARIANTS[0]!)) {
    const top = r.turns
      .map((t, i) => ({ t, i }))
      .filter(({ i }) => !r.rules[i])
      .sort((a, b) => r.scores[b.i]! - r.scores[a.i]!)
      .slice(0, 5);
    console.log(
      `${SET_FILES[r.fold]}: ${top.map(({ t, i }) => `${t.id}#${t.index}${r.positive[i] ? '+' : '-'}(${fmt(r.scores[i]!)})`).join(' ')}`,
    );
  }
}

function experiment(): void {
  const { turns, dropped, moved } = loadTurns();
  console.log(
    `recall-learned: ${turns.length} labelled user turns (${dropped} dropped as identical to an earlier turn's text, ${moved} moved to the fold of their conversation's first set)`,
  );
  console.log(
    `folds: ${SET_FILES.map((f, k) => `${f} ${turns.filter((t) => t.fold === k).length}`).join(', ')}; n-grams kept when seen in ≥ ${MIN_CONVERSATIONS} training conversations; precision floor ${settings.floor}, ${settings.naiveBayes ? 'naive Bayes' : `L2 ${settings.l2}`}${settings.byTurn ? ', conversations not grouped' : ''}`,
  );
  for (const variant of VARIANTS) {
    console.log(`\n=== ${variant.name} ===`);
    for (const family of USER_FAMILIES) printFamily(family, leaveOneSetOut(turns, family, variant));
  }
  learningCurve(turns);
}

/**
 * A learning curve: per family, how the model ranks the turns the rules miss on a left-out set
 * when trained on 1, 2 or 3 of the other sets (every such subset, every left-out set): mean AUC,
 * and the positives among its top 10 per left-out set, summed. A curve still rising at 3 sets says
 * more labels would help; a flat one says they would not, with these features.
 */
function learningCurve(turns: readonly Turn[]): void {
  const variant = VARIANTS[0]!;
  console.log(
    '\nlearning curve (model on the turns the rules miss, left-out sets; mean AUC, top-10 hits summed / draws)',
  );
  for (const family of USER_FAMILIES) {
    const parts: string[] = [];
    for (let size = 1; size <= 3; size++) {
      let aucSum = 0;
      let aucN = 0;
      let hits = 0;
      let draws = 0;
      for (let out = 0; out < SET_FILES.length; out++) {
        const others = [0, 1, 2, 3].filter((f) => f !== out);
        const subsets = others.flatMap((a, i) =>
          size === 1 ? [[a]] : size === 3 ? (i === 0 ? [others] : []) : others.slice(i + 1).map((b) => [a, b]),
        );
        const test = turns.filter((t) => t.fold === out && !t.rules.has(family));
        for (const subset of subsets) {
          const fitted = fit(
            turns.filter((t) => subset.includes(t.fold)),
            family,
            variant,
          );
          const scores = test.map((t) => scoreOf(fitted, t, variant));
          const positive = test.map((t) => t.positive.has(family));
          const a = auc(scores, positive);
          if (!Number.isNaN(a)) {
            aucSum += a;
            aucN++;
          }
          const top = scores
            .map((x, i) => [x, i] as const)
            .sort((x, y) => y[0] - x[0])
            .slice(0, 10);
          hits += top.filter(([, i]) => positive[i]).length;
          draws++;
        }
      }
      parts.push(`${size} set${size > 1 ? 's' : ''}: AUC ${fmt(aucSum / aucN)}, top-10 ${(hits / draws).toFixed(1)}`);
    }
    console.log(`  ${family.padEnd(18)} ${parts.join('   ')}`);
  }
}

/**
 * Fits `family` on every labelled turn (threshold by leave-one-set-out over every set) and
 * applies it to every user turn of the shared data the rules do not flag for the family: prints
 * how many it adds per source, and a seeded 20 of them (id#index) to read in context.
 */
function flagAll(family: UserFamily): void {
  const variant = VARIANTS[0]!;
  const { turns } = loadTurns();
  const choice = thresholdOf(turns, family, variant);
  const fitted = fit(turns, family, variant);
  console.log(`${family}: threshold ${fmt(choice.threshold)} (${choice.mode}); ${fitted.kept.size} n-grams kept`);
  const perSource = new Map<string, { users: number; added: number }>();
  const added: string[] = [];
  for (const [id, messages] of loadConversations(undefined)) {
    const fired = firedByIndex(analyze(messages, { complete: true }).signals);
    const source = id.slice(0, id.lastIndexOf(':'));
    let s = perSource.get(source);
    if (s === undefined) perSource.set(source, (s = { users: 0, added: 0 }));
    messages.forEach((_, index) => {
      const features = turnFeatures(messages, index);
      if (features === undefined) return;
      s.users++;
      const rules = fired.get(index) ?? new Set<Family>();
      if (rules.has(family) || scoreOf(fitted, { features, rules }, variant) < choice.threshold) return;
      s.added++;
      added.push(`${id}#${index}`);
    });
  }
  for (const [source, s] of [...perSource].sort())
    console.log(`  ${source.padEnd(22)} user turns ${String(s.users).padStart(6)}  added ${s.added}`);
  console.log(`added in all: ${added.length}; a seeded 20:`);
  console.log(seededShuffle(added, SEED).slice(0, 20).join(' '));
}

function main(): void {
  if (!existsSync(SHARED + SOURCES[0]!)) {
    console.log('recall-learned: ../shared/data is absent, nothing to measure');
    return;
  }
  const args = process.argv.slice(2);
  const valueOf = (flag: string): number | undefined => {
    const k = args.indexOf(flag);
    return k < 0 ? undefined : Number(args[k + 1]);
  };
  settings.floor = valueOf('--floor') ?? settings.floor;
  settings.l2 = valueOf('--l2') ?? settings.l2;
  settings.byTurn = args.includes('--by-turn');
  settings.naiveBayes = args.includes('--nb');
  const topAt = args.indexOf('--top');
  if (topAt >= 0) return printTop(loadTurns().turns, args[topAt + 1] as UserFamily);
  const at = args.indexOf('--all');
  if (at < 0) return experiment();
  const family = args[at + 1] as UserFamily;
  if (!USER_FAMILIES.includes(family)) {
    console.log(`recall-learned: --all takes one of ${USER_FAMILIES.join(', ')}`);
    return;
  }
  flagAll(family);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
