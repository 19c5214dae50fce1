import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: the user disputes what kind of thing the assistant named or gave', () => {
  it.each([
    // The kind is a word of the user's question the reply answered.
    ['eng', 'What movie are you referring to?', 'it was the president of indonesia.', "That isn't a movie."],
    ['eng', "What's your favorite animal?", "I think that pu'erh has a rich history", 'That is not an animal'],
    // The kind is a word of the reply.
    ['eng', 'facebook is popular', 'it is the most popular show on tv.', "It's not a TV show. It's a platform."],
    ['eng', 'Tell me about the ad.', 'Please tell me more about this scam.', "Oh no, it's not a scam. It's your ad."],
    ['deu', 'Welchen Film meinst du?', 'Es war der Präsident von Indonesien.', 'Das ist kein Film.'],
    ['fra', 'Quel film ?', "C'était le président de l'Indonésie.", "Ce n'est pas un film."],
    ['spa', '¿Qué película?', 'Era el presidente de Indonesia.', 'Eso no es una película.'],
    ['por', 'Qual filme?', 'Era o presidente da Indonésia.', 'Isso não é um filme.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // A judgement: its first word is no word of either turn.
    ['I need a date idea.', 'You could try volunteering together.', "That's not a bad idea"],
    ['Tell me a joke.', 'Why did the chicken cross the road?', 'That is not a funny joke'],
    // The reply asked: the user answers its question.
    ['I speedrun it.', 'Is it an RNG run?', 'It is not an RNG run.'],
    // Asked, not disputed.
    ['Where is Argentina?', 'Argentina is a country in South America.', 'That is not a country? Is it in Chile?'],
    // The user's own story: the kind is in neither turn.
    ['I bought a car.', 'Nice!', "It's not a Tesla, though."],
    // The kind is in the previous user turn, but that turn asked nothing.
    ['I watched a movie.', 'Cool.', "That's not a movie I liked."],
    // Not where a clause opens.
    ['What movie is it?', 'it was the president.', 'I think that is not a movie'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(typesIn('eng', turn(request, reply, next))).toEqual([]);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(typesIn('eng', [assistant('It is a movie.'), user("That's not a movie.")])).toEqual([]);
    expect(() =>
      typesIn('eng', turn('What movie?', 'movie '.repeat(10_000), "that's not a " + '\u0301movie '.repeat(5_000))),
    ).not.toThrow();
  });
});
