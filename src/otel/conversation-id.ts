/**
 * @module Finds the conversation id of a span in its attributes.
 */
import { CONVERSATION_ID_ATTRIBUTES } from './attributes';

/** Longest id accepted; longer values are ignored rather than kept as cache keys. */
export const MAX_ID_LENGTH = 1024;

/**
 * `value` as a conversation id: a non-empty string of at most {@link MAX_ID_LENGTH} characters, or
 * a finite number as text; anything else (a longer baggage entry included) is undefined.
 */
export function acceptedId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The first non-empty id among {@link CONVERSATION_ID_ATTRIBUTES} (strings, or finite numbers as
 * text), or undefined. Property lookups only.
 */
export function conversationIdOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of CONVERSATION_ID_ATTRIBUTES) {
    const id = acceptedId(attributes[key]);
    if (id !== undefined) return id;
  }
  return undefined;
}
