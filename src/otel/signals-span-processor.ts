/**
 * @module `SignalsSpanProcessor`: scores the conversation carried by LLM spans and writes the
 * verdict onto the span (SPEC §8).
 */
import type { Context } from '@opentelemetry/api';
import { hasSpanMessages, readSpanMessages } from '../adapters/span-messages';
import { analyze } from '../analyze';
import { hasText, roleOf, toolCallCountOf } from '../messages/extract';
import type { Message } from '../types';
import { ATTR, BAGGAGE_CONVERSATION_ID } from './attributes';
import { ConversationCache } from './conversation-cache';
import { conversationIdOf } from './conversation-id';
import { ATTRIBUTE_LIMIT_WARNING, attributesLanded } from './attribute-limits';
import { baggageValue, diagError, diagWarn } from './diag';
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
  private readonly config: SignalsSpanProcessorConfig;
  private readonly cache: ConversationCache;
  private readonly counters: StatsCounters = newCounters();
  private readonly metrics: SignalMetrics | undefined;
  /** Conversation ids found in the parent context's baggage at `onStart`. */
  private readonly baggageIds = new WeakMap<object, string>();
  /** Spans handled in `onEnding`, so `onEnd` leaves them alone. */
  private readonly handled = new WeakSet<object>();
  /** The span of the latest `onEnding` call: the SDK calls `onEnd` for it right after. */
  private lastEnding: object | undefined;
  /** `shutdown()` was called. */
  private closed = false;
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
  }

  /** Remembers a baggage `session.id` of the parent context as the span's conversation id. */
  onStart(span: WritableSpanLike, parentContext: Context): void {
    try {
      if (this.closed) return;
      const id = baggageValue(parentContext, BAGGAGE_CONVERSATION_ID);
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
    const attributes = span.attributes;
    if (attributes === null || typeof attributes !== 'object' || !hasSpanMessages(attributes)) {
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
    const conversationId = conversationIdOf(attributes) ?? this.baggageIds.get(span);
    const resolution = this.cache.resolve(read.messages, conversationId, span.spanContext().traceId);
    if (resolution.kind === 'duplicate') {
      c.spansSkippedDuplicate++;
      return;
    }
    // A tracked conversation's tracker already holds the span's new messages: its report costs
    // O(window), not a re-analysis of the history. An untracked span is analysed on its own.
    const report =
      resolution.kind === 'tracked' ? resolution.tracker.report() : analyze(resolution.messages, this.config.analyze);
    const update: SpanUpdate = {
      attributes: reportAttributes(report),
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
    if (c.spansAnalysed % PRUNE_EVERY === 0) this.cache.prune();
  }

  /** Counts a span whose `signals.*` attributes the SDK dropped; warns once with the fix. */
  private attributesDropped(): void {
    if (this.counters.attributesDropped++ === 0) diagWarn(ATTRIBUTE_LIMIT_WARNING);
  }

  private sweep(): void {
    try {
      this.cache.prune();
    } catch (error) {
      this.fail('sweep', error);
    }
  }

  private wanted(span: ReadableSpanLike): boolean {
    try {
      return this.config.shouldAnalyze(span) === true;
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
