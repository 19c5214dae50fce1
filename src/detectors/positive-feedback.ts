/**
 * @module Positive feedback from the user: gratitude, satisfaction, success (SPEC §4).
 */
import type { PreparedConversation, PreparedMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import { firstGenuinePositive } from '../lexicon/guards';
import type { PhraseMatch } from '../lexicon/match';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import { phraseSignal } from './evidence';

/** Result of {@link detectPositiveFeedback}. */
export interface PositiveFeedbackResult {
  readonly count: number;
  /** 0 for none, 0.6 for 1, 0.8 for 2, 0.95 for 3 or more. */
  readonly confidence: number;
  readonly signals: Signal[];
}

const TYPES: Partial<Record<PhraseFamily, SignalType>> = {
  gratitude: 'interaction.positive_feedback.gratitude',
  satisfaction: 'interaction.positive_feedback.satisfaction',
  success: 'interaction.positive_feedback.success',
};

/** Confidence of positive feedback by its count. */
export function positiveConfidence(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return 0.6;
  if (count === 2) return 0.8;
  return 0.95;
}

/**
 * The positive feedback of one user message: its first positive phrase that is not negated,
 * contrasted or sarcastic (at most one per message).
 */
export function positiveSignal(message: PreparedMessage, ctx: DetectorContext): Signal | undefined {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.role !== 'user' || message.matches.length === 0) return undefined;
  const match = firstGenuinePositive(message.tokens, message.matches, lexicon, isPositive);
  return match === undefined ? undefined : phraseSignal(ctx, TYPES[match.phrase.family]!, message, match);
}

function isPositive(match: PhraseMatch): boolean {
  return TYPES[match.phrase.family] !== undefined;
}

/** Positive feedback over the user messages. */
export function detectPositiveFeedback(
  conversation: PreparedConversation,
  ctx: DetectorContext,
): PositiveFeedbackResult {
  const signals: Signal[] = [];
  for (const message of conversation.messages) {
    const signal = positiveSignal(message, ctx);
    if (signal !== undefined) signals.push(signal);
  }
  return { count: signals.length, confidence: positiveConfidence(signals.length), signals };
}
