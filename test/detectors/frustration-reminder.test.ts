import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration and repair kinds of the user's last turn. */
const lastKinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.', { language })
    .signals.filter(
      (s) =>
        s.messageIndex === messages.length - 1 &&
        (s.type.startsWith('interaction.frustration.') || s.type.startsWith('interaction.misalignment.')),
    )
    .map((s) => s.type.split('.').pop())
    .sort();

/** The user's answer, the assistant's question asked again, then `text`. */
const reminded = (
  text: string,
  language = 'eng',
  question = 'What do you do for a living?',
  answer = 'I am a doctor',
) => lastKinds([assistant(question), user(answer), assistant(question), user(text)], language);

describe('frustration: a reminder of what the user said corrects, and complains only with annoyance', () => {
  it.each([
    ['I already said that'],
    ['I already told you.'],
    ['I told you already, yes. So how do you spend your free time?'],
    ['I already answered that. Anyway, are you a machine?'],
  ])('a correction only when calm: %s', (text) => {
    expect(reminded(text)).toEqual(['correction']);
  });

  it.each([
    ['I ALREADY TOLD YOU!!'],
    ['I already told you!!!'],
    ['I already said that, this is useless'],
    ['ugh, I already answered that'],
  ])('a correction and a complaint with annoyance: %s', (text) => {
    expect(reminded(text)).toEqual(expect.arrayContaining(['complaint', 'correction']));
  });

  it.each([
    ['Je te l’ai déjà dit.', 'fra', 'Quel est ton métier ?', 'Je suis médecin'],
    ['Ya te lo dije.', 'spa', '¿A qué te dedicas?', 'Soy médico'],
    ['Já te disse.', 'por', 'O que você faz?', 'Sou médico'],
    ['我说过了。', 'cmn', '你是做什么的？', '我是医生'],
  ])('calm in other languages: %s (%s)', (text, language, question, answer) => {
    expect(reminded(text, language, question, answer)).not.toContain('complaint');
  });

  it('boundary: the second-person complaint that the assistant asks again still counts when calm', () => {
    expect(reminded('You already asked me that.')).toContain('complaint');
    expect(reminded('I already answered that.')).not.toContain('complaint');
  });

  it('hostile input: repeated, empty, in capitals without marks', () => {
    expect(() => reminded('i already told you '.repeat(1000))).not.toThrow();
    expect(reminded('')).toEqual([]);
    expect(reminded('I ALREADY TOLD YOU')).toContain('correction');
  });
});
