/**
 * @module Structural tone checks on user text: all caps and excessive punctuation (SPEC §4).
 */

/** Minimum cased letters for the all-caps check. */
export const CAPS_MIN_LETTERS = 10;
/** Minimum share of uppercase among cased letters. */
export const CAPS_MIN_RATIO = 0.8;
/** `!` or `?` count that makes punctuation excessive. */
export const PUNCTUATION_MIN = 3;

/**
 * Share of uppercase among cased letters (characters with distinct upper and lower forms), or 0
 * when there are fewer than {@link CAPS_MIN_LETTERS} cased letters.
 */
export function capsRatio(text: string): number {
  let cased = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (c >= 65 && c <= 90) {
        cased++;
        upper++;
      } else if (c >= 97 && c <= 122) {
        cased++;
      }
      continue;
    }
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    const ch = String.fromCodePoint(cp);
    const up = ch.toUpperCase();
    if (ch.toLowerCase() === up) continue;
    cased++;
    if (ch === up) upper++;
  }
  return cased < CAPS_MIN_LETTERS ? 0 : upper / cased;
}

/** True when the text has at least {@link PUNCTUATION_MIN} `!` or at least as many `?`. */
export function hasExcessivePunctuation(text: string): boolean {
  let bangs = 0;
  let questions = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33) bangs++;
    else if (c === 63) questions++;
  }
  return bangs >= PUNCTUATION_MIN || questions >= PUNCTUATION_MIN;
}
