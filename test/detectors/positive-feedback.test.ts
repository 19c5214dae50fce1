import { describe, expect, it } from 'vitest';
import { positiveConfidence } from '../../src/detectors/positive-feedback';
import { analyzeFamily, assistant, system, user } from '../helpers';

const GRATITUDE = 'interaction.positive_feedback.gratitude';
const SATISFACTION = 'interaction.positive_feedback.satisfaction';
const SUCCESS = 'interaction.positive_feedback.success';

function positive(messages: readonly unknown[]) {
  const { report, signals } = analyzeFamily(messages, 'interaction.positive_feedback.');
  return { ...report.positiveFeedback, signals };
}
/** An opening request and the assistant's answer: feedback comes after the assistant did something. */
const OPENING = [
  user('Please shorten the second paragraph of my cover letter.'),
  assistant('Here is a shorter version.'),
];
const one = (text: string) => positive([...OPENING, user(text)]);
/** The opening exchange, then each text as a user turn answered by the assistant. */
const turns = (...texts: string[]) => positive([...OPENING, ...texts.flatMap((t) => [user(t), assistant('Done.')])]);

describe('positiveConfidence', () => {
  it.each([
    [0, 0],
    [1, 0.6],
    [2, 0.8],
    [3, 0.95],
    [4, 0.95],
    [50, 0.95],
  ])('%i → %f', (count, confidence) => {
    expect(positiveConfidence(count)).toBe(confidence);
  });
});

describe('detectPositiveFeedback', () => {
  it.each([
    ['thank you', GRATITUDE],
    ['I appreciate it', GRATITUDE],
    ["that's great", SATISFACTION],
    ['awesome', SATISFACTION],
    ['love it', SATISFACTION],
    ['got it', SUCCESS],
    ['that worked', SUCCESS],
    ['perfect', SUCCESS],
  ])('"%s" is %s', (text, type) => {
    const r = one(text);
    expect(r.signals.map((s) => s.type)).toEqual([type]);
    expect(r.count).toBe(1);
    expect(r.confidence).toBe(0.6);
  });

  it('gives at most one signal per message', () => {
    const r = one('Thank you, that worked, awesome, I love it!');
    expect(r.signals).toHaveLength(1);
    expect(r.count).toBe(1);
  });

  it('gives confidence 0.6, 0.8 and 0.95 for 1, 2 and 3 messages', () => {
    expect(turns('thank you').confidence).toBe(0.6);
    expect(turns('thank you', 'that worked').confidence).toBe(0.8);
    expect(turns('thank you', 'that worked', 'awesome').confidence).toBe(0.95);
    const four = turns('thank you', 'that worked', 'awesome', 'perfect');
    expect(four.count).toBe(4);
    expect(four.confidence).toBe(0.95);
  });

  it('"no problem, thanks" is gratitude', () => {
    expect(one('no problem, thanks').signals.map((s) => s.type)).toEqual([GRATITUDE]);
  });

  it.each([
    'not helpful',
    'not great',
    "it's not great",
    'thanks, but it still fails',
    'thanks for nothing',
    'great, another error',
    'Help me',
    'The list is incomplete',
  ])('"%s" is not positive feedback', (text) => {
    const r = one(text);
    expect(r.signals).toEqual([]);
    expect(r.count).toBe(0);
    expect(r.confidence).toBe(0);
  });

  it('ignores assistant and system messages', () => {
    expect(positive([system('Thank you!'), assistant('Thank you, that worked, perfect!')]).count).toBe(0);
  });

  it('reports the original index', () => {
    const r = positive([system('s'), null, user('hi'), assistant('done'), user('thank you')]);
    expect(r.signals.map((s) => s.messageIndex)).toEqual([4]);
  });
});
