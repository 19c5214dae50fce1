/**
 * @module Whether two similar texts say opposite things: one negates a word the other states
 * ("I was not developed in Python" → "I was developed in Python").
 */
import type { TokenSet } from '../lexicon/token-set';
import { clauseAt, hashAt, type TokenList } from '../text/tokenize';

/** How many negators of the text with more of them {@link flipsNegationAt} reads, at most. */
export const FLIP_MAX_NEGATORS = 16;

/**
 * True when two texts differ by a negation added or removed: one has more negator tokens
 * ("not", "never", "don't", "nicht", "pas", 不) than the other, and one of its negators stands
 * inside a clause, between two words the other text has side by side ("I was not developed in
 * Python." → "I was developed in Python": "was developed"), or between an auxiliary (a stopword)
 * and a word the other text has right after the word before that auxiliary ("I do not like it"
 * → "I like it"), more often than the negated text itself has them side by side. "I was not developed in Python." and "I was developed in Python." contradict
 * each other. A negator that opens its clause ("No, I drive a truck") or ends it ("I am not. I
 * like to ride.") answers or closes, and one put where the other text has other words ("I did
 * not know that" → "did you know that…") is no flip: those messages may still repeat. Only the
 * first {@link FLIP_MAX_NEGATORS} negators are read. Known limit: a negation by a suffix
 * (Japanese "ではない") or one that opens its clause ("No fui yo") is not read. `inA` and `inB` are
 * the texts' negator positions ({@link negatorsOf}), read beforehand: a message compared with
 * several others reads its negators once.
 */
export function flipsNegationAt(
  a: TokenList,
  inA: readonly number[],
  b: TokenList,
  inB: readonly number[],
  negators: TokenSet,
  stopwords: TokenSet | undefined,
): boolean {
  if (inA.length === inB.length) return false;
  const [more, fewer, at] = inA.length > inB.length ? [a, b, inA] : [b, a, inB];
  // The first negators only: each reads both texts once, so a text of negators costs linear time.
  const checked = Math.min(at.length, FLIP_MAX_NEGATORS);
  for (let k = 0; k < checked; k++) if (insertedAt(more, at[k]!, fewer, negators, stopwords)) return true;
  return false;
}

/** The positions of the negator tokens of `tokens`. */
export function negatorsOf(tokens: TokenList, negators: TokenSet): number[] {
  const found: number[] = [];
  for (let i = 0; i < tokens.length; i++) if (negators.hasToken(tokens, i)) found.push(i);
  return found;
}

/**
 * True when the negator at `i` of `more` stands inside its clause and `fewer` has the words
 * around it side by side: the one before and the one after, or, when the one before is a
 * stopword (an auxiliary: "do", "did"), the one before that and the one after.
 */
function insertedAt(
  more: TokenList,
  i: number,
  fewer: TokenList,
  negators: TokenSet,
  stopwords: TokenSet | undefined,
): boolean {
  if (i === 0 || i + 1 >= more.length) return false;
  const clause = clauseAt(more, i);
  if (clauseAt(more, i - 1) !== clause || clauseAt(more, i + 1) !== clause || negators.hasToken(more, i + 1))
    return false;
  const next = hashAt(more, i + 1);
  if (joinedMore(fewer, more, hashAt(more, i - 1), next)) return true;
  return (
    i >= 2 &&
    clauseAt(more, i - 2) === clause &&
    (stopwords?.hasToken(more, i - 1) ?? false) &&
    joinedMore(fewer, more, hashAt(more, i - 2), next)
  );
}

/**
 * True when `fewer` has the two words side by side more often than `more` does: the pair the
 * negator was put into, not one both texts say elsewhere ("i do not have any, but i do have a
 * greenhouse" → "i do, but i do have a greenhouse" keeps its "do have").
 */
function joinedMore(fewer: TokenList, more: TokenList, first: number, second: number): boolean {
  return pairsOf(fewer, first, second) > pairsOf(more, first, second);
}

/** How many times `tokens` has a token of hash `first` right before one of hash `second`, in one clause. */
function pairsOf(tokens: TokenList, first: number, second: number): number {
  let count = 0;
  for (let j = 0; j + 1 < tokens.length; j++)
    if (
      hashAt(tokens, j) === first &&
      hashAt(tokens, j + 1) === second &&
      clauseAt(tokens, j) === clauseAt(tokens, j + 1)
    )
      count++;
  return count;
}
