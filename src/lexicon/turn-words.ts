/**
 * @module The content words of a user turn, read only as far as a question about them needs:
 * whether the turn has one of a few given words (a scan of its tokens that stops at the first
 * it finds), whether it has more than a few words, or all of them as sets. A question is answered
 * from the sets once they are built (they are kept: a few hundred values); the first question
 * tokenises the turn into a reused buffer, and no token list is kept with the turn (a
 * 4,000-character turn in Chinese is 4,000 tokens, 64 KB). A turn asked again builds its sets:
 * the repetition check asks a turn once for each earlier message a reply resembles, and the
 * tokens would otherwise be read again for each.
 */
import type { IntSet } from '../text/int-set';
import { foldCompatibility } from '../text/normalize';
import { stemAt } from '../text/stem';
import { hashAt, tokenizeTransient, type TokenList } from '../text/tokenize';
import type { TokenSet } from './token-set';
import { contentWordSets, type ContentWordSets } from './word-sets';

/** The words of a user turn, read on demand (see {@link turnWords}). */
export interface TurnWords {
  /** The turn's whole text. */
  readonly text: string;
  /** Its content words as sets, when a question needed them all or the turn was asked again. */
  sets: ContentWordSets | undefined;
  /** Questions answered by reading its tokens (before the sets were built). */
  scans: number;
}

/** Questions a turn answers by reading its tokens; the next one builds its sets (see {@link TurnWords.sets}). */
export const SCANS_BEFORE_SETS = 1;

/** The words of `text`, nothing read yet. */
export function turnWords(text: string): TurnWords {
  return { text, sets: undefined, scans: 0 };
}

/** The tokens of `foldCompatibility(text).toLowerCase()`, in the tokeniser's reused buffer (valid until it tokenises again). */
function tokensOf(words: TurnWords): TokenList {
  return tokenizeTransient(foldCompatibility(words.text).toLowerCase());
}

/**
 * The content words of the turn and their stems: `contentWordSets` of its tokens (every word when
 * `stopwords` is undefined), built on the first call.
 */
export function contentSetsOf(words: TurnWords, stopwords: TokenSet | undefined): ContentWordSets {
  return (words.sets ??= contentWordSets(tokensOf(words), stopwords));
}

/**
 * The sets of the turn when they are built, or when it has answered {@link SCANS_BEFORE_SETS}
 * questions from its tokens already (built now); undefined for a question its tokens answer.
 */
function setsIfAskedAgain(words: TurnWords, stopwords: TokenSet | undefined): ContentWordSets | undefined {
  if (words.sets !== undefined) return words.sets;
  if (words.scans < SCANS_BEFORE_SETS) {
    words.scans++;
    return undefined;
  }
  return contentSetsOf(words, stopwords);
}

/**
 * True when a content word of the turn (a token not in `stopwords`) has its key hash in `keys`
 * or its stem (`stemAt`) in `stems`: whether `contentSetsOf(words).keys` meets `keys` or its
 * `stems` meet `stems`, answered from the tokens, stopping at the first that does (no lookup
 * at all when both are empty), or from the sets (see {@link setsIfAskedAgain}).
 */
export function mentionsAny(words: TurnWords, keys: IntSet, stems: IntSet, stopwords: TokenSet | undefined): boolean {
  if (keys.size === 0 && stems.size === 0) return false;
  const sets = setsIfAskedAgain(words, stopwords);
  if (sets !== undefined) return keys.someIn(sets.keys) || stems.someIn(sets.stems);
  const tokens = tokensOf(words);
  const readStems = stems.size > 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!keys.has(hashAt(tokens, i)) && !(readStems && stems.has(stemAt(tokens, i)))) continue;
    if (stopwords === undefined || !stopwords.hasToken(tokens, i)) return true;
  }
  return false;
}

/**
 * True when the turn has more than `limit` distinct content words (key hashes of tokens not in
 * `stopwords`): `contentSetsOf(words).keys.size > limit`, counted only until it is exceeded (or
 * read from the sets: see {@link setsIfAskedAgain}).
 */
export function hasMoreContentWords(words: TurnWords, limit: number, stopwords: TokenSet | undefined): boolean {
  const sets = setsIfAskedAgain(words, stopwords);
  if (sets !== undefined) return sets.keys.size > limit;
  const tokens = tokensOf(words);
  const seen: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const key = hashAt(tokens, i);
    if (seen.includes(key) || (stopwords !== undefined && stopwords.hasToken(tokens, i))) continue;
    seen.push(key);
    if (seen.length > limit) return true;
  }
  return false;
}
