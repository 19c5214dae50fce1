/**
 * @module Pairs every tool call with its result: by `tool_call_id`, falling back to order.
 */
import type { RawToolCall } from '../messages/extract';
import type { PreparedMessage, ToolMessage } from '../messages/prepare';
import { isBlank } from '../text/blank';

/** One tool call of an assistant message, with its result when one was found. */
export interface TracedCall {
  /** The call as read from its message (the same object for every trace of that message). */
  readonly source: RawToolCall;
  readonly name: string;
  readonly id: string | undefined;
  /** Arguments as given: a JSON string, an object, or anything else. */
  readonly arguments: unknown;
  /** Index (in the ORIGINAL list) of the assistant message that made the call. */
  readonly messageIndex: number;
  /** Position of the call in the conversation's sequence of tool calls (0-based). */
  readonly position: number;
  /**
   * Number of user turns before the call. Calls with different segments are never consecutive:
   * a user turn between two calls breaks a loop.
   */
  readonly segment: number;
  /** The paired `tool` message, if any. */
  readonly result: ToolMessage | undefined;
}

/** The calls of a conversation, in order, and the results no call claimed. */
export interface ToolTrace {
  readonly calls: readonly TracedCall[];
  /** Tool messages with no matching call (the call is outside the window, or was never made). */
  readonly orphanResults: readonly ToolMessage[];
}

interface MutableCall {
  source: RawToolCall;
  name: string;
  id: string | undefined;
  arguments: unknown;
  messageIndex: number;
  position: number;
  segment: number;
  result: ToolMessage | undefined;
}

interface PendingResult {
  readonly message: ToolMessage;
  /** Number of calls made before this result. */
  readonly callsBefore: number;
  paired: boolean;
}

/**
 * Reads the tool calls of the assistant messages in order and pairs each `tool` message with a
 * call made before it: first the earliest unanswered call with the same `tool_call_id`; failing
 * that (the result or the call has no id), the earliest unanswered earlier call, with any id when
 * the result has none, or without an id when the result's id matches no call. Linear time.
 */
export function traceToolCalls(messages: readonly PreparedMessage[]): ToolTrace {
  const calls: MutableCall[] = [];
  const results: PendingResult[] = [];
  let segment = 0;
  // Indexed loops: most messages have no calls (see docs/performance.md).
  for (let m = 0; m < messages.length; m++) {
    const message = messages[m]!;
    if (message.role === 'user' && !isBlank(message.text)) segment++;
    else if (message.role === 'assistant') {
      const toolCalls = message.toolCalls;
      for (let c = 0; c < toolCalls.length; c++) {
        const call = toolCalls[c]!;
        // Listed, not spread (see docs/performance.md).
        calls.push({
          source: call,
          id: call.id,
          name: call.name,
          arguments: call.arguments,
          messageIndex: message.index,
          position: calls.length,
          segment,
          result: undefined,
        });
      }
    } else if (message.role === 'tool') {
      results.push({ message, callsBefore: calls.length, paired: false });
    }
  }
  pairById(calls, results);
  pairByOrder(calls, results);
  return { calls, orphanResults: results.filter((r) => !r.paired).map((r) => r.message) };
}

function pairById(calls: MutableCall[], results: PendingResult[]): void {
  const byId = new Map<string, number[]>();
  for (const call of calls) {
    if (call.id === undefined) continue;
    const queue = byId.get(call.id);
    if (queue === undefined) byId.set(call.id, [call.position]);
    else queue.push(call.position);
  }
  for (const result of results) {
    const id = result.message.toolCallId;
    if (id === undefined) continue;
    const queue = byId.get(id);
    if (queue === undefined || queue.length === 0 || queue[0]! >= result.callsBefore) continue;
    const call = calls[queue.shift()!]!;
    call.result = result.message;
    result.paired = true;
  }
}

function pairByOrder(calls: MutableCall[], results: PendingResult[]): void {
  let anyNext = 0;
  let idlessNext = 0;
  for (const result of results) {
    if (result.paired) continue;
    const hasId = result.message.toolCallId !== undefined;
    let cursor = hasId ? idlessNext : anyNext;
    while (
      cursor < result.callsBefore &&
      (calls[cursor]!.result !== undefined || (hasId && calls[cursor]!.id !== undefined))
    ) {
      cursor++;
    }
    if (hasId) idlessNext = cursor;
    else anyNext = cursor;
    if (cursor >= result.callsBefore) continue;
    calls[cursor]!.result = result.message;
    result.paired = true;
  }
}
