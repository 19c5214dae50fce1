/**
 * @module Whether a correction phrase fixes a typo in the user's own previous turn that the
 * assistant did not take up ("my dig likes yellow", then "I meant dog likes yellow"): the user
 * sets right their own words, not anything the assistant got wrong (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import type { PhraseMatch } from '../lexicon/match';
import type { TokenSet } from '../lexicon/token-set';
import { isOneEdit } from '../lexicon/typo-filter';
import { clauseAt, hashAt, keyAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';

/** Fewest letters of a word that a one-letter fix can retype ("dig" → "dog"; not "a" → "I"). */
export const TYPO_MIN_LETTERS = 3;

/**
 * True when the rest of the correction's clause (after `match`) retypes the user's previous turn
 * with a typo fixed: every content word of it (not a stopword) is a word of the previous turn, or
 * one letter from a word of it ({@link TYPO_MIN_LETTERS} letters or more) that the assistant's
 * latest reply does not say, and at least one is such a fix. "I meant dog likes yellow" after "my
 * dig likes yellow" fixes the user's typo; after a reply that took it up ("What is a dig?"), or
 * with a new word ("I meant the blue one"), it corrects.
 */
export function fixesOwnTypo(
  message: UserMessage,
  match: PhraseMatch,
  previous: UserMessage,
  reply: ReplyView,
  stopwords: TokenSet,
): boolean {
  const { tokens } = message;
  if (match.end >= tokens.length) return false;
  const clause = clauseAt(tokens, match.end);
  if (clause !== clauseAt(tokens, match.end - 1)) return false;
  const before = previous.tokens;
  let fixed = 0;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (stopwords.hasToken(tokens, i)) continue;
    const hash = hashAt(tokens, i);
    let kept = false;
    for (let j = 0; j < before.length && !kept; j++) kept = hashAt(before, j) === hash;
    if (kept) continue;
    if (!retypes(keyAt(tokens, i), before, reply, stopwords)) return false;
    fixed++;
  }
  return fixed > 0;
}

/**
 * True when `key` is one letter from a content word of `before` that the reply does not say (the
 * typo it fixes).
 */
function retypes(key: string, before: UserMessage['tokens'], reply: ReplyView, stopwords: TokenSet): boolean {
  if (key.length < TYPO_MIN_LETTERS) return false;
  for (let j = 0; j < before.length; j++) {
    if (stopwords.hasToken(before, j)) continue;
    const typo = keyAt(before, j);
    if (typo.length >= TYPO_MIN_LETTERS && isOneEdit(key, 0, key.length, typo) && !reply.says(hashAt(before, j))) {
      return true;
    }
  }
  return false;
}
