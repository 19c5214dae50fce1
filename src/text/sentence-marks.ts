/**
 * @module Where sentences end in a text: the marks that close one, and a search between two offsets.
 */
import { endAt, startAt, type TokenList } from './tokenize';

/** True for a mark that ends a sentence: `. ! ? 。 ！ ？` or a line break. */
export function isSentenceMark(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f;
}

/**
 * True when a mark that ends a sentence ({@link isSentenceMark}) lies in `text` from offset `from`
 * to offset `to` (exclusive): the text before `to` and the text from `from` are in different sentences.
 *
 * @example sentenceEndsBetween('I give up. If you want', 0, 14) // true
 */
export function sentenceEndsBetween(text: string, from: number, to: number): boolean {
  for (let k = Math.max(0, from); k < to && k < text.length; k++) if (isSentenceMark(text.charCodeAt(k))) return true;
  return false;
}

/**
 * True when two token spans of `text` (`[start, end)` token indices into `tokens`, the first
 * before the second, in either order) lie in one sentence: no sentence mark between the end of the
 * earlier and the start of the later ("I almost gave up. Good job": "almost" and "Good job" do not;
 * "Good job, it almost works": they do).
 */
export function inOneSentence(
  text: string,
  tokens: TokenList,
  a: { readonly start: number; readonly end: number },
  b: { readonly start: number; readonly end: number },
): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return !sentenceEndsBetween(text, endAt(tokens, first.end - 1), startAt(tokens, second.start));
}
