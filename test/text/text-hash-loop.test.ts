import { describe, expect, it, vi } from 'vitest';
import { TEXT_HASH_VALUES } from './text-hash-values';

// Where `Buffer` cannot copy (no Node, a big-endian machine) the code units are copied by a loop.
vi.mock('../../src/text/code-units', async (original) => ({
  ...(await original<typeof import('../../src/text/code-units')>()),
  NATIVE_COPY: false,
}));

describe('textHash without the native copy', () => {
  it('gives the same values as with it, before and after its scratch grows', async () => {
    const { NATIVE_COPY } = await import('../../src/text/code-units');
    expect(NATIVE_COPY).toBe(false);
    const { textHash } = await import('../../src/text/text-hash');
    for (const [text, hash] of TEXT_HASH_VALUES) expect(textHash(text)).toBe(hash);
    textHash('x'.repeat(20_000));
    for (const [text, hash] of TEXT_HASH_VALUES) expect(textHash(text)).toBe(hash);
  });
});
