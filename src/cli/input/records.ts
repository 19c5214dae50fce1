/**
 * @module Turns one parsed JSON value (a JSONL line or an element of a JSON array) into the
 * conversations it holds: `{id?, messages}`, a bare message array, ShareGPT `{conversations}`, or
 * an array of those. OTLP requests (`{resourceSpans}`) are recognised here and read elsewhere.
 */
import { fromShareGPT } from '../../adapters/sharegpt';
import { isRecord } from '../../adapters/values';

/** A conversation ready to score. */
export interface Conversation {
  /** The input id, or a position (line number, item number) when the input has none. */
  readonly id: string;
  /** Where it came from, for messages and the `source` column: `file:line`, `file#item`, … */
  readonly source: string;
  /** Messages in the OpenAI chat shape (validated by the analyzer, not here). */
  readonly messages: readonly unknown[];
}

/** Deepest nesting of lists of conversations read (a list of lists is already unusual). */
export const MAX_LIST_DEPTH = 16;

/** The outcome of reading one value. */
export type RecordResult =
  | { readonly kind: 'conversations'; readonly conversations: Conversation[] }
  | { readonly kind: 'otlp'; readonly request: Record<string, unknown> }
  | { readonly kind: 'bad'; readonly reason: string };

const EXPECTED =
  'expected {"messages": […]}, a message array, ShareGPT {"conversations": […]} or OTLP {"resourceSpans": […]}';

/**
 * Reads a parsed value.
 * @param fallbackId - Id used when the value carries none (the line or item number).
 * @param source - Position shown to the user.
 * @param depth - Lists around the value (past {@link MAX_LIST_DEPTH} the value is bad).
 */
export function readRecord(value: unknown, fallbackId: string, source: string, depth = 0): RecordResult {
  if (Array.isArray(value)) {
    if (depth >= MAX_LIST_DEPTH || (depth === 0 && firstListDepth(value) > MAX_LIST_DEPTH))
      return { kind: 'bad', reason: `could not be read (lists nested more than ${MAX_LIST_DEPTH} levels deep)` };
    return readArray(value, fallbackId, source, depth);
  }
  if (!isRecord(value)) return { kind: 'bad', reason: `${EXPECTED}; got ${describe(value)}` };
  if ('resourceSpans' in value) {
    return Array.isArray(value.resourceSpans)
      ? { kind: 'otlp', request: value }
      : { kind: 'bad', reason: '"resourceSpans" is not an array' };
  }
  const id = idOf(value) ?? fallbackId;
  if ('messages' in value) {
    if (!Array.isArray(value.messages))
      return { kind: 'bad', reason: `"messages" is ${describe(value.messages)}, not an array` };
    return one({ id, source, messages: value.messages });
  }
  const turns = value.conversations ?? value.conversation;
  if (turns !== undefined) {
    if (!Array.isArray(turns)) return { kind: 'bad', reason: `"conversations" is ${describe(turns)}, not an array` };
    return one({ id, source, messages: shareGPTMessages(turns) });
  }
  const keys = Object.keys(value).slice(0, 5).join(', ');
  return { kind: 'bad', reason: `${EXPECTED}; got an object with keys ${keys === '' ? '(none)' : keys}` };
}

/** True when the array is a list of conversations rather than the messages of one. */
export function isConversationList(items: readonly unknown[]): boolean {
  const first = items.find((item) => item !== null && item !== undefined);
  if (first === undefined) return false;
  if (Array.isArray(first)) return true;
  return isRecord(first) && ('messages' in first || 'conversations' in first || 'resourceSpans' in first);
}

function readArray(items: unknown[], fallbackId: string, source: string, depth: number): RecordResult {
  if (!isConversationList(items)) {
    const first = items[0];
    if (items.length > 0 && !isRecord(first))
      return { kind: 'bad', reason: `${EXPECTED}; got an array of ${describe(first)}` };
    return one({ id: fallbackId, source, messages: isShareGPTTurn(first) ? shareGPTMessages(items) : items });
  }
  // A list of conversations on one line: read each, numbering them `line.n`.
  const conversations: Conversation[] = [];
  for (let i = 0; i < items.length; i++) {
    const inner = readRecord(items[i], `${fallbackId}.${i + 1}`, `${source}.${i + 1}`, depth + 1);
    if (inner.kind === 'bad') return { kind: 'bad', reason: `item ${i + 1}: ${inner.reason}` };
    if (inner.kind === 'otlp')
      return { kind: 'bad', reason: `item ${i + 1}: an OTLP request inside an array is not supported` };
    conversations.push(...inner.conversations);
  }
  return { kind: 'conversations', conversations };
}

/** How many lists open at the start of `value` (`[[[…`), counted up to one past the limit. */
function firstListDepth(value: unknown[]): number {
  let depth = 0;
  let item: unknown = value;
  while (Array.isArray(item) && depth <= MAX_LIST_DEPTH) {
    item = item.find((x) => x !== null && x !== undefined);
    depth++;
  }
  return depth;
}

function one(conversation: Conversation): RecordResult {
  return { kind: 'conversations', conversations: [conversation] };
}

function isShareGPTTurn(value: unknown): boolean {
  return isRecord(value) && 'from' in value && 'value' in value && !('role' in value);
}

/** ShareGPT turns (`{from, value}`) through the adapter; OpenAI-shaped turns are kept as they are. */
function shareGPTMessages(turns: unknown[]): readonly unknown[] {
  return turns.some(isShareGPTTurn) ? fromShareGPT(turns).messages : turns;
}

function idOf(record: Record<string, unknown>): string | undefined {
  const id = record.id ?? record.conversation_id ?? record.conversationId;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
