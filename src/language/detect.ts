/**
 * @module Language identification of a conversation from its joined user text.
 */

/** ISO 639-3 code for an undetermined language. */
export const UNDETERMINED = 'und';

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The dominant language of `text` as an ISO 639-3 code, or `und`. Script fast path: kana → `jpn`,
 * Han → `cmn`, Hangul → `kor`; Latin text → `eng`.
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 2000);
  if (KANA.test(sample)) return 'jpn';
  if (HAN.test(sample)) return 'cmn';
  if (HANGUL.test(sample)) return 'kor';
  if (LATIN.test(sample)) return 'eng';
  return UNDETERMINED;
}
