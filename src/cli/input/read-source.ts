/**
 * @module Reads one input (a file or `-` for stdin) into conversations, detecting the format from
 * its first lines. JSONL is streamed line by line, so memory stays flat at any size; a JSON
 * document (pretty-printed array, single conversation or OTLP export) is parsed whole, up to
 * {@link MAX_DOCUMENT_CHARS}.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { readLines } from './lines';
import {
  countContainers,
  documentContainerLimit,
  MAX_LINE_CHARS,
  MAX_LINE_CONTAINERS,
  tooManyContainers,
} from './line-limits';
import { readOtlpRequest } from './otlp-spans';
import { isConversationList, readRecord, type Conversation, type RecordResult } from './records';
import { SpanConversations } from './span-conversations';

/** Longest JSON document (in characters) parsed whole; V8 cannot hold a longer string. */
export const MAX_DOCUMENT_CHARS = 512 * 1024 * 1024;

export { MAX_LINE_CHARS, MAX_LINE_CONTAINERS };

const DOCUMENT_TOO_LONG =
  'a JSON document over 512 MiB cannot be parsed whole; convert it to JSONL (one conversation per line)';

/** The report of a document holding more objects and arrays than `limit`. */
function documentTooManyContainers(limit: number): string {
  return `a JSON document holding more than ${limit.toLocaleString('en-US')} objects and arrays cannot be parsed whole in this heap; convert it to JSONL (one conversation per line) or give Node a larger heap (NODE_OPTIONS=--max-old-space-size=…)`;
}

/** What reading yields: a conversation to score, or a skipped piece of input. */
export type InputEvent =
  | { readonly kind: 'conversation'; readonly conversation: Conversation }
  | { readonly kind: 'bad'; readonly where: string; readonly reason: string };

/** Bytes read so far, updated while reading (for the progress bar). */
export interface ByteCounter {
  bytes: number;
}

/** Display name of an input path. */
export function displayName(path: string): string {
  return path === '-' ? '<stdin>' : path;
}

/** Options of {@link readSource}. */
export interface ReadSourceOptions {
  /** Longest line read; a longer one is a bad line. @default {@link MAX_LINE_CHARS} */
  readonly maxLineChars?: number;
  /** The name bad lines are reported under. @default the path (`<stdin>` for `-`) */
  readonly name?: string;
  /** Most objects and arrays a JSON document parsed whole may hold. @default `documentContainerLimit()` */
  readonly maxDocumentContainers?: number;
}

/** Reads one input. Never throws: an unreadable file is one `bad` event. */
export async function* readSource(
  path: string,
  counter: ByteCounter,
  stdin: Readable = process.stdin,
  options: ReadSourceOptions = {},
): AsyncGenerator<InputEvent> {
  const file = options.name ?? displayName(path);
  const stream: Readable = path === '-' ? stdin : createReadStream(path);
  const maxLineChars = options.maxLineChars ?? MAX_LINE_CHARS;
  const lines = readLines(stream, maxLineChars, (bytes) => (counter.bytes += bytes));
  const spans = new SpanConversations();
  let mode: 'start' | 'pending' | 'jsonl' | 'document' = 'start';
  let head: string[] = [];
  let documentChars = 0;
  /** Objects and arrays of the document read so far, and how many it may hold (see `documentContainerLimit`). */
  let documentContainers = 0;
  const maxDocumentContainers = options.maxDocumentContainers ?? documentContainerLimit();
  let lineNo = 0;
  try {
    for await (const raw of lines) {
      lineNo++;
      const containers = typeof raw === 'string' && mode !== 'document' ? tooManyContainers(raw) : undefined;
      if (typeof raw !== 'string' || containers !== undefined) {
        if (mode === 'document') {
          yield { kind: 'bad', where: file, reason: DOCUMENT_TOO_LONG };
          return;
        }
        if (mode !== 'jsonl') {
          // The first lines decided nothing yet: read them as JSONL, like the long line.
          mode = 'jsonl';
          yield* replay(head, lineNo - head.length, file, spans);
          head = [];
        }
        const reason =
          typeof raw !== 'string'
            ? `line longer than ${maxLineChars.toLocaleString('en-US')} characters (${raw.tooLong.toLocaleString('en-US')}); skipped`
            : `line holding more than ${MAX_LINE_CONTAINERS.toLocaleString('en-US')} objects and arrays; skipped`;
        yield { kind: 'bad', where: `${file}:${lineNo}`, reason };
        continue;
      }
      const line = lineNo === 1 && raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
      if (mode === 'jsonl') {
        yield* readLine(line, lineNo, file, spans);
        continue;
      }
      if (mode === 'document') {
        head.push(line);
        documentChars += line.length + 1;
        documentContainers += countContainers(line);
        if (documentChars > MAX_DOCUMENT_CHARS) {
          yield { kind: 'bad', where: file, reason: DOCUMENT_TOO_LONG };
          return;
        }
        if (documentContainers > maxDocumentContainers) {
          yield { kind: 'bad', where: file, reason: documentTooManyContainers(maxDocumentContainers) };
          return;
        }
        continue;
      }
      const trimmed = line.trim();
      head.push(line);
      if (trimmed === '') continue;
      if (mode === 'start') {
        mode = startMode(trimmed);
        if (mode === 'document') documentContainers = countContainers(line);
        if (mode === 'jsonl') {
          yield* replay(head, lineNo - head.length + 1, file, spans);
          head = [];
        }
        continue;
      }
      // 'pending': the first line did not parse on its own; an indented next line means pretty JSON.
      if (/^\s/.test(line) || /^["}\]]/.test(trimmed)) {
        mode = 'document';
        documentChars = head.reduce((n, l) => n + l.length + 1, 0);
        documentContainers = head.reduce((n, l) => n + countContainers(l), 0);
      } else {
        mode = 'jsonl';
        yield* replay(head, lineNo - head.length + 1, file, spans);
        head = [];
      }
    }
    if (mode === 'pending') yield* replay(head, lineNo - head.length + 1, file, spans);
    if (mode === 'document') {
      if (documentContainers > maxDocumentContainers)
        yield { kind: 'bad', where: file, reason: documentTooManyContainers(maxDocumentContainers) };
      else yield* readDocument(head.join('\n'), file, spans);
    }
    head = [];
    const otlp = spans.read(file);
    for (const bad of otlp.bad) yield { kind: 'bad', where: `${file} span ${bad.spanId}`, reason: bad.reason };
    for (const conversation of otlp.conversations) yield { kind: 'conversation', conversation };
  } catch (error) {
    yield { kind: 'bad', where: lineNo > 0 ? `${file}:${lineNo}` : file, reason: errorText(error) };
  } finally {
    await lines.return(undefined);
    if (path !== '-') stream.destroy();
  }
}

/** Decides the mode from the first non-blank line. */
function startMode(trimmed: string): 'jsonl' | 'pending' | 'document' {
  if (trimmed === '[' || trimmed === '{') return 'document';
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return 'jsonl';
  try {
    JSON.parse(trimmed);
    return 'jsonl';
  } catch {
    return 'pending';
  }
}

function* replay(
  lines: readonly string[],
  firstLineNo: number,
  file: string,
  spans: SpanConversations,
): Generator<InputEvent> {
  for (let i = 0; i < lines.length; i++) yield* readLine(lines[i] ?? '', firstLineNo + i, file, spans);
}

/** One JSONL line: blank lines are ignored; a line that is not a conversation is reported. */
function* readLine(line: string, lineNo: number, file: string, spans: SpanConversations): Generator<InputEvent> {
  const text = line.trim();
  if (text === '') return;
  const where = `${file}:${lineNo}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    yield { kind: 'bad', where, reason: `invalid JSON (${errorText(error)})` };
    return;
  }
  const record = readValue(value, String(lineNo), where, spans);
  if (record.kind === 'bad') yield { kind: 'bad', where, reason: record.reason };
  else if (record.kind === 'conversations')
    for (const conversation of record.conversations) yield { kind: 'conversation', conversation };
}

/** A whole JSON document: an array of conversations, one conversation, or an OTLP export. */
function* readDocument(text: string, file: string, spans: SpanConversations): Generator<InputEvent> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    yield { kind: 'bad', where: `${file}${positionOf(error, text)}`, reason: `invalid JSON (${errorText(error)})` };
    return;
  }
  if (Array.isArray(value) && value.length === 0) return;
  const items = Array.isArray(value) && isConversationList(value) ? value : [value];
  for (let i = 0; i < items.length; i++) {
    const where = items.length === 1 && items[0] === value ? file : `${file}#${i + 1}`;
    const record = readValue(items[i], String(i + 1), where, spans);
    if (record.kind === 'bad')
      yield { kind: 'bad', where: where === file ? file : `${file}: item ${i + 1}`, reason: record.reason };
    else if (record.kind === 'conversations')
      for (const conversation of record.conversations) yield { kind: 'conversation', conversation };
  }
}

/**
 * `readRecord`, with an OTLP request read into `spans` at once. A value that cannot be read at all
 * (nested deeply enough to overflow the stack) is one bad record: it must not end the whole input.
 */
function readValue(value: unknown, fallbackId: string, where: string, spans: SpanConversations): RecordResult {
  try {
    const record = readRecord(value, fallbackId, where);
    if (record.kind === 'otlp') readOtlpRequest(record.request, (span) => spans.add(span));
    return record;
  } catch (error) {
    return { kind: 'bad', reason: `could not be read (${errorText(error)})` };
  }
}

/** `:line:column` of a JSON.parse error that names a position, else empty. */
function positionOf(error: unknown, text: string): string {
  const match = /position (\d+)/.exec(errorText(error));
  if (match === null) return '';
  const position = Number(match[1]);
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `:${line}:${column}`;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
