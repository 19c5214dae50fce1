/**
 * @module Word-bigram sets of assistant text for the repetition check, hashed in one pass over
 * the characters: no token strings, no per-token allocation.
 */
import { IntSet } from './int-set';
import { foldCompatibility } from './normalize';
import { classOf, isHanKanaOrAstral, RUN } from './char-class';
import { hashAt, hashKey, tokenize, type TokenList } from './tokenize';

/** The bigram set of a text and its token count. */
export interface BigramSet {
  /** Distinct hashed bigrams (30-bit small integers). */
  readonly set: IntSet;
  /** Number of tokens, as `tokenize` would count them. */
  readonly tokens: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Packs two token hashes into one small-integer bigram hash. */
function pair(a: number, b: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ b) & 0x3fffffff;
}

function isAsciiWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/** Bigram hashes of the text being read (reused: one analysis runs at a time). */
let scratch = new Int32Array(1024);

function push(at: number, value: number): void {
  if (at === scratch.length) {
    const grown = new Int32Array(scratch.length * 2);
    grown.set(scratch);
    scratch = grown;
  }
  scratch[at] = value;
}

/**
 * Bigrams of the tokens of `text` (normalised as SPEC §3: NFKC, lowercase; apostrophes dropped
 * from keys), hashed. ASCII text is scanned directly; other text is normalised first, then
 * scanned the same way, and text with Han, kana or astral characters is tokenised.
 * Two different bigrams collide with probability about 2^-30 each: negligible next to the 0.5
 * and 0.85 thresholds.
 */
export function bigramSet(text: string): BigramSet {
  const ascii = scanAscii(text);
  if (ascii !== undefined) return ascii;
  const normalized = foldCompatibility(text).toLowerCase();
  return scanNormalized(normalized) ?? bigramsOfTokens(tokenize(normalized));
}

/** The empty bigram set (no tokens). */
export const NO_BIGRAMS: BigramSet = { set: IntSet.from(new Int32Array(0), 0), tokens: 0 };

/** The ASCII scanner (case folded on the fly); undefined at the first non-ASCII character. */
function scanAscii(text: string): BigramSet | undefined {
  let count = 0;
  let tokens = 0;
  let prev = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c >= 128) return undefined;
    let folded = ASCII_FOLDED[c]!;
    if (folded === 0) {
      i++;
      continue;
    }
    // A token: letters and digits, and apostrophes followed by one (left out of the key).
    let h = FNV_OFFSET;
    for (;;) {
      h = Math.imul(h ^ folded, FNV_PRIME);
      if (++i >= n) break;
      c = text.charCodeAt(i);
      if (c >= 128) return undefined;
      folded = ASCII_FOLDED[c]!;
      if (folded !== 0) continue;
      if (c !== 39 || i + 1 >= n) break;
      const next = text.charCodeAt(i + 1);
      if (next >= 128 || ASCII_FOLDED[next] === 0) break;
      folded = ASCII_FOLDED[next]!;
      i++;
    }
    if (tokens > 0) push(count++, pair(prev, h));
    prev = h;
    tokens++;
  }
  return { set: IntSet.from(scratch, count), tokens };
}

/** Per ASCII character: the lowercase code of a letter or digit, 0 for anything else. */
const ASCII_FOLDED = Uint8Array.from({ length: 128 }, (_, c) => (isAsciiWord(c) ? (c >= 65 && c <= 90 ? c + 32 : c) : 0));

/**
 * The scanner for normalised (folded, lowercased) text of any script, with the tokeniser's rules;
 * undefined at the first character that needs the tokeniser's Unicode regex (Han, kana, astral).
 */
function scanNormalized(text: string): BigramSet | undefined {
  let count = 0;
  let tokens = 0;
  let prev = 0;
  let h = FNV_OFFSET;
  let inToken = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if (c >= 0x2e80 && isHanKanaOrAstral(c)) return undefined;
    if ((classOf(c) & RUN) !== 0) {
      h = Math.imul(h ^ c, FNV_PRIME);
      inToken = true;
      continue;
    }
    if (c === 39 && inToken && i + 1 < n && (classOf(text.charCodeAt(i + 1)) & RUN) !== 0) continue;
    if (inToken) {
      if (tokens > 0) push(count++, pair(prev, h));
      prev = h;
      tokens++;
      h = FNV_OFFSET;
      inToken = false;
    }
  }
  return { set: IntSet.from(scratch, count), tokens };
}

/** Bigrams of a token list: the path for Han, kana and astral text. */
export function bigramsOfTokens(tokens: TokenList): BigramSet {
  for (let i = 1; i < tokens.length; i++) push(i - 1, pair(hashAt(tokens, i - 1), hashAt(tokens, i)));
  return { set: IntSet.from(scratch, Math.max(0, tokens.length - 1)), tokens: tokens.length };
}

/** Bigrams of token keys: the reference the scanners agree with. */
export function bigramsOfKeys(keys: readonly string[]): BigramSet {
  let prev = 0;
  let count = 0;
  for (let i = 0; i < keys.length; i++) {
    const h = hashKey(keys[i]!);
    if (i > 0) push(count++, pair(prev, h));
    prev = h;
  }
  return { set: IntSet.from(scratch, count), tokens: keys.length };
}

/**
 * {@link jaccard} when it is at least `floor` (in (0, 1]), else -1, reading only as much of the
 * smaller set as that takes: its size bounds the similarity (|A∩B| ≤ min), and a comparison is
 * given up once the shared values can no longer reach the least count that makes `floor`.
 */
export function jaccardAtLeast(a: IntSet, b: IntSet, floor: number): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const total = a.size + b.size;
  if (small.size === 0) return -1;
  // The least shared count k with k / (total − k) ≥ floor, found with the same division as the
  // result so that rounding cannot make the two disagree.
  let needed = Math.max(1, Math.ceil((floor * total) / (1 + floor)) - 1);
  while (needed > 1 && (needed - 1) / (total - needed + 1) >= floor) needed--;
  while (needed <= small.size && needed / (total - needed) < floor) needed++;
  if (needed > small.size) return -1;
  const shared = small.sharedAtLeast(large, needed);
  return shared < 0 ? -1 : shared / (total - shared);
}

/** |A∩B| / |A∪B|; 0 when both are empty. */
export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  if (a instanceof IntSet && b instanceof IntSet) {
    shared = a.size <= b.size ? a.sharedWith(b) : b.sharedWith(a);
  } else {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    for (const x of small) if (large.has(x)) shared++;
  }
  return shared / (a.size + b.size - shared);
}
