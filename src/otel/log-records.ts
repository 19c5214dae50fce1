/**
 * @module `SignalsLogRecordProcessor`: collects the GenAI log events that carry a span's messages
 * (`@opentelemetry/instrumentation-openai` and other semantic-convention instrumentations put
 * message content in log records, not on spans) until the span ends, so `SignalsSpanProcessor`
 * can read them. Bounded in spans, characters and time; never throws.
 */
import type { Context, SpanContext } from '@opentelemetry/api';
import { genAIEventName, type GenAIEvent } from '../adapters/genai-events';
import type { SpanAttributes } from '../adapters/types';
import { diagError } from './diag';

/** The fields of an SDK log record the processor reads (a subset of `ReadWriteLogRecord`). */
export interface LogRecordLike {
  readonly eventName?: string;
  readonly attributes?: unknown;
  readonly body?: unknown;
  readonly spanContext?: SpanContext;
}

/** Bounds of the events kept while their spans are running. Every field is optional. */
export interface SignalsLogRecordProcessorOptions {
  /**
   * Spans with pending events at once; past it the oldest span's events are dropped.
   * @default 1000
   */
  maxSpans?: number;
  /**
   * Characters of event content (strings counted by length, each event 64 more) kept for one
   * span; a span past it keeps none (its messages would be incomplete) and is read without events.
   * @default 1_000_000
   */
  maxCharsPerSpan?: number;
  /**
   * Characters of event content kept in total (each event 64 more); past it the oldest spans'
   * events are dropped.
   * @default 16_000_000
   */
  maxChars?: number;
  /**
   * Events of a span that has not ended this many milliseconds after its first event are dropped.
   * @default 600_000 (10 minutes)
   */
  ttlMs?: number;
}

/** Counters of a {@link SignalsLogRecordProcessor} since it was created. */
export interface SignalsLogRecordStats {
  /** GenAI content events received (other log records are not counted). */
  readonly eventsSeen: number;
  /** Events handed to the span processor when their span ended. */
  readonly eventsUsed: number;
  /** Events dropped: no span context, a bound reached, or their span never ended in time. */
  readonly eventsDropped: number;
  /** Spans whose events are waiting for the span to end. */
  readonly spansPending: number;
  /** Failures caught in `onEmit` (reported to `diag`, never thrown). */
  readonly errors: number;
}

interface Pending {
  events: GenAIEvent[];
  chars: number;
  expires: number;
  /** Over `maxCharsPerSpan`: the span's events are dropped. */
  overflow: boolean;
}

const SPAN_KEY = Symbol.for('OpenTelemetry Context Key SPAN');
/** Values visited when sizing one event; past it the event counts as too large to keep. */
/**
 * Characters every kept event counts on top of its content: what holding one event costs beside
 * its text (its record, body and attribute objects, about 170 bytes for an empty one). Without it,
 * 4,000,000 events with empty bodies fit the 16,000,000-character bound and held 650 MiB.
 */
export const EVENT_CHARS = 64;
const MAX_SIZE_NODES = 100_000;

/**
 * A log record processor that keeps the GenAI content events of running spans (keyed by trace id
 * and span id) for the {@link SignalsSpanProcessor} that created it; read it from
 * `signals.logRecordProcessor` and register it with your `LoggerProvider`. Other log records are
 * ignored after one property lookup; nothing is exported or modified.
 *
 * @example
 * ```ts
 * import { LoggerProvider } from '@opentelemetry/sdk-logs';
 * import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
 * import { SignalsSpanProcessor } from 'agent-signals/otel';
 *
 * const signals = new SignalsSpanProcessor();
 * const tracerProvider = new NodeTracerProvider({ spanProcessors: [signals] }); // + your exporter
 * const loggerProvider = new LoggerProvider({ processors: [signals.logRecordProcessor] });
 * // then tracerProvider.register() and logs.setGlobalLoggerProvider(loggerProvider)
 * ```
 */
export class SignalsLogRecordProcessor {
  private readonly pending = new Map<string, Pending>();
  private readonly maxSpans: number;
  private readonly maxCharsPerSpan: number;
  private readonly maxChars: number;
  private readonly ttlMs: number;
  private chars = 0;
  private eventsSeen = 0;
  private eventsUsed = 0;
  private eventsDropped = 0;
  private errors = 0;
  private shutDown = false;

  /**
   * @param options - See {@link SignalsLogRecordProcessorOptions}.
   * @param now - Clock in milliseconds (for tests).
   */
  constructor(
    options?: SignalsLogRecordProcessorOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxSpans = bound(options?.maxSpans, 1000);
    this.maxCharsPerSpan = bound(options?.maxCharsPerSpan, 1_000_000);
    this.maxChars = bound(options?.maxChars, 16_000_000);
    this.ttlMs = bound(options?.ttlMs, 600_000);
  }

  /** Keeps a GenAI content event until its span ends; ignores every other record, and all after `shutdown()`. */
  onEmit(record: LogRecordLike, context?: Context): void {
    if (this.shutDown) return;
    try {
      const name = genAIEventName(record.eventName, record.attributes);
      if (name === undefined) return;
      this.eventsSeen++;
      const key = spanKey(record.spanContext ?? spanContextOf(context));
      if (key === undefined || this.maxSpans === 0) {
        this.eventsDropped++;
        return;
      }
      const attributes = (isObject(record.attributes) ? record.attributes : {}) as SpanAttributes;
      const event: GenAIEvent = { name, body: record.body, attributes };
      this.add(
        key,
        event,
        EVENT_CHARS + sizeOf(record.body, this.maxCharsPerSpan) + sizeOf(attributes, this.maxCharsPerSpan),
      );
    } catch (error) {
      const n = ++this.errors;
      if (n <= 10 || n % 100 === 0) diagError(`log record onEmit failed (${n} failure(s) so far)`, error);
    }
  }

  /**
   * The events kept for a span, removed from the buffer; undefined when there are none (or they
   * were dropped). Called by the span processor when the span ends.
   */
  take(spanContext: SpanContext | undefined): GenAIEvent[] | undefined {
    if (this.pending.size === 0) return undefined;
    const key = spanKey(spanContext);
    if (key === undefined) return undefined;
    const entry = this.pending.get(key);
    if (entry === undefined) return undefined;
    this.remove(key, entry);
    if (entry.overflow || entry.expires <= this.now()) {
      this.eventsDropped += entry.events.length;
      return undefined;
    }
    this.eventsUsed += entry.events.length;
    return entry.events;
  }

  /** Spans whose events are waiting for the span to end. */
  get pendingSpans(): number {
    return this.pending.size;
  }

  /** A snapshot of the counters (see {@link SignalsLogRecordStats}). */
  getStats(): SignalsLogRecordStats {
    return Object.freeze({
      eventsSeen: this.eventsSeen,
      eventsUsed: this.eventsUsed,
      eventsDropped: this.eventsDropped,
      spansPending: this.pending.size,
      errors: this.errors,
    });
  }

  /** Nothing is exported: resolves at once. */
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  /** Drops every pending event; later records are ignored. */
  shutdown(): Promise<void> {
    this.shutDown = true;
    this.eventsDropped += [...this.pending.values()].reduce((n, entry) => n + entry.events.length, 0);
    this.pending.clear();
    this.chars = 0;
    return Promise.resolve();
  }

  private add(key: string, event: GenAIEvent, chars: number): void {
    const now = this.now();
    this.expire(now);
    let entry = this.pending.get(key);
    if (entry === undefined) {
      entry = { events: [], chars: 0, expires: now + this.ttlMs, overflow: false };
      this.pending.set(key, entry);
      while (this.pending.size > this.maxSpans) this.evictOldest();
    }
    if (entry.overflow) {
      this.eventsDropped++;
      return;
    }
    if (entry.chars + chars > this.maxCharsPerSpan) {
      this.eventsDropped += entry.events.length + 1;
      this.chars -= entry.chars;
      entry.events = [];
      entry.chars = 0;
      entry.overflow = true;
      return;
    }
    entry.events.push(event);
    entry.chars += chars;
    this.chars += chars;
    while (this.chars > this.maxChars && this.pending.size > 0) this.evictOldest();
  }

  /** Drops entries past their time to live, oldest first (insertion order is expiry order). */
  private expire(now: number): void {
    for (const [key, entry] of this.pending) {
      if (entry.expires > now) break;
      this.eventsDropped += entry.events.length;
      this.remove(key, entry);
    }
  }

  private evictOldest(): void {
    const oldest = this.pending.entries().next();
    if (oldest.done === true) return;
    const [key, entry] = oldest.value;
    this.eventsDropped += entry.events.length;
    this.remove(key, entry);
  }

  private remove(key: string, entry: Pending): void {
    this.pending.delete(key);
    this.chars -= entry.chars;
  }
}

function bound(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

function isObject(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/** `traceId:spanId` of a valid span context, else undefined. */
function spanKey(context: SpanContext | undefined): string | undefined {
  if (!isObject(context)) return undefined;
  const { traceId, spanId } = context;
  if (typeof traceId !== 'string' || typeof spanId !== 'string' || traceId === '' || spanId === '') return undefined;
  if (/^0+$/.test(spanId)) return undefined;
  return `${traceId}:${spanId}`;
}

/** The span context of the active span in `context` (how the API stores it), or undefined. */
function spanContextOf(context: Context | undefined): SpanContext | undefined {
  try {
    const span = context?.getValue(SPAN_KEY) as { spanContext?: () => SpanContext } | undefined;
    return typeof span?.spanContext === 'function' ? span.spanContext() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Approximate size of a value in characters: string lengths plus a few per other value, walked
 * to any depth but bounded by work: past {@link MAX_SIZE_NODES} values visited, or once the size
 * passes `limit`, the walk stops and returns `Infinity` (the event is too large to keep). An
 * object reached twice (a value that reuses one object inside itself, or a cycle) is walked once,
 * as it is held once. Was: a tree walk of depth 8, where a value reusing one object 20 times per
 * level took 10.6 s, and text deeper than 8 levels counted as 4 characters.
 */
function sizeOf(value: unknown, limit: number): number {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  let n = 0;
  let nodes = 0;
  while (stack.length > 0) {
    if (++nodes > MAX_SIZE_NODES || n > limit) return Infinity;
    const item = stack.pop();
    if (typeof item === 'string') {
      n += item.length + 2;
      continue;
    }
    if (!isObject(item)) {
      n += 4;
      continue;
    }
    n += 2;
    if (seen.has(item)) continue;
    seen.add(item);
    if (Array.isArray(item)) {
      n += item.length;
      for (let i = 0; i < item.length && stack.length <= MAX_SIZE_NODES; i++) stack.push(item[i]);
      continue;
    }
    for (const key of Object.keys(item)) {
      n += key.length + 3;
      if (stack.length > MAX_SIZE_NODES) break;
      stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return n > limit ? Infinity : n;
}
