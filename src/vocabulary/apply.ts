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
import { startOf, withWord } from './hash';
import { headNgrams, headWords, type NgramReader, phraseIn } from './ngrams';

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
 * load rejects an unweighted n-gram), and per weighted bucket a slot, its rank among them (the
 * set bits before its own: a count kept per 32 buckets plus the bits of its word before it, no
 * probing), where its bucket, points and the stamp that marks the buckets the current scan has
 * met are. Built once per vocabulary: 48 KB for the bits and counts, 32 KB for the largest
 * (2,000 weights) slots.
 */
interface WeightIndex {
  /** Bit `b & 31` of word `b >>> 5` is set for a weighted bucket `b`. */
  readonly bits: Int32Array;
  /** Per word of {@link bits}, the number of bits set in the words before it. */
  readonly ranks: Uint16Array;
  /** The bucket at each slot (ascending). */
  readonly keys: Int32Array;
  readonly points: Float64Array;
  readonly stamps: Int32Array;
  /** The stamp of the scan started last. */
  stamp: number;
}

// Module-local copies of imported functions and constants (see docs/performance.md).
const next = withWord;
const BUCKET_MASK = VOCABULARY_BUCKETS - 1;

const indices = new WeakMap<LearnedVocabulary, WeightIndex>();

/** The index of a vocabulary, built once per (frozen) vocabulary. */
function indexOf(vocabulary: LearnedVocabulary): WeightIndex {
  let index = indices.get(vocabulary);
  if (index === undefined) {
    const sorted = [...vocabulary.weights].sort((a, b) => a[0] - b[0]);
    const bits = new Int32Array(VOCABULARY_BUCKETS >>> 5);
    for (const [bucket] of sorted) bits[bucket >>> 5]! |= 1 << (bucket & 31);
    const ranks = new Uint16Array(bits.length);
    for (let w = 1; w < bits.length; w++) ranks[w] = ranks[w - 1]! + bitCount(bits[w - 1]!);
    const keys = Int32Array.from(sorted, ([bucket]) => bucket);
    const points = Float64Array.from(sorted, ([, value]) => value);
    index = { bits, ranks, keys, points, stamps: new Int32Array(sorted.length), stamp: 0 };
    indices.set(vocabulary, index);
  }
  return index;
}

/** The number of bits set in the 32 bits of `x`. */
function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The slot of weighted bucket `b` (its bit set) in `index`: its rank among the weighted buckets. */
function slotOf(index: WeightIndex, b: number): number {
  const w = b >>> 5;
  return index.ranks[w]! + bitCount(index.bits[w]! & ~(-1 << (b & 31)));
}

/** True when bucket `b` has a weight. */
function isWeighted(bits: Int32Array, b: number): boolean {
  return ((bits[b >>> 5]! >>> (b & 31)) & 1) !== 0;
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

/** The buckets of a message's weighted n-grams and their positions (reused: one message is scanned at a time). */
let weightedBuckets = new Int32Array(1024);
let weightedPositions = new Int32Array(1024);

/** {@link weightedBuckets} and {@link weightedPositions}, grown to hold `n` n-grams (a function of its own: see docs/performance.md). */
function weightedRoom(n: number): Int32Array {
  if (weightedPositions.length < n) {
    weightedBuckets = new Int32Array(n);
    weightedPositions = new Int32Array(n);
  }
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
  /** An n-gram is a candidate piece of evidence when its points are below this: 0, or the least negative kept once {@link worst} is full. */
  private bar = 0;
  /** Per role, the text of the last message read that another may repeat (see {@link read}), and its number of n-grams. */
  private lastUser = '';
  private lastAssistant = '';
  private lastTool = '';
  private lastUserCount = 0;
  private lastAssistantCount = 0;
  private lastToolCount = 0;
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
   * Reads one message (the next in conversation order). A message that repeats the last one of
   * its role read (same text, neither with a tool call: a loop's repeated call or result) only
   * adds its count: each of its n-grams was met there first, so none can count or be evidence
   * again.
   */
  read(message: PreparedMessage): void {
    const text = message.text;
    const role = message.role;
    const repeatable = text !== '' && (role !== 'assistant' || message.toolCalls.length === 0);
    if (repeatable) {
      const last = role === 'user' ? this.lastUser : role === 'assistant' ? this.lastAssistant : this.lastTool;
      if (last === text) {
        this.total +=
          role === 'user' ? this.lastUserCount : role === 'assistant' ? this.lastAssistantCount : this.lastToolCount;
        this.k++;
        return;
      }
    }
    const read = headWords(message);
    this.addWords(message, read);
    if (!repeatable) return;
    if (role === 'user') {
      this.lastUser = text;
      this.lastUserCount = read.count;
    } else if (role === 'assistant') {
      this.lastAssistant = text;
      this.lastAssistantCount = read.count;
    } else {
      this.lastTool = text;
      this.lastToolCount = read.count;
    }
  }

  /**
   * Reads one message from its words in `read` ({@link headWords}): each n-gram hashed from the
   * words' key hashes and tested against the bits as it is made, in one loop (see {@link NgramReader.readHeadWords}).
   */
  private addWords(message: PreparedMessage, read: NgramReader): void {
    const n = read.count;
    const calls = read.calls;
    const count = read.wordCount;
    const bits = this.index.bits;
    this.total += n;
    // The weighted n-grams' buckets and positions, without a branch (most n-grams are not
    // weighted): each is written, and kept by moving on only when its bucket's bit is set.
    const positions = weightedRoom(n);
    const buckets = weightedBuckets;
    let m = 0;
    const names = read.buckets;
    for (let p = 0; p < calls; p++) {
      const b = names[p]!;
      buckets[m] = b;
      positions[m] = p;
      m += (bits[b >>> 5]! >>> b) & 1;
    }
    if (count > 0) {
      // As NgramReader hashes them: a word's 1-gram state, continued by the next word for their 2-gram.
      const words = read.words;
      const start = startOf(message.role);
      let previous = next(start, words[0]!);
      let b = previous & BUCKET_MASK;
      buckets[m] = b;
      positions[m] = calls;
      m += (bits[b >>> 5]! >>> b) & 1;
      for (let i = 1, p = calls + 1; i < count; i++, p += 2) {
        const word = words[i]!;
        const one = next(start, word);
        b = one & BUCKET_MASK;
        buckets[m] = b;
        positions[m] = p;
        m += (bits[b >>> 5]! >>> b) & 1;
        b = next(previous, word) & BUCKET_MASK;
        buckets[m] = b;
        positions[m] = p + 1;
        m += (bits[b >>> 5]! >>> b) & 1;
        previous = one;
      }
    }
    this.stampWeighted(m, message, read);
  }

  /** Reads one message (the next in conversation order) from its {@link headNgrams} (`read` when the caller has read them). */
  add(message: PreparedMessage, read: NgramReader = headNgrams(message)): void {
    const n = read.count;
    const all = read.buckets;
    const bits = this.index.bits;
    this.total += n;
    const positions = weightedRoom(n);
    const buckets = weightedBuckets;
    let m = 0;
    for (let p = 0; p < n; p++) {
      const b = all[p]!;
      buckets[m] = b;
      positions[m] = p;
      m += (bits[b >>> 5]! >>> b) & 1;
    }
    this.stampWeighted(m, message, read);
  }

  /**
   * The first `m` weighted n-grams of `message` ({@link weightedBuckets} and their positions in
   * `read`): each one's slot and stamp, in locals; a call only for a bucket's first occurrence.
   */
  private stampWeighted(m: number, message: PreparedMessage, read: NgramReader): void {
    this.own();
    const { bits, ranks } = this.index;
    const stamps = this.stamps;
    const stamp = this.stamp;
    const buckets = weightedBuckets;
    const positions = weightedPositions;
    const points = this.index.points;
    const seen = this.seen;
    let sum = this.sum;
    for (let j = 0; j < m; j++) {
      const b = buckets[j]!;
      const w = b >>> 5;
      let x = bits[w]! & ~(-1 << (b & 31)); // the weighted buckets before it in its word, counted inline
      x = x - ((x >>> 1) & 0x55555555);
      x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
      x = (x + (x >>> 4)) & 0x0f0f0f0f;
      const slot = ranks[w]! + (Math.imul(x, 0x01010101) >>> 24);
      if (stamps[slot] === stamp) continue;
      // The first occurrence (see first), counted here; a call only for a candidate piece of evidence.
      stamps[slot] = stamp;
      seen.push(slot);
      const value = points[slot]!;
      sum += value;
      if (value < this.bar) this.candidate(slot, value, message, read, positions[j]!);
    }
    this.sum = sum;
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
    if (points < this.bar) this.candidate(slot, points, message, read, position);
  }

  /**
   * The n-gram at `slot`, worth `points` (below {@link bar}), met first in `message` at `position`
   * of `read`: kept among the most negative, its words read at once.
   */
  private candidate(
    slot: number,
    points: number,
    message: PreparedMessage,
    read: NgramReader | undefined,
    position: number,
  ): void {
    const worst = this.worst;
    // Ties: the earlier first.
    let at = worst.length;
    while (at > 0 && points < worst[at - 1]!.points) at--;
    const phrase = read === undefined ? undefined : read.phraseAt(message, position);
    worst.splice(at, 0, { bucket: this.index.keys[slot]!, message, k: this.k, points, phrase });
    if (worst.length > MAX_LEARNED_EVIDENCE) worst.pop();
    if (worst.length === MAX_LEARNED_EVIDENCE) this.bar = worst[MAX_LEARNED_EVIDENCE - 1]!.points;
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
