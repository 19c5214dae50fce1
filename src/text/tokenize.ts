/**
 * @module Tokeniser: runs of letters/digits with inner apostrophes; one token per
 * Han/kana character so phrases in languages without word spaces still match as token runs.
 *
 * Tokens are kept as offsets into the text with a hash of each token's match key, in typed
 * arrays: a message of 4,000 characters makes no per-token string. Lexicon lookups go by hash and
 * confirm a hit by comparing characters ({@link keyEquals}); the few detectors that need a token
 * as a string cut it with {@link keyAt} or {@link wordAt}.
 */

import { CodeUnits } from './code-units';
import { copyInts, TYPED_FROM, type Ints } from './ints';
import {
  BREAK,
  classOf,
  codePointAt,
  continuesRun,
  isCircledKatakana,
  isHanKanaOrAstral,
  OTHER,
  RUN,
  TOKEN_BITS,
} from './char-class';

/**
 * Tokens of one text: four small-integer fields per token in one array (read them with
 * {@link hashAt}, {@link startAt}, {@link endAt}, {@link clauseAt}, {@link hasApostrophe}).
 * One allocation per text, whatever its length; no strings.
 */
export interface TokenList {
  /** The text the offsets point into (normalised: see `normalize`). */
  readonly text: string;
  /** Number of tokens. */
  readonly length: number;
  /**
   * Per token, at `4 * i`: the {@link hashKey} of its match key (30 bits), its start offset, its end offset
   * (exclusive), and its clause number times two plus one if it is written with an apostrophe.
   * Entries past the last token's may follow (a reused buffer: see {@link tokenizeTransient}).
   */
  readonly data: Ints;
}

/** Fields per token in {@link TokenList.data}. */
const STRIDE = 4;

/** {@link hashKey} of the match key of token `i`: the token without apostrophes (`doesnt`). */
export function hashAt(tokens: TokenList, i: number): number {
  return tokens.data[STRIDE * i]!;
}

/** Start offset of token `i` in the text. */
export function startAt(tokens: TokenList, i: number): number {
  return tokens.data[STRIDE * i + 1]!;
}

/**
 * The first token that starts at or after offset `from` of the text (`tokens.length` when none
 * does), found from the end: for a tail of the text, such as its last sentence.
 */
export function firstTokenFrom(tokens: TokenList, from: number): number {
  let first = tokens.length;
  while (first > 0 && startAt(tokens, first - 1) >= from) first--;
  return first;
}

/** End offset (exclusive) of token `i` in the text. */
export function endAt(tokens: TokenList, i: number): number {
  return tokens.data[STRIDE * i + 2]!;
}

/** Clause number of token `i`: punctuation between two tokens starts a new clause. */
export function clauseAt(tokens: TokenList, i: number): number {
  return tokens.data[STRIDE * i + 3]! >> 1;
}

/**
 * True when token `i` opens its clause, or only the handles of an address stand before it there
 * ("@Acme why did you…", "@Acme @AcmeHelp fix this", "@Acme_UK no, I meant…"): a token is part of
 * a handle when `@` stands right before it, or `_` right after the end of a handle token before
 * it. An address is no part of what the clause says.
 */
export function opensClauseAfterHandles(tokens: TokenList, i: number): boolean {
  const clause = clauseAt(tokens, i);
  // Backwards from the token before: most tokens are no handle, and the first one ends the walk.
  for (let k = i - 1; k >= 0 && clauseAt(tokens, k) === clause; k--) {
    if (isHandleAt(tokens, k)) continue;
    const start = startAt(tokens, k);
    const underscore = start > 0 && tokens.text.charCodeAt(start - 1) === 95;
    if (!underscore || k === 0 || clauseAt(tokens, k - 1) !== clause || endAt(tokens, k - 1) !== start - 1) {
      return false;
    }
  }
  return true;
}

/** True when token `i` is a handle: `@` stands right before it ("@Acme", "@gmail"). */
export function isHandleAt(tokens: TokenList, i: number): boolean {
  const start = startAt(tokens, i);
  return start > 0 && tokens.text.charCodeAt(start - 1) === 64;
}

/** True when token `i` is written with an apostrophe (`doesn't`: its key differs from it). */
export function hasApostrophe(tokens: TokenList, i: number): boolean {
  return (tokens.data[STRIDE * i + 3]! & 1) !== 0;
}

/**
 * The fields of `tokens` (see {@link TokenList.data}) in an `Int32Array`: its own when long, else
 * a reused copy, valid until the next call. A hot loop reads them with {@link hashIn},
 * {@link startIn}, {@link endIn} and {@link apostropheIn}: one kind of array, where `data` is
 * either kind and every load of it must handle both.
 */
export function fieldsOf(tokens: TokenList): Int32Array {
  const data = tokens.data;
  if (data instanceof Int32Array) return data;
  if (fields.length < data.length) fields = new Int32Array(2 * data.length);
  const out = fields;
  for (let k = 0; k < data.length; k++) out[k] = data[k]!;
  return out;
}

/** The copy {@link fieldsOf} makes of a short token list's fields. */
let fields = new Int32Array(STRIDE * 256);

/** {@link hashAt} of token `i`, read in its list's {@link fieldsOf}. */
export function hashIn(fields: Int32Array, i: number): number {
  return fields[STRIDE * i]!;
}

/** {@link startAt} of token `i`, read in its list's {@link fieldsOf}. */
export function startIn(fields: Int32Array, i: number): number {
  return fields[STRIDE * i + 1]!;
}

/** {@link endAt} of token `i`, read in its list's {@link fieldsOf}. */
export function endIn(fields: Int32Array, i: number): number {
  return fields[STRIDE * i + 2]!;
}

/** {@link hasApostrophe} of token `i`, read in its list's {@link fieldsOf}. */
export function apostropheIn(fields: Int32Array, i: number): boolean {
  return (fields[STRIDE * i + 3]! & 1) !== 0;
}

/** The tokens of a text as strings: for tests, lexicon compilation and other cold paths. */
export interface TokenStrings {
  /** Tokens as written (normalised text), e.g. `doesn't`. */
  readonly words: string[];
  /** Match keys: the token without apostrophes, e.g. `doesnt`. */
  readonly keys: string[];
  readonly clauses: number[];
  readonly starts: number[];
  readonly ends: number[];
}

/** FNV-1a offset basis and prime of {@link hashKey}; the bigram scanner hashes tokens with the same. */
export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
const APOSTROPHE = 39;
const SPACE = 32;

/**
 * FNV-1a hash of a match key over its UTF-16 code units, apostrophes skipped, cut to 30 bits (a
 * small integer in V8), as the tokeniser computes it.
 */
export function hashKey(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c !== APOSTROPHE) h = Math.imul(h ^ c, FNV_PRIME);
  }
  return h & HASH_MASK;
}

const HASH_MASK = 0x3fffffff;

/** The empty token list. */
export const NO_TOKENS: TokenList = { text: '', length: 0, data: [] };

/** Code units of the text being tokenised: the loop reads a typed array, whatever kind of string the text is (see `code-units`). */
const UNITS = new CodeUnits();

/**
 * Scan buffer, reused (one tokenisation runs at a time); each text gets an exact-size copy. Room
 * for 1,024 tokens (16 KB) from the start, more than most capped messages hold: the growth path,
 * met late, would drop the scan loop's optimised code (see docs/performance.md).
 */
let scratch: Int32Array = new Int32Array(STRIDE * 1024);

/**
 * Splits normalised text (see `normalize`) into tokens, in one pass over its code points. A token
 * is one Han/kana character (or ー where a token starts), or a run of other letters, digits and
 * marks with inner apostrophes; punctuation between two tokens starts a new clause.
 *
 * @example tokenStrings(tokenize("no, it doesn't")).words // ['no', 'it', "doesn't"]; clauses [0, 1, 1]
 */
export function tokenize(text: string): TokenList {
  const count = scanTokens(text);
  return count === 0 ? NO_TOKENS : { text, length: count, data: copyInts(scratch, STRIDE * count) };
}

/**
 * {@link tokenize} into a reused buffer: the same tokens, valid only until the next tokenisation.
 * For a read that is done with the tokens before it tokenises again (a text's word sets), it
 * saves the copy of the fields and the garbage it leaves.
 */
export function tokenizeTransient(text: string): TokenList {
  const count = scanTokens(text);
  return count === 0 ? NO_TOKENS : { text, length: count, data: scratch };
}

/**
 * The tokens of `text` ({@link tokenize}) when it has fewer than `limit`, else undefined: a long
 * text is read only as far as its `limit`-th token ("is this message at least 40 tokens long?"
 * reads 40 tokens of a long one, and keeps the tokens of a short one for what is asked next).
 */
export function tokenizeBelow(text: string, limit: number): TokenList | undefined {
  const count = limit <= 0 ? 0 : scanTokens(text, limit);
  if (count >= limit) return undefined;
  return count === 0 ? NO_TOKENS : { text, length: count, data: copyInts(scratch, STRIDE * count) };
}

/**
 * The tokens `first` to `last` (inclusive, `first` ≤ `last`) of `tokens`, as {@link tokenize}
 * gives them for the text they span (`tokens.text.slice(startAt(tokens, first), endAt(tokens,
 * last))`), copied from `tokens` instead of read again: the same keys and apostrophes, offsets
 * into the slice, clauses counted from the first token's. A token of the slice ends where it ended
 * in the whole text, and what stands between two tokens is the same. Only a circled katakana,
 * which the tokeniser reads by what else the text holds (see `isCircledKatakana`), may read
 * otherwise: a slice holding one is tokenised.
 *
 * @example tokenStrings(tokensBetween(tokenize('ok, great write it'), 2, 3)).words // ['write', 'it']
 */
export function tokensBetween(tokens: TokenList, first: number, last: number): TokenList {
  const from = startAt(tokens, first);
  const text = tokens.text.slice(from, endAt(tokens, last));
  for (let i = 0; i < text.length; i++) if (isCircledKatakana(text.charCodeAt(i))) return tokenize(text);
  const count = last - first + 1;
  const clauses = 2 * clauseAt(tokens, first);
  const source = tokens.data;
  const data = new Array<number>(STRIDE * count);
  for (let k = 0, at = STRIDE * first; k < STRIDE * count; k += STRIDE, at += STRIDE) {
    data[k] = source[at]!;
    data[k + 1] = source[at + 1]! - from;
    data[k + 2] = source[at + 2]! - from;
    data[k + 3] = source[at + 3]! - clauses;
  }
  return { text, length: count, data };
}

/**
 * Tokenises `text` into {@link scratch} (see {@link tokenize}), stopping after `limit` tokens;
 * returns the number of tokens.
 */
function scanTokens(text: string, limit = Number.POSITIVE_INFINITY): number {
  if (text.length === 0) return 0;
  let count = 0;
  let clause = 0;
  let pendingBreak = false;
  let hanKanaOrAstral: boolean | undefined; // looked up at the first circled katakana
  let buf = scratch; // a local: the scan loop then reads no module variable
  const n = text.length;
  const units = UNITS.of(text);
  let i = 0;
  while (i < n) {
    const start = i;
    const c = units[i]!;
    if (c === SPACE) {
      i++; // the most common separator: no token, no clause break
      continue;
    }
    let cls: number;
    let width = 1;
    if (c < 128) cls = ASCII_CLASS[c]!;
    else {
      const cp = codePointAt(text, i);
      if (cp > 0xffff) width = 2;
      cls = classOf(cp);
      if (isCircledKatakana(cp) && !(hanKanaOrAstral ??= hasHanKanaOrAstral(text))) cls = OTHER;
    }
    const token = cls & TOKEN_BITS;
    if (token === OTHER) {
      if ((cls & BREAK) !== 0) pendingBreak = true;
      i += width;
      continue;
    }
    if (pendingBreak && count > 0) clause++;
    pendingBreak = false;
    let h = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
    if (width === 2) h = Math.imul(h ^ units[i + 1]!, FNV_PRIME);
    i += width;
    let apostrophe = 0;
    if (token === RUN) {
      // Extend the run: run characters (and ー), and apostrophes followed by one.
      while (i < n) {
        const c = units[i]!;
        if (c < 128) {
          // Lowercase letters first: nearly every run character of normalised text is one.
          if ((c - 97) >>> 0 < 26 || (ASCII_CLASS[c]! & RUN) !== 0) {
            h = Math.imul(h ^ c, FNV_PRIME);
            i++;
          } else if (c === APOSTROPHE && continuesRun(text, i + 1)) {
            apostrophe = 1;
            i++;
          } else break;
          continue;
        }
        const cp = codePointAt(text, i);
        if ((classOf(cp) & RUN) === 0) break;
        h = Math.imul(h ^ c, FNV_PRIME);
        if (cp > 0xffff) h = Math.imul(h ^ units[i + 1]!, FNV_PRIME);
        i += cp > 0xffff ? 2 : 1;
      }
    }
    const at = STRIDE * count;
    if (at === buf.length) buf = scratch = grown(buf);
    buf[at] = h & HASH_MASK;
    buf[at + 1] = start;
    buf[at + 2] = i;
    buf[at + 3] = 2 * clause + apostrophe;
    if (++count === limit) break;
  }
  return count;
}

/**
 * The token list of an ASCII text (lowercased: see `normalize`) from its tokens' key hashes and
 * spans (start, end at `2k`, `2k + 1`) as the bigram scanner reads them: what {@link tokenize}
 * gives, its clauses and apostrophes found between and inside the spans (a clause break among
 * the characters between two tokens, read in `units`, the code units of the text before or after
 * lowercasing; an apostrophe inside one), not by reading every character.
 */
export function asciiTokenList(
  text: string,
  units: Uint16Array,
  hashes: Int32Array,
  spans: Int32Array,
  count: number,
): TokenList {
  if (count === 0) return NO_TOKENS;
  // The count is known: the fields go straight into the list's own array, in the form copyInts would give.
  const length = STRIDE * count;
  const buf: number[] | Int32Array = length >= TYPED_FROM ? new Int32Array(length) : new Array<number>(length);
  // Apostrophes are rare: the next one at or after each token is found by a native search.
  let apostrophe = text.indexOf("'");
  let clause = 0;
  let previousEnd = -1;
  for (let k = 0; k < count; k++) {
    const start = spans[2 * k]!;
    const end = spans[2 * k + 1]!;
    if (previousEnd >= 0) {
      for (let q = previousEnd; q < start; q++)
        if ((ASCII_CLASS[units[q]!]! & BREAK) !== 0) {
          clause++;
          break;
        }
    }
    previousEnd = end;
    while (apostrophe >= 0 && apostrophe < start) apostrophe = text.indexOf("'", apostrophe + 1);
    const at = STRIDE * k;
    buf[at] = hashes[k]!;
    buf[at + 1] = start;
    buf[at + 2] = end;
    buf[at + 3] = 2 * clause + (apostrophe >= 0 && apostrophe < end ? 1 : 0);
  }
  return { text, length: count, data: buf };
}

/** A copy of `buffer` twice as long. */
function grown(buffer: Int32Array): Int32Array {
  const bigger = new Int32Array(2 * buffer.length);
  bigger.set(buffer);
  return bigger;
}

/** Token `i` as written (`doesn't`). */
export function wordAt(tokens: TokenList, i: number): string {
  return tokens.text.slice(startAt(tokens, i), endAt(tokens, i));
}

/** The match key of token `i`: the token without apostrophes (`doesnt`). */
export function keyAt(tokens: TokenList, i: number): string {
  const word = wordAt(tokens, i);
  return hasApostrophe(tokens, i) ? word.replaceAll("'", '') : word;
}

/** An ASCII digit, for {@link tokensWithDigit} (global: searched from a position on). */
const DIGITS = /[0-9]/g;

/**
 * The indices of the tokens that hold an ASCII digit (0–9), in order. The digits are found by a
 * native search, each then placed in the token that holds it (the tokens before it passed over
 * by their offsets alone); the search goes on after that token's end. A text without a digit
 * costs one search, one with a few digits a few, whatever its length.
 */
export function tokensWithDigit(tokens: TokenList): number[] {
  const out: number[] = [];
  const text = tokens.text;
  const digits = DIGITS;
  digits.lastIndex = 0;
  let i = 0;
  while (i < tokens.length && digits.test(text)) {
    const at = digits.lastIndex - 1;
    while (i < tokens.length && endAt(tokens, i) <= at) i++;
    if (i === tokens.length) break;
    if (startAt(tokens, i) <= at) {
      out.push(i);
      digits.lastIndex = endAt(tokens, i);
      i++;
    }
  }
  return out;
}

/** True when token `i` is written exactly as `word` (apostrophes included). */
export function wordEquals(tokens: TokenList, i: number, word: string): boolean {
  const start = startAt(tokens, i);
  if (endAt(tokens, i) - start !== word.length) return false;
  const text = tokens.text;
  for (let p = 0; p < word.length; p++) if (text.charCodeAt(start + p) !== word.charCodeAt(p)) return false;
  return true;
}

/**
 * True when the match key of token `i` is `key` (hash first, then the characters, read in place:
 * apostrophes are passed over rather than cut out of a copy, which cost ~1 µs a token).
 */
export function keyEquals(tokens: TokenList, i: number, key: string, hash = hashKey(key)): boolean {
  if (hashAt(tokens, i) !== hash) return false;
  if (!hasApostrophe(tokens, i)) return wordEquals(tokens, i, key);
  const text = tokens.text;
  const end = endAt(tokens, i);
  let p = 0;
  for (let q = startAt(tokens, i); q < end; q++) {
    const c = text.charCodeAt(q);
    if (c === APOSTROPHE) continue;
    if (p === key.length || key.charCodeAt(p) !== c) return false;
    p++;
  }
  return p === key.length;
}

/** The tokens as strings (cold paths and tests). */
export function tokenStrings(tokens: TokenList): TokenStrings {
  const out: TokenStrings = { words: [], keys: [], clauses: [], starts: [], ends: [] };
  for (let i = 0; i < tokens.length; i++) {
    out.words.push(wordAt(tokens, i));
    out.keys.push(keyAt(tokens, i));
    out.clauses.push(clauseAt(tokens, i));
    out.starts.push(startAt(tokens, i));
    out.ends.push(endAt(tokens, i));
  }
  return out;
}

function hasHanKanaOrAstral(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isHanKanaOrAstral(text.charCodeAt(i))) return true;
  return false;
}

/** {@link classOf} for ASCII, inlined in the scan loop. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => classOf(c));
