/**
 * @module The words of a text as sets of hashes (every token, its stems, its content words) and
 * whether it has a word of a family: what the repetition check compares. Each distinct word is
 * looked up once: a long message repeats most of its words, and the lookups are the costly step.
 * Its scratch tables are reused from call to call (one analysis runs at a time).
 */
import { homeSlot, tableBits } from '../text/hash-slots';
import { IntSet } from '../text/int-set';
import { STEM_PREFIX, stemAt } from '../text/stem';
import { endAt, hasApostrophe, hashAt, startAt, type TokenList } from '../text/tokenize';
import type { TokenSet } from './token-set';

/** The words of a text as sets of hashes (see {@link wordSets}). */
export interface WordSets {
  /** The key hash of every token (`hashAt`). */
  readonly hashes: IntSet;
  /** The stem of every token (`stemAt`). */
  readonly stems: IntSet;
  /** The key hash of every token that is not a stopword. */
  readonly content: IntSet;
  /** A token is a word of the `flagged` family. */
  readonly flagged: boolean;
}

/** The content words of a text (see {@link contentWordSets}). */
export interface ContentWordSets {
  /** The key hash of every token that is not a stopword. */
  readonly keys: IntSet;
  /** The stem of every token that is not a stopword. */
  readonly stems: IntSet;
}

/**
 * The token hashes, stems and content-word hashes (tokens not in `stopwords`; every token when it
 * is undefined) of `tokens`, and whether one of them is in `flagged`: the sets the loop
 * `for each token: hashes.add(hashAt), stems.add(stemAt), if not a stopword content.add(hashAt)`
 * gives, values in the same first-insertion order.
 */
export function wordSets(tokens: TokenList, stopwords?: TokenSet, flagged?: TokenSet): WordSets {
  scan(tokens, stopwords, flagged, false);
  return {
    hashes: IntSet.from(hashOut, hashCount),
    stems: IntSet.from(stemOut, stemCount),
    content: IntSet.from(contentOut, contentCount),
    flagged: anyFlagged,
  };
}

/**
 * The hashes and stems of the tokens of `tokens` that are not in `stopwords` (every token when it
 * is undefined), values in first-insertion order.
 */
export function contentWordSets(tokens: TokenList, stopwords?: TokenSet): ContentWordSets {
  scan(tokens, stopwords, undefined, true);
  return { keys: IntSet.from(contentOut, contentCount), stems: IntSet.from(stemOut, stemCount) };
}

// The outputs of the latest scan (copied by `IntSet.from`).
let hashOut = new Int32Array(256);
let stemOut = new Int32Array(256);
let contentOut = new Int32Array(256);
let hashCount = 0;
let stemCount = 0;
let contentCount = 0;
let anyFlagged = false;

/**
 * Distinct words of the current text, by slot (open addressing on the key hash): the index of the
 * token that first wrote the word, or nothing when the slot's stamp is not the current one (the
 * table is never cleared).
 */
let firstToken = new Int32Array(0);
/** The key hash of the word of each slot. */
let slotHashes = new Int32Array(0);
let stamps = new Int32Array(0);
let stamp = 0;
/** Per token index that first wrote a word: bit 0 a stopword, bit 1 a word of `flagged`. */
let wordFlags = new Uint8Array(256);
const STOPWORD = 1;
const FLAGGED = 2;

/**
 * Fills the outputs for `tokens`: each token's word (its exact characters) is looked up in the
 * families the first time the text writes it; later tokens writing it again reuse the answer. A
 * stem is reused too, except for a word with an apostrophe longer than the stem prefix, whose
 * `stemAt` may read past the word (computed each time, as the plain loop would).
 */
function scan(
  tokens: TokenList,
  stopwords: TokenSet | undefined,
  flagged: TokenSet | undefined,
  contentOnly: boolean,
): void {
  const n = tokens.length;
  if (hashOut.length < n) {
    hashOut = new Int32Array(2 * n);
    stemOut = new Int32Array(2 * n);
    contentOut = new Int32Array(2 * n);
    wordFlags = new Uint8Array(2 * n);
  }
  const bits = tableBits(n, 4);
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  if (stamps.length <= mask) {
    slotHashes = new Int32Array(mask + 1);
    firstToken = new Int32Array(mask + 1);
    stamps = new Int32Array(mask + 1);
  }
  if (++stamp === 0x40000000) {
    stamps.fill(0);
    stamp = 1;
  }
  // Locals: the loop reads no module variable (see docs/performance.md).
  const current = stamp;
  const slots = stamps;
  const hashes = slotHashes;
  const firsts = firstToken;
  const flags = wordFlags;
  const hashOutput = hashOut;
  const stemOutput = stemOut;
  const contentOutput = contentOut;
  let hashTotal = 0;
  let stems = 0;
  let contents = 0;
  let any = false;
  const text = tokens.text;
  for (let i = 0; i < n; i++) {
    const hash = hashAt(tokens, i);
    let slot = homeSlot(hash, shift);
    let first = -1;
    while (slots[slot] === current) {
      if (hashes[slot] === hash && sameWord(text, tokens, i, firsts[slot]!)) {
        first = firsts[slot]!;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (first >= 0) {
      // Written before: its hash, stem and content hash are in the sets already.
      if (hasApostrophe(tokens, i) && endAt(tokens, i) - startAt(tokens, i) > STEM_PREFIX) {
        if (!contentOnly || (flags[first]! & STOPWORD) === 0) stemOutput[stems++] = stemAt(tokens, i);
      }
      continue;
    }
    slots[slot] = current;
    hashes[slot] = hash;
    firsts[slot] = i;
    const stop = stopwords !== undefined && stopwords.hasToken(tokens, i);
    const flag = flagged !== undefined && flagged.hasToken(tokens, i);
    flags[i] = (stop ? STOPWORD : 0) | (flag ? FLAGGED : 0);
    if (flag) any = true;
    if (!contentOnly) hashOutput[hashTotal++] = hash;
    if (!stop) contentOutput[contents++] = hash;
    if (!contentOnly || !stop) stemOutput[stems++] = stemAt(tokens, i);
  }
  hashCount = hashTotal;
  stemCount = stems;
  contentCount = contents;
  anyFlagged = any;
}

/** True when tokens `i` and `j` are written with the same characters. */
function sameWord(text: string, tokens: TokenList, i: number, j: number): boolean {
  const a = startAt(tokens, i);
  const b = startAt(tokens, j);
  const length = endAt(tokens, i) - a;
  if (endAt(tokens, j) - b !== length) return false;
  for (let k = 0; k < length; k++) if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}
