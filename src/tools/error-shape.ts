/**
 * @module Recognises a tool result that reports an error: text starting
 * with `Error`/`Exception`/`<Name>Error:`, a stack trace, a first line with a strong error marker
 * (`No such file or directory`, `HTTP 503`), or JSON with an `error`/`errors` key, a `status` or
 * `code` of 400–599, `isError: true`, `success: false`, including MCP `{content, isError}` results.
 */
import { MAX_MESSAGE_CHARS } from '../options';
import { isRecord } from './canonical-json';
import { jsonKeySet, memberValue, scanJson } from './json-scan';
import { SHAPES } from './lexicon';

/**
 * How an error was recognised: from the result's text, a stack trace, a marked first line, its
 * JSON, or (`message_flag`) a flag on the tool message itself (`status: "error"`, `is_error: true`).
 */
export type ErrorShape = 'text' | 'trace' | 'first_line' | 'json' | 'message_flag';

/** A tool result recognised as an error. */
export interface RecognizedError {
  readonly shape: ErrorShape;
  /** The text the class is read from: the error's message, capped at {@link DETAIL_CHARS}. */
  readonly detail: string;
  /** An HTTP-like status (400–599) or JSON-RPC error code given by the JSON or the text, if any. */
  readonly status: number | undefined;
}

/** A tool result read once: its text, whether it is JSON, what a JSON object says, and its error. */
export interface ResultView {
  /** The result text, trimmed. */
  readonly text: string;
  /** True when the text was cut to its head and tail: its JSON cannot be parsed. */
  readonly capped: boolean;
  /**
   * `valid` or `invalid` (what `JSON.parse` would say) when the text starts with `{` or `[` and
   * was not capped; undefined otherwise.
   */
  readonly json: 'valid' | 'invalid' | undefined;
  /**
   * For valid JSON whose top level is an object: its `message` member (else its `detail`) when
   * that is a string of at most {@link STATEMENT_MAX_CHARS} characters once trimmed, trimmed
   * (what a "not found" answer says); undefined for anything else. The parsed members are not
   * kept: a view is kept as long as its result (see `resultView`), and `data` or `output` may
   * hold the whole answer.
   */
  readonly statement: string | undefined;
  readonly error: RecognizedError | undefined;
}

/** Longest `message` or `detail` a {@link ResultView} keeps as its statement (a bare "not found" answer). */
export const STATEMENT_MAX_CHARS = 200;

/** Longest error detail kept for classification and evidence. */
export const DETAIL_CHARS = 1500;
/** Characters of the head inspected for a leading error marker or first line. */
const HEAD_CHARS = 300;
/** Lines scanned after a Python traceback header for the exception line. */
const MAX_TRACE_LINES = 400;

/**
 * Top-level keys of a JSON result that {@link jsonError} and the "not found" check read: error
 * flags, error, status, code, success and message keys, wrappers and MCP `content`.
 */
export const RESULT_FIELD_KEYS: readonly string[] = [
  ...SHAPES.errorFlagKeys,
  ...SHAPES.errorKeys,
  ...SHAPES.statusKeys,
  ...SHAPES.codeKeys,
  ...SHAPES.successKeys,
  ...SHAPES.detailKeys,
  ...SHAPES.wrapperKeys,
  ...SHAPES.errorTypeKeys,
  'value',
  'content',
  'message',
  'detail',
];

const RESULT_FIELDS = jsonKeySet(RESULT_FIELD_KEYS);

/**
 * Reads one tool result (already capped by `prepare`). Never throws. JSON is checked by
 * `scanJson` and only the members in {@link RESULT_FIELD_KEYS} are parsed: the readers look at
 * nothing else, and most results are large valid JSON with none of them.
 */
export function readToolResult(rawText: string): ResultView {
  const text = rawText.trim();
  const capped = rawText.length > MAX_MESSAGE_CHARS;
  const first = text.charAt(0);
  if ((first !== '{' && first !== '[') || capped)
    return { text, capped, json: undefined, statement: undefined, error: textError(text) };
  const scan = scanJson(text, RESULT_FIELDS);
  if (!scan.valid) return { text, capped, json: 'invalid', statement: undefined, error: textError(text) };
  // No member the readers look at (a top-level array has none): `jsonError` would find nothing.
  if (first === '[' || scan.members.length === 0)
    return { text, capped, json: 'valid', statement: undefined, error: undefined };
  const fields: Record<string, unknown> = {};
  for (const member of scan.members) fields[member.key] = memberValue(text, member);
  return { text, capped, json: 'valid', statement: statementOf(fields), error: jsonError(fields) };
}

/** The {@link ResultView.statement} of a JSON object's members. */
function statementOf(fields: Record<string, unknown>): string | undefined {
  const said = fields.message ?? fields.detail;
  if (typeof said !== 'string') return undefined;
  const trimmed = said.trim();
  return trimmed.length > STATEMENT_MAX_CHARS ? undefined : trimmed;
}

/** An error in a parsed JSON result: the top-level object or one wrapper (`result`, `data`, …). */
export function jsonError(value: unknown): RecognizedError | undefined {
  if (!isRecord(value)) return undefined;
  const own = objectError(value);
  if (own !== undefined) return own;
  for (const key of SHAPES.wrapperKeys) {
    const inner = value[key];
    if (isRecord(inner)) {
      const nested = objectError(inner);
      if (nested !== undefined) return nested;
    }
  }
  const content = contentText(value);
  return content === '' ? undefined : textError(content);
}

function objectError(obj: Record<string, unknown>): RecognizedError | undefined {
  let flagged = SHAPES.errorFlagKeys.some((k) => obj[k] === true);
  let status: number | undefined;
  for (const key of SHAPES.errorKeys) if (isPresent(obj[key])) flagged = true;
  for (const key of SHAPES.statusKeys) {
    const value = obj[key];
    const code = statusNumber(value);
    if (code !== undefined && isErrorStatus(code)) {
      status ??= code;
      flagged = true;
    } else if (typeof value === 'string' && SHAPES.failureStatusValues.has(value.trim().toLowerCase())) {
      flagged = true;
    }
  }
  if (SHAPES.successKeys.some((k) => obj[k] === false)) flagged = true;
  const typed = SHAPES.errorTypeKeys.some((k) => typeof obj[k] === 'string' && SHAPES.errorTypeValues.has(obj[k]));
  if (typed) flagged = true;
  const hasMessage = SHAPES.detailKeys.some((k) => typeof obj[k] === 'string');
  for (const key of SHAPES.codeKeys) {
    const code = statusNumber(obj[key]);
    if (code !== undefined && isErrorStatus(code) && (hasMessage || flagged)) {
      status ??= code;
      flagged = true;
    }
  }
  if (!flagged) return undefined;
  status ??= nestedStatus(obj);
  const detail = errorDetail(obj);
  return { shape: 'json', detail: cap(typed ? joinDetail(detail, typedValue(obj.value)) : detail), status };
}

/** True when an `error`-like value carries something (not null, false, 0, "", "none", {} or []). */
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return !SHAPES.emptyValues.has(value.trim().toLowerCase());
  if (typeof value === 'number') return value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** An HTTP error status (400–599) or a JSON-RPC error code (-32768 to -32000). */
export function isErrorStatus(code: number): boolean {
  return (code >= 400 && code <= 599) || (code >= -32768 && code <= -32000);
}

/** A status number from a number or a numeric string. */
function statusNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d{3}\s*$/.test(value)) return Number(value);
  return undefined;
}

function nestedStatus(obj: Record<string, unknown>): number | undefined {
  for (const key of SHAPES.errorKeys) {
    const inner = obj[key];
    if (!isRecord(inner)) continue;
    for (const k of [...SHAPES.statusKeys, ...SHAPES.codeKeys]) {
      const code = statusNumber(inner[k]);
      if (code !== undefined && isErrorStatus(code)) return code;
    }
  }
  return undefined;
}

/** The message strings of an error object, joined with ` | `. Reads known keys only, never deep. */
function errorDetail(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  const take = (value: unknown): void => {
    if (typeof value === 'string' && value.trim() !== '') parts.push(value.trim());
  };
  const takeObject = (value: unknown): void => {
    if (typeof value === 'string') take(value);
    else if (isRecord(value)) for (const k of SHAPES.detailKeys) take(value[k]);
  };
  for (const key of SHAPES.errorKeys) {
    const value = obj[key];
    if (Array.isArray(value)) value.slice(0, 3).forEach(takeObject);
    else takeObject(value);
  }
  for (const key of SHAPES.detailKeys) take(obj[key]);
  const content = contentText(obj);
  if (content !== '') parts.push(content);
  return parts.join(' | ');
}

/** The message of an AI SDK error output's `value`: a string, or the message fields of an object. */
function typedValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return isRecord(value) ? errorDetail(value) : '';
}

function joinDetail(a: string, b: string): string {
  return a === '' ? b : b === '' ? a : `${a} | ${b}`;
}

/** Text parts of an MCP-style `content: [{type: 'text', text}]` array. */
function contentText(obj: Record<string, unknown>): string {
  const content = obj.content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const part of content.slice(0, 20)) {
    if (isRecord(part) && typeof part.text === 'string') parts.push(part.text);
  }
  return parts.join('\n');
}

/** An error in plain text: a leading marker, a stack trace, or a strong first-line marker. */
export function textError(text: string): RecognizedError | undefined {
  const head = text.slice(0, HEAD_CHARS).toLowerCase();
  if (SHAPES.start.test(head) || SHAPES.startPattern.test(head)) {
    const detail = cap(text);
    return { shape: 'text', detail, status: textStatus(detail) };
  }
  const trace = SHAPES.trace.exec(text);
  if (trace !== null) {
    const detail = cap(exceptionLine(text, trace.index, trace[0].toLowerCase()));
    return { shape: 'trace', detail, status: textStatus(detail) };
  }
  const newline = head.indexOf('\n');
  const firstLine = newline === -1 ? head : head.slice(0, newline);
  const status = textStatus(firstLine);
  if (SHAPES.firstLine.test(firstLine) || (status !== undefined && status >= 400)) {
    return { shape: 'first_line', detail: cap(text), status };
  }
  return undefined;
}

/**
 * The first HTTP-like status of 400–599 written in a text (`HTTP 503`, `status code: 404`), else a
 * JSON-RPC error code after an MCP / JSON-RPC prefix (`MCP error -32602: …`).
 */
export function textStatus(text: string): number | undefined {
  const lower = text.slice(0, DETAIL_CHARS).toLowerCase();
  const m = SHAPES.status.exec(lower);
  if (m !== null) {
    const code = Number(m[1]);
    if (code >= 400 && code <= 599) return code;
  }
  const rpc = SHAPES.jsonRpcStatus.exec(lower);
  return rpc === null ? undefined : Number(rpc[1]);
}

/**
 * The exception line of a stack trace: for a Python traceback the first unindented line after
 * the frames; otherwise the line before the first frame (`TypeError: …` above `    at …`).
 */
function exceptionLine(text: string, index: number, matched: string): string {
  if (matched.startsWith('traceback')) {
    const lines = text.slice(index).split('\n', MAX_TRACE_LINES);
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.trim() !== '' && !/^\s/.test(line)) return line.trim();
    }
    return lines[0]!.trim();
  }
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (!matched.startsWith('\n')) {
    const end = text.indexOf('\n', index);
    return text.slice(lineStart, end === -1 ? undefined : end).trim();
  }
  const before = text.slice(lineStart, index).trim();
  if (before !== '' || lineStart === 0) return before || text.slice(index, index + 300).trim();
  const previous = text.lastIndexOf('\n', lineStart - 2) + 1;
  return text.slice(previous, lineStart).trim() || text.slice(index, index + 300).trim();
}

function cap(text: string): string {
  return text.length > DETAIL_CHARS ? text.slice(0, DETAIL_CHARS) : text;
}
