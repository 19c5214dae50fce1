/**
 * @module `flat`: a string as one sequential block of characters, which the character loops read
 * faster than a concatenation or a slice (see docs/performance.md).
 */

/** `text` copied into one block when it may be a concatenation or a slice (short texts as they are). */
export function flat(text: string): string {
  return text.length < 2 ? text : [text.slice(0, 1), text.slice(1)].join('');
}
