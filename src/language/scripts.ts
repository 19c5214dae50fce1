/**
 * @module Unicode script census of a text: the fast path of language identification.
 */

/** Writing systems the census tells apart. */
export type Script =
  | 'latin'
  | 'han'
  | 'kana'
  | 'hangul'
  | 'cyrillic'
  | 'arabic'
  | 'devanagari'
  | 'greek'
  | 'hebrew'
  | 'armenian'
  | 'georgian'
  | 'thai'
  | 'lao'
  | 'khmer'
  | 'myanmar'
  | 'ethiopic'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'sinhala'
  | 'tibetan';

/** Letters per script. Scripts absent from the text are absent from the record. */
export type ScriptCounts = Partial<Record<Script, number>>;

/**
 * Scripts written by essentially one language (ISO 639-3). Cyrillic, Arabic, Devanagari and Latin
 * are shared by many languages and need a closer look; Han and kana are decided together.
 */
export const SINGLE_LANGUAGE_SCRIPTS: Readonly<Partial<Record<Script, string>>> = {
  hangul: 'kor',
  greek: 'ell',
  hebrew: 'heb',
  armenian: 'hye',
  georgian: 'kat',
  thai: 'tha',
  lao: 'lao',
  khmer: 'khm',
  myanmar: 'mya',
  ethiopic: 'amh',
  bengali: 'ben',
  gurmukhi: 'pan',
  gujarati: 'guj',
  oriya: 'ori',
  tamil: 'tam',
  telugu: 'tel',
  kannada: 'kan',
  malayalam: 'mal',
  sinhala: 'sin',
  tibetan: 'bod',
};

// [first, last, script] code point ranges, sorted; only letters of interest are listed.
const RANGES: readonly (readonly [number, number, Script])[] = [
  [0x0041, 0x005a, 'latin'],
  [0x0061, 0x007a, 'latin'],
  [0x00c0, 0x00d6, 'latin'],
  [0x00d8, 0x00f6, 'latin'],
  [0x00f8, 0x024f, 'latin'],
  [0x0370, 0x03ff, 'greek'],
  [0x0400, 0x052f, 'cyrillic'],
  [0x0531, 0x058f, 'armenian'],
  [0x05d0, 0x05ea, 'hebrew'],
  [0x0620, 0x064a, 'arabic'],
  [0x066e, 0x06d3, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08c9, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x0d80, 0x0dff, 'sinhala'],
  [0x0e01, 0x0e3a, 'thai'],
  [0x0e40, 0x0e4e, 'thai'],
  [0x0e80, 0x0eff, 'lao'],
  [0x0f00, 0x0fff, 'tibetan'],
  [0x1000, 0x109f, 'myanmar'],
  [0x10a0, 0x10ff, 'georgian'],
  [0x1100, 0x11ff, 'hangul'],
  [0x1200, 0x139f, 'ethiopic'],
  [0x1780, 0x17ff, 'khmer'],
  [0x1e00, 0x1eff, 'latin'],
  [0x1f00, 0x1fff, 'greek'],
  [0x3005, 0x3005, 'han'],
  [0x3007, 0x3007, 'han'],
  [0x3041, 0x309f, 'kana'],
  [0x30a1, 0x30ff, 'kana'],
  [0x3130, 0x318f, 'hangul'],
  [0x31f0, 0x31ff, 'kana'],
  [0x3400, 0x4dbf, 'han'],
  [0x4e00, 0x9fff, 'han'],
  [0xac00, 0xd7af, 'hangul'],
  [0xf900, 0xfaff, 'han'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfefc, 'arabic'],
  [0xff21, 0xff3a, 'latin'],
  [0xff41, 0xff5a, 'latin'],
  [0xff66, 0xff9d, 'kana'],
  [0x20000, 0x3134f, 'han'],
];

/** The script of one code point, or undefined for digits, punctuation, symbols and the rest. */
export function scriptOf(codePoint: number): Script | undefined {
  if (codePoint < 0x41) return undefined;
  if (codePoint <= 0x7a) return codePoint <= 0x5a || codePoint >= 0x61 ? 'latin' : undefined;
  let lo = 0;
  let hi = RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last, script] = RANGES[mid]!;
    if (codePoint < first) hi = mid - 1;
    else if (codePoint > last) lo = mid + 1;
    else return script;
  }
  return undefined;
}

/** Every script of {@link RANGES}, numbered from 0 in a fixed order. */
const SCRIPT_LIST: readonly Script[] = [...new Set(RANGES.map(([, , script]) => script))];
const SCRIPT_NUMBER: ReadonlyMap<Script, number> = new Map(SCRIPT_LIST.map((script, i) => [script, i]));
/** Per BMP code point: 0 not looked up yet, 1 no script, 2 + n the script numbered n. */
const BMP_SCRIPT = new Uint8Array(0x10000);

/** The number of a code point's script, or -1 (memoised for the BMP). */
function scriptNumber(codePoint: number): number {
  if (codePoint > 0xffff) return numberOf(scriptOf(codePoint));
  let known = BMP_SCRIPT[codePoint]!;
  if (known === 0) {
    known = numberOf(scriptOf(codePoint)) + 2;
    BMP_SCRIPT[codePoint] = known;
  }
  return known - 2;
}

function numberOf(script: Script | undefined): number {
  return script === undefined ? -1 : SCRIPT_NUMBER.get(script)!;
}

/**
 * Counts the letters of each script in `text`. Linear. Scripts appear in the record in the order
 * their first non-ASCII letter appears, and ASCII letters count for `latin`, added last unless
 * a non-ASCII Latin letter put it in place earlier.
 */
export function countScripts(text: string): ScriptCounts {
  let tally: number[] | undefined;
  let order: number[] | undefined;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(i + 1); // NaN past the end
      if (!(low >= 0xdc00 && low <= 0xdfff)) continue; // a lone surrogate is no letter
      code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
      i++;
    }
    const n = scriptNumber(code);
    if (n < 0) continue;
    if (tally === undefined || order === undefined) {
      tally = new Array<number>(SCRIPT_LIST.length).fill(0);
      order = [];
    }
    if (tally[n] === 0) order.push(n);
    tally[n]!++;
  }
  const counts: ScriptCounts = {};
  if (tally !== undefined && order !== undefined) for (const n of order) counts[SCRIPT_LIST[n]!] = tally[n]!;
  if (latin > 0) counts.latin = (counts.latin ?? 0) + latin;
  return counts;
}
