/**
 * @module Phrase matching on token runs (SPEC §3): exact keys, contractions without apostrophes,
 * and one-edit typos for phrase tokens of six letters or more.
 */
import { distance } from 'fastest-levenshtein';
import { clauseAt, endAt, hasApostrophe, hashAt, keyAt, startAt, wordEquals, type TokenList } from '../text/tokenize';
import { FUZZY_MEMO_LIMIT, FUZZY_MIN_LETTERS, type CompiledLexicon, type CompiledPhrase } from './compile';
import { lookup } from './hash-index';
import type { TokenSet } from './token-set';
import { mayBeTypoAt } from './typo-filter';

/** One phrase found in a message: tokens `start` to `end` (exclusive). */
export interface PhraseMatch {
  readonly phrase: CompiledPhrase;
  readonly start: number;
  readonly end: number;
  /** True when at least one token matched only as a typo. */
  readonly fuzzy: boolean;
}

const NONE: readonly CompiledPhrase[] = [];

/**
 * Finds every phrase of `lexicon` in `tokens`, in token order. Candidates come from a two-level
 * index (first token hash, then second), so the cost per token does not grow with the lexicon;
 * a token no phrase starts with costs one table probe, and only typo candidates are cut as strings.
 */
export function matchPhrases(tokens: TokenList, lexicon: CompiledLexicon): PhraseMatch[] {
  const notTypos = lexicon.tokens.not_typos;
  const found: PhraseMatch[] = [];
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    const entry = lookup(lexicon.byFirstHash, hashAt(tokens, i));
    if (entry !== undefined) {
      for (const phrase of entry.single) tryPhrase(tokens, phrase, i, false, notTypos, found);
      if (i + 1 < n) {
        const next = hashAt(tokens, i + 1);
        for (const phrase of lookup(entry.bySecond, next) ?? NONE) tryPhrase(tokens, phrase, i, false, notTypos, found);
        if (!hasApostrophe(tokens, i + 1)) {
          for (const phrase of entry.fuzzySecondByLength[endAt(tokens, i + 1) - startAt(tokens, i + 1)] ?? NONE) {
            if (phrase.hashes[1] !== next) tryPhrase(tokens, phrase, i, false, notTypos, found);
          }
        }
      }
    }
    const start = startAt(tokens, i);
    const end = endAt(tokens, i);
    if (end - start >= FUZZY_MIN_LETTERS - 1 && !hasApostrophe(tokens, i) && mayBeTypoAt(lexicon.fuzzyFirstFilter, tokens.text, start, end)) {
      const key = keyAt(tokens, i);
      if (!notTypos.has(key)) for (const phrase of fuzzyCandidates(key, lexicon)) tryPhrase(tokens, phrase, i, true, notTypos, found);
    }
  }
  return found;
}

/** Checks `phrase` at token `i` and records a match. */
function tryPhrase(
  tokens: TokenList,
  phrase: CompiledPhrase,
  i: number,
  typoFirst: boolean,
  notTypos: TokenSet,
  found: PhraseMatch[],
): void {
  if (phrase.anchored && i > 0 && clauseAt(tokens, i) === clauseAt(tokens, i - 1)) return;
  const n = phrase.keys.length;
  if (i + n > tokens.length) return;
  if (phrase.anchoredEnd && i + n < tokens.length && clauseAt(tokens, i + n) === clauseAt(tokens, i + n - 1)) return;
  if (!typoFirst && tokenMatch(tokens, i, phrase, 0, notTypos) !== 1) return;
  let fuzzy = typoFirst;
  for (let j = 1; j < n; j++) {
    const m = tokenMatch(tokens, i + j, phrase, j, notTypos);
    if (m === 0) return;
    if (m === 2) fuzzy = true;
  }
  found.push({ phrase, start: i, end: i + n, fuzzy });
}

/**
 * 0: no match, 1: exact, 2: typo. A message token written with an apostrophe must equal the
 * phrase token as written ("he'll" is not "hell"); one written without matches the phrase token's
 * apostrophe-less key ("dont" is "don't"). A real word listed in `not_typos` is never a typo.
 */
function tokenMatch(tokens: TokenList, i: number, phrase: CompiledPhrase, j: number, notTypos: TokenSet): 0 | 1 | 2 {
  if (hasApostrophe(tokens, i)) return wordEquals(tokens, i, phrase.words[j]!) ? 1 : 0;
  const target = phrase.keys[j]!;
  if (hashAt(tokens, i) === phrase.hashes[j] && wordEquals(tokens, i, target)) return 1;
  if (!phrase.fuzzy[j]) return 0;
  const start = startAt(tokens, i);
  const end = endAt(tokens, i);
  if (Math.abs(end - start - target.length) > 1) return 0;
  // One edit of a word of two or more characters (these have five or more) keeps its first or its
  // last character: most tokens are ruled out before the Levenshtein distance.
  const text = tokens.text;
  if (text.charCodeAt(start) !== target.charCodeAt(0) && text.charCodeAt(end - 1) !== target.charCodeAt(target.length - 1)) return 0;
  if (notTypos.hasToken(tokens, i)) return 0;
  return distance(keyAt(tokens, i), target) === 1 ? 2 : 0;
}

/** Phrases whose first token is one edit away from `key` (memoised on the lexicon). */
function fuzzyCandidates(key: string, lexicon: CompiledLexicon): readonly CompiledPhrase[] {
  if (lexicon.fuzzyFirst.size === 0) return NONE;
  const cache = lexicon.fuzzyMemo;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const firstKeys = new Set<string>();
  collectFuzzy(key, key, lexicon, firstKeys);
  for (let i = 0; i < key.length; i++) collectFuzzy(key.slice(0, i) + key.slice(i + 1), key, lexicon, firstKeys);
  let result: readonly CompiledPhrase[] = NONE;
  if (firstKeys.size > 0) {
    const list: CompiledPhrase[] = [];
    for (const k of firstKeys) for (const p of lexicon.fuzzyFirstPhrases.get(k) ?? NONE) list.push(p);
    result = list;
  }
  if (cache.size >= FUZZY_MEMO_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}

function collectFuzzy(variant: string, key: string, lexicon: CompiledLexicon, out: Set<string>): void {
  const hits = lexicon.fuzzyFirst.get(variant);
  if (hits !== undefined) for (const k of hits) if (k !== key && distance(k, key) === 1) out.add(k);
}
