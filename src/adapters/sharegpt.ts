/**
 * @module Converts ShareGPT conversations (`{from, value}` turns) to the OpenAI chat shape.
 */
import type { Message, OpenAIToolCall, Role } from '../types';
import type { AdapterResult } from './types';
import { isRecord, safeStringify, str, toolCall } from './values';

const ROLES: Readonly<Record<string, Role | 'function_call'>> = {
  human: 'user',
  user: 'user',
  gpt: 'assistant',
  assistant: 'assistant',
  chatgpt: 'assistant',
  bing: 'assistant',
  bard: 'assistant',
  model: 'assistant',
  system: 'system',
  function_call: 'function_call',
  observation: 'tool',
  tool: 'tool',
  function_response: 'tool',
};

/**
 * Converts a ShareGPT conversation: an array of `{from, value}` turns, or an object holding one in
 * `conversations` (or `conversation`). `human` → user, `gpt` → assistant, `system` → system,
 * `function_call` (value: JSON `{name, arguments}` or an array of them) → assistant tool calls,
 * `observation` → tool result. Unknown speakers and non-string values are skipped and counted.
 * Never throws; the input is not mutated.
 *
 * @example
 * ```ts
 * fromShareGPT({ conversations: [{ from: 'human', value: 'hi' }, { from: 'gpt', value: 'Hello!' }] });
 * // { messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello!' }], skipped: 0 }
 * ```
 */
export function fromShareGPT(conversation: unknown): AdapterResult {
  const turns = Array.isArray(conversation)
    ? conversation
    : isRecord(conversation)
      ? (arrayField(conversation, 'conversations') ?? arrayField(conversation, 'conversation'))
      : undefined;
  if (turns === undefined) return { messages: [], skipped: 1 };
  const messages: Message[] = [];
  let skipped = 0;
  for (const turn of turns) {
    try {
      const message = isRecord(turn) ? readTurn(turn) : undefined;
      if (message === undefined) skipped++;
      else messages.push(message);
    } catch {
      skipped++;
    }
  }
  return { messages, skipped };
}

function arrayField(record: Record<string, unknown>, key: string): unknown[] | undefined {
  const value = record[key];
  return Array.isArray(value) ? value : undefined;
}

function readTurn(turn: Record<string, unknown>): Message | undefined {
  const from = str(turn.from);
  const role = from === undefined ? undefined : ROLES[from.toLowerCase()];
  const value = turn.value;
  if (role === undefined) return undefined;
  if (role === 'function_call') {
    const calls = functionCalls(value);
    return calls === undefined ? undefined : { role: 'assistant', content: null, tool_calls: calls };
  }
  if (typeof value === 'string') return { role, content: value };
  if (role === 'tool' && value !== undefined) return { role, content: safeStringify(value) ?? '' };
  return undefined;
}

/** `function_call` values: JSON `{name, arguments}` or an array of them, as a string or object. */
function functionCalls(value: unknown): OpenAIToolCall[] | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const calls: OpenAIToolCall[] = [];
  for (const item of list) {
    const name = isRecord(item) ? str(item.name) : undefined;
    if (name === undefined || !isRecord(item)) return undefined;
    calls.push(toolCall(item.id, name, item.arguments ?? item.parameters ?? item.args));
  }
  return calls.length > 0 ? calls : undefined;
}
