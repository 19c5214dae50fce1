import { describe, expect, it } from 'vitest';
import { analysed, prepareMessage, readMessage, tokenized, withMatches } from '../../src/messages/prepare';
import { lexiconRegistry } from '../../src/lexicon/registry';
import { tokenStrings } from '../../src/text/tokenize';
import { assistant, tool, toolCall, user } from '../helpers';

const samples = [
  user("It DOESN'T work — see `npm test` and https://example.com/x"),
  user('我不明白'),
  assistant('Let me check that for you. Let me check that for you again.'),
  assistant(null, [toolCall('search', { q: 1 })]),
  tool('{"error": "not found"}', 'call_search'),
  user(''),
];

describe('readMessage and tokenized', () => {
  it('reads everything but tokens and bigrams, which tokenized adds: together they are prepareMessage', () => {
    samples.forEach((raw, i) => {
      const read = readMessage(raw, i)!;
      expect(read.tokens.length).toBe(0);
      expect(read.bigrams.tokens).toBe(0);
      expect(tokenized(read)).toEqual(prepareMessage(raw, i));
    });
  });

  it('tokenises user text and hashes assistant bigrams', () => {
    expect(tokenStrings(tokenized(readMessage(samples[0], 0)!).tokens).keys).toContain('doesnt');
    expect(tokenized(readMessage(samples[2], 2)!).bigrams.tokens).toBe(13);
  });

  it('skips system, developer and invalid messages', () => {
    for (const raw of [
      { role: 'system', content: 'x' },
      { role: 'developer', content: 'x' },
      null,
      42,
      { role: 'wizard' },
    ]) {
      expect(readMessage(raw, 0)).toBeUndefined();
    }
  });
});

describe('analysed', () => {
  it('is tokenized then withMatches, in one step', () => {
    const lexicon = lexiconRegistry().get('eng');
    samples.forEach((raw, i) => {
      const read = readMessage(raw, i);
      if (read === undefined) return;
      expect(analysed(read, lexicon)).toEqual(withMatches(tokenized(read), lexicon));
      expect(analysed(read, undefined)).toEqual(withMatches(tokenized(read), undefined));
    });
  });
});
