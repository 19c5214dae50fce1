/**
 * @module Per-conversation and per-trace state of the span processor: aligns a span's messages with
 * its conversation's history, feeds the new ones to the conversation's incremental
 * `ConversationTracker`, and recognises spans that repeat messages already analysed.
 */
import { roleOf } from '../messages/extract';
import { ConversationTracker } from '../analysis/tracker';
import type { AnalyzeOptions } from '../options';
import type { Message } from '../types';
import { newTally, type ConversationTally } from './conversation-tally';
import { addItemFingerprints, messageFingerprint } from './fingerprint';
import { LruTtlMap } from './lru-ttl-map';
import { TraceItems } from './trace-items';

/** Limits of a {@link ConversationCache}. */
export interface ConversationCacheLimits {
  /** Conversations (and, separately, traces) held at once; least recently used evicted first. */
  readonly maxConversations: number;
  /** A conversation or trace not seen for this long is forgotten. */
  readonly conversationTtlMs: number;
  /** The analyzer's window: messages each conversation's tracker reads in full. */
  readonly maxMessages: number;
  /** Options of each conversation's tracker, as for `analyze` (`maxMessages` above wins). */
  readonly analyze?: Readonly<AnalyzeOptions>;
  /**
   * Estimated bytes all conversations may retain (see {@link conversationBytes}); past it the
   * least recently used are forgotten, never the one being updated. No budget when absent.
   */
  readonly maxRetainedBytes?: number;
}

/** What to do with a span's messages. */
export type Resolution =
  /** Nothing new: every item was analysed in this trace, or the span adds nothing to its conversation. */
  | { readonly kind: 'duplicate' }
  /** No conversation id: analyse the span's own messages. */
  | { readonly kind: 'untracked'; readonly messages: readonly unknown[] }
  /**
   * A tracked conversation, already updated with the span's messages: its `report()` is the
   * conversation so far. `added` messages were appended; `rebuilt` when the span rewrote the history
   * and the tracker was rebuilt from the span's own messages.
   */
  | {
      readonly kind: 'tracked';
      readonly tracker: ConversationTracker;
      /** The conversation's metrics state, handed to `onForget` when the conversation is forgotten. */
      readonly tally: ConversationTally;
      readonly added: number;
      readonly rebuilt: boolean;
    };

/** One tracked conversation: its incremental analysis and the fingerprints of its latest messages. */
interface Tracked {
  tracker: ConversationTracker;
  /** Fingerprints of the last messages (at most `maxMessages × HISTORY_FACTOR`), oldest first. */
  fps: number[];
  /** Older fingerprints were dropped: `fps` no longer starts at the conversation's first message. */
  trimmed: boolean;
  /** What the metrics remember of the conversation. */
  readonly tally: ConversationTally;
  /** Its last {@link conversationBytes}, counted in the cache's total. */
  bytes: number;
  /** Its id (its key in the map), counted in {@link conversationBytes}. */
  readonly id: string;
}

/** How a span's messages relate to the stored history (see {@link align}). */
type Alignment =
  { readonly kind: 'none' } | { readonly kind: 'append'; readonly from: number } | { readonly kind: 'rewrite' };

/** Fingerprints kept per conversation for alignment, as a multiple of `maxMessages`. */
const HISTORY_FACTOR = 10;

/** A map entry, the tracked record, its tally and the fingerprint array's own object. */
const TRACKED_BYTES = 512;

/**
 * The estimate of what a tracked conversation retains, in bytes: its tracker's
 * (`ConversationTracker.retainedBytes`), its id (two bytes a character), its fingerprints (eight
 * bytes each) and a fixed part.
 */
function conversationBytes(tracked: Tracked): number {
  return TRACKED_BYTES + 2 * tracked.id.length + 8 * tracked.fps.length + tracked.tracker.retainedBytes;
}

/**
 * Instance-owned state: one LRU+TTL map of conversations (by conversation id) and one of traces
 * (by trace id).
 *
 * Each conversation holds a `ConversationTracker` and the fingerprints (numbers) of its last
 * `maxMessages × 10` messages; no message text is stored beyond what the tracker keeps for its
 * window of `maxMessages` messages (text capped to 4,000 characters, held with its normalised form
 * and tokens; tool calls as received). Older messages survive only as a few counters. Memory is
 * therefore bounded by `maxConversations × (maxMessages prepared messages + 10 × maxMessages
 * fingerprints)`, plus the traces remembered for de-duplication: at most `maxConversations` traces,
 * 10,000 item fingerprints each and 8 MiB of fingerprints in all (see `TraceItems`); it does not
 * grow with the length of a conversation.
 *
 * A span continuing the history costs O(its new messages) in the tracker; a span rewriting it (an
 * edit, a restart from the first message) rebuilds the tracker from the span's own messages,
 * since the tracker is append-only.
 *
 * Each conversation forgotten (least recently used past the bound, expired, or cleared) is handed
 * to `onForget` with its tally, so its metrics are recorded once when it ends.
 */
export class ConversationCache {
  private readonly conversations: LruTtlMap<Tracked>;
  private readonly traces: TraceItems;
  private trackerOptions: AnalyzeOptions;
  /** Sum of the tracked conversations' {@link Tracked.bytes}. */
  private retained = 0;
  /** Conversations forgotten to keep {@link retained} within `maxRetainedBytes`. */
  private evictedForBudget = 0;

  constructor(
    private readonly limits: ConversationCacheLimits,
    now: () => number = Date.now,
    onForget?: (tally: ConversationTally) => void,
  ) {
    const drop = (tracked: Tracked): void => {
      this.retained -= tracked.bytes;
      onForget?.(tracked.tally);
    };
    this.conversations = new LruTtlMap(limits.maxConversations, limits.conversationTtlMs, now, drop);
    this.traces = new TraceItems(limits.maxConversations, limits.conversationTtlMs, now);
    // One options object for every tracker, so lexicons compile once (the registry is per object).
    this.trackerOptions = { ...limits.analyze, maxMessages: limits.maxMessages };
  }

  /**
   * Options of the trackers created from now on (the processor's learned baselines, once frozen);
   * conversations already tracked keep theirs.
   */
  useAnalyzeOptions(options: Readonly<AnalyzeOptions>): void {
    this.trackerOptions = { ...options, maxMessages: this.limits.maxMessages };
  }

  /** Conversations currently tracked. */
  get size(): number {
    return this.conversations.size;
  }

  /** Estimated bytes the tracked conversations retain in all (see `maxRetainedBytes`). */
  get retainedBytes(): number {
    return this.retained;
  }

  /** Conversations forgotten, least recently used first, to keep within `maxRetainedBytes`. */
  get conversationsEvicted(): number {
    return this.evictedForBudget;
  }

  /** Traces forgotten by the de-duplication memory to stay within its bounds (traces or bytes). */
  get tracesEvicted(): number {
    return this.traces.evicted;
  }

  /**
   * Decides how to analyse a span's messages:
   * - `duplicate` when every item (user/assistant text, tool call, tool result) of the span was
   *   already analysed in the same trace — a parent agent span repeating its model spans — or when
   *   the span adds no message to its tracked conversation;
   * - `tracked` when `conversationId` is given: the conversation's tracker, with the span's new
   *   messages appended (system and developer messages are left out of tracked conversations);
   * - `untracked` otherwise (or when `maxConversations` is 0): the span's own messages.
   */
  resolve(messages: readonly Message[], conversationId: string | undefined, traceId: string | undefined): Resolution {
    const items: number[] = [];
    for (const m of messages) addItemFingerprints(m, items);
    const seen = traceId === undefined ? undefined : this.traces.get(traceId);
    if (seen !== undefined && items.length > 0 && items.every((fp) => seen.has(fp))) return { kind: 'duplicate' };

    const tracking = conversationId !== undefined && this.limits.maxConversations > 0;
    const resolution: Resolution = tracking ? this.merge(conversationId, messages) : { kind: 'untracked', messages };
    if (traceId !== undefined && resolution.kind !== 'duplicate') this.traces.remember(traceId, seen, items);
    return resolution;
  }

  /** Drops expired conversations and traces. */
  prune(): void {
    this.conversations.prune();
    this.traces.prune();
  }

  /** Forgets every conversation (each handed to `onForget`) and trace. */
  clear(): void {
    this.conversations.clear();
    this.traces.clear();
  }

  /** A new tracked conversation. */
  private track(id: string): Tracked {
    return {
      tracker: new ConversationTracker(this.trackerOptions),
      fps: [],
      trimmed: false,
      tally: newTally(),
      bytes: 0, // counted by `account`
      id,
    };
  }

  /**
   * Brings `tracked`'s estimate (and the total) up to date, then forgets the least recently used
   * other conversations while the total exceeds `maxRetainedBytes` (a total exactly at the budget
   * is kept). `tracked` was just used, so it is forgotten last: never, since it is never the only
   * one left and the last in line.
   */
  private account(tracked: Tracked): void {
    const bytes = conversationBytes(tracked);
    this.retained += bytes - tracked.bytes;
    tracked.bytes = bytes;
    const budget = this.limits.maxRetainedBytes;
    if (budget === undefined) return;
    while (this.retained > budget && this.conversations.evictOldest()) this.evictedForBudget++;
  }

  /** Applies the span's messages to the conversation's tracker; a duplicate when nothing was added. */
  private merge(id: string, messages: readonly Message[]): Resolution {
    const own = messages.filter((m) => {
      const role = roleOf(m);
      return role !== undefined && role !== 'system' && role !== 'developer';
    });
    const fps = own.map(messageFingerprint);
    let tracked = this.conversations.get(id);
    if (tracked === undefined) {
      tracked = this.track(id);
      this.conversations.set(id, tracked);
      this.account(tracked);
    }
    const alignment = align(tracked.fps, fps, tracked.trimmed);
    if (alignment.kind === 'none') return { kind: 'duplicate' };
    const rebuilt = alignment.kind === 'rewrite';
    const from = alignment.kind === 'append' ? alignment.from : 0;
    if (from === own.length) return { kind: 'duplicate' };
    try {
      if (rebuilt) {
        // The tracker is append-only: a rewritten history is re-read from the span, which carries it.
        tracked.tracker = new ConversationTracker(this.trackerOptions);
        tracked.fps = [];
        tracked.trimmed = false;
      }
      for (let i = from; i < own.length; i++) {
        tracked.tracker.append(own[i]);
        tracked.fps.push(fps[i] as number);
      }
    } catch (error) {
      // A half-applied span would leave tracker and fingerprints out of step: start over next time.
      tracked.tracker = new ConversationTracker(this.trackerOptions);
      tracked.fps = [];
      tracked.trimmed = false;
      this.account(tracked);
      throw error;
    }
    const excess = tracked.fps.length - this.limits.maxMessages * HISTORY_FACTOR;
    if (excess > 0) {
      tracked.fps.splice(0, excess);
      tracked.trimmed = true;
    }
    this.account(tracked);
    return { kind: 'tracked', tracker: tracked.tracker, tally: tracked.tally, added: own.length - from, rebuilt };
  }
}

/**
 * Aligns the span's message fingerprints `fps` with the stored history `S`. The span either
 * continues the history (its start overlaps the history's tail, as a full-history or
 * sliding-window span does: append from the end of the overlap), repeats a part of it (`none`),
 * restarts it from the first stored message with an edit (at least its first two messages agree
 * with the history: `rewrite`, the span's messages are the new history), or carries only new turns
 * (append all). Once the oldest fingerprints were dropped (`trimmed`), a span may start before
 * them (a full-history span of a long conversation): it continues the history when it contains all
 * of them in a row, repeats it when it ends inside them, and rewrites it when it contains at least
 * the first two of them and then differs.
 */
function align(S: readonly number[], fps: readonly number[], trimmed: boolean): Alignment {
  // Once the oldest fingerprints were dropped, a full-history span starts before them: the whole
  // remembered run inside the span is the strongest evidence of where it continues.
  const [o, k] = trimmed ? longestRunOfStart(fps, S) : [-1, 0];
  if (k > 0 && k === S.length) return o + k === fps.length ? { kind: 'none' } : { kind: 'append', from: o + k };
  let bestJ = -1;
  let bestK = 0;
  for (let j = 0; j < S.length && fps.length > 0; j++) {
    if (S[j] !== fps[0]) continue;
    let n = 1;
    while (j + n < S.length && n < fps.length && S[j + n] === fps[n]) n++;
    if (n > bestK) {
      bestJ = j;
      bestK = n;
    }
  }
  if (bestJ !== -1) {
    if (bestJ + bestK === S.length) return { kind: 'append', from: bestK };
    if (bestK === fps.length) return { kind: 'none' };
    if (bestJ === 0 && bestK >= 2) return { kind: 'rewrite' };
  }
  if (k >= 2) return o + k === fps.length ? { kind: 'none' } : { kind: 'rewrite' };
  return { kind: 'append', from: 0 };
}

/** The longest run of `S` from its first element found in `fps`, as [offset in fps, length]; later offsets win ties. */
function longestRunOfStart(fps: readonly number[], S: readonly number[]): [number, number] {
  let bestO = -1;
  let bestK = 0;
  for (let o = fps.length - 1; o >= 0 && S.length > 0; o--) {
    if (fps[o] !== S[0]) continue;
    let k = 1;
    while (k < S.length && o + k < fps.length && fps[o + k] === S[k]) k++;
    if (k > bestK) {
      bestO = o;
      bestK = k;
    }
  }
  return [bestO, bestK];
}
