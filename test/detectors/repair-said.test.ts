import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: the user restates what they said, or says the assistant misread it', () => {
  it.each([
    [
      'eng',
      'I want to fly from Boston to Denver.',
      'Here are flights from Denver to Boston.',
      'I said Boston to Denver.',
    ],
    ['eng', 'I like cats.', 'Do you like cars?', 'I just said I like cats.'],
    [
      'eng',
      'Fly me out of Boston.',
      'Flights into Boston are full.',
      'You got it backwards, I am leaving from Boston.',
    ],
    ['eng', 'A table for two.', 'Booked for four.', 'You misheard me, two people.'],
    ['eng', 'A table for two at 7.', 'What time would you like?', 'Did you even read my message?'],
    ['deu', 'Ich fliege ab Berlin.', 'Hier sind Flüge ab München.', 'Ich sagte ab Berlin.'],
    ['fra', 'Je pars de Lyon.', 'Voici les vols depuis Paris.', "J'ai dit Lyon."],
    ['spa', 'Salgo de Madrid.', 'Estos son los vuelos desde Barcelona.', 'Dije Madrid.'],
    ['por', 'Saio de Lisboa.', 'Aqui estão os voos do Porto.', 'Eu disse Lisboa.'],
    ['eng', 'Who directed Short Circuit?', 'It was Steven Spielberg.', 'Wrong answer. It was John Badham.'],
    ['deu', 'Wer hat den Film gedreht?', 'Das war Steven Spielberg.', 'Falsch, es war John Badham.'],
    ['fra', 'Qui a réalisé ce film ?', "C'était Steven Spielberg.", "Faux, c'était John Badham."],
    ['spa', '¿Quién dirigió la película?', 'Fue Steven Spielberg.', 'Incorrecto, fue John Badham.'],
    ['por', 'Quem dirigiu o filme?', 'Foi Steven Spielberg.', 'Errado, foi John Badham.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // "said" in the middle of a sentence reports speech, it does not restate.
    ['eng', 'My boss is odd.', 'Why is that?', 'Yesterday my boss said I should quit.'],
    ['eng', 'Any news?', 'What happened?', 'My wife and I said goodbye to the old house.'],
    // "wrong" mid-turn judges the world, not the answer.
    ['eng', 'My bank charged me twice.', 'Which bank?', 'Acme, and something went wrong with my card.'],
    ['spa', 'Hola.', '¿Qué tal?', 'Mi jefe dije que no, bueno, da igual.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });
});
