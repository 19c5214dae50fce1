/**
 * @module A small L2-regularised logistic regression over sparse rows, the threshold that keeps
 * "rules OR model" at a precision floor, and a seeded shuffle: the pieces of the learned-scorer
 * experiment (`npm run recall-learned`), in plain TypeScript over plain data.
 */
import { seededRandom, shuffled } from '../../src/stats/prng';

/** One example: the indices of its non-zero features and their values (same length). */
export interface SparseRow {
  readonly indices: readonly number[];
  readonly values: readonly number[];
}

/** Fitting options; every field has a default. */
export interface LogisticOptions {
  /**
   * L2 penalty on the weights (not the bias), per example: the loss is the class-weighted mean
   * log-loss plus `l2 / 2 * |w|²`.
   * @default 0.001
   */
  readonly l2?: number;
  /** Full-batch AdaGrad steps. @default 300 */
  readonly iterations?: number;
  /** AdaGrad step size. @default 0.5 */
  readonly rate?: number;
  /**
   * Weigh the classes so each carries half the loss (rare positives are not drowned).
   * @default true
   */
  readonly balanced?: boolean;
}

/** A fitted model: a weight per feature index seen in training, and a bias. */
export interface LogisticModel {
  readonly weights: ReadonlyMap<number, number>;
  readonly bias: number;
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The model's linear score (log-odds) of a row. */
export function logit(model: LogisticModel, row: SparseRow): number {
  let z = model.bias;
  for (let k = 0; k < row.indices.length; k++) z += (model.weights.get(row.indices[k]!) ?? 0) * row.values[k]!;
  return z;
}

/** The model's probability that a row is positive. */
export function probability(model: LogisticModel, row: SparseRow): number {
  return sigmoid(logit(model, row));
}

/**
 * Fits a logistic regression on `rows` (labels `positive`) by full-batch AdaGrad: deterministic,
 * no randomness. Throws when the arrays differ in length.
 */
export function fitLogistic(
  rows: readonly SparseRow[],
  positive: readonly boolean[],
  options: LogisticOptions = {},
): LogisticModel {
  if (rows.length !== positive.length) throw new RangeError('fitLogistic: rows and labels differ in length');
  const l2 = options.l2 ?? 0.001;
  const iterations = options.iterations ?? 300;
  const rate = options.rate ?? 0.5;
  const n = rows.length;
  const positives = positive.filter(Boolean).length;
  const balanced = (options.balanced ?? true) && positives > 0 && positives < n;
  const weightOf = (y: boolean): number => (!balanced ? 1 : y ? n / (2 * positives) : n / (2 * (n - positives)));
  // Dense slots for the features seen: index -> slot.
  const slotOf = new Map<number, number>();
  for (const row of rows) for (const i of row.indices) if (!slotOf.has(i)) slotOf.set(i, slotOf.size);
  const slots = rows.map((row) => row.indices.map((i) => slotOf.get(i)!));
  const w = new Float64Array(slotOf.size);
  const g = new Float64Array(slotOf.size);
  const history = new Float64Array(slotOf.size);
  let bias = 0;
  let biasHistory = 0;
  for (let it = 0; it < iterations; it++) {
    for (let j = 0; j < w.length; j++) g[j] = l2 * w[j]!;
    let gBias = 0;
    for (let r = 0; r < n; r++) {
      const row = rows[r]!;
      const s = slots[r]!;
      let z = bias;
      for (let k = 0; k < s.length; k++) z += w[s[k]!]! * row.values[k]!;
      const y = positive[r]!;
      const d = (weightOf(y) * (sigmoid(z) - (y ? 1 : 0))) / n;
      gBias += d;
      for (let k = 0; k < s.length; k++) g[s[k]!]! += d * row.values[k]!;
    }
    for (let j = 0; j < w.length; j++) {
      const gj = g[j]!;
      if (gj === 0) continue;
      history[j]! += gj * gj;
      w[j]! -= (rate * gj) / (Math.sqrt(history[j]!) + 1e-8);
    }
    biasHistory += gBias * gBias;
    bias -= (rate * gBias) / (Math.sqrt(biasHistory) + 1e-8);
  }
  const weights = new Map<number, number>();
  for (const [index, slot] of slotOf) if (w[slot] !== 0) weights.set(index, w[slot]!);
  return { weights, bias };
}

/**
 * A multinomial naive Bayes over the same rows, as a linear model: each feature's weight is the
 * log ratio of its (value-weighted, Laplace-smoothed with `alpha`) frequency among positives and
 * among negatives, the bias the log prior odds, so {@link logit} scores it. Throws when the arrays
 * differ in length.
 */
export function fitNaiveBayes(rows: readonly SparseRow[], positive: readonly boolean[], alpha = 1): LogisticModel {
  if (rows.length !== positive.length) throw new RangeError('fitNaiveBayes: rows and labels differ in length');
  const mass = [new Map<number, number>(), new Map<number, number>()];
  const totals = [0, 0];
  const features = new Set<number>();
  rows.forEach((row, r) => {
    const c = positive[r] ? 1 : 0;
    row.indices.forEach((i, k) => {
      mass[c]!.set(i, (mass[c]!.get(i) ?? 0) + row.values[k]!);
      totals[c]! += row.values[k]!;
      features.add(i);
    });
  });
  const v = features.size;
  const weights = new Map<number, number>();
  for (const i of features) {
    const p = ((mass[1]!.get(i) ?? 0) + alpha) / (totals[1]! + alpha * v);
    const q = ((mass[0]!.get(i) ?? 0) + alpha) / (totals[0]! + alpha * v);
    weights.set(i, Math.log(p / q));
  }
  const positives = positive.filter(Boolean).length;
  const bias = Math.log((positives + 1) / (rows.length - positives + 1));
  return { weights, bias };
}

/** True positives, false positives and false negatives of a set of flags against labels. */
export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
}

/** Counts `flagged` against `positive`. */
export function confusion(flagged: readonly boolean[], positive: readonly boolean[]): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0 };
  for (let i = 0; i < flagged.length; i++) {
    if (flagged[i] && positive[i]) c.tp++;
    else if (flagged[i]) c.fp++;
    else if (positive[i]) c.fn++;
  }
  return c;
}

/** Precision of a confusion (1 when nothing is flagged: no wrong flag). */
export function precisionOf(c: Confusion): number {
  return c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
}

/** Recall of a confusion (0 when there is no positive). */
export function recallOf(c: Confusion): number {
  return c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
}

/** The threshold {@link pickThreshold} chose, and by which rule. */
export interface ThresholdChoice {
  /** Flag when the score is at least this (`Infinity`: the model adds nothing). */
  readonly threshold: number;
  /**
   * `combined`: rules OR model kept at the precision floor (the rules alone reach it);
   * `added`: the rules alone are under the floor, so the turns the model adds must reach it on
   * their own (the union's precision never falls).
   */
  readonly mode: 'combined' | 'added';
}

/**
 * The lowest score threshold at which rules OR (score ≥ threshold) keeps precision ≥ `floor` on
 * these (out-of-fold) scores, i.e. the most recall the floor allows; when the rules alone are
 * under the floor, the turns the model adds must reach it by themselves. `Infinity` when no
 * threshold qualifies.
 */
export function pickThreshold(
  scores: readonly number[],
  positive: readonly boolean[],
  rules: readonly boolean[],
  floor = 0.9,
): ThresholdChoice {
  const base = confusion(rules, positive);
  const mode = precisionOf(base) >= floor ? 'combined' : 'added';
  // Candidates: the scores of turns the rules do not flag, highest first; ties taken together.
  const extra = scores
    .map((s, i) => ({ s, y: positive[i]! }))
    .filter((_, i) => !rules[i])
    .sort((a, b) => b.s - a.s);
  let tp = mode === 'combined' ? base.tp : 0;
  let fp = mode === 'combined' ? base.fp : 0;
  let best = Infinity;
  for (let k = 0; k < extra.length;) {
    const s = extra[k]!.s;
    for (; k < extra.length && extra[k]!.s === s; k++) {
      if (extra[k]!.y) tp++;
      else fp++;
    }
    if (tp / (tp + fp) >= floor) best = s;
  }
  return { threshold: best, mode };
}

/** A copy of `items` in a seeded Fisher–Yates order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  return shuffled(items, seededRandom(seed));
}
