import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const quits = (text: string, language: string) =>
  analyzeFamily(
    [user('Tell me about the weather.'), assistant('I like football. Do you like football?'), user(text)],
    'interaction.escalation.',
    { language },
  ).signals.map((s) => `${s.messageIndex}:${s.type.split('.').pop()}`);

describe('escalation: a quit phrase governed by a condition is a threat to leave, not leaving', () => {
  it.each([
    ['eng', 'stop complaining about rudeness, if you keep obsessing over manners i will leave'],
    ['eng', "If you're only going to talk about football, I'll leave."],
    ['eng', 'Answer my question or else I give up.'],
    ['eng', 'Talk about something else, otherwise I am done with you.'],
    ['eng', "I'm done with you unless you change the topic"],
    ['deu', 'Falls du weiter über Fußball redest, dann vergiss es.'],
    ['deu', 'Red über etwas anderes, sonst vergiss es einfach.'],
    ['fra', "Si tu continues, j'abandonne."],
    ['fra', 'Change de sujet, sinon je m’en vais.'],
    ['spa', 'Si sigues con el fútbol, me rindo.'],
    ['por', 'Se você continuar assim, eu desisto.'],
    ['cmn', '如果你再说足球，我放弃。'],
    ['jpn', 'もしまたサッカーの話なら、もうやめます。'],
  ])('quiet (%s): %s', (language, text) => {
    expect(quits(text, language)).toEqual([]);
  });

  it.each([
    ['eng', "I'm done. If you want to talk later, ping me."],
    ['eng', 'I give up, tell me if you ever learn something else.'],
    ['eng', 'That is it, i will leave'],
    ['deu', 'Ich gebe auf. Wenn du willst, reden wir morgen.'],
    ['fra', "J'abandonne. Si tu veux, on reprend demain."],
    ['spa', 'Me rindo.'],
    ['por', 'Eu desisto.'],
    ['cmn', '我放弃。'],
  ])('fires (%s): %s', (language, text) => {
    expect(quits(text, language)).toEqual(['2:quit']);
  });

  it('boundary: a condition right after the phrase governs it, one a word later does not', () => {
    expect(quits("I'm done with you if you go on", 'eng')).toEqual([]);
    expect(quits("I'm done with you, tell me if you go on", 'eng')).toEqual(['2:quit']);
  });

  it('boundary: a sentence mark between the condition and the phrase cuts it off', () => {
    expect(quits('What if it rains? I give up', 'eng')).toEqual(['2:quit']);
    expect(quits('What if it rains, I give up', 'eng')).toEqual([]);
  });

  it('hostile input: many conditions, many quit phrases, no words at all', () => {
    const long = `${'if '.repeat(5000)}i give up`;
    expect(quits(long, 'eng')).toEqual([]);
    expect(quits(`${'I give up. '.repeat(2000)}if`, 'eng')).toEqual(['2:quit']);
    expect(quits('if if if ... ???', 'eng')).toEqual([]);
    expect(quits('', 'eng')).toEqual([]);
  });
});
