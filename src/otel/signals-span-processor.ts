/**
 * @module `SignalsSpanProcessor`: scores the conversation carried by LLM spans and writes the
 * verdict onto the span (see docs/otel.md).
 */
import type { Context } from '@opentelemetry/api';
import { Deferral } from './deferral';
import type { SignalsLogRecordProcessor } from './log-records';
import type { SignalsSpanProcessorOptions } from './options';
import { writeUpdate } from './write-report';
import type { ReadableSpanLike, WritableSpanLike } from './span-like';
import { SignalsExporter, type SpanExporterLike } from './signals-exporter';
import { SpanScorer, type UpdateSink } from './span-scorer';
import type { SignalsProcessorStats } from './stats';

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
 * - Scores inside `span.end()`, on the request path; `SignalsExporter` does the same work in the
 *   export batch instead (see docs/otel.md for when to use which).
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
  private readonly scorer: SpanScorer;
  /** Spans handled in `onEnding`, so `onEnd` leaves them alone. */
  private readonly handled = new WeakSet<object>();
  /** The span of the latest `onEnding` call: the SDK calls `onEnd` for it right after. */
  private lastEnding: object | undefined;
  /** Writes onto the live span (`onEnding`), checking that the verdict landed. */
  private readonly live: UpdateSink<WritableSpanLike>;
  /** Mutates the ended span (`onEnd` on SDKs without `onEnding`). */
  private readonly ended: UpdateSink<ReadableSpanLike>;
  /** Spans left to the exporter of {@link exporter}, once one was made. */
  private deferral: Deferral | undefined;

  /** @param options - See {@link SignalsSpanProcessorOptions}; resolved once. */
  constructor(options?: SignalsSpanProcessorOptions) {
    const scorer = new SpanScorer(options);
    this.scorer = scorer;
    this.logRecordProcessor = scorer.logRecordProcessor;
    this.live = {
      carriesMessages: (span) => this.handled.add(span),
      write: (span, update) => {
        if (writeUpdate(span, update, true).droppedAttributes.length > 0) scorer.attributesDropped();
      },
    };
    this.ended = {
      write: (span, update) => {
        writeUpdate(span, update, false);
        scorer.counters.fallbackWrites++;
      },
    };
  }

  /**
   * Remembers the conversation id the span inherits: its own (set at start), its local parent span's
   * (own or inherited), or the baggage `session.id` of the parent context.
   */
  onStart(span: WritableSpanLike, parentContext: Context): void {
    try {
      this.scorer.start(span, parentContext);
    } catch (error) {
      this.scorer.fail('onStart', error);
    }
  }

  /**
   * Wraps your span exporter so that spans too large to score inside `span.end()` (past
   * `maxInlineChars` characters of attribute text) are scored in the export batch instead, with
   * this processor's conversations; the other spans are still scored and written here. Use it in
   * place of your exporter: `new BatchSpanProcessor(signals.exporter(new OTLPTraceExporter()))`.
   */
  exporter<S extends ReadableSpanLike>(inner: SpanExporterLike<S>): SignalsExporter<S> {
    this.deferral ??= new Deferral();
    return new SignalsExporter(inner, undefined, { scorer: this.scorer, deferral: this.deferral });
  }

  /** Analyses the span and writes the result while it is still writable (SDK ≥ 2.3, 3.x). */
  onEnding(span: WritableSpanLike): void {
    this.lastEnding = span;
    try {
      if (this.deferred(span)) return;
      this.scorer.score(span, this.live);
    } catch (error) {
      this.scorer.fail('onEnding', error);
    }
  }

  /** Fallback for SDKs without `onEnding`: analyses the ended span and mutates it in place. */
  onEnd(span: ReadableSpanLike): void {
    try {
      if (span === this.lastEnding) {
        this.lastEnding = undefined;
        return;
      }
      if (this.handled.has(span) || this.deferred(span)) return;
      this.scorer.score(span, this.ended);
    } catch (error) {
      this.scorer.fail('onEnd', error);
    }
  }

  /** Forgets conversations that expired (with metrics on, recording them). Nothing else is buffered. */
  forceFlush(): Promise<void> {
    this.scorer.sweep();
    return Promise.resolve();
  }

  /**
   * Forgets every tracked conversation; spans ending afterwards pass through untouched. With
   * metrics on, each conversation is recorded now with its latest verdict: shut the tracer
   * provider down before the meter provider so they are exported.
   */
  shutdown(): Promise<void> {
    this.scorer.close();
    return Promise.resolve();
  }

  /** A snapshot of the processor's counters (see {@link SignalsProcessorStats}). */
  getStats(): SignalsProcessorStats {
    return this.scorer.stats();
  }

  /** Leaves the span to the exporter when one is wired and the span must wait (see `maxInlineChars`). */
  private deferred(span: ReadableSpanLike): boolean {
    const deferral = this.deferral;
    if (deferral === undefined || this.scorer.isClosed) return false;
    if (!deferral.shouldDefer(span, this.scorer.config.maxInlineChars)) return false;
    deferral.defer(span);
    this.scorer.counters.spansDeferred++;
    return true;
  }
}
