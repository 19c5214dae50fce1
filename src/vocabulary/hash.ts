/**
 * @module The fixed hash of the learned vocabulary. A word is hashed as the tokeniser hashes it
 * (`hashKey`: FNV-1a over its UTF-16 code units, apostrophes skipped, 30 bits); an n-gram is
 * FNV-1a 32-bit over the bytes `role, hash(w1) [, hash(w2)]` (each hash as 4 bytes, little-endian),
 * kept to 18 bits. Plain integer arithmetic (`Math.imul`), so a profile means the same on every Node
 * version and platform.
 */
import { VOCABULARY_BUCKETS } from '../profile/vocabulary';
import { hashKey } from '../text/tokenize';

const FNV1A_OFFSET = 0x811c9dc5;
const FNV1A_PRIME = 0x01000193;

/** The byte that starts an n-gram of each kind: the message's role, or a tool call's name. */
export const ROLE_BYTE = { user: 1, assistant: 2, tool: 3, call: 4 } as const;

/** The n-gram kinds: a message role, or `call` for a tool call's name. */
export type NgramRole = keyof typeof ROLE_BYTE;

/** FNV-1a 32-bit continued with the 4 bytes of `v`, low byte first. */
function withInt(h: number, v: number): number {
  h = Math.imul(h ^ (v & 0xff), FNV1A_PRIME);
  h = Math.imul(h ^ ((v >>> 8) & 0xff), FNV1A_PRIME);
  h = Math.imul(h ^ ((v >>> 16) & 0xff), FNV1A_PRIME);
  return Math.imul(h ^ (v >>> 24), FNV1A_PRIME);
}

/** FNV-1a state after the role byte, per role. */
const START: Readonly<Record<NgramRole, number>> = {
  user: Math.imul(FNV1A_OFFSET ^ ROLE_BYTE.user, FNV1A_PRIME),
  assistant: Math.imul(FNV1A_OFFSET ^ ROLE_BYTE.assistant, FNV1A_PRIME),
  tool: Math.imul(FNV1A_OFFSET ^ ROLE_BYTE.tool, FNV1A_PRIME),
  call: Math.imul(FNV1A_OFFSET ^ ROLE_BYTE.call, FNV1A_PRIME),
};

/** The bucket (0 … 262,143) of a one-word n-gram, from the word's `hashKey`. */
export function unigramBucket(role: NgramRole, word: number): number {
  return (withInt(START[role], word) >>> 0) % VOCABULARY_BUCKETS;
}

/** The bucket of a two-word n-gram, from the words' `hashKey`s. */
export function bigramBucket(role: NgramRole, first: number, second: number): number {
  return (withInt(withInt(START[role], first), second) >>> 0) % VOCABULARY_BUCKETS;
}

/**
 * The bucket of an n-gram written out: one or two words (as normalised and tokenised, apostrophes
 * kept or not), for tests and tools that name an n-gram.
 *
 * @example ngramBucket('user', 'not found') // the same number on every platform (see the tests)
 */
export function ngramBucket(role: NgramRole, words: string): number {
  const [first, second] = words.split(' ');
  return second === undefined
    ? unigramBucket(role, hashKey(first!))
    : bigramBucket(role, hashKey(first!), hashKey(second));
}
