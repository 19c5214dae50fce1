/**
 * @module Colours of the HTML report: one per quality bucket and per signal polarity.
 */
import type { Quality } from '../../types';

/** Fill colour of each quality bucket. */
export const QUALITY_COLORS: Readonly<Record<Quality, string>> = {
  Excellent: '#15803d',
  Good: '#4d9a2a',
  Neutral: '#8a8f98',
  Poor: '#d97706',
  Severe: '#c62828',
};

/** Bar colour of a signal type: red for problems, green for positive feedback, blue for handoffs. */
export function signalColor(type: string): string {
  if (type.startsWith('interaction.positive_feedback.')) return '#15803d';
  if (type === 'execution.handoff') return '#2563eb';
  if (type.startsWith('execution.') || type.startsWith('environment.')) return '#b45309';
  return '#c2410c';
}
