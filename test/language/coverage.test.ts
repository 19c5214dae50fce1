import { describe, expect, it } from 'vitest';
import { skippedDetectors } from '../../src/language/coverage';
import { compileLexicon } from '../../src/lexicon/compile';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { SIGNAL_TYPES } from '../../src/types';

describe('skippedDetectors', () => {
  it('skips every phrase-based signal type, and the similar-rephrase check, without a lexicon', () => {
    const skipped = skippedDetectors(undefined);
    expect(skipped).toHaveLength(12);
    expect(skipped.every((t) => (SIGNAL_TYPES as readonly string[]).includes(t))).toBe(true);
    expect(skipped).toContain('interaction.misalignment.rephrase');
    expect(skipped.some((t) => t.startsWith('interaction.turns') || t.startsWith('interaction.repetition'))).toBe(
      false,
    );
  });

  it.each(['eng', 'spa', 'por', 'fra', 'deu', 'cmn', 'jpn'])('skips nothing for the shipped %s lexicon', (language) => {
    expect(skippedDetectors(lexiconRegistry().get(language))).toEqual([]);
  });

  it('skips the families a partial lexicon leaves empty; the rephrase check runs with any lexicon', () => {
    const lexicon = compileLexicon('ita', { gratitude: { phrases: ['grazie'] }, repair: { correction: [] } });
    expect(skippedDetectors(lexicon)).toEqual([
      'interaction.misalignment.correction',
      'interaction.misalignment.clarification',
      'interaction.frustration.complaint',
      'interaction.frustration.confusion',
      'interaction.frustration.profanity',
      'interaction.positive_feedback.satisfaction',
      'interaction.positive_feedback.success',
      'interaction.escalation.human',
      'interaction.escalation.support',
      'interaction.escalation.quit',
    ]);
  });
});
