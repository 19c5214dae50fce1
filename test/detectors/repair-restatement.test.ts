import { describe, expect, it } from 'vitest';
import { DIRECT_ANSWER_MAX_TOKENS } from '../../src/detectors/reply-view';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const REPHRASE = ['2:interaction.misalignment.rephrase'];

describe('repair: "in other words" restates a request only after one', () => {
  it.each([
    [
      'eng',
      'How do I reset my router?',
      'Routers are great devices.',
      'In other words, what are the steps to reset it',
    ],
    [
      'deu',
      'Wie setze ich den Router zurück?',
      'Router sind tolle Geräte.',
      'Mit anderen Worten: welche Schritte sind das',
    ],
    [
      'fra',
      'Comment réinitialiser mon routeur ?',
      'Les routeurs sont utiles.',
      'Autrement dit, quelles sont les étapes',
    ],
    ['spa', '¿Cómo reinicio mi router?', 'Los routers son útiles.', 'En otras palabras, cuáles son los pasos'],
    ['cmn', '我怎么重置路由器？', '路由器很有用。', '换句话说，步骤是什么'],
  ])('fires after a question (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual(REPHRASE);
  });

  it.each([
    // After a statement it sums up a view, the user's or the assistant's.
    [
      'eng',
      'Yes, I just took a class on the matter',
      'Meditation reduces stress.',
      "So in other words, it's the best way",
    ],
    ['eng', 'I am a Kaggler', 'What is your favorite color?', 'in other words I am an olympian'],
    ['deu', 'Ich habe einen Kurs gemacht.', 'Meditation hilft.', 'Mit anderen Worten, das Beste überhaupt'],
    ['fra', "J'ai suivi un cours.", 'La méditation aide.', "Autrement dit, c'est le mieux"],
    ['spa', 'Sí, tomé una clase.', 'La meditación ayuda.', 'En otras palabras, es lo mejor'],
  ])('quiet after a statement (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it('boundary: a request, an imperative or a question without its mark is restated; a statement or an answer is not', () => {
    const [reply, next] = ['Meditation helps.', 'In other words, a calmer routine'];
    expect(misalignmentIn('eng', exchange('Please suggest a calm routine', reply, next))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange('Suggest a calm routine', reply, next))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange('which routine is calmest', reply, next))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange('I like a calm routine', reply, next))).toEqual([]);
    expect(misalignmentIn('eng', exchange('They like a calm routine', reply, next))).toEqual([]);
    expect(misalignmentIn('eng', exchange('No, never had a calm routine', reply, next))).toEqual([]);
    // A phrase that names the act counts after a statement too.
    expect(misalignmentIn('eng', exchange('I like a calm routine', reply, 'Let me rephrase: a calm routine'))).toEqual(
      REPHRASE,
    );
  });
});

describe('repair: a question-word question after a yes/no question answered briefly asks on', () => {
  it.each([
    ['eng', 'Sometimes. Is that your favorite tv show?', "it's okay.", 'What is your favorite show?'],
    ['deu', 'Ist Tatort deine liebste Serie?', 'Sie ist okay.', 'Was ist deine liebste Serie?'],
    // A yes or a no first answers it, however long the reply.
    [
      'eng',
      'interesting. have you read the stand novel?',
      "Yes, of course. I love everything Stephen King. I'm still waiting for the new movie of his stand alone",
      'what was the stand novel about?',
    ],
    [
      'deu',
      'Hast du den Film Tatort gesehen?',
      'Ja, natürlich, und ich fand ihn sehr lang, aber die Musik war wirklich schön.',
      'Was ist der Film Tatort?',
    ],
    ['fra', 'Est-ce ta série préférée ?', 'Elle est bien.', 'Quelle est ta série préférée ?'],
    ['spa', '¿Es tu serie favorita?', 'Eso es difícil de decir.', '¿Cuál es tu serie favorita?'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it(`boundary: a remark of at most ${DIRECT_ANSWER_MAX_TOKENS} tokens that opens with "it's"; a reply that asks, or the same kind of question again, still restate`, () => {
    const [request, next] = ['Is that your favorite tv show?', 'What is your favorite tv show?'];
    const twelve = "it's okay but the plot is slow in the middle";
    expect(twelve.split(' ')).toHaveLength(10);
    // "it's" is one token, "it is" two: twelve tokens, then thirteen.
    const asTwelve = 'it is okay but the plot is slow in the middle part';
    expect(misalignmentIn('eng', exchange(request, asTwelve, next))).toEqual([]);
    expect(misalignmentIn('eng', exchange(request, `${asTwelve} today`, next))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange(request, 'Turtles swim in the sea.', next))).toEqual(REPHRASE);
    expect(misalignmentIn('eng', exchange(request, "It's okay. Do you like pizza?", next))).toEqual(REPHRASE);
    // A yes/no question asked again after the same short remark.
    expect(misalignmentIn('eng', exchange(request, "it's okay.", 'Is that your favorite tv show?'))).toEqual(REPHRASE);
  });

  it('hostile input does not throw', () => {
    const odd = 'what ? '.repeat(5_000);
    expect(() => misalignmentIn('eng', [user('is it ' + odd), assistant('ok.'), user(odd)])).not.toThrow();
  });
});
