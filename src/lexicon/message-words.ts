/**
 * @module The words of one message as the repetition check compares them, read once: its
 * tokens (NFKC, lowercase), the word sets (every token's hash and stem, the content words,
 * whether a word of a family occurs) and its identifiers (a user turn's words: see `turn-words`).
 * One tokenisation and one pass over the tokens, however many comparisons then read it;
 * an assistant message whose bigrams were just hashed is not even tokenised again (`scannedTokens`).
 */
import { scannedTokens } from '../text/bigrams';
import { addMarkedIdentifiers } from '../text/identifiers';
import { foldCompatibility } from '../text/normalize';
import { keyAt, tokenize, type TokenList } from '../text/tokenize';
import type { IntSet } from '../text/int-set';
import type { TokenSet } from './token-set';
import { allWordSets } from './word-sets';

/** The words of one message (see {@link messageWords}). */
export interface MessageWords {
  /** The tokens of `foldCompatibility(text).toLowerCase()`. */
  readonly tokens: TokenList;
  /** The key hash of every token. */
  readonly hashes: IntSet;
  /** The `stemAt` of every token. */
  readonly stems: IntSet;
  /** The key hash of every token that is not a stopword. */
  readonly content: IntSet;
  /** A token is a word of the `flagged` family. */
  readonly flagged: boolean;
  /** `identifiersOf(text)`: tokens with a digit, e-mail addresses, paths and URLs, quoted names. */
  readonly identifiers: ReadonlySet<string>;
}

/**
 * The words of `text`: the sets `wordSets` gives for the tokens of
 * `foldCompatibility(text).toLowerCase()` (stopwords left out of the content words when given, a
 * word of `flagged` flagged), and `identifiersOf(text)`, the text tokenised once.
 */
export function messageWords(text: string, stopwords?: TokenSet, flagged?: TokenSet): MessageWords {
  const tokens = scannedTokens(text) ?? tokenize(foldCompatibility(text).toLowerCase());
  const sets = allWordSets(tokens, stopwords, flagged);
  const identifiers = new Set<string>();
  for (const i of sets.digitWords) identifiers.add(keyAt(tokens, i));
  addMarkedIdentifiers(text, identifiers);
  return {
    tokens,
    hashes: sets.hashes,
    stems: sets.stems,
    content: sets.content,
    flagged: sets.flagged,
    identifiers,
  };
}
