/**
 * @module Which lexicon-based detectors a language's lexicon lets run (the rest are reported as
 * skipped; the structural detectors always run).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseFamily } from '../lexicon/families';
import type { SignalType } from '../types';

/** The signal types each phrase family feeds. */
const FAMILY_SIGNALS: readonly (readonly [PhraseFamily, readonly SignalType[]])[] = [
  [
    'repair',
    [
      'interaction.misalignment.correction',
      'interaction.misalignment.rephrase',
      'interaction.misalignment.clarification',
    ],
  ],
  ['complaint', ['interaction.frustration.complaint']],
  ['confusion', ['interaction.frustration.confusion']],
  ['profanity', ['interaction.frustration.profanity']],
  ['gratitude', ['interaction.positive_feedback.gratitude']],
  ['satisfaction', ['interaction.positive_feedback.satisfaction']],
  ['success', ['interaction.positive_feedback.success']],
  ['escalation_human', ['interaction.escalation.human']],
  ['escalation_support', ['interaction.escalation.support']],
  ['quit', ['interaction.escalation.quit']],
];

/**
 * Signal types that cannot fire for lack of lexicon data, in the order of `SIGNAL_TYPES`: every phrase-based type
 * plus the similar-rephrase check when there is no lexicon at all; the types of the families the
 * lexicon leaves empty otherwise. Empty when every detector runs.
 *
 * @example skippedDetectors(undefined) // ['interaction.misalignment.correction', …, 'interaction.escalation.quit']
 */
export function skippedDetectors(lexicon: CompiledLexicon | undefined): SignalType[] {
  const skipped: SignalType[] = [];
  // Indexed loops: this runs for every report.
  for (let f = 0; f < FAMILY_SIGNALS.length; f++) {
    const family = FAMILY_SIGNALS[f]![0];
    const types = FAMILY_SIGNALS[f]![1];
    if (lexicon !== undefined && lexicon.families.has(family)) continue;
    for (let t = 0; t < types.length; t++) {
      const type = types[t]!;
      // Rephrasing is also caught by similarity to the previous turn, which any lexicon allows.
      if (lexicon === undefined || type !== 'interaction.misalignment.rephrase') skipped.push(type);
    }
  }
  return skipped;
}
