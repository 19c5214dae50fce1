/**
 * @module The learned vocabulary of a scoring profile (schema version 2): hashed word n-grams and
 * their weights in score points, never the words themselves, validated on load and bounded.
 */
import { ProfileError } from './profile-error';

/**
 * The one hashing scheme: each word hashed as the tokeniser does (FNV-1a over its UTF-16 code
 * units, apostrophes skipped, 30 bits); an n-gram is FNV-1a 32-bit over a role byte and its words'
 * hashes (4 bytes each, little-endian), modulo 2^18.
 */
export const VOCABULARY_HASH = 'fnv1a32-words-mod262144';

/** Number of hash buckets (2^18): every n-gram hash is below this. */
export const VOCABULARY_BUCKETS = 262_144;

/** At most this many n-gram weights in a profile. */
export const MAX_VOCABULARY_WEIGHTS = 2000;

/** No single n-gram weight may exceed this many points either way. */
export const MAX_NGRAM_POINTS = 100;

/** The vocabulary moves a score by at most this many points either way. */
export const MAX_VOCABULARY_POINTS = 25;

/** A profile file may not exceed this many bytes. */
export const MAX_PROFILE_BYTES = 1_000_000;

/**
 * An n-gram's points are what it adds to a conversation of this many n-grams; in a conversation of
 * `n` n-grams it adds `points · √(REFERENCE_NGRAMS / n)` (a phrase weighs less in a long one).
 */
export const REFERENCE_NGRAMS = 1000;

/**
 * A learned vocabulary. A conversation's adjustment is `offset + Σ points · √(1000 / n)` over the
 * distinct weighted n-grams it contains (`n` its number of n-grams), clamped to
 * ±{@link MAX_VOCABULARY_POINTS}.
 */
export interface LearnedVocabulary {
  /** The hashing scheme, {@link VOCABULARY_HASH}. */
  readonly hash: typeof VOCABULARY_HASH;
  /** Points added to every conversation (centres the adjustments on the calibration traffic). */
  readonly offset: number;
  /** `[hash, points]` pairs, hashes distinct and below {@link VOCABULARY_BUCKETS}; negative points lower the score. */
  readonly weights: readonly (readonly [number, number])[];
}

/**
 * Validates the `vocabulary` field of a profile and returns a frozen copy.
 * @throws {@link ProfileError} naming the field at fault (`vocabulary.weights[3]`).
 */
export function parseVocabulary(value: unknown): LearnedVocabulary {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ProfileError('vocabulary', 'must be an object');
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v))
    if (key !== 'hash' && key !== 'offset' && key !== 'weights')
      throw new ProfileError(`vocabulary.${key}`, 'is not a profile field');
  if (v.hash !== VOCABULARY_HASH) throw new ProfileError('vocabulary.hash', `must be "${VOCABULARY_HASH}"`);
  if (typeof v.offset !== 'number' || !Number.isFinite(v.offset) || Math.abs(v.offset) > MAX_VOCABULARY_POINTS)
    throw new ProfileError(
      'vocabulary.offset',
      `must be a number between -${MAX_VOCABULARY_POINTS} and ${MAX_VOCABULARY_POINTS}`,
    );
  if (!Array.isArray(v.weights)) throw new ProfileError('vocabulary.weights', 'must be an array of [hash, points]');
  if (v.weights.length > MAX_VOCABULARY_WEIGHTS)
    throw new ProfileError(
      'vocabulary.weights',
      `holds ${v.weights.length} weights; at most ${MAX_VOCABULARY_WEIGHTS} are allowed`,
    );
  const seen = new Set<number>();
  const weights = v.weights.map((pair: unknown, i): readonly [number, number] => {
    const field = `vocabulary.weights[${i}]`;
    if (!Array.isArray(pair) || pair.length !== 2) throw new ProfileError(field, 'must be a [hash, points] pair');
    const [hash, points] = pair as unknown[];
    if (typeof hash !== 'number' || !Number.isInteger(hash) || hash < 0 || hash >= VOCABULARY_BUCKETS)
      throw new ProfileError(field, `hash must be an integer from 0 to ${VOCABULARY_BUCKETS - 1}`);
    if (seen.has(hash)) throw new ProfileError(field, `repeats hash ${hash}`);
    seen.add(hash);
    if (typeof points !== 'number' || !Number.isFinite(points) || Math.abs(points) > MAX_NGRAM_POINTS)
      throw new ProfileError(field, `points must be a number between -${MAX_NGRAM_POINTS} and ${MAX_NGRAM_POINTS}`);
    return Object.freeze([hash, points] as const);
  });
  return Object.freeze({ hash: VOCABULARY_HASH, offset: v.offset, weights: Object.freeze(weights) });
}
