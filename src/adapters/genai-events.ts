/**
 * @module Turns GenAI semantic-convention log events (the per-message events `gen_ai.*.message` /
 * `gen_ai.choice`, and `gen_ai.client.inference.operation.details`) into the span attributes the
 * GenAI reader reads, so a span whose messages went to log records is read like any other.
 */
import { GENAI_ATTR } from './genai';
import type { SpanAttributes } from './types';
import { isRecord } from './values';

/** Names of the GenAI log events that carry conversation content. */
export const GENAI_EVENT = {
  SYSTEM_MESSAGE: 'gen_ai.system.message',
  USER_MESSAGE: 'gen_ai.user.message',
  ASSISTANT_MESSAGE: 'gen_ai.assistant.message',
  TOOL_MESSAGE: 'gen_ai.tool.message',
  CHOICE: 'gen_ai.choice',
  OPERATION_DETAILS: 'gen_ai.client.inference.operation.details',
} as const;

const EVENT_NAMES: ReadonlySet<string> = new Set(Object.values(GENAI_EVENT));

/** One GenAI log event as kept until its span ends: its name, body and attributes, as emitted. */
export interface GenAIEvent {
  readonly name: string;
  readonly body: unknown;
  readonly attributes: SpanAttributes;
}

/**
 * The GenAI event name of a log record: its `eventName` field (Logs API ≥ 0.200), else its
 * `event.name` attribute (the older event convention); undefined when it is not a GenAI content event.
 */
export function genAIEventName(eventName: unknown, attributes: unknown): string | undefined {
  if (typeof eventName === 'string' && EVENT_NAMES.has(eventName)) return eventName;
  const fromAttribute = isRecord(attributes) ? attributes['event.name'] : undefined;
  return typeof fromAttribute === 'string' && EVENT_NAMES.has(fromAttribute) ? fromAttribute : undefined;
}

/**
 * The GenAI span attributes equivalent to a span's events, in emission order: message events and
 * the details' input messages become `gen_ai.input.messages`, the first choice (index 0 when indexed)
 * and the details' output messages `gen_ai.output.messages`, the details' system instructions
 * `gen_ai.system_instructions`. Values are passed through as structured data (the GenAI reader
 * validates them); an empty object when no event carries a message. Never throws.
 *
 * @example
 * ```ts
 * eventAttributes([{ name: 'gen_ai.user.message', body: { content: 'hi' }, attributes: {} }]);
 * // { 'gen_ai.input.messages': [{ role: 'user', content: 'hi' }] }
 * ```
 */
export function eventAttributes(events: readonly GenAIEvent[]): Record<string, unknown> {
  const input: unknown[] = [];
  const output: unknown[] = [];
  let system: unknown;
  let choiceTaken = false;
  for (const event of events) {
    const body = isRecord(event.body) ? event.body : {};
    switch (event.name) {
      case GENAI_EVENT.SYSTEM_MESSAGE:
        input.push(chatMessage('system', body));
        break;
      case GENAI_EVENT.USER_MESSAGE:
        input.push(chatMessage('user', body));
        break;
      case GENAI_EVENT.ASSISTANT_MESSAGE:
        input.push(chatMessage('assistant', body));
        break;
      case GENAI_EVENT.TOOL_MESSAGE:
        input.push(chatMessage('tool', body));
        break;
      case GENAI_EVENT.CHOICE: {
        // A request for n > 1 choices continues with one of them: keep the first (index 0).
        const index = body.index;
        if (choiceTaken || (typeof index === 'number' && index !== 0)) break;
        choiceTaken = true;
        output.push(chatMessage('assistant', isRecord(body.message) ? body.message : {}));
        break;
      }
      case GENAI_EVENT.OPERATION_DETAILS:
        append(input, event.attributes[GENAI_ATTR.INPUT_MESSAGES]);
        append(output, event.attributes[GENAI_ATTR.OUTPUT_MESSAGES]);
        system ??= event.attributes[GENAI_ATTR.SYSTEM_INSTRUCTIONS];
        break;
    }
  }
  const attributes: Record<string, unknown> = {};
  if (system !== undefined) attributes[GENAI_ATTR.SYSTEM_INSTRUCTIONS] = system;
  if (input.length > 0) attributes[GENAI_ATTR.INPUT_MESSAGES] = input;
  if (output.length > 0) attributes[GENAI_ATTR.OUTPUT_MESSAGES] = output;
  return attributes;
}

/** An OpenAI-shaped message from a per-message event body (`content`, `tool_calls`, tool `id`). */
function chatMessage(role: string, body: Record<string, unknown>): Record<string, unknown> {
  const message: Record<string, unknown> = { role, content: body.content ?? null };
  if (Array.isArray(body.tool_calls)) message.tool_calls = body.tool_calls;
  const id = body.id ?? body.tool_call_id;
  if (role === 'tool' && typeof id === 'string') message.tool_call_id = id;
  return message;
}

/** Longest JSON-encoded message list parsed from a details event. */
const MAX_JSON_LENGTH = 1_000_000;

/** Appends a details event's message list (an array, its JSON text, or one message). */
function append(into: unknown[], value: unknown): void {
  if (typeof value === 'string' && value.length <= MAX_JSON_LENGTH && value.trimStart().startsWith('[')) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return;
    }
  }
  if (Array.isArray(value)) into.push(...(value as unknown[]));
  else if (isRecord(value)) into.push(value);
}
