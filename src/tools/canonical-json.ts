/**
 * @module Safe JSON for tool arguments and results: parsing that never throws, and a canonical
 * form (keys sorted, no whitespace) built within a node and depth budget, so hostile values
 * (10,000-deep nesting, cycles in argument objects, megabyte strings) cost bounded time.
 */
import { fnv1a } from '../text/fnv1a';

export { fnv1a };

/** Longest JSON text parsed; longer argument strings are compared by length and hash. */
export const MAX_PARSE_CHARS = 65_536;
/** Nodes visited by one walk or canonicalisation before it stops. */
export const MAX_JSON_NODES = 10_000;
/** Deepest nesting visited by one walk or canonicalisation. */
export const MAX_JSON_DEPTH = 64;

/** Outcome of {@link parseJson}. */
export type JsonParse =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'too_long' | 'syntax' | 'depth' };

/**
 * `JSON.parse` that never throws: `syntax` for invalid JSON, `depth` when the engine gives up on
 * deep nesting (a `RangeError` in some engines), `too_long` above `maxChars`.
 */
export function parseJson(text: string, maxChars: number = MAX_PARSE_CHARS): JsonParse {
  if (text.length > maxChars) return { ok: false, reason: 'too_long' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: error instanceof RangeError ? 'depth' : 'syntax' };
  }
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Canonical JSON of a value: object keys sorted, no whitespace, `undefined` members dropped as
 * `JSON.stringify` does. Past {@link MAX_JSON_NODES} nodes or {@link MAX_JSON_DEPTH} levels the
 * rest is replaced by `…` (two values equal up to the budget then compare equal). Never throws:
 * a value whose getters throw yields `"!unreadable"`.
 */
export function canonicalJson(value: unknown): string {
  const writer: Writer = { out: '', nodes: 0, stopped: false };
  try {
    write(value, 0, writer);
    return writer.out;
  } catch {
    return '!unreadable';
  }
}

/** Output so far, nodes visited, and whether the budget ran out (then nothing more is written). */
interface Writer {
  out: string;
  nodes: number;
  stopped: boolean;
}

/**
 * Writes one value depth-first. Recursion is safe: it never goes deeper than
 * {@link MAX_JSON_DEPTH} + 1 frames. Appending to one string (a rope in V8) replaced an explicit
 * task stack that allocated an object per node; the output, `…` included, is the same.
 */
function write(value: unknown, depth: number, w: Writer): void {
  if (++w.nodes > MAX_JSON_NODES || depth > MAX_JSON_DEPTH) {
    w.out += '…';
    w.stopped = true;
    return;
  }
  if (value === null || value === undefined) w.out += 'null';
  else if (typeof value === 'string') w.out += JSON.stringify(value);
  else if (typeof value === 'number') w.out += Number.isFinite(value) ? String(value) : 'null';
  else if (typeof value === 'boolean') w.out += value ? 'true' : 'false';
  else if (typeof value === 'bigint') w.out += value.toString();
  else if (Array.isArray(value)) writeArray(value, depth, w);
  else if (typeof value === 'object') writeObject(value as Record<string, unknown>, depth, w);
  else w.out += 'null';
}

function writeArray(value: readonly unknown[], depth: number, w: Writer): void {
  w.out += '[';
  for (let i = 0; i < value.length; i++) {
    if (i > 0) w.out += ',';
    write(value[i], depth + 1, w);
    if (w.stopped) return;
  }
  w.out += ']';
}

function writeObject(record: Record<string, unknown>, depth: number, w: Writer): void {
  const keys: string[] = [];
  for (const key of Object.keys(record)) {
    const member = record[key];
    if (member !== undefined && typeof member !== 'function') keys.push(key);
  }
  keys.sort();
  w.out += '{';
  for (let i = 0; i < keys.length; i++) {
    w.out += (i > 0 ? ',' : '') + JSON.stringify(keys[i]) + ':';
    write(record[keys[i]!], depth + 1, w);
    if (w.stopped) return;
  }
  w.out += '}';
}

/**
 * The arguments of a tool call as a value: a JSON string is parsed (twice when it holds a
 * JSON-encoded string of an object), an object is kept, anything else is returned as given.
 * Returns undefined for a string that is not JSON or is too long to parse.
 */
export function argumentsValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const parsed = parseJson(raw.trim());
  if (!parsed.ok) return undefined;
  if (typeof parsed.value === 'string') {
    const inner = parsed.value.trim();
    if (inner.startsWith('{') || inner.startsWith('[')) {
      const again = parseJson(inner);
      if (again.ok) return again.value;
    }
  }
  return parsed.value;
}

/**
 * A string that is equal for two calls exactly when their arguments are equal up to key order
 * and whitespace. Missing, `null`, empty and `{}` arguments are all `{}`; a string that is not
 * JSON is compared as its whitespace-collapsed text; a string longer than
 * {@link MAX_PARSE_CHARS} by its length and FNV-1a hash. `parsed` is `argumentsValue(raw)` when
 * the caller already has it (undefined: parsed here), so arguments are parsed once.
 */
export function canonicalArguments(raw: unknown, parsed?: unknown): string {
  if (raw === undefined || raw === null) return '{}';
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return '{}';
    if (text.length > MAX_PARSE_CHARS) return `#${text.length}:${fnv1a(text)}`;
    const value = parsed !== undefined ? parsed : argumentsValue(text);
    if (value === undefined) return 'raw:' + text.replace(/\s+/g, ' ');
    return value === null ? '{}' : canonicalJson(value);
  }
  return canonicalJson(raw);
}
