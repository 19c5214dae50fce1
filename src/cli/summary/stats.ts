/**
 * @module `SummaryStats`: running totals over every scored conversation (quality distribution,
 * flag rate, score histogram, signal frequencies) in constant memory.
 */
import type { Quality, SignalReport } from '../../types';

/** Quality buckets, best first. */
export const QUALITY_ORDER: readonly Quality[] = ['Excellent', 'Good', 'Neutral', 'Poor', 'Severe'];

/** Number of bins of the score histogram. */
export const HISTOGRAM_BINS = 20;
/** Width of a histogram bin in score points. */
export const BIN_WIDTH = 5;

/** How often one signal type was seen. */
export interface SignalFrequency {
  readonly type: string;
  /** Conversations with at least one instance. */
  readonly conversations: number;
  /** Instances over all conversations. */
  readonly instances: number;
}

/** Running totals; {@link add} each report once. */
export class SummaryStats {
  /** Conversations scored (those {@link addNotScored} counts are not among them). */
  conversations = 0;
  /** Conversations read but not scored: nothing to score in them (see `isScored`). */
  notScored = 0;
  flagged = 0;
  scoreSum = 0;
  /** Conversations per quality bucket. */
  readonly quality: Record<Quality, number> = { Excellent: 0, Good: 0, Neutral: 0, Poor: 0, Severe: 0 };
  /** Twenty bins of five points (`[0,5)`, …, `[95,100]`): bucket boundaries 25/40/60/75 fall on bin edges. */
  readonly histogram: number[] = new Array<number>(HISTOGRAM_BINS).fill(0);
  private readonly byType = new Map<string, { conversations: number; instances: number }>();

  /** Counts one report. */
  add(report: SignalReport): void {
    this.conversations++;
    if (report.flagged) this.flagged++;
    this.scoreSum += report.qualityScore;
    this.quality[report.quality]++;
    const bin = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(report.qualityScore / BIN_WIDTH)));
    this.histogram[bin] = (this.histogram[bin] ?? 0) + 1;
    const seen = new Set<string>();
    for (const signal of report.signals) {
      const entry = this.byType.get(signal.type) ?? { conversations: 0, instances: 0 };
      entry.instances++;
      if (!seen.has(signal.type)) {
        entry.conversations++;
        seen.add(signal.type);
      }
      this.byType.set(signal.type, entry);
    }
  }

  /** Counts one conversation that was read but not scored. */
  addNotScored(): void {
    this.notScored++;
  }

  /** Mean quality score, undefined when no conversation was scored (a mean of nothing is not 0). */
  get meanScore(): number | undefined {
    return this.conversations === 0 ? undefined : this.scoreSum / this.conversations;
  }

  /** Signal types by the number of conversations they occur in, most frequent first. */
  signalFrequencies(limit = Infinity): SignalFrequency[] {
    return [...this.byType]
      .map(([type, e]) => ({ type, conversations: e.conversations, instances: e.instances }))
      .sort((a, b) => b.conversations - a.conversations || b.instances - a.instances || a.type.localeCompare(b.type))
      .slice(0, limit);
  }
}
