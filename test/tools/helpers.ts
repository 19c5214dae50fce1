/**
 * Builders for tool-using conversations shared by the tool-signal tests.
 */
import { analyze } from '../../src/analyze';
import { readMessage, type PreparedMessage } from '../../src/messages/prepare';
import type { Signal, SignalReport } from '../../src/types';

/** A user message. */
export function user(content: unknown): { role: 'user'; content: unknown } {
  return { role: 'user', content };
}

/** An assistant message, optionally with tool calls. */
export function assistant(
  content: unknown,
  toolCalls?: readonly unknown[],
): { role: 'assistant'; content: unknown; tool_calls?: unknown[] } {
  return toolCalls === undefined
    ? { role: 'assistant', content }
    : { role: 'assistant', content, tool_calls: [...toolCalls] };
}

/** A tool result message. */
export function tool(content: unknown, toolCallId?: string): { role: 'tool'; content: unknown; tool_call_id?: string } {
  return toolCallId === undefined ? { role: 'tool', content } : { role: 'tool', content, tool_call_id: toolCallId };
}

/** One call of `name` with `args` and its result `content`, as an assistant + tool message pair. */
export function exchange(name: string, args: unknown, content: unknown, id: string): unknown[] {
  const call = {
    id,
    type: 'function',
    function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
  };
  return [assistant('', [call]), tool(typeof content === 'string' ? content : JSON.stringify(content), id)];
}

/** A conversation of one user turn then `n` calls built by `make(i)` (name, args, result). */
export function calls(n: number, make: (i: number) => [string, unknown, unknown]): unknown[] {
  const messages: unknown[] = [user('please help with my booking')];
  for (let i = 0; i < n; i++) {
    const [name, args, result] = make(i);
    messages.push(...exchange(name, args, result, `call_${i}`));
  }
  return messages;
}

/** The tool-family signals (failure, loops, exhaustion) of a report. */
export function toolSignals(report: SignalReport): Signal[] {
  return report.signals.filter((s) => /^(execution\.(failure|loops)|environment\.exhaustion)\./.test(s.type));
}

/** Types of the tool-family signals of `messages`. */
export function toolTypes(messages: readonly unknown[]): string[] {
  return toolSignals(analyze(messages)).map((s) => s.type);
}

/** The single tool-family signal type a one-call conversation with result `content` yields. */
export function resultType(content: unknown, name = 'lookup'): string[] {
  return toolTypes([user('check it please'), ...exchange(name, { id: 1 }, content, 'c1')]);
}

/** The messages as `analyze` reads them before its detectors run (system, developer and invalid ones left out). */
export function readMessages(messages: readonly unknown[]): PreparedMessage[] {
  const read: PreparedMessage[] = [];
  for (let i = 0; i < messages.length; i++) {
    const message = readMessage(messages[i], i);
    if (message !== undefined) read.push(message);
  }
  return read;
}
