import { describe, expect, it } from 'vitest';
import { contextOf, exchange, misalignmentIn } from '../helpers';
import { analysed, readMessage } from '../../src/messages/prepare';
import { asksBack } from '../../src/detectors/responded';
import { FIRST_PERSON_MIN_TOKENS, ReplyView } from '../../src/detectors/reply-view';
import type { UserMessage } from '../../src/messages/prepare';

const REPHRASE = ['2:interaction.misalignment.rephrase'];

function view(language: string, text: string): ReplyView {
  return new ReplyView(text, contextOf({ language }).lexicon!);
}

function userTurn(language: string, text: string): UserMessage {
  const ctx = contextOf({ language });
  return analysed(readMessage({ role: 'user', content: text }, 0)!, ctx.lexicon) as UserMessage;
}

describe('rephrase: a statement to the assistant that it answered in the first person before asking on, said again', () => {
  it.each([
    ['eng', 'you are a good person', 'i try my best. did you know that dogs have 12 blood types?'],
    ['eng', 'You are a good person.', 'I try my best! Do you have any pets?'],
    ['deu', 'Du bist ein guter Mensch.', 'Ich gebe mein Bestes. Hast du Haustiere?'],
    ['fra', 'Tu es une bonne personne.', 'Je fais de mon mieux. Tu as des animaux ?'],
    ['spa', 'Tú eres una buena persona.', 'Yo hago lo que puedo. ¿Tienes mascotas?'],
  ])('quiet (%s): %s → %s → again', (language, said, reply) => {
    expect(misalignmentIn(language, exchange(said, reply, said))).toEqual([]);
  });

  it.each([
    // The reply only moved on with a question: the statement was not taken up.
    ['eng', 'You are a good person.', 'Do you have any pets?'],
    ['deu', 'Du bist ein guter Mensch.', 'Hast du Haustiere?'],
    // A short first sentence acknowledges as often as it responds.
    ['eng', 'You are a good person.', 'I see. Do you have any pets?'],
    // The first sentence is itself a question.
    ['eng', 'You are a good person.', 'I wonder, do you have any pets?'],
    // The first word is no self word: the reply opens on something else.
    ['eng', 'You are a good person.', 'Dogs have twelve blood types. Do you have any pets?'],
    // Said it did not understand.
    ['eng', 'You are a good person.', "I don't understand what you mean. Do you have pets?"],
  ])('fires (%s): %s → %s → again', (language, said, reply) => {
    expect(misalignmentIn(language, exchange(said, reply, said))).toEqual(REPHRASE);
  });

  it('a request said again still counts after a first-person reply that asks on', () => {
    const request = 'Name all the planets.';
    expect(misalignmentIn('eng', exchange(request, 'I could do that later. Do you like space?', request))).toEqual(
      REPHRASE,
    );
  });
});

describe('rephrase: a question back answered in the first person, the turn pasted again', () => {
  it.each([
    ['eng', "I'm good. I also like dogs. How about you?", 'i love dogs. did you know they have 12 blood types'],
    ['eng', 'I like jazz a lot. And you?', 'I like jazz too, mostly the old records.'],
    ['deu', 'Ich mag Jazz sehr. Und du?', 'Ich mag Jazz auch, vor allem alte Platten.'],
    ['fra', "J'aime beaucoup le jazz. Et toi ?", "J'aime le jazz aussi, surtout les vieux disques."],
    ['spa', 'Me gusta mucho el jazz. ¿Y tú?', 'Yo prefiero el rock clásico, la verdad.'],
  ])('quiet (%s): %s → %s → again', (language, turn, reply) => {
    expect(misalignmentIn(language, exchange(turn, reply, turn))).toEqual([]);
  });

  it.each([
    // The reply did not answer in the first person.
    ['eng', 'I like jazz a lot. How about you?', 'Jazz was born in New Orleans.'],
    // Its first sentence is too short to be an answer.
    ['eng', 'I like jazz a lot. How about you?', 'I see. Jazz was born in New Orleans.'],
    // The question back asks about something of its own, not the same back.
    ['eng', 'I like jazz a lot. What about your dog?', 'I like my garden a lot, it is big.'],
    // Not a question back at all: a question put to the assistant that the reply did not take up.
    ['eng', 'Which jazz records do you own?', 'I think the weather is nice today.'],
  ])('fires (%s): %s → %s → again', (language, turn, reply) => {
    expect(misalignmentIn(language, exchange(turn, reply, turn))).toEqual(REPHRASE);
  });
});

describe('asksBack', () => {
  it.each([
    ['eng', "I'm good. How about you?"],
    ['eng', 'I like dogs. And you? '],
    ['deu', 'Mir geht es gut. Und du?'],
    ['fra', 'Je vais bien. Et toi ?'],
    ['cmn', '我很好。你呢？'],
  ])('asks back (%s): %s', (language, text) => {
    expect(asksBack(userTurn(language, text), contextOf({ language }).lexicon!)).toBe(true);
  });

  it.each([
    ['eng', 'How about you'],
    ['eng', 'How about you? I like dogs.'],
    ['eng', 'What about your dog?'],
    ['eng', 'How about tomorrow?'],
    ['eng', '?'],
    ['eng', ''],
    ['eng', '   ?   '],
  ])('does not ask back (%s): %j', (language, text) => {
    expect(asksBack(userTurn(language, text), contextOf({ language }).lexicon!)).toBe(false);
  });
});

describe('ReplyView.opensInFirstPerson', () => {
  it.each([
    ['eng', 'i try my best. did you know that?'],
    ['eng', 'I love dogs'],
    ['deu', 'Ich liebe Hunde sehr. Und du?'],
  ])('opens in the first person (%s): %s', (language, text) => {
    expect(view(language, text).opensInFirstPerson()).toBe(true);
  });

  it.each([
    ['eng', 'I see. Do you?'],
    ['eng', 'I wonder, do you like dogs? I do.'],
    ['eng', 'Dogs are great. I love them.'],
    ['eng', ''],
    ['eng', '...'],
    ['eng', 'I'],
  ])('does not (%s): %j', (language, text) => {
    expect(view(language, text).opensInFirstPerson()).toBe(false);
  });

  it('the boundary: a first sentence of exactly the minimum length counts, one token fewer does not', () => {
    expect(FIRST_PERSON_MIN_TOKENS).toBe(3);
    expect(view('eng', 'I love dogs. Do you?').opensInFirstPerson()).toBe(true);
    expect(view('eng', 'I agree. Do you?').opensInFirstPerson()).toBe(false);
  });

  it('hostile input: a long run of one word and of marks stays quick and answers', () => {
    const long = 'I ' + 'really '.repeat(20_000) + 'agree. Do you?';
    const started = performance.now();
    expect(view('eng', long).opensInFirstPerson()).toBe(true);
    expect(view('eng', '?!.'.repeat(20_000)).opensInFirstPerson()).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
