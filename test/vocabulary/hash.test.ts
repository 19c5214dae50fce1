/**
 * The vocabulary's hash is fixed: FNV-1a 32-bit over UTF-8 bytes, 18 bits kept. Known values
 * (the published FNV-1a test vectors and values computed independently from the definition) pin it
 * on every Node version and platform.
 */
import { describe, expect, it } from 'vitest';
import { readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { bucketOf, FNV1A_OFFSET, fnv1aRange, ngramBucket } from '../../src/vocabulary/hash';
import { forEachNgram, ngramsOf } from '../../src/vocabulary/ngrams';

describe('fnv1aRange', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('matches the FNV-1a 32-bit test vector of %j', (text, expected) => {
    expect(fnv1aRange(FNV1A_OFFSET, text) >>> 0).toBe(expected);
  });

  it('hashes UTF-8 bytes: two-byte, four-byte (surrogate pair) characters', () => {
    expect(fnv1aRange(FNV1A_OFFSET, 'user:café') >>> 0).toBe(0xff81f11e);
    expect(fnv1aRange(FNV1A_OFFSET, 'assistant:😀 ok') >>> 0).toBe(0x66759c54);
  });

  it('skips apostrophes (a token hashes as its match key) and reads lone surrogates as U+FFFD', () => {
    expect(fnv1aRange(FNV1A_OFFSET, "doesn't")).toBe(fnv1aRange(FNV1A_OFFSET, 'doesnt'));
    expect(fnv1aRange(FNV1A_OFFSET, 'a\ud800b')).toBe(fnv1aRange(FNV1A_OFFSET, 'a\ufffdb'));
  });
});

describe('ngramBucket', () => {
  it.each([
    ['user:not found', 28557],
    ['tool:order not found', 194808],
    ['call:lookup_order', 233416],
  ])('%j is bucket %i', (key, bucket) => {
    expect(ngramBucket(key)).toBe(bucket);
  });

  it('keeps 18 bits', () => {
    expect(bucketOf(-1)).toBe(262_143);
    expect(bucketOf(262_144)).toBe(0);
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
    const total = forEachNgram(messages, (bucket, message, phrase) => seen.push([bucket, phrase(), message.index]));
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
    expect(seen[4]![0]).toBe(ngramBucket('user:not found'));
    expect(seen[9]![0]).toBe(ngramBucket('tool:not found'));
    expect(seen[5]![0]).toBe(ngramBucket('call:lookup_order'));
    expect(ngramsOf(messages).buckets.length).toBe(new Set(seen.map(([b]) => b)).size);
  });

  it('reads nothing from empty messages', () => {
    expect(forEachNgram([read({ role: 'user', content: '   ' }, 0)], () => undefined)).toBe(0);
  });
});
