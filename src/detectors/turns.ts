/**
 * @module Turn count and efficiency (SPEC §4).
 */
import type { ConversationCounts } from '../messages/counts';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';

/** More user turns than this is concerning. */
export const CONCERNING_TURNS = 7;
/** More user turns than this is excessive (and a Severe override). */
export const EXCESSIVE_TURNS = 12;

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
 * 13th user turn when there are more than 12, else `interaction.turns.concerning` at the 8th when
 * there are more than 7.
 */
export function detectTurns(counts: ConversationCounts, ctx: DetectorContext): TurnsResult {
  const { turnCount, userTurnIndices } = counts;
  const signals: Signal[] = [];
  const level = turnCount > EXCESSIVE_TURNS ? EXCESSIVE_TURNS : turnCount > CONCERNING_TURNS ? CONCERNING_TURNS : 0;
  if (level > 0) {
    const type = level === EXCESSIVE_TURNS ? 'interaction.turns.excessive' : 'interaction.turns.concerning';
    signals.push(makeSignal(ctx, type, userTurnIndices[level]!, 1, undefined, { turnCount }));
  }
  return { efficiencyScore: efficiencyScore(turnCount, ctx.config.baselineTurns), signals };
}

/** The turn signal of a long conversation, read from the counts of the whole list. */
export const turns: StatelessDetector = {
  name: 'turns',
  finish: (conversation, ctx) => detectTurns(conversation.counts, ctx).signals,
};
