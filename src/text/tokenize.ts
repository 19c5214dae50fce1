/**
 * @module Tokeniser of SPEC §3: runs of letters/digits with inner apostrophes; one token per
 * Han/kana character so phrases in languages without word spaces still match as token runs.
 */

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

// One CJK ideograph/kana (incl. the prolonged sound mark), or a run of other letters/digits/marks
// with inner apostrophes. No nested quantifier can overlap, so matching is linear.
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]|[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+(?:'[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+)*/gv;

// Characters that end a clause when they stand between two tokens.
const CLAUSE_BREAK = /[.,;:!?¿¡…。、，！？；：()[\]{}"\n]/;

const EMPTY: TokenList = { words: [], keys: [], clauses: [], starts: [], ends: [] };

/**
 * Splits normalised text (see `normalize`) into tokens.
 *
 * @example tokenize("no, it doesn't").words // ['no', 'it', "doesn't"]; clauses [0, 1, 1]
 */
export function tokenize(text: string): TokenList {
  if (text.length === 0) return EMPTY;
  const words: string[] = [];
  const keys: string[] = [];
  const clauses: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let clause = 0;
  let lastEnd = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const word = m[0];
    const start = m.index;
    if (words.length > 0 && start > lastEnd && CLAUSE_BREAK.test(text.slice(lastEnd, start))) clause++;
    words.push(word);
    keys.push(word.indexOf("'") === -1 ? word : word.replaceAll("'", ''));
    clauses.push(clause);
    starts.push(start);
    lastEnd = start + word.length;
    ends.push(lastEnd);
  }
  return { words, keys, clauses, starts, ends };
}
