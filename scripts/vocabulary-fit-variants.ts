/**
 * @module Every variant of the vocabulary's fit that was tried, on the labelled development
 * sources, cross-validated as `calibrate` does it (5 folds by task, the profile's weights fitted
 * on the training folds, the held-out scores pooled, bootstrap 95 % interval). The first lines are
 * the product's own fit (`fitVocabulary`, with and without its second pass over the kept
 * weights); the others are an experimental fit with one change each, so that a variant that wins
 * on one source and loses on another shows it. Prints one line per variant: τ² / τ airline /
 * AgentDojo. Takes a few minutes.
 *
 * ```sh
 * npx tsx scripts/vocabulary-fit-variants.ts
 * npx tsx scripts/vocabulary-fit-variants.ts product count   # only the variants whose name holds one of these
 * ```
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { PassThrough } from 'node:stream';
import { prepareInputs } from '../src/cli/input/prepare-inputs';
import { baselinesOf, CAPS, termsUnder } from '../src/cli/rank/calibration';
import { collect } from '../src/cli/rank/collect';
import { readLabels } from '../src/cli/rank/labels';
import { join } from '../src/cli/rank/outcomes';
import { DEFAULT_PROFILE, WEIGHT_KEYS } from '../src/profile/profile';
import {
  MAX_NGRAM_POINTS,
  MAX_VOCABULARY_WEIGHTS,
  REFERENCE_NGRAMS,
  VOCABULARY_HASH,
  type LearnedVocabulary,
} from '../src/profile/vocabulary';
import { fitWeights, tooFewLabels } from '../src/score/fit-weights';
import { scoreOfTerms } from '../src/score/quality';
import { auc } from '../src/stats/auc';
import { bootstrap, type Interval } from '../src/stats/bootstrap';
import { groupedFolds } from '../src/stats/folds';
import { fitLogistic, sigmoid } from '../src/stats/logistic';
import { clampPoints, pointsOf } from '../src/vocabulary/apply';
import { fitVocabulary } from '../src/vocabulary/fit';
import { SHARED, SOURCES, type Source } from './vocabulary-sources';

const FOLDS = 5;

/** A labelled conversation as a fit sees it. */
interface FitRow {
  readonly buckets: Int32Array;
  /** How often each of `buckets` occurs. */
  readonly counts: Int32Array;
  readonly total: number;
  readonly score: number;
  readonly good: boolean;
  readonly task: string;
}

/** A source analysed once: its rows, their folds, each row's score under each fold's weights. */
interface Prepared {
  readonly name: string;
  readonly rows: readonly { buckets: Int32Array; counts: Int32Array; total: number; bad: boolean; task: string }[];
  readonly fold: readonly number[];
  /** `scores[f][i]`: row `i`'s score under the weights fitted without fold `f`. */
  readonly scores: readonly (readonly number[])[];
}

const dir = mkdtempSync(joinPath(tmpdir(), 'agent-signals-vocabulary-variants-'));
const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

/** Analyses a source as `calibrate` does (baselines learned from it, weights fitted per fold). */
async function prepare(source: Source): Promise<Prepared> {
  const all = lines(joinPath(SHARED, source.conversations)).filter((l) =>
    (JSON.parse(l) as { id: string }).id.startsWith(`${source.name}:`),
  );
  const meta = new Map(
    all.map((l) => {
      const c = JSON.parse(l) as { id: string; meta?: Record<string, unknown> };
      return [c.id, c.meta ?? {}];
    }),
  );
  const file = joinPath(dir, `${source.name}.jsonl`);
  writeFileSync(file, all.join('\n') + '\n');
  const labelFile = joinPath(dir, `${source.name}.labels.jsonl`);
  writeFileSync(
    labelFile,
    lines(joinPath(SHARED, source.labels))
      .map((l) => JSON.parse(l) as { id: string; success: boolean })
      .filter((l) => meta.has(l.id))
      .map((l) => JSON.stringify({ id: l.id, success: l.success, task: source.task(meta.get(l.id)!) }))
      .join('\n') + '\n',
  );
  const labels = readLabels(labelFile);
  const profile = DEFAULT_PROFILE;
  const stdin = new PassThrough();
  const prepared = await prepareInputs(
    [file],
    { profileName: 'default', profileBaselines: profile.baselines, learn: true },
    stdin,
  );
  const { rows } = await collect(
    prepared.sources,
    { profile, complete: true, baselines: prepared.baselines.baselines },
    stdin,
    { ngrams: (id) => labels.byId.has(id) },
  );
  prepared.release();
  const labelled = join(rows, labels).rows;
  const baselines = baselinesOf(rows, profile.baselines);
  const terms = labelled.map((r) => termsUnder(r, baselines));
  const good = labelled.map((r) => !r.bad);
  const notFitted = tooFewLabels(good);
  const weightsOf = (idx: readonly number[]) =>
    notFitted !== undefined
      ? profile.weights
      : fitWeights(
          idx.map((i) => terms[i]!),
          idx.map((i) => good[i]!),
          { fit: WEIGHT_KEYS, prior: profile.weights, cap: CAPS },
        ).weights;
  const fold = groupedFolds(
    labelled.map((r) => r.task!),
    FOLDS,
  );
  const scores = Array.from({ length: FOLDS }, (_, f) => {
    const weights = weightsOf(fold.flatMap((g, i) => (g === f ? [] : [i])));
    return terms.map((t) => scoreOfTerms(t, weights));
  });
  return {
    name: source.name,
    rows: labelled.map((r) => ({
      buckets: r.ngrams!.buckets,
      counts: r.ngrams!.counts ?? new Int32Array(r.ngrams!.buckets.length).fill(1),
      total: r.ngrams!.total,
      bad: r.bad,
      task: r.task!,
    })),
    fold,
    scores,
  };
}

/**
 * The adjustment of a conversation when each weighted n-gram counts √(its count) times (the
 * `counted` variant), as {@link pointsOf} otherwise.
 */
function countedPointsOf(r: Pick<FitRow, 'buckets' | 'counts' | 'total'>, vocabulary: LearnedVocabulary): number {
  const weights = new Map(vocabulary.weights);
  let sum = 0;
  r.buckets.forEach((b, k) => (sum += (weights.get(b) ?? 0) * Math.sqrt(r.counts[k]!)));
  return clampPoints(vocabulary.offset + (r.total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / r.total) : 0));
}

/**
 * The pooled held-out AUC of the scores with a vocabulary fitted by `fit` on the other folds
 * (applied with {@link countedPointsOf} when `counted`).
 */
function crossValidate(p: Prepared, fit: (rows: FitRow[]) => LearnedVocabulary, counted = false): Interval {
  const n = p.rows.length;
  const scored = new Array<number>(n);
  for (let f = 0; f < FOLDS; f++) {
    const train: FitRow[] = [];
    p.rows.forEach((r, i) => {
      if (p.fold[i] !== f) train.push({ ...r, score: p.scores[f]![i]!, good: !r.bad });
    });
    const vocabulary = fit(train);
    p.rows.forEach((r, i) => {
      if (p.fold[i] === f)
        scored[i] = Math.min(
          100,
          Math.max(
            0,
            p.scores[f]![i]! + (counted ? countedPointsOf(r, vocabulary) : pointsOf(r.buckets, r.total, vocabulary)),
          ),
        );
    });
  }
  return bootstrap(n, (idx) =>
    auc(
      idx.map((i) => scored[i]!),
      idx.map((i) => p.rows[i]!.bad),
    ),
  );
}

/** One change each against the product's fit. */
interface Variant {
  readonly l2?: number;
  readonly l1?: number;
  readonly iterations?: number;
  readonly minDocuments?: number;
  /** At least this many distinct tasks per n-gram. */
  readonly minTasks?: number;
  /** Keep n-grams met in all but one conversation (or all). */
  readonly keepCommon?: boolean;
  /** A per-n-gram scale of its feature (folds into its points). */
  readonly scale?: 'idf' | 'sqrt-idf' | 'naive-bayes';
  /** Fit the score's slope with the n-grams (standardised score as a feature) instead of before them. */
  readonly joint?: boolean;
  /** Pick the penalty from these by an inner cross-validation by task (3 folds) on the training rows. */
  readonly innerL2?: readonly number[];
  /** Scale the vocabulary against the score by a logistic fit on inner out-of-fold predictions (this many folds). */
  readonly stack?: number;
  /** Weigh rows so that each class, or each task, weighs the same. */
  readonly balance?: 'classes' | 'tasks';
  /** Average the fits on this many task-grouped parts of the training rows (each leaving one out). */
  readonly bag?: number;
  /** Keep the weights by their share of the fit, w² · Σx², instead of |w|. */
  readonly pruneByShare?: boolean;
  readonly maxWeights?: number;
  /** Fit the kept weights again when the cap drops some. */
  readonly refit?: boolean;
  /** A pairwise logistic (AUC) loss over (good, bad) pairs, the score's slope fitted with it. */
  readonly pairwise?: boolean;
  /**
   * Each n-gram worth √(its count / n) instead of √(1 / n) (`n` the conversation's n-grams): term
   * counts, as TF-IDF has them, instead of presence. Not with `stack` or `pairwise`.
   */
  readonly counted?: boolean;
}

/** Column-scaled sparse rows: row `i` has value `scale[j] · value[i] · entries[i][k]` at its k-th column `j`. */
interface Design {
  readonly columns: readonly Int32Array[];
  /** A factor per row and column present (1, or √count), aligned with `columns`. */
  readonly entries: readonly Float64Array[];
  readonly value: Float64Array;
  readonly scale: Float64Array;
  /** The standardised score (joint fits), 0 otherwise. */
  readonly z: Float64Array;
  readonly y: Float64Array;
  readonly weight: Float64Array;
  readonly width: number;
}

/** FISTA on the weighted mean log-loss; parameters `[intercept, score slope, ...weights]`. */
function solve(d: Design, offset: Float64Array, l2: number, l1: number, iterations: number, joint: boolean) {
  const n = d.columns.length;
  const size = d.width + 2;
  let lipschitz = 0;
  for (let i = 0; i < n; i++) {
    let norm = 1 + d.z[i]! ** 2;
    d.columns[i]!.forEach((c, k) => (norm += (d.scale[c]! * d.value[i]! * d.entries[i]![k]!) ** 2));
    lipschitz = Math.max(lipschitz, d.weight[i]! * norm);
  }
  const step = 1 / (0.25 * lipschitz + l2);
  let theta = new Float64Array(size);
  let next = new Float64Array(size);
  const momentum = new Float64Array(size);
  const grad = new Float64Array(size);
  let t = 1;
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const cols = d.columns[i]!;
      const entry = d.entries[i]!;
      let z = offset[i]! + momentum[0]! + momentum[1]! * d.z[i]!;
      for (let k = 0; k < cols.length; k++) z += momentum[cols[k]! + 2]! * d.scale[cols[k]!]! * d.value[i]! * entry[k]!;
      const r = ((sigmoid(z) - d.y[i]!) / n) * d.weight[i]!;
      grad[0]! += r;
      grad[1]! += r * d.z[i]!;
      for (let k = 0; k < cols.length; k++) grad[cols[k]! + 2]! += r * d.scale[cols[k]!]! * d.value[i]! * entry[k]!;
    }
    for (let j = 0; j < size; j++) {
      let x = momentum[j]! - step * (grad[j]! + (j < 2 ? 0 : l2 * momentum[j]!));
      if (j === 1) x = joint ? Math.max(0, x) : 0;
      else if (j >= 2 && l1 > 0) x = Math.sign(x) * Math.max(0, Math.abs(x) - step * l1);
      next[j] = x;
    }
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    for (let j = 0; j < size; j++) momentum[j] = next[j]! + ((t - 1) / tNext) * (next[j]! - theta[j]!);
    [theta, next] = [next, theta];
    t = tNext;
  }
  return theta;
}

/** Pairwise logistic loss over (good, bad) pairs; parameters `[score slope, ...weights]`. */
function solvePairwise(d: Design, rawScore: readonly number[], l2: number, iterations: number, start: number) {
  const n = d.columns.length;
  const good = [...Array(n).keys()].filter((i) => d.y[i] === 1);
  const bad = [...Array(n).keys()].filter((i) => d.y[i] === 0);
  const pairs = good.length * bad.length;
  let spread = 0;
  for (const g of good) for (const b of bad) spread = Math.max(spread, (rawScore[g]! - rawScore[b]!) ** 2);
  const step = 1 / (0.25 * (4 + spread) + l2);
  const size = d.width + 1;
  let theta = new Float64Array(size);
  let next = new Float64Array(size);
  const momentum = new Float64Array(size);
  theta[0] = momentum[0] = start;
  const grad = new Float64Array(size);
  const f = new Float64Array(n);
  const coefficient = new Float64Array(n);
  let t = 1;
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < n; i++) {
      let s = momentum[0]! * rawScore[i]!;
      for (const c of d.columns[i]!) s += momentum[c + 1]! * d.value[i]!;
      f[i] = s;
    }
    coefficient.fill(0);
    for (const g of good)
      for (const b of bad) {
        const r = (sigmoid(f[g]! - f[b]!) - 1) / pairs;
        coefficient[g]! += r;
        coefficient[b]! -= r;
      }
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      grad[0]! += coefficient[i]! * rawScore[i]!;
      for (const c of d.columns[i]!) grad[c + 1]! += coefficient[i]! * d.value[i]!;
    }
    for (let j = 0; j < size; j++) {
      const x = momentum[j]! - step * (grad[j]! + (j === 0 ? 0 : l2 * momentum[j]!));
      next[j] = j === 0 ? Math.max(0, x) : x;
    }
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    for (let j = 0; j < size; j++) momentum[j] = next[j]! + ((t - 1) / tNext) * (next[j]! - theta[j]!);
    [theta, next] = [next, theta];
    t = tNext;
  }
  // As [intercept, slope, ...weights] with the slope per unit of score / 25.
  const out = new Float64Array(size + 1);
  out[1] = theta[0]!;
  out.set(theta.subarray(1), 2);
  return out;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const clampNgram = (p: number) => Math.min(MAX_NGRAM_POINTS, Math.max(-MAX_NGRAM_POINTS, p));

/** The product's fit with one change (see {@link Variant}); `raw` returns the log-odds weights instead. */
function fitVariant(rows: readonly FitRow[], v: Variant): LearnedVocabulary {
  return fitVariantWeights(rows, v).vocabulary;
}

function fitVariantWeights(
  rows: readonly FitRow[],
  v: Variant,
  l2Override?: number,
): { vocabulary: LearnedVocabulary; logOdds: Map<number, number> } {
  const n = rows.length;
  const documents = new Map<number, number>();
  const tasks = new Map<number, Set<string>>();
  for (const r of rows)
    for (const b of r.buckets) {
      documents.set(b, (documents.get(b) ?? 0) + 1);
      if (v.minTasks !== undefined) {
        const set = tasks.get(b) ?? new Set<string>();
        set.add(r.task);
        tasks.set(b, set);
      }
    }
  const column = new Map<number, number>();
  const buckets: number[] = [];
  const df: number[] = [];
  for (const [b, count] of [...documents].sort((a, c) => a[0] - c[0]))
    if (
      count >= (v.minDocuments ?? 3) &&
      (v.keepCommon === true || count <= n - 2) &&
      (v.minTasks === undefined || tasks.get(b)!.size >= v.minTasks)
    ) {
      column.set(b, buckets.length);
      buckets.push(b);
      df.push(count);
    }
  const width = buckets.length;
  const columns = rows.map((r) => Int32Array.from([...r.buckets].flatMap((b) => column.get(b) ?? [])));
  const entries = rows.map((r) =>
    Float64Array.from(
      [...r.buckets].flatMap((b, k) => (column.has(b) ? [v.counted === true ? Math.sqrt(r.counts[k]!) : 1] : [])),
    ),
  );
  const scale = new Float64Array(width).fill(1);
  if (v.scale === 'idf' || v.scale === 'sqrt-idf')
    for (let j = 0; j < width; j++) {
      const idf = Math.log((1 + n) / (1 + df[j]!)) + 1;
      scale[j] = v.scale === 'idf' ? idf : Math.sqrt(idf);
    }
  if (v.scale === 'naive-bayes') {
    const inGood = new Float64Array(width);
    const inBad = new Float64Array(width);
    rows.forEach((r, i) => {
      for (const c of columns[i]!) (r.good ? inGood : inBad)[c]! += 1;
    });
    const sumGood = inGood.reduce((a, x) => a + x + 1, 0);
    const sumBad = inBad.reduce((a, x) => a + x + 1, 0);
    for (let j = 0; j < width; j++)
      scale[j] = Math.abs(Math.log((inGood[j]! + 1) / sumGood / ((inBad[j]! + 1) / sumBad)));
  }
  const raw = rows.map((r) => r.score / 25);
  const base = fitLogistic(
    raw.map((x) => [x]),
    rows.map((r) => r.good),
    { bounds: [{ min: 0, max: Infinity }], iterations: 500 },
  );
  const mean = raw.reduce((a, x) => a + x, 0) / n;
  const sd = Math.sqrt(raw.reduce((a, x) => a + (x - mean) ** 2, 0) / n) || 1;
  const joint = v.joint === true;
  const goodCount = rows.filter((r) => r.good).length;
  const perTask = new Map<string, number>();
  for (const r of rows) perTask.set(r.task, (perTask.get(r.task) ?? 0) + 1);
  const design: Design = {
    columns,
    entries,
    value: Float64Array.from(rows.map((r) => (r.total > 0 ? 1 / Math.sqrt(r.total) : 0))),
    scale,
    z: Float64Array.from(raw.map((x) => (joint ? (x - mean) / sd : 0))),
    y: Float64Array.from(rows.map((r) => (r.good ? 1 : 0))),
    weight: Float64Array.from(
      rows.map((r) =>
        v.balance === 'classes'
          ? n / (2 * (r.good ? goodCount : n - goodCount))
          : v.balance === 'tasks'
            ? n / perTask.size / perTask.get(r.task)!
            : 1,
      ),
    ),
    width,
  };
  const offset = Float64Array.from(raw.map((x) => (joint ? 0 : base.intercept + base.weights[0]! * x)));
  const iterations = v.iterations ?? 300;
  let l2 = l2Override ?? v.l2 ?? 1e-3;
  if (v.innerL2 !== undefined && l2Override === undefined) {
    const fold = groupedFolds(
      rows.map((r) => r.task),
      3,
    );
    let best = -1;
    for (const candidate of v.innerL2) {
      const held = new Array<number>(n);
      for (let f = 0; f < 3; f++) {
        const inner = fitVariantWeights(
          rows.filter((_, i) => fold[i] !== f),
          { ...v, innerL2: undefined },
          candidate,
        ).vocabulary;
        rows.forEach((r, i) => {
          if (fold[i] === f) held[i] = Math.min(100, Math.max(0, r.score + pointsOf(r.buckets, r.total, inner)));
        });
      }
      const a = auc(
        held,
        rows.map((r) => !r.good),
      );
      if (a > best + 1e-9) [best, l2] = [a, candidate];
    }
  }
  const fit = (d: Design) => {
    if (v.pairwise === true) return solvePairwise(d, raw, l2, iterations, base.weights[0]!);
    if (v.bag === undefined) return solve(d, offset, l2, v.l1 ?? 0, iterations, joint);
    const fold = groupedFolds(
      rows.map((r) => r.task),
      v.bag,
    );
    const mean = new Float64Array(width + 2);
    for (let f = 0; f < v.bag; f++) {
      const kept = fold.filter((g) => g !== f).length;
      const part = { ...d, weight: d.weight.map((w, i) => (fold[i] === f ? 0 : (w * n) / kept)) };
      const theta = solve(part, offset, l2, v.l1 ?? 0, iterations, joint);
      for (let j = 0; j < mean.length; j++) mean[j]! += theta[j]! / v.bag;
    }
    return mean;
  };
  let theta = fit(design);
  // Log-odds per unit of score / 25: the fitted slope (joint: over the score's spread), at least 0.25.
  const slopeOf = (th: Float64Array) =>
    v.pairwise === true
      ? Math.max(0.25, th[1]!)
      : joint
        ? Math.max(0.25 * sd, th[1]!) / sd
        : Math.max(0.25, base.weights[0]!);
  let factor = 1;
  if (v.stack !== undefined) {
    const fold = groupedFolds(
      rows.map((r) => r.task),
      v.stack,
    );
    const held = new Array<number>(n).fill(0);
    for (let f = 0; f < v.stack; f++) {
      const inner = fitVariantWeights(
        rows.filter((_, i) => fold[i] !== f),
        { ...v, stack: undefined },
        l2,
      ).logOdds;
      rows.forEach((r, i) => {
        if (fold[i] !== f) return;
        let sum = 0;
        for (const b of r.buckets) sum += inner.get(b) ?? 0;
        held[i] = sum * design.value[i]!;
      });
    }
    const stacked = fitLogistic(
      raw.map((x, i) => [x, held[i]!]),
      rows.map((r) => r.good),
      {
        bounds: [
          { min: 0, max: Infinity },
          { min: 0, max: Infinity },
        ],
        iterations: 1000,
      },
    );
    factor = (stacked.weights[1]! / Math.max(0.25, stacked.weights[0]!)) * slopeOf(theta);
  }
  const pointsOfWeights = (th: Float64Array) => {
    const toPoints = (factor * 25) / slopeOf(th) / Math.sqrt(REFERENCE_NGRAMS);
    return (j: number) => round3(clampNgram(th[j + 2]! * scale[j]! * toPoints));
  };
  const share = new Float64Array(width);
  rows.forEach((_, i) => {
    columns[i]!.forEach((c, k) => (share[c]! += (design.value[i]! * entries[i]![k]!) ** 2));
  });
  const first = pointsOfWeights(theta);
  const key = (p: number, j: number) => (v.pruneByShare === true ? p * p * share[j]! : Math.abs(p));
  const strongest = buckets
    .map((b, j) => ({ b, j, p: first(j) }))
    .filter((k) => k.p !== 0)
    .sort((a, c) => key(c.p, c.j) - key(a.p, a.j) || a.b - c.b);
  const kept = strongest.slice(0, Math.min(v.maxWeights ?? MAX_VOCABULARY_WEIGHTS, MAX_VOCABULARY_WEIGHTS * 1000));
  let weights: [number, number][] = kept.map((k) => [k.b, k.p]);
  if (v.refit === true && kept.length < strongest.length) {
    const keep = new Set(kept.map((k) => k.j));
    theta = fit({
      ...design,
      columns: columns.map((cols) => cols.filter((c) => keep.has(c))),
      entries: entries.map((entry, i) => entry.filter((_, k) => keep.has(columns[i]![k]!))),
    });
    const second = pointsOfWeights(theta);
    weights = kept.map((k): [number, number] => [k.b, second(k.j)]).filter(([, p]) => p !== 0);
  }
  weights.sort((a, c) => a[0] - c[0]);
  const byBucket = new Map(weights);
  let centre = 0;
  for (const r of rows) {
    let sum = 0;
    r.buckets.forEach((b, k) => (sum += (byBucket.get(b) ?? 0) * (v.counted === true ? Math.sqrt(r.counts[k]!) : 1)));
    centre += (r.total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / r.total) : 0) / n;
  }
  const logOdds = new Map(buckets.map((b, j) => [b, theta[j + 2]! * scale[j]!]));
  return { vocabulary: { hash: VOCABULARY_HASH, offset: round3(clampPoints(-centre)), weights }, logOdds };
}

const VARIANTS: ReadonlyArray<readonly [string, Variant]> = [
  ['experimental fit, as the product before', {}],
  ['1,000 steps', { iterations: 1000 }],
  ['3,000 steps', { iterations: 3000 }],
  ['L2 1e-4', { l2: 1e-4 }],
  ['L2 3e-4', { l2: 3e-4 }],
  ['L2 3e-3', { l2: 3e-3 }],
  ['L2 1e-2', { l2: 1e-2 }],
  ['L2 3e-2', { l2: 3e-2 }],
  ['L2 by inner CV (3e-4, 1e-3, 3e-3)', { innerL2: [3e-4, 1e-3, 3e-3] }],
  ['IDF', { scale: 'idf' }],
  ['√IDF', { scale: 'sqrt-idf' }],
  ['naive-Bayes ratio', { scale: 'naive-bayes' }],
  ['score slope fitted jointly', { joint: true }],
  ['scale by inner stacking (5)', { stack: 5 }],
  ['scale by inner stacking (3)', { stack: 3 }],
  ['pairwise (AUC) loss', { pairwise: true }],
  ['≥ 2 conversations', { minDocuments: 2 }],
  ['≥ 5 conversations', { minDocuments: 5 }],
  ['≥ 2 tasks', { minTasks: 2 }],
  ['≥ 3 tasks', { minTasks: 3 }],
  ['≥ 5 tasks', { minTasks: 5 }],
  ['near-universal n-grams kept', { keepCommon: true }],
  ['L1 1e-4', { l1: 1e-4 }],
  ['L1 3e-4', { l1: 3e-4 }],
  ['L1 1e-3', { l1: 1e-3 }],
  ['classes weighted equally', { balance: 'classes' }],
  ['tasks weighted equally', { balance: 'tasks' }],
  ['average of 5 fits (bagging by task)', { bag: 5 }],
  ['kept by share w²·Σx²', { pruneByShare: true }],
  ['kept by share, refitted', { pruneByShare: true, refit: true }],
  ['no cap', { maxWeights: Number.MAX_SAFE_INTEGER }],
  ['cap 1,000', { maxWeights: 1000 }],
  ['cap 500', { maxWeights: 500 }],
  ['cap 500, refitted', { maxWeights: 500, refit: true }],
  ['refitted (as the product now)', { refit: true }],
  ['√(count / n) per n-gram, refitted', { counted: true, refit: true }],
];

async function main(): Promise<void> {
  const prepared: Prepared[] = [];
  for (const source of SOURCES) prepared.push(await prepare(source));
  const show = (i: Interval) => `${i.estimate.toFixed(3)} [${i.low.toFixed(3)}, ${i.high.toFixed(3)}]`;
  const only = process.argv.slice(2);
  const line = (name: string, fit: (rows: FitRow[]) => LearnedVocabulary, counted = false) => {
    if (only.length > 0 && !only.some((o) => name.includes(o))) return;
    const figures = prepared.map((p) => show(crossValidate(p, fit, counted)));
    console.log(`| ${name} | ${figures.join(' | ')} |`);
  };
  console.log(`| variant | ${prepared.map((p) => p.name).join(' | ')} |`);
  console.log(`| --- | ${prepared.map(() => '---').join(' | ')} |`);
  const toRow = (r: FitRow) => ({ ngrams: { buckets: r.buckets, total: r.total }, score: r.score, good: r.good });
  line('product: fitVocabulary', (rows) => fitVocabulary(rows.map(toRow)));
  line('product without its second pass', (rows) => fitVocabulary(rows.map(toRow), { refit: false }));
  for (const [name, variant] of VARIANTS) line(name, (rows) => fitVariant(rows, variant), variant.counted === true);
}

void main();
