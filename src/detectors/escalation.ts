/**
 * @module Escalation requests from the user: a human, support, or a quit threat (SPEC §4).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { Signal, SignalType } from '../types';
import { isNegated } from '../lexicon/negation';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { phraseSignal } from './evidence';

const KINDS: readonly [PhraseFamily, SignalType][] = [
  ['escalation_human', 'interaction.escalation.human'],
  ['escalation_support', 'interaction.escalation.support'],
  ['quit', 'interaction.escalation.quit'],
];

/**
 * One signal per kind in a user message (its first phrase of that kind that is not negated: a
 * negator anywhere before it in the same clause cancels it, "I don't want to be transferred to a
 * human"). Escalation is a Severe override, so a denied request must not count.
 */
export function escalationSignals(message: PreparedMessage, ctx: DetectorContext): Signal[] {
  const lexicon = ctx.lexicon;
  if (message.role !== 'user' || lexicon === undefined) return [];
  const signals: Signal[] = [];
  for (const [family, type] of KINDS) {
    const match = message.matches.find(
      (m) => m.phrase.family === family && !isNegated(message.tokens, m, message.matches, lexicon, m.start),
    );
    if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
  }
  return signals;
}

/** Escalation requests of the user messages. */
export const escalation: StatelessDetector = {
  name: 'escalation',
  roles: ['user'],
  step: (message, _state, ctx) => escalationSignals(message, ctx),
};
