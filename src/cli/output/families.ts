/**
 * @module Short family labels of signal types (`interaction.frustration.complaint` → `frustration`)
 * for compact listings.
 */
import type { Signal } from '../../types';
import { isNegative } from '../select/scored';

const FAMILIES: ReadonlyArray<readonly [prefix: string, label: string]> = [
  ['interaction.misalignment.', 'repair'],
  ['interaction.frustration.', 'frustration'],
  ['interaction.repetition.', 'repetition'],
  ['interaction.turns.', 'turns'],
  ['interaction.positive_feedback.', 'positive'],
  ['interaction.escalation.', 'escalation'],
  ['execution.handoff', 'handoff'],
  ['execution.failure.', 'tool-failure'],
  ['execution.loops.', 'tool-loop'],
  ['environment.exhaustion.', 'env-error'],
  ['learned.', 'learned'],
];

/** The family label of a signal type. */
export function familyOf(type: string): string {
  for (const [prefix, label] of FAMILIES) if (type.startsWith(prefix)) return label;
  return type;
}

/** `frustration×3 repair×1 +positive×2`: negative families first, by count. */
export function familyCounts(signals: readonly Signal[]): string {
  const counts = new Map<string, { n: number; negative: boolean }>();
  for (const signal of signals) {
    const label = familyOf(signal.type);
    const entry = counts.get(label) ?? { n: 0, negative: isNegative(signal) };
    entry.n++;
    counts.set(label, entry);
  }
  return [...counts]
    .sort(([, a], [, b]) => Number(b.negative) - Number(a.negative) || b.n - a.n)
    .map(([label, { n, negative }]) => `${negative ? '' : '+'}${label}${n > 1 ? `×${n}` : ''}`)
    .join(' ');
}
