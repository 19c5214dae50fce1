/**
 * @module User frustration: all caps, excessive punctuation, complaint, confusion and profanity,
 * each counted once per message (SPEC §4).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal, phraseSignal } from './evidence';
import { allCapsRatio, hasExcessivePunctuation } from '../text/tone';

const PHRASE_INDICATORS: readonly [PhraseFamily, SignalType][] = [
  ['complaint', 'interaction.frustration.complaint'],
  ['confusion', 'interaction.frustration.confusion'],
  ['profanity', 'interaction.frustration.profanity'],
];

/** The frustration indicators of one message (user messages only; at most one of each kind). */
export function frustrationSignals(message: PreparedMessage, ctx: DetectorContext): Signal[] {
  if (message.role !== 'user') return [];
  const signals: Signal[] = [];
  const ratio = allCapsRatio(message.toneText);
  if (ratio > 0) {
    signals.push(makeSignal(ctx, 'interaction.frustration.all_caps', message.index, ratio, message.toneText));
  }
  if (hasExcessivePunctuation(message.toneText)) {
    signals.push(
      makeSignal(ctx, 'interaction.frustration.excessive_punctuation', message.index, 0.7, message.toneText),
    );
  }
  for (const [family, type] of PHRASE_INDICATORS) {
    const match = message.matches.find((m) => m.phrase.family === family);
    if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
  }
  return signals;
}

/** Frustration indicators of the user messages; the report counts each indicator. */
export const frustration: StatelessDetector = {
  name: 'frustration',
  roles: ['user'],
  step: (message, _state, ctx) => frustrationSignals(message, ctx),
};
