import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Detected language (no `language` option), as the library reads a real conversation. */
const types = (messages: readonly unknown[]) =>
  analyzeFamily(messages, 'interaction.misalignment.', { language: undefined }).signals.map(
    (s) => `${s.messageIndex}:${s.type}`,
  );
const turn = (request: string, reply: string, next: string) => [user(request), assistant(reply), user(next)];

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
    ['I need a full refund.', 'Your ticket is not refundable.', 'I am a gold member. Can you please check again?'],
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
