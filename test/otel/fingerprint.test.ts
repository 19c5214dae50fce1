import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addItemFingerprints, Hash53, hash53, messageFingerprint } from '../../src/otel/fingerprint';

function items(message: unknown): number[] {
  const out: number[] = [];
  addItemFingerprints(message, out);
  return out;
}

describe('Hash53', () => {
  it('hashes pieces as it hashes them joined, and a range as the slice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 5 }),
        fc.integer(),
        (pieces, seed) => {
          const hash = new Hash53(seed);
          for (const piece of pieces) hash.add(piece);
          expect(hash.digest()).toBe(hash53(pieces.join(''), seed));
        },
      ),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.nat(), fc.nat(), (text, a, b) => {
        const start = a % (text.length + 1);
        const end = start + (b % (text.length - start + 1));
        expect(new Hash53().add(text, start, end).digest()).toBe(hash53(text.slice(start, end)));
      }),
      { numRuns: 400 },
    );
  });
});

describe('message fingerprints', () => {
  it('ignore white space around the text, as trim cuts it, and nothing inside it', () => {
    const plain = { role: 'user', content: 'where is my order' };
    for (const padded of [
      ' where is my order',
      'where is my order\n',
      '\u3000\u00a0where is my order\u2028\t',
      '\ufeffwhere is my order',
    ]) {
      expect(items({ role: 'user', content: padded })).toEqual(items(plain));
      expect(messageFingerprint({ role: 'user', content: padded })).toBe(messageFingerprint(plain));
    }
    expect(items({ role: 'user', content: 'where is  my order' })).not.toEqual(items(plain));
    expect(items({ role: 'user', content: 'where is my order.' })).not.toEqual(items(plain));
  });

  it('tell roles, tool calls and tool results apart', () => {
    const text = items({ role: 'user', content: 'refund' });
    expect(items({ role: 'assistant', content: 'refund' })).not.toEqual(text);
    expect(items({ role: 'tool', content: 'refund' })).not.toEqual(text);
    const call = {
      role: 'assistant',
      content: '',
      tool_calls: [{ id: 'a', function: { name: 'refund', arguments: '{"b":1,"a":2}' } }],
    };
    // Argument key order does not matter; the call is an item of its own; blank text is none.
    expect(items(call)).toEqual(
      items({ ...call, tool_calls: [{ id: 'b', function: { name: 'refund', arguments: { a: 2, b: 1 } } }] }),
    );
    expect(items(call)).toHaveLength(1);
    expect(items({ role: 'user', content: '  \n ' })).toEqual([]);
    expect(items({ role: 'system', content: 'refund' })).toEqual([]);
  });

  it('read over-long texts as the analyzer does: first 1,000 and last 3,000 characters', () => {
    const head = 'h'.repeat(1000);
    const tail = 't'.repeat(3000);
    const a = { role: 'user', content: `${head}${'x'.repeat(500)}${tail}` };
    const b = { role: 'user', content: `${head}${'y'.repeat(900)}${tail}` };
    expect(items(a)).toEqual(items(b));
    expect(messageFingerprint(a)).toBe(messageFingerprint(b));
    // White space at the join is inside the text: only the ends are trimmed.
    const blankHead = { role: 'user', content: `${' '.repeat(1000)}${'x'.repeat(500)}${tail}` };
    expect(items(blankHead)).toEqual([new Hash53().add('user\u0000').add(tail).digest()]);
  });
});
