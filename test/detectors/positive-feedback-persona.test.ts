import { describe, expect, it } from 'vitest';
import { WORK_MIN_TOKENS } from '../../src/detectors/dialogue';
import { analyzeFamily } from '../helpers';
import { fired } from './positive-feedback-fired';

describe('satisfaction: a short answer to a question that names the service serves the user', () => {
  it.each([
    // In service traffic "you" is the service: praise after its short answer is feedback.
    [['hi', 'Hello!', 'Do you ship to Canada?', 'Yes, within five days.', "That's very helpful."]],
    [['hi', 'Hello!', 'Do you have parking at the hotel?', 'Yes, free parking is available.', 'That helps a lot.']],
    [['Hallo', 'Hallo!', 'Habt ihr sonntags geöffnet?', 'Ja, von 10 bis 16 Uhr.', 'Super, das hilft mir sehr.']],
    // A question about a fact, not about the assistant.
    [['hi', 'Hello!', 'Where is the nearest pharmacy?', 'Two blocks north, on Main Street.', 'Good job, that helps.']],
    // A request put as a question.
    [['hi', 'Hello!', 'Can you tell me when you open?', 'We open at nine and close at five.', 'Good job, that helps.']],
    // A statement, not a question (boundary: no question mark).
    [['hi', 'Hello!', 'Find me a cafe in your area', 'Cafe Luna, on Main Street.', 'Good job, that helps.']],
  ])('satisfaction fires: %j', (turns) => {
    const messages = turns.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
    expect(fired(messages).filter((f) => f.endsWith('satisfaction'))).toEqual(['4:satisfaction']);
  });

  it('a short personal answer in the first person is small talk (boundary of the rule above)', () => {
    const turns = ['hi', 'Hello!', 'What do you do?', 'I drive a bus.', 'Good job, that helps.'];
    const messages = turns.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
    expect(fired(messages).filter((f) => f.endsWith('satisfaction'))).toEqual([]);
  });
});

describe('satisfaction: an improvement counts only after work', () => {
  const LONG =
    'To ease the pain, stretch the arm slowly every morning, hold each stretch for thirty seconds, rest a minute between ' +
    'them, then put a cold pack on the shoulder for ten minutes and repeat the whole routine in the evening for a week.';

  it.each([
    [
      [
        'hi',
        'Hello!',
        'Do you mean physical therapy?',
        'Physical therapy. You should look into it.',
        'I did the PT and it is much better now.',
      ],
      'eng',
    ],
    [
      [
        'Hallo',
        'Hallo!',
        'Meinst du Physiotherapie?',
        'Ja, Physiotherapie. Du solltest es probieren.',
        'Ich war dort und es geht mir viel besser.',
      ],
      'deu',
    ],
    [
      [
        'Hola',
        '¡Hola!',
        '¿Te refieres a la fisioterapia?',
        'Sí, la fisioterapia. Te ayudará.',
        'Fui y ahora estoy mucho mejor.',
      ],
      'spa',
    ],
    [
      [
        'Salut',
        'Salut !',
        'Tu parles de kiné ?',
        'Oui, la kiné. Tu devrais essayer.',
        "J'y suis allé et ça va beaucoup mieux.",
      ],
      'fra',
    ],
  ])("after a short answer it is news of the user's own state: %j", (turns, language) => {
    const messages = turns.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
    const signals = analyzeFamily(messages, 'interaction.positive_feedback.satisfaction', { language }).signals;
    expect(signals).toEqual([]);
  });

  it('after work (a long answer) it is feedback; boundary: one token short of work is not', () => {
    const after = (reply: string) =>
      fired([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'How do I ease my shoulder pain?' },
        { role: 'assistant', content: reply },
        { role: 'user', content: 'I tried it and it is much better now.' },
      ]);
    expect(after(LONG)).toEqual(['4:satisfaction']);
    const short = Array.from({ length: WORK_MIN_TOKENS - 1 }, (_, i) => `word${i}`).join(' ');
    const enough = Array.from({ length: WORK_MIN_TOKENS }, (_, i) => `word${i}`).join(' ');
    expect(after(short)).toEqual([]);
    expect(after(enough)).toEqual(['4:satisfaction']);
  });

  it('a pointed improvement of the main group still counts after a short answer', () => {
    expect(
      fired([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Shorten the title please' },
        { role: 'assistant', content: 'Cats at Home.' },
        { role: 'user', content: "That's much better." },
      ]),
    ).toEqual(['4:satisfaction']);
  });

  it('hostile input: a long run of improvements stays linear', () => {
    const started = performance.now();
    fired([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'much better now '.repeat(20_000) },
    ]);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
