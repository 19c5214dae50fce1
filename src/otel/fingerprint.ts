/**
 * @module Cheap content fingerprints of messages, used to merge a span's messages into a tracked
 * conversation and to recognise a span that repeats messages already analysed in its trace.
 */
import { roleOf, textOf, toolCallsOf } from '../conversation/extract';
import { capText } from '../conversation/prepare';

/** cyrb53: a fast 53-bit string hash (collisions are negligible at conversation scale). */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const MAX_CANONICAL_CHARS = 10_000;

/**
 * Tool-call arguments in one canonical form: a JSON string is parsed, object keys are sorted, so
 * `'{"b":1,"a":2}'` and `{ a: 2, b: 1 }` agree. Non-JSON strings are kept as they are.
 */
export function canonicalArguments(args: unknown): string {
  return canonical(args, 0);
}

function canonical(value: unknown, depth: number): string {
  if (typeof value === 'string') {
    const first = value.trimStart()[0];
    if (depth === 0 && (first === '{' || first === '[' || first === '"') && value.length <= MAX_CANONICAL_CHARS) {
      try {
        return canonical(JSON.parse(value) as unknown, depth + 1);
      } catch {
        return value;
      }
    }
    return depth === 0 ? value : JSON.stringify(value);
  }
  if (value === null || typeof value !== 'object' || depth > 20) return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k], depth + 1)}`).join(',')}}`;
}

/** The text that identifies a message's content: trimmed, capped like the analyzer reads it. */
function contentKey(message: object): string {
  return capText(textOf(message)).trim();
}

/**
 * Fingerprint of a whole message (role, text, tool calls). Equal fingerprints mean the same message
 * as far as the analyzer is concerned; ids are ignored because conventions disagree on them.
 */
export function messageFingerprint(message: unknown): number {
  if (message === null || typeof message !== 'object') return 0;
  let key = `${roleOf(message) ?? '?'}\u0000${contentKey(message)}`;
  for (const call of toolCallsOf(message)) key += `\u0001${call.name}\u0000${canonicalArguments(call.arguments)}`;
  return hash53(key);
}

/**
 * Adds the fingerprints of a message's items to `out`: its text, each tool call, and a tool
 * result. Items survive the re-packaging a parent span does (the GenAI `invoke_agent` span puts a
 * turn's text, tool calls and tool results into one output message). System and developer messages
 * have no items.
 */
export function addItemFingerprints(message: unknown, out: number[]): void {
  if (message === null || typeof message !== 'object') return;
  const role = roleOf(message);
  if (role === undefined || role === 'system' || role === 'developer') return;
  const text = contentKey(message);
  if (role === 'tool') {
    out.push(hash53(`r\u0000${text}`));
    return;
  }
  if (text !== '') out.push(hash53(`${role}\u0000${text}`));
  for (const call of toolCallsOf(message)) out.push(hash53(`c\u0000${call.name}\u0000${canonicalArguments(call.arguments)}`));
}
