/**
 * @module `isGarbled`: whether a message is no language at all, stray letters and marks or one
 * word said over and over, read from its characters alone.
 */

/** Most times one word may follow itself before a message is a run of it ("sad sad sad sad sad"). */
export const GARBLE_RUN = 5;

/** Longest garbled message, in characters: a longer one says something somewhere, whatever runs in it. */
export const GARBLE_MAX_CHARS = 500;

/** Two letters in a row: a word. */
const TWO_LETTERS = /\p{L}{2}/u;

/** A letter of a script written without spaces, where one character is a word (Han, kana, Hangul). */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A letter. */
const LETTER = /\p{L}/u;

/** A run of letters, digits and apostrophes: a word, as this check reads one. */
const WORD = /[\p{L}\p{N}']+/gu;

/**
 * True when `text` is garbled: it holds a letter but no two letters in a row and no letter of a
 * script written without spaces (", S.", "O.,.", ".? i.", "q x", "I" alone: stray letters and marks, no word),
 * or one word follows itself at least {@link GARBLE_RUN} times in a row, case aside ("sad sad sad sad
 * sad", "r b d d d d d"). A number alone ("2016", "3.", a phone number) holds no letter and is an
 * answer; "Yes!", "ok", "好。" and a word said four times ("no no no no") are not garbled, nor is a
 * text longer than {@link GARBLE_MAX_CHARS} characters.
 */
export function isGarbled(text: string): boolean {
  if (text.length > GARBLE_MAX_CHARS || !LETTER.test(text)) return false;
  if (!TWO_LETTERS.test(text) && !SYLLABIC.test(text)) return true;
  let previous = '';
  let run = 0;
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    run = word === previous ? run + 1 : 1;
    if (run >= GARBLE_RUN) return true;
    previous = word;
  }
  return false;
}
