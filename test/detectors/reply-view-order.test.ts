import { describe, expect, it } from 'vitest';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon } from '../../src/lexicon/compile';
import { QUESTION_TAIL_CHARS, ReplyView } from '../../src/detectors/reply-view';

const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);

const REPLIES = [
  'I am sorry about the delay. Let me look up order 4821 for you right away.',
  'Let me know if you would like me to proceed. Did you know that dogs have 12 blood types',
  'What? I do not understand. You could try restarting it',
  'I did not get that, sorry. do you like music',
  'Sure. Do you want the red one, or would you like the blue one',
  '',
];

/** A reply longer than the end read for a question: it offers and says "restart" early, and asks at its end. */
const LONG = `Let me know if you'd like me to restart the router. ${'The lights should then turn green one by one. '.repeat(8)}Do you see them`;

/** Every answer of a view, asked in the given order. */
function answers(text: string, firstAsks: boolean): boolean[] {
  const view = new ReplyView(text, lexicon);
  const ask = () => view.asksWithoutMark();
  const rest = () => [view.confused(), view.offers(), view.suggests()];
  if (firstAsks) {
    const asks = ask();
    return [asks, ...rest()];
  }
  const others = rest();
  return [ask(), ...others];
}

/** Answers about the end and about the whole message, the end's asked first or last. */
function wholeAndEnd(text: string, endFirst: boolean): boolean[] {
  const view = new ReplyView(text, lexicon);
  const end = () => [view.asksWithoutMark(), view.negatedEnd(), view.offers()];
  const whole = () => [view.saysStem('restarting'), view.speaksOfItself(), view.answersDirectly()];
  if (endFirst) {
    const e = end();
    return [...e, ...whole()];
  }
  const w = whole();
  return [...end(), ...w];
}

describe('ReplyView answers do not depend on the order they are asked in', () => {
  it.each(REPLIES)('%j', (text) => {
    expect(answers(text, true)).toEqual(answers(text, false));
  });

  it.each([...REPLIES, LONG])('%j: the end and the whole message read in either order', (text) => {
    expect(wholeAndEnd(text, true)).toEqual(wholeAndEnd(text, false));
  });

  it('reads the end of a long message apart from the whole, a short one as its whole', () => {
    expect(wholeAndEnd('No, I restart it. Do you like music', true)).toEqual([true, false, false, true, true, true]);
    // The offer and the stem come early in a long message, out of its end; the end asks.
    expect(LONG.length).toBeGreaterThan(QUESTION_TAIL_CHARS);
    const [asks, , offers, says] = wholeAndEnd(LONG, true);
    expect([asks, offers, says]).toEqual([true, false, true]);
    expect(wholeAndEnd("Let me know if you'd like me to restart the router.", true)[2]).toBe(true);
  });

  it('reads a question form that opens the last sentence, before and after the whole end is matched', () => {
    const text = 'Okay. Did you know that dogs have 12 blood types';
    expect(answers(text, true)[0]).toBe(true);
    expect(answers(text, false)[0]).toBe(true);
    expect(answers('Did you know that dogs have 12 blood types. Okay.', true)[0]).toBe(false);
  });
});
