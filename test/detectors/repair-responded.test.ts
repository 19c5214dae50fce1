import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const REPHRASE = ['2:interaction.misalignment.rephrase'];
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('rephrase: a statement the assistant took up, said again, is not one it failed to act on', () => {
  it.each([
    ['eng', 'I hate Disney.', "I'm not a big fan of Disney either.", 'I hate Disney.'],
    ['eng', 'You seem nice.', 'Thanks, you seem nice yourself.', 'You seem nice.'],
    ['deu', 'Ich hasse Disney.', 'Ich mag Disney auch nicht.', 'Ich hasse Disney.'],
    ['fra', 'Je déteste Disney.', "Je n'aime pas Disney non plus.", 'Je déteste Disney.'],
  ])('quiet (%s): %s → %s → %s', (language, said, reply, again) => {
    expect(typesIn(language, turn(said, reply, again))).toEqual([]);
  });

  it.each([
    // The assistant ignored the statement: said again, it restates what was not taken up.
    ['eng', 'I hate Disney.', 'Do you have any pets?', 'I hate Disney.'],
    ['deu', 'Ich hasse Disney wirklich.', 'Hast du Haustiere?', 'Ich hasse Disney wirklich.'],
    // A bare imperative speaks of no one: an answer can take it up without doing it.
    ['eng', 'Name all the planets.', 'I guess I could name all the planets.', 'Name all the planets.'],
    // A question is acted on, not only taken up: the same one again after a reply that holds its words counts.
    ['eng', 'What is the capital of Peru?', 'Peru has a capital, yes.', 'What is the capital of Peru?'],
  ])('fires (%s): %s → %s → %s', (language, said, reply, again) => {
    expect(typesIn(language, turn(said, reply, again))).toEqual(REPHRASE);
  });
});

describe('rephrase: a question about the assistant that it answered in the first person, asked again, tests it', () => {
  it.each([
    ['eng', 'Do you like manuka honey?', 'I do not like manuka honey.', 'Do you like manuka honey?'],
    ['deu', 'Magst du Manuka-Honig?', 'Ich mag Manuka-Honig nicht.', 'Magst du Manuka-Honig?'],
    // The reply answers with the question's own verb after its opening self word.
    [
      'eng',
      'Do you like Carnegie Mellon?',
      'I actually do. Did you know it has a secret room?',
      'Do you like Carnegie Mellon?',
    ],
    ['eng', 'What do you think of jazz fusion?', "I think it's great!", 'What do you think of jazz fusion?'],
    // Asked without a question mark: a question form ("how do…") still asks.
    ['eng', 'how do you feel about cats', 'I feel good about cats.', 'How do you feel about cats'],
    ['fra', 'Tu aimes le miel de manuka ?', "Je n'aime pas le miel de manuka.", 'Tu aimes le miel de manuka ?'],
  ])('quiet (%s): %s → %s → %s', (language, question, reply, again) => {
    expect(typesIn(language, turn(question, reply, again))).toEqual([]);
  });

  it.each([
    // The verb echoed with a negator in its clause: "I do not know" does not answer.
    ['eng', 'Do you like Carnegie Mellon?', 'I do not know what to say.', 'Do you like Carnegie Mellon?'],
    ['eng', 'Do you think Pluto is a planet?', "I don't know, it has a tilt.", 'Do you think Pluto is a planet?'],
    // Not in the first person: the reply talks about the topic, not its own view.
    ['eng', 'Do you like manuka honey?', 'Manuka honey is made in New Zealand.', 'Do you like manuka honey?'],
    // A request with a self word asks for something done: a promise does not do it.
    ['eng', 'Can you write me a poem?', 'I will write you a poem.', 'Can you write me a poem?'],
    // No question mark: a request, acted on rather than answered.
    ['eng', 'Tell me about your favourite poem.', 'I have a favourite poem.', 'Tell me about your favourite poem.'],
  ])('fires (%s): %s → %s → %s', (language, question, reply, again) => {
    expect(typesIn(language, turn(question, reply, again))).toEqual(REPHRASE);
  });
});

describe('rephrase: a question asking for a view, answered with one, asked again', () => {
  it.each([
    ['eng', 'How do you feel about white people', 'I really like them. Do you have friends?'],
    ['eng', 'what are your thoughts on the transgender community?', 'I think it is great that there are more.'],
    ['deu', 'Was hältst du von Jazz?', 'Ich mag ihn sehr.'],
    ['fra', 'Que penses-tu de la musique jazz ?', 'Je pense que le jazz est beau.'],
    ['spa', '¿Y tú qué opinas sobre la música jazz?', 'Yo pienso que es bonita.'],
  ])('quiet (%s): %s → %s → again', (language, question, reply) => {
    expect(typesIn(language, turn(question, reply, question))).toEqual([]);
  });

  it.each([
    // The question asks for something else than a view: a liking does not answer it.
    ['eng', 'If you could choose your own name, what would it be?', 'i love bart. he is funny'],
    ['eng', "what's your favorite color?", 'i like some of them, i like the pilgrim clothing'],
    // A view with a negator: "I don't know" gives none.
    ['eng', 'How do you feel about white people', "I don't know what to think."],
    // The stance verb too far from the self word.
    ['eng', 'What are your thoughts on the jazz scene?', 'I am always going to love it.'],
  ])('fires (%s): %s → %s → again', (language, question, reply) => {
    expect(typesIn(language, turn(question, reply, question))).toEqual(REPHRASE);
  });
});

describe('rephrase: the same answer to the same question asked again is said again (the assistant did not take it in)', () => {
  const thread = (question: string, answer: string, next = question) => [
    assistant(question),
    user(answer),
    assistant(next),
    user(answer),
  ];

  it.each([
    ['eng', 'What do you do for a living?', 'I work at a watch shop.'],
    ['deu', 'Was machst du beruflich?', 'Ich arbeite in einem Uhrengeschäft.'],
    ['fra', 'Que fais-tu dans la vie ?', 'Je travaille dans une boutique de montres.'],
    ['cmn', '你是做什么工作的？', '我在一家手表店工作。'],
  ])('fires (%s): %s asked twice, %s twice', (language, question, answer) => {
    expect(typesIn(language, thread(question, answer))).toEqual(['3:interaction.misalignment.rephrase']);
  });

  it('fires when the assistant asked something else and ignored the statement', () => {
    expect(typesIn('eng', thread('What do you do?', 'I am going to fail my exam.', 'Do you like pizza?'))).toEqual([
      '3:interaction.misalignment.rephrase',
    ]);
  });

  it('fires when the repeated message asks nothing (it is not a question answered again)', () => {
    expect(typesIn('eng', thread('Noted.', 'I am going to fail my exam.'))).toEqual([
      '3:interaction.misalignment.rephrase',
    ]);
  });

  it('hostile: a long run of the same question and answer (400 rounds) is said again after the first (signals capped)', () => {
    const messages: unknown[] = [];
    for (let i = 0; i < 400; i++)
      messages.push(assistant('What do you do for a living?'), user('I work at a watch shop.'));
    const types = typesIn('eng', messages);
    expect(types.length).toBeGreaterThan(50);
    expect(types.every((t) => t.endsWith(':interaction.misalignment.rephrase'))).toBe(true);
  });
});

describe('rephrase: a turn that turns the previous one around asks or answers something new', () => {
  it.each([
    // A statement about the user, then the same words put to the assistant: "what about you?".
    ['eng', 'I love to read my Bible!', 'I love God.', 'Do you love to read the Bible?'],
    ['eng', 'I like beans.', 'Me too, especially in soup!', 'What do you like about beans?'],
    ['cmn', '我喜欢读圣经。', '上帝很好。', '你喜欢读圣经吗？'],
    // A question to the assistant, then the user's own view after the assistant asked back.
    ['eng', 'Do you like ice cream?', 'I like it, do you like it?', 'I do like ice cream.'],
  ])('quiet (%s): %s → %s → %s', (language, said, reply, next) => {
    expect(typesIn(language, turn(said, reply, next))).toEqual([]);
  });

  it.each([
    // The same person both times: the turn says the previous one again.
    ['eng', 'Do you like ice cream?', 'Tell me about your day.', 'Do you like ice cream?'],
    ['cmn', '你喜欢读圣经吗？', '上帝很好。', '你喜欢读圣经吗？'],
    // A request about the user, then put as a question to the assistant: the request again.
    ['eng', "I'd like a taxi to the station.", 'The weather is lovely today.', 'A taxi to the station, can you?'],
  ])('fires (%s): %s → %s → %s', (language, said, reply, next) => {
    expect(typesIn(language, turn(said, reply, next))).toEqual(REPHRASE);
  });
});

describe('correction: the user misreading the assistant, or a "no" with a lead-in answering a question', () => {
  it.each([
    [
      'eng',
      'Which football do you mean?',
      'The sport called football in the UK.',
      'Oh, I misunderstood you. You are right.',
    ],
    ['eng', 'Is it 1986?', "It's been great chatting!", 'Oh sorry I misread, no I never had one.'],
    ['fra', 'Quel football ?', 'Le football européen.', "Ah, j'ai mal compris. Tu as raison."],
    ['eng', 'Book the red one.', 'Shall I book the red one for Friday?', 'Actually no, not this week.'],
    ['spa', 'Reserva el rojo.', '¿Reservo el rojo para el viernes?', 'Espera no, mejor el lunes.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // The assistant misread the user: still a correction.
    ['eng', 'Book the blue one.', 'I booked the red one.', 'You misunderstood me, the blue one.'],
    ['fra', 'Réserve le bleu.', "J'ai réservé le rouge.", 'Vous m’avez mal compris, le bleu.'],
    ['fra', 'Réserve le bleu.', "J'ai réservé le rouge.", "Tu m'as mal compris, le bleu."],
    // A lead-in "no" that answers no question still corrects.
    ['eng', 'Book the blue one.', 'I booked the red one.', 'Actually no, the blue one.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });
});

describe('correction: what follows an opening "no" that answers a question goes on with the answer', () => {
  it.each([
    ['eng', 'A cappuccino, please.', 'Does your order look correct?', 'Actually no, I meant to get it decaffeinated.'],
    ['spa', 'Un capuchino, por favor.', '¿Está bien su pedido?', 'Espera no, quise decir descafeinado.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it.each([
    // No question before it: the "no" corrects, and so does what follows.
    ['eng', 'A cappuccino, please.', 'Here is your cappuccino.', 'Actually no, I meant to get it decaffeinated.'],
    // A phrase that overlaps the "no" and says the assistant did not listen still counts.
    ['eng', 'A decaf cappuccino, please.', 'Does your order look correct?', 'No, I already told you, decaf.'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });
});
