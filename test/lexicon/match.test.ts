import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import {
  compileLexicon,
  FUZZY_MIN_LETTERS,
  type CompiledLexicon,
  type CompiledPhrase,
  type FirstTokenEntry,
} from '../../src/lexicon/compile';
import type { LexiconSource } from '../../src/lexicon/families';
import engIntensifiers from '../../lexicons/eng/intensifiers.json';
import { matchPhrases } from '../../src/lexicon/match';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { normalize } from '../../src/text/normalize';
import { hashKey, tokenize, tokenStrings, type TokenList } from '../../src/text/tokenize';

function found(text: string, lexicon: CompiledLexicon): string[] {
  return matchPhrases(tokenize(normalize(text)), lexicon).map((m) => m.phrase.text);
}

function lex(phrases: readonly string[], family: keyof LexiconSource = 'complaint'): CompiledLexicon {
  return compileLexicon('tst', { [family]: { phrases } } as LexiconSource);
}

const eng = lexiconRegistry().get('eng')!;

describe('matchPhrases', () => {
  describe('contiguous token runs', () => {
    const l = lex(['thank you', 'waste of time']);

    it('matches a phrase whose tokens occur as a contiguous run', () => {
      expect(found('well thank you so much', l)).toEqual(['thank you']);
      expect(found('What a WASTE of time.', l)).toEqual(['waste of time']);
    });

    it('does not match the same tokens out of order or with a token between', () => {
      expect(found('you thank', l)).toEqual([]);
      expect(found('thank all of you', l)).toEqual([]);
      expect(found('waste of my time', l)).toEqual([]);
    });

    it('ignores punctuation between the tokens of a run', () => {
      expect(found('thank... you', l)).toEqual(['thank you']);
    });

    it('reports token positions and finds every occurrence in order', () => {
      const matches = matchPhrases(tokenize(normalize('thank you, a waste of time, thank you')), l);
      expect(matches.map((m) => [m.phrase.text, m.start, m.end, m.fuzzy])).toEqual([
        ['thank you', 0, 2, false],
        ['waste of time', 3, 6, false],
        ['thank you', 6, 8, false],
      ]);
    });

    it('does not match a phrase longer than the rest of the message', () => {
      expect(found('waste of', l)).toEqual([]);
    });
  });

  describe('phrases that share their first two tokens, parting at the third', () => {
    const l = compileLexicon('tst', {
      complaint: {
        phrases: [
          'thank you',
          'thank you for waiting',
          'thank you for nothing',
          'thank you anyway',
          'thank you sincerely',
        ],
      },
      intensifiers: { phrases: ['really', 'so much'] },
    } as LexiconSource);

    it('finds each by its third token, directly, after an intensifier before it or before the second, or as a typo', () => {
      expect(found('thank you for waiting', l)).toEqual(['thank you', 'thank you for waiting']);
      expect(found('thank you anyway', l)).toEqual(['thank you', 'thank you anyway']);
      expect(found('thank you so much anyway', l)).toEqual(['thank you', 'thank you anyway']);
      expect(found('thank really you anyway', l)).toEqual(['thank you', 'thank you anyway']);
      expect(found('thank you sincerly', l)).toEqual(['thank you', 'thank you sincerely']);
    });

    it('finds none of the longer ones when the third token is another word or missing', () => {
      expect(found('thank you kindly', l)).toEqual(['thank you']);
      expect(found('thank you', l)).toEqual(['thank you']);
      expect(found('thank you for', l)).toEqual(['thank you']);
      expect(found("thank you'll", l)).toEqual([]);
    });
  });

  describe('intensifiers between phrase tokens', () => {
    const l = compileLexicon('tst', {
      complaint: {
        phrases: ["doesn't work", 'not helpful', 'funktioniert nicht', 'that is wrong', "i don't understand$"],
      },
      intensifiers: { phrases: ['at all', 'just', 'really', 'überhaupt'] },
    } as LexiconSource);

    it('allows one intensifier or filler between two phrase tokens', () => {
      expect(found("this doesn't really work", l)).toEqual(["doesn't work"]);
      expect(found('das funktioniert überhaupt nicht', l)).toEqual(['funktioniert nicht']);
      expect(found('that is just wrong', l)).toEqual(['that is wrong']);
      expect(found('that really is just wrong', l)).toEqual(['that is wrong']);
    });

    it('allows a filler of two tokens ("at all")', () => {
      expect(found('it is not at all helpful', l)).toEqual(['not helpful']);
    });

    it('allows at most one filler between two tokens', () => {
      expect(found("this doesn't really just work", l)).toEqual([]);
      expect(found('not at all really helpful', l)).toEqual([]);
    });

    it('does not skip a word that is no intensifier', () => {
      expect(found("doesn't always work", l)).toEqual([]);
    });

    it('reports the match up to its last phrase token and keeps the end anchor', () => {
      const m = matchPhrases(tokenize(normalize("it doesn't really work")), l);
      expect(m.map((x) => [x.start, x.end])).toEqual([[1, 4]]);
      expect(found("I don't really understand.", l)).toEqual(["i don't understand"]);
      expect(found("I don't really understand the rules", l)).toEqual([]);
    });

    it('ships an intensifier list for every bundled language', () => {
      for (const lang of ['eng', 'spa', 'deu', 'fra', 'por', 'cmn', 'jpn'])
        expect(lexiconRegistry().get(lang)!.sequences.intensifiers.size, lang).toBeGreaterThan(0);
    });
  });

  describe('whole tokens only (no substrings)', () => {
    it('"incomplete" does not contain "complete"', () => {
      const l = lex(['complete'], 'success');
      expect(found('the list is incomplete', l)).toEqual([]);
      expect(found('complete!', l)).toEqual(['complete']);
    });

    it('"hello" is not "hell"', () => {
      const l = lex(['hell'], 'profanity');
      expect(found('hello there', l)).toEqual([]);
      expect(found('what the hell', l)).toEqual(['hell']);
    });

    it('"absolute" is not "bs"', () => {
      const l = lex(['bs'], 'profanity');
      expect(found('the absolute value, absolutely', l)).toEqual([]);
      expect(found("that's bs", l)).toEqual(['bs']);
    });

    it('"prepare" is not a repair phrase', () => {
      const l = compileLexicon('tst', { repair: { correction: ['repair', 'rep', 'pare'] } });
      expect(found('please prepare the report', l)).toEqual([]);
    });

    it('"Help me" is not a support request in the English lexicon', () => {
      expect(found('Help me', eng)).toEqual([]);
      expect(found('Can you help me with my account?', eng).filter((p) => /support|desk|service/.test(p))).toEqual([]);
    });
  });

  describe('contractions', () => {
    const l = lex(["don't understand", "i'm done"]);

    it('matches a contraction written with its apostrophe', () => {
      expect(found("I don't understand", l)).toEqual(["don't understand"]);
      expect(found("I'm done", l)).toEqual(["i'm done"]);
    });

    it('matches a contraction written without its apostrophe', () => {
      expect(found('I dont understand', l)).toEqual(["don't understand"]);
      expect(found('im done', l)).toEqual(["i'm done"]);
    });

    it('matches a contraction written with a curly apostrophe', () => {
      expect(found('I don\u2019t understand', l)).toEqual(["don't understand"]);
    });

    it('"he\'ll" is not "hell"', () => {
      const h = lex(['hell'], 'profanity');
      expect(found("he'll be fine", h)).toEqual([]);
      expect(found('he\u2019ll be fine', h)).toEqual([]);
    });

    it('an apostrophe-less phrase token matches the same letters written as a contraction only when spelled so', () => {
      // "hell" written by the user is "hell"; the phrase "he'll" accepts the spelling "hell" too (contraction rule).
      const h = lex(["he'll"]);
      expect(found("he'll", h)).toEqual(["he'll"]);
      expect(found('hell', h)).toEqual(["he'll"]);
    });
  });

  describe('contractions in the shipped English lexicon', () => {
    const self = eng.tokens.self;
    const negators = eng.tokens.negators;
    const has = (set: typeof self, text: string): boolean => {
      const tokens = tokenize(normalize(text));
      return tokens.length === 1 && set.hasToken(tokens, 0);
    };

    it('matches a confusion phrase written without apostrophes (the new-user trial sentence)', () => {
      expect(found('I dont understand why you cant do this', eng)).toContain("i don't understand why you");
      expect(found('I don\u2019t understand why you did that', eng)).toContain("i don't understand why you");
    });

    it('keeps a confusion about the user\'s own problem quiet ("why my code fails")', () => {
      expect(found('i dont understand why my code fails', eng).filter((p) => p.includes('understand'))).toEqual([]);
    });

    it('counts "cant" and "wont" as negators: in chat they are nearly always can\'t and won\'t', () => {
      expect(has(negators, 'cant')).toBe(true);
      expect(has(negators, 'wont')).toBe(true);
      expect(has(negators, "can't")).toBe(true);
    });

    it('counts "i\'d" and "i\'ll" as self words only with the apostrophe ("id" is an identifier, "ill" sick)', () => {
      expect(has(self, "i'd")).toBe(true);
      expect(has(self, 'i\u2019ll')).toBe(true);
      expect(has(self, 'id')).toBe(false);
      expect(has(self, 'ill')).toBe(false);
      expect(has(self, 'im')).toBe(true);
    });

    it('still matches a longer phrase through a colliding spelling: the phrase is the context', () => {
      expect(found('ill try again later', eng)).toContain("i'll try again");
      expect(found('its not clear to me', eng)).toContain("it's not clear");
    });

    it('never lets a contraction listed in contractions.json match a lone token without its apostrophe', () => {
      const listed = [...eng.tokens.contractions];
      expect(listed.length).toBeGreaterThan(0);
      for (const family of ['self', 'negators', 'confirmations', 'contrast'] as const) {
        for (const key of listed) expect(has(eng.tokens[family], key), `${family}: ${key}`).toBe(false);
      }
    });
  });

  describe('typo tolerance', () => {
    const l = lex(['i do not understand', 'confused', 'waste of time', 'refund', 'order']);

    it('a phrase token of at least 6 letters matches at Levenshtein distance 1 (deletion, insertion, substitution)', () => {
      expect(found('i do not understnd', l)).toEqual(['i do not understand']);
      expect(found('i do not understannd', l)).toEqual(['i do not understand']);
      expect(found('i do not undersxand', l)).toEqual(['i do not understand']);
    });

    it('marks a typo match as fuzzy', () => {
      const [m] = matchPhrases(tokenize('i do not understnd'), l);
      expect(m!.fuzzy).toBe(true);
    });

    it('matches a typo in the first token of a phrase', () => {
      expect(found('so confsed', l)).toEqual(['confused']);
      expect(found('refnd please', l)).toEqual(['refund']);
      expect(found('refunds', l)).toEqual(['refund']);
    });

    it('does not match at Levenshtein distance 2', () => {
      expect(found('i do not undrstnd', l)).toEqual([]);
      expect(found('i do not undrestand', l)).toEqual([]);
      expect(found('cnfsed', l)).toEqual([]);
    });

    it('does not apply to phrase tokens of 5 letters or fewer', () => {
      expect(found('wasta of time', l)).toEqual([]);
      expect(found('waste of tme', l)).toEqual([]);
      expect(found('ordr', l)).toEqual([]);
      expect(found('orders', l)).toEqual([]);
    });

    it('counts letters, not characters, for the 6-letter rule', () => {
      const d = lex(['abc123']);
      expect(found('abc124', d)).toEqual([]);
      expect(found('abc123', d)).toEqual(['abc123']);
    });
  });

  describe('^ anchor', () => {
    const l = lex(['^forget it'], 'quit');

    it('matches an anchored phrase at the start of the message', () => {
      expect(found('Forget it.', l)).toEqual(['forget it']);
    });

    it('matches an anchored phrase at the start of a later clause', () => {
      expect(found('ok, forget it', l)).toEqual(['forget it']);
      expect(found('Fine. Forget it!', l)).toEqual(['forget it']);
    });

    it('does not match an anchored phrase inside a clause', () => {
      expect(found("don't forget it", l)).toEqual([]);
      expect(found('please forget it', l)).toEqual([]);
    });
  });

  it('finds nothing in an empty token list or with an empty lexicon', () => {
    expect(found('', eng)).toEqual([]);
    expect(found('thank you', compileLexicon('tst', {}))).toEqual([]);
  });

  it('gives the same results when typo candidates come from the memo', () => {
    const l = lex(['refund']);
    const first = found('refnd refnd', l);
    const second = found('refnd', l);
    expect(first).toEqual(['refund', 'refund']);
    expect(second).toEqual(['refund']);
  });
});

/** Every phrase of a lexicon, from its first-token index (entries sharing a hash are chained). */
function allPhrases(lexicon: CompiledLexicon): CompiledPhrase[] {
  const out = new Set<CompiledPhrase>();
  for (let k = 0; k < lexicon.byFirstHash.values.length; k++) {
    for (
      let entry: FirstTokenEntry | undefined = lexicon.byFirstHash.values[k];
      entry !== undefined;
      entry = entry.next
    ) {
      for (const phrase of entry.all) out.add(phrase);
    }
  }
  return [...out];
}

/**
 * Every phrase tried at every token with the matching rules, no index: the candidate indexes, the
 * typo filter, the masks and the by-length lists must find exactly these matches.
 */
function reference(lexicon: CompiledLexicon, list: TokenList): string[] {
  const phrases = allPhrases(lexicon);
  const fillers = FILLER_RUNS.get(lexicon.language) ?? [];
  /** Length of the longest intensifier run at `p` (the bundled list, compared as strings). */
  const fillerAt = (keys: readonly string[], p: number): number => {
    let best = 0;
    for (const run of fillers) if (run.length > best && run.every((k, q) => keys[p + q] === k)) best = run.length;
    return best;
  };
  const notTypos = lexicon.tokens.not_typos;
  const tokenMatch = (word: string, key: string, phrase: CompiledPhrase, j: number): 0 | 1 | 2 => {
    const apostrophe = word.length !== key.length;
    if (apostrophe ? word === phrase.words[j] : key === phrase.keys[j]) return 1;
    if (apostrophe || !phrase.fuzzy[j] || notTypos.has(key)) return 0;
    return distance(key, phrase.keys[j]!) === 1 ? 2 : 0;
  };
  const { words, keys, clauses } = tokenStrings(list);
  const out: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (const phrase of phrases) {
      const n = phrase.keys.length;
      if (i + n > keys.length) continue;
      if (phrase.anchored && i > 0 && clauses[i] === clauses[i - 1]) continue;
      let first = tokenMatch(words[i]!, keys[i]!, phrase, 0);
      // A lone contraction whose key is a word of its own ("it's" and "its") needs its apostrophe.
      if (first === 1 && phrase.needsApostrophe && words[i]!.length === keys[i]!.length) first = 0;
      const typoFirst = first === 2 && keys[i]!.length >= FUZZY_MIN_LETTERS - 1;
      if (first !== 1 && !typoFirst) continue;
      let fuzzy = typoFirst;
      let ok = true;
      // Each next phrase token directly, else after one intensifier (at most one between two tokens).
      let p = i + 1;
      for (let j = 1; j < n && ok; j++, p++) {
        let m = p < keys.length ? tokenMatch(words[p]!, keys[p]!, phrase, j) : 0;
        if (m === 0) {
          const gap = fillerAt(keys, p);
          m = gap > 0 && p + gap < keys.length ? tokenMatch(words[p + gap]!, keys[p + gap]!, phrase, j) : 0;
          if (m !== 0) p += gap;
        }
        if (m === 0) ok = false;
        if (m === 2) fuzzy = true;
      }
      if (ok && phrase.anchoredEnd && p < keys.length && clauses[p] === clauses[p - 1]) ok = false;
      if (ok) out.push(`${i}-${p} ${phrase.family}:${phrase.text}${fuzzy ? '~' : ''}`);
    }
  }
  return out.sort();
}

/** Intensifier runs by language, as match keys (for the reference). */
const FILLER_RUNS = new Map<string, string[][]>([
  ['eng', engIntensifiers.phrases.map((p) => p.split(' ').map((w) => w.replaceAll("'", '')))],
]);

/** `matchPhrases` in the form of {@link reference}, after checking that it reports in token order. */
function fast(lexicon: CompiledLexicon, tokens: TokenList): string[] {
  const matches = matchPhrases(tokens, lexicon);
  for (let k = 1; k < matches.length; k++) expect(matches[k]!.start).toBeGreaterThanOrEqual(matches[k - 1]!.start);
  return matches.map((m) => `${m.start}-${m.end} ${m.phrase.family}:${m.phrase.text}${m.fuzzy ? '~' : ''}`).sort();
}

const typo = (w: string, seed: number): string => {
  const at = seed % (w.length + 1);
  return seed % 3 === 0
    ? w.slice(0, at) + w.slice(at + 1)
    : seed % 3 === 1
      ? w.slice(0, at) + 'x' + w.slice(at)
      : w.slice(0, at) + 'e' + w.slice(at + 1);
};

/** Random text: whole phrases with (maybe) one word mistyped, their words, typos of them, and `extra`. */
function randomText(phrases: readonly CompiledPhrase[], extra: readonly string[]): fc.Arbitrary<string> {
  const lexiconWords = [...new Set(phrases.flatMap((p) => [...p.words]))];
  const phraseWithTypo = fc
    .tuple(fc.constantFrom(...phrases), fc.nat(), fc.nat())
    .map(([p, at, seed]) => p.words.map((w, j) => (j === at % (p.words.length + 1) ? typo(w, seed) : w)).join(' '));
  const word = fc.oneof(
    phraseWithTypo,
    fc.constantFrom(...lexiconWords),
    fc.tuple(fc.constantFrom(...lexiconWords), fc.nat()).map(([w, seed]) => typo(w, seed)),
    fc.constantFrom(...extra),
  );
  return fc.array(word, { maxLength: 25 }).map((list) => list.join(' '));
}

/** Two words, of `short` and of `long` letters, whose keys share a {@link hashKey} (the first found). */
function collidingWords(short: number, long: number): [string, string] {
  const word = (i: number, length: number): string => {
    let out = '';
    for (let x = i, k = 0; k < length; k++, x = Math.floor(x / 26)) out += String.fromCharCode(97 + (x % 26));
    return out;
  };
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const candidate = word(i, long);
    const other = seen.get(hashKey(candidate));
    if (other !== undefined && other !== candidate) return [other, candidate];
    if (i < 26 ** short) seen.set(hashKey(word(i, short)), word(i, short));
  }
}

describe('matchPhrases against a brute-force reference', () => {
  it('finds the same matches on random text made of lexicon words, typos and punctuation', () => {
    const text = randomText(allPhrases(eng), [
      ',',
      '.',
      '!',
      'the',
      "he'll",
      'dont',
      "don't",
      'thinks',
      'ok',
      'really',
      'at all',
      'just',
      'so',
    ]);
    fc.assert(
      fc.property(text, (t) => {
        const tokens = tokenize(normalize(t));
        expect(fast(eng, tokens)).toEqual(reference(eng, tokens));
      }),
      { numRuns: 1500 },
    );
  });

  it('finds the same matches when first and second token keys share a hash', () => {
    // a and b collide, and so do d (too short to be a typo) and e; c is one edit from a (a typo
    // target of a token equal to a); a' is a written with an apostrophe (same key and hash).
    const [a, b] = collidingWords(6, 6);
    const [d, e] = collidingWords(4, 6);
    expect(hashKey(a)).toBe(hashKey(b));
    expect(hashKey(d)).toBe(hashKey(e));
    const c = a.slice(0, 5) + (a[5] === 'z' ? 'y' : 'z');
    const quoted = `${a.slice(0, 2)}'${a.slice(2)}`;
    const lexicon = compileLexicon('tst', {
      complaint: {
        phrases: [
          a,
          `${a} one`,
          `${b} two`,
          `${c} one`,
          `go ${a}`,
          `go ${b}`,
          `${a} ${b}`,
          `${b} ${a} now`,
          `^${b} two$`,
          quoted,
          `${quoted} two`,
          `${d} one`,
          e,
          `go ${d}`,
          `${e} ${a}`,
        ],
      },
    } as LexiconSource);
    expect(lexicon.byFirstHash.values.filter((entry) => entry.next !== undefined)).toHaveLength(2);
    const text = randomText(allPhrases(lexicon), [',', '.', 'one', 'two', 'go', 'now', a, b, c, d, e, quoted]);
    fc.assert(
      fc.property(text, (t) => {
        const tokens = tokenize(normalize(t));
        expect(fast(lexicon, tokens)).toEqual(reference(lexicon, tokens));
      }),
      { numRuns: 1000 },
    );
  });
});
