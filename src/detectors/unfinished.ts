/**
 * @module Unfinished run (`execution.unfinished`), read offline only: a complete conversation that
 * ends on a tool call with no result, or on a tool result the assistant never answered, unless
 * that last tool hands the conversation over or ends the run by design.
 */
import type { PreparedMessage, ToolMessage } from '../messages/prepare';
import { isBlank } from '../text/blank';
import type { RawToolCall } from '../messages/extract';
import { isTerminalCommand, isTerminalTool } from '../tools/terminal-tools';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';
import { isHandoffTool } from './handoff';

/** How a conversation ended, when it ended inside a tool exchange. */
export interface UnfinishedEnding {
  /** `call`: the last message calls a tool and no result follows; `result`: the last message is a tool result. */
  readonly ending: 'call' | 'result';
  /** The last tool: the last call of the message, or the call the result answers (its `name`, else `unknown`). */
  readonly tool: string;
  /** Index (in the original list) of the last message. */
  readonly messageIndex: number;
}

/**
 * How the conversation ends, when it ends on a tool call with no result or on a tool result with
 * no assistant message after it; undefined when it ends otherwise or when the last tool is a
 * handoff (`transfer_to_human_agents`) or a terminal tool (`submit`, `finish`, `final_answer`), or
 * when that last call runs a command line that ends the run (see `isTerminalCommand`: a coding
 * agent's `bash {"command": "submit"}`, `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git diff`).
 * Messages that say nothing (a user or assistant message with no text and no tool call) are
 * passed over.
 */
export function unfinishedEnding(messages: readonly PreparedMessage[]): UnfinishedEnding | undefined {
  const last = lastSpoken(messages);
  if (last === undefined) return undefined;
  let ending: UnfinishedEnding;
  let call: RawToolCall | undefined;
  if (last.role === 'assistant' && last.toolCalls.length > 0) {
    call = last.toolCalls[last.toolCalls.length - 1]!;
    ending = { ending: 'call', tool: call.name, messageIndex: last.index };
  } else if (last.role === 'tool') {
    const answered = answeredCall(messages, last);
    call = answered.call;
    const tool = answered.byId ? call!.name : (last.name ?? call?.name ?? 'unknown');
    ending = { ending: 'result', tool, messageIndex: last.index };
  } else {
    return undefined;
  }
  if (isHandoffTool(ending.tool) || isTerminalTool(ending.tool)) return undefined;
  return call !== undefined && isTerminalCommand(call.arguments) ? undefined : ending;
}

/** The `execution.unfinished` signal of messages read as a complete conversation, or undefined. */
export function unfinishedSignal(messages: readonly PreparedMessage[], ctx: DetectorContext): Signal | undefined {
  const ending = unfinishedEnding(messages);
  if (ending === undefined) return undefined;
  const what = ending.ending === 'call' ? 'a call of' : 'a result of';
  return makeSignal(ctx, 'execution.unfinished', ending.messageIndex, 0.9, `ended on ${what} ${ending.tool}`, {
    tool: ending.tool,
    ending: ending.ending,
  });
}

/**
 * A run that ends inside a tool exchange, read only when the conversation is known to be complete
 * (`complete: true`): never while it is in progress.
 */
export const unfinished: StatelessDetector = {
  name: 'unfinished',
  finish: (conversation, ctx) => {
    if (!ctx.config.complete || conversation.tools === undefined) return [];
    const signal = unfinishedSignal(conversation.messages, ctx);
    return signal === undefined ? [] : [signal];
  },
};

function lastSpoken(messages: readonly PreparedMessage[]): PreparedMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'tool' || (m.role === 'assistant' && m.toolCalls.length > 0) || !isBlank(m.text)) return m;
  }
  return undefined;
}

/**
 * The call a trailing result answers: the call with its `tool_call_id` (`byId`), else the last
 * call made before it.
 */
function answeredCall(
  messages: readonly PreparedMessage[],
  result: ToolMessage,
): { call: RawToolCall | undefined; byId: boolean } {
  let fallback: RawToolCall | undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.index >= result.index || m.role !== 'assistant') continue;
    for (let c = m.toolCalls.length - 1; c >= 0; c--) {
      const call = m.toolCalls[c]!;
      if (result.toolCallId !== undefined && call.id === result.toolCallId) return { call, byId: true };
      fallback ??= call;
    }
    if (result.toolCallId === undefined) break;
  }
  return { call: fallback, byId: false };
}
