import { describe, expect, it } from 'vitest';
import { assistant, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = (question: string, reply: string, next: string) => [
  user('Hello there.'),
  assistant('Hi! How are you?'),
  user(question),
  assistant(reply),
  user(next),
];
const CORRECTION = ['4:interaction.misalignment.correction'];

describe('repair: the user gives the answer to their own question the reply missed', () => {
  it.each([
    ['eng', 'What is covid19?', 'It is a book about presidents.', 'Covid19 is a virus that is spreading everywhere.'],
    ['eng', 'What is a rodeo?', 'A waterphone?', 'A rodeo is a competition event for cowboys.'],
    ['eng', 'What is lucy?', 'She is a cat.', 'No, lucy is an adult female human.'],
    [
      'deu',
      'Was ist Covid19?',
      'Das ist ein Buch über Präsidenten.',
      'Covid19 ist ein Virus, das sich überall verbreitet.',
    ],
    [
      'fra',
      'Qui est Victor Hugo ?',
      "C'est une ville près de Lyon.",
      'Victor Hugo est un écrivain français très célèbre.',
    ],
    [
      'spa',
      '¿Qué es el covid19?',
      'Es un libro sobre presidentes.',
      'El covid19 es un virus que se propaga por todo el mundo.',
    ],
  ])('fires (%s): %s → %s → %s', (language, question, reply, next) => {
    expect(typesIn(language, turn(question, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // The reply took the question up: the user adds to an answer, they do not supply it.
    ['eng', 'What is covid19?', 'Covid19 is a disease.', 'Covid19 is a virus that is spreading everywhere.'],
    // A question about the user or the assistant: the turn gives the user's own answer.
    ['eng', 'What is your name?', 'I like pizza.', 'My name is Ann and I live in Paris.'],
    // The subject is addressed, not described (a comma after it), or named more fully.
    ['eng', 'What is up, chatbot?', 'I do not know what chatbots are.', 'Chatbot, it is nice to meet you here.'],
    ['eng', 'Stephen who?', 'He is the writer.', 'Stephen King, I like his horror novels.'],
    // The previous turn does not end with a question.
    ['eng', 'Why not? They are cool!', 'What is it?', 'A cool science fiction series with robots.'],
    // The reply said it does not know: the user tells, they do not correct.
    [
      'eng',
      'What are Rainbow Herbicides?',
      "I don't know what it is.",
      'Rainbow Herbicides are chemicals used in the war.',
    ],
    // It asks itself.
    ['eng', 'What is covid19?', 'It is a book.', 'Covid19 is a virus, is it not a big threat?'],
  ])('quiet (%s): %s → %s → %s', (language, question, reply, next) => {
    expect(typesIn(language, turn(question, reply, next))).toEqual([]);
  });

  it('boundary: the subject needs two more content words and at most three of its own', () => {
    expect(typesIn('eng', turn('What is covid19?', 'A book.', 'Covid19 is a virus.'))).toEqual([]);
    expect(typesIn('eng', turn('What is covid19?', 'A book.', 'Covid19 is a dangerous virus.'))).toEqual(CORRECTION);
    expect(
      typesIn('eng', turn('What is the big red shiny ball?', 'A book.', 'The big red shiny ball is a toy for dogs.')),
    ).toEqual([]);
  });

  it('hostile: never on the first user turn, nor on huge or empty turns', () => {
    expect(typesIn('eng', [user('Covid19 is a virus that is spreading.'), assistant('Oh.')])).toEqual([]);
    expect(typesIn('eng', turn('What is covid19?', 'A book.', ''))).toEqual([]);
    expect(typesIn('eng', turn('What is covid19?', 'A book.', 'covid19 is ' + 'very '.repeat(5000)))).toEqual([]);
  });
});

describe('repair: an echo question is no question of the user own to answer', () => {
  const corrections = (language: string, messages: unknown[]) =>
    typesIn(language, messages).filter((s) => s.endsWith('correction'));
  const echoed = (said: string, echo: string, reply: string, next: string) => [
    user('Herd immunity matters.'),
    assistant(said),
    user(echo),
    assistant(reply),
    user(next),
  ];

  it.each([
    [
      'eng',
      'It is better to have it than not have it.',
      "It's better to have what?",
      'Herd immunity. It stops the virus.',
      "It's better to have a vaccine, so fewer people die.",
    ],
    [
      'deu',
      'Ein Rodeo ist ein großes Fest.',
      'Ein Rodeo ist was?',
      'Ein Fest im Westen.',
      'Ein Rodeo ist ein Wettkampf für Cowboys.',
    ],
  ])('quiet (%s): %s → %s → %s → %s', (language, said, echo, reply, next) => {
    expect(corrections(language, echoed(said, echo, reply, next))).toEqual([]);
  });

  it('boundary: the question word closing the question, or opening it', () => {
    const reply = 'A waterphone?';
    const next = 'A rodeo is a competition event for cowboys.';
    expect(typesIn('eng', turn('A rodeo is what?', reply, next))).toEqual([]);
    expect(typesIn('eng', turn('What is a rodeo?', reply, next))).toEqual(CORRECTION);
    // A bare question word is no echo of anything: the rule reads the question as before.
    expect(typesIn('eng', turn('What?', reply, 'What is a rodeo, a competition event for cowboys.'))).toEqual([]);
  });

  it('hostile: a run of question words and an empty echo', () => {
    expect(() =>
      typesIn('eng', turn('what '.repeat(3000) + '?', 'A book.', 'what is a virus that spreads')),
    ).not.toThrow();
    expect(corrections('eng', turn('?', 'A book.', 'Covid19 is a dangerous virus.'))).toEqual([]);
  });
});
