import { describe, expect, it } from 'vitest';
import { assistant, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;

describe('correction: a reminder that the question was already answered', () => {
  const CORRECTION = ['2:interaction.misalignment.correction'];
  it.each([
    ['eng', 'Do you work out?', 'I already answered that.'],
    ['eng', 'What do you do for a living?', 'I am not answering that again'],
    ['deu', 'Was machst du beruflich?', 'Ich habe schon geantwortet.'],
    ['fra', 'Tu fais quoi ?', "Je t'ai déjà répondu."],
    ['spa', '¿A qué te dedicas?', 'Ya te respondí.'],
    ['por', 'O que você faz?', 'Eu já respondi.'],
    ['cmn', '你做什么工作？', '我已经回答过了。'],
    ['jpn', 'お仕事は何ですか？', 'もう答えました。'],
  ])('fires (%s): %s → %s', (language, question, next) => {
    expect(typesIn(language, [user('hi'), assistant(question), user(next)])).toEqual(CORRECTION);
  });

  it('boundary: the reminder must open its clause; hostile: repeated thousands of times stays linear', () => {
    expect(typesIn('eng', [user('hi'), assistant('Do you work out?'), user('Well, I already answered that.')])).toEqual(
      CORRECTION,
    );
    const started = performance.now();
    typesIn('eng', [user('hi'), assistant('Do you work out?'), user('I already answered that. '.repeat(2000))]);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("quiet: inside a clause of the user's own story", () => {
    expect(
      typesIn('eng', [user('hi'), assistant('How was the exam?'), user('The quiz I already answered twice went fine')]),
    ).toEqual([]);
  });
});
