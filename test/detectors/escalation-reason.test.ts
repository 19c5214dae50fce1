import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation signals of a farewell turn after a turn of the user's (`before`) and a reply. */
const farewell = (before: string, text: string, language: string) =>
  analyzeFamily(
    [
      user('Tell me about gravity.'),
      assistant('Whoops there goes gravity.'),
      user(before),
      assistant('What?'),
      user(text),
    ],
    'interaction.escalation.',
    { language },
  ).signals.map((s) => `${s.messageIndex}:${s.type.split('.').pop()}`);

const CONFUSED: Record<string, string> = {
  eng: "I don't understand your last statement.",
  deu: 'Ich verstehe nicht, was du meinst.',
  fra: 'Je ne comprends pas.',
  spa: 'No entiendo.',
  por: 'Não entendi.',
  jpn: '意味がわかりません。',
  cmn: '我不明白。',
};

describe('escalation: a farewell that gives a reason of the user’s own day signs off, it does not quit', () => {
  it.each([
    ['eng', "I have finished my tea and I'm going to log off now.  Bye!"],
    ['eng', 'I need to go to bed now. Bye'],
    ['eng', "It's getting late, goodbye"],
    ['deu', 'Ich muss ins Bett, tschüss'],
    ['fra', 'Il est tard, au revoir'],
    ['spa', 'Me voy a dormir, adiós'],
    ['por', 'Vou dormir, tchau'],
    ['jpn', 'もう寝ます。さようなら'],
    ['cmn', '我要睡觉了，再见'],
  ])('quiet (%s): %s', (language, text) => {
    expect(farewell(CONFUSED[language]!, text, language)).toEqual([]);
  });

  it.each([
    ['eng', 'Bye'],
    ['eng', 'Gotta go. Bye!'],
    ['deu', 'Tschüss'],
    ['fra', 'Au revoir'],
    ['spa', 'Adiós'],
    ['por', 'Tchau'],
    ['jpn', 'さようなら'],
    ['cmn', '再见'],
  ])('fires after trouble without a reason (%s): %s', (language, text) => {
    expect(farewell(CONFUSED[language]!, text, language)).toEqual(['4:quit']);
  });

  it('trouble in the farewell’s own turn still counts, reason or not', () => {
    expect(farewell('Ok.', "NO!!!!! You're not listening! I need to go to bed now. Bye", 'eng')).toEqual(['4:quit']);
    expect(farewell(CONFUSED.eng!, "You're not listening! I need to go to bed now. Bye", 'eng')).toEqual(['4:quit']);
  });

  it('boundary: a reason counts only as written ("diner" is not "dinner")', () => {
    expect(farewell(CONFUSED.eng!, 'Tell me about the diner, bye', 'eng')).toEqual(['4:quit']);
  });

  it('hostile input: many reasons and farewells', () => {
    expect(farewell(CONFUSED.eng!, `${'go to bed '.repeat(3000)}bye`, 'eng')).toEqual([]);
    expect(farewell(CONFUSED.eng!, `${'bye '.repeat(3000)}`, 'eng')).toEqual(['4:quit']);
  });
});
