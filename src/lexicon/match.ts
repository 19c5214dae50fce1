/**
 * @module Phrase matching on token runs (SPEC §3): exact keys, contractions without apostrophes,
 * and one-edit typos for phrase tokens of six letters or more.
 */
import { distance } from 'fastest-levenshtein';
import type { TokenList } from '../text/tokenize';
import { FUZZY_MEMO_LIMIT, FUZZY_MIN_LETTERS, type CompiledLexicon, type CompiledPhrase } from './compile';
import { mayBeTypo } from './typo-filter';

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
 * index (first token, then second), so the cost per token does not grow with the lexicon.
 */
export function matchPhrases(tokens: TokenList, lexicon: CompiledLexicon): PhraseMatch[] {
  const { words, keys } = tokens;
  const notTypos = lexicon.tokens.not_typos;
  const found: PhraseMatch[] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const entry = lexicon.byFirstKey.get(key);
    if (entry !== undefined) {
      for (const phrase of entry.single) tryPhrase(tokens, phrase, i, false, notTypos, found);
      if (i + 1 < keys.length) {
        const next = keys[i + 1]!;
        for (const phrase of entry.bySecond.get(next) ?? NONE) tryPhrase(tokens, phrase, i, false, notTypos, found);
        if (words[i + 1] === next) {
          for (const phrase of entry.fuzzySecondByLength[next.length] ?? NONE) if (phrase.keys[1] !== next) tryPhrase(tokens, phrase, i, false, notTypos, found);
        }
      }
    }
    if (
      key.length >= FUZZY_MIN_LETTERS - 1 &&
      words[i]!.length === key.length &&
      mayBeTypo(lexicon.fuzzyFirstFilter, key) &&
      !notTypos.has(key)
    ) {
      for (const phrase of fuzzyCandidates(key, lexicon)) tryPhrase(tokens, phrase, i, true, notTypos, found);
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
  notTypos: ReadonlySet<string>,
  found: PhraseMatch[],
): void {
  const { words, keys, clauses } = tokens;
  if (phrase.anchored && i > 0 && clauses[i] === clauses[i - 1]) return;
  const n = phrase.keys.length;
  if (i + n > keys.length) return;
  if (phrase.anchoredEnd && i + n < keys.length && clauses[i + n] === clauses[i + n - 1]) return;
  if (!typoFirst && tokenMatch(words[i]!, keys[i]!, phrase, 0, notTypos) !== 1) return;
  let fuzzy = typoFirst;
  for (let j = 1; j < n; j++) {
    const m = tokenMatch(words[i + j]!, keys[i + j]!, phrase, j, notTypos);
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
function tokenMatch(word: string, key: string, phrase: CompiledPhrase, j: number, notTypos: ReadonlySet<string>): 0 | 1 | 2 {
  const hasApostrophe = word.length !== key.length;
  if (hasApostrophe ? word === phrase.words[j] : key === phrase.keys[j]) return 1;
  if (hasApostrophe || !phrase.fuzzy[j]) return 0;
  const target = phrase.keys[j]!;
  if (Math.abs(key.length - target.length) > 1) return 0;
  // One edit of a word of two or more characters (these have five or more) keeps its first or its
  // last character: most tokens are ruled out before the Levenshtein distance.
  if (key.charCodeAt(0) !== target.charCodeAt(0) && key.charCodeAt(key.length - 1) !== target.charCodeAt(target.length - 1)) return 0;
  if (notTypos.has(key)) return 0;
  return distance(key, target) === 1 ? 2 : 0;
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
    for (const k of firstKeys) for (const p of lexicon.byFirstKey.get(k)?.all ?? NONE) if (p.fuzzy[0]) list.push(p);
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
