/**
 * @module The words of a text as sets of hashes (every token, its stems, its content words) and
 * whether it has a word of a family: what the repetition check compares. Each distinct word is
 * looked up once: a long message repeats most of its words, and the lookups are the costly step.
 * Its scratch tables are reused from call to call (one analysis runs at a time).
 */
import { CodeUnits } from '../text/code-units';
import { homeSlot, tableBits } from '../text/hash-slots';
import { IntSet } from '../text/int-set';
import { STEM_PREFIX, stemAt } from '../text/stem';
import { apostropheIn, endIn, fieldsOf, hashIn, startIn, type TokenList } from '../text/tokenize';
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
  scan(tokens, stopwords, flagged);
  return scanned();
}

/** The sets the last {@link scan} collected. */
function scanned(): WordSets {
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
  scan(tokens, stopwords, undefined);
  return { keys: IntSet.from(contentOut, contentCount), stems: IntSet.from(contentStemOut, contentStemCount) };
}

// The outputs of the latest scan (copied by `IntSet.from`).
let hashOut = new Int32Array(256);
let stemOut = new Int32Array(256);
let contentOut = new Int32Array(256);
let contentStemOut = new Int32Array(256);
let hashCount = 0;
let stemCount = 0;
let contentCount = 0;
let contentStemCount = 0;
let anyFlagged = false;

/**
 * Distinct words of the current text, by slot (open addressing on the key hash), four entries a
 * slot: a stamp (the slot is free unless it is the current one: the table is never cleared), the
 * key hash of the word, the start of the token that first wrote it, and that token's end times
 * four plus its flags (a repeat is compared with the first writing and takes its flags without
 * reading that token's fields).
 */
let table = new Int32Array(0);
let stamp = 0;
const STOPWORD = 1;
const FLAGGED = 2;
/** Code units of the text being scanned (see `code-units`): words are compared in a typed array. */
const UNITS = new CodeUnits();

/**
 * Fills the outputs for `tokens`: each token's word (its exact characters) is looked up in the
 * families the first time the text writes it; later tokens writing it again reuse the answer. A
 * stem is reused too, except for a word with an apostrophe longer than the stem prefix, whose
 * `stemAt` may read past the word (computed each time, as the plain loop would).
 */
function scan(tokens: TokenList, stopwords: TokenSet | undefined, flagged: TokenSet | undefined): void {
  const n = tokens.length;
  if (hashOut.length < n) {
    hashOut = new Int32Array(2 * n);
    stemOut = new Int32Array(2 * n);
    contentOut = new Int32Array(2 * n);
    contentStemOut = new Int32Array(2 * n);
  }
  const bits = tableBits(n, 4);
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  if (table.length < 4 * (mask + 1)) table = new Int32Array(4 * (mask + 1));
  if (++stamp === 0x40000000) {
    table.fill(0);
    stamp = 1;
  }
  // Locals: the loop reads no module variable (see docs/performance.md).
  const current = stamp;
  const slots = table;
  const data = fieldsOf(tokens); // one kind of array: the loads stay monomorphic
  const hashOutput = hashOut;
  const stemOutput = stemOut;
  const contentOutput = contentOut;
  const contentStemOutput = contentStemOut;
  const units = n === 0 ? undefined : UNITS.of(tokens.text);
  let hashTotal = 0;
  let stems = 0;
  let contents = 0;
  let contentStems = 0;
  let any = false;
  for (let i = 0; i < n; i++) {
    const hash = hashIn(data, i);
    const start = startIn(data, i);
    const end = endIn(data, i);
    let at = 4 * homeSlot(hash, shift);
    let written = -1; // the flags of the word when a token wrote it before
    while (slots[at] === current) {
      if (slots[at + 1] === hash) {
        const endAndFlags = slots[at + 3]!;
        if (sameUnits(units!, start, end, slots[at + 2]!, endAndFlags >> 2)) {
          written = endAndFlags & 3;
          break;
        }
      }
      at = (at + 4) & (4 * mask + 3);
    }
    if (written >= 0) {
      // Written before: its hash, stem and content hash are in the sets already.
      if (apostropheIn(data, i) && end - start > STEM_PREFIX) {
        const stem = stemAt(tokens, i);
        stemOutput[stems++] = stem;
        if ((written & STOPWORD) === 0) contentStemOutput[contentStems++] = stem;
      }
      continue;
    }
    const stop = stopwords !== undefined && stopwords.hasToken(tokens, i);
    const flag = flagged !== undefined && flagged.hasToken(tokens, i);
    slots[at] = current;
    slots[at + 1] = hash;
    slots[at + 2] = start;
    slots[at + 3] = 4 * end + (stop ? STOPWORD : 0) + (flag ? FLAGGED : 0);
    if (flag) any = true;
    hashOutput[hashTotal++] = hash;
    const stem = stemAt(tokens, i);
    stemOutput[stems++] = stem;
    if (!stop) {
      contentOutput[contents++] = hash;
      contentStemOutput[contentStems++] = stem;
    }
  }
  hashCount = hashTotal;
  stemCount = stems;
  contentCount = contents;
  contentStemCount = contentStems;
  anyFlagged = any;
}

/** True when the units from `a` to `aEnd` equal those from `b` to `bEnd`. */
function sameUnits(units: Uint16Array, a: number, aEnd: number, b: number, bEnd: number): boolean {
  const length = aEnd - a;
  if (bEnd - b !== length) return false;
  for (let k = 0; k < length; k++) if (units[a + k] !== units[b + k]) return false;
  return true;
}
