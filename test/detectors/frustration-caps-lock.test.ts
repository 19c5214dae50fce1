import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, after a first turn in ordinary case. */
const last = (text: string, language: string, first = 'hello there, how are you doing today') =>
  analyzeFamily(
    [user(first), assistant('I like to play the guitar at night.'), user(text)],
    'interaction.frustration.',
    {
      language,
    },
  )
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: Caps Lock struck mid-clause is no shout', () => {
  it.each([
    ['eng', 'what RE YOU THINKNG ABOUT'],
    ['eng', 'i DO NOT PLAY THE GUITAR'],
    ['deu', 'du SAGST DAS DENN IMMER WIEDER'],
    ['fra', 'tu NE JOUES PAS DE GUITARE'],
    ['spa', 'por QUÉ NO ME DICES ESO'],
    ['por', 'tu NÃO TOCA GUITARRA NENHUMA'],
  ])('quiet (%s): %s', (language, text) => {
    expect(last(text, language)).not.toContain('all_caps');
  });

  it.each([
    // Capitals that open the message, a sentence or a clause are a raised voice.
    ['eng', 'WHAT ARE YOU THINKING ABOUT'],
    ['eng', 'ok. STOP REPEATING YOURSELF'],
    ['eng', 'well, YOU ARE NOT LISTENING'],
    ['deu', 'DU SAGST DAS DENN IMMER WIEDER'],
    ['fra', 'TU NE JOUES PAS DE GUITARE'],
    ['por', 'TU NÃO TOCA GUITARRA NENHUMA'],
  ])('fires (%s): %s', (language, text) => {
    expect(last(text, language)).toContain('all_caps');
  });

  it('a cue of anger or a run of marks still makes a switch mid-clause a shout', () => {
    expect(last('what RE YOU TALKING ABOUT, I DONT UNDERSTAND', 'eng')).toContain('all_caps');
    expect(last('what ARE YOU DOING WITH MY ORDER!!!', 'eng')).toContain('all_caps');
  });

  it('boundary: the slip needs the lowercase before the capitals in the same clause', () => {
    expect(last('so YOU DO NOT PLAY THE GUITAR', 'eng')).not.toContain('all_caps');
    expect(last('so, YOU DO NOT PLAY THE GUITAR', 'eng')).toContain('all_caps');
  });

  it('hostile input: a huge slip, emoji and lone surrogates', () => {
    expect(last(`why ${'YOU ARE NOT '.repeat(20_000)}`, 'eng')).not.toContain('all_caps');
    expect(last('why \ud800 YOU ARE NOT 😡 LISTENING', 'eng')).toContain('complaint');
  });
});
