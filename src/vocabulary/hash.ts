/**
 * @module The fixed hash of the learned vocabulary: FNV-1a 32-bit over UTF-8 bytes, kept to 18
 * bits. Plain integer arithmetic (`Math.imul`), so a profile means the same on every Node version
 * and platform.
 */
import { VOCABULARY_BUCKETS } from '../profile/vocabulary';

/** FNV-1a 32-bit offset basis. */
export const FNV1A_OFFSET = 0x811c9dc5;
const FNV1A_PRIME = 0x01000193;
const APOSTROPHE = 0x27;

/**
 * Continues an FNV-1a hash `h` with the UTF-8 bytes of `text.slice(start, end)`, apostrophes
 * skipped (a token's match key: `doesn't` hashes as `doesnt`). Lone surrogates count as U+FFFD.
 */
export function fnv1aRange(h: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    let cp = text.charCodeAt(i);
    if (cp < 0x80) {
      if (cp !== APOSTROPHE) h = Math.imul(h ^ cp, FNV1A_PRIME);
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < end) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else cp = 0xfffd;
    } else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x800) {
      h = Math.imul(h ^ (0xc0 | (cp >> 6)), FNV1A_PRIME);
    } else if (cp < 0x10000) {
      h = Math.imul(h ^ (0xe0 | (cp >> 12)), FNV1A_PRIME);
      h = Math.imul(h ^ (0x80 | ((cp >> 6) & 0x3f)), FNV1A_PRIME);
    } else {
      h = Math.imul(h ^ (0xf0 | (cp >> 18)), FNV1A_PRIME);
      h = Math.imul(h ^ (0x80 | ((cp >> 12) & 0x3f)), FNV1A_PRIME);
      h = Math.imul(h ^ (0x80 | ((cp >> 6) & 0x3f)), FNV1A_PRIME);
    }
    h = Math.imul(h ^ (0x80 | (cp & 0x3f)), FNV1A_PRIME);
  }
  return h;
}

/** The bucket of a finished hash: its low 18 bits, 0 … 262,143. */
export function bucketOf(h: number): number {
  return (h >>> 0) % VOCABULARY_BUCKETS;
}

/**
 * The bucket of an n-gram key as the vocabulary writes it: `role:word` or `role:word word`
 * (roles `user`, `assistant`, `tool`; a tool call's name as `call:name`).
 *
 * @example ngramBucket('user:not found') // the same number on every platform (see the tests)
 */
export function ngramBucket(key: string): number {
  return bucketOf(fnv1aRange(FNV1A_OFFSET, key));
}
