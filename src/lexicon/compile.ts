/**
 * @module Compiles lexicon data into a first-token index, so matching cost does not grow with the
 * number of phrases.
 */
import { normalize } from '../text/normalize';
import { hashKey, tokenize, tokenStrings } from '../text/tokenize';
import {
  PHRASE_FAMILIES,
  TOKEN_FAMILIES,
  type LexiconSource,
  type PhraseFamily,
  type TokenFamily,
} from './families';
import { addToList, hashIndex, type HashIndex } from './hash-index';
import { TokenSet } from './token-set';
import { addTypoTarget, createTypoFilter, type TypoFilter } from './typo-filter';

/** Phrase tokens of at least this many letters also match at Levenshtein distance 1 (SPEC §3). */
export const FUZZY_MIN_LETTERS = 6;

/** One phrase, tokenised like message text. */
export interface CompiledPhrase {
  /** The phrase as written in the lexicon, without the `^` anchor. */
  readonly text: string;
  readonly family: PhraseFamily;
  /** Group inside the family (`phrases`, or `correction`/`rephrase`/`clarification` for repair). */
  readonly group: string;
  readonly words: readonly string[];
  readonly keys: readonly string[];
  /** {@link hashKey} of each of `keys`. */
  readonly hashes: readonly number[];
  /** Per token: may it match at Levenshtein distance 1? */
  readonly fuzzy: readonly boolean[];
  /** `^`-anchored: must start a clause. */
  readonly anchored: boolean;
  /** `$`-anchored: must end a clause ("i'm done$" is not "I'm done with step 1"). */
  readonly anchoredEnd: boolean;
}

/**
 * The phrases whose first token key has one hash, indexed again by the hash of their second
 * token key. (Two keys sharing a hash share an entry: matching compares every token's characters.)
 */
export interface FirstTokenEntry {
  /** Every phrase of this entry. */
  readonly all: readonly CompiledPhrase[];
  /** One-token phrases. */
  readonly single: readonly CompiledPhrase[];
  /** Longer phrases by the hash of their second token key. */
  readonly bySecond: HashIndex<readonly CompiledPhrase[]>;
  /** Longer phrases whose second token may match as a typo. */
  readonly fuzzySecond: readonly CompiledPhrase[];
  /**
   * `fuzzySecond` by the length of the message token that follows: entry `n` holds, in order, the
   * phrases whose second token has n − 1 to n + 1 characters (a typo changes the length by at most
   * one). Lengths past the end have no candidates.
   */
  readonly fuzzySecondByLength: readonly (readonly CompiledPhrase[])[];
}

/** A language's lexicons, ready for matching. Immutable; build once, share freely. */
export interface CompiledLexicon {
  readonly language: string;
  /** Phrases by the hash of their first token key, then of their second. */
  readonly byFirstHash: HashIndex<FirstTokenEntry>;
  /** First-token keys eligible for typo matching, by themselves and each one-deletion variant. */
  readonly fuzzyFirst: ReadonlyMap<string, readonly string[]>;
  /** Phrases whose first token may match as a typo, by the key of that token. */
  readonly fuzzyFirstPhrases: ReadonlyMap<string, readonly CompiledPhrase[]>;
  /** Which message tokens can be one edit from a key of `fuzzyFirst`. */
  readonly fuzzyFirstFilter: TypoFilter;
  /** Token families as sets of match keys. */
  readonly tokens: Readonly<Record<TokenFamily, TokenSet>>;
  /** Phrase families that have at least one phrase. */
  readonly families: ReadonlySet<PhraseFamily>;
  /** Number of phrases indexed. */
  readonly size: number;
  /**
   * Memo of typo candidates by message token, shared by every analysis using this lexicon and
   * cleared when it reaches {@link FUZZY_MEMO_LIMIT} entries (bounded memory).
   */
  readonly fuzzyMemo: Map<string, readonly CompiledPhrase[]>;
}

/** Entries the typo memo holds before it is cleared. */
export const FUZZY_MEMO_LIMIT = 50_000;

const LETTER = /\p{L}/gu;

/** Compiles one language's lexicon data. Malformed entries (non-strings, empty phrases) are skipped. */
export function compileLexicon(language: string, source: LexiconSource): CompiledLexicon {
  const byFirstHash = new Map<number, CompiledPhrase[]>();
  const seen = new Set<string>();
  const fuzzyFirst = new Map<string, string[]>();
  const fuzzyFirstPhrases = new Map<string, CompiledPhrase[]>();
  const fuzzyFirstFilter = createTypoFilter();
  const families = new Set<PhraseFamily>();
  let size = 0;
  for (const family of PHRASE_FAMILIES) {
    for (const [group, phrases] of Object.entries(source[family] ?? {})) {
      if (!Array.isArray(phrases)) continue;
      for (const raw of phrases) {
        const phrase = compilePhrase(raw, family, group);
        if (phrase === undefined) continue;
        const id = `${phrase.anchored ? '^' : ''}${phrase.text}${phrase.anchoredEnd ? '$' : ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const first = phrase.keys[0]!;
        addToList(byFirstHash, phrase.hashes[0]!, phrase);
        if (phrase.fuzzy[0]) {
          addToList(fuzzyFirstPhrases, first, phrase);
          indexFuzzy(fuzzyFirst, first);
          addTypoTarget(fuzzyFirstFilter, first);
        }
        families.add(family);
        size++;
      }
    }
  }
  const tokens = {} as Record<TokenFamily, TokenSet>;
  for (const family of TOKEN_FAMILIES) {
    const keys: string[] = [];
    for (const list of Object.values(source[family] ?? {})) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) if (typeof raw === 'string') keys.push(...tokenStrings(tokenize(normalize(raw))).keys);
    }
    tokens[family] = new TokenSet(keys);
  }
  const entries = new Map<number, FirstTokenEntry>();
  for (const [hash, phrases] of byFirstHash) entries.set(hash, indexBySecond(phrases));
  return { language, byFirstHash: hashIndex(entries), fuzzyFirst, fuzzyFirstPhrases, fuzzyFirstFilter, tokens, families, size, fuzzyMemo: new Map() };
}

function indexBySecond(all: CompiledPhrase[]): FirstTokenEntry {
  const single: CompiledPhrase[] = [];
  const bySecond = new Map<number, CompiledPhrase[]>();
  const fuzzySecond: CompiledPhrase[] = [];
  for (const phrase of all) {
    if (phrase.keys.length === 1) {
      single.push(phrase);
      continue;
    }
    addToList(bySecond, phrase.hashes[1]!, phrase);
    if (phrase.fuzzy[1]) fuzzySecond.push(phrase);
  }
  let longest = 0;
  for (const phrase of fuzzySecond) longest = Math.max(longest, phrase.keys[1]!.length);
  const fuzzySecondByLength: CompiledPhrase[][] = [];
  for (let n = 0; n <= longest + 1; n++) {
    fuzzySecondByLength.push(fuzzySecond.filter((phrase) => Math.abs(phrase.keys[1]!.length - n) <= 1));
  }
  return { all, single, bySecond: hashIndex(bySecond), fuzzySecond, fuzzySecondByLength };
}

function compilePhrase(raw: unknown, family: PhraseFamily, group: string): CompiledPhrase | undefined {
  if (typeof raw !== 'string') return undefined;
  let text = normalize(raw);
  const anchored = text.startsWith('^');
  if (anchored) text = text.slice(1).trim();
  const anchoredEnd = text.endsWith('$');
  if (anchoredEnd) text = text.slice(0, -1).trim();
  const { words, keys } = tokenStrings(tokenize(text));
  if (words.length === 0) return undefined;
  // Profanity is matched as whole tokens only (SPEC §4): "ducking" is not a typo of it.
  const fuzzy = words.map(
    (w, i) => family !== 'profanity' && w === keys[i] && (w.match(LETTER)?.length ?? 0) >= FUZZY_MIN_LETTERS,
  );
  return { text, family, group, words, keys, hashes: keys.map(hashKey), fuzzy, anchored, anchoredEnd };
}

function indexFuzzy(index: Map<string, string[]>, key: string): void {
  const add = (variant: string): void => {
    const list = index.get(variant);
    if (list === undefined) index.set(variant, [key]);
    else if (!list.includes(key)) list.push(key);
  };
  add(key);
  for (let i = 0; i < key.length; i++) add(key.slice(0, i) + key.slice(i + 1));
}
