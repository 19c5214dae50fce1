/**
 * @module Text normalisation before matching: NFKC, straight quotes and dashes, lowercase, collapsed spaces.
 */

import { isAscii } from './ascii';

/**
 * Curly quotes, primes and dashes, and ` \u0301`: what NFKC leaves of an acute accent typed as an
 * apostrophe (`I´m` → `I \u0301m`), which becomes one again (`i'm`).
 */
const QUOTES_AND_DASHES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u201C\u201D\u201E\u201F\u2033\u2013\u2014]| \u0301/g;
const SPACES = /\s+/g;

const REPLACEMENT: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  ' \u0301': "'",
};

/**
 * NFKC, curly quotes (and an acute accent `´` typed as an apostrophe) → straight quotes, en/em
 * dash → `-`, without changing case.
 * Used where case matters (the all-caps check).
 */
export function foldCompatibility(text: string): string {
  if (isAscii(text)) return text; // NFKC and the replacements leave ASCII unchanged
  return text.normalize('NFKC').replace(QUOTES_AND_DASHES, (ch) => REPLACEMENT[ch] ?? ch);
}

/**
 * `foldCompatibility(ch).toLowerCase()` of the one code point `cp`, when that is what it becomes
 * inside any text: `foldCompatibility(text).toLowerCase()` is the concatenation of the folds of
 * the code points of `text` when each has one. Undefined for a code point that can be composed or
 * reordered with its neighbour (NFKC: its decomposition starts with a combining mark or with a
 * character that composes with the one before, such as Hangul vowel and final jamo) and for one
 * that folds to Σ (lowercased to σ or ς depending on its neighbours).
 */
export function foldCodePoint(cp: number): string | undefined {
  const ch = String.fromCodePoint(cp);
  const first = ch.normalize('NFKD').codePointAt(0)!;
  if (COMBINING_MARK.test(String.fromCodePoint(first)) || isComposingStarter(first)) return undefined;
  const folded = foldCompatibility(ch);
  return folded.includes('\u03a3') ? undefined : folded.toLowerCase();
}

const COMBINING_MARK = /\p{M}/u;

/**
 * True for the characters that are not marks yet compose with the character before them (NFC):
 * Hangul vowel and final jamo, and a Kirat Rai vowel sign. (Every other second character of a
 * canonical composition is a mark: a test checks this list against all decompositions.)
 */
export function isComposingStarter(cp: number): boolean {
  return (cp >= 0x1161 && cp <= 0x1175) || (cp >= 0x11a8 && cp <= 0x11c2) || cp === 0x16d67;
}

/**
 * Full normalisation: {@link foldCompatibility}, Unicode lowercase, runs of white space
 * collapsed to one space, trimmed.
 *
 * @example normalize('It DOESN’T   work — again') // "it doesn't work - again"
 */
export function normalize(text: string): string {
  return collapseSpaces(foldCompatibility(text).toLowerCase());
}

/** Runs of white space to one space, trimmed. */
export function collapseSpaces(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

/** True for a white-space code unit as the regex `\s` and `String.prototype.trim` see it. */
export function isWhiteSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
