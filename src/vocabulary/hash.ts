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
/** The low 18 bits: an n-gram's bucket, `(h >>> 0) % VOCABULARY_BUCKETS` for the 2^18 buckets. */
const BUCKET_MASK = VOCABULARY_BUCKETS - 1;

/** The byte that starts an n-gram of each kind: the message's role, or a tool call's name. */
export const ROLE_BYTE = { user: 1, assistant: 2, tool: 3, call: 4 } as const;

/** The n-gram kinds: a message role, or `call` for a tool call's name. */
export type NgramRole = keyof typeof ROLE_BYTE;

/**
 * FNV-1a 32-bit state `h` continued with the 4 bytes of `v`, low byte first. An n-gram's state is
 * built word by word: `withWord(startOf(role), w1)` for a one-word n-gram, `withWord` of that and
 * `w2` for a two-word one (so a bigram's state continues its first word's unigram state).
 */
export function withWord(h: number, v: number): number {
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

/** The FNV-1a state of an n-gram of `role` before its words (after the role byte). */
export function startOf(role: NgramRole): number {
  return START[role];
}

/** The bucket (0 … 262,143) of an n-gram's state: its low 18 bits, the hash modulo 2^18. */
export function bucketOf(state: number): number {
  return state & BUCKET_MASK;
}

/** The bucket (0 … 262,143) of a one-word n-gram, from the word's `hashKey`. */
export function unigramBucket(role: NgramRole, word: number): number {
  return bucketOf(withWord(START[role], word));
}

/** The bucket of a two-word n-gram, from the words' `hashKey`s. */
export function bigramBucket(role: NgramRole, first: number, second: number): number {
  return bucketOf(withWord(withWord(START[role], first), second));
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
