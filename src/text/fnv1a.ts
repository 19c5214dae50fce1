/**
 * @module FNV-1a, the one string hash used where a long text is remembered by its hash instead of
 * its characters (oversized tool arguments, capped names and ids).
 */

/** 32-bit FNV-1a hash of a string's UTF-16 code units, as 8 hex digits. */
export function fnv1a(text: string, seed: number = 0x811c9dc5): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A 64-bit hash of a string as 16 hex digits: two FNV-1a hashes with different seeds. */
export function hash64(text: string): string {
  return fnv1a(text) + fnv1a(text, 0x050c5d1f);
}
