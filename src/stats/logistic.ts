/**
 * @module Logistic regression with an L2 penalty and a box on each weight (a sign constraint is a
 * box with one open end), fitted by accelerated projected gradient: plain, deterministic code.
 */

/** Bounds of one weight: `[0, Infinity]` fixes its sign to positive, `[v, v]` fixes its value. */
export interface WeightBounds {
  readonly min: number;
  readonly max: number;
}

/** Options of {@link fitLogistic}. */
export interface LogisticOptions {
  /** L2 penalty on the weights (not the intercept), per item. @default 0.01 */
  readonly l2?: number;
  /** One box per feature. @default unbounded */
  readonly bounds?: readonly WeightBounds[];
  /** One non-negative weight per item (normalised to mean 1). @default all 1 */
  readonly sampleWeights?: readonly number[];
  /** Gradient steps. @default 4000 */
  readonly iterations?: number;
}

/** A fitted model: `P(y) = σ(intercept + Σ weights[j] · x[j])`. */
export interface LogisticModel {
  readonly intercept: number;
  readonly weights: readonly number[];
}

const FREE: WeightBounds = { min: -Infinity, max: Infinity };

/**
 * Minimises the mean (weighted) log-loss plus `l2 / 2 · ‖weights‖²` subject to each weight's
 * box, by FISTA with a fixed step (1 / a bound on the gradient's Lipschitz constant) and a
 * projection onto the boxes after each step. Deterministic: no randomness, a fixed number of steps.
 *
 * @param x - One feature row per item, all rows the same length.
 * @param y - One outcome per item (true = the modelled event).
 */
export function fitLogistic(
  x: readonly (readonly number[])[],
  y: readonly boolean[],
  options: LogisticOptions = {},
): LogisticModel {
  const n = x.length;
  if (n === 0 || y.length !== n) throw new RangeError('fitLogistic: need one outcome per row and at least one row');
  const p = x[0]!.length;
  const l2 = options.l2 ?? 0.01;
  const bounds = options.bounds ?? new Array<WeightBounds>(p).fill(FREE);
  if (bounds.length !== p) throw new RangeError('fitLogistic: one bound per feature');
  const w = normalisedWeights(options.sampleWeights, n);
  // Lipschitz bound of the mean log-loss gradient: ¼ · (1 + mean ‖x‖²) (trace bound, intercept included).
  let meanSq = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < p; j++) meanSq += (w[i]! * x[i]![j]! ** 2) / n;
  const step = 1 / (0.25 * (1 + meanSq) + l2);
  const project = (theta: number[]): number[] =>
    theta.map((v, j) => (j === 0 ? v : Math.min(bounds[j - 1]!.max, Math.max(bounds[j - 1]!.min, v))));
  let theta = project(new Array<number>(p + 1).fill(0)); // [intercept, ...weights]
  let momentum = theta.slice();
  let t = 1;
  const grad = new Array<number>(p + 1);
  for (let it = 0; it < (options.iterations ?? 4000); it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const row = x[i]!;
      let z = momentum[0]!;
      for (let j = 0; j < p; j++) z += momentum[j + 1]! * row[j]!;
      const r = (w[i]! * (sigmoid(z) - (y[i] ? 1 : 0))) / n;
      grad[0]! += r;
      for (let j = 0; j < p; j++) grad[j + 1]! += r * row[j]!;
    }
    for (let j = 1; j <= p; j++) grad[j]! += l2 * momentum[j]!;
    const next = project(momentum.map((v, j) => v - step * grad[j]!));
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    momentum = next.map((v, j) => v + ((t - 1) / tNext) * (v - theta[j]!));
    momentum = project(momentum);
    theta = next;
    t = tNext;
  }
  return { intercept: theta[0]!, weights: theta.slice(1) };
}

/** `1 / (1 + e^−z)`, stable for large |z|. */
export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

/** The model's linear predictor (log-odds) for one row. */
export function logOdds(model: LogisticModel, row: readonly number[]): number {
  let z = model.intercept;
  for (let j = 0; j < model.weights.length; j++) z += model.weights[j]! * row[j]!;
  return z;
}

function normalisedWeights(weights: readonly number[] | undefined, n: number): number[] {
  if (weights === undefined) return new Array<number>(n).fill(1);
  if (weights.length !== n) throw new RangeError('fitLogistic: one sample weight per row');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) throw new RangeError('fitLogistic: sample weights must have a positive sum');
  return weights.map((v) => (v * n) / sum);
}
