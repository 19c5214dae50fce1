import { describe, expect, it } from 'vitest';
import { analysed, readMessage, type AssistantMessage, type PreparedMessage } from '../../src/messages/prepare';
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

const read = (i: number): PreparedMessage => readMessage(samples[i], i)!;

describe('readMessage', () => {
  it('reads each role into its own fields, tokens and bigrams left empty', () => {
    const u = read(0);
    expect(u.role).toBe('user');
    if (u.role !== 'user') return;
    expect(u.tokens.length).toBe(0);
    expect(u.matches).toEqual([]);
    expect(u.toneText).not.toContain('npm test');
    expect(u.normalized).toBe(u.toneText.toLowerCase());
    expect(u.whole).toBe(false); // code and a URL left out
    expect(Object.keys(u)).not.toContain('toolCalls');
    expect(read(1).role === 'user' && read(1)).toMatchObject({ whole: true, toneText: '我不明白' });

    const a = read(3);
    expect(a.role === 'assistant' && a.toolCalls.map((c) => c.name)).toEqual(['search']);
    expect(a.role === 'assistant' && a.bigrams.tokens).toBe(0);
    expect(Object.keys(a)).not.toContain('tokens');

    const t = read(4);
    expect(t).toEqual({
      index: 4,
      role: 'tool',
      text: '{"error": "not found"}',
      toolCallId: 'call_search',
      name: undefined,
      errorFlag: false,
    });
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
  const lexicon = lexiconRegistry().get('eng');

  it('tokenises and matches user text', () => {
    const u = analysed(read(0), lexicon);
    expect(u.role === 'user' && tokenStrings(u.tokens).keys).toContain('doesnt');
    const confused = analysed(readMessage(user("I don't understand"), 0)!, lexicon);
    expect(confused.role === 'user' && confused.matches.map((m) => m.phrase.family)).toContain('confusion');
    const noLexicon = analysed(readMessage(user("I don't understand"), 0)!, undefined);
    expect(noLexicon.role === 'user' && noLexicon.matches).toEqual([]);
  });

  it('hashes assistant bigrams, unless asked not to', () => {
    const a = analysed(read(2), lexicon);
    expect(a.role === 'assistant' && a.bigrams.tokens).toBe(13);
    const plain = read(2);
    expect(analysed(plain, lexicon, false)).toBe(plain);
  });

  it('takes the bigram set of an earlier message of the same text: the set hashing it gives', () => {
    const texts = [
      'Let me check that for you. Let me check that for you again.',
      'Please restart the router and try again.',
      '注文が届きません。確認してください',
      `${'word '.repeat(900)}end`,
    ];
    const said = texts.map((text, i) => analysed(readMessage(assistant(text), i)!, lexicon) as AssistantMessage);
    for (const [i, text] of texts.entries()) {
      const repeat = analysed(readMessage(assistant(text), 10 + i)!, lexicon, true, said);
      const hashed = analysed(readMessage(assistant(text), 10 + i)!, lexicon);
      if (repeat.role !== 'assistant' || hashed.role !== 'assistant') throw new Error('not an assistant message');
      expect(repeat.bigrams).toBe(said[i]!.bigrams);
      expect([...repeat.bigrams.set]).toEqual([...hashed.bigrams.set]);
      expect(repeat.bigrams.tokens).toBe(hashed.bigrams.tokens);
      expect(repeat.index).toBe(10 + i);
    }
    // Another text, even one of the same words in another case or spacing, is hashed itself.
    const other = analysed(
      readMessage(assistant('please restart the router  and try again.'), 20)!,
      lexicon,
      true,
      said,
    );
    expect(other.role === 'assistant' && said.some((m) => m.bigrams === other.bigrams)).toBe(false);
    // Without bigrams, none is taken.
    const plain = readMessage(assistant(texts[0]!), 21)!;
    expect(analysed(plain, lexicon, false, said)).toBe(plain);
  });

  it('leaves tool results as read', () => {
    const t = read(4);
    expect(analysed(t, lexicon)).toBe(t);
  });
});
