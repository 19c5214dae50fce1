/**
 * @module Lexicon families (SPEC §3) and the shape of lexicon data.
 */

/**
 * Families whose phrases are matched as token runs in user messages. `courtesy` ("no problem",
 * "not bad") emits no signal: its negator does not negate a positive phrase that follows it.
 */
export const PHRASE_FAMILIES = [
  'repair',
  'complaint',
  'confusion',
  'profanity',
  'gratitude',
  'satisfaction',
  'success',
  'escalation_human',
  'escalation_support',
  'quit',
  'courtesy',
] as const;

/**
 * Families that are sets of single tokens: used by the guards (`negators`, `contrast`), the
 * rephrase check (`stopwords`, `confirmations`) and the typo rule (`not_typos`: real words that
 * never count as a typo of a lexicon token, e.g. "thinks" is not "thanks").
 */
export const TOKEN_FAMILIES = ['stopwords', 'negators', 'confirmations', 'contrast', 'not_typos'] as const;

/** A phrase family name. */
export type PhraseFamily = (typeof PHRASE_FAMILIES)[number];

/** A token-set family name. */
export type TokenFamily = (typeof TOKEN_FAMILIES)[number];

/** Any lexicon family name (one JSON file per family and language). */
export type LexiconFamily = PhraseFamily | TokenFamily;

/**
 * One family file: group name → phrases. Most families have the single group `phrases`;
 * `repair` has `correction`, `rephrase` and `clarification`.
 */
export type FamilySource = Readonly<Record<string, readonly string[]>>;

/** All family files of one language. Missing families are empty. */
export type LexiconSource = Readonly<Partial<Record<LexiconFamily, FamilySource>>>;

/**
 * A change to one family. A plain array adds phrases to the family's first group
 * (`phrases`, or `correction` for `repair`).
 */
export type FamilyPatch =
  | readonly string[]
  | {
      /** Phrases to add, as an array (first group) or by group. */
      add?: readonly string[] | Readonly<Record<string, readonly string[]>>;
      /** Phrases to remove from every group. */
      remove?: readonly string[];
      /** Replaces the family's phrases entirely (array: first group; object: by group). */
      replace?: readonly string[] | Readonly<Record<string, readonly string[]>>;
    };

/**
 * User changes to the lexicons, keyed by ISO 639-3 language then family. A language the library
 * does not ship is created from its patches.
 *
 * @example { eng: { complaint: ['still no refund'], profanity: { remove: ['damn'] } } }
 */
export type LexiconOverrides = Readonly<Record<string, Readonly<Partial<Record<LexiconFamily, FamilyPatch>>>>>;
