import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const types = (messages: readonly unknown[]) =>
  analyzeFamily(messages, 'interaction.repetition.', { language: undefined }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );
const TIP = 'A good tip for better sleep is to keep your bedroom cool, dark and quiet every single night.';
const SWAPPED = 'A good tip for better sleep is to keep your bedroom cool, dark and calm every single night.';

describe('repetition: the same tip with one word changed after "another one?"', () => {
  it.each([['Another one?'], ['Give me another tip please.'], ['Noch einen bitte?']])('fires after %s', (ask) => {
    expect(types([user('A sleep tip please.'), assistant(TIP), user(ask), assistant(SWAPPED)])).toEqual([
      '3:near_duplicate',
    ]);
  });

  it.each([
    [
      'Un conseil pour mieux dormir ?',
      'Un bon conseil pour mieux dormir est de garder votre chambre fraîche, sombre et silencieuse chaque nuit.',
      'Une autre ?',
      'Un bon conseil pour mieux dormir est de garder votre chambre fraîche, sombre et calme chaque nuit.',
    ],
    [
      '¿Un consejo para dormir mejor?',
      'Un buen consejo para dormir mejor es mantener tu habitación fresca, oscura y silenciosa todas las noches.',
      '¿Otro consejo?',
      'Un buen consejo para dormir mejor es mantener tu habitación fresca, oscura y tranquila todas las noches.',
    ],
  ])('fires in the language of the conversation: %s', (first, tip, ask, swapped) => {
    expect(types([user(first), assistant(tip), user(ask), assistant(swapped)])).toEqual(['3:near_duplicate']);
  });

  it('two words changed after "another one?" is another tip; one word changed without it is a new item', () => {
    const twoWords = 'A good tip for better sleep is to keep your bedroom cool, dark and calm every single evening.';
    expect(types([user('A sleep tip please.'), assistant(TIP), user('Another one?'), assistant(twoWords)])).toEqual([]);
    const q1 = 'That is interesting to hear. What is your favourite food to cook at home?';
    const q2 = 'That is interesting to hear. What is your favourite animal to cook at home?';
    expect(types([user('I like cooking.'), assistant(q1), user('I cook pasta.'), assistant(q2)])).toEqual([]);
  });
});
