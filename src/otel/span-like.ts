/**
 * @module The minimal structural span types the processor needs, so it fits the `SpanProcessor`
 * interface of `@opentelemetry/sdk-trace-base` 1.x/2.x and `@opentelemetry/sdk-trace` 3.x without
 * depending on either.
 */
import type { AttributeValue, Attributes, HrTime, SpanContext, TimeInput } from '@opentelemetry/api';

/** The read side of an ended or ending span (a subset of the SDK's `ReadableSpan`). */
export interface ReadableSpanLike {
  readonly name: string;
  readonly attributes: Attributes;
  spanContext(): SpanContext;
  readonly endTime?: HrTime;
}

/** A span that can still be written: what `onStart` and `onEnding` receive (API `Span` & `ReadableSpan`). */
export interface WritableSpanLike extends ReadableSpanLike {
  setAttribute(key: string, value: AttributeValue): unknown;
  addEvent(name: string, attributes?: Attributes, startTime?: TimeInput): unknown;
  updateName(name: string): unknown;
}

/** One recorded span event, as the SDK stores it in `ReadableSpan.events`. */
export interface TimedEventLike {
  name: string;
  attributes?: Attributes;
  time: HrTime;
  droppedAttributesCount?: number;
}
