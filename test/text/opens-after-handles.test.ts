import { describe, expect, it } from 'vitest';
import { matchPhrases } from '../../src/lexicon/match';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { opensClauseAfterHandles, tokenize } from '../../src/text/tokenize';

/** Whether the token at `i` of the lowercased `text` opens its clause after handles. */
const opens = (text: string, i: number) => opensClauseAfterHandles(tokenize(text.toLowerCase()), i);

describe('opensClauseAfterHandles', () => {
  it('is true at a clause start and after nothing but handles', () => {
    expect(opens('why did you', 0)).toBe(true);
    expect(opens('@acme why did you', 1)).toBe(true);
    expect(opens('@acme @acmehelp why did you', 2)).toBe(true);
    expect(opens('.@acme why did you', 1)).toBe(true);
    expect(opens('broken. why did you', 1)).toBe(true);
  });

  it('is false after a word of the clause', () => {
    expect(opens('hey @acme why did you', 2)).toBe(false);
    expect(opens('@acme hey why did you', 2)).toBe(false);
    expect(opens('so why did you', 1)).toBe(false);
    // an e-mail address is no handle
    expect(opens('mail@acme why did you', 2)).toBe(false);
  });

  it('boundary: a handle written with "_" is one handle; "_" elsewhere joins nothing', () => {
    expect(opens('@acme_uk why did you', 2)).toBe(true);
    expect(opens('@acme_uk_help why did you', 3)).toBe(true);
    expect(opens('@acme _uk why did you', 2)).toBe(false);
    expect(opens('acme_uk why did you', 2)).toBe(false);
  });

  it('hostile input: a lone @, a flood of handles, the first token', () => {
    expect(opens('@ why', 0)).toBe(true);
    const flood = '@a '.repeat(5000) + 'why';
    expect(opens(flood, 5000)).toBe(true);
    expect(opens('x ' + '@a '.repeat(5000) + 'why', 5001)).toBe(false);
  });
});

describe('phrases anchored to a clause start, after the handles of an address', () => {
  const lexicon = lexiconRegistry().get('eng')!;
  const groups = (text: string) => matchPhrases(tokenize(text.toLowerCase()), lexicon).map((m) => m.phrase.text);

  it('match after opening handles', () => {
    expect(groups('@Acme why did you remove the option?')).toContain('why did you');
    expect(groups('@Acme_UK @AcmeHelp what is going on with your servers?')).toContain('what is going on with');
  });

  it('do not match after a word, as before', () => {
    expect(groups('@Acme so why did you remove it?')).not.toContain('why did you');
    expect(groups('I asked @Acme why did you remove it')).not.toContain('why did you');
  });
});
