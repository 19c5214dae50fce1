/**
 * @module Word-bigram sets of assistant text for the repetition check, hashed in one pass over
 * the characters: no token strings, no per-token allocation.
 */
import { foldCompatibility } from './normalize';
import { tokenize } from './tokenize';

/** The bigram set of a text and its token count. */
export interface BigramSet {
  /** Distinct hashed bigrams (30-bit small integers). */
  readonly set: ReadonlySet<number>;
  /** Number of tokens, as `tokenize` would count them. */
  readonly tokens: number;
}

const NON_ASCII = /[^\x00-\x7f]/;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a hash of a token key (apostrophes excluded), as the scanner computes it. */
export function hashKey(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Packs two token hashes into one small-integer bigram hash. */
function pair(a: number, b: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ b) & 0x3fffffff;
}

function isAsciiWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/**
 * Bigrams of the tokens of `text` (normalised as SPEC §3: NFKC, lowercase; apostrophes dropped
 * from keys), hashed. ASCII text is scanned directly; other text is normalised and tokenised.
 * Two different bigrams collide with probability about 2^-30 each: negligible next to the 0.5
 * and 0.85 thresholds.
 */
export function bigramSet(text: string): BigramSet {
  if (NON_ASCII.test(text)) return fromKeys(tokenize(foldCompatibility(text).toLowerCase()).keys);
  const set = new Set<number>();
  let tokens = 0;
  let prev = 0;
  let h = FNV_OFFSET;
  let inToken = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if (isAsciiWord(c)) {
      h = Math.imul(h ^ (c >= 65 && c <= 90 ? c + 32 : c), FNV_PRIME);
      inToken = true;
      continue;
    }
    if (c === 39 && inToken && i + 1 < n && isAsciiWord(text.charCodeAt(i + 1))) continue;
    if (inToken) {
      if (tokens > 0) set.add(pair(prev, h));
      prev = h;
      tokens++;
      h = FNV_OFFSET;
      inToken = false;
    }
  }
  return { set, tokens };
}

function fromKeys(keys: readonly string[]): BigramSet {
  const set = new Set<number>();
  let prev = 0;
  for (let i = 0; i < keys.length; i++) {
    const h = hashKey(keys[i]!);
    if (i > 0) set.add(pair(prev, h));
    prev = h;
  }
  return { set, tokens: keys.length };
}

/** |A∩B| / |A∪B|; 0 when both are empty. */
export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}
