import { describe, expect, it } from 'vitest';
import { fixesOwnTypo, TYPO_MIN_LETTERS } from '../../src/detectors/own-typo';
import { assistant, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = (said: string, reply: string, next: string) => [
  user('hi there'),
  assistant('Hello! What do you like?'),
  user(said),
  assistant(reply),
  user(next),
];
const CORRECTION = ['4:interaction.misalignment.correction'];

describe('correction: the user fixing a typo of their own that the assistant did not take up', () => {
  it.each([
    ['eng', 'Really? I think my dig likes yellow', 'I like that because it has colors.', 'I meant dog likes yellow.'],
    ['eng', 'I grew up in Bostn', 'That sounds like a nice place.', 'Sorry, I meant Boston.'],
    ['deu', 'Mein Hund mag Gelp', 'Das ist schön.', 'Ich meinte gelb.'],
    ['fra', "J'habite à Pariss", "C'est une belle ville.", 'Je voulais dire Paris.'],
    ['spa', 'Vivo en Madrd', 'Qué bonita ciudad.', 'Quise decir Madrid.'],
  ])('quiet (%s): %s → %s → %s', (language, said, reply, next) => {
    expect(typesIn(language, turn(said, reply, next))).toEqual([]);
  });

  it.each([
    // The assistant took the typo up: the fix sets right what it read.
    ['eng', 'Really? I think my dig likes yellow', 'What is a dig?', 'I meant dog likes yellow.'],
    // A new word, not a retyped one: the user says what they meant.
    ['eng', 'I like the red one', 'The red one is sold out.', 'I meant the blue one.'],
    ['deu', 'Ich mag den roten', 'Der rote ist ausverkauft.', 'Ich meinte den blauen.'],
  ])('still a correction (%s): %s → %s → %s', (language, said, reply, next) => {
    expect(typesIn(language, turn(said, reply, next))).toEqual(CORRECTION);
  });

  it('boundary: one letter retypes a word, two do not; a word needs at least three letters', () => {
    expect(TYPO_MIN_LETTERS).toBe(3);
    const nice = 'That sounds like a nice place.';
    expect(typesIn('eng', turn('I grew up in Bostn', nice, 'I meant Boston.'))).toEqual([]);
    expect(typesIn('eng', turn('I grew up in Bstn', nice, 'I meant Boston.'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('my do likes yellow', nice, 'I meant dog likes yellow.'))).toEqual(CORRECTION);
    // Only the rest of the phrase's clause is read: a new sentence after it is the user's next thought.
    expect(typesIn('eng', turn('I grew up in Bostn', nice, 'I meant Boston. What about you?'))).toEqual([]);
    // Nothing after the phrase: nothing retyped.
    expect(typesIn('eng', turn('I grew up in Bostn', nice, 'Oops, I meant'))).toEqual(CORRECTION);
  });

  it('hostile input: long turns and repeated typos', () => {
    const said = 'dig '.repeat(3000);
    const next = 'I meant ' + 'dog '.repeat(3000);
    expect(() => typesIn('eng', turn(said, 'ok', next))).not.toThrow();
    expect(typesIn('eng', turn(said, 'ok', next))).toEqual([]);
    expect(typeof fixesOwnTypo).toBe('function');
  });
});
