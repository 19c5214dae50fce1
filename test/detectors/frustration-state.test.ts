import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, in the given language. */
const last = (reply: string, text: string, language: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

const REPLY = 'The Raiders moved to Las Vegas, which is why the ravens play in the desert now.';

describe('frustration: a verb of following says the user is lost only about what was said', () => {
  it.each([
    ['eng', "I don't follow."],
    ['eng', "Sorry, I don't follow"],
    ['eng', "I don't follow you."],
    ['eng', "I don't follow what you mean by that"],
    ['eng', "I can't follow, slow down"],
    ['eng', "I'm not following."],
    ['eng', 'I am not following you'],
    ['deu', 'Ich komme nicht mit.'],
    ['deu', 'Sorry, ich komm nicht mit'],
  ])('fires: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).toContain('confusion');
  });

  it.each([
    ['eng', "I don't follow sports"],
    ['eng', "I appreciate dance but I don't follow it very much."],
    ['eng', "I don't follow football, I'm not a fan."],
    ['eng', "I'm not following the news these days"],
    ['eng', "I can't follow every game, I work nights"],
    ['deu', 'Ich komme nicht mit ins Stadion.'],
  ])('quiet: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).not.toContain('confusion');
  });

  it('reads the end of the clause, not of the message', () => {
    expect(last(REPLY, "I don't follow. What desert?", 'eng')).toContain('confusion');
    expect(last(REPLY, "I don't follow, the ravens are in Baltimore", 'eng')).toContain('confusion');
    expect(last(REPLY, "I don't follow baseball. What desert?", 'eng')).not.toContain('confusion');
  });
});

describe('frustration: a state of confusion said of the assistant is not the user lost', () => {
  it.each([
    ['eng', "I'm confused now"],
    ['eng', 'So confused right now'],
    ['eng', 'Now I am really confused'],
    ['eng', 'Totally lost here'],
    ['por', 'Isso está confuso.'],
    ['por', 'Muito confuso isso'],
    ['spa', 'Muy confuso, la verdad'],
  ])('fires: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).toContain('confusion');
  });

  it.each([
    ['eng', 'You seem confused now.'],
    ['eng', 'You are confused now.'],
    ['eng', "you're so confused, the Ravens play in Baltimore"],
    ['eng', 'You still confused?'],
    ['por', 'Você está confuso.'],
    ['por', 'Acho que você está muito confuso'],
    ['spa', 'Tú estás muy confuso.'],
  ])('quiet: %s: %s', (language, text) => {
    expect(last(REPLY, text, language)).not.toContain('confusion');
  });

  it('reads the second-person word in the same clause only, and before the state', () => {
    expect(last(REPLY, 'You said Vegas. Now I am so confused', 'eng')).toContain('confusion');
    expect(last(REPLY, "You know what, I'm so confused", 'eng')).toContain('confusion');
    expect(last(REPLY, 'so confused by you', 'eng')).toContain('confusion');
    // A confusion phrase of the main group still counts beside the assistant's state.
    expect(last(REPLY, "You seem confused now. I don't understand", 'eng')).toContain('confusion');
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    // One clause of 150 words, read whole (a long message is read by its head and tail only).
    expect(last(REPLY, `you ${'word '.repeat(150)}so confused`, 'eng')).not.toContain('confusion');
    expect(last(REPLY, `${'word '.repeat(20_000)}so confused`, 'eng')).toContain('confusion');
    expect(last(REPLY, `${'you. '.repeat(2_000)}so confused`, 'eng')).toContain('confusion');
    expect(last(REPLY, `${"i don't follow ".repeat(2_000)}`, 'eng')).toContain('confusion');
    expect(last(REPLY, '\u0000you\u202e so confused', 'eng')).not.toContain('confusion');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
