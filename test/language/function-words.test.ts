import { describe, expect, it } from 'vitest';
import { MAX_VOTE_WORDS, VOTING_LANGUAGES, voteFunctionWords } from '../../src/language/function-words';
import { TINY_TEXT_WORDS, voteLeader } from '../../src/language/latin';

function hitsOf(text: string): Record<string, [number, number]> {
  const vote = voteFunctionWords(text);
  return Object.fromEntries(vote.languages.map((l, i) => [l, [vote.hits[i]!, vote.exclusive[i]!]]));
}

describe('voteFunctionWords', () => {
  it('votes with every shipped Latin-script lexicon and no CJK one', () => {
    expect([...VOTING_LANGUAGES].sort()).toEqual(['deu', 'eng', 'fra', 'por', 'spa']);
  });

  it('counts shared words for every language and exclusive words for one', () => {
    // "no" is English, Spanish and Portuguese; "the" only English; "el" only Spanish.
    expect(hitsOf('no the el')).toMatchObject({ eng: [2, 1], spa: [2, 1], por: [1, 0] });
  });

  it('folds case, accents and apostrophes', () => {
    expect(hitsOf('ESTÁN estan')).toMatchObject({ spa: [2, 2] });
    expect(hitsOf("DON'T dont")).toMatchObject({ eng: [2, 2] });
  });

  it('skips words of domains, handles, hashtags and query strings', () => {
    const vote = voteFunctionWords('example.com @the #the ?q=the');
    expect(vote.hits.every((h) => h === 0)).toBe(true);
    expect(vote.words).toBe(2); // "example" and "q"
  });

  it(`reads at most ${MAX_VOTE_WORDS} words`, () => {
    expect(voteFunctionWords('the '.repeat(10_000)).words).toBe(MAX_VOTE_WORDS);
  });
});

describe('voteLeader', () => {
  const leader = (text: string) => voteLeader(voteFunctionWords(text));

  it('needs two function words, 1.5 times any other language and twice its exclusive words', () => {
    expect(leader('I meant the other one, sorry about that')).toBe('eng');
    expect(leader('eso no es lo que te pedí')).toBe('spa');
    expect(leader('no me gusta')).toBeUndefined(); // "no", "me": every candidate shares them
  });

  it(`accepts one exclusive word in a text of at most ${TINY_TEXT_WORDS} words that no other language claims`, () => {
    expect(leader('ok that worked')).toBe('eng');
    expect(leader('ok that worked, the new version fixed the crash at startup')).toBe('eng');
    expect(leader('ok that')).toBe('eng');
    expect(leader('no me')).toBeUndefined(); // English, Spanish and Portuguese words alike
  });

  it('has no leader without function words', () => {
    expect(leader('thanks')).toBeUndefined();
    expect(leader('')).toBeUndefined();
  });
});
