import { describe, expect, it } from 'vitest';
import { ECHO_MAX_TOKENS } from '../../src/detectors/echo-query';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CLARIFICATION = ['2:interaction.misalignment.clarification'];

describe('repair: an echo question asks the assistant what it meant', () => {
  it.each([
    ['eng', 'I am an engineer in Colorado.', 'that is cool. I am in', 'You are in what?'],
    ['eng', 'I like cats.', 'house cat is the most famous', 'The most famous what?'],
    ['eng', 'Tell me about music.', 'my favorite is the fugue in seven degrees of', 'Seven degrees of what?'],
    ['eng', 'Who sang it?', 'yes i think george', 'George who?'],
    ['spa', 'Me gustan los gatos.', 'el gato es el más famoso de', '¿El más famoso de qué?'],
    ['fra', "J'aime les chats.", 'le chat est le plus célèbre de', 'Le plus célèbre de quoi ?'],
    ['deu', 'Ich mag Katzen.', 'die Katze ist die berühmteste von', 'Die berühmteste von was?'],
    ['cmn', '我喜欢猫。', '猫是很有名的', '有名的什么？'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CLARIFICATION);
  });

  it.each([
    // Opens with its question word: a new question about something else.
    ['eng', 'I like cats.', 'house cats are the most famous', 'What man?'],
    // A content word the assistant did not say: not an echo.
    ['eng', 'I like cats.', 'house cats are the most famous', 'The cutest what?'],
    // A bare question word is a bare query, read by the frustration check.
    ['eng', 'I like cats.', 'house cats are the most famous', 'What?'],
    // The question word does not close the turn.
    ['eng', 'I like cats.', 'house cats are the most famous', 'The most famous what cat?'],
    // Too long to be an echo.
    [
      'eng',
      'I like cats.',
      'house cats are the most famous in all of the world',
      'house cats are the most famous in what?',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it(`holds at most ${ECHO_MAX_TOKENS} tokens, the question word included`, () => {
    const reply = 'they say the most famous house cat is';
    expect(typesIn('eng', turn('I like cats.', reply, 'the most famous house what?'))).toEqual(CLARIFICATION);
    expect(typesIn('eng', turn('I like cats.', reply, 'the most famous house cat what?'))).toEqual([]);
  });

  it('never in the first user turn, and odd Unicode does not throw', () => {
    expect(typesIn('eng', [assistant('the most famous'), user('The most famous what?')])).toEqual([]);
    expect(() => typesIn('eng', turn('hi there', '\u202e\u0301'.repeat(10_000), '\u202e what?'))).not.toThrow();
  });
});
