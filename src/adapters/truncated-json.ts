/**
 * @module Recovers the complete elements of a JSON array cut short, as an SDK attribute length
 * limit (`OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT`) leaves a JSON-encoded message list.
 */

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const COMMA = 44; // ,
const OPEN_ARRAY = 91; // [
const OPEN_OBJECT = 123; // {
const CLOSE_ARRAY = 93; // ]
const CLOSE_OBJECT = 125; // }

/**
 * The complete leading elements of a truncated JSON array: `'[{"a":1},{"b":2},{"c'` gives
 * `[{a: 1}, {b: 2}]`. One linear scan over the text (tracking strings, escapes and nesting) finds
 * the end of the last element that closed at the top level; that prefix is parsed. Returns
 * undefined when the text does not start with `[`, holds no complete element, or is longer than
 * `maxLength`. Never throws.
 *
 * @example
 * ```ts
 * parseArrayPrefix('[{"role":"user","content":"hi"},{"role":"assistant","content":"He', 1e6);
 * // [{ role: 'user', content: 'hi' }]
 * ```
 */
export function parseArrayPrefix(text: string, maxLength: number): unknown[] | undefined {
  if (typeof text !== 'string' || text.length > maxLength) return undefined;
  let start = 0;
  while (start < text.length && /\s/.test(text[start]!)) start++;
  if (text.charCodeAt(start) !== OPEN_ARRAY) return undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let lastEnd = -1;
  for (let i = start; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === BACKSLASH) escaped = true;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) depth++;
    else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) {
      depth--;
      if (depth === 0) return parse(text.slice(start, i + 1)); // the array is complete after all
      if (depth === 1) lastEnd = i + 1;
    } else if (ch === COMMA && depth === 1) lastEnd = i;
  }
  return lastEnd < 0 ? undefined : parse(`${text.slice(start, lastEnd)}]`);
}

function parse(json: string): unknown[] | undefined {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) && value.length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
