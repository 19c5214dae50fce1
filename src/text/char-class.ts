/**
 * @module What the tokeniser needs to know about each character, looked up in a table: whether it
 * continues a word run, stands alone as a Han/kana token, or breaks a clause (see docs/signals.md).
 *
 * The classes are those of the token pattern
 * `[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]` (one character alone) or
 * `[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+` (a run), and of
 * the clause-break characters. Each code point is classified once by those regexes (built on first
 * use) and remembered: ASCII in a fixed table, the rest of the BMP in a lazily filled one, astral
 * code points in a map.
 */

/** Neither a token character nor a clause break (or a break: see {@link BREAK}). */
export const OTHER = 0;
/** Continues (or starts) a run of letters, digits and marks. */
export const RUN = 1;
/** A Han, hiragana or katakana character: always a token by itself. */
export const SINGLE = 2;
/** The prolonged sound mark ー: a token by itself where a token starts, else part of the run. */
export const BOTH = 3;
/** Bit set on characters that end a clause when they stand between two tokens. */
export const BREAK = 4;

/** Token class bits of a classification (without {@link BREAK}). */
export const TOKEN_BITS = 3;

const ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
  // . , ; : ! ? ( ) [ ] { } " \n
  const brk =
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
    c === 10;
  ASCII[c] = (word ? RUN : OTHER) | (brk ? BREAK : 0);
}

/** Per BMP code unit: 0 not classified yet, else classification + 1. */
const BMP = new Uint8Array(0x10000);
const ASTRAL = new Map<number, number>();

let patterns: { single: RegExp; run: RegExp; clauseBreak: RegExp } | undefined;

function classify(ch: string): number {
  patterns ??= {
    single: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]$/v,
    run: /^[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]$/v,
    clauseBreak: /^[.,;:!?¿¡…。、，！？；：()[\]{}"\n]$/,
  };
  const single = patterns.single.test(ch);
  const run = patterns.run.test(ch);
  const token = single && run ? BOTH : single ? SINGLE : run ? RUN : OTHER;
  return token | (patterns.clauseBreak.test(ch) ? BREAK : 0);
}

/** The classification of a code point: a token class, plus {@link BREAK} for clause breaks. */
export function classOf(cp: number): number {
  if (cp < 128) return ASCII[cp]!;
  if (cp <= 0xffff) {
    const known = BMP[cp]!;
    if (known !== 0) return known - 1;
    // A lone surrogate is no character: neither a token nor a break.
    const cls = cp >= 0xd800 && cp <= 0xdfff ? OTHER : classify(String.fromCharCode(cp));
    BMP[cp] = cls + 1;
    return cls;
  }
  let cls = ASTRAL.get(cp);
  if (cls === undefined) {
    cls = classify(String.fromCodePoint(cp));
    ASTRAL.set(cp, cls);
  }
  return cls;
}

/** The code point at `i` (a surrogate pair read as one; a lone surrogate as itself). */
export function codePointAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return c;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff ? ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000 : c;
}

/**
 * Han, kana, CJK and astral code units: text with none of them is tokenised with the same classes
 * except for the circled katakana U+32D0–U+32FE (symbols of the Katakana script), which the first
 * tokeniser's fast path, used for such text, read as punctuation. `tokenize` keeps that reading.
 */
export function isHanKanaOrAstral(c: number): boolean {
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

/** True for the circled katakana (see {@link isHanKanaOrAstral}). */
export function isCircledKatakana(cp: number): boolean {
  return cp >= 0x32d0 && cp <= 0x32fe;
}

/** True when the code point at `i` continues a run (a run character or ー). */
export function continuesRun(text: string, i: number): boolean {
  return i < text.length && (classOf(codePointAt(text, i)) & RUN) !== 0;
}
