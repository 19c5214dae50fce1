import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: a question asked again after "but" when the reply passed it over', () => {
  it.each([
    ['eng', 'Did you try donuts there?', 'Donuts are yummy. I love donuts.', 'But did you get to try them in NY?'],
    ['eng', 'Do you believe in the holy trinity?', 'The Holy Trinity is very old.', 'But do you believe in it?'],
    ['deu', 'Hast du dort Donuts probiert?', 'Donuts sind lecker.', 'Aber hast du sie in New York probiert?'],
    [
      'fra',
      'As-tu goûté les donuts là-bas ?',
      'Les donuts sont délicieux.',
      'Mais est-ce que tu as goûté les donuts ?',
    ],
  ])('fires (%s): %s → %s → %s', (language, question, reply, next) => {
    expect(misalignmentIn(language, exchange(question, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // The earlier turn asked nothing: a new question.
    ['eng', 'I love donuts.', 'Donuts are yummy.', 'But did you try them in NY?'],
    // Nothing of the earlier question in the new one.
    ['eng', 'Did you try donuts there?', 'Donuts are yummy.', 'But do you like cats?'],
    // The reply asked: "but" goes on with the answer.
    ['eng', 'Did you try donuts there?', 'Have you been to NY?', 'No. But did you try donuts in NY?'],
    // After a comma, and without a question mark.
    ['eng', 'Did you try donuts there?', 'Donuts are yummy.', 'Sure, but did you try donuts?'],
    ['eng', 'Did you try donuts there?', 'Donuts are yummy.', 'But did you try donuts. I did.'],
  ])('quiet (%s): %s → %s → %s', (language, question, reply, next) => {
    expect(misalignmentIn(language, exchange(question, reply, next))).toEqual([]);
  });

  it('hostile: a long run of "but" questions stays linear', () => {
    const started = performance.now();
    misalignmentIn(
      'eng',
      exchange('Did you try donuts there?', 'Donuts are yummy.', 'But did you try donuts? '.repeat(3000)),
    );
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
