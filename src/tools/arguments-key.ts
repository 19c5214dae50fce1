/**
 * @module The argument key of a tool call read straight from its JSON text, without parsing:
 * `canonicalArguments` would parse the text and write every value back (keys sorted, no white
 * space), and for the usual arguments each value comes back token for token. Here the tokens are
 * copied and each object's members sorted; texts where a token would change (`\u0041`, `2.50`,
 * surrogates, a repeated key) or the budget would be hit are left to `canonicalArguments`.
 */
import { MAX_JSON_DEPTH, MAX_JSON_NODES, MAX_PARSE_CHARS } from './canonical-json';

// Strings hold no surrogates (`JSON.stringify` escapes lone ones; strings with any are left to
// the general path) and no control characters (invalid JSON).
/** A key without escapes (then it is written as it is). */
const KEY = /"[^"\\\u0000-\u001f\ud800-\udfff]*"/y;
/** A string whose escapes are all ones `JSON.stringify` writes the same way (unrolled: linear). */
const STRING = /"[^"\\\u0000-\u001f\ud800-\udfff]*(?:\\["\\bfnrt][^"\\\u0000-\u001f\ud800-\udfff]*)*"/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

/** Reading position and nodes read (the budget of `canonicalJson`). */
interface Reader {
  readonly text: string;
  at: number;
  nodes: number;
}

/**
 * `canonicalArguments(raw)` for a JSON text holding an object, built from the text; undefined
 * when the text is anything else or would not come back token for token (the caller then parses).
 * Recursion stops at {@link MAX_JSON_DEPTH}. Never throws.
 */
export function argumentsKeyFromText(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text.charCodeAt(0) !== 0x7b || text.length > MAX_PARSE_CHARS) return undefined;
  const reader: Reader = { text, at: 0, nodes: 0 };
  const key = value(reader, 0);
  return key !== undefined && reader.at === text.length ? key : undefined;
}

/** The canonical text of the value at the reader's position (after white space), or undefined. */
function value(r: Reader, depth: number): string | undefined {
  // Past the budget `canonicalJson` writes `…`: leave that to it.
  if (++r.nodes > MAX_JSON_NODES || depth > MAX_JSON_DEPTH) return undefined;
  skipSpace(r);
  const c = r.text.charCodeAt(r.at);
  if (c === 0x22) return token(STRING, r);
  if (c === 0x7b) return object(r, depth);
  if (c === 0x5b) return array(r, depth);
  if (c === 0x74) return literal(r, 'true');
  if (c === 0x66) return literal(r, 'false');
  if (c === 0x6e) return literal(r, 'null');
  const number = token(NUMBER, r);
  // `String(Number(x))` is how `canonicalJson` writes a number: `1.0`, `1e3`, `-0` change.
  return number !== undefined && String(Number(number)) === number ? number : undefined;
}

function object(r: Reader, depth: number): string | undefined {
  r.at++;
  skipSpace(r);
  if (r.text.charCodeAt(r.at) === 0x7d) {
    r.at++;
    return '{}';
  }
  const members: { readonly key: string; readonly value: string }[] = [];
  let sorted = true;
  for (;;) {
    skipSpace(r);
    const quoted = token(KEY, r);
    if (quoted === undefined || punctuation(r) !== 0x3a) return undefined;
    const key = quoted.slice(1, -1);
    const member = value(r, depth + 1);
    if (member === undefined) return undefined;
    if (members.length > 0 && !(members[members.length - 1]!.key < key)) sorted = false;
    members.push({ key, value: member });
    const next = punctuation(r);
    if (next === 0x7d) break;
    if (next !== 0x2c) return undefined;
  }
  // Usually one member or already in order: sort only when not.
  if (!sorted) members.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let out = '{';
  for (let i = 0; i < members.length; i++) {
    // A repeated key: JSON.parse keeps the last value; leave that to the general path.
    if (i > 0 && members[i]!.key === members[i - 1]!.key) return undefined;
    out += (i > 0 ? ',"' : '"') + members[i]!.key + '":' + members[i]!.value;
  }
  return out + '}';
}

function array(r: Reader, depth: number): string | undefined {
  r.at++;
  skipSpace(r);
  if (r.text.charCodeAt(r.at) === 0x5d) {
    r.at++;
    return '[]';
  }
  let out = '[';
  for (;;) {
    const element = value(r, depth + 1);
    if (element === undefined) return undefined;
    out += out.length > 1 ? ',' + element : element;
    const next = punctuation(r);
    if (next === 0x5d) return out + ']';
    if (next !== 0x2c) return undefined;
  }
}

/** The character after white space (consumed), NaN at the end. */
function punctuation(r: Reader): number {
  skipSpace(r);
  return r.text.charCodeAt(r.at++);
}

/** The token `pattern` (sticky) matches at the reader's position, consumed; undefined if none. */
function token(pattern: RegExp, r: Reader): string | undefined {
  pattern.lastIndex = r.at;
  const found = pattern.test(r.text);
  const end = pattern.lastIndex;
  pattern.lastIndex = 0;
  if (!found || end === r.at) return undefined;
  const text = r.text.slice(r.at, end);
  r.at = end;
  return text;
}

function literal(r: Reader, word: string): string | undefined {
  if (!r.text.startsWith(word, r.at)) return undefined;
  r.at += word.length;
  return word;
}

/** JSON white space: space, tab, line feed, carriage return. */
function skipSpace(r: Reader): void {
  let i = r.at;
  while (i < r.text.length) {
    const c = r.text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  r.at = i;
}
