/**
 * @module A JSON syntax check that builds no values. {@link scanJson} accepts a text exactly when
 * `JSON.parse` does, and tells where the values of chosen top-level members lie, so a caller
 * parses only those. Most tool results are valid JSON whose values no detector reads: checking
 * them this way costs about two thirds of `JSON.parse`, which allocates every object and string.
 *
 * The scan is iterative (an explicit bracket stack), so 10,000-deep nesting cannot overflow the
 * call stack, and linear: each character is looked at a bounded number of times.
 */

/** A top-level member of a JSON object: its key and where its value lies in the text. */
export interface JsonMember {
  readonly key: string;
  /** Index of the value's first character. */
  readonly start: number;
  /** Index after the value's last character. */
  readonly end: number;
}

/** Member keys {@link scanJson} reports, by length: most keys of a text are ruled out by length. */
export interface JsonKeySet {
  readonly byLength: readonly (readonly string[] | undefined)[];
}

/** A {@link JsonKeySet} of `keys` (build it once). */
export function jsonKeySet(keys: Iterable<string>): JsonKeySet {
  const byLength: string[][] = [];
  for (const key of new Set(keys)) (byLength[key.length] ??= []).push(key);
  return { byLength };
}

/** Outcome of {@link scanJson}: invalid, or valid with the members asked for. */
export type JsonScan = { readonly valid: false } | { readonly valid: true; readonly members: readonly JsonMember[] };

const INVALID: JsonScan = { valid: false };
const OPEN_OBJECT = 0x7b; // `{`; `}` is OPEN_OBJECT + 2
const OPEN_ARRAY = 0x5b; // `[`; `]` is OPEN_ARRAY + 2
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const CONTROL = /[\u0000-\u001f]/g;

/**
 * Where the next backslash and the next control character (U+0000–U+001F) are (-1: none left,
 * -2: not searched yet). Each is found with one native search and searched again only once the
 * scan has passed it, so a string token is checked by `indexOf('"')` and two comparisons instead
 * of a loop over its characters.
 */
interface Cursor {
  readonly text: string;
  backslash: number;
  control: number;
}

/**
 * Whether `JSON.parse(text)` would succeed, and for a valid top-level object, its members whose
 * key is in `keys` (in text order; a repeated key is listed each time, the last one wins as in
 * `JSON.parse`). Never throws.
 */
export function scanJson(text: string, keys: JsonKeySet): JsonScan {
  const n = text.length;
  const state: ScanState = {
    text,
    backslash: -2,
    control: -2,
    stack: [],
    keys,
    members: [],
    wanted: undefined,
    start: 0,
  };
  const stack = state.stack;
  let i = 0;
  for (;;) {
    // A value starts here.
    i = skipSpace(text, i, n);
    if (i >= n) return INVALID;
    const c = text.charCodeAt(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      i = skipSpace(text, i + 1, n);
      if (i < n && text.charCodeAt(i) === c + 2) i++;
      else {
        stack.push(c);
        if (c === OPEN_OBJECT) i = memberStart(state, i);
        if (i < 0) return INVALID;
        continue;
      }
    } else if (c === QUOTE) i = stringEnd(state, i, n);
    else if (c === 0x74) i = literalEnd(text, i, 'true');
    else if (c === 0x66) i = literalEnd(text, i, 'false');
    else if (c === 0x6e) i = literalEnd(text, i, 'null');
    else i = numberEnd(text, i, n);
    if (i < 0) return INVALID;
    // A value ended at i: close brackets until a comma or the end of the text.
    for (;;) {
      if (state.wanted !== undefined && stack.length === 1) {
        state.members.push({ key: state.wanted, start: state.start, end: i });
        state.wanted = undefined;
      }
      i = skipSpace(text, i, n);
      if (stack.length === 0) return i === n ? { valid: true, members: state.members } : INVALID;
      if (i >= n) return INVALID;
      const d = text.charCodeAt(i++);
      const open = stack[stack.length - 1]!;
      if (d === open + 2) {
        stack.pop();
        continue;
      }
      if (d !== COMMA) return INVALID;
      if (open === OPEN_OBJECT) i = memberStart(state, i);
      if (i < 0) return INVALID;
      break;
    }
  }
}

/**
 * The value of a member {@link scanJson} reported in `text`: what `JSON.parse` gives for it. A
 * string without escapes is sliced and a literal named, without a parser call.
 */
export function memberValue(text: string, member: JsonMember): unknown {
  const first = text.charCodeAt(member.start);
  if (first === QUOTE) {
    const backslash = text.indexOf('\\', member.start);
    if (backslash === -1 || backslash >= member.end) return text.slice(member.start + 1, member.end - 1);
  } else if (first === 0x74) return true;
  else if (first === 0x66) return false;
  else if (first === 0x6e) return null;
  return JSON.parse(text.slice(member.start, member.end)) as unknown;
}

/** The scan's cursor, open brackets, and the top-level member being read when it is wanted. */
interface ScanState extends Cursor {
  readonly stack: number[];
  readonly keys: JsonKeySet;
  readonly members: JsonMember[];
  wanted: string | undefined;
  start: number;
}

/** After `{` or an object's `,`: reads `"key" :` and returns where the value starts (-1: invalid). */
function memberStart(state: ScanState, i: number): number {
  const keyStart = skipSpace(state.text, i, state.text.length);
  const valueStart = memberValueStart(state, keyStart, state.text.length);
  if (valueStart >= 0 && state.stack.length === 1) {
    state.wanted = wantedKey(state, keyStart, state.keys);
    state.start = valueStart;
  }
  return valueStart;
}

/** After `"key" :` at `i` (the key's opening quote): where the value starts, or -1. */
function memberValueStart(cursor: Cursor, i: number, n: number): number {
  if (i >= n || cursor.text.charCodeAt(i) !== QUOTE) return -1;
  i = stringEnd(cursor, i, n);
  if (i < 0) return -1;
  i = skipSpace(cursor.text, i, n);
  if (i >= n || cursor.text.charCodeAt(i) !== COLON) return -1;
  return skipSpace(cursor.text, i + 1, n);
}

/**
 * The key whose (valid) string token opens at `i`, when it is one of `keys`. Compared in place
 * (`startsWith`) rather than sliced and hashed: most top-level keys are not wanted.
 */
function wantedKey(cursor: Cursor, i: number, keys: JsonKeySet): string | undefined {
  const text = cursor.text;
  const close = text.indexOf('"', i + 1);
  // `stringEnd` left `backslash` at the first backslash after the opening quote: one before this
  // quote means escapes (`\u0065rror`, `\"`), so the key is decoded and its token is longer.
  if (cursor.backslash !== -1 && cursor.backslash < close) {
    const key = JSON.parse(text.slice(i, escapedStringEnd(text, i, text.length))) as string;
    return keys.byLength[key.length]?.includes(key) === true ? key : undefined;
  }
  const candidates = keys.byLength[close - i - 1];
  if (candidates === undefined) return undefined;
  for (const key of candidates) if (text.startsWith(key, i + 1)) return key;
  return undefined;
}

/** JSON white space: space, tab, line feed, carriage return (nothing else). */
function skipSpace(text: string, i: number, n: number): number {
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

/** Index after the string token whose opening quote is at `i`, or -1 when it is not valid. */
function stringEnd(cursor: Cursor, i: number, n: number): number {
  const close = cursor.text.indexOf('"', i + 1);
  if (close === -1) return -1;
  if (cursor.backslash !== -1 && cursor.backslash <= i) cursor.backslash = cursor.text.indexOf('\\', i + 1);
  if (cursor.backslash !== -1 && cursor.backslash < close) return escapedStringEnd(cursor.text, i, n);
  if (cursor.control !== -1 && cursor.control <= i) cursor.control = nextControl(cursor.text, i + 1);
  return cursor.control !== -1 && cursor.control < close ? -1 : close + 1;
}

function nextControl(text: string, from: number): number {
  CONTROL.lastIndex = from;
  const found = CONTROL.test(text);
  const at = found ? CONTROL.lastIndex - 1 : -1;
  CONTROL.lastIndex = 0;
  return at;
}

/** {@link stringEnd} for a token with escapes, character by character. */
function escapedStringEnd(text: string, i: number, n: number): number {
  for (i++; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -1;
    if (c !== 0x5c) continue;
    if (++i >= n) return -1;
    const e = text.charCodeAt(i);
    if (e === 0x75) {
      if (
        i + 4 >= n ||
        !isHex(text.charCodeAt(i + 1)) ||
        !isHex(text.charCodeAt(i + 2)) ||
        !isHex(text.charCodeAt(i + 3)) ||
        !isHex(text.charCodeAt(i + 4))
      )
        return -1;
      i += 4;
    } else if (!SIMPLE_ESCAPES.includes(e)) return -1;
  }
  return -1;
}

/** `"` `\` `/` `b` `f` `n` `r` `t`. */
const SIMPLE_ESCAPES: readonly number[] = [0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74];

function isHex(c: number): boolean {
  const lower = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x66);
}

function literalEnd(text: string, i: number, word: string): number {
  return text.startsWith(word, i) ? i + word.length : -1;
}

/** Index after the number token at `i` (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`), or -1. */
function numberEnd(text: string, i: number, n: number): number {
  if (text.charCodeAt(i) === 0x2d) i++;
  if (i >= n) return -1;
  const first = text.charCodeAt(i);
  if (first === 0x30) i++;
  else if (first > 0x30 && first <= 0x39) i = digitsEnd(text, i + 1, n);
  else return -1;
  if (i < n && text.charCodeAt(i) === 0x2e) {
    const end = digitsEnd(text, i + 1, n);
    if (end === i + 1) return -1;
    i = end;
  }
  if (i < n && (text.charCodeAt(i) | 0x20) === 0x65) {
    i++;
    if (i < n && (text.charCodeAt(i) === 0x2b || text.charCodeAt(i) === 0x2d)) i++;
    const end = digitsEnd(text, i, n);
    if (end === i) return -1;
    i = end;
  }
  return i;
}

function digitsEnd(text: string, i: number, n: number): number {
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  return i;
}
