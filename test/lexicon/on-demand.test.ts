import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { compileLexicon, type CompiledLexicon } from '../../src/lexicon/compile';
import { ON_DEMAND_GROUPS, type LexiconSource } from '../../src/lexicon/families';
import { matchPhrases, onDemandMatches } from '../../src/lexicon/match';
import { analysed, onDemandMatchesOf, readMessage } from '../../src/messages/prepare';
import { normalize } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

/** The source with every group matched on demand renamed, so that one lexicon holds every phrase. */
function allEager(source: LexiconSource): LexiconSource {
  const out: Record<string, unknown> = { ...source };
  for (const [family, groups] of Object.entries(ON_DEMAND_GROUPS)) {
    const own = (source as Record<string, Record<string, unknown> | undefined>)[family];
    if (own === undefined) continue;
    out[family] = Object.fromEntries(
      Object.entries(own).map(([group, list]) => [groups!.has(group) ? `eager_${group}` : group, list]),
    );
  }
  return out as LexiconSource;
}

const keyOf = (m: { start: number; end: number; fuzzy: boolean; phrase: { family: string; text: string } }) =>
  `${m.start}-${m.end} ${m.phrase.family}:${m.phrase.text}${m.fuzzy ? '~' : ''}`;

function split(lexicon: CompiledLexicon, text: string): string[] {
  const tokens = tokenize(normalize(text));
  return [...matchPhrases(tokens, lexicon), ...onDemandMatches(tokens, lexicon)].map(keyOf).sort();
}

describe('groups matched on demand', () => {
  const languages = Object.keys(BUNDLED_LEXICONS).filter((l) => BUNDLED_LEXICONS[l]!.repair !== undefined);

  it.each(languages)('%s: the two lexicons find what one lexicon of every phrase finds', (language) => {
    const source = BUNDLED_LEXICONS[language]!;
    const lexicon = compileLexicon(language, source);
    const whole = compileLexicon(language, allEager(source));
    expect(whole.onDemand).toBeUndefined();
    expect(lexicon.size).toBe(whole.size);
    const words = [...new Set(Object.values(source.repair ?? {}).flatMap((l) => (Array.isArray(l) ? l : [])))]
      .map((p) => String(p).replace(/^\^|\$$/g, ''))
      .flatMap((p) => [p, ...p.split(' ')]);
    const text = fc
      .array(fc.oneof(fc.constantFrom(...words), fc.constantFrom(',', '.', '?', 'the', 'really', 'my')), {
        maxLength: 20,
      })
      .map((list) => list.join(' '));
    fc.assert(
      fc.property(text, (t) => {
        expect(split(lexicon, t)).toEqual(
          matchPhrases(tokenize(normalize(t)), whole)
            .map(keyOf)
            .sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps those groups out of the eager matches and finds them on request', () => {
    const lexicon = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    const tokens = tokenize(normalize('It is fun, I already tried that'));
    const eager = matchPhrases(tokens, lexicon).map((m) => m.phrase.group);
    const onDemand = onDemandMatches(tokens, lexicon);
    const demanded = onDemand.map((m) => m.phrase.group);
    expect(eager).not.toContain('referent');
    expect(eager).toContain('tried');
    expect(demanded).toContain('referent');
    for (const m of onDemand) expect(ON_DEMAND_GROUPS[m.phrase.family]!.has(m.phrase.group)).toBe(true);
  });

  it('matches a user message on first request, again only for another lexicon', () => {
    const eng = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    const other = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    const message = analysed(readMessage({ role: 'user', content: 'that is exactly what I meant' }, 0)!, eng);
    if (message?.role !== 'user') throw new Error('expected a user message');
    expect(message.onDemandLexicon).toBeUndefined();
    const first = onDemandMatchesOf(message, eng);
    expect(first.map((m) => m.phrase.group)).toContain('affirmation');
    expect(onDemandMatchesOf(message, eng)).toBe(first);
    const again = onDemandMatchesOf(message, other);
    expect(again).not.toBe(first);
    expect(again.map(keyOf)).toEqual(first.map(keyOf));
  });

  it('a lexicon without such groups has no on-demand lexicon and finds nothing on demand', () => {
    const lexicon = compileLexicon('tst', { complaint: { phrases: ['not helpful'] } } as LexiconSource);
    expect(lexicon.onDemand).toBeUndefined();
    expect(onDemandMatches(tokenize('it is not helpful'), lexicon)).toEqual([]);
  });
});
