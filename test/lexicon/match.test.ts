import { describe, expect, it } from 'vitest';
import { compileLexicon, type CompiledLexicon } from '../../src/lexicon/compile';
import type { LexiconSource } from '../../src/lexicon/families';
import { matchPhrases } from '../../src/lexicon/match';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { normalize } from '../../src/text/normalize';
import { tokenize } from '../../src/text/tokenize';

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

    it("\"he'll\" is not \"hell\"", () => {
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
