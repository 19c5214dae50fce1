/**
 * @module The function words that vote, compiled once, on first use (not at import: a process
 * that never detects a language pays nothing): per folded word, the set of voting languages whose
 * `stopwords` hold it, numbered so that the vote counts one number per word.
 */
import { BUNDLED_LEXICONS } from '../lexicon/bundled';

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}/gu;
const LATIN_LETTER = /^[\p{Script=Latin}']+$/u;

/** Lowercase, without apostrophes and accents: `Está` and `esta`, `don't` and `dont` meet. */
function foldWord(word: string): string {
  const bare = word.indexOf("'") === -1 ? word : word.replaceAll("'", '');
  return NON_ASCII.test(bare) ? bare.normalize('NFD').replace(MARKS, '') : bare;
}

/** Per folded key, the bit set of the voting languages that have it. */
function buildIndex(): { languages: string[]; masks: Map<string, number> } {
  const languages: string[] = [];
  const masks = new Map<string, number>();
  for (const [language, source] of Object.entries(BUNDLED_LEXICONS)) {
    const words = Object.values(source.stopwords ?? {}).flat();
    const latin = words.filter((w) => LATIN_LETTER.test(w));
    // Only alphabetic Latin-script lists vote; CJK stopwords are single characters.
    if (latin.length === 0 || latin.length < words.length * 0.9 || languages.length >= 30) continue;
    const bit = 1 << languages.length;
    languages.push(language);
    for (const word of latin) {
      const key = foldWord(word.normalize('NFC').toLowerCase());
      masks.set(key, (masks.get(key) ?? 0) | bit);
    }
  }
  return { languages, masks };
}

/** The compiled index: see {@link functionWordIndex}. */
export interface FunctionWordIndex {
  /** Languages that take part in the vote (ISO 639-3), in the order of their bits. */
  readonly languages: readonly string[];
  /**
   * The distinct language sets of the keys, numbered from 0: a word found counts once for its
   * set's number, and the counts are spread over the languages once, at the end of the vote.
   */
  readonly languageSets: readonly number[];
  /**
   * Words longer than this cannot be function words; they are counted without being looked up.
   * Apostrophes and accents only shorten a word's key, so the written length is a safe bound.
   */
  readonly maxKeyLength: number;
  /** Per folded key, the number of its language set in `languageSets`. */
  readonly setOfKey: ReadonlyMap<string, number>;
  /** The a-z keys packed (see {@link packedSet}) in an open-addressing table. */
  readonly packed: {
    readonly lo: Int32Array;
    readonly hi: Int32Array;
    readonly sets: Int32Array;
    readonly bits: number;
  };
}

/** Keys of up to this many letters a-z are also held packed (see {@link packedSet}). */
export const PACKED_LETTERS = 12;

let compiled: FunctionWordIndex | undefined;

/** The index, compiled on the first call. */
export function functionWordIndex(): FunctionWordIndex {
  compiled ??= compile();
  return compiled;
}

function compile(): FunctionWordIndex {
  const { languages, masks } = buildIndex();
  const languageSets = [...new Set(masks.values())];
  const setOfKey = new Map([...masks].map(([key, mask]) => [key, languageSets.indexOf(mask)]));
  const maxKeyLength = Math.max(0, ...[...masks.keys()].map((k) => k.length)) + 4;
  return { languages, languageSets, maxKeyLength, setOfKey, packed: packKeys(setOfKey) };
}

/**
 * The a-z keys again, each packed into two integers (five bits a letter, a = 1 … z = 26, six
 * letters in each: `lo` the first six, `hi` the rest), in an open-addressing table. A plain ASCII
 * word is packed as it is read and looked up by integer comparisons: no string is cut or hashed.
 */
function packKeys(setOfKey: ReadonlyMap<string, number>): FunctionWordIndex['packed'] {
  const keys = [...setOfKey.keys()].filter((key) => /^[a-z]+$/.test(key) && key.length <= PACKED_LETTERS);
  let bits = 4;
  while (1 << bits < 2 * keys.length) bits++;
  const lo = new Int32Array(1 << bits); // 0 for a free slot: a key has at least one letter
  const hi = new Int32Array(1 << bits);
  const sets = new Int32Array(1 << bits);
  for (const key of keys) {
    const [l, h] = packed(key);
    let slot = slotOf(l, h, bits);
    while (lo[slot] !== 0) slot = (slot + 1) & (lo.length - 1);
    lo[slot] = l;
    hi[slot] = h;
    sets[slot] = setOfKey.get(key)!;
  }
  return { lo, hi, sets, bits };
}

/** `[lo, hi]` of a key of letters a-z, the first letter in the highest bits. */
function packed(key: string): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < key.length; i++) {
    if (i < 6) lo = lo * 32 + key.charCodeAt(i) - 0x60;
    else hi = hi * 32 + key.charCodeAt(i) - 0x60;
  }
  return [lo, hi];
}

function slotOf(lo: number, hi: number, bits: number): number {
  return Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> (32 - bits);
}

/** The language set number of the a-z key packed as `lo`, `hi`; or -1. */
export function packedSet(index: FunctionWordIndex, lo: number, hi: number): number {
  const { lo: los, hi: his, sets, bits } = index.packed;
  for (let slot = slotOf(lo, hi, bits); los[slot] !== 0; slot = (slot + 1) & (los.length - 1)) {
    if (los[slot] === lo && his[slot] === hi) return sets[slot]!;
  }
  return -1;
}

/** The language set number of a word as written (lowercased and folded here); or -1. */
export function wordSet(index: FunctionWordIndex, word: string): number {
  const lower = word.toLowerCase();
  return lower.length > index.maxKeyLength ? -1 : (index.setOfKey.get(foldWord(lower)) ?? -1);
}
