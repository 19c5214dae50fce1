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
import { phraseIn, weightedNgrams } from './ngrams';

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

/**
 * A vocabulary's points by bucket (0 where it has none) and a bit per bucket that has some: a
 * table lookup per n-gram instead of a hash-map lookup (2.03 MB per vocabulary, built once).
 */
interface WeightIndex {
  readonly points: Float64Array;
  readonly bits: Uint8Array;
}

const indices = new WeakMap<LearnedVocabulary, WeightIndex>();

/** The index of a vocabulary, built once per (frozen) vocabulary. */
function indexOf(vocabulary: LearnedVocabulary): WeightIndex {
  let index = indices.get(vocabulary);
  if (index === undefined) {
    const points = new Float64Array(VOCABULARY_BUCKETS);
    const bits = new Uint8Array(VOCABULARY_BUCKETS >>> 3);
    for (const [bucket, value] of vocabulary.weights) {
      points[bucket] = value;
      bits[bucket >>> 3]! |= 1 << (bucket & 7);
    }
    index = { points, bits };
    indices.set(vocabulary, index);
  }
  return index;
}

/** The weighted n-grams of one message: what a tracker keeps per message between reports. */
export interface MessageHits {
  /** The message's number of n-grams. */
  readonly total: number;
  /** The buckets of its weighted n-grams (a repeated one once per occurrence). */
  readonly buckets: readonly number[];
}

/** The weighted n-grams of one message under a vocabulary. */
export function messageHits(message: PreparedMessage, vocabulary: LearnedVocabulary): MessageHits {
  const buckets: number[] = [];
  const total = weightedNgrams(message, indexOf(vocabulary).bits, buckets);
  return { total, buckets };
}

/**
 * The vocabulary's adjustment of a conversation: `offset + Σ points · √(1000 / n)` over the
 * distinct weighted n-grams present (`n` the conversation's number of n-grams), clamped to
 * ±{@link MAX_VOCABULARY_POINTS}; and, as evidence, the n-grams that lowered it most.
 */
export function matchVocabulary(messages: readonly PreparedMessage[], vocabulary: LearnedVocabulary): VocabularyMatch {
  return combineHits(
    messages,
    messages.map((message) => messageHits(message, vocabulary)),
    vocabulary,
  );
}

/**
 * {@link matchVocabulary} from each message's hits (`hits[k]` those of `messages[k]`, in message
 * order). Only the evidence's few n-grams are read back as words.
 */
export function combineHits(
  messages: readonly PreparedMessage[],
  hits: readonly MessageHits[],
  vocabulary: LearnedVocabulary,
): VocabularyMatch {
  const table = indexOf(vocabulary).points;
  const seen = new Set<number>();
  const worst: Worst[] = []; // the most negative n-grams, at most MAX_LEARNED_EVIDENCE
  let total = 0;
  let sum = 0;
  for (let k = 0; k < hits.length; k++) {
    const m = hits[k]!;
    total += m.total;
    for (const bucket of m.buckets) {
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      const points = table[bucket]!;
      sum += points;
      if (points < 0) keepWorst(worst, { bucket, k, points });
    }
  }
  const scale = total > 0 ? Math.sqrt(REFERENCE_NGRAMS / total) : 0;
  const points = clampPoints(vocabulary.offset + sum * scale);
  if (points >= 0) return { points, evidence: [] };
  const evidence: Signal[] = [];
  for (const hit of worst.sort((a, b) => a.k - b.k)) {
    const lowered = hit.points * scale;
    if (lowered > -MIN_EVIDENCE_POINTS) continue;
    const message = messages[hit.k]!;
    const phrase = phraseIn(message, hit.bucket);
    if (phrase === undefined) continue;
    evidence.push({
      type: 'learned.phrase',
      messageIndex: message.index,
      confidence: Math.min(1, -lowered / 10),
      metadata: { phrase, points: round2(lowered), learned: true },
    });
  }
  return { points, evidence };
}

/** A candidate piece of evidence: an n-gram's bucket, the position of its first message, its points. */
interface Worst {
  readonly bucket: number;
  readonly k: number;
  readonly points: number;
}

/** Keeps in `worst` the {@link MAX_LEARNED_EVIDENCE} most negative n-grams (ties: the earlier first). */
function keepWorst(worst: Worst[], hit: Worst): void {
  if (worst.length === MAX_LEARNED_EVIDENCE && !(hit.points < worst[worst.length - 1]!.points)) return;
  let at = worst.length;
  while (at > 0 && hit.points < worst[at - 1]!.points) at--;
  worst.splice(at, 0, hit);
  if (worst.length > MAX_LEARNED_EVIDENCE) worst.pop();
}

/** The adjustment of a conversation from its distinct n-gram buckets and n-gram count (as `matchVocabulary`). */
export function pointsOf(buckets: Iterable<number>, total: number, vocabulary: LearnedVocabulary): number {
  const table = indexOf(vocabulary).points;
  let sum = 0;
  for (const bucket of buckets) sum += table[bucket] ?? 0;
  return clampPoints(vocabulary.offset + (total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / total) : 0));
}

/** `x` within ±{@link MAX_VOCABULARY_POINTS}, rounded to 6 decimals. */
export function clampPoints(x: number): number {
  return Math.round(Math.min(MAX_VOCABULARY_POINTS, Math.max(-MAX_VOCABULARY_POINTS, x)) * 1e6) / 1e6;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
