/**
 * @module The language codes the library knows: the ones detection can answer and the ones it
 * ships a lexicon for (ISO 639-3, as `report.language` gives them). A forced `language` must be
 * one of them, so `en` or `english` is an error instead of a silent switch-off of phrase detection.
 */
import { BUNDLED_LEXICONS } from '../lexicon/bundled';
import { francData } from './franc';
import { UNDETERMINED } from './latin';
import { SINGLE_LANGUAGE_SCRIPTS } from './scripts';

/** The ISO 639-3 code of a few ISO 639-1 codes and English names people write instead (for the error's hint). */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  en: 'eng',
  english: 'eng',
  de: 'deu',
  ger: 'deu',
  german: 'deu',
  fr: 'fra',
  fre: 'fra',
  french: 'fra',
  es: 'spa',
  spanish: 'spa',
  pt: 'por',
  portuguese: 'por',
  ja: 'jpn',
  japanese: 'jpn',
  zh: 'cmn',
  chi: 'cmn',
  zho: 'cmn',
  chinese: 'cmn',
  it: 'ita',
  italian: 'ita',
  nl: 'nld',
  dutch: 'nld',
  ru: 'rus',
  russian: 'rus',
};

let known: ReadonlySet<string> | null | undefined;

/**
 * Every code detection can answer or a lexicon is shipped for, built on first use; null when the
 * detection models could not be loaded.
 */
function knownLanguages(): ReadonlySet<string> | null {
  if (known !== undefined) return known;
  const models = Object.values(francData());
  if (models.length === 0) return (known = null);
  const codes = new Set<string>([UNDETERMINED, 'cmn', 'jpn', ...Object.keys(BUNDLED_LEXICONS)]);
  for (const code of Object.values(SINGLE_LANGUAGE_SCRIPTS)) if (code !== undefined) codes.add(code);
  for (const byCode of models) for (const code of Object.keys(byCode)) codes.add(code);
  return (known = codes);
}

/**
 * True when `code` is a language code the library knows (ISO 639-3, lowercase: `eng`, `deu`,
 * `und`). Without detection models (a bundle copied without the file beside it), any three
 * lowercase letters pass.
 */
export function isKnownLanguage(code: string): boolean {
  const codes = knownLanguages();
  return codes === null ? /^[a-z]{3}$/.test(code) : codes.has(code);
}

/** The ISO 639-3 code someone writing `name` (`en`, `English`) most likely means, when it is a common one. */
export function languageCodeFor(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(COMMON_NAMES, key) ? COMMON_NAMES[key] : undefined;
}
