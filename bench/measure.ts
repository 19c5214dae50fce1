/**
 * @module Timing helpers for the benchmarks: warm up, then take the median of many samples.
 */

/** Median nanoseconds per call of `fn`, from `samples` samples of `batch` calls each. */
export function medianNs(
  fn: () => unknown,
  options: { samples?: number; batch?: number; warmup?: number } = {},
): number {
  const { samples = 31, batch = 1, warmup = 5 } = options;
  for (let i = 0; i < warmup * batch; i++) fn();
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    times.push(Number(process.hrtime.bigint() - t0) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Total milliseconds of one pass of `fn` over `items`, best of `rounds` passes. */
export function bestPassMs<T>(items: readonly T[], fn: (item: T) => unknown, rounds = 5): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (const item of items) fn(item);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return best;
}

/**
 * Best milliseconds of each pass, from `rounds` rounds that run every pass once, in turn: a busy
 * spell of the machine then slows all of them alike, and ratios between them stay fair.
 */
export function bestOfAlternatingMs(passes: readonly (() => unknown)[], rounds = 5): number[] {
  const best = passes.map(() => Infinity);
  for (let r = 0; r < rounds; r++) {
    passes.forEach((pass, k) => {
      const t0 = process.hrtime.bigint();
      pass();
      best[k] = Math.min(best[k]!, Number(process.hrtime.bigint() - t0) / 1e6);
    });
  }
  return best;
}

/** Formats a number with a unit and a fixed number of decimals. */
export function fmt(value: number, unit: string, digits = 1): string {
  return `${value.toFixed(digits)} ${unit}`;
}

/** A row of the printed table: what, measured, budget, verdict. */
export interface Row {
  readonly name: string;
  readonly value: string;
  readonly budget: string;
  readonly ok: boolean | undefined;
}

/** Prints rows as an aligned table. */
export function printTable(title: string, rows: readonly Row[]): void {
  const w0 = Math.max(...rows.map((r) => r.name.length), 10);
  const w1 = Math.max(...rows.map((r) => r.value.length), 8);
  const w2 = Math.max(...rows.map((r) => r.budget.length), 6);
  console.log(`\n${title}`);
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? 'ok' : 'OVER BUDGET';
    console.log(`  ${r.name.padEnd(w0)}  ${r.value.padStart(w1)}  ${r.budget.padEnd(w2)}  ${verdict}`);
  }
}
