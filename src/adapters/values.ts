/**
 * @module Defensive readers for attribute values shared by the span readers: JSON parsing with a
 * size limit, tool calls, tool outputs.
 */
import { roleNamed } from '../messages/roles';
import type { OpenAIToolCall, Role } from '../types';
import { parseArrayPrefix } from './truncated-json';
import { DEFAULT_MAX_ATTRIBUTE_LENGTH, type ReaderOptions } from './types';

/**
 * Most elements read from one array-valued attribute (the bound of the flattened list indices);
 * a longer array is skipped and counted.
 */
export const MAX_ATTRIBUTE_ELEMENTS = 100_000;

/** Per-call reading state: the size limit and the count of skipped values. */
export class ReadContext {
  /** Malformed values skipped so far. */
  skipped = 0;
  /** True once a value was read from a truncated JSON array (its complete leading elements only). */
  partial = false;
  /** Longest JSON string that is parsed. */
  readonly maxLength: number;

  constructor(options?: ReaderOptions) {
    const limit = options?.maxAttributeLength;
    this.maxLength =
      typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_MAX_ATTRIBUTE_LENGTH;
  }

  /**
   * A JSON attribute value: a string is parsed (skipped when too long or invalid); an object or
   * array is taken as already structured; any other value is skipped. An array (an array-valued
   * attribute, often of JSON strings) is skipped when it holds more than
   * {@link MAX_ATTRIBUTE_ELEMENTS} elements or its strings more than `maxLength` characters in
   * all: the bound of one attribute is the same whatever its type. Absent values give undefined
   * without counting.
   */
  json(value: unknown): unknown {
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value) && !this.withinBounds(value)) {
      this.skipped++;
      return undefined;
    }
    if (typeof value === 'object') return value;
    if (typeof value !== 'string' || value.length > this.maxLength) {
      this.skipped++;
      return undefined;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      // An attribute length limit cuts a message list mid-way: keep its complete leading messages.
      const prefix = parseArrayPrefix(value, this.maxLength);
      if (prefix !== undefined) {
        this.partial = true;
        return prefix;
      }
      this.skipped++;
      return undefined;
    }
  }

  /** True when an array's elements and the characters of its strings are within the bounds. */
  private withinBounds(list: readonly unknown[]): boolean {
    if (list.length > MAX_ATTRIBUTE_ELEMENTS) return false;
    let chars = 0;
    for (let i = 0; i < list.length; i++) {
      const item = list[i];
      if (typeof item === 'string' && (chars += item.length) > this.maxLength) return false;
    }
    return true;
  }

  /** A JSON value that must be an array (a single object is wrapped); anything else is skipped. */
  jsonArray(value: unknown): unknown[] | undefined {
    const parsed = this.json(value);
    if (parsed === undefined) return undefined;
    if (Array.isArray(parsed)) return parsed;
    if (isRecord(parsed)) return [parsed];
    this.skipped++;
    return undefined;
  }
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value when it is a string, else undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Tool-call arguments as given (a JSON string or an object); other types are stringified. */
export function toolArguments(value: unknown): string | Record<string, unknown> | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || isRecord(value)) return value;
  return safeStringify(value) ?? null;
}

/** One tool call in the OpenAI shape. */
export function toolCall(id: unknown, name: string, args: unknown): OpenAIToolCall {
  const call: OpenAIToolCall = { type: 'function', function: { name, arguments: toolArguments(args) } };
  if (typeof id === 'string' && id !== '') call.id = id;
  return call;
}

/** Output kinds of the Vercel AI SDK `ToolResultOutput` wrapper (`{ type, value }`). */
const ERROR_OUTPUTS: ReadonlySet<string> = new Set(['error-text', 'error-json']);
const PLAIN_OUTPUTS: ReadonlySet<string> = new Set(['text', 'json', 'content']);

/**
 * The text of a tool result. Strings are kept; the AI SDK wrapper `{ type: 'text'|'json'|…, value }`
 * is unwrapped; an `error-text`/`error-json` output becomes `{"error": value}` so the analyzer sees
 * an error shape; other objects are JSON-encoded.
 */
export function toolOutputText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return undefined;
  if (isRecord(value) && typeof value.type === 'string' && 'value' in value) {
    const inner = value.value;
    if (ERROR_OUTPUTS.has(value.type)) return safeStringify({ error: inner });
    if (PLAIN_OUTPUTS.has(value.type)) return typeof inner === 'string' ? inner : safeStringify(inner);
  }
  if (isRecord(value) && value.type === 'execution-denied') {
    return safeStringify({ error: 'execution denied', reason: value.reason });
  }
  return safeStringify(value);
}

/**
 * A JSON string holding the AI SDK wrapper, as OpenInference writes tool contents
 * (`{"type":"text","value":"…"}`), unwrapped; other strings unchanged.
 */
export function unwrapToolOutputString(text: string): string {
  if (!text.startsWith('{"type":"') || text.length > 100_000) return text;
  try {
    const parsed = JSON.parse(text) as unknown;
    return isRecord(parsed) && 'value' in parsed ? (toolOutputText(parsed) ?? text) : text;
  } catch {
    return text;
  }
}

/** JSON.stringify that returns undefined instead of throwing (cycles, BigInt). */
export function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * Tool-call arguments as written in a flattened attribute: a JSON string is kept as is, except a
 * double-encoded one (`"\"{…}\""`, as some processors write) which is decoded once.
 */
export function decodeArguments(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('"') || value.length > 1_000_000) return value;
  try {
    const inner = JSON.parse(value) as unknown;
    return typeof inner === 'string' ? inner : value;
  } catch {
    return value;
  }
}

/**
 * The message role of a raw role value (see `roleNamed`): `fallback` when absent, undefined when unknown or not a
 * string (the caller counts it as skipped).
 */
export function roleFrom(raw: unknown, fallback: Role): Role | undefined {
  if (raw === undefined) return fallback;
  return typeof raw === 'string' ? roleNamed(raw) : undefined;
}
