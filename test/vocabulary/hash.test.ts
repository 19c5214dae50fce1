/**
 * The vocabulary's hash is fixed: each word as the tokeniser hashes it, an n-gram as FNV-1a 32-bit
 * over a role byte and its words' hashes, 18 bits kept. Known values, computed independently from
 * the definition, pin it on every Node version and platform.
 */
import { describe, expect, it } from 'vitest';
import { readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { hashKey } from '../../src/text/tokenize';
import { bigramBucket, ngramBucket, unigramBucket } from '../../src/vocabulary/hash';
import { forEachNgram, ngramsOf, phraseOf, VOCABULARY_CHARS } from '../../src/vocabulary/ngrams';

describe("the word hash (the tokeniser's hashKey)", () => {
  it.each([
    ['not', 0x29b19c8a],
    ['café', 0x3308be7c],
    ['lookup_order', 0x2e511054],
    ['😀', 0x0b31c4b8],
  ])('hashes %j over UTF-16 code units to 30 bits', (word, expected) => {
    expect(hashKey(word)).toBe(expected);
  });
});

describe('ngramBucket', () => {
  // Computed independently from the definition (FNV-1a 32 over the role byte and the words'
  // hashes, 4 bytes each, little-endian; modulo 2^18).
  it.each([
    ['user', 'not found', 72865],
    ['tool', 'error', 205936],
    ['call', 'lookup_order', 243516],
    ['user', 'café', 130799],
    ['assistant', '😀 ok', 215541],
    ['user', "doesn't work", 169320],
  ] as const)('%s %j is bucket %i', (role, words, bucket) => {
    expect(ngramBucket(role, words)).toBe(bucket);
  });

  it('tells roles and word order apart, and skips apostrophes as the tokeniser does', () => {
    expect(ngramBucket('user', 'not found')).not.toBe(ngramBucket('assistant', 'not found'));
    expect(ngramBucket('user', 'not found')).not.toBe(ngramBucket('user', 'found not'));
    expect(ngramBucket('user', "doesn't")).toBe(ngramBucket('user', 'doesnt'));
    expect(unigramBucket('tool', hashKey('error'))).toBe(ngramBucket('tool', 'error'));
    expect(bigramBucket('user', hashKey('not'), hashKey('found'))).toBe(ngramBucket('user', 'not found'));
  });
});

function read(raw: unknown, index: number): PreparedMessage {
  return readMessage(raw, index)!;
}

describe('forEachNgram', () => {
  it('reads 1- and 2-grams of each role, normalised, and tool calls by name', () => {
    const messages = [
      read({ role: 'user', content: 'Order NOT   found!' }, 0),
      read(
        {
          role: 'assistant',
          content: 'Checking',
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'Lookup_Order', arguments: '{}' } }],
        },
        1,
      ),
      read({ role: 'tool', tool_call_id: 'c', content: 'not found' }, 2),
    ];
    const seen: Array<[number, string, number]> = [];
    const total = forEachNgram(messages, (bucket, message, tokens, at, words) =>
      seen.push([bucket, phraseOf(message, tokens, at, words), message.index]),
    );
    expect(seen.map(([, p, i]) => `${i}:${p}`)).toEqual([
      '0:order',
      '0:not',
      '0:order not',
      '0:found',
      '0:not found',
      '1:lookup_order (tool call)',
      '1:checking',
      '2:not',
      '2:found',
      '2:not found',
    ]);
    expect(total).toBe(10);
    expect(seen[4]![0]).toBe(ngramBucket('user', 'not found'));
    expect(seen[9]![0]).toBe(ngramBucket('tool', 'not found'));
    expect(seen[5]![0]).toBe(ngramBucket('call', 'lookup_order'));
    expect(ngramsOf(messages).buckets.length).toBe(new Set(seen.map(([b]) => b)).size);
  });

  it(`reads the first ${VOCABULARY_CHARS} characters of a message`, () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    const long = words(400); // far more than the head
    const head = long.slice(0, VOCABULARY_CHARS);
    const count = (text: string) => forEachNgram([read({ role: 'user', content: text }, 0)], () => undefined);
    expect(count(long)).toBe(count(head));
    expect(count(long)).toBeLessThan(2 * 400 - 1); // all 400 words would give 799 n-grams
  });

  it('reads nothing from empty messages', () => {
    expect(forEachNgram([read({ role: 'user', content: '   ' }, 0)], () => undefined)).toBe(0);
    expect(ngramsOf([read({ role: 'user', content: '   ' }, 0)])).toEqual({
      buckets: new Int32Array(0),
      counts: new Int32Array(0),
      total: 0,
    });
  });
});

describe('ngramsOf', () => {
  it('counts how often each distinct n-gram occurs, across messages and within one', () => {
    const messages = [
      read({ role: 'user', content: 'not found, not found' }, 0),
      read({ role: 'assistant', content: 'not found' }, 1),
      read({ role: 'user', content: 'Not found' }, 2),
    ];
    const { buckets, counts, total } = ngramsOf(messages);
    const countOf = (bucket: number) => counts![buckets.indexOf(bucket)];
    // user: "not" ×3, "found" ×3, "not found" ×3, "found not" ×1; assistant: one of each of its three.
    expect(countOf(ngramBucket('user', 'not'))).toBe(3);
    expect(countOf(ngramBucket('user', 'not found'))).toBe(3);
    expect(countOf(ngramBucket('user', 'found not'))).toBe(1);
    expect(countOf(ngramBucket('assistant', 'not found'))).toBe(1);
    expect(buckets.length).toBe(7);
    expect(counts!.length).toBe(buckets.length);
    expect(counts!.reduce((a, c) => a + c, 0)).toBe(total);
    expect(total).toBe(7 + 3 + 3);
    expect([...buckets]).toEqual([...buckets].sort((a, b) => a - b));
  });
});
