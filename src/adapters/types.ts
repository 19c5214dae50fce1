/**
 * @module Shared types of the input adapters: what a reader returns and the options it takes.
 */
import type { Message } from '../types';

/**
 * What an adapter returns: the messages it could read and how many malformed values it skipped.
 *
 * `skipped` counts one for each attribute value that could not be used (invalid or oversized JSON,
 * wrong type) and one for each message or part inside a value that could not be read (unknown role,
 * not an object, tool call without a name). A reader never throws; a value it cannot read is
 * skipped and counted here.
 */
export interface AdapterResult {
  /** The conversation in the OpenAI chat shape, in span order (input messages, then output). */
  messages: Message[];
  /** Number of malformed values skipped while reading. */
  skipped: number;
  /**
   * True when a JSON message list was cut short (an attribute length limit) and only its complete
   * leading messages were read: the conversation is incomplete. Absent otherwise.
   */
  partial?: boolean;
}

/** Span attributes as a reader sees them: any values, read defensively. */
export type SpanAttributes = Readonly<Record<string, unknown>>;

/** Options of the span readers. */
export interface ReaderOptions {
  /**
   * A JSON-encoded attribute longer than this many characters is skipped (counted in `skipped`)
   * instead of parsed, so one huge value cannot stall the host. Plain-text values are never
   * parsed and are not limited (the analyzer reads at most 4,000 characters of a message).
   * @default 1_000_000
   */
  maxAttributeLength?: number;
}

/**
 * A reader for one span convention: `undefined` when the convention's attributes are absent,
 * otherwise the messages it read (possibly none, when every value was malformed).
 */
export type SpanReader = (attributes: SpanAttributes, options?: ReaderOptions) => AdapterResult | undefined;

/** Default of {@link ReaderOptions.maxAttributeLength}. */
export const DEFAULT_MAX_ATTRIBUTE_LENGTH = 1_000_000;
