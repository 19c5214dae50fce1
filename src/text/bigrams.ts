/**
 * @module Word-bigram sets of assistant text for the repetition check, and the token hashes they
 * are made of (which the learned vocabulary reads too), hashed in one pass over the characters of
 * any script, each normalised on the fly by a table lookup: no normalised copy, no token list, no
 * token strings.
 */
import { CodeUnits } from './code-units';
import { IntSet } from './int-set';
import { foldCodePoint, foldCompatibility } from './normalize';
import { BOTH, classOf, codePointAt, isCircledKatakana, OTHER, RUN, SINGLE, TOKEN_BITS } from './char-class';
import { isAscii } from './ascii';
import { asciiTokenList, FNV_OFFSET as OFFSET, FNV_PRIME as PRIME, hashAt, tokenize, type TokenList } from './tokenize';

/** The bigram set of a text and its token count. */
export interface BigramSet {
  /** Distinct hashed bigrams (30-bit small integers). */
  readonly set: IntSet;
  /** Number of tokens, as `tokenize` would count them. */
  readonly tokens: number;
}

// Module-local copies of the imported constants (see docs/performance.md).
const FNV_OFFSET = OFFSET;
const FNV_PRIME = PRIME;

/** The 30 bits of a token's key hash (see `hashKey`). */
const HASH_MASK = 0x3fffffff;

/** Packs two token hashes into one small-integer bigram hash (of their low 30 bits alone). */
function pair(a: number, b: number): number {
  return (Math.imul(a, 0x9e3779b1) ^ b) & 0x3fffffff;
}

/** The empty bigram set (no tokens). */
export const NO_BIGRAMS: BigramSet = { set: IntSet.from(new Int32Array(0), 0), tokens: 0 };

/** Code units of the text being read: the loop reads a typed array, whatever kind of string the text is (see `code-units`). */
const UNITS = new CodeUnits();

/** Bigram hashes of the text being read (reused: one analysis runs at a time). */
let scratch = new Int32Array(1024);

/** {@link scratch}, grown to hold `n` bigrams (a function of its own: see docs/performance.md). */
function scratchFor(n: number): Int32Array {
  if (scratch.length < n) scratch = new Int32Array(n);
  return scratch;
}

/**
 * The token hashes and spans of the latest text {@link scanBigrams} read (`scanned`: undefined
 * when the scan gave up or when another text was scanned since), kept with its code units in
 * {@link UNITS} until the next scan: {@link scannedTokens} makes them the text's token list
 * without reading its characters again. Every scan keeps them, short texts too: two stores a
 * token, where the detectors read the words of the assistant's latest message for most user
 * turns that say something positive (a second tokenisation of it cost more than all the stores).
 */
let scannedHashes = new Int32Array(1024);
let scannedSpans = new Int32Array(2048);
let scanned: string | undefined;
let scannedCount = 0;

/** {@link scannedHashes} (and the spans), grown to hold `n` tokens (a function of its own, as {@link scratchFor}). */
function hashesFor(n: number): Int32Array {
  if (scannedHashes.length < n) {
    scannedHashes = new Int32Array(n);
    scannedSpans = new Int32Array(2 * n);
  }
  return scannedHashes;
}

/**
 * Bigrams of the tokens of `text` (normalised as the detectors read text: NFKC, lowercase; apostrophes dropped
 * from keys), hashed: those of the keys `tokenize(foldCompatibility(text).toLowerCase())` gives.
 * The text is read once, each character normalised on the fly (see {@link readingOf}); only text
 * with a character whose normalised form depends on its neighbours (combining marks, Hangul jamo,
 * Σ) or that normalises to several characters with a letter among them is normalised first and
 * tokenised. Two different bigrams collide with probability about 2^-30 each: negligible next to
 * the 0.5 and 0.85 thresholds.
 */
export function bigramSet(text: string): BigramSet {
  if (text.length === 0) return NO_BIGRAMS; // tool-call-only messages
  return scanBigrams(text) ?? bigramsOfTokens(tokenize(foldCompatibility(text).toLowerCase()));
}

/**
 * {@link bigramSet} in one pass over the characters, with the tokeniser's rules (a token is one
 * Han/kana character, or a run of letters, digits and marks with inner apostrophes); undefined for
 * text that must be normalised first (at its first character whose reading is {@link UNSAFE}).
 */
export function scanBigrams(text: string): BigramSet | undefined {
  // At most one token per character: the hashes and spans fit.
  const hashes = hashesFor(text.length);
  lastText = undefined;
  const tokens = scanTokenHashes(text, hashes, scannedSpans);
  if (tokens < 0) return undefined;
  scanned = text;
  scannedCount = tokens;
  if (keepHeads) keepHead(text, hashes, scannedSpans, tokens);
  const out = scratchFor(text.length);
  for (let k = 1; k < tokens; k++) out[k - 1] = pair(hashes[k - 1]!, hashes[k]!);
  return { set: IntSet.from(out, Math.max(0, tokens - 1)), tokens };
}

/**
 * `tokenize(foldCompatibility(text).toLowerCase())` made from the latest {@link scanBigrams} scan
 * when that read `text` and `text` is ASCII (its normalised form then has the same offsets: the
 * scan's spans are the tokens'), else undefined. The repetition check and the dialogue rules read
 * the words of the assistant message whose bigrams were just hashed: its characters are not read
 * a second time.
 */
export function scannedTokens(text: string): TokenList | undefined {
  if (scanned === undefined || text !== scanned || !isAscii(text)) return undefined;
  return asciiTokenList(text.toLowerCase(), UNITS.latest, scannedHashes, scannedSpans, scannedCount);
}

/**
 * The number of tokens of `text` (those of `tokenize(foldCompatibility(text).toLowerCase())`)
 * when it is the text {@link scanBigrams} read last (as {@link scannedTokens} needs, of any
 * script), else -1: how long a message is, known without a token list.
 */
export function scannedTokenCount(text: string): number {
  return scanned !== undefined && text === scanned ? scannedCount : -1;
}

/** Of the text {@link scanBigrams} read last, the first tokens are kept: as many as a head of the learned vocabulary can hold. */
const LAST_ROOM = 400;
/**
 * The text {@link scanBigrams} read last (undefined when it could not or kept nothing), and where
 * its first tokens' key hashes and spans are: the arrays that scan wrote, kept as they are until
 * the next scan (see {@link keepHead}).
 */
let lastText: string | undefined;
let lastCount = 0;
let lastHashes: Int32Array = new Int32Array(0);
let lastSpans: Int32Array = new Int32Array(0);

/** Whether {@link scanBigrams} keeps the first tokens of each text it reads (see {@link keepScannedHeads}). */
let keepHeads = false;

/**
 * Makes {@link scanBigrams} keep the first token hashes and spans of each text it reads, for
 * {@link scannedHead} (on), or not (off, the default: it costs the analysis about 1 %). `analyze`
 * turns it on while a learned vocabulary reads its messages.
 */
export function keepScannedHeads(on: boolean): void {
  keepHeads = on;
  lastText = undefined;
}

/**
 * Keeps `text`'s first token hashes and spans where the scan wrote them (`count` tokens in all,
 * the spans of the first `spans.length / 2`), without a copy: nothing writes those arrays again
 * before the next scan, which replaces them.
 */
function keepHead(text: string, hashes: Int32Array, spans: Int32Array, count: number): void {
  lastText = text;
  lastCount = Math.min(count, LAST_ROOM, spans.length >>> 1);
  lastHashes = hashes;
  lastSpans = spans;
}

/**
 * The number of tokens of `text.slice(0, limit)` (`limit` at most 400) when they are the first
 * tokens of the scan {@link scanBigrams} made of `text`, the text it read last, as they are: all
 * of them end by `limit` and none runs across it. Their key hashes and spans are then the first
 * of {@link scannedHeadHashes} and {@link scannedHeadSpans} (valid until the next scan). -1 for
 * another text or a head that cuts a token (see {@link scannedHead}).
 */
export function scannedHeadCount(text: string, limit: number): number {
  if (text !== lastText || limit > LAST_ROOM) return -1;
  const n = lastCount;
  const spans = lastSpans;
  let k = 0;
  while (k < n && spans[2 * k + 1]! <= limit) k++;
  return k === n || spans[2 * k]! >= limit ? k : -1;
}

/** The key hashes of the text {@link scanBigrams} read last (see {@link scannedHeadCount}). */
export function scannedHeadHashes(): Int32Array {
  return lastHashes;
}

/** The spans of the text {@link scanBigrams} read last, start and end of token `k` at `2k` and `2k + 1` (see {@link scannedHeadCount}). */
export function scannedHeadSpans(): Int32Array {
  return lastSpans;
}

/**
 * What {@link scanTokenHashes} gives for `text.slice(0, limit)` (`limit` at most 400), read from
 * the scan {@link scanBigrams} made of `text` when it is the text it read last: the tokens that
 * end by `limit` are those of the head (each was ended by the same character, or by the end of
 * the head), and the one that runs across it, if any, is scanned again from its start to
 * `limit`. Writes the key hashes to `out` and the spans to `spans` (room for `limit` and
 * `2 × limit` values) and returns their number; -1, with nothing written, for another text.
 */
export function scannedHead(text: string, limit: number, out: Int32Array, spans: Int32Array): number {
  if (text !== lastText || limit > LAST_ROOM) return -1;
  const n = lastCount;
  const hashes = lastHashes;
  const kept = lastSpans;
  // Copied in a loop: a head holds a few dozen words, where each `subarray` view costs a runtime call.
  let k = 0;
  for (; k < n && kept[2 * k + 1]! <= limit; k++) {
    out[k] = hashes[k]!;
    spans[2 * k] = kept[2 * k]!;
    spans[2 * k + 1] = kept[2 * k + 1]!;
  }
  if (k === n || kept[2 * k]! >= limit) return k;
  // The token across the head's end, cut there: the rest of the head from its start.
  const start = kept[2 * k]!;
  const rest = scanTokenHashes(text.slice(start, limit), out.subarray(k), spans.subarray(2 * k));
  if (rest < 0) return -1;
  for (let j = 2 * k; j < 2 * (k + rest); j++) spans[j]! += start;
  return k + rest;
}

/**
 * The key hashes of the tokens of `text`, in order: the {@link hashAt} values of
 * `tokenize(foldCompatibility(text).toLowerCase())`, read in the scanner's one pass (see
 * {@link bigramSet}), written to `out` from index 0 (room for `text.length` values is enough: at
 * most one token per character). With `spans`, each token's start and end (exclusive) in `text`
 * too, at `2k` and `2k + 1` (room for twice the length; the first `spans.length / 2` tokens'
 * when it has less): its key is then {@link keyOfSpan}.
 * Returns their number, or -1 for text that must be normalised first (then nothing written is
 * meaningful).
 *
 * For "It doesn't" it writes `hashKey('it')` and `hashKey('doesnt')` and returns 2.
 *
 * @example scanTokenHashes("It doesn't", new Int32Array(16)) // 2
 */
export function scanTokenHashes(text: string, out: Int32Array, spans?: Int32Array): number {
  const n = text.length;
  scanned = undefined; // UNITS now hold another text's units (see scannedTokens)
  const units = UNITS.of(text);
  const readings = READINGS; // a local: the loops read no module variable
  const spanRoom = spans === undefined ? 0 : spans.length >>> 1;
  let count = 0;
  let i = 0;
  while (i < n) {
    const start = i;
    let h = FNV_OFFSET;
    let run = true;
    // Most characters are SIMPLE_RUN or breaks: one table load each, no call.
    const first = readings[units[i]!]!;
    if ((first & SIMPLE_RUN) !== 0) {
      h = Math.imul(h ^ (first & CODE_POINT), FNV_PRIME);
      i++;
    } else {
      const r = first >= KNOWN ? first : readingSlow(text, i);
      i += widthOf(r);
      if ((r & (CONTINUES | ALONE)) === 0) {
        if (r === UNSAFE) return -1;
        continue;
      }
      h = hashCodePoint(h, r & CODE_POINT);
      run = (r & ALONE) === 0;
    }
    // A run: run characters, and apostrophes followed by one (left out of the key).
    let end = -1; // where a break passed over ended it
    while (run) {
      // Letters and digits, nearly every character, in a loop of their own with no call; a
      // lowercase ASCII letter (its own reading) is hashed without the table load.
      let r = 0;
      while (i < n) {
        const c = units[i]!;
        if ((c - 97) >>> 0 < 26) {
          h = Math.imul(h ^ c, FNV_PRIME);
          i++;
          continue;
        }
        if (((r = readings[c]!) & SIMPLE_RUN) === 0) break;
        h = Math.imul(h ^ (r & CODE_POINT), FNV_PRIME);
        i++;
      }
      if (i >= n) break;
      if (r < KNOWN) r = readingSlow(text, i);
      if ((r & CONTINUES) !== 0) {
        h = hashCodePoint(h, r & CODE_POINT);
        i += widthOf(r);
        continue;
      }
      if ((r & APOSTROPHE) === 0) {
        // A break ends the token and is passed over (an UNSAFE one is met again by the outer loop).
        end = i;
        if (r !== UNSAFE && (r & ALONE) === 0) i += widthOf(r);
        break;
      }
      if (i + 1 >= n) break;
      const next = readingAt(text, i + 1);
      if ((next & CONTINUES) === 0) break;
      h = hashCodePoint(h, next & CODE_POINT);
      i += 1 + widthOf(next);
    }
    if (count < spanRoom) {
      spans![2 * count] = start;
      spans![2 * count + 1] = end < 0 ? i : end;
    }
    out[count++] = h & HASH_MASK;
  }
  return count;
}

/**
 * The match key of the token at `start`…`end` of a text {@link scanTokenHashes} read (not -1),
 * as `keyAt` gives it for the tokens of the normalised text: there each character of a token
 * folds to one character by itself, so the token's own characters folded and lowercased are the
 * normalised token; its apostrophes are left out.
 *
 * @example keyOfSpan('It DOESN’T', 3, 10) // 'doesnt'
 */
export function keyOfSpan(text: string, start: number, end: number): string {
  const key = foldCompatibility(text.slice(start, end)).toLowerCase();
  return key.includes("'") ? key.replaceAll("'", '') : key;
}

// A reading: what the scanner needs to know of a character, found in one table load. The code
// point it normalises to (CODE_POINT bits) and flags; KNOWN is set on every reading, so that a
// READINGS entry below it is either not read yet (0) or a mark for the slow path.
const CODE_POINT = 0x1fffff;
/** Continues a run (letters, digits, marks; ー). */
const CONTINUES = 1 << 21;
/** A token by itself where a token starts (Han, kana; ー). */
const ALONE = 1 << 22;
/** The apostrophe. */
const APOSTROPHE = 1 << 23;
/** Two code units in the text (a surrogate pair). */
const WIDE = 1 << 24;
const KNOWN = 1 << 25;
/** CONTINUES, not ALONE, one BMP code unit normalised to one: the common case, hashed inline. */
const SIMPLE_RUN = 1 << 26;
/** A character whose normalised form depends on its neighbours, or that the scanner cannot read alone. */
const UNSAFE = 1;
/** A high surrogate: the reading is that of the code point it starts (or of a lone surrogate). */
const HIGH_SURROGATE = 2;

/** Per BMP code unit, its reading; 0 until first met. ASCII is read in advance. */
const READINGS = new Int32Array(0x10000);
/** Readings of astral code points (surrogate pairs, {@link WIDE}). */
const ASTRAL_READINGS = new Map<number, number>();
for (let c = 0; c < 128; c++) learn(c, asciiReading(c));
for (let c = 0xd800; c < 0xdc00; c++) READINGS[c] = HIGH_SURROGATE;

/** The reading of the character at `i`: one table load for all but a character's first time. */
function readingAt(text: string, i: number): number {
  const r = READINGS[text.charCodeAt(i)]!;
  return r >= KNOWN ? r : readingSlow(text, i);
}

function readingSlow(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const r = READINGS[c]!;
  if (r === UNSAFE) return UNSAFE;
  if (r === HIGH_SURROGATE) {
    const cp = codePointAt(text, i);
    if (cp === c) return KNOWN; // a lone surrogate: no character, neither token nor break
    let astral = ASTRAL_READINGS.get(cp);
    if (astral === undefined) {
      astral = readingOf(cp);
      if (astral !== UNSAFE) astral |= WIDE;
      ASTRAL_READINGS.set(cp, astral);
    }
    return astral;
  }
  return learn(c, c >= 0xdc00 && c <= 0xdfff ? KNOWN : readingOf(c));
}

/** Stores the reading of BMP code unit `c`, {@link SIMPLE_RUN} added where it applies; returns it. */
function learn(c: number, reading: number): number {
  const cp = reading & CODE_POINT;
  if ((reading & (CONTINUES | ALONE)) === CONTINUES && cp <= 0xffff) reading |= SIMPLE_RUN;
  READINGS[c] = reading;
  return reading;
}

/** {@link readingOf} for ASCII, without normalising: letters lowercased, digits, the apostrophe. */
function asciiReading(c: number): number {
  if (c === 39) return KNOWN | APOSTROPHE | c;
  if ((classOf(c) & RUN) === 0) return KNOWN;
  return KNOWN | CONTINUES | (c >= 65 && c <= 90 ? c + 32 : c);
}

/**
 * The reading of one code point: its {@link foldCodePoint} and the tokeniser's class of that.
 * A fold of several characters reads as a break when none is a token character, else UNSAFE.
 */
function readingOf(cp: number): number {
  const folded = foldCodePoint(cp);
  if (folded === undefined) return UNSAFE;
  const first = codePointAt(folded, 0);
  if (folded.length === (first > 0xffff ? 2 : 1)) {
    if (first === 39) return KNOWN | APOSTROPHE | first;
    // The circled katakana, which tokenize reads by context, are never left by NFKC.
    if (isCircledKatakana(first)) return UNSAFE;
    const token = classOf(first) & TOKEN_BITS;
    const flags = token === RUN ? CONTINUES : token === SINGLE ? ALONE : token === BOTH ? CONTINUES | ALONE : 0;
    return KNOWN | flags | first;
  }
  for (const ch of folded) if ((classOf(ch.codePointAt(0)!) & TOKEN_BITS) !== OTHER) return UNSAFE;
  return KNOWN;
}

function widthOf(reading: number): number {
  return (reading & WIDE) !== 0 ? 2 : 1;
}

/** FNV-1a step over the UTF-16 code units of `cp`, as `tokenize` hashes. */
function hashCodePoint(h: number, cp: number): number {
  if (cp <= 0xffff) return Math.imul(h ^ cp, FNV_PRIME);
  const high = 0xd800 + ((cp - 0x10000) >> 10);
  return Math.imul(Math.imul(h ^ high, FNV_PRIME) ^ (0xdc00 + (cp & 0x3ff)), FNV_PRIME);
}

/** Bigrams of a token list: the path for text the scanner cannot read. */
export function bigramsOfTokens(tokens: TokenList): BigramSet {
  const out = scratchFor(tokens.length);
  for (let i = 1; i < tokens.length; i++) out[i - 1] = pair(hashAt(tokens, i - 1), hashAt(tokens, i));
  return { set: IntSet.from(out, Math.max(0, tokens.length - 1)), tokens: tokens.length };
}

/**
 * {@link jaccard} when it is at least `floor` (in (0, 1]), else -1, reading only as much of the
 * smaller set as that takes: its size bounds the similarity (|A∩B| ≤ min), and a comparison is
 * given up once the shared values can no longer reach the least count that makes `floor`.
 */
export function jaccardAtLeast(a: IntSet, b: IntSet, floor: number): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
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
