import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** The complaint reasons of `text` answering `reply`, after an opening turn of the user. */
function complaints(reply: string, text: string, language = 'eng'): unknown[] {
  return analyzeFamily([user('hey there'), assistant(reply), user(text)], 'interaction.frustration.complaint', {
    language,
  })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.metadata?.reason ?? 'phrase');
}

describe('frustration: an oath with a demand of someone fed up', () => {
  it.each([
    ['I like to hike', 'Dear god, man. Tell me something new.', 'eng'],
    ['Do you have any pets?', 'Omg leave me alone', 'eng'],
    ['Cats are great pets.', 'Jesus, please move on', 'eng'],
    ['Grad students are the most likely to be unhappy.', 'Jesus Christ, STOP', 'eng'],
    ['So what are covids?', 'Omg nvm', 'eng'],
    ['Ich wandere gern.', 'Mein Gott, hör auf!', 'deu'],
    ["J'aime la randonnée.", 'Mon dieu, parle-moi d’autre chose.', 'fra'],
    ['Me gusta caminar.', 'Dios mío, ya basta.', 'spa'],
    ['Eu gosto de caminhar.', 'Meu Deus, fala de outra coisa', 'por'],
    ['我喜欢徒步。', '天哪，换个话题吧', 'cmn'],
    ['ハイキングが好きです。', 'なんてこった、もういい', 'jpn'],
  ])('fires: %s → %s', (reply, text, language) => {
    expect(complaints(reply, text, language)).toEqual(['exasperation']);
  });

  it.each([
    // an oath that marvels or cheers
    ['I am an art major.', 'OMG yes I love dancing.'],
    ['I like The Office.', 'Oh my god I love the Office'],
    ['I was attacked by a shark.', 'OMG! I am drawing a shark at this very moment.'],
    // a demand with no oath before it, or an oath that does not open the turn
    ['I like to hike', 'Tell me something new.'],
    ['I like to hike', 'Well, dear god, tell me something new.'],
    // an oath inside its clause with the demand further on: a story
    ['What do you do?', "omg I can't stop laughing at my cat"],
    // the name, not an oath
    ['Who do you follow?', 'Jesus is the only way, and nothing else.'],
    // laughing: play
    ['I like to hike', 'omg stop lol'],
  ])('quiet: %s → %s', (reply, text) => {
    expect(complaints(reply, text)).toEqual([]);
  });

  it('fires with the demand right after the oath, or after the oath closes its clause', () => {
    expect(complaints('I like to hike', 'omg nvm')).toEqual(['exasperation']);
    expect(complaints('I like to hike', 'omg, stop')).toEqual(['exasperation']);
    // "stop" counts only opening its clause
    expect(complaints('I like to hike', 'omg stop')).toEqual([]);
    expect(complaints('I like to hike', 'omg, you should stop')).toEqual([]);
    expect(complaints('I like to hike', 'omg. you should move on')).toEqual(['exasperation']);
  });

  it('is quiet after the user spoke last, with no assistant message, and for an oath alone', () => {
    const own = analyzeFamily(
      [assistant('I like to hike'), user('I hate hiking.'), user('Omg nvm')],
      'interaction.frustration.complaint',
    );
    expect(own.signals.filter((s) => s.messageIndex === 2)).toEqual([]);
    expect(analyzeFamily([user('Omg nvm')], 'interaction.frustration.complaint').signals).toEqual([]);
    expect(complaints('I like to hike', 'OMG')).toEqual([]);
    expect(complaints('I like to hike', 'Dear god.')).toEqual([]);
  });

  it('survives hostile input', () => {
    // an oath said over and over, the demand far from it
    expect(complaints('I like to hike', 'omg '.repeat(20_000) + 'nvm')).toEqual([]);
    expect(complaints('I like to hike', 'omg!!! '.repeat(5_000) + 'nvm')).toEqual(['exasperation']);
    expect(complaints('I like to hike', 'omg\u0000, nvm')).toEqual(['exasperation']);
    // a lone surrogate is no token: the oath still opens the turn
    expect(complaints('I like to hike', '\ud800 omg nvm')).toEqual(['exasperation']);
  });
});
