import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of the last turn, after a first turn in ordinary case. */
const last = (text: string, language: string, first = 'hello there, how are you doing today') =>
  analyzeFamily([user(first), assistant('bye bye bye'), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: capitals aimed only by a pointer are an exclamation or a quote', () => {
  it.each([
    ['eng', "IT'S GONNA BE MAY"],
    ['eng', 'THIS IS SPARTA'],
    ['eng', "THAT'S WHAT SHE SAID"],
    ['deu', 'DAS IST SPARTA'],
    ['fra', 'ÇA VA ÊTRE MAI'],
    ['spa', 'ESO ES TODO AMIGOS'],
    ['por', 'ISSO É TUDO PESSOAL'],
  ])('quiet (%s): %s', (language, text) => {
    expect(last(text, language)).not.toContain('all_caps');
  });

  it.each([
    // A second-person word, a negator, an owners word or a request still aims the capitals.
    ['eng', "YOU'RE GONNA BE SORRY"],
    ['eng', "IT'S NOT MAY ANYMORE"],
    ['eng', 'THIS IS MY ORDER'],
    ['eng', 'THIS IS YOUR LAST CHANCE'],
    ['eng', 'PLEASE STOP THIS'],
    ['deu', 'DAS IST NICHT SPARTA'],
    ['fra', "C'EST TON PROBLÈME"],
    ['spa', 'ESO NO ES TODO'],
    ['por', 'ISSO NÃO É TUDO'],
  ])('fires (%s): %s', (language, text) => {
    expect(last(text, language)).toContain('all_caps');
  });

  it('boundary: a pointer inside its clause objects; a run of marks or a cue of anger makes an opening one shout', () => {
    expect(last('I ALREADY RESTARTED IT', 'eng')).toContain('all_caps');
    expect(last('STOP THIS NOW', 'eng')).toContain('all_caps');
    expect(last("IT'S GONNA BE MAY!!!", 'eng')).toContain('all_caps');
    expect(last('THIS IS THE THIRD TIME I ASK!!!', 'eng')).toContain('all_caps');
    expect(last('THIS IS USELESS', 'eng')).toContain('all_caps');
    // Two marks are no run.
    expect(last("IT'S GONNA BE MAY!!", 'eng')).not.toContain('all_caps');
  });

  it('a language without a pointers list keeps every addressee', () => {
    const lexicons = { xxx: { addressees: ['it'], negators: ['not'] } };
    const signals = analyzeFamily(
      [user('hello there, how are you'), assistant('bye bye bye'), user('IT IS GONNA BE MAY')],
      'interaction.frustration.',
      { language: 'xxx', lexicons },
    ).signals;
    expect(signals.map((s) => s.type)).toEqual(['interaction.frustration.all_caps']);
  });

  it('hostile input: a huge run of clauses opened by a pointer in capitals stays quiet and linear', () => {
    const started = performance.now();
    expect(last("IT'S GONNA BE MAY. ".repeat(20_000), 'eng')).not.toContain('all_caps');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
