import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: an affirmation that holds a correction phrase agrees', () => {
  it.each([
    ['eng', 'I want the blue one.', 'You mean the navy blue shirt, the one on sale.', "Yes that's what I meant"],
    ['eng', 'I want the blue one.', 'You mean the navy blue shirt, the one on sale.', 'That is exactly what I meant!'],
    ['fra', 'Je veux le bleu.', 'Vous voulez dire la chemise bleu marine.', "Oui, c'est ce que je voulais dire"],
    ['fra', 'Je veux le bleu.', 'Vous voulez dire la chemise bleu marine.', "C'est ce que je voulais dire."],
    ['spa', 'Quiero el azul.', 'Quiere decir la camisa azul marino.', 'Eso es lo que quise decir.'],
    ['por', 'Quero o azul.', 'Quer dizer a camisa azul-marinho.', 'Sim, foi isso que eu quis dizer.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    ['eng', "That's not what I meant"],
    ['eng', 'No, I meant the red one'],
    // The correction phrase before the affirmation is not inside it.
    ['eng', "I meant the red one, that's what I meant"],
    ['fra', 'Non, je voulais dire la rouge'],
  ])('still a correction (%s): %s', (language, next) => {
    const reply = language === 'eng' ? 'Here is the navy blue shirt.' : 'Voici la chemise bleu marine.';
    expect(typesIn(language, turn('I want the blue one.', reply, next))).toEqual(CORRECTION);
  });

  it('hostile input does not throw', () => {
    expect(() => typesIn('eng', turn('hi', 'ok.', "that's what I meant ".repeat(5_000)))).not.toThrow();
  });
});
