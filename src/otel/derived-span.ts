/**
 * @module The span the exporter mode hands on in place of an ended span: a thin object delegating
 * to the original, with the update's attributes, events and name layered on top. The original
 * span is never mutated.
 */
import type { Attributes } from '@opentelemetry/api';
import { endTimeOf, type SpanUpdate } from './report-attributes';
import type { ReadableSpanLike, TimedEventLike } from './span-like';

/**
 * The span as the processor would have left it after writing `update`: attributes merged after
 * the span's own (same keys, same order), one event per signal stamped with the span's end time
 * (as the processor adds them in `onEnding`), and the flagged name. Every other property and
 * method (`spanContext()`, `resource`, `duration`, …) is read from the original through the
 * prototype chain, so the result is what the exporter would have serialised.
 */
export function derivedSpan<S extends ReadableSpanLike>(span: S, update: SpanUpdate): S {
  const original = span as S & { readonly events?: readonly TimedEventLike[] };
  const attributes: Attributes = { ...original.attributes, ...update.attributes };
  const properties: PropertyDescriptorMap = {
    attributes: { value: attributes, enumerable: true },
    name: { value: update.name ?? original.name, enumerable: true },
  };
  if (Array.isArray(original.events)) {
    const time = endTimeOf(original) ?? [0, 0];
    const added: TimedEventLike[] = update.events.map((event) => ({
      name: event.name,
      attributes: event.attributes,
      time,
      droppedAttributesCount: 0,
    }));
    properties.events = { value: [...original.events, ...added], enumerable: true };
  }
  return Object.create(span, properties) as S;
}
