import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon, type CompiledLexicon } from '../../src/lexicon/compile';
import { OWN_INDEX_GROUPS, type LexiconSource, type PhraseFamily } from '../../src/lexicon/families';
import { matchGroup, matchPhrases, onDemandMatches, type PhraseMatch } from '../../src/lexicon/match';
import { normalize } from '../../src/text/normalize';
import { tokenize, type TokenList } from '../../src/text/tokenize';

const keyOf = (m: PhraseMatch) => `${m.start}-${m.end} ${m.phrase.family}:${m.phrase.text}${m.fuzzy ? '~' : ''}`;

/** The groups asked of in these tests: those with an index of their own, and some without (one matched on demand). */
const ASKED: readonly (readonly [PhraseFamily, string])[] = [
  ...Object.entries(OWN_INDEX_GROUPS).flatMap(([family, groups]) =>
    [...groups!].map((group) => [family as PhraseFamily, group] as const),
  ),
  ['proposals', 'closings'],
  ['requests', 'phrases'],
  ['repair', 'prior'],
];

/** Phrases of the asked groups, whole and word by word, with typos of their longer words. */
function wordsOf(source: LexiconSource): string[] {
  const phrases = ASKED.flatMap(([family, group]) => {
    const list = (source[family] as Record<string, unknown> | undefined)?.[group];
    return Array.isArray(list) ? list.map((p) => String(p).replace(/^\^|\$$/g, '')) : [];
  });
  const words = phrases.flatMap((p) => p.split(' '));
  const typos = words.filter((w) => w.length >= 6).map((w) => w.slice(0, 2) + w.slice(3));
  return [...new Set([...phrases, ...words, ...typos])];
}

/** What matching the whole lexicon finds of one group, starting in `[from, to)`. */
function plain(
  tokens: TokenList,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group: string,
  from: number,
  to: number,
): string[] {
  const all = [...matchPhrases(tokens, lexicon), ...onDemandMatches(tokens, lexicon)];
  return all
    .filter((m) => m.phrase.family === family && m.phrase.group === group && m.start >= from && m.start < to)
    .map(keyOf)
    .sort();
}

describe('matchGroup', () => {
  const languages = Object.keys(BUNDLED_LEXICONS).filter((l) =>
    ASKED.some(([family, group]) => (BUNDLED_LEXICONS[l]![family] as Record<string, unknown> | undefined)?.[group]),
  );

  it.each(languages)('%s: finds what matching the whole lexicon finds of the group, in a range too', (language) => {
    const lexicon = compileLexicon(language, BUNDLED_LEXICONS[language]!);
    const words = wordsOf(BUNDLED_LEXICONS[language]!);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...words), fc.constantFrom(',', '.', '?', 'the', 'really', 'you')), {
        maxLength: 16,
      })
      .map((list) => list.join(' '));
    let found = 0;
    fc.assert(
      fc.property(text, fc.constantFrom(...ASKED), fc.nat(18), fc.nat(18), (t, [family, group], a, b) => {
        const tokens = tokenize(normalize(t));
        const [from, to] = a <= b ? [a, Math.min(b, tokens.length)] : [0, tokens.length];
        const matches = matchGroup(tokens, lexicon, family, group, from, to);
        expect(matches.map(keyOf).sort()).toEqual(plain(tokens, lexicon, family, group, from, to));
        for (let k = 1; k < matches.length; k++)
          expect(matches[k]!.start).toBeGreaterThanOrEqual(matches[k - 1]!.start);
        if (matches.length > 0) found++;
      }),
      { numRuns: 600 },
    );
    expect(found).toBeGreaterThan(10);
  });

  it('finds a question asked without a mark and a refusal, each through its own index', () => {
    const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    expect(lexicon.groups.repair?.get('question')).toBeDefined();
    expect(lexicon.groups.proposals?.get('declines')).toBeDefined();
    const tokens = tokenize(normalize('Sorry, I am unable to do that. Did you know that dogs have 12 blood types'));
    expect(matchGroup(tokens, lexicon, 'repair', 'question').map((m) => m.phrase.group)).toContain('question');
    expect(matchGroup(tokens, lexicon, 'proposals', 'declines').map((m) => m.phrase.group)).toContain('declines');
    for (const m of matchGroup(tokens, lexicon, 'repair', 'question')) expect(m.phrase.group).toBe('question');
  });

  it('an own index holds only its group, and no own index holds groups of its own', () => {
    const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    for (const [family, groups] of Object.entries(lexicon.groups)) {
      for (const [group, index] of groups!) {
        expect(OWN_INDEX_GROUPS[family as PhraseFamily]?.has(group)).toBe(true);
        expect([...index.families]).toEqual([family]);
        expect(index.groups).toEqual({});
        expect(index.onDemand).toBeUndefined();
      }
    }
  });

  it('finds a phrase a user adds to such a group, and nothing in a lexicon without the group', () => {
    const added = compileLexicon('tst', { repair: { question: ['fancy that'] } } as LexiconSource);
    expect(matchGroup(tokenize('well fancy that'), added, 'repair', 'question').map(keyOf)).toEqual([
      '1-3 repair:fancy that',
    ]);
    const none = compileLexicon('tst', { complaint: { phrases: ['not helpful'] } } as LexiconSource);
    expect(none.groups).toEqual({});
    expect(matchGroup(tokenize('did you know it is not helpful'), none, 'repair', 'question')).toEqual([]);
    expect(matchGroup(tokenize('it is not helpful'), none, 'complaint', 'phrases').map(keyOf)).toEqual([
      '2-4 complaint:not helpful',
    ]);
  });

  it('hostile input: empty, out-of-range and reversed ranges find nothing wrong', () => {
    const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    const tokens = tokenize(normalize('do you like music'));
    expect(matchGroup(tokenize(''), lexicon, 'repair', 'question')).toEqual([]);
    expect(matchGroup(tokens, lexicon, 'repair', 'question', 3, 1)).toEqual([]);
    expect(matchGroup(tokens, lexicon, 'repair', 'question', tokens.length + 4)).toEqual([]);
    expect(matchGroup(tokens, lexicon, 'repair', 'question', -3).map(keyOf)).toEqual(
      matchGroup(tokens, lexicon, 'repair', 'question').map(keyOf),
    );
  });
});
