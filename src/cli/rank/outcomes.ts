/**
 * @module Joins analysed conversations with their labels and says which outcomes are bad.
 */
import { median } from '../../stats/bootstrap';
import type { Analysed } from './collect';
import type { Labels } from './labels';

/** A labelled conversation. */
export interface Labelled extends Analysed {
  /** True for a bad outcome: a failed task, or a rating below the median rating. */
  readonly bad: boolean;
  /** The rating, for rating labels. */
  readonly rating: number | undefined;
  /** The task the label names, if any. */
  readonly task?: string;
}

/** The labelled conversations and what did not match. */
export interface Joined {
  readonly rows: Labelled[];
  /** Conversations without a label. */
  readonly unlabelled: number;
  /** Labels without a conversation. */
  readonly missing: number;
  /** Ratings below this are bad (rating labels only). */
  readonly badBelow: number | undefined;
}

/**
 * Keeps the conversations that have a label (the first conversation of an id, when ids repeat).
 * With success labels a failure is bad; with ratings, a rating below the median rating is bad.
 */
export function join(rows: readonly Analysed[], labels: Labels): Joined {
  const seen = new Set<string>();
  const matched: Array<{ row: Analysed; label: boolean | number }> = [];
  let unlabelled = 0;
  for (const row of rows) {
    const label = labels.byId.get(row.id);
    if (label === undefined || seen.has(row.id)) {
      unlabelled++;
      continue;
    }
    seen.add(row.id);
    matched.push({ row, label });
  }
  const badBelow = labels.kind === 'rating' ? median(matched.map((m) => m.label as number)) : undefined;
  return {
    rows: matched.map(({ row, label }) => ({
      ...row,
      bad: typeof label === 'boolean' ? !label : label < badBelow!,
      rating: typeof label === 'number' ? label : undefined,
      ...(labels.tasks.has(row.id) ? { task: labels.tasks.get(row.id)! } : {}),
    })),
    unlabelled,
    missing: labels.byId.size - seen.size,
    badBelow,
  };
}
