/**
 * @module Finds the conversation id of a span in its attributes.
 */
import { CONVERSATION_ID_ATTRIBUTES } from './attributes';

/** Longest id accepted; longer values are ignored rather than kept as cache keys. */
const MAX_ID_LENGTH = 1024;

/**
 * The first non-empty id among {@link CONVERSATION_ID_ATTRIBUTES} (strings, or finite numbers as
 * text), or undefined. Property lookups only.
 */
export function conversationIdOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of CONVERSATION_ID_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH) return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}
