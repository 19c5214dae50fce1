/**
 * @module Tokeniser of SPEC §3: runs of letters/digits with inner apostrophes; one token per
 * Han/kana character so phrases in languages without word spaces still match as token runs.
 */

import { BREAK, classOf, codePointAt, continuesRun, isCircledKatakana, isHanKanaOrAstral, OTHER, RUN, TOKEN_BITS } from './char-class';

/** Tokens of one text, as parallel arrays (cheap to build, cheap to scan). */
export interface TokenList {
  /** Tokens as written (normalised text), e.g. `doesn't`. */
  readonly words: string[];
  /** Match keys: the token without apostrophes, e.g. `doesnt`. */
  readonly keys: string[];
  /** Clause number of each token; punctuation between two tokens starts a new clause. */
  readonly clauses: number[];
  /** Start offset of each token in the tokenised text. */
  readonly starts: number[];
  /** End offset (exclusive) of each token in the tokenised text. */
  readonly ends: number[];
}

const EMPTY: TokenList = { words: [], keys: [], clauses: [], starts: [], ends: [] };

/**
 * Splits normalised text (see `normalize`) into tokens, in one pass over its code points. A token
 * is one Han/kana character (or ー where a token starts), or a run of other letters, digits and
 * marks with inner apostrophes; punctuation between two tokens starts a new clause.
 *
 * @example tokenize("no, it doesn't").words // ['no', 'it', "doesn't"]; clauses [0, 1, 1]
 */
export function tokenize(text: string): TokenList {
  if (text.length === 0) return EMPTY;
  // `words` is `keys` itself until a token with an apostrophe makes them differ.
  let words: string[] | undefined;
  const keys: string[] = [];
  const clauses: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let clause = 0;
  let pendingBreak = false;
  let hanKanaOrAstral: boolean | undefined; // looked up at the first circled katakana
  const n = text.length;
  let i = 0;
  while (i < n) {
    const start = i;
    const c = text.charCodeAt(i);
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
    if (pendingBreak && keys.length > 0) clause++;
    pendingBreak = false;
    i += width;
    let apostrophe = false;
    if (token === RUN) {
      // Extend the run: run characters (and ー), and apostrophes followed by one.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c < 128) {
          if ((ASCII_CLASS[c]! & RUN) !== 0) i++;
          else if (c === 39 && continuesRun(text, i + 1)) {
            apostrophe = true;
            i++;
          } else break;
          continue;
        }
        const cp = codePointAt(text, i);
        if ((classOf(cp) & RUN) === 0) break;
        i += cp > 0xffff ? 2 : 1;
      }
      width = i - start;
    }
    // A run, or a Han/kana character (or ー where a token starts) by itself.
    const word = text.slice(start, start + width);
    if (apostrophe) {
      words ??= keys.slice();
      words.push(word);
      keys.push(word.replaceAll("'", ''));
    } else {
      keys.push(word);
      words?.push(word);
    }
    clauses.push(clause);
    starts.push(start);
    ends.push(start + width);
  }
  return { words: words ?? keys, keys, clauses, starts, ends };
}

function hasHanKanaOrAstral(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isHanKanaOrAstral(text.charCodeAt(i))) return true;
  return false;
}

/** {@link classOf} for ASCII, inlined in the scan loop. */
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, c) => classOf(c));
