import { describe, expect, it } from 'vitest';
import { assistant, misalignmentIn, user } from '../helpers';
import { EARLIER_QUESTION_REACH } from '../../src/detectors/turn-answers';

const CORRECTION = 'interaction.misalignment.correction';

/** The correction signals of a conversation, as `index:type`. */
function corrections(language: string, messages: readonly unknown[]): string[] {
  return misalignmentIn(language, messages).filter((s) => s.endsWith(CORRECTION));
}

/**
 * The assistant asks `question`, the user asks something back, then `later` replies that ask
 * nothing come (one user turn between each), and the user says `no`.
 */
function afterQuestion(question: string, later: readonly string[], no: string, asides: readonly string[]): unknown[] {
  const messages: unknown[] = [user('I am 22.'), assistant(question)];
  later.forEach((reply, i) => messages.push(user(asides[i] ?? 'Okay then.'), assistant(reply)));
  messages.push(user(no));
  return messages;
}

describe('correction: a "no" that answers the assistant\'s earlier question, left open, is no correction', () => {
  it.each([
    [
      'eng',
      "That's young. Do you have any children?",
      ["I'm 38 years old.", "I see. Well, I'm not a robot."],
      'No I want to adopt children later in my life.',
      ['How old are you?', 'The last robot I met was only a few minutes old'],
    ],
    [
      'deu',
      'Das ist jung. Hast du Kinder?',
      ['Ich bin 38 Jahre alt.', 'Ich verstehe. Ich bin kein Roboter.'],
      'Nein, ich will später Kinder adoptieren.',
      ['Wie alt bist du?', 'Der letzte Roboter war erst wenige Minuten alt'],
    ],
    [
      'fra',
      "C'est jeune. Tu as des enfants ?",
      "J'ai 38 ans.|Je vois. Je ne suis pas un robot.".split('|'),
      'Non je veux adopter des enfants plus tard.',
      ['Quel âge as-tu ?', "Le dernier robot n'avait que quelques minutes"],
    ],
  ])('quiet (%s): %s … %s', (language, question, later, no, asides) => {
    const messages = afterQuestion(question, later, no, asides);
    expect(corrections(language, messages)).toEqual([]);
  });

  it.each([
    // The word is one the latest reply said too: the "no" may set that reply right.
    [
      'eng',
      'Do you have any children?',
      ['Children are a lot of work, I hear.'],
      'No I want children later in my life.',
    ],
    // No word of the earlier question in the clause: nothing ties the "no" to it.
    ['eng', 'Do you have any children?', ["I see. Well, I'm not a robot."], 'No I want to be left alone.'],
    // A question word opens the earlier question: a "no" does not answer "Which color?".
    ['eng', 'Which color do you want?', ['Here it is.'], 'No I wanted the color blue.'],
    ['deu', 'Welche Farbe willst du?', ['Hier ist es.'], 'Nein, ich will die Farbe blau.'],
    // The latest reply asked nothing and there was no question before it.
    ['eng', 'That is young.', ["I see. Well, I'm not a robot."], 'No I want to adopt children later.'],
  ])('fires (%s): %s … %s', (language, question, later, no) => {
    const messages = afterQuestion(question, later, no, []);
    expect(corrections(language, messages)).toEqual([`${2 * later.length + 2}:${CORRECTION}`]);
  });

  it('boundary: the question may lie up to the reach back, no further', () => {
    expect(EARLIER_QUESTION_REACH).toBe(2);
    const question = 'Do you have any children?';
    const no = 'No I want to adopt children later in my life.';
    const within = ['I am 38.', "I'm not a robot."];
    expect(corrections('eng', afterQuestion(question, within, no, []))).toEqual([]);
    const beyond = ['I am 38.', "I'm not a robot.", 'The sky is blue today.'];
    expect(corrections('eng', afterQuestion(question, beyond, no, []))).toEqual([`8:${CORRECTION}`]);
  });

  it('the latest reply asking counts as before: the "no" answers it', () => {
    const messages = [user('Hi'), assistant('Do you like robots?'), user('No I want to adopt children later.')];
    expect(corrections('eng', messages)).toEqual([]);
  });

  it('hostile input: huge and empty questions and turns do not throw and stay quick', () => {
    const huge = 'children '.repeat(50_000) + '?';
    const started = performance.now();
    expect(corrections('eng', afterQuestion(huge, ['I am 38.'], 'No I want children.', []))).toEqual([]);
    expect(() => corrections('eng', afterQuestion('?', [''], 'No I', []))).not.toThrow();
    expect(() => corrections('eng', afterQuestion('', ['', ''], '', []))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
