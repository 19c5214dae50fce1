/**
 * @module The letters and digits of a text, compared in place: two turns said alike share them
 * (any case, punctuation or spacing), read without building a copy of either text.
 */

/** A letter or digit of any script (one code point). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The lower-case code point of the letter or digit at `k` in `text` (a UTF-16 offset), or -1 when
 * the code point there is neither. ASCII is read from its code; other code points are tested and
 * lower-cased as a string (a code point whose lower case is longer keeps its own code).
 */
function foldedAt(text: string, k: number): number {
  const c = text.codePointAt(k)!;
  if (c < 128) {
    if (c >= 65 && c <= 90) return c + 32;
    return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) ? c : -1;
  }
  const ch = String.fromCodePoint(c);
  if (!LETTER_OR_DIGIT.test(ch)) return -1;
  const lower = ch.toLowerCase();
  return lower.length === ch.length ? lower.codePointAt(0)! : c;
}

/** The offset of the next letter or digit of `text` at or after `k` (`text.length` when none). */
function nextLetter(text: string, k: number): number {
  while (k < text.length && foldedAt(text, k) < 0) k += text.codePointAt(k)! > 0xffff ? 2 : 1;
  return k;
}

/**
 * True when the letters and digits of `text`, lower-cased, begin with those of `prefix` ("Pretty
 * tired. And you?" begins with "pretty tired"): the two are walked together and the walk stops at
 * the first letter that differs, so a long text costs no more than what the two share. A prefix
 * without letters or digits is the start of any text.
 *
 * @example lettersStartWith('Pretty tired. And you?', 'pretty  TIRED') // true
 */
export function lettersStartWith(text: string, prefix: string): boolean {
  let i = nextLetter(text, 0);
  let j = nextLetter(prefix, 0);
  while (j < prefix.length) {
    if (i >= text.length || foldedAt(text, i) !== foldedAt(prefix, j)) return false;
    i = nextLetter(text, i + (text.codePointAt(i)! > 0xffff ? 2 : 1));
    j = nextLetter(prefix, j + (prefix.codePointAt(j)! > 0xffff ? 2 : 1));
  }
  return true;
}

/**
 * True when `a` and `b` have the same letters and digits, lower-cased ("What do you do for a
 * living ?" and "what do you do for a living?").
 *
 * @example sameLetters('I am a STUDENT.', 'i am a student') // true
 */
export function sameLetters(a: string, b: string): boolean {
  return lettersStartWith(a, b) && lettersStartWith(b, a);
}

/** True when `text` holds a letter or digit of any script. */
export function hasLetters(text: string): boolean {
  return nextLetter(text, 0) < text.length;
}
