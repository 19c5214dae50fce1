import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon } from '../../src/lexicon/compile';
import { matchPhrases, type PhraseMatch } from '../../src/lexicon/match';
import { normalize } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

const keyOf = (m: PhraseMatch) => `${m.start}-${m.end} ${m.phrase.family}:${m.phrase.text}${m.fuzzy ? '~' : ''}`;

describe('matchPhrases over a range of start tokens', () => {
  const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);

  it('finds at each start token what a match of the whole list finds, in the same order', () => {
    const words = [
      ...new Set(
        Object.values(BUNDLED_LEXICONS.eng!.repair ?? {}).flatMap((l) => (Array.isArray(l) ? l.map(String) : [])),
      ),
    ]
      .map((p) => p.replace(/^\^|\$$/g, ''))
      .flatMap((p) => [p, ...p.split(' ')]);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...words), fc.constantFrom(',', '.', '?', 'really', 'alredy', 'tryed')), {
        maxLength: 16,
      })
      .map((list) => list.join(' '));
    fc.assert(
      fc.property(text, fc.nat(20), (t, cut) => {
        const tokens = tokenize(normalize(t));
        const k = Math.min(cut, tokens.length);
        const whole = matchPhrases(tokens, lexicon).map(keyOf);
        const parts = [...matchPhrases(tokens, lexicon, 0, k), ...matchPhrases(tokens, lexicon, k)].map(keyOf);
        expect(parts).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('holds anchored phrases to the clause of the token before the range', () => {
    const tokens = tokenize(normalize('no, I already tried that'));
    const whole = matchPhrases(tokens, lexicon).map(keyOf);
    expect(whole.length).toBeGreaterThan(0);
    for (let k = 0; k <= tokens.length; k++)
      expect([...matchPhrases(tokens, lexicon, 0, k), ...matchPhrases(tokens, lexicon, k)].map(keyOf)).toEqual(whole);
  });

  it('finds nothing in an empty or out-of-bounds range', () => {
    const tokens = tokenize(normalize('I already tried that'));
    expect(matchPhrases(tokens, lexicon, 2, 2)).toEqual([]);
    expect(matchPhrases(tokens, lexicon, tokens.length + 3)).toEqual([]);
    expect(matchPhrases(tokens, lexicon, -5).map(keyOf)).toEqual(matchPhrases(tokens, lexicon).map(keyOf));
  });
});
