import { describe, expect, it } from 'vitest';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon } from '../../src/lexicon/compile';
import { ReplyView } from '../../src/detectors/reply-view';

const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);

const REPLIES = [
  'I am sorry about the delay. Let me look up order 4821 for you right away.',
  'Let me know if you would like me to proceed. Did you know that dogs have 12 blood types',
  'What? I do not understand. You could try restarting it',
  'I did not get that, sorry. do you like music',
  'Sure. Do you want the red one, or would you like the blue one',
  '',
];

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

describe('ReplyView answers do not depend on the order they are asked in', () => {
  it.each(REPLIES)('%j', (text) => {
    expect(answers(text, true)).toEqual(answers(text, false));
  });

  it('reads a question form that opens the last sentence, before and after the whole end is matched', () => {
    const text = 'Okay. Did you know that dogs have 12 blood types';
    expect(answers(text, true)[0]).toBe(true);
    expect(answers(text, false)[0]).toBe(true);
    expect(answers('Did you know that dogs have 12 blood types. Okay.', true)[0]).toBe(false);
  });
});
