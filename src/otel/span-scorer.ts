/**
 * @module `SpanScorer`: the one scoring path of both modes of `agent-signals/otel`. It reads a
 * span's conversation, merges it into the conversation's history, scores it and hands the caller
 * the `SpanUpdate` to write: `SignalsSpanProcessor` writes it onto the live span,
 * `SignalsExporter` onto a derived span it exports in the span's place.
 */
import type { Context } from '@opentelemetry/api';
import { eventAttributes } from '../adapters/genai-events';
import { hasSpanMessages, readSpanMessages } from '../adapters/span-messages';
import type { SpanAttributes } from '../adapters/types';
import { analyze } from '../analyze';
import { shapeOfMessages } from '../analysis/core';
import { resolveOptions, type AnalyzeOptions } from '../options';
import type { ProfileBaselines } from '../profile/profile';
import { announceBaselines, BaselineWarmup, frozenMessage, WARMUP_CONVERSATIONS } from './baseline-warmup';
import { hasText, roleOf, toolCallCountOf } from '../messages/extract';
import type { Message } from '../types';
import { ATTR, BAGGAGE_CONVERSATION_ID } from './attributes';
import { ConversationCache } from './conversation-cache';
import { acceptedId, conversationIdOf } from './conversation-id';
import { ATTRIBUTE_LIMIT_WARNING } from './attribute-limits';
import { baggageValue, diagError, diagWarn } from './diag';
import { SignalsLogRecordProcessor } from './log-records';
import { parentConversationId } from './parent-conversation';
import { chainConversationId, previousResponseIdOf, ResponseChains, responseIdOf } from './response-chain';
import { createSignalMetrics, type SignalMetrics } from './metrics';
import { resolveProcessorOptions, type SignalsSpanProcessorConfig, type SignalsSpanProcessorOptions } from './options';
import type { SpanUpdate } from './report-attributes';
import { spanUpdate } from './write-report';
import type { ReadableSpanLike } from './span-like';
import { newCounters, type SignalsProcessorStats, type StatsCounters } from './stats';

/** Analysed spans between two sweeps of expired conversations. */
const PRUNE_EVERY = 256;
/** Said once when `shouldAnalyze` returns a promise: `onEnd` is synchronous and cannot await it. */
const ASYNC_FILTER_WARNING =
  'shouldAnalyze returned a Promise: span processors run synchronously in span.end() and cannot await it, so every such span is skipped; return true or false';
/** Longest time between two sweeps when metrics are on, so an idle conversation's metrics are recorded. */
const SWEEP_MS = 60_000;

/** Where a scored span's update goes: the mode's writer. */
export interface UpdateSink<S extends ReadableSpanLike> {
  /** Called for each span that carries message attributes, before it is scored or skipped. */
  readonly carriesMessages?: (span: S) => void;
  /** Writes the update for the span (onto it, or onto a span exported in its place). */
  readonly write: (span: S, update: SpanUpdate) => void;
}

/**
 * The state and the scoring path shared by the processor and the exporter: resolved options, the
 * conversation cache, Responses API chains, inherited conversation ids, GenAI log events, metrics
 * and the counters of `getStats()`.
 */
export class SpanScorer {
  /** Keeps each span's GenAI log events until it is scored (see `SignalsSpanProcessor.logRecordProcessor`). */
  readonly logRecordProcessor: SignalsLogRecordProcessor;
  /** The resolved options. */
  readonly config: SignalsSpanProcessorConfig;
  /** The counters behind `getStats()`; the modes add their own writes to them. */
  readonly counters: StatsCounters = newCounters();
  private readonly cache: ConversationCache;
  private readonly metrics: SignalMetrics | undefined;
  /** The options conversations are analysed with: the configured ones, with the learned baselines once frozen. */
  private analyzeOptions: Readonly<AnalyzeOptions>;
  /** The baselines in force (for `getStats()`). */
  private baselineValues: Readonly<ProfileBaselines>;
  /** Learns the baselines from the first conversations, unless a `profile` or `baselines` option pins them. */
  private readonly warmup: BaselineWarmup | undefined;
  /** Responses API ids of analysed spans, to join calls chained by `previous_response_id`. */
  private readonly chains: ResponseChains;
  /**
   * Conversation ids a span inherits at start: its own attributes, else its local parent span's
   * id, else the parent context's baggage `session.id`.
   */
  private readonly inheritedIds = new WeakMap<object, string>();
  /** `close()` was called. */
  private closed = false;
  /** `shouldAnalyze` returned a promise once (warned). */
  private warnedAsyncFilter = false;
  /** With metrics on: the timer that forgets expired conversations (recording them) while no spans arrive. */
  private sweeper: ReturnType<typeof setInterval> | undefined;

  /** @param options - See {@link SignalsSpanProcessorOptions}; resolved once. */
  constructor(options?: SignalsSpanProcessorOptions) {
    this.config = resolveProcessorOptions(options);
    const metrics =
      this.config.meterProvider === undefined
        ? undefined
        : createSignalMetrics(this.config.meterProvider, () => this.warmup?.source ?? 'profile');
    this.metrics = metrics;
    this.cache = new ConversationCache(this.config, Date.now, metrics === undefined ? undefined : metrics.finish);
    if (metrics !== undefined && this.config.maxConversations > 0) {
      const every = Math.max(1_000, Math.min(SWEEP_MS, this.config.conversationTtlMs));
      this.sweeper = setInterval(() => this.sweep(), every);
      // The timer must never keep the host process alive.
      if (typeof this.sweeper === 'object' && typeof this.sweeper.unref === 'function') this.sweeper.unref();
    }
    this.chains = new ResponseChains(this.config.maxConversations, this.config.conversationTtlMs);
    this.logRecordProcessor = new SignalsLogRecordProcessor({ maxCharsPerSpan: this.config.maxAttributeLength });
    this.analyzeOptions = this.config.analyze;
    this.baselineValues = resolveOptions(this.config.analyze).baselines;
    if (this.config.baselinesPinned) {
      announceBaselines("scoring against the profile's baselines (pinned by the `profile` or `baselines` option)");
    } else {
      const fixedTurns = this.config.userTurnsPinned ? this.baselineValues.userTurns : undefined;
      this.warmup = new BaselineWarmup(WARMUP_CONVERSATIONS, (learned) => {
        // An explicit `baselineTurns` keeps the user-turn baseline (and the turn thresholds) it sets.
        const baselines = fixedTurns === undefined ? learned : { ...learned, userTurns: fixedTurns };
        this.analyzeOptions = { ...this.config.analyze, baselines };
        this.baselineValues = resolveOptions(this.analyzeOptions).baselines;
        this.cache.useAnalyzeOptions(this.analyzeOptions);
        announceBaselines(frozenMessage(learned, WARMUP_CONVERSATIONS));
      });
    }
  }

  /** True once {@link close} was called: spans pass through untouched. */
  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Remembers the conversation id a starting span inherits: its own (set at start), its local
   * parent span's (own or inherited), or the baggage `session.id` of the parent context.
   */
  start(span: ReadableSpanLike, parentContext: Context): void {
    if (this.closed) return;
    const attributes = span.attributes as unknown;
    const id =
      (attributes !== null && typeof attributes === 'object'
        ? conversationIdOf(attributes as Record<string, unknown>)
        : undefined) ??
      parentConversationId(parentContext, this.inheritedIds) ??
      acceptedId(baggageValue(parentContext, BAGGAGE_CONVERSATION_ID));
    if (id !== undefined) this.inheritedIds.set(span, id);
  }

  /**
   * Scores an ended (or ending) span and hands its update to `sink.write`; spans without messages,
   * declined by `shouldAnalyze`, or repeating messages already analysed are counted and left alone.
   * May throw (a failing write): callers catch and {@link fail}.
   */
  score<S extends ReadableSpanLike>(span: S, sink: UpdateSink<S>): void {
    if (this.closed) return; // shut down: no analysis, nothing cached
    const c = this.counters;
    c.spansSeen++;
    const attributes = withLogEvents(span, this.logRecordProcessor);
    if (attributes === undefined || !hasSpanMessages(attributes)) {
      c.spansSkippedNoMessages++;
      return;
    }
    sink.carriesMessages?.(span);
    if (attributes[ATTR.QUALITY] !== undefined) {
      c.spansSkippedDuplicate++;
      return;
    }
    if (!this.wanted(span)) {
      c.spansSkippedByFilter++;
      return;
    }
    const read = readSpanMessages(attributes, this.config);
    c.malformedAttributes += read?.skipped ?? 0;
    if (read === undefined || !read.messages.some(carriesConversation)) {
      c.spansSkippedNoMessages++;
      return;
    }
    // A truncated message list holds only the conversation's first messages: it is scored on its
    // own, never merged into (and never rewriting) a tracked conversation's history.
    const partial = read.partial === true;
    const ownId = partial ? undefined : (conversationIdOf(attributes) ?? this.inheritedIds.get(span));
    const conversationId = ownId ?? (partial ? undefined : this.chainedConversation(attributes));
    const resolution = this.cache.resolve(read.messages, conversationId, span.spanContext().traceId);
    if (!partial) this.rememberResponse(attributes, conversationId, read.messages);
    if (resolution.kind === 'duplicate') {
      c.spansSkippedDuplicate++;
      return;
    }
    // A tracked conversation's tracker already holds the span's new messages: its report costs
    // O(window), not a re-analysis of the history. An untracked span is analysed on its own.
    const report =
      resolution.kind === 'tracked' ? resolution.tracker.report() : analyze(resolution.messages, this.analyzeOptions);
    if (this.warmup?.learning === true)
      this.warmup.observe(
        conversationId ?? `span:${span.spanContext().spanId}`,
        resolution.kind === 'tracked' ? resolution.tracker.shape() : shapeOfMessages(resolution.messages),
      );
    if (partial) c.spansPartial++;
    sink.write(span, spanUpdate(report, span, { ...this.config, partial }));
    c.spansAnalysed++;
    if (report.flagged) c.spansFlagged++;
    if (this.metrics !== undefined) {
      if (resolution.kind === 'tracked') this.metrics.observe(resolution.tally, report);
      else this.metrics.record(report);
    }
    if (c.spansAnalysed % PRUNE_EVERY === 0) {
      this.cache.prune();
      this.chains.prune();
    }
  }

  /** Counts a span whose `signals.*` attributes the SDK dropped; warns once with the fix. */
  attributesDropped(): void {
    if (this.counters.attributesDropped++ === 0) diagWarn(ATTRIBUTE_LIMIT_WARNING);
  }

  /** Forgets expired conversations (with metrics on, recording them). Never throws. */
  sweep(): void {
    try {
      this.cache.prune();
      this.chains.prune();
    } catch (error) {
      this.fail('sweep', error);
    }
  }

  /**
   * Forgets every tracked conversation (with metrics on, recording each with its latest verdict);
   * spans scored afterwards pass through untouched. Never throws.
   */
  close(): void {
    this.closed = true;
    if (this.sweeper !== undefined) clearInterval(this.sweeper);
    this.sweeper = undefined;
    try {
      this.cache.clear();
      this.chains.clear();
      void this.logRecordProcessor.shutdown();
    } catch (error) {
      this.fail('shutdown', error);
    }
  }

  /** A snapshot of the counters (see {@link SignalsProcessorStats}). */
  stats(): SignalsProcessorStats {
    return Object.freeze({
      ...this.counters,
      conversationsTracked: this.cache.size,
      retainedBytes: this.cache.retainedBytes,
      conversationsEvicted: this.cache.conversationsEvicted,
      tracesEvicted: this.cache.tracesEvicted,
      baselines: this.warmup?.source ?? 'profile',
      baselineValues: this.baselineValues,
      baselineConversations: this.warmup?.seen ?? 0,
    });
  }

  /** Counts a caught failure and reports it to `diag` (the first ten, then every hundredth). */
  fail(hook: string, error: unknown): void {
    const n = ++this.counters.errors;
    if (n <= 10 || n % 100 === 0)
      diagError(`${hook} failed (${n} failure(s) so far); the span is left unchanged`, error);
  }

  /**
   * The conversation of the response a Responses API call continues (`previous_response_id`): the
   * earlier span's conversation, or a chain started from its remembered messages. Undefined when
   * the span continues no known response.
   */
  private chainedConversation(attributes: SpanAttributes): string | undefined {
    const previous = previousResponseIdOf(attributes);
    if (previous === undefined) return undefined;
    const link = this.chains.get(previous);
    if (link === undefined) return undefined;
    if (link.conversationId !== undefined) return link.conversationId;
    const id = chainConversationId(previous);
    if (link.messages !== undefined) this.cache.resolve(link.messages, id, undefined);
    return id;
  }

  /** Remembers a Responses API response (`resp_…` id) so a later call chained to it can join it. */
  private rememberResponse(attributes: SpanAttributes, conversationId: string | undefined, messages: Message[]): void {
    if (this.config.maxConversations === 0) return;
    const id = responseIdOf(attributes);
    if (id === undefined || !id.startsWith('resp_')) return;
    this.chains.set(id, { conversationId, messages: conversationId === undefined ? messages : undefined });
  }

  private wanted(span: ReadableSpanLike): boolean {
    try {
      const wanted: unknown = this.config.shouldAnalyze(span);
      if (wanted !== null && typeof wanted === 'object' && typeof (wanted as { then?: unknown }).then === 'function') {
        (wanted as Promise<unknown>).then(undefined, () => {}); // its rejection is not the host's
        if (!this.warnedAsyncFilter) {
          this.warnedAsyncFilter = true;
          diagWarn(ASYNC_FILTER_WARNING);
        }
      }
      return wanted === true;
    } catch (error) {
      this.fail('shouldAnalyze', error);
      return false;
    }
  }
}

/**
 * The span's attributes, with the messages of its GenAI log events added when the span carries none
 * of its own (events kept for a span that has messages are dropped). Undefined for a span without
 * an attribute object.
 */
function withLogEvents(span: ReadableSpanLike, logs: SignalsLogRecordProcessor): SpanAttributes | undefined {
  const attributes = span.attributes as unknown;
  if (attributes === null || typeof attributes !== 'object') return undefined;
  if (logs.pendingSpans === 0) return attributes as SpanAttributes;
  const events = logs.take(span.spanContext());
  if (events === undefined || hasSpanMessages(attributes as SpanAttributes)) return attributes as SpanAttributes;
  return { ...(attributes as SpanAttributes), ...eventAttributes(events) };
}

/** A user, assistant or tool message with text or tool calls: something to analyse. */
function carriesConversation(message: Message): boolean {
  const role = roleOf(message);
  return (
    role !== undefined &&
    role !== 'system' &&
    role !== 'developer' &&
    (hasText(message) || toolCallCountOf(message) > 0)
  );
}
