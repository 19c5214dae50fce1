/**
 * @module Noticing that the SDK dropped the `signals.*` attributes: a span that already holds its
 * attribute count limit (128 by default; an OpenInference span of 64 messages carries 128) takes
 * no more, silently. The processor checks that the verdict landed and says how to make room.
 */
import { ATTR } from './attributes';
import type { ReadableSpanLike } from './span-like';
import type { SpanUpdate } from './report-attributes';

/** The warning sent to `diag` once per processor when attributes were dropped. */
export const ATTRIBUTE_LIMIT_WARNING =
  'signals.* attributes were dropped by the SDK: the span already held its attribute count limit ' +
  '(128 by default; OpenInference spans of 64 or more messages reach it). Raise it on the tracer ' +
  'provider, e.g. new NodeTracerProvider({ spanLimits: { attributeCountLimit: 1024 } }), or set ' +
  'OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT=1024. Span events and the flag marker were still written. ' +
  'Counted in getStats().attributesDropped; this warning is shown once.';

/** True when the update's `signals.quality` is on the span after writing it. Never throws. */
export function attributesLanded(span: ReadableSpanLike, update: SpanUpdate): boolean {
  try {
    return span.attributes[ATTR.QUALITY] === update.attributes[ATTR.QUALITY];
  } catch {
    return true; // a span whose attributes cannot be read is not ours to judge
  }
}
