import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

const escalation = (text: string, language: string) =>
  analyzeFamily(
    [user('予約を変更したいです。'), assistant('ご予約番号を教えていただけますか？'), user(text)],
    'interaction.escalation.',
    {
      language,
    },
  ).signals.map((s) => `${s.messageIndex}:${s.type.split('.').pop()}`);

describe('escalation: a verb-final request whose noun has a modifier before it', () => {
  it.each([
    '人間のオペレーターと話したいです。',
    '日本語のわかる担当者につないでください。',
    'すぐに人間のオペレーターに繋いで。',
  ])('fires: %s', (text) => {
    expect(escalation(text, 'jpn')).toEqual(['2:human']);
  });

  it.each([
    // A past account: the verb does not close its clause.
    '昨日オペレーターと話したいと言いましたが、つながりませんでした。',
    // A mention, no request verb.
    '人間のオペレーターはいますか？',
  ])('quiet: %s', (text) => {
    expect(escalation(text, 'jpn')).toEqual([]);
  });
});

describe('escalation: asking to end the conversation is quitting; a bare closing command only when repeated', () => {
  const quit = (text: string, language: string, before: readonly string[] = []) =>
    analyzeFamily(
      [
        user('Hello there, how are you?'),
        assistant('I am fine. Do you like football?'),
        ...before.flatMap((t) => [user(t), assistant('So, do you like football?')]),
        user(text),
      ],
      'interaction.escalation.',
      { language },
    ).signals.map((s) => `${s.messageIndex}:${s.type.split('.').pop()}`);

  it.each([
    ['I want to end this conversation.', 'eng'],
    ['Ich will das Gespräch beenden.', 'deu'],
    ['Je veux arrêter cette conversation.', 'fra'],
    ['Quiero terminar esta conversación.', 'spa'],
  ])('fires: %s', (text, language) => {
    expect(quit(text, language)).toEqual(['2:quit']);
  });

  // The way a chat is closed (a rated chat ends with the command): said once, it is no quit.
  it.each([
    ['end conversation', 'eng'],
    ['End Conversation.', 'eng'],
    ['Gespräch beenden', 'deu'],
    ['Terminer la conversation', 'fra'],
    ['Fin de la conversación', 'spa'],
    ['Encerrar conversa', 'por'],
    ['会話を終了します', 'jpn'],
    ['结束对话', 'cmn'],
  ])('quiet once, fires when the conversation went on after one: %s', (text, language) => {
    expect(quit(text, language)).toEqual([]);
    expect(quit(text, language, [text])).toEqual(['4:quit']);
  });

  it('the first command never fires, whatever came before it', () => {
    expect(quit('end conversation', 'eng', ['I like football a lot', 'What about you?'])).toEqual([]);
  });

  it('a conversation about ending something else is no quit', () => {
    expect(quit('How does the movie end? The conversation scene was great.', 'eng')).toEqual([]);
  });
});
