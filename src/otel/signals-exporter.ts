/**
 * @module `SignalsExporter`: the exporter-side mode of `agent-signals/otel`. It wraps the span
 * exporter and scores spans in the export batch, off the host's request path (see docs/otel.md).
 */
import type { Context } from '@opentelemetry/api';
import type { Deferral } from './deferral';
import { derivedSpan } from './derived-span';
import type { SignalsLogRecordProcessor } from './log-records';
import type { SignalsSpanProcessorOptions } from './options';
import type { ReadableSpanLike } from './span-like';
import { SpanScorer } from './span-scorer';
import type { SignalsProcessorStats } from './stats';

/** The result an exporter reports (`ExportResult` of `@opentelemetry/core`: code 0 success, 1 failure). */
export interface ExportResultLike {
  readonly code: number;
  readonly error?: Error;
}

/** The `SpanExporter` interface of the OpenTelemetry SDK (1.x, 2.x, 3.x), structurally. */
export interface SpanExporterLike<S extends ReadableSpanLike = ReadableSpanLike> {
  export(spans: S[], resultCallback: (result: ExportResultLike) => void): void;
  shutdown(): Promise<void>;
  forceFlush?(): Promise<void>;
}

/** A span processor that only listens to span starts: see {@link SignalsExporter.contextProcessor}. */
export interface StartListener {
  onStart(span: ReadableSpanLike, parentContext: Context): void;
  onEnd(span: ReadableSpanLike): void;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Scoring work done in one go before yielding to the event loop, in milliseconds. */
const SLICE_MS = 5;
/** Spans waiting to be scored at most; a batch that would exceed it is handed on unscored. */
export const MAX_QUEUED_SPANS = 2048;

/** One `export()` call waiting to be scored and handed on. */
interface Job<S> {
  readonly spans: readonly S[];
  readonly out: S[];
  next: number;
  readonly done: (result: ExportResultLike) => void;
}

/**
 * A span exporter that scores the conversation of LLM spans in each export batch and hands the
 * wrapped exporter, in their place, spans carrying exactly what `SignalsSpanProcessor` writes:
 * the same `signals.*` attributes, `signal.<type>` events and ` 🚩` on flagged names. The original
 * spans are not mutated; the spans handed on delegate to them.
 *
 * - Nothing runs on the request path: `export()` only queues the batch. Scoring happens on later
 *   turns of the event loop, in slices of about 5 ms, and each batch is handed to the wrapped
 *   exporter, in order, once scored. `span.end()` costs what your span processor costs without it.
 * - Takes the same options as the processor, and keeps conversations the same way (one
 *   incremental analysis per conversation id, bounded LRU + TTL, de-duplication per trace).
 * - A conversation id inherited from a parent span or from W3C baggage is seen only at span
 *   start: register {@link contextProcessor} on the tracer provider as well when you rely on it.
 * - Bounded: when more than 2,048 spans wait to be scored (spans end faster than they can be
 *   scored), further batches are handed on unscored and counted in `getStats().spansUnscoredBacklog`.
 * - Never throws into the host: a span that fails is handed on unchanged, counted in `getStats()`.
 *   `forceFlush()` and `shutdown()` finish the queued batches, then call the wrapped exporter's.
 *
 * @example
 * ```ts
 * import { NodeTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-node';
 * import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
 * import { SignalsExporter } from 'agent-signals/otel';
 *
 * const signals = new SignalsExporter(new OTLPTraceExporter());
 * const provider = new NodeTracerProvider({
 *   spanProcessors: [signals.contextProcessor, new BatchSpanProcessor(signals)],
 * });
 * provider.register();
 * ```
 */
export class SignalsExporter<S extends ReadableSpanLike = ReadableSpanLike> {
  /** See `SignalsSpanProcessor.logRecordProcessor`: messages written to GenAI log events. */
  readonly logRecordProcessor: SignalsLogRecordProcessor;
  /**
   * A span processor that only remembers, at span start, the conversation id a span inherits from
   * its local parent span or from the baggage `session.id` (a map lookup per span, nothing at
   * end). Register it on the tracer provider when ids are set on a parent span or in baggage
   * rather than on the LLM spans themselves.
   */
  readonly contextProcessor: StartListener;
  private readonly scorer: SpanScorer;
  private readonly queue: Job<S>[] = [];
  /** Spans in {@link queue} not scored yet. */
  private queued = 0;
  private scheduled = false;
  /** Resolvers waiting for the queue to drain (`forceFlush`, `shutdown`). */
  private idle: (() => void)[] = [];

  /** With `SignalsSpanProcessor.exporter()`: only the spans the processor deferred are scored here. */
  private readonly deferral: Deferral | undefined;

  /**
   * @param inner - The exporter that sends the spans (OTLP, console, in-memory…).
   * @param options - The processor's options (see `SignalsSpanProcessorOptions`); resolved once.
   * @param shared - Internal: the processor's scorer and deferral (`SignalsSpanProcessor.exporter()`).
   */
  constructor(
    private readonly inner: SpanExporterLike<S>,
    options?: SignalsSpanProcessorOptions,
    shared?: { readonly scorer: SpanScorer; readonly deferral: Deferral },
  ) {
    const scorer = shared?.scorer ?? new SpanScorer(options);
    this.deferral = shared?.deferral;
    this.scorer = scorer;
    this.logRecordProcessor = scorer.logRecordProcessor;
    this.contextProcessor = {
      onStart: (span, parentContext) => {
        try {
          scorer.start(span, parentContext);
        } catch (error) {
          scorer.fail('onStart', error);
        }
      },
      onEnd: () => undefined,
      forceFlush: () => Promise.resolve(),
      shutdown: () => Promise.resolve(),
    };
  }

  /** Queues the batch; it is scored on later turns of the event loop, then handed to the wrapped exporter. */
  export(spans: S[], resultCallback: (result: ExportResultLike) => void): void {
    this.deferral?.activate();
    if (!Array.isArray(spans) || this.scorer.isClosed) {
      this.handOn(Array.isArray(spans) ? spans : [], resultCallback);
      return;
    }
    if (this.queued + spans.length > MAX_QUEUED_SPANS) {
      // Scoring has fallen behind (spans end faster than they are scored): never let it grow.
      for (const span of spans) if (this.deferral === undefined || this.deferral.release(span)) this.backlogged();
      this.handOn(spans, resultCallback);
      return;
    }
    this.queued += spans.length;
    this.queue.push({ spans: spans.slice(), out: [], next: 0, done: resultCallback });
    this.schedule();
  }

  /** Scores the queued batches, then flushes the wrapped exporter. */
  async forceFlush(): Promise<void> {
    await this.drained();
    this.scorer.sweep();
    if (typeof this.inner.forceFlush === 'function') await this.inner.forceFlush();
  }

  /**
   * Scores and hands on the queued batches, forgets every conversation (with metrics on,
   * recording each), then shuts the wrapped exporter down.
   */
  async shutdown(): Promise<void> {
    await this.drained();
    this.scorer.close();
    await this.inner.shutdown();
  }

  /** A snapshot of the exporter's counters (see {@link SignalsProcessorStats}). */
  getStats(): SignalsProcessorStats {
    return this.scorer.stats();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.work());
  }

  /** Scores queued spans for about {@link SLICE_MS}, handing on each batch once complete. */
  private work(): void {
    this.scheduled = false;
    const until = performance.now() + SLICE_MS;
    while (this.queue.length > 0) {
      const job = this.queue[0] as Job<S>;
      while (job.next < job.spans.length) {
        job.out.push(this.scored(job.spans[job.next++] as S));
        this.queued--;
        if (performance.now() >= until) break;
      }
      if (job.next < job.spans.length) break;
      this.queue.shift();
      this.handOn(job.out, job.done);
      if (performance.now() >= until) break;
    }
    if (this.queue.length > 0) this.schedule();
    else for (const resolve of this.idle.splice(0)) resolve();
  }

  private backlogged(): void {
    this.scorer.counters.spansUnscoredBacklog++;
  }

  /** The span as it is handed on: derived with its update, or itself when unscored. Never throws. */
  private scored(span: S): S {
    // Sharing the processor's scorer: a span it did not defer was scored in `span.end()` already.
    if (this.deferral !== undefined && !this.deferral.release(span)) return span;
    let out = span;
    try {
      this.scorer.score(span, {
        write: (original, update) => {
          out = derivedSpan(original, update);
        },
      });
    } catch (error) {
      this.scorer.fail('export', error);
      return span;
    }
    return out;
  }

  /** Calls the wrapped exporter; a throw becomes a failed result. */
  private handOn(spans: S[], done: (result: ExportResultLike) => void): void {
    try {
      this.inner.export(spans, done);
    } catch (error) {
      this.scorer.fail('export', error);
      done({ code: 1, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  private drained(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}
