/**
 * @module The one place a report is written onto a span: the `signals.*` attributes, one
 * `signal.<type>` event per signal, the `gen_ai.evaluation.result` event and the flag marker.
 * Called on a live span (`onEnding`) or an ended one (`onEnd`, or an exporter that writes before
 * it exports); it reads only the span it is given.
 */
import type { SignalReport } from '../types';
import { missingAttributes, placeVerdict } from './attribute-limits';
import { ATTR } from './attributes';
import { EVALUATION_EVENT, evaluationAttributes } from './evaluation-event';
import {
  flaggedName,
  reportAttributes,
  signalEvents,
  writeInPlace,
  writeLive,
  type SpanUpdate,
} from './report-attributes';
import type { ReadableSpanLike, WritableSpanLike } from './span-like';

/** What shapes the writing of a report: the processor's resolved options, and the span's state. */
export interface ReportWriteOptions {
  /** Adds `signal.snippet` to each `signal.<type>` event. */
  readonly includeSnippets: boolean;
  /** Appended once to a flagged span's name; `''` leaves names unchanged. */
  readonly flagMarker: string;
  /** Adds the `gen_ai.evaluation.result` event. */
  readonly evaluationEvent: boolean;
  /** The span's message list was cut short: marks `signals.partial`. */
  readonly partial?: boolean;
}

/** What became of a write. */
export interface ReportWriteOutcome {
  /**
   * `signals.*` attributes the span did not take (it held its attribute count limit); the verdict
   * attributes are never among them unless the span's attribute record cannot be written.
   */
  readonly droppedAttributes: readonly string[];
}

/**
 * The update for a report: its attributes, its events (the `signal.<type>` events in message
 * order, then the evaluation event, last so an event count limit keeps it), and the new name.
 */
export function spanUpdate(report: SignalReport, span: ReadableSpanLike, options: ReportWriteOptions): SpanUpdate {
  const attributes = reportAttributes(report);
  if (options.partial === true) attributes[ATTR.PARTIAL] = true;
  const events = signalEvents(report, options.includeSnippets);
  if (options.evaluationEvent)
    events.push({ name: EVALUATION_EVENT, attributes: evaluationAttributes(report, span.attributes) });
  return {
    attributes,
    events,
    name: report.flagged ? flaggedName(span.name, options.flagMarker) : undefined,
  };
}

/**
 * Writes a report onto a span. `live`: through the span API, the span still writable (`onEnding`),
 * and on a span at its attribute count limit the verdict is placed past it (see attribute-limits).
 * Otherwise the ended span is mutated in place (assigned attributes, pushed events, new name): the
 * exporter sees it if it has not serialised the span yet.
 */
export function writeReport(
  report: SignalReport,
  span: ReadableSpanLike,
  options: ReportWriteOptions,
  live: boolean,
): ReportWriteOutcome {
  return writeUpdate(span, spanUpdate(report, span, options), live);
}

/** Writes an update built by {@link spanUpdate} (see {@link writeReport}). */
export function writeUpdate(span: ReadableSpanLike, update: SpanUpdate, live: boolean): ReportWriteOutcome {
  if (!live) {
    writeInPlace(span, update);
    return { droppedAttributes: [] };
  }
  writeLive(span as WritableSpanLike, update);
  const missing = missingAttributes(span, update.attributes);
  return { droppedAttributes: missing.length === 0 ? missing : placeVerdict(span, update.attributes, missing) };
}
