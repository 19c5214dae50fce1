/**
 * @module Function-word vote: counts, per Latin-script language with a shipped lexicon, the words
 * of a text found in that language's `stopwords`. Reliable on short text, where trigram models
 * are not, and cheap enough to run on every conversation.
 */
import { BUNDLED_LEXICONS } from '../lexicon/bundled';

/** Result of {@link voteFunctionWords}. */
export interface FunctionWordVote {
  /** Languages that took part, in the order of `hits`. */
  readonly languages: readonly string[];
  /** Per language: words of the text found in its stopwords. */
  readonly hits: readonly number[];
  /** Per language: words of the text found in its stopwords and in no other voting language's. */
  readonly exclusive: readonly number[];
  /** Words read. */
  readonly words: number;
}

/** At most this many words are read; the vote is settled long before. */
export const MAX_VOTE_WORDS = 200;

/**
 * A word right after one of these (`.`, `]`, `/`, `\`, `=`, `&`, `@`, `#`, `_`) is part of a
 * domain, path, handle or query (`example.com`, `@user`, `?q=de`), not prose.
 */
function isNotProseBefore(code: number): boolean {
  return code === 46 || code === 93 || code === 47 || code === 92 || code === 61 || code === 38 || code === 64 || code === 35 || code === 95;
}

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}/gu;
const LATIN_LETTER = /^[\p{Script=Latin}']+$/u;

/** Lowercase, without apostrophes and accents: `Está` and `esta`, `don't` and `dont` meet. */
function foldWord(word: string): string {
  const bare = word.indexOf("'") === -1 ? word : word.replaceAll("'", '');
  return NON_ASCII.test(bare) ? bare.normalize('NFD').replace(MARKS, '') : bare;
}

function buildIndex(): { languages: string[]; masks: Map<string, number>; maxKeyLength: number } {
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
  return { languages, masks, maxKeyLength: Math.max(0, ...[...masks.keys()].map((k) => k.length)) };
}

const INDEX = buildIndex();
// Longer words cannot be function words; they are counted without being looked up. Apostrophes
// and accents only shorten a word's key, so the written length is a safe bound.
const MAX_KEY_LENGTH = INDEX.maxKeyLength + 4;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The keys again, in an open-addressing table by FNV-1a hash, so a plain ASCII word is looked up
 * where it stands in the text: no string is cut for it, none hashed twice.
 */
const TABLE = (() => {
  const keys = [...INDEX.masks.keys()];
  let bits = 4;
  while (1 << bits < 2 * keys.length) bits++;
  const slots = new Int32Array(1 << bits); // key number + 1, or 0 for a free slot
  for (let k = 0; k < keys.length; k++) {
    let slot = slotOf(hashOf(keys[k]!), bits);
    while (slots[slot] !== 0) slot = (slot + 1) & (slots.length - 1);
    slots[slot] = k + 1;
  }
  return { keys, masks: keys.map((k) => INDEX.masks.get(k)!), slots, bits };
})();

function hashOf(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), FNV_PRIME);
  return h;
}

function slotOf(hash: number, bits: number): number {
  return Math.imul(hash, 0x9e3779b1) >>> (32 - bits);
}

/** The mask of the key equal to `text[start, end)` whose FNV-1a hash is `hash`, or undefined. */
function maskAt(text: string, start: number, end: number, hash: number): number | undefined {
  const { keys, masks, slots, bits } = TABLE;
  for (let slot = slotOf(hash, bits); slots[slot] !== 0; slot = (slot + 1) & (slots.length - 1)) {
    const k = slots[slot]! - 1;
    const key = keys[k]!;
    if (key.length !== end - start) continue;
    let same = true;
    for (let j = 0; j < key.length && same; j++) same = key.charCodeAt(j) === text.charCodeAt(start + j);
    if (same) return masks[k];
  }
  return undefined;
}

/** Languages that take part in the vote (ISO 639-3). */
export const VOTING_LANGUAGES: readonly string[] = INDEX.languages;

/**
 * Counts the function words of each voting language in `text` (any case), reading at most
 * {@link MAX_VOTE_WORDS} words. A word shared by several languages counts for each. A hand-written
 * scanner: a Unicode-property regex costs several times more on this hot path.
 */
export function voteFunctionWords(text: string): FunctionWordVote {
  const { languages, masks } = INDEX;
  const hits = new Array<number>(languages.length).fill(0);
  const exclusive = new Array<number>(languages.length).fill(0);
  const lower = text.toLowerCase();
  const n = lower.length;
  let words = 0;
  let i = 0;
  while (i < n && words < MAX_VOTE_WORDS) {
    let code = lower.charCodeAt(i);
    if (!isLetter(code)) {
      i++;
      continue;
    }
    const start = i;
    let plain = true; // ASCII letters only: the word is its own key
    let hash = FNV_OFFSET; // of the word, when plain
    for (; i < n; i++) {
      code = lower.charCodeAt(i);
      if (code === 39 && i + 1 < n && isLetter(lower.charCodeAt(i + 1))) plain = false;
      else if (!isLetter(code)) break;
      else if (code >= 0x80) plain = false;
      hash = Math.imul(hash ^ code, FNV_PRIME);
    }
    if (start > 0 && isNotProseBefore(lower.charCodeAt(start - 1))) continue;
    words++;
    if (i - start > MAX_KEY_LENGTH) continue;
    const mask = plain ? maskAt(lower, start, i, hash) : masks.get(foldWord(lower.slice(start, i)));
    if (mask === undefined) continue;
    for (let b = 0; b < languages.length; b++) if (mask & (1 << b)) hits[b]!++;
    if ((mask & (mask - 1)) === 0) exclusive[31 - Math.clz32(mask)]!++;
  }
  return { languages, hits, exclusive, words };
}

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
/** Per UTF-16 code unit: 0 not looked up yet, 1 not a letter or mark, 2 a letter or mark. */
const LETTER_MEMO = new Uint8Array(0x10000);

function isLetter(code: number): boolean {
  if (code < 0x80) return code >= 0x61 ? code <= 0x7a : code >= 0x41 && code <= 0x5a;
  let known = LETTER_MEMO[code]!;
  if (known === 0) {
    known = LETTER_OR_MARK.test(String.fromCharCode(code)) ? 2 : 1;
    LETTER_MEMO[code] = known;
  }
  return known === 2;
}
