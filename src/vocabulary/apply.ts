/**
 * @module Applies a learned vocabulary to a conversation: the points it adds to `qualityScore` and
 * the n-grams of this conversation that moved it most, read back from its own text (the profile
 * holds hashes only).
 */
import type { PreparedMessage } from '../messages/prepare';
import {
  MAX_VOCABULARY_POINTS,
  REFERENCE_NGRAMS,
  VOCABULARY_BUCKETS,
  type LearnedVocabulary,
} from '../profile/vocabulary';
import type { Signal } from '../types';
import { forEachNgram, phraseOf } from './ngrams';

/** At most this many learned phrases are reported per conversation. */
export const MAX_LEARNED_EVIDENCE = 3;

/**
 * A learned phrase is reported when the vocabulary lowered the score and the phrase lowered it by
 * at least this many points (an L2 fit spreads its weight over many n-grams: each moves it little).
 */
export const MIN_EVIDENCE_POINTS = 0.05;

/** What a vocabulary makes of one conversation. */
export interface VocabularyMatch {
  /** Points to add to the score, within ±{@link MAX_VOCABULARY_POINTS}. */
  readonly points: number;
  /** `learned.phrase` signals, when the vocabulary lowered the score: the n-grams that lowered it most, in message order. */
  readonly evidence: readonly Signal[];
}

/** A vocabulary's weights by bucket, and a bit per bucket that has one (a fast membership test). */
interface WeightIndex {
  readonly points: ReadonlyMap<number, number>;
  readonly bits: Uint8Array;
}

const indices = new WeakMap<LearnedVocabulary, WeightIndex>();

/** The index of a vocabulary, built once per (frozen) vocabulary. */
function indexOf(vocabulary: LearnedVocabulary): WeightIndex {
  let index = indices.get(vocabulary);
  if (index === undefined) {
    const bits = new Uint8Array(VOCABULARY_BUCKETS >>> 3);
    for (const [bucket] of vocabulary.weights) bits[bucket >>> 3]! |= 1 << (bucket & 7);
    index = { points: new Map(vocabulary.weights), bits };
    indices.set(vocabulary, index);
  }
  return index;
}

function weightsOf(vocabulary: LearnedVocabulary): ReadonlyMap<number, number> {
  return indexOf(vocabulary).points;
}

/** The weighted n-grams of one message: what a tracker keeps per message between reports. */
export interface MessageHits {
  /** The message's number of n-grams. */
  readonly total: number;
  /** Its weighted n-grams, each once: bucket and words. */
  readonly hits: readonly (readonly [number, string])[];
}

/** The weighted n-grams of one message under a vocabulary. */
export function messageHits(message: PreparedMessage, vocabulary: LearnedVocabulary): MessageHits {
  const { bits } = indexOf(vocabulary);
  const hits: Array<readonly [number, string]> = [];
  let seen: Set<number> | undefined;
  const total = forEachNgram([message], (bucket, _message, tokens, at, words) => {
    if ((bits[bucket >>> 3]! & (1 << (bucket & 7))) === 0 || seen?.has(bucket) === true) return;
    (seen ??= new Set()).add(bucket);
    hits.push([bucket, phraseOf(message, tokens, at, words)]);
  });
  return { total, hits };
}

/**
 * The vocabulary's adjustment of a conversation: `offset + Σ points · √(1000 / n)` over the
 * distinct weighted n-grams present (`n` the conversation's number of n-grams), clamped to
 * ±{@link MAX_VOCABULARY_POINTS}; and, as evidence, the n-grams that lowered it most.
 */
export function matchVocabulary(messages: readonly PreparedMessage[], vocabulary: LearnedVocabulary): VocabularyMatch {
  return combineHits(
    messages.map((message) => messageHits(message, vocabulary)),
    messages.map((message) => message.index),
    vocabulary,
  );
}

/** {@link matchVocabulary} from each message's hits and index (in message order). */
export function combineHits(
  perMessage: readonly MessageHits[],
  indices: readonly number[],
  vocabulary: LearnedVocabulary,
): VocabularyMatch {
  const weights = weightsOf(vocabulary);
  const first = new Map<number, { points: number; index: number; phrase: string }>();
  let total = 0;
  perMessage.forEach((m, k) => {
    total += m.total;
    for (const [bucket, phrase] of m.hits)
      if (!first.has(bucket)) first.set(bucket, { points: weights.get(bucket)!, index: indices[k]!, phrase });
  });
  const scale = total > 0 ? Math.sqrt(REFERENCE_NGRAMS / total) : 0;
  let sum = 0;
  for (const hit of first.values()) sum += hit.points;
  const points = clampPoints(vocabulary.offset + sum * scale);
  const evidence = (points < 0 ? [...first.values()] : [])
    .filter((hit) => hit.points * scale <= -MIN_EVIDENCE_POINTS)
    .sort((a, b) => a.points - b.points || a.index - b.index)
    .slice(0, MAX_LEARNED_EVIDENCE)
    .sort((a, b) => a.index - b.index)
    .map((hit): Signal => ({
      type: 'learned.phrase',
      messageIndex: hit.index,
      confidence: Math.min(1, (-hit.points * scale) / 10),
      metadata: { phrase: hit.phrase, points: round2(hit.points * scale), learned: true },
    }));
  return { points, evidence };
}

/** The adjustment of a conversation from its distinct n-gram buckets and n-gram count (as `matchVocabulary`). */
export function pointsOf(buckets: Iterable<number>, total: number, vocabulary: LearnedVocabulary): number {
  const weights = weightsOf(vocabulary);
  let sum = 0;
  for (const bucket of buckets) sum += weights.get(bucket) ?? 0;
  return clampPoints(vocabulary.offset + (total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / total) : 0));
}

/** `x` within ±{@link MAX_VOCABULARY_POINTS}, rounded to 6 decimals. */
export function clampPoints(x: number): number {
  return Math.round(Math.min(MAX_VOCABULARY_POINTS, Math.max(-MAX_VOCABULARY_POINTS, x)) * 1e6) / 1e6;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
