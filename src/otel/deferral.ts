/**
 * @module The spans `SignalsSpanProcessor` leaves to its exporter (`signals.exporter(…)`) to score
 * in the export batch: those too large to score inside `span.end()`, and every span ending while
 * one waits, so each conversation is still read in the order its spans ended.
 */
import type { ReadableSpanLike } from './span-like';

/** Spans handed from the processor to its exporter, and how many are still waiting. */
export class Deferral {
  private readonly spans = new WeakSet<object>();
  private waiting = 0;
  /** The exporter received a batch: it is wired, so deferred spans will reach it. */
  private active = false;

  /** Spans deferred and not scored yet. */
  get pending(): number {
    return this.waiting;
  }

  /** Called by the exporter on each batch: from then on, spans may be deferred to it. */
  activate(): void {
    this.active = true;
  }

  /**
   * True when the span must wait for the exporter: one waits already, or its text exceeds
   * `maxChars`. Always false until the exporter received its first batch (an exporter made but
   * never registered must not take spans away from the processor).
   */
  shouldDefer(span: ReadableSpanLike, maxChars: number): boolean {
    return this.active && (this.waiting > 0 || exceedsChars(span.attributes, maxChars));
  }

  /** Leaves the span to the exporter. */
  defer(span: ReadableSpanLike): void {
    if (this.spans.has(span)) return;
    this.spans.add(span);
    this.waiting++;
  }

  /** Takes a span back from the queue: true when it was deferred (it no longer counts as waiting). */
  release(span: object): boolean {
    if (!this.spans.delete(span)) return false;
    this.waiting--;
    return true;
  }
}

/**
 * True when the attributes' string values (strings and string arrays) hold more than `max`
 * characters in all; stops reading once past it. Non-objects hold none.
 */
export function exceedsChars(attributes: unknown, max: number): boolean {
  if (attributes === null || typeof attributes !== 'object') return false;
  let total = 0;
  for (const key in attributes) {
    const value = (attributes as Record<string, unknown>)[key];
    if (typeof value === 'string') total += value.length;
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') total += item.length;
    if (total > max) return true;
  }
  return false;
}
