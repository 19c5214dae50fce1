import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigramSet } from '../../src/text/bigrams';
import { foldedTokens } from '../../src/text/folded-tokens';
import { foldCompatibility } from '../../src/text/normalize';
import { tokenize, tokenStrings, type TokenList } from '../../src/text/tokenize';

/** The token list as comparable plain data: its text and each token's four fields. */
function fieldsOfList(tokens: TokenList): { text: string; fields: number[] } {
  return { text: tokens.text, fields: [...tokens.data].slice(0, 4 * tokens.length) };
}

/** The definition: the tokens of the folded, lowercased text. */
function reference(text: string): { text: string; fields: number[] } {
  return fieldsOfList(tokenize(foldCompatibility(text).toLowerCase()));
}

describe('foldedTokens', () => {
  it('is the token list of the folded, lowercased text', () => {
    for (const text of [
      'It DOESN’T work — again',
      'Ｆｕｌｌ width',
      'Σοφία ΟΔΟΣ',
      '日本語のテキスト',
      '',
      '   ',
      'cafe\u0301',
    ])
      expect(fieldsOfList(foldedTokens(text)), text).toEqual(reference(text));
    expect(tokenStrings(foldedTokens('It DOESN’T')).words).toEqual(['it', "doesn't"]);
  });

  it('gives the same list to every reader of the same text, and the right one after other texts', () => {
    const reply = 'Which one do you mean, the blue one or the red one?';
    const first = foldedTokens(reply);
    expect(foldedTokens(reply)).toBe(first);
    // An equal text that is another string object is the same text.
    expect(foldedTokens(reply.slice(0, 10) + reply.slice(10))).toBe(first);
    for (let k = 0; k < 10; k++) foldedTokens(`other text number ${k}`);
    expect(fieldsOfList(foldedTokens(reply))).toEqual(reference(reply));
  });

  it('takes the tokens of the bigram scan of an ASCII text, long or short', () => {
    for (const text of ['We Checked it: DOESN\'T work (see "logs"). '.repeat(25), "Short: DOESN'T work."]) {
      bigramSet(text);
      expect(fieldsOfList(foldedTokens(text))).toEqual(reference(text));
    }
  });

  it('agrees with the definition on random text, whatever was asked before', () => {
    const unit = fc.constantFrom('a', 'Z', 'é', '7', "'", '’', ' ', '.', ',', '\n', 'ﬁ', '日', 'Σ', '\u0301', '-');
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 60 }), { minLength: 1, maxLength: 8 }), (texts) => {
        for (const text of texts) expect(fieldsOfList(foldedTokens(text))).toEqual(reference(text));
      }),
      { numRuns: 300 },
    );
  });
});
