/**
 * @module `TypoFilter`: tells, reading a message token in place, whether it is one edit
 * (Levenshtein distance 1) from any of a set of lexicon keys, so that typo candidates are looked
 * up as strings only for the few tokens that are.
 *
 * One edit at position p of a key of m ≥ 6 characters leaves the token with the key's first two
 * and last two characters (when 2 ≤ p ≤ m − 3), or its first four (p ≥ m − 2), or its last four
 * (p < 2), and a length of m − 1 to m + 1. So each key is filed under three probes for each of
 * those lengths: (first 2, last 2, length), (first 4, length) and (last 4, length). A token looks
 * up its own three probes (most tokens stop at a bit test) and compares the few keys found there
 * with itself. Keys of fewer than six characters, which the lexicons do not make typo targets,
 * are compared with every token.
 */
import { hashIndex, lookup, type HashIndex } from './hash-index';

/** Keys by probe. Build with {@link typoFilter}. */
export interface TypoFilter {
  /** Keys of {@link PROBED_MIN} characters or more, by the hash of each of their probes. */
  readonly byProbe: HashIndex<readonly string[]>;
  /** Bitmap of the probes filed in `byProbe` (bit: the probe hash's top {@link LOG_BITS} bits). */
  readonly bits: Int32Array;
  /** Keys of fewer than {@link PROBED_MIN} characters. */
  readonly short: readonly string[];
}

/** Keys this long or longer keep two of their ends under one edit (see the module). */
const PROBED_MIN = 6;
/** Log2 of the number of bits of {@link TypoFilter.bits}: 8 KiB, about 1 in 80 bits set for English. */
const LOG_BITS = 16;

/** The filter of `keys` (match keys: no apostrophes). */
export function typoFilter(keys: Iterable<string>): TypoFilter {
  const byProbe = new Map<number, string[]>();
  const short: string[] = [];
  const bits = new Int32Array((1 << LOG_BITS) / 32);
  const file = (hash: number, key: string): void => {
    const bit = hash >>> (32 - LOG_BITS);
    bits[bit >>> 5]! |= 1 << (bit & 31);
    const list = byProbe.get(hash);
    if (list === undefined) byProbe.set(hash, [key]);
    else if (!list.includes(key)) list.push(key);
  };
  for (const key of new Set(keys)) {
    const m = key.length;
    if (m < PROBED_MIN) {
      short.push(key);
      continue;
    }
    for (let length = m - 1; length <= m + 1; length++) {
      file(probe(pair(key, 0), pair(key, m - 2), length, 0), key);
      file(probe(pair(key, 0), pair(key, 2), length, 1), key);
      file(probe(pair(key, m - 4), pair(key, m - 2), length, 2), key);
    }
  }
  return { byProbe: hashIndex(byProbe), bits, short };
}

/** True when some key of `filter` is exactly one edit from `token`. */
export function hasTypoTarget(filter: TypoFilter, token: string): boolean {
  return hasTypoTargetAt(filter, token, 0, token.length);
}

/** {@link hasTypoTarget} for the token `text.slice(start, end)`, read in place. */
export function hasTypoTargetAt(filter: TypoFilter, text: string, start: number, end: number): boolean {
  if (filter.short.length > 0 && anyOneEdit(filter.short, text, start, end)) return true;
  const n = end - start;
  if (n < PROBED_MIN - 1) return false;
  const first = pair(text, start);
  const last = pair(text, end - 2);
  const ends = probe(first, last, n, 0);
  const head = probe(first, pair(text, start + 2), n, 1);
  const tail = probe(pair(text, end - 4), last, n, 2);
  // Most tokens stop here, at three bit tests, before any table is probed.
  const bits = filter.bits;
  if (!hasBit(bits, ends) && !hasBit(bits, head) && !hasBit(bits, tail)) return false;
  return (
    anyOneEdit(lookup(filter.byProbe, ends), text, start, end) ||
    anyOneEdit(lookup(filter.byProbe, head), text, start, end) ||
    anyOneEdit(lookup(filter.byProbe, tail), text, start, end)
  );
}

function hasBit(bits: Int32Array, hash: number): boolean {
  const bit = hash >>> (32 - LOG_BITS);
  return (bits[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}

/**
 * True when `text.slice(start, end)` is exactly one edit (Levenshtein distance 1, in UTF-16 code
 * units) from `target`, compared in place: after their common prefix, the rest must be equal once
 * one character is substituted, or dropped from the longer of the two.
 */
export function isOneEdit(text: string, start: number, end: number, target: string): boolean {
  const n = end - start;
  const m = target.length;
  if (n - m > 1 || m - n > 1) return false;
  let p = 0;
  while (p < n && p < m && text.charCodeAt(start + p) === target.charCodeAt(p)) p++;
  if (n === m && p === n) return false;
  // Skip the edited character: in both (substitution), in the token (n > m) or in the target (n < m).
  const skipText = n >= m ? 1 : 0;
  const skipTarget = m >= n ? 1 : 0;
  for (let q = p + skipText; q < n; q++) {
    if (text.charCodeAt(start + q) !== target.charCodeAt(q - skipText + skipTarget)) return false;
  }
  return true;
}

/**
 * False only when `text.slice(start, end)` cannot be one edit from `key`: a necessary condition,
 * checked in a few character reads before {@link isOneEdit}. For a key of six or more characters
 * and a token within one of its length, one edit keeps the first two and last two characters, or
 * the first four, or the last four (see the module). Shorter keys always pass.
 */
export function mayBeOneEdit(text: string, start: number, end: number, key: string): boolean {
  const m = key.length;
  const n = end - start;
  if (n - m > 1 || m - n > 1) return false;
  if (m < PROBED_MIN) return true;
  const head = text.charCodeAt(start) === key.charCodeAt(0) && text.charCodeAt(start + 1) === key.charCodeAt(1);
  const tail = text.charCodeAt(end - 1) === key.charCodeAt(m - 1) && text.charCodeAt(end - 2) === key.charCodeAt(m - 2);
  if (head && tail) return true;
  if (head) return text.charCodeAt(start + 2) === key.charCodeAt(2) && text.charCodeAt(start + 3) === key.charCodeAt(3);
  if (tail)
    return text.charCodeAt(end - 3) === key.charCodeAt(m - 3) && text.charCodeAt(end - 4) === key.charCodeAt(m - 4);
  return false;
}

function anyOneEdit(keys: readonly string[] | undefined, text: string, start: number, end: number): boolean {
  if (keys === undefined) return false;
  for (let k = 0; k < keys.length; k++) if (isOneEdit(text, start, end, keys[k]!)) return true;
  return false;
}

/** Two UTF-16 code units as one int32. */
function pair(text: string, at: number): number {
  return (text.charCodeAt(at) << 16) | text.charCodeAt(at + 1);
}

/** Hash of a probe: two pairs of characters and a length (`kind` keeps the three probes apart). */
function probe(a: number, b: number, length: number, kind: number): number {
  return Math.imul(Math.imul(a ^ kind, 0x85ebca6b) ^ b ^ length, 0x9e3779b1);
}
