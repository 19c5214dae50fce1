import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { functionWordIndex } from '../../src/language/function-word-index';
import { MAX_VOTE_WORDS, voteFunctionWords } from '../../src/language/function-words';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { TINY_TEXT_WORDS, voteLeader } from '../../src/language/latin';

function hitsOf(text: string): Record<string, [number, number]> {
  const vote = voteFunctionWords(text);
  return Object.fromEntries(vote.languages.map((l, i) => [l, [vote.hits[i]!, vote.exclusive[i]!]]));
}

describe('voteFunctionWords', () => {
  it('votes with every shipped Latin-script lexicon and no CJK one', () => {
    expect([...functionWordIndex().languages].sort()).toEqual(['deu', 'eng', 'fra', 'por', 'spa']);
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

describe('voteFunctionWords against the slice-and-look-up reference', () => {
  // The vote as first written: every word cut from the text and looked up in a Map of keys.
  const LATIN = /^[\p{Script=Latin}']+$/u;
  const fold = (w: string): string => {
    const bare = w.replaceAll("'", '');
    return /[^\x00-\x7f]/.test(bare) ? bare.normalize('NFD').replace(/\p{M}/gu, '') : bare;
  };
  const masks = new Map<string, number>();
  const languages: string[] = [];
  for (const [language, source] of Object.entries(BUNDLED_LEXICONS)) {
    const words = Object.values(source.stopwords ?? {}).flat();
    const latin = words.filter((w) => LATIN.test(w));
    if (latin.length === 0 || latin.length < words.length * 0.9 || languages.length >= 30) continue;
    const bit = 1 << languages.length;
    languages.push(language);
    for (const w of latin)
      masks.set(fold(w.normalize('NFC').toLowerCase()), (masks.get(fold(w.normalize('NFC').toLowerCase())) ?? 0) | bit);
  }
  const maxKey = Math.max(...[...masks.keys()].map((k) => k.length)) + 4;
  const isLetter = (c: number): boolean => /[\p{L}\p{M}]/u.test(String.fromCharCode(c));
  function reference(text: string): { hits: number[]; exclusive: number[]; words: number } {
    const hits = languages.map(() => 0);
    const exclusive = languages.map(() => 0);
    const lower = text.toLowerCase();
    let words = 0;
    let i = 0;
    while (i < lower.length && words < MAX_VOTE_WORDS) {
      if (!isLetter(lower.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      for (; i < lower.length; i++) {
        const c = lower.charCodeAt(i);
        if (c === 39 && i + 1 < lower.length && isLetter(lower.charCodeAt(i + 1))) continue;
        if (!isLetter(c)) break;
      }
      if (start > 0 && '.]/\\=&@#_'.includes(lower[start - 1]!)) continue;
      words++;
      if (i - start > maxKey) continue;
      const mask = masks.get(fold(lower.slice(start, i)));
      if (mask === undefined) continue;
      for (let b = 0; b < languages.length; b++) if (mask & (1 << b)) hits[b]!++;
      if ((mask & (mask - 1)) === 0) exclusive[31 - Math.clz32(mask)]!++;
    }
    return { hits, exclusive, words };
  }
  const vocabulary = [...masks.keys()].filter((_, i) => i % 3 === 0);
  // Cased and accented forms, characters whose lowercase is longer (İ) or ASCII (the Kelvin sign
  // in "\u212Aein"), Greek sigmas, apostrophes inside and around words, words around the
  // packed-key length and the longest key length (12 and 14 letters).
  const hostile = [
    'THE',
    "DON'T",
    'Está',
    'ÜBER',
    'İ',
    'İn',
    '\u212Aein',
    'ΣΑΣ',
    'σας',
    "d'o'n't",
    "t'h'e'y'r'e'e'e",
    "s'h'o'u'l'd'n't",
    "c'o'u'l'd'n't",
    "S'H'O'U'L'D'N'T",
    "İ'm",
    "'",
    "''",
    '\u2019',
    'abcdefghijkl',
    'abcdefghijklmn',
    'Understanding',
    '\u0301',
    'ǅe',
    '🙂',
    '\uD83D',
    '_the',
    ']de',
    'a\\the',
  ];
  const pieces = [
    ...vocabulary,
    ...vocabulary.slice(0, 40).map((w) => w.toUpperCase()),
    ...hostile,
    'The',
    'DE',
    "don't",
    "l'eau",
    'über',
    'está',
    'ß',
    'example.com',
    '@the',
    '#de',
    ' ',
    ', ',
    '. ',
    '\n',
    'x'.repeat(30),
    'é',
  ];

  it('gives the same counts on random text of function words, other words and punctuation', () => {
    expect(functionWordIndex().languages).toEqual(languages);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 80 }),
        fc.constantFrom(' ', '', '.'),
        (list, sep) => {
          const text = list.join(sep);
          const vote = voteFunctionWords(text);
          expect({ hits: vote.hits, exclusive: vote.exclusive, words: vote.words }).toEqual(reference(text));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('counts every key alone, as written, in capitals and capitalised, as the reference does', () => {
    for (const key of masks.keys()) {
      for (const text of [key, key.toUpperCase(), key[0]!.toUpperCase() + key.slice(1)]) {
        const vote = voteFunctionWords(text);
        expect({ hits: vote.hits, exclusive: vote.exclusive, words: vote.words }, text).toEqual(reference(text));
      }
    }
  });

  it('reads the text as written: lowercasing turns no letter into a non-letter or back (every BMP character)', () => {
    // The scanner cuts words in the text as written, the reference in the lowercased text.
    const letterOrMark = /^[\p{L}\p{M}]+$/u;
    const changed: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      if (letterOrMark.test(c) !== letterOrMark.test(c.toLowerCase())) changed.push(c);
    }
    expect(changed).toEqual([]);
  });
});
