/**
 * @module Reads the fields of one raw message defensively: any value may be malformed.
 */
import { isBlank } from '../text/blank';
import type { Role } from '../types';
import { roleNamed } from './roles';

/** A tool call read from an assistant message, in one shape. */
export interface RawToolCall {
  readonly id: string | undefined;
  readonly name: string;
  /** Arguments as given: a JSON string, an object, or anything else. */
  readonly arguments: unknown;
}

/**
 * The role of a raw message (`human`, `ai`, `model`, `bot`, `agent` and `function` read as the
 * role they mean, see `roleNamed`), or undefined when it names none of the five roles.
 */
export function roleOf(message: unknown): Role | undefined {
  if (message === null || typeof message !== 'object') return undefined;
  const role = (message as { role?: unknown }).role;
  return typeof role === 'string' ? roleNamed(role) : undefined;
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

/**
 * The tool calls of an assistant message, in either accepted shape; malformed entries skipped.
 * At most `limit` calls are returned (the first ones).
 */
export function toolCallsOf(message: object, limit: number = Infinity): RawToolCall[] {
  const calls = (message as { tool_calls?: unknown }).tool_calls;
  if (!Array.isArray(calls)) return [];
  const out: RawToolCall[] = [];
  for (const call of calls) {
    if (out.length >= limit) break;
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

/** The items of a message list as read once, with where they were in it. */
export interface ItemSnapshot {
  /** The items, in list order. */
  readonly items: readonly unknown[];
  /**
   * The list index of each item; undefined when `items[k]` is at index `k` (every index up to
   * `length` was read, holes as `undefined`).
   */
  readonly indices: readonly number[] | undefined;
  /** The list's length as read: 0 when it is not a non-negative number, at most 2³² − 1. */
  readonly length: number;
}

/**
 * Longest list read index by index. A longer one (a sparse array of length 1e8, a `Proxy` claiming
 * 1e12) is read by its own indices (`Object.keys`), so the cost follows the items present.
 */
export const DENSE_READ_LIMIT = 65_536;
/** The longest length an array can have. */
const MAX_ARRAY_LENGTH = 2 ** 32 - 1;

/**
 * A plain copy of the list's items. A hostile array (a Proxy whose getters throw) yields
 * `undefined` for the items it will not give, and an empty list when its length throws or is not
 * a non-negative number (`-1`, `NaN`, an object: its `valueOf` is never called); a fractional
 * length is rounded down. A list longer than {@link DENSE_READ_LIMIT} is read by the indices it
 * holds, never index by index.
 */
export function snapshotItems(messages: readonly unknown[]): ItemSnapshot {
  const length = listLength(messages);
  if (length <= DENSE_READ_LIMIT) {
    const items = new Array<unknown>(length);
    for (let i = 0; i < length; i++) items[i] = itemAt(messages, i);
    return { items, indices: undefined, length };
  }
  const indices = presentIndices(messages, length);
  const items = new Array<unknown>(indices.length);
  for (let k = 0; k < indices.length; k++) items[k] = itemAt(messages, indices[k]!);
  return { items, indices, length };
}

function listLength(messages: readonly unknown[]): number {
  let raw: unknown;
  try {
    raw = messages.length;
  } catch {
    return 0;
  }
  return typeof raw === 'number' && raw >= 0 ? Math.min(Math.floor(raw), MAX_ARRAY_LENGTH) : 0;
}

function itemAt(messages: readonly unknown[], index: number): unknown {
  try {
    return messages[index];
  } catch {
    return undefined;
  }
}

/** The array indices below `length` that the list holds as own keys, ascending, each once. */
function presentIndices(messages: readonly unknown[], length: number): number[] {
  let keys: string[];
  try {
    keys = Object.keys(messages);
  } catch {
    return [];
  }
  const indices: number[] = [];
  let sorted = true;
  for (const key of keys) {
    if (typeof key !== 'string') continue;
    const n = Number(key);
    // A canonical array index: `String(n)` gives the key back (no `01`, `1.0`, `-0`).
    if (!Number.isInteger(n) || n < 0 || n >= length || String(n) !== key) continue;
    if (indices.length > 0 && n <= indices[indices.length - 1]!) sorted = false;
    indices.push(n);
  }
  if (sorted) return indices;
  indices.sort((a, b) => a - b);
  return indices.filter((n, k) => k === 0 || n !== indices[k - 1]);
}

/**
 * True when a tool message itself says the call failed, outside its content: LangChain's
 * `status: "error"` (`ToolMessage`), an MCP `isError: true` or an Anthropic `is_error: true`
 * carried onto the message.
 */
export function errorFlagOf(message: object): boolean {
  const m = message as { status?: unknown; isError?: unknown; is_error?: unknown };
  return (
    (typeof m.status === 'string' && m.status.toLowerCase() === 'error') || m.isError === true || m.is_error === true
  );
}
