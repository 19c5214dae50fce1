/**
 * @module Phrase matching on token runs: exact keys, contractions without apostrophes,
 * and one-edit typos for phrase tokens of six letters or more.
 */
import {
  clauseAt,
  endAt,
  hasApostrophe,
  hashAt,
  keyAt,
  opensClauseAfterHandles,
  startAt,
  wordEquals,
  type TokenList,
} from '../text/tokenize';
import {
  FUZZY_MEMO_LIMIT,
  FUZZY_MIN_LETTERS,
  mayStartPhrase,
  typoCandidates,
  type CompiledLexicon,
  type CompiledPhrase,
  type FirstTokenEntry,
} from './compile';
import { ON_DEMAND_GROUPS, type PhraseFamily } from './families';
import { lookup } from './hash-index';
import type { TokenSequences } from './token-sequences';
import type { TokenSet } from './token-set';
import { hasTypoTargetAt, isOneEdit, mayBeOneEdit } from './typo-filter';

/** One phrase found in a message: tokens `start` to `end` (exclusive). */
export interface PhraseMatch {
  readonly phrase: CompiledPhrase;
  readonly start: number;
  readonly end: number;
  /** True when at least one token matched only as a typo. */
  readonly fuzzy: boolean;
}

/**
 * How the first token of an entry's phrases is compared with the message token: it is known to be
 * the entry's key; it is to be compared with the key, once, if a candidate turns up; or, written
 * with an apostrophe, it is compared with each phrase's first token as written.
 */
const FIRST_IS_KEY = 0;
const FIRST_BY_KEY = 1;
const FIRST_AS_WRITTEN = 2;
type FirstCheck = typeof FIRST_IS_KEY | typeof FIRST_BY_KEY | typeof FIRST_AS_WRITTEN;

/**
 * Finds every phrase of `lexicon` in `tokens`, in token order. Candidates come from a two-level
 * index (first token key, then second token hash), so the cost per token does not grow with the
 * lexicon; a token no phrase starts with costs one bit test and, when it is long enough to be a
 * typo, three more. Strings are cut only for the rare tokens that are typos.
 *
 * `from` and `to` bound where a phrase may start (a phrase may end past `to`): what is found at a
 * token depends only on it, the tokens after it and the clause of the one before, so the matches
 * for `[0, k)` followed by those for `[k, n)` are the matches for `[0, n)`.
 */
export function matchPhrases(tokens: TokenList, lexicon: CompiledLexicon, from = 0, to = tokens.length): PhraseMatch[] {
  const notTypos = lexicon.tokens.not_typos;
  const fillers = lexicon.sequences.intensifiers;
  const found: PhraseMatch[] = [];
  const n = Math.min(to, tokens.length);
  for (let i = Math.max(0, from); i < n; i++) {
    const hash = hashAt(tokens, i);
    let entry = mayStartPhrase(lexicon, hash) ? lookup(lexicon.byFirstHash, hash) : undefined;
    if (hasApostrophe(tokens, i)) {
      // No typo; which phrases start here depends on how each writes its first token.
      for (; entry !== undefined; entry = entry.next)
        matchEntry(tokens, i, entry, FIRST_AS_WRITTEN, notTypos, found, fillers);
      continue;
    }
    let typos: readonly CompiledPhrase[] | undefined;
    if (endAt(tokens, i) - startAt(tokens, i) < FUZZY_MIN_LETTERS - 1) {
      // Too short for a typo: the key is compared only if a phrase may start here.
      for (; entry !== undefined; entry = entry.next)
        matchEntry(tokens, i, entry, FIRST_BY_KEY, notTypos, found, fillers);
    } else {
      while (entry !== undefined && !wordEquals(tokens, i, entry.key)) entry = entry.next;
      if (entry !== undefined) {
        matchEntry(tokens, i, entry, FIRST_IS_KEY, notTypos, found, fillers);
        typos = entry.typoFirst;
      } else typos = typoCandidatesAt(tokens, i, lexicon);
    }
    if (typos !== undefined)
      for (let k = 0; k < typos.length; k++) tryPhrase(tokens, typos[k]!, i, true, notTypos, found, fillers);
  }
  return found;
}

/** No matches: what {@link onDemandMatches} gives for a lexicon without groups matched on demand. */
const NO_MATCHES: readonly PhraseMatch[] = [];

/**
 * The matches in `tokens` of the groups a rule reads only in context (`CompiledLexicon.onDemand`,
 * see `ON_DEMAND_GROUPS`): with {@link matchPhrases}, every match one lexicon of all the phrases
 * would find.
 */
export function onDemandMatches(tokens: TokenList, lexicon: CompiledLexicon): readonly PhraseMatch[] {
  return lexicon.onDemand === undefined ? NO_MATCHES : matchPhrases(tokens, lexicon.onDemand);
}

/**
 * The matches of the phrases of one group, `group` of `family`, that start at tokens `from` to
 * `to`: those {@link matchPhrases} (or {@link onDemandMatches}, for a group matched on demand)
 * finds of that group, in token order. A group of `OWN_INDEX_GROUPS` is matched through its own
 * index, so that asking for it costs what its phrases cost, not what the lexicon's do.
 */
export function matchGroup(
  tokens: TokenList,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group: string,
  from = 0,
  to = tokens.length,
): PhraseMatch[] {
  const own = lexicon.groups[family]?.get(group);
  if (own !== undefined) return matchPhrases(tokens, own, from, to);
  const holder = ON_DEMAND_GROUPS[family]?.has(group) === true ? lexicon.onDemand : lexicon;
  if (holder === undefined) return [];
  return matchPhrases(tokens, holder, from, to).filter((m) => m.phrase.family === family && m.phrase.group === group);
}

/**
 * Tries the phrases of `entry` at token `i`, in order: one-token phrases, those whose second token
 * has the next token's hash, those whose second token it may be a typo of. The candidates are
 * found first, so that the first token is compared (`FIRST_BY_KEY`) only when there are some.
 */
function matchEntry(
  tokens: TokenList,
  i: number,
  entry: FirstTokenEntry,
  first: FirstCheck,
  notTypos: TokenSet,
  found: PhraseMatch[],
  fillers: TokenSequences,
): void {
  const single = entry.single;
  let second: readonly CompiledPhrase[] | undefined;
  let fuzzy: readonly CompiledPhrase[] | undefined;
  let afterFiller: readonly CompiledPhrase[] | undefined;
  let fuzzyAfterFiller: readonly CompiledPhrase[] | undefined;
  let gap = 0;
  let next = 0;
  if (i + 1 < tokens.length) {
    next = hashAt(tokens, i + 1);
    if (((entry.secondMask >>> (next & 31)) & 1) !== 0) second = lookup(entry.bySecond, next);
    if (!hasApostrophe(tokens, i + 1)) fuzzy = fuzzySecondCandidates(tokens, i + 1, entry);
    gap = entry.secondMask === 0 ? 0 : fillers.lengthAt(tokens, i + 1);
    if (gap > 0 && i + 1 + gap < tokens.length) {
      // An intensifier between the first two tokens: candidates by the token after it.
      const after = hashAt(tokens, i + 1 + gap);
      if (((entry.secondMask >>> (after & 31)) & 1) !== 0) afterFiller = lookup(entry.bySecond, after);
      if (!hasApostrophe(tokens, i + 1 + gap)) fuzzyAfterFiller = fuzzySecondCandidates(tokens, i + 1 + gap, entry);
    }
  }
  if (
    single.length === 0 &&
    second === undefined &&
    fuzzy === undefined &&
    afterFiller === undefined &&
    fuzzyAfterFiller === undefined
  )
    return;
  if (first === FIRST_BY_KEY && !wordEquals(tokens, i, entry.key)) return;
  const asWritten = first === FIRST_AS_WRITTEN;
  for (let k = 0; k < single.length; k++) tryFirst(tokens, single[k]!, i, asWritten, notTypos, found, fillers);
  if (second !== undefined) {
    // Phrases of three tokens or more that share the first two ("thank you for…", "i already…")
    // mostly part at the third: with no intensifier after the first token or the second, the
    // third must match token i + 2 itself, and a phrase whose third token cannot (by hash and
    // length, see quickTokenMatch) is passed over before its second token's characters are read.
    let third = -1; // 1: token i + 2 may be checked so (no intensifier at i + 1 or i + 2); 0: it may not
    for (let k = 0; k < second.length; k++) {
      const phrase = second[k]!;
      if (phrase.keys.length >= 3 && i + 2 < tokens.length) {
        if (third < 0) third = gap === 0 && fillers.lengthAt(tokens, i + 2) === 0 ? 1 : 0;
        if (third === 1 && quickTokenMatch(tokens, i + 2, phrase, 2, notTypos) === 0) continue;
      }
      tryFirst(tokens, phrase, i, asWritten, notTypos, found, fillers);
    }
  }
  if (afterFiller !== undefined)
    for (let k = 0; k < afterFiller.length; k++)
      tryFirst(tokens, afterFiller[k]!, i, asWritten, notTypos, found, fillers);
  if (fuzzyAfterFiller !== undefined)
    tryFuzzyAfterFiller(tokens, i, gap, fuzzyAfterFiller, asWritten, notTypos, found, fillers);
  if (fuzzy === undefined) return;
  const text = tokens.text;
  const start = startAt(tokens, i + 1);
  const end = endAt(tokens, i + 1);
  for (let k = 0; k < fuzzy.length; k++) {
    const phrase = fuzzy[k]!;
    // The end-characters test of tokenMatch, before the phrase is tried: most candidates stop here.
    if (phrase.hashes[1] !== next && mayBeOneEdit(text, start, end, phrase.keys[1]!))
      tryFirst(tokens, phrase, i, asWritten, notTypos, found, fillers);
  }
}

/** Typo candidates for the second token after an intensifier at `i + 1` (`gap` tokens long). */
function tryFuzzyAfterFiller(
  tokens: TokenList,
  i: number,
  gap: number,
  candidates: readonly CompiledPhrase[],
  asWritten: boolean,
  notTypos: TokenSet,
  found: PhraseMatch[],
  fillers: TokenSequences,
): void {
  const j = i + 1 + gap;
  const hash = hashAt(tokens, j);
  const start = startAt(tokens, j);
  const end = endAt(tokens, j);
  for (let k = 0; k < candidates.length; k++) {
    const phrase = candidates[k]!;
    if (phrase.hashes[1] !== hash && mayBeOneEdit(tokens.text, start, end, phrase.keys[1]!))
      tryFirst(tokens, phrase, i, asWritten, notTypos, found, fillers);
  }
}

/**
 * The phrases of `entry` whose second token token `j` may match as a typo: the list for its length,
 * unless the masks show that none of them shares its first or its last character (undefined).
 */
function fuzzySecondCandidates(
  tokens: TokenList,
  j: number,
  entry: FirstTokenEntry,
): readonly CompiledPhrase[] | undefined {
  const start = startAt(tokens, j);
  const end = endAt(tokens, j);
  const n = end - start;
  const ends = entry.fuzzySecondEnds;
  if (2 * n + 1 >= ends.length) return undefined;
  const firstBit = ends[2 * n]! >>> (tokens.text.charCodeAt(start) & 31);
  const lastBit = ends[2 * n + 1]! >>> (tokens.text.charCodeAt(end - 1) & 31);
  return ((firstBit | lastBit) & 1) === 0 ? undefined : entry.fuzzySecondByLength[n];
}

/**
 * {@link tryPhrase} for a phrase of an entry at `i`; `asWritten`: token `i` has an apostrophe, so
 * compare it with the phrase's first word as written. Without one it matches the phrase's key,
 * unless the phrase is a lone contraction that needs its apostrophe ("id" is not "i'd").
 */
function tryFirst(
  tokens: TokenList,
  phrase: CompiledPhrase,
  i: number,
  asWritten: boolean,
  notTypos: TokenSet,
  found: PhraseMatch[],
  fillers: TokenSequences,
): void {
  if (asWritten ? !wordEquals(tokens, i, phrase.words[0]!) : phrase.needsApostrophe) return;
  tryPhrase(tokens, phrase, i, false, notTypos, found, fillers);
}

/**
 * Typo candidates for token `i` (written without an apostrophe), which is no first token key:
 * undefined unless the token is long enough and passes the typo filter.
 */
function typoCandidatesAt(
  tokens: TokenList,
  i: number,
  lexicon: CompiledLexicon,
): readonly CompiledPhrase[] | undefined {
  if (lexicon.fuzzyFirstPhrases.size === 0) return undefined; // no phrase to be a typo of (an index of qualifiers)
  const start = startAt(tokens, i);
  const end = endAt(tokens, i);
  if (end - start < FUZZY_MIN_LETTERS - 1 || !hasTypoTargetAt(lexicon.fuzzyFirstFilter, tokens.text, start, end))
    return undefined;
  if (lexicon.tokens.not_typos.hasToken(tokens, i)) return undefined;
  return fuzzyCandidates(keyAt(tokens, i), lexicon);
}

/**
 * Checks `phrase` at token `i`, whose first token matched (`typoFirst`: as a typo), and records a
 * match. Between two of its tokens the message may hold one intensifier or filler ("this really
 * doesn't work", "das funktioniert überhaupt nicht"), tried only where the next phrase token does
 * not follow directly.
 */
function tryPhrase(
  tokens: TokenList,
  phrase: CompiledPhrase,
  i: number,
  typoFirst: boolean,
  notTypos: TokenSet,
  found: PhraseMatch[],
  fillers: TokenSequences,
): void {
  if (
    phrase.anchored &&
    i > 0 &&
    clauseAt(tokens, i) === clauseAt(tokens, i - 1) &&
    !opensClauseAfterHandles(tokens, i)
  )
    return;
  const n = phrase.keys.length;
  if (i + n > tokens.length) return;
  let fuzzy = typoFirst;
  let p = i + 1;
  for (let j = 1; j < n; j++, p++) {
    let m = p < tokens.length ? quickTokenMatch(tokens, p, phrase, j, notTypos) : 0;
    if (m === 0) {
      const gap = p < tokens.length ? fillers.lengthAt(tokens, p) : 0;
      if (gap === 0 || p + gap >= tokens.length) return;
      m = quickTokenMatch(tokens, p + gap, phrase, j, notTypos);
      if (m === 0) return;
      p += gap;
    }
    if (m === 2) fuzzy = true;
  }
  if (phrase.anchoredEnd && p < tokens.length && clauseAt(tokens, p) === clauseAt(tokens, p - 1)) return;
  // A phrase reached both directly and past an intensifier (or as a typo) is recorded once.
  for (let k = found.length - 1; k >= 0 && found[k]!.start === i; k--) if (found[k]!.phrase === phrase) return;
  found.push({ phrase, start: i, end: p, fuzzy });
}

/**
 * {@link tokenMatch}, after a test on hash and length: a token whose hash differs from the phrase
 * token's can match it only as a typo, of a length within one, and most candidates stop here.
 */
function quickTokenMatch(
  tokens: TokenList,
  p: number,
  phrase: CompiledPhrase,
  j: number,
  notTypos: TokenSet,
): 0 | 1 | 2 {
  if (
    hashAt(tokens, p) !== phrase.hashes[j] &&
    (!phrase.fuzzy[j] || Math.abs(endAt(tokens, p) - startAt(tokens, p) - phrase.keys[j]!.length) > 1)
  )
    return 0;
  return tokenMatch(tokens, p, phrase, j, notTypos);
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
  // Most tokens are ruled out by their end characters, before the edit distance.
  const text = tokens.text;
  if (!mayBeOneEdit(text, start, end, target) || !isOneEdit(text, start, end, target)) return 0;
  return notTypos.hasToken(tokens, i) ? 0 : 2;
}

/** Phrases whose first token is one edit away from `key` (memoised on the lexicon). */
function fuzzyCandidates(key: string, lexicon: CompiledLexicon): readonly CompiledPhrase[] {
  const cache = lexicon.fuzzyMemo;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = typoCandidates(key, lexicon.fuzzyFirst, lexicon.fuzzyFirstPhrases);
  if (cache.size >= FUZZY_MEMO_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
