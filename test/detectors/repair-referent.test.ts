import { describe, expect, it } from 'vitest';
import { ECHO_MAX_TOKENS } from '../../src/detectors/echo-query';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CLARIFICATION = ['2:interaction.misalignment.clarification'];

describe('repair: the user asks what the assistant said something of', () => {
  it.each([
    ['eng', 'tell me about it', 'It is fun. How about you?', 'whats fun'],
    ['eng', 'They have 12 blood types.', 'that is very cool.', 'What is very cool?'],
    ['eng', 'Snakes are cool.', 'i would not live there, they are highly mobile', 'Who are highly mobile?'],
    ['eng', 'I like them.', 'It is so fun.', "what's fun?"],
    ['deu', 'Erzähl mir davon.', 'Das ist lustig.', 'Was ist lustig?'],
    ['fra', 'Parle-moi de lui.', 'Il est drôle.', 'Qui est drôle ?'],
    ['spa', 'Cuéntame.', 'Eso es divertido.', '¿Qué es divertido?'],
    ['por', 'Me conta.', 'Isso é divertido.', 'O que é divertido?'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CLARIFICATION);
  });

  it.each([
    // Part of what was said: a question about a term of the answer.
    ['What music?', 'they were an alternative rock band.', 'what is alternative rock?'],
    // A name the assistant used, not said of a pronoun.
    ['Tell me a fact.', 'did you know that drive is color blind?', 'what is drive?'],
    ['I like food.', 'I love sushi.', "What's sushi?"],
    // More words than were said.
    ['tell me', 'It is fun.', 'whats fun about it'],
    // Not where the turn opens.
    ['tell me', 'It is fun.', 'ok so whats fun'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(typesIn('eng', turn(request, reply, next))).toEqual([]);
  });

  it(`holds at most ${ECHO_MAX_TOKENS} tokens after the question`, () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'f'];
    const said = (n: number) => words.slice(0, n).join(' ');
    expect(
      typesIn('eng', turn('tell me', `It is ${said(ECHO_MAX_TOKENS)}.`, `what is ${said(ECHO_MAX_TOKENS)}`)),
    ).toEqual(CLARIFICATION);
    const longer = said(ECHO_MAX_TOKENS + 1);
    expect(typesIn('eng', turn('tell me', `It is ${longer}.`, `what is ${longer}`))).toEqual([]);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(typesIn('eng', [assistant('It is fun.'), user('whats fun')])).toEqual([]);
    expect(() => typesIn('eng', turn('hi', 'it is '.repeat(10_000), 'what is \u202e'))).not.toThrow();
  });
});
