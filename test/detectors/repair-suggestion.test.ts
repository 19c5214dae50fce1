import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: a bare "no, I…" after a suggestion declines it', () => {
  it.each([
    [
      'eng',
      'How do I get viewers for my show?',
      "I'm not sure, you could start a garden group",
      'No, I would rather be political.',
    ],
    [
      'eng',
      'I hate going outside.',
      'Maybe you should join a club with your coworkers.',
      'no i would rather stay home',
    ],
    ['eng', 'My phone is slow.', "Why don't you restart your phone tonight.", 'No, it is too late for that.'],
    ['deu', 'Wie finde ich Zuschauer?', 'Du könntest eine Gartengruppe gründen.', 'Nein, ich bin lieber politisch.'],
    [
      'fra',
      'Comment trouver des spectateurs ?',
      'Tu pourrais créer un groupe de jardinage.',
      'Non, je préfère la politique.',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // No suggestion: the reply says something of the user, and "no, I…" sets it right.
    ['eng', 'How do I get viewers for my show?', 'I see you like gardening.', 'No, I would rather be political.'],
    ['deu', 'Wie finde ich Zuschauer?', 'Du magst also Gärten.', 'Nein, ich mag Politik.'],
    // After a suggestion, a phrase that says what the user meant still corrects.
    ['eng', 'How do I get viewers for my show?', 'You could start a garden group.', 'No, I meant viewers on YouTube.'],
    ['fra', 'Comment trouver des spectateurs ?', 'Tu pourrais créer un groupe.', 'Non, je veux dire sur YouTube.'],
    // "No, I want…" says what the user wants, a longer phrase than a bare "no": it still counts.
    ['eng', 'How do I get viewers for my show?', 'You could start a garden group.', 'No, I want viewers on YouTube.'],
  ])('still a correction (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('boundary: the suggestion is read only near the end of the reply', () => {
    const far = 'You could start a garden group. ' + 'I see you like plants and you grow them well. '.repeat(8);
    expect(typesIn('eng', turn('How do I get viewers?', far, 'No, I would rather be political.'))).toEqual(CORRECTION);
    const near = 'I see you like plants. '.repeat(8) + 'You could start a garden group.';
    expect(typesIn('eng', turn('How do I get viewers?', near, 'No, I would rather be political.'))).toEqual([]);
  });

  it('hostile input: a reply of suggestions and a long run of "no, I"', () => {
    const messages = turn('hi there', 'you could '.repeat(2000), 'No, I '.repeat(1000));
    expect(() => typesIn('eng', messages)).not.toThrow();
    expect(typesIn('eng', messages)).toEqual([]);
  });
});
