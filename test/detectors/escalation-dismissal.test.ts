import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Escalation kinds fired, as `index:kind`. */
const kinds = (messages: readonly unknown[], language = 'eng') =>
  analyzeFamily(messages, 'interaction.escalation.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** A small-talk chat, then the user's `text` after the assistant's `reply`. */
const chat = (reply: string, text: string, language = 'eng') =>
  kinds([user('Hello there'), assistant('Hi! How are you?'), user('Fine.'), assistant(reply), user(text)], language);

describe('escalation: sending the assistant away is a quit', () => {
  it.each([
    ['Do you like friday? I do', 'No way....leave', 'eng'],
    ['You have a great day!', 'Now you can go', 'eng'],
    ['What do you play?', 'Get lost', 'eng'],
    ['Is it okay if I can come back?', 'No. Leave now.', 'eng'],
    ['Do you have any pets?', 'Go away!', 'eng'],
    ['Do you have any pets?', 'You can go now.', 'eng'],
    ['Magst du Fußball?', 'Hau ab!', 'deu'],
    ['Magst du Fußball?', 'Lass mich in Ruhe.', 'deu'],
    ['Tu aimes le football ?', "Va-t'en !", 'fra'],
    ['Tu aimes le football ?', 'Laisse-moi tranquille.', 'fra'],
    ['¿Te gusta el fútbol?', 'Vete.', 'spa'],
    ['¿Te gusta el fútbol?', 'Déjame en paz', 'spa'],
    ['Você gosta de futebol?', 'Vai embora!', 'por'],
    ['サッカーは好きですか？', 'ほっといて', 'jpn'],
    ['你喜欢足球吗？', '走开', 'cmn'],
  ])('fires: %s → %s (%s)', (reply, text, language) => {
    expect(chat(reply, text, language)).toEqual(['4:quit']);
  });

  it.each([
    // a clause that goes on is no dismissal: a plan, a choice, a permission asked
    ['Do you travel?', 'I want to go away for the weekend'],
    ['Should I stay or leave?', 'You should leave now if the store closes soon'],
    ['Do you have plans?', 'I leave now for work, the bus is here'],
    ['What did the teacher say?', 'She said we can go now'],
    ['Can I go?', 'Yes, you can go to the party'],
    // a condition makes a threat, not a dismissal
    ['Do you like pizza?', 'If you keep asking that, go away'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual([]);
  });

  it('boundary: never in the first turn, where there is no conversation to leave', () => {
    expect(kinds([user('Leave now.'), assistant('Hello! How can I help?')])).toEqual([]);
    expect(kinds([user('Hi'), assistant('Hello!'), user('Leave now.')])).toEqual(['2:quit']);
  });

  it('hostile input: a long run of dismissals stays one signal per turn', () => {
    const text = Array.from({ length: 2000 }, () => 'Go away.').join(' ');
    expect(chat('Do you like cats?', text)).toEqual(['4:quit']);
  });
});

describe('escalation: "don\'t even bother" drops the request', () => {
  it.each([
    ['yes, i do. i am a stay at home mom', "don't even bother"],
    ['I do not know what that means.', 'Why do I even bother.'],
  ])('fires: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual(['4:quit']);
  });

  it.each([
    // a request goes on after it, or the turn is friendly
    ['Shall I send it?', "Don't even bother with the cover letter, just send the CV"],
    ['Shall I send it?', "Don't even bother, thanks a lot!"],
    // a plain "don't bother" declines an offer
    ['Shall I email you a copy?', "Don't bother."],
  ])('quiet: %s → %s', (reply, text) => {
    expect(chat(reply, text)).toEqual([]);
  });

  it('boundary: only where it ends the turn', () => {
    expect(chat('Do you like cats?', "Don't even bother. Do you like dogs?")).toEqual([]);
    expect(chat('Do you like cats?', "Whatever. Don't even bother.")).toEqual(['4:quit']);
  });
});
