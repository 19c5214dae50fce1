/**
 * @module Escalation requests from the user: a human, support, or a quit threat (SPEC §4).
 */
import type { PreparedConversation } from '../conversation/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import { phraseSignal } from './evidence';

/** Result of {@link detectEscalation}. */
export interface EscalationResult {
  readonly count: number;
  readonly signals: Signal[];
}

const KINDS: readonly [PhraseFamily, SignalType][] = [
  ['escalation_human', 'interaction.escalation.human'],
  ['escalation_support', 'interaction.escalation.support'],
  ['quit', 'interaction.escalation.quit'],
];

/** One signal per kind per user message (its first phrase of that kind). */
export function detectEscalation(conversation: PreparedConversation, ctx: DetectorContext): EscalationResult {
  const signals: Signal[] = [];
  for (const message of conversation.messages) {
    if (message.role !== 'user') continue;
    for (const [family, type] of KINDS) {
      const match = message.matches.find((m) => m.phrase.family === family);
      if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
    }
  }
  return { count: signals.length, signals };
}
