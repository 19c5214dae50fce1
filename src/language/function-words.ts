/**
 * @module Function-word vote: counts, per Latin-script language with a shipped lexicon, the words
 * of a text found in that language's `stopwords`. Reliable on short text, where trigram models
 * are not, and cheap enough to run on every conversation.
 */
import { functionWordIndex, PACKED_LETTERS, packedSet, wordSet, type FunctionWordIndex } from './function-word-index';

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
  return (
    code === 46 ||
    code === 93 ||
    code === 47 ||
    code === 92 ||
    code === 61 ||
    code === 38 ||
    code === 64 ||
    code === 35 ||
    code === 95
  );
}

/**
 * Counts the function words of each voting language in `text` (any case), reading at most
 * {@link MAX_VOTE_WORDS} words. A word shared by several languages counts for each.
 *
 * A hand-written scanner (a Unicode-property regex costs several times more on this hot path).
 * The text is read as written, not lowercased first: an ASCII word is packed as it is read and
 * looked up by integers; any other word is cut, lowercased and folded. Lowercasing keeps letters
 * letters and other characters what they were (checked for every code point), so words are cut
 * where they would be in the lowercased text.
 */
export function voteFunctionWords(text: string): FunctionWordVote {
  const index = functionWordIndex();
  const found = new Array<number>(index.languageSets.length).fill(0); // words found, per language set
  const n = text.length;
  let words = 0;
  let before = 32; // the character before the next word (none before the text: a space)
  let i = 0;
  while (i < n && words < MAX_VOTE_WORDS) {
    let code = text.charCodeAt(i);
    if (((code | 0x20) - 0x61) >>> 0 >= 26 && (code < 0x80 || !isLetter(code))) {
      before = code;
      i++;
      continue;
    }
    const start = i;
    let ascii = true; // letters a-z, A-Z only, maybe with apostrophes (keys have none)
    let letters = 0;
    let lo = 0; // the letters packed as in packedSet(), while ascii
    let hi = 0;
    for (; i < n; i++) {
      code = text.charCodeAt(i);
      const letter = (code | 0x20) - 0x60; // 1-26 exactly for an ASCII letter, of either case
      if ((letter - 1) >>> 0 < 26) {
        if (letters < 6) lo = lo * 32 + letter;
        else if (letters < PACKED_LETTERS) hi = hi * 32 + letter;
        letters++;
      } else if (code === 39 && i + 1 < n && isLetter(text.charCodeAt(i + 1))) {
        continue;
      } else if (code < 0x80 || !isLetter(code)) {
        break;
      } else {
        ascii = false;
      }
    }
    const end = i;
    const prose = before === 32 || !isNotProseBefore(before);
    if (i < n) {
      before = code; // the character that ended the word, no letter: step over it
      i++;
    }
    if (!prose) continue;
    words++;
    if (end - start > index.maxKeyLength) continue; // lowercasing never shortens a word
    const set = ascii && letters <= PACKED_LETTERS ? packedSet(index, lo, hi) : wordSet(index, text.slice(start, end));
    if (set >= 0) found[set]!++;
  }
  return tally(index, found, words);
}

/** The vote from the words found per language set. */
function tally(index: FunctionWordIndex, found: readonly number[], words: number): FunctionWordVote {
  const languages = index.languages;
  const hits = new Array<number>(languages.length).fill(0);
  const exclusive = new Array<number>(languages.length).fill(0);
  for (let set = 0; set < found.length; set++) {
    const count = found[set]!;
    if (count === 0) continue;
    const mask = index.languageSets[set]!;
    for (let b = 0; b < hits.length; b++) if (mask & (1 << b)) hits[b]! += count;
    if ((mask & (mask - 1)) === 0) exclusive[31 - Math.clz32(mask)]! += count;
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
