/**
 * @module `SignalsSpanProcessor`: scores the conversation carried by LLM spans and writes the
 * verdict onto the span (see docs/otel.md).
 */
import type { Context } from '@opentelemetry/api';
import { eventAttributes } from '../adapters/genai-events';
import { hasSpanMessages, readSpanMessages } from '../adapters/span-messages';
import type { SpanAttributes } from '../adapters/types';
import { analyze } from '../analyze';
import { hasText, roleOf, toolCallCountOf } from '../messages/extract';
import type { Message } from '../types';
import { ATTR, BAGGAGE_CONVERSATION_ID } from './attributes';
import { ConversationCache } from './conversation-cache';
import { acceptedId, conversationIdOf } from './conversation-id';
import { ATTRIBUTE_LIMIT_WARNING, attributesLanded } from './attribute-limits';
import { baggageValue, diagError, diagWarn } from './diag';
import { SignalsLogRecordProcessor } from './log-records';
import { parentConversationId } from './parent-conversation';
import { chainConversationId, previousResponseIdOf, ResponseChains, responseIdOf } from './response-chain';
import { createSignalMetrics, type SignalMetrics } from './metrics';
import { resolveProcessorOptions, type SignalsSpanProcessorConfig, type SignalsSpanProcessorOptions } from './options';
import {
  flaggedName,
  reportAttributes,
  signalEvents,
  writeInPlace,
  writeLive,
  type SpanUpdate,
} from './report-attributes';
import type { ReadableSpanLike, WritableSpanLike } from './span-like';
import { newCounters, type SignalsProcessorStats, type StatsCounters } from './stats';

/** Analysed spans between two sweeps of expired conversations. */
const PRUNE_EVERY = 256;
/** Said once when `shouldAnalyze` returns a promise: `onEnd` is synchronous and cannot await it. */
const ASYNC_FILTER_WARNING =
  'shouldAnalyze returned a Promise: span processors run synchronously in span.end() and cannot await it, so every such span is skipped; return true or false';
/** Longest time between two sweeps when metrics are on, so an idle conversation's metrics are recorded. */
const SWEEP_MS = 60_000;

/**
 * An OpenTelemetry span processor that reads the conversation of each LLM span (GenAI semantic
 * conventions, OpenInference, OpenLLMetry, Vercel AI SDK), analyses it with `analyze`, and adds
 * `signals.*` attributes, one `signal.<type>` event per signal, and ` 🚩` to the name of flagged
 * spans — before the span is exported.
 *
 * - Writes in `onEnding` (SDK ≥ 2.3, 3.x), while the span is still writable. On SDKs that never call
 *   `onEnding` (older SDKs, `@vercel/otel`) it mutates the ended span in `onEnd` instead; register
 *   it before the exporting processor there.
 * - Spans without message attributes cost a few property lookups.
 * - When a span carries a conversation id (`gen_ai.conversation.id`, `session.id`, …, or W3C baggage
 *   `session.id`), its messages are merged into that conversation's history (bounded LRU + TTL), so
 *   a span carrying only the newest turn is scored against the whole conversation. Each conversation
 *   is scored incrementally (a `ConversationTracker`): a span adding a turn costs O(its new
 *   messages), not O(history); a span rewriting the history (an edit) is re-read in full.
 * - A span whose messages were all analysed already in its trace (a parent agent span repeating its
 *   model spans) is not analysed again.
 * - Never throws into the host: failures go to the OpenTelemetry `diag` logger and `getStats()`.
 *
 * @example
 * ```ts
 * import { NodeTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-node';
 * import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
 * import { SignalsSpanProcessor } from 'agent-signals/otel';
 *
 * const signals = new SignalsSpanProcessor(); // snippets stay off spans unless includeSnippets: true
 * const provider = new NodeTracerProvider({
 *   spanProcessors: [signals, new BatchSpanProcessor(new OTLPTraceExporter())],
 * });
 * provider.register();
 * // … later: signals.getStats().spansFlagged
 * ```
 */
export class SignalsSpanProcessor {
  /**
   * Register this with your `LoggerProvider` when your instrumentation writes message content to
   * GenAI log events instead of span attributes (`@opentelemetry/instrumentation-openai`): it keeps
   * each span's events until the span ends, and this processor reads them as the span's messages.
   */
  readonly logRecordProcessor: SignalsLogRecordProcessor;
  private readonly config: SignalsSpanProcessorConfig;
  private readonly cache: ConversationCache;
  private readonly counters: StatsCounters = newCounters();
  private readonly metrics: SignalMetrics | undefined;
  /** Responses API ids of analysed spans, to join calls chained by `previous_response_id`. */
  private readonly chains: ResponseChains;
  /**
   * Conversation ids a span inherits at `onStart`: its own attributes, else its local parent span's
   * id, else the parent context's baggage `session.id`.
   */
  private readonly baggageIds = new WeakMap<object, string>();
  /** Spans handled in `onEnding`, so `onEnd` leaves them alone. */
  private readonly handled = new WeakSet<object>();
  /** The span of the latest `onEnding` call: the SDK calls `onEnd` for it right after. */
  private lastEnding: object | undefined;
  /** `shutdown()` was called. */
  private closed = false;
  /** `shouldAnalyze` returned a promise once (warned). */
  private warnedAsyncFilter = false;
  /** With metrics on: the timer that forgets expired conversations (recording them) while no spans arrive. */
  private sweeper: ReturnType<typeof setInterval> | undefined;

  /** @param options - See {@link SignalsSpanProcessorOptions}; resolved once. */
  constructor(options?: SignalsSpanProcessorOptions) {
    this.config = resolveProcessorOptions(options);
    const metrics =
      this.config.meterProvider === undefined ? undefined : createSignalMetrics(this.config.meterProvider);
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
  }

  /**
   * Remembers the conversation id the span inherits: its own (set at start), its local parent span's
   * (own or inherited), or the baggage `session.id` of the parent context.
   */
  onStart(span: WritableSpanLike, parentContext: Context): void {
    try {
      if (this.closed) return;
      const attributes = span.attributes as unknown;
      const id =
        (attributes !== null && typeof attributes === 'object'
          ? conversationIdOf(attributes as Record<string, unknown>)
          : undefined) ??
        parentConversationId(parentContext, this.baggageIds) ??
        acceptedId(baggageValue(parentContext, BAGGAGE_CONVERSATION_ID));
      if (id !== undefined) this.baggageIds.set(span, id);
    } catch (error) {
      this.fail('onStart', error);
    }
  }

  /** Analyses the span and writes the result while it is still writable (SDK ≥ 2.3, 3.x). */
  onEnding(span: WritableSpanLike): void {
    this.lastEnding = span;
    try {
      this.process(span, true);
    } catch (error) {
      this.fail('onEnding', error);
    }
  }

  /** Fallback for SDKs without `onEnding`: analyses the ended span and mutates it in place. */
  onEnd(span: ReadableSpanLike): void {
    try {
      if (span === this.lastEnding) {
        this.lastEnding = undefined;
        return;
      }
      if (this.handled.has(span)) return;
      this.process(span, false);
    } catch (error) {
      this.fail('onEnd', error);
    }
  }

  /** Forgets conversations that expired (with metrics on, recording them). Nothing else is buffered. */
  forceFlush(): Promise<void> {
    this.sweep();
    return Promise.resolve();
  }

  /**
   * Forgets every tracked conversation; spans ending afterwards pass through untouched. With
   * metrics on, each conversation is recorded now with its latest verdict: shut the tracer
   * provider down before the meter provider so they are exported.
   */
  shutdown(): Promise<void> {
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
    return Promise.resolve();
  }

  /** A snapshot of the processor's counters (see {@link SignalsProcessorStats}). */
  getStats(): SignalsProcessorStats {
    return Object.freeze({
      ...this.counters,
      conversationsTracked: this.cache.size,
      tracesEvicted: this.cache.tracesEvicted,
    });
  }

  private process(span: ReadableSpanLike, live: boolean): void {
    if (this.closed) return; // shut down: no analysis, nothing cached
    const c = this.counters;
    c.spansSeen++;
    const attributes = withLogEvents(span, this.logRecordProcessor);
    if (attributes === undefined || !hasSpanMessages(attributes)) {
      c.spansSkippedNoMessages++;
      return;
    }
    if (live) this.handled.add(span);
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
    const ownId = partial ? undefined : (conversationIdOf(attributes) ?? this.baggageIds.get(span));
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
      resolution.kind === 'tracked' ? resolution.tracker.report() : analyze(resolution.messages, this.config.analyze);
    const reported = reportAttributes(report);
    if (partial) {
      reported[ATTR.PARTIAL] = true;
      c.spansPartial++;
    }
    const update: SpanUpdate = {
      attributes: reported,
      events: signalEvents(report, this.config.includeSnippets),
      name: report.flagged ? flaggedName(span.name, this.config.flagMarker) : undefined,
    };
    if (live) {
      writeLive(span as WritableSpanLike, update);
      if (!attributesLanded(span, update)) this.attributesDropped();
    } else {
      writeInPlace(span, update);
      c.fallbackWrites++;
    }
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
  private attributesDropped(): void {
    if (this.counters.attributesDropped++ === 0) diagWarn(ATTRIBUTE_LIMIT_WARNING);
  }

  private sweep(): void {
    try {
      this.cache.prune();
      this.chains.prune();
    } catch (error) {
      this.fail('sweep', error);
    }
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

  /** Counts a caught failure and reports it to `diag` (the first ten, then every hundredth). */
  private fail(hook: string, error: unknown): void {
    const n = ++this.counters.errors;
    if (n <= 10 || n % 100 === 0)
      diagError(`${hook} failed (${n} failure(s) so far); the span is left unchanged`, error);
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
