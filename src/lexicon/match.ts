/**
 * @module Phrase matching on token runs (SPEC §3): exact keys, contractions without apostrophes,
 * and one-edit typos for phrase tokens of six letters or more.
 */
import { distance } from 'fastest-levenshtein';
import type { TokenList } from '../text/tokenize';
import { FUZZY_MIN_LETTERS, type CompiledLexicon, type CompiledPhrase } from './compile';

/** One phrase found in a message: tokens `start` to `end` (exclusive). */
export interface PhraseMatch {
  readonly phrase: CompiledPhrase;
  readonly start: number;
  readonly end: number;
  /** True when at least one token matched only as a typo. */
  readonly fuzzy: boolean;
}

/** Per-analysis memo of typo candidates by message token key. */
export type FuzzyCache = Map<string, readonly CompiledPhrase[]>;

const NONE: readonly CompiledPhrase[] = [];

/** Finds every phrase of `lexicon` in `tokens`, in token order. */
export function matchPhrases(tokens: TokenList, lexicon: CompiledLexicon, cache: FuzzyCache): PhraseMatch[] {
  const { words, keys, clauses } = tokens;
  const found: PhraseMatch[] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const word = words[i]!;
    const exact = lexicon.byFirstKey.get(key) ?? NONE;
    const typo = word.length === key.length ? fuzzyCandidates(key, lexicon, cache) : NONE;
    for (const phrase of exact) tryPhrase(phrase, i, false);
    for (const phrase of typo) tryPhrase(phrase, i, true);
  }
  return found;

  function tryPhrase(phrase: CompiledPhrase, i: number, typoFirst: boolean): void {
    if (phrase.anchored && !(i === 0 || clauses[i] !== clauses[i - 1])) return;
    const n = phrase.keys.length;
    if (i + n > keys.length) return;
    if (!typoFirst && tokenMatch(words[i]!, keys[i]!, phrase, 0) !== 1) return;
    let fuzzy = typoFirst;
    for (let j = 1; j < n; j++) {
      const m = tokenMatch(words[i + j]!, keys[i + j]!, phrase, j);
      if (m === 0) return;
      if (m === 2) fuzzy = true;
    }
    found.push({ phrase, start: i, end: i + n, fuzzy });
  }
}

/**
 * 0: no match, 1: exact, 2: typo. A message token written with an apostrophe must equal the
 * phrase token as written ("he'll" is not "hell"); one written without matches the phrase token's
 * apostrophe-less key ("dont" is "don't").
 */
function tokenMatch(word: string, key: string, phrase: CompiledPhrase, j: number): 0 | 1 | 2 {
  const hasApostrophe = word.length !== key.length;
  if (hasApostrophe ? word === phrase.words[j] : key === phrase.keys[j]) return 1;
  if (hasApostrophe || !phrase.fuzzy[j]) return 0;
  const target = phrase.keys[j]!;
  return Math.abs(key.length - target.length) <= 1 && distance(key, target) === 1 ? 2 : 0;
}

function fuzzyCandidates(key: string, lexicon: CompiledLexicon, cache: FuzzyCache): readonly CompiledPhrase[] {
  if (key.length < FUZZY_MIN_LETTERS - 1 || lexicon.fuzzyFirst.size === 0) return NONE;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const firstKeys = new Set<string>();
  const collect = (variant: string): void => {
    const hits = lexicon.fuzzyFirst.get(variant);
    if (hits !== undefined) for (const k of hits) if (k !== key && distance(k, key) === 1) firstKeys.add(k);
  };
  collect(key);
  for (let i = 0; i < key.length; i++) collect(key.slice(0, i) + key.slice(i + 1));
  let result: readonly CompiledPhrase[] = NONE;
  if (firstKeys.size > 0) {
    const list: CompiledPhrase[] = [];
    for (const k of firstKeys) for (const p of lexicon.byFirstKey.get(k) ?? NONE) if (p.fuzzy[0]) list.push(p);
    result = list;
  }
  cache.set(key, result);
  return result;
}
