import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, in the given language. */
const last = (reply: string, text: string, language: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

const FACT = 'Did you know that the first drive-through was built for soldiers?';

describe('frustration: a short query beside surprise marvels, it is no confusion', () => {
  it.each([
    ['eng', 'wait, what? really?'],
    ['eng', 'Really? Wait, what?'],
    ['eng', 'No way. Huh?'],
    ['eng', 'huh? seriously?'],
    ['deu', 'Hä? Echt?'],
    ['deu', 'Wirklich? Häh?'],
    ['fra', 'Hein ? Vraiment ?'],
    ['spa', '¿Cómo así? ¿En serio?'],
    ['por', 'Como assim? Sério?'],
  ])('%s: %s', (language, text) => {
    expect(last(FACT, text, language)).not.toContain('confusion');
  });

  it.each([
    ['eng', 'wait, what?'],
    ['eng', 'Huh?'],
    ['eng', 'Really? I do not understand.'],
    ['eng', 'Really? What do you mean?'],
    ['eng', 'Wow. That makes no sense.'],
    ['deu', 'Hä?'],
    ['deu', 'Echt? Ich verstehe nicht.'],
    ['fra', 'Hein ?'],
    ['spa', '¿Cómo así?'],
    ['por', 'Como assim?'],
    ['cmn', '真的吗？我不明白你的意思'],
  ])('still confusion without surprise, or as a statement: %s: %s', (language, text) => {
    expect(last(FACT, text, language)).toContain('confusion');
  });

  it('reads the mark right after the query: "wait, what" not closed by a question mark stays confusion', () => {
    expect(last(FACT, 'wait what. really?', 'eng')).toContain('confusion');
    expect(last(FACT, 'wait what? really?', 'eng')).not.toContain('confusion');
  });

  it('never counts the surprise phrase itself as confusion', () => {
    expect(last(FACT, 'Really? No way!', 'eng')).not.toContain('confusion');
    expect(last(FACT, '真的吗？', 'cmn')).not.toContain('confusion');
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    expect(last(FACT, `${'really? '.repeat(20_000)}wait, what?`, 'eng')).not.toContain('confusion');
    expect(last(FACT, `wait, what?${' word'.repeat(20_000)}`, 'eng')).toContain('confusion');
    expect(last(FACT, 'wait, what?\u0000\u202e really?', 'eng')).not.toContain('confusion');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
