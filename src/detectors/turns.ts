/**
 * @module Turn count and efficiency (see docs/signals.md).
 */
import type { ConversationCounts } from '../messages/counts';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';

/** More user turns than this is concerning at the default baseline (5 + 2). */
export const CONCERNING_TURNS = 7;
/** More user turns than this is excessive at the default baseline (5 + 7): the verdict is Severe. */
export const EXCESSIVE_TURNS = 12;

/** The concerning threshold for a user-turn baseline: baseline + 2. */
export function concerningTurns(baseline: number): number {
  return baseline + 2;
}

/** The excessive threshold for a user-turn baseline: baseline + 7. */
export function excessiveTurns(baseline: number): number {
  return baseline + 7;
}

/** Result of {@link detectTurns}. */
export interface TurnsResult {
  readonly efficiencyScore: number;
  readonly signals: Signal[];
}

/** `1.0` up to `baseline` user turns, then `1 / (1 + 0.3 × (turnCount − baseline))`. */
export function efficiencyScore(turnCount: number, baseline: number): number {
  return turnCount <= baseline ? 1 : 1 / (1 + 0.3 * (turnCount - baseline));
}

/**
 * Efficiency, and one turn signal for a long conversation: `interaction.turns.excessive` at the
 * first user turn past the excessive threshold (baseline + 7: the 13th at the default 5), else
 * `interaction.turns.concerning` at the first past the concerning one (baseline + 2: the 8th).
 */
export function detectTurns(counts: ConversationCounts, ctx: DetectorContext): TurnsResult {
  const { turnCount, userTurnIndices } = counts;
  const baseline = ctx.config.baselineTurns;
  const excessive = excessiveTurns(baseline);
  const concerning = concerningTurns(baseline);
  const signals: Signal[] = [];
  const level = turnCount > excessive ? excessive : turnCount > concerning ? concerning : -1;
  if (level >= 0) {
    const type = level === excessive ? 'interaction.turns.excessive' : 'interaction.turns.concerning';
    signals.push(makeSignal(ctx, type, userTurnIndices[level]!, 1, undefined, { turnCount }));
  }
  return { efficiencyScore: efficiencyScore(turnCount, baseline), signals };
}

/** The turn signal of a long conversation, read from the counts of the whole list. */
export const turns: StatelessDetector = {
  name: 'turns',
  finish: (conversation, ctx) => detectTurns(conversation.counts, ctx).signals,
};
