/**
 * @module Why the CLI cannot use an OTLP span: a message attribute it could not read (invalid or
 * truncated JSON, a value over the size limit), or a parent chain that loops back to the span.
 * Such a span is reported like a bad line (file, span id, reason) and left out.
 */
import { DEFAULT_MAX_ATTRIBUTE_LENGTH } from '../../adapters/types';

/** A span left out, and why. */
export interface BadSpan {
  readonly spanId: string;
  readonly reason: string;
}

/**
 * The first JSON-looking string attribute that cannot be read: over `maxLength` characters, or
 * not valid JSON. Called only when a span reader skipped a value, to name what it skipped.
 */
export function attributeProblem(
  attributes: Readonly<Record<string, unknown>>,
  maxLength: number = DEFAULT_MAX_ATTRIBUTE_LENGTH,
): string | undefined {
  for (const key of Object.keys(attributes)) {
    const value = attributes[key];
    if (typeof value !== 'string' || !looksLikeJson(value)) continue;
    if (value.length > maxLength)
      return `attribute "${key}" is over ${maxLength.toLocaleString('en-US')} characters (${value.length.toLocaleString('en-US')}); the span is left out`;
    try {
      JSON.parse(value);
    } catch {
      return `attribute "${key}" holds invalid or truncated JSON; the span is left out`;
    }
  }
  return undefined;
}

/** Message attributes that hold JSON text (the readers' `ctx.json` inputs). */
const JSON_MESSAGE_KEYS = [
  'gen_ai.input.messages',
  'gen_ai.output.messages',
  'gen_ai.system_instructions',
  'gen_ai.prompt',
  'gen_ai.completion',
  'ai.prompt.messages',
  'ai.prompt',
  'ai.response.toolCalls',
  'ai.result.toolCalls',
] as const;

/**
 * Why a span reader skipped a value that is not a JSON-looking string (see {@link attributeProblem}):
 * a message attribute holding a number, a list, bytes (read as base64 text) or plain text. Every
 * skipped value is reported: a span is never dropped in silence.
 */
export function unreadableAttribute(attributes: Readonly<Record<string, unknown>>): string {
  for (const key of JSON_MESSAGE_KEYS) {
    const value = attributes[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      return `attribute "${key}" holds ${Array.isArray(value) ? 'a list' : `a ${typeof value}`}, not JSON text; the span is left out`;
    if (!looksLikeJson(value)) return `attribute "${key}" is not JSON text; the span is left out`;
  }
  return 'a message attribute could not be read; the span is left out';
}

function looksLikeJson(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    return c === 0x5b || c === 0x7b;
  }
  return false;
}

/**
 * The keys of the spans whose parent chain loops back to them (`parents`: span key → parent span
 * key). Each span is visited once: O(spans).
 */
export function spansInCycles(parents: ReadonlyMap<string, string>): Set<string> {
  const cyclic = new Set<string>();
  const state = new Map<string, 'path' | 'done'>();
  for (const start of parents.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    let key: string | undefined = start;
    while (key !== undefined && !state.has(key)) {
      state.set(key, 'path');
      path.push(key);
      key = parents.get(key);
    }
    if (key !== undefined && state.get(key) === 'path')
      for (let i = path.indexOf(key); i < path.length; i++) cyclic.add(path[i]!);
    for (const k of path) state.set(k, 'done');
  }
  return cyclic;
}
