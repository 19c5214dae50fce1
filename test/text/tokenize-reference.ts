/**
 * The tokeniser as first written, kept as the reference the one-pass tokeniser must agree with: a
 * char-code scanner for text without Han, kana or astral characters, the Unicode token regex for
 * the rest.
 */
import type { TokenStrings as TokenList } from '../../src/text/tokenize';

// One CJK ideograph/kana (incl. the prolonged sound mark), or a run of other letters/digits/marks
// with inner apostrophes. No nested quantifier can overlap, so matching is linear. Built on first
// use: only text with Han, kana or astral characters needs it, and building its Unicode sets costs
// a process about a millisecond.
let tokenPattern: RegExp | undefined;

function tokenRegex(): RegExp {
  tokenPattern ??=
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]|[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+(?:'[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+)*/gv;
  return tokenPattern;
}

// Characters that end a clause when they stand between two tokens.
const CLAUSE_BREAK = /[.,;:!?¿¡…。、，！？；：()[\]{}"\n]/;

const EMPTY: TokenList = { words: [], keys: [], clauses: [], starts: [], ends: [] };

/**
 * Splits normalised text (see `normalize`) into tokens. A char-code scanner handles text without
 * Han, kana or astral characters; such text takes the Unicode regex. Both give the same tokens
 * and clauses.
 *
 * @example tokenize("no, it doesn't").words // ['no', 'it', "doesn't"]; clauses [0, 1, 1]
 */
export function referenceTokenize(text: string): TokenList {
  if (text.length === 0) return EMPTY;
  return tokenizeScan(text) ?? tokenizeUnicode(text);
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Per UTF-16 code unit: 0 not looked up yet, 1 not a word character, 2 a word character. */
const WORD_MEMO = new Uint8Array(0x10000);

/** True for a letter, digit or mark (one UTF-16 code unit; surrogates are not). */
function isWordCode(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  let known = WORD_MEMO[c]!;
  if (known === 0) {
    known = WORD_CHAR.test(String.fromCharCode(c)) ? 2 : 1;
    WORD_MEMO[c] = known;
  }
  return known === 2;
}

/** Surrogates (astral characters) and the Han/kana blocks go to the Unicode regex. */
function needsRegex(c: number): boolean {
  return (
    (c >= 0xd800 && c <= 0xdfff) ||
    (c >= 0x2e80 && c <= 0x2fdf) || // CJK radicals, Kangxi
    (c >= 0x3005 && c <= 0x3007) || // 々 〆 〇 (Han)
    (c >= 0x3021 && c <= 0x3029) || // Hangzhou numerals (Han)
    (c >= 0x3031 && c <= 0x303b) || // kana repeat marks, 〸〹〺〻
    (c >= 0x3040 && c <= 0x30ff) || // Hiragana, Katakana, ー
    (c >= 0x31f0 && c <= 0x31ff) || // Katakana phonetic extensions
    (c >= 0x3300 && c <= 0x4dbf) || // CJK compatibility, Extension A
    (c >= 0x4e00 && c <= 0x9fff) || // CJK Unified Ideographs
    (c >= 0xf900 && c <= 0xfaff) || // CJK compatibility ideographs
    (c >= 0xff66 && c <= 0xff9f) // halfwidth katakana
  );
}

function isBreakCode(c: number): boolean {
  // . , ; : ! ? ( ) [ ] { } " \n
  return (
    c === 46 ||
    c === 44 ||
    c === 59 ||
    c === 58 ||
    c === 33 ||
    c === 63 ||
    c === 40 ||
    c === 41 ||
    c === 91 ||
    c === 93 ||
    c === 123 ||
    c === 125 ||
    c === 34 ||
    c === 10
  );
}

/** The char-code scanner; undefined as soon as a character needs the Unicode regex. */
function tokenizeScan(text: string): TokenList | undefined {
  // `words` is `keys` itself until a token with an apostrophe makes them differ.
  let words: string[] | undefined;
  const keys: string[] = [];
  const clauses: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let clause = 0;
  let pendingBreak = false;
  let start = -1;
  let apostrophe = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if (c < 128) {
      const cls = ASCII_CLASS[c]!;
      if (cls === WORD) {
        if (start < 0) {
          start = i;
          if (pendingBreak && keys.length > 0) clause++;
          pendingBreak = false;
        }
        continue;
      }
      if (c === 39 && start >= 0 && i + 1 < n && isWordCode(text.charCodeAt(i + 1))) {
        apostrophe = true;
        continue;
      }
      if (start >= 0) {
        const word = text.slice(start, i);
        if (apostrophe) {
          words ??= keys.slice();
          words.push(word);
          keys.push(word.replaceAll("'", ''));
          apostrophe = false;
        } else {
          keys.push(word);
          words?.push(word);
        }
        clauses.push(clause);
        starts.push(start);
        ends.push(i);
        start = -1;
      }
      if (cls === BREAK) pendingBreak = true;
      continue;
    }
    if (c >= 0x2e80 && needsRegex(c)) return undefined;
    if (isWordCode(c)) {
      if (start < 0) {
        start = i;
        if (pendingBreak && keys.length > 0) clause++;
        pendingBreak = false;
      }
      continue;
    }
    if (start >= 0) {
      const word = text.slice(start, i);
      if (apostrophe) {
        words ??= keys.slice();
        words.push(word);
        keys.push(word.replaceAll("'", ''));
        apostrophe = false;
      } else {
        keys.push(word);
        words?.push(word);
      }
      clauses.push(clause);
      starts.push(start);
      ends.push(i);
      start = -1;
    }
    if (CLAUSE_BREAK.test(String.fromCharCode(c))) pendingBreak = true;
  }
  return { words: words ?? keys, keys, clauses, starts, ends };
}

const OTHER = 0;
const WORD = 1;
const BREAK = 2;
/** Class of each ASCII character: letters and digits are words; `. , ; : ! ? ( ) [ ] { } " \n` break clauses. */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  ASCII_CLASS[c] =
    (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) ? WORD : isBreakCode(c) ? BREAK : OTHER;
}

function tokenizeUnicode(text: string): TokenList {
  const words: string[] = [];
  const keys: string[] = [];
  const clauses: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let clause = 0;
  let lastEnd = 0;
  const TOKEN = tokenRegex();
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
