import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledLexicon } from '../../src/lexicon/compile';
import {
  firstGenuinePositive,
  isContrasted,
  isGenuinePositive,
  isSarcastic,
} from '../../src/detectors/positive-feedback';
import { isNegated, NEGATION_WINDOW } from '../../src/lexicon/negation';
import { matchPhrases, type PhraseMatch } from '../../src/lexicon/match';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { normalize } from '../../src/text/normalize';
import { tokenize, type TokenList } from '../../src/text/tokenize';

const POSITIVE = new Set(['gratitude', 'satisfaction', 'success']);

// The shipped English lexicon plus a few unanchored positive phrases, so the tests do not depend
// on how the shipped satisfaction phrases are anchored.
const lexicon: CompiledLexicon = lexiconRegistry({
  eng: { satisfaction: ['zorbly helpful', 'love it', 'helpful', 'great'] },
}).get('eng')!;

function analyse(text: string): { tokens: TokenList; matches: PhraseMatch[] } {
  const tokens = tokenize(normalize(text));
  return { tokens, matches: matchPhrases(tokens, lexicon) };
}

/** The first positive match whose phrase is `phrase`. */
function positive(text: string, phrase: string): { tokens: TokenList; matches: PhraseMatch[]; match: PhraseMatch } {
  const { tokens, matches } = analyse(text);
  const match = matches.find((m) => POSITIVE.has(m.phrase.family) && m.phrase.text === phrase);
  if (match === undefined) throw new Error(`no positive match "${phrase}" in "${text}"`);
  return { tokens, matches, match };
}

describe('isNegated', () => {
  const negated = (text: string, phrase: string): boolean => {
    const { tokens, matches, match } = positive(text, phrase);
    return isNegated(tokens, match, matches, lexicon);
  };

  it('a negator inside a courtesy phrase does not negate ("no problem thanks", "not bad, thanks")', () => {
    expect(negated('no problem thanks', 'thanks')).toBe(false);
    expect(negated('not bad thanks', 'thanks')).toBe(false);
    expect(negated('no thanks', 'thanks')).toBe(true);
  });

  it('"not helpful" and "not great" are negated', () => {
    expect(negated('not helpful', 'helpful')).toBe(true);
    expect(negated("it's not great", 'great')).toBe(true);
  });

  it.each(['not', 'no', 'never', 'neither', 'nor', "isn't", "wasn't", "don't", "didn't", 'hardly'])(
    'the negator "%s" negates',
    (neg) => {
      expect(negated(`it ${neg} zorbly helpful`, 'zorbly helpful')).toBe(true);
    },
  );

  it.each(['should have', 'would have', 'could have', "should've", "would've", "could've"])(
    'the counterfactual "%s" negates ("that should have fixed it")',
    (cf) => {
      expect(negated(`that ${cf} zorbly helpful`, 'zorbly helpful')).toBe(true);
      expect(negated(`that ${cf} fixed it`, 'fixed it')).toBe(true);
    },
  );

  it(`a counterfactual negates when it ends ${NEGATION_WINDOW} tokens before the phrase, not 4`, () => {
    expect(negated('that should have truly really helped a lot', 'helped a lot')).toBe(true);
    expect(negated('that should have truly really much helped a lot', 'helped a lot')).toBe(false);
  });

  it('a counterfactual in another clause does not negate', () => {
    expect(negated('i should have asked earlier. thanks', 'thanks')).toBe(false);
    expect(negated('should have, helpful', 'helpful')).toBe(false);
  });

  it('"have" without a modal before it is not a counterfactual', () => {
    expect(negated('i have zorbly helpful', 'zorbly helpful')).toBe(false);
  });

  it('negates with a contraction written without its apostrophe', () => {
    expect(negated('i dont love it', 'love it')).toBe(true);
  });

  it(`negates up to ${NEGATION_WINDOW} tokens before the phrase, not 4`, () => {
    expect(NEGATION_WINDOW).toBe(3);
    expect(negated('not at all helpful', 'helpful')).toBe(true);
    expect(negated('not at all that helpful', 'helpful')).toBe(false);
  });

  it('does not negate across punctuation (another clause): "no problem, thanks"', () => {
    expect(negated('no problem, thanks', 'thanks')).toBe(false);
    expect(negated('no, helpful', 'helpful')).toBe(false);
  });

  it('does not negate when no negator precedes', () => {
    expect(negated('very helpful', 'helpful')).toBe(false);
    expect(negated('helpful, not', 'helpful')).toBe(false);
  });
});

describe('isContrasted', () => {
  const contrasted = (text: string, phrase: string): boolean => {
    const { tokens, matches, match } = positive(text, phrase);
    return isContrasted(tokens, match, matches, lexicon);
  };

  it('"thanks, but it still fails" is contrasted', () => {
    expect(contrasted('thanks, but it still fails', 'thanks')).toBe(true);
  });

  it.each(['but', 'however', 'still', 'yet', 'until'])(
    'the contrast word "%s" followed by a negative clause contrasts',
    (word) => {
      expect(contrasted(`thanks ${word} it is not working`, 'thanks')).toBe(true);
    },
  );

  it('a contrast followed by a complaint or confusion phrase contrasts', () => {
    expect(contrasted("thank you. however this doesn't work", 'thank you')).toBe(true);
    expect(contrasted("thank you, but i don't understand", 'thank you')).toBe(true);
  });

  it('a contrast without a negative clause after it does not contrast', () => {
    expect(contrasted('thanks, but one more question about the invoice', 'thanks')).toBe(false);
    expect(contrasted('thanks but', 'thanks')).toBe(false);
  });

  it('a negative clause without a contrast word does not contrast', () => {
    expect(contrasted('thanks. it is not working', 'thanks')).toBe(false);
  });

  it('a contrast before the positive phrase does not contrast it', () => {
    expect(contrasted('it is not working, but thanks', 'thanks')).toBe(false);
  });
});

describe('isSarcastic', () => {
  it('"thanks for nothing" is sarcastic: the thanks lies inside a complaint phrase', () => {
    const { matches, match } = positive('thanks for nothing', 'thanks');
    expect(isSarcastic(match, matches)).toBe(true);
  });

  it('"great, another error" is sarcastic', () => {
    const { matches, match } = positive('great, another error', 'great');
    expect(isSarcastic(match, matches)).toBe(true);
  });

  it('a courtesy formula is not feedback: "nice to meet you", "thank god"', () => {
    const meet = analyse('nice to meet you');
    const nice = meet.matches.find((m) => m.phrase.family === 'satisfaction');
    expect(nice === undefined || isSarcastic(nice, meet.matches)).toBe(true);
    const { matches, match } = positive('thanks god it is friday', 'thanks');
    expect(isSarcastic(match, matches)).toBe(true);
  });

  it('a complaint elsewhere in the message is not sarcasm', () => {
    const { matches, match } = positive("thanks. this doesn't work", 'thanks');
    expect(isSarcastic(match, matches)).toBe(false);
  });
});

describe('isGenuinePositive', () => {
  const genuine = (text: string, phrase: string): boolean => {
    const { tokens, matches, match } = positive(text, phrase);
    return isGenuinePositive(tokens, match, matches, lexicon);
  };

  it('keeps plain positive feedback', () => {
    expect(genuine('thanks, that helps a lot', 'thanks')).toBe(true);
    expect(genuine('no problem, thanks', 'thanks')).toBe(true);
  });

  it('drops negated, contrasted and sarcastic matches', () => {
    expect(genuine('not helpful', 'helpful')).toBe(false);
    expect(genuine('thanks, but it still fails', 'thanks')).toBe(false);
    expect(genuine('thanks for nothing', 'thanks')).toBe(false);
    expect(genuine('great, another error', 'great')).toBe(false);
  });
});

describe('firstGenuinePositive', () => {
  const isPositive = (m: PhraseMatch): boolean => POSITIVE.has(m.phrase.family);
  const slow = (text: string): PhraseMatch | undefined => {
    const { tokens, matches } = analyse(text);
    return matches.find((m) => isPositive(m) && isGenuinePositive(tokens, m, matches, lexicon));
  };
  const fast = (text: string): PhraseMatch | undefined => {
    const { tokens, matches } = analyse(text);
    return firstGenuinePositive(tokens, matches, lexicon, isPositive);
  };
  const words = [
    'thanks',
    'thank',
    'you',
    'great',
    'helpful',
    'love',
    'it',
    'but',
    'however',
    'still',
    'yet',
    'not',
    'no',
    'never',
    "don't",
    'dont',
    'problem',
    'bad',
    'for',
    'nothing',
    'another',
    'error',
    "doesn't",
    'work',
    'i',
    'understand',
    'perfect',
    'that',
    'worked',
    'the',
    'invoice',
    ',',
    '.',
    '!',
    'zorbly',
  ];

  it('finds the same match as the guards applied one match at a time', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 40 }), (list) => {
        const text = list.join(' ');
        expect(fast(text)).toEqual(slow(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('skips contrasted, negated and sarcastic matches and returns the first that survives', () => {
    const text = 'thanks but it still fails. not helpful. thanks for nothing. great, it works now';
    expect(fast(text)?.phrase.text).toBe('great');
    expect(fast(text)).toEqual(slow(text));
    expect(fast('thanks, but it still fails')).toBeUndefined();
  });
});

describe('negators and counterfactuals in every shipped language', () => {
  const registry = lexiconRegistry();
  const negatedIn = (language: string, text: string): boolean => {
    const lex = registry.get(language)!;
    const tokens = tokenize(normalize(text));
    const matches = matchPhrases(tokens, lex);
    const match = matches.find((m) => POSITIVE.has(m.phrase.family));
    if (match === undefined) throw new Error(`no positive match in "${text}"`);
    return isNegated(tokens, match, matches, lex);
  };

  it.each([
    ['spa', 'no funciona bien', true],
    ['spa', 'ni funciona bien', true],
    ['spa', 'debería haber sido buen trabajo', true],
    ['spa', 'habría sido buen trabajo', true],
    ['spa', 'funciona bien', false],
    ['deu', 'weder hat funktioniert', true],
    ['deu', 'das hätte gute arbeit sein sollen', true],
    ['deu', 'es hat funktioniert', false],
    ['fra', 'ni ça marche bien', true],
    ['fra', 'ça aurait été du bon travail', true],
    ['fra', 'pas super utile', true],
    ['fra', 'du bon travail', false],
    ['por', 'não funcionou', true],
    ['por', 'deveria ter sido bom trabalho', true],
    ['por', 'funcionou', false],
    ['cmn', '不太好了', true],
    ['cmn', '本该解决了', true],
    ['cmn', '解决了', false],
  ] as const)('%s: "%s" negated: %s', (language, text, expected) => {
    expect(negatedIn(language, text)).toBe(expected);
  });
});

describe('contrast words in every shipped language', () => {
  const registry = lexiconRegistry();
  const contrastedIn = (language: string, text: string): boolean => {
    const lex = registry.get(language)!;
    const tokens = tokenize(normalize(text));
    const matches = matchPhrases(tokens, lex);
    const match = matches.find((m) => POSITIVE.has(m.phrase.family));
    if (match === undefined) throw new Error(`no positive match in "${text}"`);
    return isContrasted(tokens, match, matches, lex);
  };

  it.each([
    ['spa', 'gracias, pero no funciona', true],
    ['spa', 'gracias, hasta que no lo pruebe no sabré', true],
    ['spa', 'gracias, hasta luego', false],
    ['deu', 'danke, aber es geht nicht', true],
    ['deu', 'danke, bis jetzt klappt es nicht', true],
    ['deu', 'danke, bis morgen', false],
    ['fra', 'merci, mais ça ne marche pas', true],
    ['fra', "merci, jusqu'à présent rien ne marche", true],
    ['por', 'obrigado, mas não funciona', true],
    ['por', 'obrigado, até agora não funciona', true],
    ['por', 'obrigado, até logo', false],
    ['cmn', '谢谢，但是不行', true],
    ['cmn', '谢谢，还是不行', true],
    ['cmn', '谢谢，还有一个问题', false],
  ] as const)('%s: "%s" contrasted: %s', (language, text, expected) => {
    expect(contrastedIn(language, text)).toBe(expected);
  });
});
