/**
 * @module Positive feedback from the user: gratitude, satisfaction, success (SPEC §4).
 */
import type { PreparedConversation } from '../conversation/prepare';
import type { PhraseFamily } from '../lexicon/families';
import { isGenuinePositive } from '../lexicon/guards';
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
 * At most one signal per user message: its first positive phrase that is not negated, contrasted
 * or sarcastic.
 */
export function detectPositiveFeedback(conversation: PreparedConversation, ctx: DetectorContext): PositiveFeedbackResult {
  const signals: Signal[] = [];
  const lexicon = ctx.lexicon;
  if (lexicon !== undefined) {
    for (const message of conversation.messages) {
      if (message.role !== 'user') continue;
      for (const match of message.matches) {
        const type = TYPES[match.phrase.family];
        if (type === undefined || !isGenuinePositive(message.tokens, match, message.matches, lexicon)) continue;
        signals.push(phraseSignal(ctx, type, message, match));
        break;
      }
    }
  }
  return { count: signals.length, confidence: positiveConfidence(signals.length), signals };
}
