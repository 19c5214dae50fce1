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
import { headNgrams, type NgramReader, phraseIn } from './ngrams';

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
 * A vocabulary's weights, indexed for the scan: a bit per bucket that has one (32 KB: one table
 * load rejects an unweighted n-gram), and the weighted buckets in a small open-addressing table
 * (linear probing, at most half full), with each slot's points and a stamp per slot that marks
 * the buckets the current scan has met. Built once per vocabulary; for the largest (2,000
 * weights) the table is 4,096 slots, 64 KB in all, where tables by bucket take 3 MB (a new
 * scan's own copy of the stamps included) for the same speed.
 */
interface WeightIndex {
  readonly bits: Uint8Array;
  /** The bucket at each slot, -1 where there is none. */
  readonly keys: Int32Array;
  /** Slots − 1 (the number of slots is a power of two). */
  readonly mask: number;
  readonly points: Float64Array;
  readonly stamps: Int32Array;
  /** The stamp of the scan started last. */
  stamp: number;
}

const indices = new WeakMap<LearnedVocabulary, WeightIndex>();

/** The index of a vocabulary, built once per (frozen) vocabulary. */
function indexOf(vocabulary: LearnedVocabulary): WeightIndex {
  let index = indices.get(vocabulary);
  if (index === undefined) {
    let slots = 8;
    while (slots < 2 * vocabulary.weights.length) slots *= 2;
    const keys = new Int32Array(slots).fill(-1);
    const points = new Float64Array(slots);
    const bits = new Uint8Array(VOCABULARY_BUCKETS >>> 3);
    const mask = slots - 1;
    for (const [bucket, value] of vocabulary.weights) {
      let slot = bucket & mask;
      while (keys[slot] !== -1 && keys[slot] !== bucket) slot = (slot + 1) & mask;
      keys[slot] = bucket;
      points[slot] = value;
      bits[bucket >>> 3]! |= 1 << (bucket & 7);
    }
    index = { bits, keys, mask, points, stamps: new Int32Array(slots), stamp: 0 };
    indices.set(vocabulary, index);
  }
  return index;
}

/** The slot of weighted bucket `b` (its bit set) in `index`. */
function slotOf(index: WeightIndex, b: number): number {
  const keys = index.keys;
  const mask = index.mask;
  let slot = b & mask;
  while (keys[slot] !== b) slot = (slot + 1) & mask;
  return slot;
}

/** True when bucket `b` has a weight. */
function isWeighted(bits: Uint8Array, b: number): boolean {
  return (bits[b >>> 3]! & (1 << (b & 7))) !== 0;
}

/** The weighted n-grams of one message: what a tracker keeps per message between reports. */
export interface MessageHits {
  /** The message's number of n-grams. */
  readonly total: number;
  /** The buckets of its weighted n-grams (a repeated one once per occurrence), in reading order. */
  readonly buckets: readonly number[];
}

/** The weighted n-grams of one message under a vocabulary, from its {@link headNgrams}. */
export function messageHits(message: PreparedMessage, vocabulary: LearnedVocabulary): MessageHits {
  const bits = indexOf(vocabulary).bits;
  const read = headNgrams(message);
  const total = read.count;
  const all = read.buckets;
  const buckets: number[] = [];
  for (let p = 0; p < total; p++) {
    const b = all[p]!;
    if (isWeighted(bits, b)) buckets.push(b);
  }
  return { total, buckets };
}

/** A candidate piece of evidence: an n-gram's bucket, its message and place in it, its points. */
interface Worst {
  readonly bucket: number;
  /** The message of the n-gram's first occurrence. */
  readonly message: PreparedMessage;
  /** The order of that message in the scan. */
  readonly k: number;
  readonly points: number;
  /** Its words, when read as the message was scanned. */
  readonly phrase: string | undefined;
}

/** A message read, that a later one may repeat: its role, text and number of n-grams; the next of the same length. */
interface Repeatable {
  readonly role: PreparedMessage['role'];
  readonly text: string;
  readonly count: number;
  readonly next: Repeatable | undefined;
}

/** The positions of a message's weighted n-grams (reused: one message is scanned at a time). */
let weightedPositions = new Int32Array(1024);

/** {@link weightedPositions}, grown to hold `n` positions (a function of its own: see docs/performance.md). */
function weightedRoom(n: number): Int32Array {
  if (weightedPositions.length < n) weightedPositions = new Int32Array(n);
  return weightedPositions;
}

/**
 * A conversation's match, message by message in conversation order: the distinct weighted n-grams
 * are summed, the most negative kept as candidate evidence with their words read at once from the
 * message being scanned. The buckets met are marked with the scan's stamp in the vocabulary's
 * table; a scan that finds another one started since it last read (two conversations scanned in
 * turn) moves to a table of its own.
 */
export class VocabularyScan {
  private readonly index: WeightIndex;
  private stamps: Int32Array;
  private readonly stamp: number;
  /** The slots of the distinct weighted buckets met, to move them to a table of its own. */
  private readonly seen: number[] = [];
  private readonly worst: Worst[] = []; // the most negative n-grams, at most MAX_LEARNED_EVIDENCE
  /** The messages read that another may repeat, by text length (see {@link read}). */
  private readonly repeats = new Map<number, Repeatable>();
  private total = 0;
  private sum = 0;
  private k = 0;

  constructor(private readonly vocabulary: LearnedVocabulary) {
    const index = indexOf(vocabulary);
    if (index.stamp === 0x7fffffff) {
      index.stamps.fill(0);
      index.stamp = 0;
    }
    this.index = index;
    this.stamps = index.stamps;
    this.stamp = ++index.stamp;
  }

  /** Keeps the stamps its own when another scan of the vocabulary started since this one. */
  private own(): void {
    if (this.stamps !== this.index.stamps || this.index.stamp === this.stamp) return;
    this.stamps = new Int32Array(this.index.keys.length);
    for (const slot of this.seen) this.stamps[slot] = this.stamp;
  }

  /**
   * Reads one message (the next in conversation order). A message whose n-grams are those of an
   * earlier one (same role and text, no tool call) only adds its count: each of its n-grams was
   * met there first, so none can count or be evidence again.
   */
  read(message: PreparedMessage): void {
    const text = message.text;
    const repeatable = text !== '' && (message.role !== 'assistant' || message.toolCalls.length === 0);
    if (repeatable) {
      for (let r = this.repeats.get(text.length); r !== undefined; r = r.next)
        if (r.role === message.role && r.text === text) {
          this.total += r.count;
          this.k++;
          return;
        }
    }
    const read = headNgrams(message);
    this.add(message, read);
    if (repeatable)
      this.repeats.set(text.length, {
        role: message.role,
        text,
        count: read.count,
        next: this.repeats.get(text.length),
      });
  }

  /** Reads one message (the next in conversation order) from its {@link headNgrams} (`read` when the caller has read them). */
  add(message: PreparedMessage, read: NgramReader = headNgrams(message)): void {
    this.own();
    const n = read.count;
    const buckets = read.buckets;
    const { bits, keys, mask } = this.index;
    const stamps = this.stamps;
    const stamp = this.stamp;
    this.total += n;
    // The positions of the weighted n-grams first, without a branch (most of them are not): each
    // position is written, and kept by moving on only when its bucket's bit is set.
    const weighted = weightedRoom(n);
    let m = 0;
    for (let p = 0; p < n; p++) {
      const b = buckets[p]!;
      weighted[m] = p;
      m += (bits[b >>> 3]! >>> (b & 7)) & 1;
    }
    // Then each weighted one's slot and stamp, all in locals; a call only for a bucket's first occurrence.
    for (let j = 0; j < m; j++) {
      const p = weighted[j]!;
      const b = buckets[p]!;
      let slot = b & mask;
      while (keys[slot] !== b) slot = (slot + 1) & mask;
      if (stamps[slot] === stamp) continue;
      stamps[slot] = stamp;
      this.first(slot, message, read, p);
    }
    this.k++;
  }

  /** Reads one message from its stored {@link messageHits}; the words of its evidence are read back at the end. */
  addHits(message: PreparedMessage, hits: MessageHits): void {
    this.own();
    this.total += hits.total;
    for (const b of hits.buckets) {
      const slot = slotOf(this.index, b);
      if (this.stamps[slot] === this.stamp) continue;
      this.stamps[slot] = this.stamp;
      this.first(slot, message, undefined, -1);
    }
    this.k++;
  }

  /**
   * The first occurrence of the weighted n-gram at `slot` (its stamp just set), met in `message`
   * at `position` of `read` (undefined: its words are read back at the end): counted, and kept
   * as a candidate piece of evidence when it is among the most negative.
   */
  private first(slot: number, message: PreparedMessage, read: NgramReader | undefined, position: number): void {
    this.seen.push(slot);
    const points = this.index.points[slot]!;
    this.sum += points;
    const worst = this.worst;
    if (!(points < 0) || (worst.length === MAX_LEARNED_EVIDENCE && !(points < worst[worst.length - 1]!.points))) return;
    // Ties: the earlier first.
    let at = worst.length;
    while (at > 0 && points < worst[at - 1]!.points) at--;
    const phrase = read === undefined ? undefined : read.phraseAt(message, position);
    worst.splice(at, 0, { bucket: this.index.keys[slot]!, message, k: this.k, points, phrase });
    if (worst.length > MAX_LEARNED_EVIDENCE) worst.pop();
  }

  /**
   * The vocabulary's adjustment of the conversation read: `offset + Σ points · √(1000 / n)` over
   * the distinct weighted n-grams present (`n` the conversation's number of n-grams), clamped to
   * ±{@link MAX_VOCABULARY_POINTS}; and, as evidence, the n-grams that lowered it most.
   */
  result(): VocabularyMatch {
    const scale = this.total > 0 ? Math.sqrt(REFERENCE_NGRAMS / this.total) : 0;
    const points = clampPoints(this.vocabulary.offset + this.sum * scale);
    if (points >= 0) return { points, evidence: [] };
    const evidence: Signal[] = [];
    for (const hit of this.worst.sort((a, b) => a.k - b.k)) {
      const lowered = hit.points * scale;
      if (lowered > -MIN_EVIDENCE_POINTS) continue;
      // Else the first n-gram of its message in the bucket: the one met first in the conversation.
      const phrase = hit.phrase ?? phraseIn(hit.message, hit.bucket);
      if (phrase === undefined) continue;
      evidence.push({
        type: 'learned.phrase',
        messageIndex: hit.message.index,
        confidence: Math.min(1, -lowered / 10),
        metadata: { phrase, points: round2(lowered), learned: true },
      });
    }
    return { points, evidence };
  }
}

/**
 * The vocabulary's adjustment of a conversation and its evidence (see {@link VocabularyScan.result}).
 */
export function matchVocabulary(messages: readonly PreparedMessage[], vocabulary: LearnedVocabulary): VocabularyMatch {
  const scan = new VocabularyScan(vocabulary);
  for (const message of messages) scan.read(message);
  return scan.result();
}

/** The adjustment of a conversation from its distinct n-gram buckets and n-gram count (as `matchVocabulary`). */
export function pointsOf(buckets: Iterable<number>, total: number, vocabulary: LearnedVocabulary): number {
  const index = indexOf(vocabulary);
  let sum = 0;
  for (const bucket of buckets) if (isWeighted(index.bits, bucket)) sum += index.points[slotOf(index, bucket)]!;
  return clampPoints(vocabulary.offset + (total > 0 ? sum * Math.sqrt(REFERENCE_NGRAMS / total) : 0));
}

/** `x` within ±{@link MAX_VOCABULARY_POINTS}, rounded to 6 decimals. */
export function clampPoints(x: number): number {
  return Math.round(Math.min(MAX_VOCABULARY_POINTS, Math.max(-MAX_VOCABULARY_POINTS, x)) * 1e6) / 1e6;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
