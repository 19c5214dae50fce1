/**
 * @module OTLP JSON trace export → spans with messages. Walks `resourceSpans[].scopeSpans[].spans[]`
 * (and the older `instrumentationLibrarySpans`), turns each span's attributes into a plain map and
 * reads its messages with the same span readers as the span processor.
 */
import { isRecord } from '../../adapters/values';
import { readSpanMessages } from '../../adapters/span-messages';
import type { Message } from '../../types';
import { keyValues } from './otlp-values';
import { attributeProblem, unreadableAttribute } from './span-problems';

/** Attributes that name the conversation a span belongs to, most specific first. */
export const CONVERSATION_ID_KEYS = [
  'gen_ai.conversation.id',
  'session.id',
  'conversation.id',
  'ai.telemetry.metadata.sessionId',
  'ai.telemetry.metadata.conversationId',
  'traceloop.association.properties.session_id',
] as const;

/** A span reduced to what grouping needs. */
export interface SpanRecord {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly conversationId: string | undefined;
  /** End time in nanoseconds since the epoch (as a bigint-free number; ordering only). */
  readonly endTime: number;
  readonly startTime: number;
  /** Input then output messages, as read by the span reader; empty when the span has none. */
  readonly messages: Message[];
  /** Why the span's messages cannot be used (an attribute the reader skipped), if so. */
  readonly problem?: string;
}

/**
 * Calls `onSpan` for every span of one `ExportTraceServiceRequest` JSON object, in file order.
 * @returns the number of spans read.
 */
export function readOtlpRequest(request: Record<string, unknown>, onSpan: (span: SpanRecord) => void): number {
  let count = 0;
  for (const resource of list(request.resourceSpans)) {
    const scopes = [...list(resource.scopeSpans), ...list(resource.instrumentationLibrarySpans)];
    for (const scope of scopes) {
      for (const span of list(scope.spans)) {
        count++;
        onSpan(readSpan(span));
      }
    }
  }
  return count;
}

function readSpan(span: Record<string, unknown>): SpanRecord {
  const attributes = keyValues(span.attributes);
  const read = readSpanMessages(attributes);
  const problem =
    read !== undefined && read.skipped > 0
      ? (attributeProblem(attributes) ?? unreadableAttribute(attributes))
      : undefined;
  return {
    traceId: str(span.traceId),
    spanId: str(span.spanId),
    parentSpanId: str(span.parentSpanId),
    conversationId: conversationIdOf(attributes),
    startTime: nanos(span.startTimeUnixNano),
    endTime: nanos(span.endTimeUnixNano),
    messages: read?.messages ?? [],
    ...(problem === undefined ? {} : { problem }),
  };
}

/** The conversation id attribute of a span, if any. */
export function conversationIdOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of CONVERSATION_ID_KEYS) {
    const value = attributes[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function nanos(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}
