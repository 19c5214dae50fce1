/**
 * @module Language of Cyrillic text from the letters only some alphabets have: more reliable
 * than trigrams on chat-length text (franc-min reads short Russian as Bulgarian or Ukrainian).
 */

/** Letters that mark one Cyrillic alphabet, checked in this order (Belarusian also has ы, Kazakh і). */
const MARKERS: readonly (readonly [string, RegExp])[] = [
  ['kaz', /[әғқңұһ]/],
  ['mon', /[өү]/],
  ['bel', /ў/],
  ['ukr', /[іїєґ]/],
  ['mkd', /[ѓќѕ]/],
  ['srp', /[ђћјљњџ]/],
  ['rus', /[ыэё]/],
  // Bulgarian writes ъ as a vowel in everyday words (къде, търся, -ът); Russian keeps it for a
  // few words (объявление) and is checked first.
  ['bul', /ъ/],
];

/** Cyrillic letters from which text without any marker letter is taken for Russian. */
export const RUSSIAN_MIN_LETTERS = 20;

/**
 * The language of Cyrillic `text` (ISO 639-3): the first alphabet whose marker letters it holds;
 * without any, Russian (by far the most written) from {@link RUSSIAN_MIN_LETTERS} letters on,
 * else `und`.
 */
export function detectCyrillic(text: string, letters: number): string {
  const lower = text.toLowerCase();
  for (const [language, marker] of MARKERS) if (marker.test(lower)) return language;
  return letters >= RUSSIAN_MIN_LETTERS ? 'rus' : 'und';
}
