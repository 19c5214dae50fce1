import { describe, expect, it } from 'vitest';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { analysed, readMessage } from '../../src/messages/prepare';
import {
  ASSISTANT_REACH,
  keepLatest,
  leftUnanswered,
  noRecentTurns,
  QUESTION_MAX_CHARS,
  USER_REACH,
  wentInCircles,
} from '../../src/detectors/quit-circles';
import type { UserMessage } from '../../src/messages/prepare';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation kinds fired, as `index:kind`. */
const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

describe('escalation: a closing command after the conversation went in circles', () => {
  it('fires when the assistant said a message again', () => {
    const messages = [
      user('Hi'),
      assistant('what do you do for a living ?'),
      user("I'm in the army"),
      assistant('i am a army brat .'),
      user('Wow'),
      assistant('What do you do for a living?'),
      user('Cool'),
      assistant('Do you like dogs?'),
      user('End'),
    ];
    expect(kinds(messages)).toEqual(['8:quit']);
  });

  it('fires when the user had to give the same answer again', () => {
    const messages = [
      user('Hi'),
      assistant('Where are you from?'),
      user('India'),
      assistant('I live in California. How about you?'),
      user('India'),
      assistant('You like basketball too?'),
      user('End'),
    ];
    expect(kinds(messages)).toEqual(['6:quit']);
    const de = [
      user('Hallo'),
      assistant('Woher kommst du?'),
      user('Aus Indien'),
      assistant('Ich wohne in Kalifornien. Und du?'),
      user('Aus Indien!'),
      assistant('Magst du Basketball?'),
      user('Ende'),
    ];
    expect(kinds(de, 'deu')).toEqual(['6:quit']);
  });

  it.each([
    // a friendly chat that moved on
    ['Hi', 'Where are you from?', 'India', 'I live in California. Do you like it there?', 'Yes', 'End'],
    // a lone confirmation or negator said again is a short answer, not the user repeating themselves
    ['Hi', 'Do you like dogs?', 'No', 'Do you like cats?', 'No', 'End'],
    ['Hi', 'Shall we talk about films?', 'ok', 'Do you like horror?', 'ok', 'Stop'],
  ])('quiet: %s → %s → %s → %s → %s → %s', (...turns) => {
    const messages = turns.map((t, i) => (i % 2 === 0 ? user(t) : assistant(t)));
    expect(kinds(messages)).toEqual([]);
  });

  it('boundary: the assistant message said again must be one of its two latest, within its six latest', () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => [user(`Answer number ${i}`), assistant(`Question number ${i}?`)]).flat();
    const said = (between: number) =>
      kinds([
        user('Hi'),
        assistant('What do you do for a living?'),
        ...lines(between),
        user('Cool'),
        assistant('What do you do for a living?'),
        user('End'),
      ]);
    expect(said(ASSISTANT_REACH - 2)).toEqual([`${2 * (ASSISTANT_REACH - 2) + 4}:quit`]);
    expect(said(ASSISTANT_REACH - 1)).toEqual([]);
    // a repeat three messages back is no longer the latest turn's circle
    expect(
      kinds([
        user('Hi'),
        assistant('Do you like dogs?'),
        user('No'),
        assistant('Do you like dogs?'),
        user('Stop asking'),
        assistant('What is your job?'),
        user('Teacher'),
        assistant('Nice, which school?'),
        user('End'),
      ]),
    ).toEqual([]);
  });

  it('boundary: the user turn said again is among their three latest', () => {
    const withBetween = (between: readonly string[]) =>
      kinds([
        user('Hi'),
        assistant('Where are you from?'),
        user('From Surat'),
        ...between.flatMap((b, i) => [assistant(`Reply ${i}, tell me more.`), user(b)]),
        assistant('And what else?'),
        user('From Surat'),
        assistant('Nice weather there?'),
        user('End'),
      ]);
    expect(withBetween(['Nothing much'])).not.toEqual([]);
    expect(withBetween(['Nothing much', 'Really nothing'])).toEqual([]);
  });

  it('wentInCircles reads only what it keeps, and folds case, spacing and punctuation', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    const recent = noRecentTurns();
    for (const text of ['What do you do?', 'I like cats', 'what do you do'])
      keepLatest(recent.assistant, text, ASSISTANT_REACH);
    expect(wentInCircles(recent, lexicon)).toBe(true);
    const fresh = noRecentTurns();
    for (let i = 0; i < 10; i++) keepLatest(fresh.assistant, `Line ${i}`, ASSISTANT_REACH);
    expect(fresh.assistant).toHaveLength(ASSISTANT_REACH);
    expect(wentInCircles(fresh, lexicon)).toBe(false);
    const users = noRecentTurns();
    const turn = (text: string) => analysed(readMessage({ role: 'user', content: text }, 0)!, lexicon) as UserMessage;
    for (const text of ['Hello', 'India', 'Hello!']) keepLatest(users.user, turn(text), USER_REACH);
    expect(wentInCircles(users, lexicon)).toBe(true);
  });

  it('hostile input: huge messages said again are compared by their opening only', () => {
    const huge = 'blah '.repeat(200_000);
    const start = performance.now();
    const fired = kinds([user('Hi'), assistant(huge), user('What?'), assistant(huge + 'x'), user('Stop')]);
    expect(fired).toEqual(['4:quit']);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe("escalation: a closing command after the assistant left the user's question unanswered", () => {
  const after = (question: string, replies: readonly string[], command = 'End', language = 'eng') =>
    kinds(
      [
        user('Hi'),
        assistant('Hello! What do you like to do?'),
        user(question),
        ...replies.map((r) => assistant(r)),
        user(command),
      ],
      language,
    );

  it.each([
    ['I love summer, and hate winter. Are you woman or man?', ['i love the fall season. it is the best.'], '/exit'],
    ['But did you get to try them in NY?', ["I thought you liked them. I didn't."], '/ end'],
    ["I'm an engineer and you?", [], 'End'],
    ['What would you like to talk about?', ["i'm not sure i can think of too much lol."], 'End Conversation'],
  ])('fires: %s → %s → %s', (question, replies, command) => {
    expect(after(question, replies, command)).toEqual([`${3 + replies.length}:quit`]);
  });

  it('fires in other languages', () => {
    expect(after('Bist du eine Frau oder ein Mann?', ['Ich mag den Herbst.'], 'Ende', 'deu')).toEqual(['4:quit']);
    expect(after('Tu es une femme ou un homme ?', ["J'aime l'automne."], 'fin', 'fra')).toEqual(['4:quit']);
  });

  it.each([
    // the reply took the question up
    ['What food do you like?', ['i like to eat healthy and eat healthy']],
    ['Are you a woman or a man?', ['I am a woman.']],
    // no question: a friendly chat closed
    ['I like to walk my dogs too.', ['That sounds like a lot of fun.']],
    // a question of fewer than two content words, answered by something: a greeting, a question back
    ['And you?', ['I work at a bank.']],
    ['Hello there, how are you?', ['I am fine. Do you like football?']],
  ])('quiet: %s → %s → End', (question, replies) => {
    expect(after(question, replies)).toEqual([]);
  });

  it('boundary: every reply since the question is read, and only a short question counts', () => {
    expect(after('Do you have a dog?', ['Hmm, let me think.', 'Yes, a dog named Rex.'])).toEqual([]);
    const long = 'x'.repeat(QUESTION_MAX_CHARS - 'Is it blue?'.length - 1) + ' Is it blue?';
    expect(long.length).toBe(QUESTION_MAX_CHARS);
    expect(after(long, ['I like cats.'])).toEqual(['4:quit']);
    expect(after('x' + long, ['I like cats.'])).toEqual([]);
  });

  it('leftUnanswered reads nothing before a question', () => {
    const lexicon = lexiconRegistry().get('eng')!;
    expect(leftUnanswered(noRecentTurns(), lexicon)).toBe(false);
  });

  it('hostile input: a huge reply is read by its opening', () => {
    const huge = 'word '.repeat(200_000);
    expect(after('Are you a woman or a man?', [huge])).toEqual(['4:quit']);
  });
});
