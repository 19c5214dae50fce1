import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, in the given language. */
const last = (text: string, language: string) =>
  analyzeFamily([user('hi'), assistant('The playlist was updated.'), user(text)], 'interaction.frustration.', {
    language,
  })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('profanity: a swear noun used for "stuff" swears at nothing', () => {
  it.each([
    ['eng', 'It makes it so much easier to find shit in your app'],
    ['eng', 'I still have to do homework and shit for your class'],
    ['eng', 'Your playlists have covers n shit'],
    ['eng', 'You know, shit like that, in your app'],
    ['deu', "Du hast Playlists und so'n Scheiß"],
    ['fra', 'Tu as les playlists et tout le bordel'],
  ])('quiet (%s): %s', (language, text) => {
    expect(last(text, language)).not.toContain('profanity');
  });

  it.each([
    ['eng', 'your app is shit'],
    ['eng', 'get your shit together'],
    ['eng', 'Do you have anything to say or just random crap?'],
    ['deu', 'Du bist Scheiße'],
    ['fra', "Tu m'emmerdes, merde"],
    ['spa', 'Tu lista es una mierda'],
    ['por', 'Você é uma merda'],
  ])('fires (%s): %s', (language, text) => {
    expect(last(text, language)).toContain('profanity');
  });

  it('boundary: the idiom covers its own swear word only, another one in the message still counts', () => {
    expect(last('I have to find shit in your app', 'eng')).not.toContain('profanity');
    expect(last('I have to find shit in your fucking app', 'eng')).toContain('profanity');
  });

  it('hostile input: many idioms, broken text', () => {
    expect(last(`${'and shit '.repeat(5000)}`, 'eng')).not.toContain('profanity');
    expect(last('find \ud800 shit', 'eng')).not.toContain('complaint');
  });
});
