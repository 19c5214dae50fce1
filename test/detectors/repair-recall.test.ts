import { describe, expect, it } from 'vitest';
import { analyzeFamily, exchange, misalignmentIn, user } from '../helpers';

/** Detected language (no `language` option), as the library reads a real conversation. */
const types = (messages: readonly unknown[]) =>
  analyzeFamily(messages, 'interaction.misalignment.', { language: undefined }).signals.map(
    (s) => `${s.messageIndex}:${s.type}`,
  );
/** The language given, as a caller who knows it would. */
const typesIn = misalignmentIn;
const turn = exchange;

describe('repair: the user says the assistant got it wrong or did not listen', () => {
  it.each([
    [
      'I want to fly from Boston to Denver.',
      'Sure. Where are you flying from?',
      'I already told you, I am flying from Boston.',
    ],
    [
      'Book a table for two at 7pm.',
      'What cuisine would you like?',
      'Did you not understand me earlier? I said a table for two.',
    ],
    [
      'Find a flight to Paris leaving from Rome.',
      'Here are flights from Milan to Paris.',
      'That is wrong, I am leaving from Rome.',
    ],
    [
      'Differentiate x squared times sin x.',
      'The derivative is 2x cos x.',
      'This is incorrect, you applied the product rule wrong.',
    ],
    ['Je veux partir de Lyon.', 'Voici les vols au départ de Paris.', "Je vous l'ai déjà dit, je pars de Lyon."],
    ['Salgo de Madrid.', 'Estos son los vuelos desde Barcelona.', 'Eso es incorrecto, salgo de Madrid.'],
    ['Ich fliege ab Berlin.', 'Hier sind Flüge ab München.', 'Hast du mich nicht verstanden? Ab Berlin.'],
    ['東京から大阪まで行きたいです。', '名古屋からの便をお探しですね。', 'さっき言いました、東京からです。'],
    ['我要从北京出发。', '好的，从上海出发的航班如下。', '我已经说过了，从北京出发。'],
    [
      'Change my flight from Atlanta.',
      'Your flight from Chicago is not available.',
      'I think there might be some mix-up. I fly from Atlanta.',
    ],
    // A request to look again after an answer that refused nothing: the assistant got it wrong.
    // (After a refusal on a rule, the same request is pushback: see repair-recheck.test.ts.)
    [
      'Cancel my flight ABC.',
      'Your reservation has two passengers.',
      'There are three of us. Can you please check again?',
    ],
    ['Ich fliege ab Berlin.', 'Ihr Flug ab München ist voll.', 'Da liegt ein Missverständnis vor, ab Berlin.'],
    ['Je pars de Lyon.', 'Votre vol depuis Paris est complet.', 'Il y a un malentendu, je pars de Lyon.'],
    ['北京出发。', '上海出发的航班已满。', '有误会，我是从北京出发。'],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(types(turn(request, reply, next))).toEqual(['2:interaction.misalignment.correction']);
  });

  it.each([
    // A judgement about the world, not about the assistant's answer, mid-message.
    ['My bank charged me twice.', 'Which bank is it?', 'It is Acme Bank and I think that is wrong of them.'],
    // A mistake in the world is the reason for a request.
    ['I need to change a booking.', 'Sure, what is the booking number?', "It's ABC123, I booked the wrong date."],
    // Confusion about the world, in the user's own story.
    ['My kids mixed up the tickets.', 'Which tickets do you have?', 'The blue ones, they had a mix of dates.'],
  ])('stays quiet: %s → %s → %s', (request, reply, next) => {
    expect(types(turn(request, reply, next))).toEqual([]);
  });

  it('never in the first user turn', () => {
    expect(types([user('This is incorrect, I already told you the date.')])).toEqual([]);
  });
});

describe('repair: the same question asked again in other words after an answer that missed it', () => {
  it.each([
    [
      'How do I reset my router password?',
      'Routers are networking devices that forward packets.',
      'What are the steps to reset the password on my router?',
    ],
    [
      'Wo finde ich die Rechnung für meine Bestellung?',
      'Wir haben viele schöne Angebote diese Woche.',
      'Wo finde ich denn die PDF Rechnung für meine Bestellung?',
    ],
    [
      '¿Cómo cambio la contraseña de mi cuenta?',
      'Nuestra tienda abre a las nueve.',
      '¿Cómo cambio rápidamente la contraseña de mi cuenta?',
    ],
  ])('fires: %s → %s → %s', (request, reply, next) => {
    expect(types(turn(request, reply, next))).toEqual(['2:interaction.misalignment.rephrase']);
  });

  it('stays quiet when the answer took the question up, or the turns are requests that refine', () => {
    expect(
      types(
        turn(
          'How do I reset my router password?',
          'To reset the router password, hold the reset button for 10 seconds.',
          'What are the steps to reset the password on my router?',
        ),
      ),
    ).toEqual([]);
    // Not questions: a word added to a request narrows it.
    expect(
      types(
        turn(
          'Recommend a movie for tonight.',
          'How about Inception? It is a thriller.',
          'Recommend a funny movie for tonight.',
        ),
      ),
    ).toEqual([]);
    // A question answered directly, asked again with more words, is a follow-up.
    expect(types(turn('Is the museum open today?', 'Yes, it is.', 'Is the museum open today until late?'))).toEqual([]);
    // Words dropped and others brought: another item, not the same question.
    expect(
      types(
        turn(
          'What time does the Louvre museum open?',
          'I can help with bookings.',
          'What time does the Orsay museum open?',
        ),
      ),
    ).toEqual([]);
  });
});

describe('repair: a new question after an answer is a follow-up, not a question asked again', () => {
  const rephrase = ['2:interaction.misalignment.rephrase'];

  it.each([
    // Put to the assistant, answered in a short first-person reply: the next question is new.
    ['eng', 'Do you like science?', 'I do indeed, I really do.', 'What kind of science do you like?'],
    ['eng', 'Do you like Kim Jong Un?', 'I have never met him.', 'Does Kim Jong Un like Creed?'],
    ['deu', 'Liest du Romane?', 'Ich lese sehr viele.', 'Liest du historische Romane?'],
    ['spa', '¿Te gusta la ciencia ficción?', 'Me encanta, de verdad.', '¿Qué tipo de ciencia ficción te gusta?'],
    // The new word is one the reply said: the user takes the answer up.
    ['eng', 'What do you eat sour cream with?', 'Everything, it is best plain.', 'You eat sour cream plain?'],
    ['deu', 'Wo kaufst du dein Brot?', 'Beim Bäcker am Markt, jeden Tag.', 'Kaufst du dein Brot am Markt?'],
    ['spa', '¿Con qué comes el queso fresco?', 'Con miel, sin nada más.', '¿Comes el queso fresco con miel?'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // The same turns after a reply that neither spoke of itself nor said the new word: asked again.
    ['eng', 'Do you like science?', 'Turtles swim in the sea.', 'What kind of science do you like?'],
    ['deu', 'Liest du Romane?', 'Das Wetter ist heute schön.', 'Liest du historische Romane?'],
    ['spa', '¿Te gusta la ciencia ficción?', 'El tiempo está muy bueno hoy.', '¿Qué tipo de ciencia ficción te gusta?'],
    ['eng', 'What do you eat sour cream with?', 'Everything, honestly.', 'You eat sour cream plain?'],
    ['deu', 'Wo kaufst du dein Brot?', 'Beim Bäcker, jeden Tag.', 'Kaufst du dein Brot am Markt?'],
    ['spa', '¿Con qué comes el queso fresco?', 'Con pan, sin nada más.', '¿Comes el queso fresco con miel?'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(rephrase);
  });

  it('a short first-person reply makes a follow-up only of a question put to the assistant', () => {
    // No "you": the question is about the world, and a first-person reply about turtles missed it.
    expect(
      types(turn('What does one plus one equal?', 'I like turtles a lot.', 'What does one plus one equal exactly?')),
    ).toEqual(rephrase);
    // Put to the assistant, the same short first-person reply answered it.
    expect(
      types(
        turn('Do you think one plus one is two?', 'I like turtles a lot.', 'Do you think one plus one is two exactly?'),
      ),
    ).toEqual([]);
  });

  it('the reply is short: at most 12 tokens (12 quiet, 13 fires)', () => {
    const twelve = 'I think about many topics on most days of the week really';
    const thirteen = `${twelve} often`;
    expect(twelve.split(' ')).toHaveLength(12);
    expect(types(turn('Do you like science?', twelve, 'What kind of science do you like?'))).toEqual([]);
    expect(types(turn('Do you like science?', thirteen, 'What kind of science do you like?'))).toEqual(rephrase);
    // Thirteen tokens without a first-person word and without the question's words: missed.
    expect(
      types(
        turn(
          'Do you like science?',
          'Turtles swim in many seas most days of the week really often',
          'What kind of science do you like?',
        ),
      ),
    ).toEqual(rephrase);
  });

  it('a word slipped into a question the reply took up in part narrows it; one the reply missed is asked again', () => {
    const request = 'Provide a scholarly introduction to the concept of meaning?';
    const next = 'Provide a scholarly philosophical introduction to the concept of meaning?';
    expect(types(turn(request, 'Meaning is studied by linguists and others.', next))).toEqual([]);
    expect(types(turn(request, 'Our store opens at nine.', next))).toEqual(rephrase);
    // In front of the question, the new word is a preamble: still asked again.
    expect(
      types(
        turn(
          request,
          'Meaning is studied by linguists and others.',
          'Please, provide a scholarly introduction to the concept of meaning?',
        ),
      ),
    ).toEqual(rephrase);
  });
});
