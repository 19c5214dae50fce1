/**
 * @module Where sentences end in a text: the marks that close one, and a search between two offsets.
 */

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
