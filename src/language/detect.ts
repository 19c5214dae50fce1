/**
 * @module Language identification of a conversation from its joined user text: a Unicode-script
 * fast path, then function words and `franc-min` trigrams for the scripts many languages share.
 */
import { isAscii } from '../text/ascii';
import { flat } from '../text/flat';
import { detectCyrillic } from './cyrillic';
import { francModule } from './franc';
import { detectLatin, FRANC_SAMPLE_CHARS, UNDETERMINED } from './latin';
import { countScripts, SINGLE_LANGUAGE_SCRIPTS, type Script, type ScriptCounts } from './scripts';

export { UNDETERMINED } from './latin';

/** Characters read. The sample given is already short; this bounds direct calls too. */
export const DETECTION_SAMPLE_CHARS = 2000;
/** Han/kana characters needed for `cmn`/`jpn` (one is too ambiguous: 好, 了解 are both). */
export const MIN_CJK_CHARS = 2;
/** Letters needed for a single-language script such as Hangul, Greek or Thai. */
export const MIN_SCRIPT_LETTERS = 2;
/** Letters franc needs to tell apart the languages of Arabic or Devanagari text. */
export const MIN_SHARED_SCRIPT_LETTERS = 20;
/** Share of kana among Han + kana from which text is Japanese rather than Chinese. */
export const MIN_KANA_SHARE = 0.1;

const ASCII_LETTER = /[A-Za-z]/;

// One Han, kana or Hangul character carries about as much as a short word of an alphabet.
const CJK_WEIGHT = 3;

/**
 * The dominant language of `text` as an ISO 639-3 code, or `und` (too little text, or unsure).
 *
 * - Han and kana: `jpn` when kana are at least {@link MIN_KANA_SHARE} of them, else `cmn`.
 * - Hangul → `kor`; Greek → `ell`; Hebrew → `heb`; Thai → `tha`; … (one language per script).
 * - Cyrillic: the letters only some alphabets have (ы → `rus`, і → `ukr`, …).
 * - Arabic, Devanagari: franc among that script's languages.
 * - Latin: see {@link detectLatin}.
 *
 * @example detectLanguage('谢谢，这个酒店在哪里？') // 'cmn'
 * @example detectLanguage('das funktioniert nicht') // 'deu'
 * @example detectLanguage('thanks!') // 'und': no function word says which language
 */
export function detectLanguage(text: string): string {
  // A language sample is usually a concatenation or a slice: the scans below read a flat copy faster.
  const sample = flat(text.length > DETECTION_SAMPLE_CHARS ? text.slice(0, DETECTION_SAMPLE_CHARS) : text);
  // ASCII text (most traffic): Latin if it has a letter; the letters are counted only if needed.
  if (isAscii(sample))
    return ASCII_LETTER.test(sample) ? detectLatin(sample, () => countScripts(sample).latin ?? 0) : UNDETERMINED;
  const counts = countScripts(sample);
  const script = dominantScript(counts);
  if (script === undefined) return UNDETERMINED;
  const letters = counts[script] ?? 0;
  if (script === 'han' || script === 'kana') {
    const han = counts.han ?? 0;
    const kana = counts.kana ?? 0;
    if (han + kana < MIN_CJK_CHARS) return UNDETERMINED;
    return kana > 0 && kana >= MIN_KANA_SHARE * (han + kana) ? 'jpn' : 'cmn';
  }
  if (script === 'latin') return detectLatin(sample, letters);
  if (script === 'cyrillic') return detectCyrillic(sample, letters);
  const single = SINGLE_LANGUAGE_SCRIPTS[script];
  if (single !== undefined) return letters >= MIN_SCRIPT_LETTERS ? single : UNDETERMINED;
  if (letters < MIN_SHARED_SCRIPT_LETTERS) return UNDETERMINED;
  return francModule().franc(sample.slice(0, FRANC_SAMPLE_CHARS), { minLength: 1 });
}

/** The script with the most (weighted) letters; Han and kana count together. */
function dominantScript(counts: ScriptCounts): Script | undefined {
  const cjk = ((counts.han ?? 0) + (counts.kana ?? 0)) * CJK_WEIGHT;
  let best: Script | undefined;
  let bestWeight = 0;
  for (const [script, count] of Object.entries(counts) as [Script, number][]) {
    const weight = script === 'han' || script === 'kana' ? cjk : script === 'hangul' ? count * CJK_WEIGHT : count;
    if (weight > bestWeight) {
      best = script;
      bestWeight = weight;
    }
  }
  return best;
}
