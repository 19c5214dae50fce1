/**
 * @module `isGarbled`: whether a message is no language at all, stray letters and marks or one
 * word said over and over, read from its characters alone.
 */
import type { BigramSet } from './bigrams';

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

/**
 * True when `text` is garbled: it holds a letter but no two letters in a row and no letter of a
 * script written without spaces (", S.", "O.,.", ".? i.", "q x", "I" alone: stray letters and marks, no word),
 * or one word follows itself at least {@link GARBLE_RUN} times in a row, case aside ("sad sad sad sad
 * sad", "r b d d d d d"). A number alone ("2016", "3.", a phone number) holds no letter and is an
 * answer; "Yes!", "ok", "好。" and a word said four times ("no no no no") are not garbled, nor is a
 * text longer than {@link GARBLE_MAX_CHARS} characters. With the text's `bigrams` (its word bigrams
 * and token count, as a prepared assistant message holds them), a run is looked for only when as
 * many of its bigrams repeat as a run of {@link GARBLE_RUN} tokens repeats: words the tokenizer
 * does not read (emoji) make no run then ("ok 😀 😀 😀 😀 😀" says "ok").
 */
export function isGarbled(text: string, bigrams?: BigramSet): boolean {
  if (text.length > GARBLE_MAX_CHARS || !LETTER.test(text)) return false;
  if (!TWO_LETTERS.test(text) && !SYLLABIC.test(text)) return true;
  // A run of GARBLE_RUN tokens repeats its bigram GARBLE_RUN - 1 times: with fewer repeats among
  // the text's bigrams, there is none to look for (most messages: no scan of the text).
  if (bigrams !== undefined && bigrams.tokens > 0 && bigrams.set.size > bigrams.tokens - GARBLE_RUN + 1) return false;
  return hasWordRun(text);
}

/**
 * True when one word of `text` follows itself at least {@link GARBLE_RUN} times in a row, words
 * being runs of characters between white space and ASCII marks, compared with ASCII case folded.
 * One pass over the characters, no copy: asked of every short assistant message before a user turn.
 */
function hasWordRun(text: string): boolean {
  const n = text.length;
  let previous = -1;
  let previousLength = 0;
  let run = 0;
  for (let i = 0; i < n;) {
    while (i < n && !isWordCode(text.charCodeAt(i))) i++;
    if (i === n) break;
    const start = i;
    while (i < n && isWordCode(text.charCodeAt(i))) i++;
    const length = i - start;
    run = length === previousLength && sameWord(text, previous, start, length) ? run + 1 : 1;
    if (run >= GARBLE_RUN) return true;
    previous = start;
    previousLength = length;
  }
  return false;
}

/** True for a character of a word: not white space nor an ASCII mark (an apostrophe is of the word). */
function isWordCode(c: number): boolean {
  if (c > 127) return c !== 0xa0 && c !== 0x3000 && c !== 0x2026;
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 39;
}

/** True when the words of `length` characters at `a` and `b` are the same, ASCII case folded. */
function sameWord(text: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) {
    const x = text.charCodeAt(a + k);
    const y = text.charCodeAt(b + k);
    if (x !== y && !(x < 128 && (x | 32) === (y | 32) && (x | 32) >= 97 && (x | 32) <= 122)) return false;
  }
  return true;
}
