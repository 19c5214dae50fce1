/**
 * @module The words of one message as the repetition check compares them, read once: its
 * tokens (NFKC, lowercase), the word sets (every token's hash and stem, the content words,
 * whether a word of a family occurs) and its identifiers (a user turn's words: see `turn-words`).
 * One tokenisation and at most one pass over the tokens, however many comparisons then read it;
 * an assistant message the other rules or the bigram scan read is not tokenised again (`foldedTokens`).
 */
import { identifiersOf } from '../text/identifiers';
import { foldedTokens } from '../text/folded-tokens';
import type { TokenList } from '../text/tokenize';
import type { IntSet } from '../text/int-set';
import type { TokenSet } from './token-set';
import { wordSets, type WordSets } from './word-sets';

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
 * word of `flagged` flagged), and `identifiersOf(text)`, the text tokenised once. The tokens and
 * identifiers are read now, the word sets on first need: a near-duplicate with an identifier the
 * earlier message lacks is told apart by its identifiers alone.
 */
export function messageWords(text: string, stopwords?: TokenSet, flagged?: TokenSet): MessageWords {
  const tokens = foldedTokens(text);
  return new LazyMessageWords(tokens, identifiersOf(text, tokens), stopwords, flagged);
}

/** {@link MessageWords} whose word sets are read the first time one is asked for. */
class LazyMessageWords implements MessageWords {
  private sets: WordSets | undefined;

  constructor(
    readonly tokens: TokenList,
    readonly identifiers: ReadonlySet<string>,
    private readonly stopwords: TokenSet | undefined,
    private readonly flaggedWords: TokenSet | undefined,
  ) {}

  get hashes(): IntSet {
    return this.wordSets().hashes;
  }

  get stems(): IntSet {
    return this.wordSets().stems;
  }

  get content(): IntSet {
    return this.wordSets().content;
  }

  get flagged(): boolean {
    return this.wordSets().flagged;
  }

  private wordSets(): WordSets {
    return (this.sets ??= wordSets(this.tokens, this.stopwords, this.flaggedWords));
  }
}
