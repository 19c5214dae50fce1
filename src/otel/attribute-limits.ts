/**
 * @module The verdict on a full span: a span that already holds its attribute count limit (128 by
 * default; an OpenInference span of 64 messages carries 128) silently takes no new attribute. The
 * SDKs (2.x `Span.setAttribute`, 3.x `maybeAddAttribute`) only count the keys of their own record,
 * so the verdict is placed on that record directly: three keys of ours past the limit, none of
 * another instrumentation's removed or rewritten. The other `signals.*` attributes obey the limit.
 */
import type { AttributeValue, Attributes } from '@opentelemetry/api';
import { ATTR } from './attributes';
import type { ReadableSpanLike } from './span-like';

/** The attributes that carry the verdict: written even on a span at its attribute count limit. */
export const VERDICT_ATTRIBUTES: readonly string[] = [ATTR.QUALITY, ATTR.QUALITY_SCORE, ATTR.FLAGGED, ATTR.PARTIAL];

/** The warning sent to `diag` once per processor when `signals.*` attributes did not fit. */
export const ATTRIBUTE_LIMIT_WARNING =
  'some signals.* attributes did not fit: the span already held its attribute count limit ' +
  '(128 by default; OpenInference spans of 64 or more messages reach it). The verdict ' +
  '(signals.quality, signals.quality_score, signals.flagged) was still written, as was the ' +
  'gen_ai.evaluation.result event; the other signals.* attributes were dropped. Raise the limit on ' +
  'the tracer provider, e.g. new NodeTracerProvider({ spanLimits: { attributeCountLimit: 1024 } }), ' +
  'or set OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT=1024. Counted in getStats().attributesDropped; this ' +
  'warning is shown once.';

/** The keys of `written` the span does not hold after writing them. Never throws. */
export function missingAttributes(span: ReadableSpanLike, written: Attributes): string[] {
  try {
    const held = span.attributes;
    return Object.keys(written).filter(
      (key) => written[key] !== undefined && !Object.prototype.hasOwnProperty.call(held, key),
    );
  } catch {
    return []; // a span whose attributes cannot be read is not ours to judge
  }
}

/**
 * Places the verdict attributes among `missing` on the span's attribute record, past the SDK's
 * count limit. Returns the keys that still could not be placed (a frozen record). Never throws.
 */
export function placeVerdict(span: ReadableSpanLike, written: Attributes, missing: readonly string[]): string[] {
  const left: string[] = [];
  for (const key of missing) {
    const value: AttributeValue | undefined = written[key];
    if (!VERDICT_ATTRIBUTES.includes(key) || value === undefined) {
      left.push(key);
      continue;
    }
    try {
      (span.attributes as Attributes)[key] = value;
      if (!Object.prototype.hasOwnProperty.call(span.attributes, key)) left.push(key);
    } catch {
      left.push(key);
    }
  }
  return left;
}
