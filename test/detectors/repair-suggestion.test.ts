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

describe('correction: a "no, I…" after a suggestion said tentatively declines it', () => {
  it.each([
    [
      'eng',
      'I love animals.',
      'Maybe one day you can teach or volunteer at your favorite shelter.',
      'no, I am not interested in volunteering at a shelter',
    ],
    ['eng', 'I love animals.', 'Perhaps some day you can adopt a dog.', 'No, I live in a small flat.'],
    ['deu', 'Ich liebe Tiere.', 'Vielleicht kannst du eines Tages im Tierheim helfen.', 'Nein, ich habe keine Zeit.'],
    ['deu', 'Ich liebe Tiere.', 'Vielleicht du kannst im Tierheim helfen.', 'Nein, ich habe keine Zeit.'],
    ['fra', "J'aime les animaux.", 'Peut-être qu’un jour tu peux aider au refuge.', 'Non, je n’ai pas le temps.'],
    ['spa', 'Me encantan los animales.', 'Quizás algún día puedes ayudar en el refugio.', 'No, yo no tengo tiempo.'],
    ['por', 'Eu amo animais.', 'Talvez um dia você pode ajudar no abrigo.', 'Não, eu não tenho tempo.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // "You can" alone tells what is possible or where to find something: no suggestion.
    ['eng', 'Where are you now?', 'Long time no see. You know where you can find me.', 'no i dont. where are you?'],
    ['eng', 'I love animals.', 'You can volunteer at the shelter.', 'No, I am not interested in that.'],
    // After a tentative suggestion, "No, I meant…" / "No, I said…" still set the assistant right.
    [
      'eng',
      'What do you do at the shelter?',
      'Maybe one day you can volunteer there too.',
      'No, I meant what do YOU do there.',
    ],
    ['eng', 'I hate animals.', 'Maybe one day you can volunteer at a shelter.', 'No, I said I hate animals.'],
  ])('still a correction (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it('boundary: the tentative word must open the last sentence', () => {
    const last = 'I like dogs. Maybe one day you can volunteer.';
    expect(typesIn('eng', turn('I love animals.', last, 'No, I am busy.'))).toEqual([]);
    const earlier = 'Maybe one day you can volunteer. I like dogs.';
    expect(typesIn('eng', turn('I love animals.', earlier, 'No, I am busy.'))).toEqual(CORRECTION);
    const before = 'Maybe. One day you can volunteer.';
    expect(typesIn('eng', turn('I love animals.', before, 'No, I am busy.'))).toEqual(CORRECTION);
  });

  it('hostile input: a reply of tentative words and "you can", and a long run of "no, I"', () => {
    const messages = turn('hi there', 'maybe '.repeat(2000) + 'you can '.repeat(2000), 'No, I '.repeat(1000));
    expect(() => typesIn('eng', messages)).not.toThrow();
    expect(typesIn('eng', messages)).toEqual([]);
  });
});
