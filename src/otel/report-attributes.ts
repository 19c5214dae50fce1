/**
 * @module Turns a `SignalReport` into the typed span attributes and `signal.<type>` events of
 * docs/otel.md, and writes them to a live span or, as a fallback, into an ended one.
 */
import type { Attributes } from '@opentelemetry/api';
import type { SignalReport } from '../types';
import { ATTR, EVENT_ATTR, EVENT_PREFIX } from './attributes';
import type { ReadableSpanLike, TimedEventLike, WritableSpanLike } from './span-like';

/** Longest `signal.snippet` written, in UTF-16 code units. */
export const MAX_SNIPPET_LENGTH = 200;

/** One span event to add. */
export interface SignalEvent {
  readonly name: string;
  readonly attributes: Attributes;
}

/** What the processor writes for one report. */
export interface SpanUpdate {
  readonly attributes: Attributes;
  readonly events: readonly SignalEvent[];
  /** The new span name, or undefined to keep it. */
  readonly name: string | undefined;
}

const int = (n: number): number => (Number.isFinite(n) ? Math.trunc(n) : 0);

/**
 * The `signals.*` attributes of a report: always quality, score, flag, turn count, efficiency,
 * frustration count/severity, repetition count and positive-feedback count; repair, execution,
 * exhaustion, handoff, escalation and language only when present (count > 0, true, detected).
 */
export function reportAttributes(report: SignalReport): Attributes {
  const a: Attributes = {
    [ATTR.QUALITY]: report.quality,
    [ATTR.QUALITY_SCORE]: report.qualityScore,
    [ATTR.FLAGGED]: report.flagged,
    [ATTR.TURN_COUNT]: int(report.turnCount),
    [ATTR.EFFICIENCY_SCORE]: report.efficiencyScore,
    [ATTR.FRUSTRATION_COUNT]: int(report.frustration.count),
    [ATTR.FRUSTRATION_SEVERITY]: int(report.frustration.severity),
    [ATTR.REPETITION_COUNT]: int(report.repetition.count),
    [ATTR.POSITIVE_FEEDBACK_COUNT]: int(report.positiveFeedback.count),
  };
  if (report.repair.count > 0) {
    a[ATTR.REPAIR_COUNT] = int(report.repair.count);
    a[ATTR.REPAIR_RATIO] = report.repair.ratio;
  }
  if (report.escalation.requested) a[ATTR.ESCALATION_REQUESTED] = true;
  if (report.escalation.handoff) a[ATTR.ESCALATION_HANDOFF] = true;
  const { failure, loops } = report.execution;
  if (failure.count > 0) {
    a[ATTR.EXECUTION_FAILURE_COUNT] = int(failure.count);
    a[ATTR.EXECUTION_FAILURE_SEVERITY] = int(failure.severity);
  }
  if (loops.count > 0) {
    a[ATTR.EXECUTION_LOOPS_COUNT] = int(loops.count);
    a[ATTR.EXECUTION_LOOPS_SEVERITY] = int(loops.severity);
  }
  const exhaustion = report.environment.exhaustion;
  if (exhaustion.count > 0) {
    a[ATTR.ENVIRONMENT_EXHAUSTION_COUNT] = int(exhaustion.count);
    a[ATTR.ENVIRONMENT_EXHAUSTION_SEVERITY] = int(exhaustion.severity);
  }
  if (typeof report.language === 'string' && report.language !== '' && report.language !== 'und') {
    a[ATTR.LANGUAGE] = report.language;
  }
  return a;
}

/** One `signal.<type>` event per signal instance, with the snippet when enabled (≤ 200 chars). */
export function signalEvents(report: SignalReport, includeSnippets: boolean): SignalEvent[] {
  return report.signals.map((signal) => {
    const attributes: Attributes = {
      [EVENT_ATTR.TYPE]: signal.type,
      [EVENT_ATTR.MESSAGE_INDEX]: int(signal.messageIndex),
      [EVENT_ATTR.CONFIDENCE]: signal.confidence,
    };
    if (includeSnippets && typeof signal.snippet === 'string')
      attributes[EVENT_ATTR.SNIPPET] = capSnippet(signal.snippet);
    return { name: EVENT_PREFIX + signal.type, attributes };
  });
}

/** Cuts to {@link MAX_SNIPPET_LENGTH} code units without splitting a surrogate pair. */
export function capSnippet(text: string): string {
  if (text.length <= MAX_SNIPPET_LENGTH) return text;
  const code = text.charCodeAt(MAX_SNIPPET_LENGTH - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? MAX_SNIPPET_LENGTH - 1 : MAX_SNIPPET_LENGTH;
  return text.slice(0, end);
}

/** The flagged name (`marker` appended once), or undefined when it does not change. */
export function flaggedName(name: string, marker: string): string | undefined {
  if (marker === '' || typeof name !== 'string' || name.endsWith(marker)) return undefined;
  return name + marker;
}

/** Writes through the span API while the span is still writable (`onEnding`). */
export function writeLive(span: WritableSpanLike, update: SpanUpdate): void {
  for (const key of Object.keys(update.attributes)) {
    const value = update.attributes[key];
    if (value !== undefined) span.setAttribute(key, value);
  }
  const time = endTimeOf(span);
  for (const event of update.events) span.addEvent(event.name, event.attributes, time);
  if (update.name !== undefined) span.updateName(update.name);
}

/**
 * Mutates an ended span in place, for SDKs that never call `onEnding` (SDK < 2.3, `@vercel/otel`):
 * attributes are assigned, events pushed, the name replaced. The exporter sees the change only if
 * it has not serialised the span yet (register this processor before the exporting one).
 */
export function writeInPlace(span: ReadableSpanLike, update: SpanUpdate): void {
  const mutable = span as { attributes: Attributes; events?: TimedEventLike[]; name: string };
  Object.assign(mutable.attributes, update.attributes);
  if (Array.isArray(mutable.events)) {
    const time = endTimeOf(span) ?? [0, 0];
    for (const event of update.events) {
      mutable.events.push({ name: event.name, attributes: event.attributes, time, droppedAttributesCount: 0 });
    }
  }
  if (update.name !== undefined) mutable.name = update.name;
}

/** The span's end time when it has one (not the SDK's `[0, 0]` placeholder). */
export function endTimeOf(span: ReadableSpanLike): [number, number] | undefined {
  const t = span.endTime;
  return Array.isArray(t) && t.length === 2 && (t[0] !== 0 || t[1] !== 0) ? [t[0], t[1]] : undefined;
}
