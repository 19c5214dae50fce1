/**
 * @module What `agent-signals evaluate` measures: how well `qualityScore` and the flag point at the
 * bad outcomes, with bootstrap 95 % intervals.
 */
import { auc } from '../../stats/auc';
import { bootstrap, type Interval } from '../../stats/bootstrap';
import { lift } from '../../stats/lift';
import { spearman } from '../../stats/spearman';
import type { Labelled } from './outcomes';

/** How often one signal type fires and how the conversations where it fires turn out. */
export interface SignalOutcome {
  readonly type: string;
  /** Conversations with at least one signal of the type. */
  readonly conversations: number;
  /** Their share of all labelled conversations. */
  readonly share: number;
  /** Share of bad outcomes among them. */
  readonly badRate: Interval;
  /** Mean rating among them (rating labels only). */
  readonly meanRating?: Interval;
}

/** The figures of an evaluation. */
export interface Evaluation {
  readonly labels: 'success' | 'rating';
  readonly conversations: number;
  readonly bad: number;
  readonly badRate: number;
  /** P(a bad conversation scores lower than a good one). */
  readonly auc: Interval;
  /** Bad rate among the worst-scored 10 % over the base rate. */
  readonly lift10: Interval;
  /** Bad rate among the worst-scored 20 % over the base rate. */
  readonly lift20: Interval;
  /** Spearman of the score with the rating (rating labels only). */
  readonly spearman?: Interval;
  readonly flagged: number;
  /** Share of flagged conversations that went bad. */
  readonly flagPrecision: Interval;
  /** Share of bad conversations that were flagged. */
  readonly flagRecall: Interval;
  /** Per signal type, most frequent first. */
  readonly signals: readonly SignalOutcome[];
}

/** Options of {@link evaluate}. */
export interface EvaluateOptions {
  /** Bootstrap resamples. @default 1000 */
  readonly resamples?: number;
  /** Bootstrap seed. @default 1 */
  readonly seed?: number;
}

/** Evaluates the scores and flags of labelled conversations. Deterministic. */
export function evaluate(
  rows: readonly Labelled[],
  kind: 'success' | 'rating',
  options: EvaluateOptions = {},
): Evaluation {
  const n = rows.length;
  const boot = { resamples: options.resamples ?? 1000, seed: options.seed ?? 1 };
  const scores = rows.map((r) => r.report.qualityScore);
  const bad = rows.map((r) => r.bad);
  const flagged = rows.map((r) => r.report.flagged);
  const pick = <T>(values: readonly T[], idx: readonly number[]) => idx.map((i) => values[i]!);
  const on = (stat: (s: number[], b: boolean[]) => number) =>
    bootstrap(n, (idx) => stat(pick(scores, idx), pick(bad, idx)), boot);
  /** Bootstrapped share of the conversations `where` holds for that `what` holds for too. */
  const shareOf = (where: (i: number) => boolean, what: (i: number) => boolean) =>
    bootstrap(
      n,
      (idx) => {
        let total = 0;
        let hits = 0;
        for (const i of idx) {
          if (!where(i)) continue;
          total++;
          if (what(i)) hits++;
        }
        return total === 0 ? Number.NaN : hits / total;
      },
      boot,
    );
  const ratings = rows.map((r) => r.rating ?? Number.NaN);
  const types = new Map<string, Set<number>>();
  rows.forEach((r, i) => {
    for (const s of r.report.signals) {
      let set = types.get(s.type);
      if (set === undefined) types.set(s.type, (set = new Set()));
      set.add(i);
    }
  });
  const signals: SignalOutcome[] = [...types]
    .map(([type, where]) => {
      const badRate = shareOf(
        (i) => where.has(i),
        (i) => bad[i]!,
      );
      const out: SignalOutcome = { type, conversations: where.size, share: where.size / Math.max(1, n), badRate };
      if (kind !== 'rating') return out;
      const meanRating = bootstrap(
        n,
        (idx) => {
          const hits = idx.filter((i) => where.has(i));
          return hits.length === 0 ? Number.NaN : hits.reduce((s, i) => s + ratings[i]!, 0) / hits.length;
        },
        boot,
      );
      return { ...out, meanRating };
    })
    .sort((a, b) => b.conversations - a.conversations || a.type.localeCompare(b.type));
  const badCount = bad.filter(Boolean).length;
  const evaluation: Evaluation = {
    labels: kind,
    conversations: n,
    bad: badCount,
    badRate: n === 0 ? Number.NaN : badCount / n,
    auc: on(auc),
    lift10: on((s, b) => lift(s, b, 0.1)),
    lift20: on((s, b) => lift(s, b, 0.2)),
    ...(kind === 'rating'
      ? { spearman: bootstrap(n, (idx) => spearman(pick(scores, idx), pick(ratings, idx)), boot) }
      : {}),
    flagged: flagged.filter(Boolean).length,
    flagPrecision: shareOf(
      (i) => flagged[i]!,
      (i) => bad[i]!,
    ),
    flagRecall: shareOf(
      (i) => bad[i]!,
      (i) => flagged[i]!,
    ),
    signals,
  };
  return evaluation;
}
