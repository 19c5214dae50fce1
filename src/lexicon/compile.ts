/**
 * @module Compiles lexicon data into a first-token index, so matching cost does not grow with the
 * number of phrases.
 */
import { distance } from 'fastest-levenshtein';
import { homeSlot } from '../text/hash-slots';
import { normalize } from '../text/normalize';
import { hashAt, hasApostrophe, keyAt, tokenize, wordAt } from '../text/tokenize';
import {
  ON_DEMAND_GROUPS,
  OWN_INDEX_GROUPS,
  PHRASE_FAMILIES,
  QUALIFIER_FAMILIES,
  SEQUENCE_FAMILIES,
  TOKEN_FAMILIES,
  type LexiconSource,
  type PhraseFamily,
  type SequenceFamily,
  type TokenFamily,
} from './families';
import { addToList, hashIndex, type HashIndex } from './hash-index';
import { TokenSequences } from './token-sequences';
import { TokenSet } from './token-set';
import { hasTypoTarget, typoFilter, type TypoFilter } from './typo-filter';

/** Phrase tokens of at least this many letters also match at Levenshtein distance 1. */
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
  /**
   * A one-token phrase that is a contraction of the `contractions` family ("i'd"): it matches a
   * message token only written with its apostrophe ("id" is a word of its own). A longer phrase
   * is its own context and matches without ("id like to" is "i'd like to").
   */
  readonly needsApostrophe: boolean;
}

/**
 * The phrases whose first token key is `key`, indexed again by the hash of their second token key.
 * Entries are found by the hash of `key`; two keys sharing a hash are chained through `next`.
 */
export interface FirstTokenEntry {
  /** The first token key of every phrase of this entry. */
  readonly key: string;
  /** The entry of another first token key with the same hash, if any. */
  readonly next: FirstTokenEntry | undefined;
  /** Every phrase of this entry. */
  readonly all: readonly CompiledPhrase[];
  /** One-token phrases. */
  readonly single: readonly CompiledPhrase[];
  /** Longer phrases by the hash of their second token key. */
  readonly bySecond: HashIndex<readonly CompiledPhrase[]>;
  /**
   * Bit `h & 31` set for each hash h of `bySecond`: a token whose bit is clear follows no phrase of
   * this entry, known without reaching into `bySecond` (another object, often not in cache).
   */
  readonly secondMask: number;
  /** Longer phrases whose second token may match as a typo. */
  readonly fuzzySecond: readonly CompiledPhrase[];
  /**
   * `fuzzySecond` by the length of the message token that follows: entry `n` holds, in order, the
   * phrases whose second token has n − 1 to n + 1 characters (a typo changes the length by at most
   * one). Lengths past the end have no candidates.
   */
  readonly fuzzySecondByLength: readonly (readonly CompiledPhrase[])[];
  /**
   * Per list `n` of `fuzzySecondByLength`, at `2n` and `2n + 1`: masks of the first and of the last
   * characters (code mod 32) of its phrases' second keys. A typo keeps its first or its last
   * character, so a token with neither in the masks has no candidate in the list.
   */
  readonly fuzzySecondEnds: Int32Array;
  /**
   * The typo candidates ({@link typoCandidates}) of a message token equal to `key`, written without
   * an apostrophe: none when `key` is shorter than {@link FUZZY_MIN_LETTERS} − 1 or is in `not_typos`.
   */
  readonly typoFirst: readonly CompiledPhrase[];
}

/**
 * A language's lexicons, ready for matching. Build once, share freely: immutable but for
 * `fuzzyMemo`, a bounded cache whose content never changes a result.
 */
export interface CompiledLexicon {
  readonly language: string;
  /** Phrases by the hash of their first token key (then by key: see `next`), then of their second. */
  readonly byFirstHash: HashIndex<FirstTokenEntry>;
  /**
   * Bitmap of the hashes of `byFirstHash` (see {@link mayStartPhrase}): most message tokens start
   * no phrase, and a clear bit says so in one load, before the table is probed.
   */
  readonly firstHashBits: Int32Array;
  /** First-token keys eligible for typo matching, by themselves and each one-deletion variant. */
  readonly fuzzyFirst: ReadonlyMap<string, readonly string[]>;
  /** Phrases whose first token may match as a typo, by the key of that token. */
  readonly fuzzyFirstPhrases: ReadonlyMap<string, readonly CompiledPhrase[]>;
  /** Finds the message tokens that are one edit from a key of `fuzzyFirstPhrases`. */
  readonly fuzzyFirstFilter: TypoFilter;
  /** Token families as sets of match keys. */
  readonly tokens: Readonly<Record<TokenFamily, TokenSet>>;
  /** Token-run families (`intensifiers`, `owners`). */
  readonly sequences: Readonly<Record<SequenceFamily, TokenSequences>>;
  /** Phrase families that have at least one phrase. */
  readonly families: ReadonlySet<PhraseFamily>;
  /** Number of phrases indexed, those of {@link CompiledLexicon.onDemand} included. */
  readonly size: number;
  /**
   * The phrases of the groups matched on demand (`ON_DEMAND_GROUPS`), indexed alike, with the
   * same token families; absent on the on-demand lexicon itself. Matching both gives the matches
   * of one lexicon holding every phrase.
   */
  readonly onDemand: CompiledLexicon | undefined;
  /**
   * The phrases of each group of `OWN_INDEX_GROUPS`, indexed alike, by family then group: matching
   * one finds the matches of that group that matching this lexicon finds. Empty on these
   * lexicons themselves.
   */
  readonly groups: GroupIndexes;
  /**
   * The one mutable part: a cache of typo candidates by message token, filled by matching, shared
   * by every analysis using this lexicon and cleared when it reaches {@link FUZZY_MEMO_LIMIT}
   * entries (bounded memory). A hit returns what computing the candidates again would.
   */
  readonly fuzzyMemo: Map<string, readonly CompiledPhrase[]>;
}

/** Entries the typo memo holds before it is cleared. */
export const FUZZY_MEMO_LIMIT = 50_000;

const LETTER = /^\p{L}$/u;

const NO_PHRASES: readonly CompiledPhrase[] = [];

/** The groups of a lexicon without indexes of single groups (shared: it is never written). */
const NO_GROUPS: GroupIndexes = {};

/** Log2 of the bits of {@link CompiledLexicon.firstHashBits}: 2 KiB, about 1 bit in 50 set for English. */
const FIRST_HASH_BITS = 14;

function firstHashBit(hash: number): number {
  return homeSlot(hash, 32 - FIRST_HASH_BITS);
}

/** False when no phrase of `lexicon` starts with a token of key hash `hash`; true may be a false alarm. */
export function mayStartPhrase(lexicon: CompiledLexicon, hash: number): boolean {
  const bit = firstHashBit(hash);
  return (lexicon.firstHashBits[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}

/** Phrases of one index being built: by first token key, and those whose first token may be a typo. */
interface PhraseIndexInput {
  readonly byFirstKey: Map<string, CompiledPhrase[]>;
  readonly fuzzyFirst: Map<string, string[]>;
  readonly fuzzyFirstPhrases: Map<string, CompiledPhrase[]>;
}

/** Lexicons of single groups ({@link CompiledLexicon.groups}), by family then group. */
export type GroupIndexes = Readonly<Partial<Record<PhraseFamily, ReadonlyMap<string, CompiledLexicon>>>>;

function indexInput(): PhraseIndexInput {
  return { byFirstKey: new Map(), fuzzyFirst: new Map(), fuzzyFirstPhrases: new Map() };
}

/** Adds `phrase` to the index being built. */
function addPhrase(into: PhraseIndexInput, phrase: CompiledPhrase): void {
  const first = phrase.keys[0]!;
  addToList(into.byFirstKey, first, phrase);
  if (phrase.fuzzy[0]) {
    addToList(into.fuzzyFirstPhrases, first, phrase);
    indexFuzzy(into.fuzzyFirst, first);
  }
}

/** Compiles one language's lexicon data. Malformed entries (non-strings, empty phrases) are skipped. */
export function compileLexicon(language: string, source: LexiconSource): CompiledLexicon {
  const eager = indexInput();
  const onDemand = indexInput();
  const own: Partial<Record<PhraseFamily, Map<string, PhraseIndexInput>>> = {};
  const seen = new Set<string>();
  const ambiguous = contractionKeys(source);
  for (const family of PHRASE_FAMILIES) {
    const demanded = ON_DEMAND_GROUPS[family];
    // A qualifier family keeps its own copy of a phrase a signal family also lists ("can i"), and
    // so does repair: "I already told you" corrects the assistant and complains of it, two readings.
    const scope = QUALIFIER_FAMILIES.has(family) || family === 'repair' ? `${family} ` : '';
    for (const [group, phrases] of Object.entries(source[family] ?? {})) {
      if (!Array.isArray(phrases)) continue;
      const into = demanded?.has(group) === true ? onDemand : eager;
      // Index loops: an unoptimised for…of allocates a result per step, and this code runs once.
      for (let k = 0; k < phrases.length; k++) {
        const phrase = compilePhrase(phrases[k], family, group, ambiguous);
        if (phrase === undefined) continue;
        const id = `${scope}${phrase.anchored ? '^' : ''}${phrase.text}${phrase.anchoredEnd ? '$' : ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        addPhrase(into, phrase);
        if (OWN_INDEX_GROUPS[family]?.has(group) === true) {
          const inputs = (own[family] ??= new Map());
          let input = inputs.get(group);
          if (input === undefined) inputs.set(group, (input = indexInput()));
          addPhrase(input, phrase);
        }
      }
    }
  }
  const tokens = compileTokens(source, ambiguous);
  const sequences = compileSequences(source);
  const demand = onDemand.byFirstKey.size === 0 ? undefined : indexed(language, onDemand, tokens, sequences);
  const groups: Partial<Record<PhraseFamily, Map<string, CompiledLexicon>>> = {};
  for (const family of PHRASE_FAMILIES) {
    const inputs = own[family];
    if (inputs === undefined) continue;
    const lexicons = (groups[family] = new Map<string, CompiledLexicon>());
    for (const [group, input] of inputs) lexicons.set(group, indexed(language, input, tokens, sequences));
  }
  return indexed(language, eager, tokens, sequences, demand, groups);
}

/**
 * The matching index of `input`, with the language's token families; its `families` and `size`
 * count the phrases of `onDemand` too.
 */
function indexed(
  language: string,
  input: PhraseIndexInput,
  tokens: Readonly<Record<TokenFamily, TokenSet>>,
  sequences: Readonly<Record<SequenceFamily, TokenSequences>>,
  onDemand?: CompiledLexicon,
  groups: GroupIndexes = NO_GROUPS,
): CompiledLexicon {
  const { byFirstKey, fuzzyFirst, fuzzyFirstPhrases } = input;
  const fuzzyFirstFilter = typoFilter(fuzzyFirstPhrases.keys());
  const candidates = (key: string): readonly CompiledPhrase[] =>
    key.length >= FUZZY_MIN_LETTERS - 1 && !tokens.not_typos.has(key) && hasTypoTarget(fuzzyFirstFilter, key)
      ? typoCandidates(key, fuzzyFirst, fuzzyFirstPhrases)
      : NO_PHRASES;
  const entries = new Map<number, FirstTokenEntry>();
  const firstHashBits = new Int32Array(1 << (FIRST_HASH_BITS - 5));
  let size = onDemand?.size ?? 0;
  const families = new Set<PhraseFamily>(onDemand?.families);
  for (const [key, phrases] of byFirstKey) {
    const hash = phrases[0]!.hashes[0]!;
    entries.set(hash, indexBySecond(key, entries.get(hash), phrases, candidates(key)));
    const bit = firstHashBit(hash);
    firstHashBits[bit >>> 5]! |= 1 << (bit & 31);
    size += phrases.length;
    for (let k = 0; k < phrases.length; k++) families.add(phrases[k]!.family);
  }
  return {
    language,
    byFirstHash: hashIndex(entries),
    firstHashBits,
    fuzzyFirst,
    fuzzyFirstPhrases,
    fuzzyFirstFilter,
    tokens,
    sequences,
    families,
    size,
    onDemand,
    groups,
    fuzzyMemo: new Map(),
  };
}

/**
 * Phrases whose first token key is one edit (Levenshtein distance 1) from `key`, but not `key`:
 * the keys are found through their deletion variants (`fuzzyFirst`), then checked.
 */
export function typoCandidates(
  key: string,
  fuzzyFirst: ReadonlyMap<string, readonly string[]>,
  fuzzyFirstPhrases: ReadonlyMap<string, readonly CompiledPhrase[]>,
): readonly CompiledPhrase[] {
  const firstKeys = new Set<string>();
  const collect = (variant: string): void => {
    const hits = fuzzyFirst.get(variant);
    if (hits !== undefined) for (const k of hits) if (k !== key && distance(k, key) === 1) firstKeys.add(k);
  };
  collect(key);
  for (let i = 0; i < key.length; i++) collect(key.slice(0, i) + key.slice(i + 1));
  const list: CompiledPhrase[] = [];
  for (const k of firstKeys) list.push(...(fuzzyFirstPhrases.get(k) ?? []));
  return list;
}

/**
 * The match keys of the `contractions` family: contractions whose spelling without the apostrophe
 * is a word of its own ("i'd" → `id`, "we'll" → `well`).
 */
function contractionKeys(source: LexiconSource): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const list of Object.values(source.contractions ?? {})) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (typeof raw !== 'string') continue;
      const words = tokenize(normalize(raw));
      for (let i = 0; i < words.length; i++) if (hasApostrophe(words, i)) keys.add(keyAt(words, i));
    }
  }
  return keys;
}

/**
 * The token families as sets of match keys. A key listed only as one of the `contractions`
 * ("i'd" in `self`) is found only where a message writes it with its apostrophe: "id" is no
 * first-person word. A key the family also lists without an apostrophe ("were" beside "we're") is
 * found either way.
 */
function compileTokens(source: LexiconSource, ambiguous: ReadonlySet<string>): Record<TokenFamily, TokenSet> {
  const tokens = {} as Record<TokenFamily, TokenSet>;
  for (const family of TOKEN_FAMILIES) {
    const keys: string[] = [];
    const plain = new Set<string>();
    const contracted = new Set<string>();
    for (const list of Object.values(source[family] ?? {})) {
      if (!Array.isArray(list)) continue;
      for (let k = 0; k < list.length; k++) {
        const raw: unknown = list[k];
        if (typeof raw !== 'string') continue;
        const words = tokenize(normalize(raw));
        for (let i = 0; i < words.length; i++) {
          const key = keyAt(words, i);
          keys.push(key);
          if (!hasApostrophe(words, i)) plain.add(key);
          else if (ambiguous.has(key)) contracted.add(key);
        }
      }
    }
    tokens[family] = new TokenSet(
      keys,
      [...contracted].filter((key) => !plain.has(key)),
    );
  }
  return tokens;
}

function compileSequences(source: LexiconSource): Record<SequenceFamily, TokenSequences> {
  const sequences = {} as Record<SequenceFamily, TokenSequences>;
  for (const family of SEQUENCE_FAMILIES) {
    const runs: string[][] = [];
    for (const list of Object.values(source[family] ?? {})) {
      if (!Array.isArray(list)) continue;
      for (const raw of list) {
        if (typeof raw !== 'string') continue;
        const words = tokenize(normalize(raw));
        const keys: string[] = [];
        for (let i = 0; i < words.length; i++) keys.push(keyAt(words, i));
        runs.push(keys);
      }
    }
    sequences[family] = new TokenSequences(runs);
  }
  return sequences;
}

function indexBySecond(
  key: string,
  next: FirstTokenEntry | undefined,
  all: CompiledPhrase[],
  typoFirst: readonly CompiledPhrase[],
): FirstTokenEntry {
  const single: CompiledPhrase[] = [];
  const bySecond = new Map<number, CompiledPhrase[]>();
  const fuzzySecond: CompiledPhrase[] = [];
  for (let k = 0; k < all.length; k++) {
    const phrase = all[k]!;
    if (phrase.keys.length === 1) {
      single.push(phrase);
      continue;
    }
    addToList(bySecond, phrase.hashes[1]!, phrase);
    if (phrase.fuzzy[1]) fuzzySecond.push(phrase);
  }
  // Most entries have no phrase with a typo-matched second token: they share the empty tables.
  const byLength = fuzzySecond.length === 0 ? NO_FUZZY_SECOND : fuzzySecondTables(fuzzySecond);
  const fuzzySecondByLength = byLength.lists;
  const fuzzySecondEnds = byLength.ends;
  let secondMask = 0;
  for (const hash of bySecond.keys()) secondMask |= 1 << (hash & 31);
  return {
    key,
    next,
    all,
    single,
    bySecond: bySecond.size === 0 ? NO_SECOND : hashIndex(bySecond),
    secondMask,
    fuzzySecond,
    fuzzySecondByLength,
    fuzzySecondEnds,
    typoFirst,
  };
}

/** `fuzzySecondByLength` and `fuzzySecondEnds` of an entry (see {@link FirstTokenEntry}). */
function fuzzySecondTables(fuzzySecond: readonly CompiledPhrase[]): { lists: CompiledPhrase[][]; ends: Int32Array } {
  let longest = 0;
  for (const phrase of fuzzySecond) longest = Math.max(longest, phrase.keys[1]!.length);
  const lists: CompiledPhrase[][] = [];
  for (let n = 0; n <= longest + 1; n++) lists.push([]);
  const ends = new Int32Array(2 * (longest + 2));
  // In one pass, in order: a phrase whose second key has m characters goes to lists m − 1 to m + 1.
  for (const phrase of fuzzySecond) {
    const second = phrase.keys[1]!;
    const m = second.length;
    for (let n = Math.max(0, m - 1); n <= m + 1; n++) {
      lists[n]!.push(phrase);
      ends[2 * n]! |= 1 << (second.charCodeAt(0) & 31);
      ends[2 * n + 1]! |= 1 << (second.charCodeAt(m - 1) & 31);
    }
  }
  return { lists, ends };
}

/** The tables of an entry without typo-matched second tokens: no length has candidates. */
const NO_FUZZY_SECOND: { lists: CompiledPhrase[][]; ends: Int32Array } = { lists: [], ends: new Int32Array(0) };
/** The second-token index of an entry of one-token phrases only (shared: it is never written). */
const NO_SECOND: HashIndex<readonly CompiledPhrase[]> = hashIndex(new Map());

/**
 * The arrays {@link compilePhrase} fills for a phrase before copying them out at their exact size
 * (entries past the phrase's tokens are left over). Compilation is synchronous: one phrase at a time.
 */
const SCRATCH: { words: string[]; keys: string[]; hashes: number[]; fuzzy: boolean[] } = {
  words: [],
  keys: [],
  hashes: [],
  fuzzy: [],
};

function compilePhrase(
  raw: unknown,
  family: PhraseFamily,
  group: string,
  ambiguous: ReadonlySet<string>,
): CompiledPhrase | undefined {
  if (typeof raw !== 'string') return undefined;
  let text = normalize(raw);
  const anchored = text.startsWith('^');
  if (anchored) text = text.slice(1).trim();
  const anchoredEnd = text.endsWith('$');
  if (anchoredEnd) text = text.slice(0, -1).trim();
  const tokens = tokenize(text);
  const n = tokens.length;
  if (n === 0) return undefined;
  // Profanity is matched as whole tokens only: "ducking" is not a typo of it. Qualifiers neither:
  // "pleased" is not "please", "escalated" not "escalate".
  const typos = family !== 'profanity' && !QUALIFIER_FAMILIES.has(family);
  const { words, keys, hashes, fuzzy } = SCRATCH;
  for (let i = 0; i < n; i++) {
    const word = wordAt(tokens, i);
    const apostrophe = hasApostrophe(tokens, i);
    words[i] = word;
    // A key shares its word's string when the word has no apostrophe.
    keys[i] = apostrophe ? word.replaceAll("'", '') : word;
    hashes[i] = hashAt(tokens, i);
    fuzzy[i] = typos && !apostrophe && hasLetters(word, FUZZY_MIN_LETTERS);
  }
  // Every phrase keeps its arrays: copies of their exact size, one allocation each.
  return {
    text,
    family,
    group,
    words: words.slice(0, n),
    keys: keys.slice(0, n),
    hashes: hashes.slice(0, n),
    fuzzy: fuzzy.slice(0, n),
    anchored,
    anchoredEnd,
    needsApostrophe: n === 1 && hasApostrophe(tokens, 0) && ambiguous.has(keys[0]!),
  };
}

/** True when `word` has at least `min` letters (`\p{L}`: digits and marks do not count). */
function hasLetters(word: string, min: number): boolean {
  if (word.length < min) return false;
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    let letter: boolean;
    if (c < 128) letter = ((c | 0x20) - 97) >>> 0 < 26;
    else {
      // A code point at a time, as `\p{L}` reads it (a lone surrogate is no letter).
      const cp = word.codePointAt(i)!;
      if (cp > 0xffff) i++;
      letter = LETTER.test(String.fromCodePoint(cp));
    }
    if (letter && ++count >= min) return true;
  }
  return false;
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
