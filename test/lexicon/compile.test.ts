import { describe, expect, it } from 'vitest';
import {
  compileLexicon,
  FUZZY_MIN_LETTERS,
  type CompiledLexicon,
  type CompiledPhrase,
} from '../../src/lexicon/compile';
import { matchPhrases } from '../../src/lexicon/match';
import { normalize } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

/** The compiled phrases found in `text`. */
function phrases(lex: CompiledLexicon, text: string): CompiledPhrase[] {
  return matchPhrases(tokenize(normalize(text)), lex).map((m) => m.phrase);
}

describe('compileLexicon', () => {
  it('compiles phrases into token words and apostrophe-less keys', () => {
    const lex = compileLexicon('tst', { complaint: { phrases: ["doesn't work", 'does not work', 'waste of time'] } });
    expect(lex.language).toBe('tst');
    expect(lex.size).toBe(3);
    const [phrase] = phrases(lex, "it doesn't work");
    expect(phrase).toMatchObject({ text: "doesn't work", family: 'complaint', group: 'phrases', anchored: false });
    expect(phrase!.words).toEqual(["doesn't", 'work']);
    expect(phrase!.keys).toEqual(['doesnt', 'work']);
    expect(phrases(lex, 'does not work, waste of time').map((p) => p.text)).toEqual(['does not work', 'waste of time']);
  });

  it('normalises phrases like message text (case, curly quotes, NFKC, spaces)', () => {
    const lex = compileLexicon('tst', { complaint: { phrases: ['  This  DOESN\u2019T   Ｗork '] } });
    const [phrase] = phrases(lex, "this doesn't work");
    expect(phrase!.text).toBe("this doesn't work");
    expect(phrase!.words).toEqual(['this', "doesn't", 'work']);
  });

  it('strips the ^ anchor and marks the phrase anchored', () => {
    const lex = compileLexicon('tst', { quit: { phrases: ['^forget it', 'i give up'] } });
    const [anchored] = phrases(lex, 'forget it');
    expect(anchored).toMatchObject({ text: 'forget it', anchored: true });
    expect(phrases(lex, 'i give up')[0]!.anchored).toBe(false);
  });

  it('keeps the group of each phrase (repair groups)', () => {
    const lex = compileLexicon('tst', {
      repair: { correction: ['i meant'], rephrase: ['let me rephrase'], clarification: ['to clarify'] },
    });
    expect(phrases(lex, 'i meant').map((p) => p.group)).toEqual(['correction']);
    expect(phrases(lex, 'let me rephrase').map((p) => p.group)).toEqual(['rephrase']);
    expect(phrases(lex, 'to clarify').map((p) => p.group)).toEqual(['clarification']);
  });

  it(`marks phrase tokens of at least ${FUZZY_MIN_LETTERS} letters as typo-tolerant, and shorter ones not`, () => {
    expect(FUZZY_MIN_LETTERS).toBe(6);
    const lex = compileLexicon('tst', { confusion: { phrases: ['i do not understand', 'waste refund abc123'] } });
    expect(phrases(lex, 'i do not understand')[0]!.fuzzy).toEqual([false, false, false, true]);
    // 'waste' has 5 letters, 'refund' 6, 'abc123' only 3 letters.
    expect(phrases(lex, 'waste refund abc123')[0]!.fuzzy).toEqual([false, true, false]);
  });

  it('counts letters of any script, not digits or combining marks; apostrophe and profanity tokens are never typo-tolerant', () => {
    const lex = compileLexicon('tst', {
      confusion: { phrases: ['résumé ошибка 𝐚𝐛𝐜𝐝𝐞𝐟', 'abcdx\u0301 abcdef1', "couldn't understand"] },
      profanity: { phrases: ['bullshit'] },
    });
    // NFKC composes é; 𝐚𝐛𝐜𝐝𝐞𝐟 (astral) becomes "abcdef".
    expect(phrases(lex, 'résumé ошибка abcdef')[0]!.fuzzy).toEqual([true, true, true]);
    // x + U+0301 has no composed form: five letters and a mark. "abcdef1": six letters and a digit.
    expect(phrases(lex, 'abcdx\u0301 abcdef1')[0]!.fuzzy).toEqual([false, true]);
    expect(phrases(lex, "couldn't understand")[0]!.fuzzy).toEqual([false, true]);
    expect(phrases(lex, 'bullshit')[0]!.fuzzy).toEqual([false]);
  });

  it('skips malformed entries: non-strings, empty and token-less phrases, non-array groups', () => {
    const lex = compileLexicon('tst', {
      complaint: {
        phrases: [42, null, '', '   ', '!!!', 'real phrase'] as unknown as string[],
        other: 'x' as unknown as string[],
      },
    });
    expect(lex.size).toBe(1);
    expect(phrases(lex, 'a real phrase').map((p) => p.text)).toEqual(['real phrase']);
  });

  it('does not index a duplicate phrase twice', () => {
    const lex = compileLexicon('tst', { complaint: { phrases: ['not helpful', 'Not Helpful', 'not  helpful'] } });
    expect(lex.size).toBe(1);
    expect(phrases(lex, 'not helpful')).toHaveLength(1);
  });

  it('records which phrase families have phrases', () => {
    const lex = compileLexicon('tst', { complaint: { phrases: ['x y'] }, gratitude: { phrases: [] } });
    expect([...lex.families]).toEqual(['complaint']);
  });

  it('compiles token families into sets of match keys', () => {
    const lex = compileLexicon('tst', {
      negators: { phrases: ['not', "don't", 'Isn\u2019t'] },
      stopwords: { phrases: ['the', 'a'] },
    });
    expect([...lex.tokens.negators].sort()).toEqual(['dont', 'isnt', 'not']);
    expect([...lex.tokens.stopwords].sort()).toEqual(['a', 'the']);
    expect(lex.tokens.contrast.size).toBe(0);
    expect(lex.tokens.confirmations.size).toBe(0);
  });

  describe('contractions spelled like a word of their own', () => {
    const lex = compileLexicon('tst', {
      contractions: { phrases: ["i'd", "we're", 'plain', 42 as unknown as string] },
      self: { phrases: ['i', "i'd", "i'm"] },
      stopwords: { phrases: ["we're", 'were'] },
      requests: { phrases: ["i'd", "i'd like"] },
    });
    const at = (text: string, family: 'self' | 'stopwords', i: number): boolean =>
      lex.tokens[family].hasToken(tokenize(normalize(text)), i);

    it('in a token family, needs the apostrophe: "i\'d" is a self word, "id" is not', () => {
      expect(at("I'd", 'self', 0)).toBe(true);
      expect(at('I\u2019d', 'self', 0)).toBe(true);
      expect(at('id', 'self', 0)).toBe(false);
    });

    it('leaves the other contractions of the family as they were: "im" is "i\'m"', () => {
      expect(at('im', 'self', 0)).toBe(true);
    });

    it('keeps a word the family also lists without the apostrophe: "were" beside "we\'re"', () => {
      expect(at('were', 'stopwords', 0)).toBe(true);
      expect(at("we're", 'stopwords', 0)).toBe(true);
    });

    it('needs the apostrophe for a one-token phrase, not for a longer one (its own context)', () => {
      const texts = (text: string): string[] => phrases(lex, text).map((p) => p.text);
      expect(texts("i'd")).toEqual(["i'd"]);
      expect(texts('the id')).toEqual([]);
      expect(texts('id like a refund')).toEqual(["i'd like"]);
    });
  });

  it('compiles an empty source to an empty lexicon', () => {
    const lex = compileLexicon('tst', {});
    expect(lex.size).toBe(0);
    expect(lex.families.size).toBe(0);
    expect(phrases(lex, 'thank you, this does not work')).toEqual([]);
  });
});
