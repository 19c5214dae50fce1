/**
 * @module L2-regularised logistic regression over sparse rows whose non-zero entries share one
 * value (hashed n-gram presence scaled by the row's length), with a fixed offset per row, fitted
 * by FISTA with a fixed step and a fixed number of steps: deterministic.
 */
import { sigmoid } from './logistic';

/** One row: the columns present and the value each of them has. */
export interface SparseRow {
  /** Column indices, distinct. */
  readonly columns: Int32Array;
  /** The value of every present column (at most 1 in norm: `value² · columns.length ≤ 1`). */
  readonly value: number;
}

/** Options of {@link fitSparseLogistic}. */
export interface SparseLogisticOptions {
  /** L2 penalty on the weights (not the intercept). @default 1e-3 */
  readonly l2?: number;
  /** Gradient steps. @default 300 */
  readonly iterations?: number;
}

/** A fitted model: `P(y) = σ(offset + intercept + Σ weights[j] · value)`. */
export interface SparseModel {
  readonly intercept: number;
  readonly weights: Float64Array;
}

/**
 * Minimises the mean log-loss of `y` given `offset[i] + intercept + Σ w[j]·x[i][j]` plus
 * `l2 / 2 · ‖w‖²` over `columns` weights. Rows must have norm ≤ 1 (the step is 1 / (0.25 + l2)).
 */
export function fitSparseLogistic(
  rows: readonly SparseRow[],
  offset: readonly number[],
  y: readonly boolean[],
  columns: number,
  options: SparseLogisticOptions = {},
): SparseModel {
  const n = rows.length;
  if (n === 0 || y.length !== n || offset.length !== n)
    throw new RangeError('fitSparseLogistic: need one outcome and one offset per row, and at least one row');
  const l2 = options.l2 ?? 1e-3;
  const step = 1 / (0.25 + l2);
  let theta = new Float64Array(columns + 1); // [intercept, ...weights]
  const momentum = new Float64Array(columns + 1);
  const grad = new Float64Array(columns + 1);
  let t = 1;
  for (let it = 0; it < (options.iterations ?? 300); it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const { columns: cols, value } = rows[i]!;
      let z = offset[i]! + momentum[0]!;
      for (let k = 0; k < cols.length; k++) z += momentum[cols[k]! + 1]! * value;
      const r = (sigmoid(z) - (y[i] ? 1 : 0)) / n;
      grad[0]! += r;
      for (let k = 0; k < cols.length; k++) grad[cols[k]! + 1]! += r * value;
    }
    const next = new Float64Array(columns + 1);
    for (let j = 0; j <= columns; j++) next[j] = momentum[j]! - step * (grad[j]! + (j === 0 ? 0 : l2 * momentum[j]!));
    const tNext = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    for (let j = 0; j <= columns; j++) momentum[j] = next[j]! + ((t - 1) / tNext) * (next[j]! - theta[j]!);
    theta = next;
    t = tNext;
  }
  return { intercept: theta[0]!, weights: theta.subarray(1) };
}
