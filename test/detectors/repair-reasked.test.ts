import { describe, expect, it } from 'vitest';
import { assistant, misalignmentIn, user } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: the assistant asks again what it asked before', () => {
  it.each([
    ['eng', 'What do you do for a living?', 'You asked this question before.'],
    ['eng', 'Do you have pets?', 'you already asked me that'],
    ['eng', 'Where do you live?', "You've asked me that before, I live in Ohio."],
    ['deu', 'Was machst du beruflich?', 'Das hast du mich schon gefragt.'],
    ['fra', 'Tu fais quoi ?', "Tu m'as déjà demandé ça."],
    ['spa', '¿A qué te dedicas?', 'Ya me lo preguntaste.'],
    ['por', 'O que você faz?', 'Você já me perguntou isso.'],
    ['cmn', '你做什么工作？', '你已经问过了。'],
    ['jpn', 'お仕事は何ですか？', 'それはもう聞かれた。'],
  ])('fires (%s): %s → %s', (language, question, next) => {
    expect(misalignmentIn(language, [user('hi'), assistant(question), user(next)])).toEqual(CORRECTION);
  });

  it('quiet: a question about what the assistant asked, and the phrase inside a story', () => {
    expect(misalignmentIn('eng', [user('hi'), assistant('Do you like dogs?'), user('Why do you ask?')])).toEqual([]);
    expect(
      misalignmentIn('eng', [
        user('hi'),
        assistant('How was the interview?'),
        user('the questions you asked me that day were hard'),
      ]),
    ).toEqual([]);
  });
});

describe('correction: a misunderstanding named, a question said to be unanswered', () => {
  it.each([
    [
      'eng',
      'There are no flights from Los Angeles to Chicago.',
      'I think there might have been a misunderstanding. I fly from Atlanta.',
    ],
    ['eng', 'I live with my parents.', "you didn't answer the question"],
    ['eng', 'Cats are great.', "You're not answering my question."],
    ['fra', "Il n'y a pas de vol.", 'Il doit y avoir un malentendu, je pars de Lyon.'],
    ['spa', 'No hay vuelos.', 'Creo que hay un malentendido, salgo de Madrid.'],
    ['por', 'Não há voos.', 'Houve um mal-entendido, eu saio de Lisboa.'],
    ['deu', 'Ich wohne bei meinen Eltern.', 'Du hast die Frage nicht beantwortet.'],
  ])('fires (%s): %s → %s', (language, reply, next) => {
    expect(misalignmentIn(language, [user('hi'), assistant(reply), user(next)])).toEqual(CORRECTION);
  });

  it('quiet: the first turn, and a misunderstanding between other people', () => {
    expect(misalignmentIn('eng', [user("you didn't answer the question they asked")])).toEqual([]);
    expect(
      misalignmentIn('eng', [
        user('hi'),
        assistant('How was your day?'),
        user('My sister and I had a misunderstanding.'),
      ]),
    ).toEqual([]);
  });

  it('hostile: the phrase repeated thousands of times stays linear', () => {
    const started = performance.now();
    misalignmentIn('eng', [user('hi'), assistant('Ok.'), user("you didn't answer the question ".repeat(2000))]);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('correction: "I told you" as a reminder', () => {
  it.each([
    ['Do you like vintage cars?', 'Yes I told you'],
    ['i do have a cat and a dog.', 'Yes. I told you I have two cats.'],
    ['What is your favorite food?', 'As I told you my favourite food is cheeseburger.'],
    ['do you have a favorite team?', 'No.  I told you I do not want to talk about football.'],
  ])('fires: %s → %s', (reply, next) => {
    expect(misalignmentIn('eng', [user('hi'), assistant(reply), user(next)])).toEqual(CORRECTION);
  });

  it.each([
    ['What is your favorite food?', "What if I told you you're in the Matrix?"],
    ['How are you?', 'Have I told you about my new house?'],
    ['How are you?', 'My sister said I told you so, and laughed'],
  ])('quiet: %s → %s', (reply, next) => {
    expect(misalignmentIn('eng', [user('hi'), assistant(reply), user(next)])).toEqual([]);
  });
});
