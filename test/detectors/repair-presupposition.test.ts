import { describe, expect, it } from 'vitest';
import { DENIAL_GAP } from '../../src/detectors/presupposition';
import { OF_USER_REACH } from '../../src/detectors/reply-view';
import { analyzeFamily, assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe("repair: the user denies what the assistant's question took for granted", () => {
  it.each([
    [
      'eng',
      "That's why.",
      'I know what you mean. What kind of music does your band play?',
      "I am Buddhist, I don't play music",
    ],
    ['eng', 'Hi.', 'How long have you been married?', "I'm not married"],
    ['eng', 'I like dogs.', 'How long have you been doing yoga?', "I don't do yoga."],
    ['eng', 'Hi.', 'What subject do you teach?', 'I am not a teacher'],
    ['eng', 'Hi.', 'How old are your kids?', "I really don't have kids"],
    ['deu', 'Hallo.', 'Welche Musik spielt deine Band?', 'Ich spiele keine Musik.'],
    ['fra', 'Salut.', 'Quelle musique joue ton groupe ?', 'Je ne joue pas de musique.'],
    ['deu', 'Hallo.', 'Wie lange spielst du schon Gitarre?', 'Ich spiele keine Gitarre.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // A yes/no question takes nothing for granted: the denial answers it.
    ['Hi.', 'Do you play music?', "I don't play music"],
    ['Hi.', 'That was intense, what was it, did you have to die?', "I didn't have to die."],
    // A question back: the words are not in the question's clause.
    ['Hi.', 'I used to watch the simpsons, how about you?', 'I never watched that'],
    // A negated question: the denial agrees.
    ['Hi.', "Why don't you like new team members?", "I don't like meeting new people"],
    // A stance verb answers.
    ['Hi.', 'What do you know about cars?', "I don't know much"],
    ['Hi.', 'How do you like it?', "I don't like such things"],
    // Its word is not the question's: it says how much.
    ['Hi.', 'What do you do in your spare time?', "I don't have much free time"],
    // A hedge says how much: an answer.
    ['Hi.', 'What is your favorite drink?', "i don't drink enough to have a favorite, but i guess gin"],
    ['Hi.', 'What else can you tell me about it?', "I can't tell you much."],
    // Not about the user.
    ['Hi.', 'What kind of music does the band play?', "I don't play music"],
    // No question mark at the end.
    ['Hi.', 'Tell me what music your band plays.', "I don't play music"],
    // Not a first-person denial.
    ['Hi.', 'How long have you been doing yoga?', "My brother doesn't do yoga"],
    // A small-talk staple takes for granted only what most people have: the denial answers.
    ['Hi.', 'Where do you work?', 'I do not work. I drink always.'],
    ['Hi.', 'What do you do for work?', "I don't work, I still read"],
    ['Hi.', 'On the coast. What do you like doing when you have time?', 'I never have time to do anything I like'],
    ['Hi.', 'I like Munich the most. What is your favorite thing about Europe?', "I've never been to Europe"],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(typesIn('eng', turn(request, reply, next))).toEqual([]);
  });

  it.each([
    ['deu', 'Wo arbeitest du?', 'Ich arbeite nicht.'],
    ['fra', 'Où travailles-tu ?', 'Je ne travaille pas.'],
    ['spa', '¿Dónde trabajas?', 'Yo no trabajo.'],
  ])('quiet (%s): a staple of small talk, %s → %s', (language, reply, next) => {
    expect(typesIn(language, turn('Hallo.', reply, next))).toEqual([]);
  });

  it('reads a staple only in the question clause', () => {
    const next = "I'm not married";
    expect(typesIn('eng', turn('Hi.', 'I love my job. How long have you been married?', next))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('Hi.', 'How long have you been married to your job?', next))).toEqual([]);
  });

  it(`finds the negator at most ${DENIAL_GAP} tokens after the self word`, () => {
    const reply = 'How long have you been doing yoga?';
    expect(typesIn('eng', turn('Hi.', reply, 'I really truly do not do yoga'))).toEqual([]);
    expect(typesIn('eng', turn('Hi.', reply, 'I truly do not do yoga'))).toEqual(CORRECTION);
  });

  it('names what it denies in its metadata', () => {
    const { signals } = analyzeFamily(
      turn('Hi.', 'How old are your kids?', "I don't have kids."),
      'interaction.misalignment.',
    );
    expect(signals.map((s) => s.metadata)).toEqual([{ denies: 'presupposition' }]);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(typesIn('eng', [assistant('How old are your kids?'), user("I don't have kids.")])).toEqual([]);
    expect(() =>
      typesIn('eng', turn('hi', 'what do you '.repeat(5_000) + 'teach?', "I don't ".repeat(5_000) + 'teach')),
    ).not.toThrow();
  });
});

describe('repair: a denial of having answers a question about what the user has', () => {
  it.each([
    // The question asks what or how many the user has: none is an answer.
    ['eng', 'I have two kids. How many kids do you have?', "I don't have any kids."],
    ['eng', 'I like to run. What kind of dogs do you have?', "I don't have any dogs but i do have a cat"],
    ['eng', 'What kind of car do you drive?', 'I have not car.'],
    ['deu', 'Welches Auto fährst du?', 'Ich habe kein Auto.'],
    ['fra', 'Quel genre de chien as-tu ?', "Je n'ai pas de chien."],
    ['spa', '¿Qué tipo de perros tienes tú?', 'Yo no tengo perros.'],
    ['por', 'Qual cachorro você tem?', 'Eu não tenho cachorro.'],
  ])('quiet (%s): %s → %s', (language, reply, next) => {
    expect(typesIn(language, turn('Hi.', reply, next))).toEqual([]);
  });

  it.each([
    // The question named the thing as the user's: a fact of theirs the assistant got wrong.
    ['eng', 'How old are your kids?', "I don't have kids"],
    ['eng', 'He died in a car accident, what happened to your best friend?', 'i dont have a best friend'],
    ['eng', 'What does your purple text indicate?', "I don't have a purple text"],
    ['eng', 'What other name do you call your dog?', "I don't have a dog. I have a cat named Apollo."],
    ['deu', 'Wie alt sind deine Kinder?', 'Ich habe keine Kinder.'],
    ['fra', 'Quel âge a ton chien ?', "Je n'ai pas de chien."],
    ['spa', '¿Cómo se llaman tus perros?', 'Yo no tengo perros.'],
  ])('fires (%s): %s → %s', (language, reply, next) => {
    expect(typesIn(language, turn('Hi.', reply, next))).toEqual(CORRECTION);
  });

  it(`boundary: the possessive at most ${OF_USER_REACH} tokens before the denied word, in its clause`, () => {
    const next = "I don't have a purple text";
    // The denied word is the first after the negator that is no stopword: "purple".
    expect(typesIn('eng', turn('Hi.', 'What does your big bright old purple text mean?', next))).toEqual([]);
    expect(typesIn('eng', turn('Hi.', 'What does your big bright purple text mean?', next))).toEqual(CORRECTION);
    // "your" in another sentence does not make the thing the user's.
    expect(typesIn('eng', turn('Hi.', 'I like your style. How many kids do you have?', "I don't have kids"))).toEqual(
      [],
    );
  });

  it('hostile input does not throw', () => {
    expect(() =>
      typesIn('eng', turn('hi', 'your '.repeat(5_000) + 'kids, how old?', "I don't have ".repeat(3_000) + 'kids')),
    ).not.toThrow();
  });
});
