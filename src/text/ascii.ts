/**
 * @module Whether a text is plain ASCII: the test before NFKC and before language identification,
 * which most traffic passes.
 */

/** A code unit outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;

/** Texts this long or longer are measured with `Buffer.byteLength`; shorter ones go to the regex. */
const NATIVE_FROM = 64;

/** True when Node's `Buffer` is there to measure UTF-8 lengths natively. */
const HAS_BUFFER = typeof Buffer === 'function' && typeof Buffer.byteLength === 'function';

/**
 * True when every UTF-16 code unit of `text` is below 0x80. A text of more than a few dozen
 * characters is measured in UTF-8 (one byte a character exactly when all are ASCII, a lone
 * surrogate included: it encodes as three), which Node does several times faster than a regex
 * scan; a short one, and any text without `Buffer`, is searched for a non-ASCII unit.
 *
 * @example isAscii("it doesn't work") // true
 * @example isAscii('it doesn’t work') // false
 */
export function isAscii(text: string): boolean {
  if (HAS_BUFFER && text.length >= NATIVE_FROM) return Buffer.byteLength(text, 'utf8') === text.length;
  return !NON_ASCII.test(text);
}
