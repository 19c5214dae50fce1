/**
 * @module Reads the fields of one raw message defensively: any value may be malformed.
 */
import { isBlank } from '../text/blank';
import type { Role } from '../types';

const ROLES: ReadonlySet<string> = new Set(['system', 'developer', 'user', 'assistant', 'tool']);

/** A tool call read from an assistant message, in one shape. */
export interface RawToolCall {
  readonly id: string | undefined;
  readonly name: string;
  /** Arguments as given: a JSON string, an object, or anything else. */
  readonly arguments: unknown;
}

/** The role of a raw message, or undefined when it is not one of the five roles. */
export function roleOf(message: unknown): Role | undefined {
  if (message === null || typeof message !== 'object') return undefined;
  const role = (message as { role?: unknown }).role;
  return typeof role === 'string' && ROLES.has(role) ? (role as Role) : undefined;
}

/**
 * The text of a message's content: a string as is; the `text` of each text part of a `Part[]`
 * joined with `\n` (image/file parts ignored); anything else is empty.
 */
export function textOf(message: object): string {
  const content = (message as { content?: unknown }).content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let text = '';
  let first = true;
  for (const part of content) {
    if (typeof part === 'string') {
      text += first ? part : '\n' + part;
      first = false;
      continue;
    }
    if (part === null || typeof part !== 'object') continue;
    const { type, text: partText } = part as { type?: unknown; text?: unknown };
    if (typeof partText !== 'string' || (typeof type === 'string' && !type.includes('text'))) continue;
    text += first ? partText : '\n' + partText;
    first = false;
  }
  return text;
}

/** True when the message has non-empty text, without building the text. */
export function hasText(message: object): boolean {
  const content = (message as { content?: unknown }).content;
  if (typeof content === 'string') return !isBlank(content);
  if (!Array.isArray(content)) return false;
  return !isBlank(textOf(message));
}

/** Characters of a message's text, or 0 when it has no non-blank text. */
export function assistantTextLength(message: object): number {
  const content = (message as { content?: unknown }).content;
  const text = typeof content === 'string' ? content : Array.isArray(content) ? textOf(message) : '';
  return isBlank(text) ? 0 : text.length;
}

/** The tool calls of an assistant message, in either accepted shape; malformed entries skipped. */
export function toolCallsOf(message: object): RawToolCall[] {
  const calls = (message as { tool_calls?: unknown }).tool_calls;
  if (!Array.isArray(calls)) return [];
  const out: RawToolCall[] = [];
  for (const call of calls) {
    if (call === null || typeof call !== 'object') continue;
    const c = call as { id?: unknown; name?: unknown; arguments?: unknown; function?: unknown };
    const fn =
      c.function !== null && typeof c.function === 'object'
        ? (c.function as { name?: unknown; arguments?: unknown })
        : undefined;
    const name = typeof fn?.name === 'string' ? fn.name : typeof c.name === 'string' ? c.name : undefined;
    if (name === undefined) continue;
    out.push({
      id: typeof c.id === 'string' ? c.id : undefined,
      name,
      arguments: fn !== undefined ? fn.arguments : c.arguments,
    });
  }
  return out;
}

/** Number of well-formed tool calls of a message (those {@link toolCallsOf} returns), without building them. */
export function toolCallCountOf(message: object): number {
  const calls = (message as { tool_calls?: unknown }).tool_calls;
  if (!Array.isArray(calls)) return 0;
  let count = 0;
  for (const call of calls) {
    if (call === null || typeof call !== 'object') continue;
    const c = call as { name?: unknown; function?: unknown };
    const fn = c.function !== null && typeof c.function === 'object' ? (c.function as { name?: unknown }) : undefined;
    if (typeof fn?.name === 'string' || typeof c.name === 'string') count++;
  }
  return count;
}

/** A string field of a message (`tool_call_id`, `name`), or undefined. */
export function stringField(message: object, field: 'tool_call_id' | 'name'): string | undefined {
  const value = (message as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A plain copy of the list's items. A hostile array (a Proxy whose getters throw) yields
 * `undefined` for the items it will not give, and an empty list when its length throws.
 */
export function snapshotItems(messages: readonly unknown[]): unknown[] {
  let length = 0;
  try {
    length = messages.length;
  } catch {
    return [];
  }
  const items = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    try {
      items[i] = messages[i];
    } catch {
      items[i] = undefined;
    }
  }
  return items;
}
