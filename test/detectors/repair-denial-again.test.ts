import { describe, expect, it } from 'vitest';
import { DENIED_REACH } from '../../src/detectors/denial-again';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: a denial said again after the assistant took the thing for granted', () => {
  it.each([
    ['eng', 'I never try skateboarding', 'do you skateboard often? i do.', "I didn't do skateboarding"],
    [
      'eng',
      "I don't have the reservation ID with me.",
      'To proceed, I need the reservation ID. Please provide it.',
      "I understand, but I don't have access to the reservation ID right now.",
    ],
    ['eng', "I don't want to talk about dogs", 'did you know dogs have 12 blood types?', "I don't care about dogs."],
    [
      'eng',
      "No, I don't want to be transferred.",
      'I recommend transferring you to a human agent.',
      "I really don't want to be transferred.",
    ],
    ['deu', 'Ich habe keinen Hund.', 'Wie heißt dein Hund?', 'Ich habe wirklich keinen Hund.'],
    ['fra', 'Je ne mange pas de viande.', 'Tu manges quelle viande ce soir ?', 'Mais je ne mange pas de viande.'],
    ['spa', 'Yo no tengo coche.', '¿De qué color es tu coche?', 'Yo no tengo coche, ya sabes.'],
  ])('fires (%s): %s → %s → %s', (language, before, reply, next) => {
    expect(misalignmentIn(language, exchange(before, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // The reply took the denial in (it names the thing negated), or does not name it.
    [
      'eng',
      "I don't like horror movies",
      "Why don't you like horror movies?",
      "I don't like horror movies, they scare me",
    ],
    ['eng', "I don't smoke", 'Do you drink?', "I don't drink or smoke"],
    // Another thing denied with the same verb.
    ['eng', "I don't wear glasses", 'Do you wear uniforms at work?', "I don't wear a uniform"],
    // A failure that persists, a symptom, a doubt, a condition, someone else.
    [
      'eng',
      "I can't send messages",
      'Try restarting and sending the messages again.',
      "I restarted but I still don't get messages",
    ],
    [
      'eng',
      "I can't send picture messages",
      'Are the picture messages blocked?',
      "I can't send picture messages at all",
    ],
    ['eng', "I'm not sure about the order", 'Which order is it?', "I'm not sure which order it is"],
    [
      'eng',
      "I don't want a refund",
      'A refund is not possible.',
      "If a refund isn't possible, then I don't want a refund",
    ],
    ['eng', 'He is not a midwife', 'Is he a midwife at the hospital?', 'He is not a midwife.'],
    // The first turn has no denial to say again.
    ['eng', 'I like dogs', 'Do you like big dogs?', "I don't like big dogs"],
  ])('quiet (%s): %s → %s → %s', (language, before, reply, next) => {
    expect(misalignmentIn(language, exchange(before, reply, next))).toEqual([]);
  });

  it(`boundary: the denial reads ${DENIED_REACH} tokens after its negator`, () => {
    // "skateboarding" is the 6th token after "never" in the earlier turn: read; the 7th is not.
    const near = misalignmentIn('eng', [
      user('I never ever really wanted to try skateboarding'),
      assistant('Do you skateboard often?'),
      user("I didn't do skateboarding"),
    ]);
    expect(near).toEqual(CORRECTION);
    const far = misalignmentIn('eng', [
      user('I never ever really wanted to go try skateboarding'),
      assistant('Do you skateboard often?'),
      user("I didn't do skateboarding"),
    ]);
    expect(far).toEqual([]);
  });

  it('hostile: long denials repeated thousands of times stay linear', () => {
    const long = "I don't have the reservation ID. ".repeat(2000);
    const started = performance.now();
    misalignmentIn('eng', exchange(long, 'I need the reservation ID. '.repeat(500), long));
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
