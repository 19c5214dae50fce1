/**
 * @module Reader for OpenInference (Arize Phoenix) flattened message attributes:
 * `llm.input_messages.N.message.role|content|contents.M.message_content.text|tool_calls.K.tool_call.*`
 * and `llm.output_messages.N.message.*`.
 */
import type { Message, OpenAIToolCall, Role } from '../types';
import { indexedGroups, readIndexedMessages } from './indexed';
import type { AdapterResult, ReaderOptions, SpanAttributes } from './types';
import type { ReadContext } from './values';
import { decodeArguments, roleFrom, str, toolCall, unwrapToolOutputString } from './values';

/** Attribute names and prefixes read by {@link readOpenInference}. */
export const OPENINFERENCE_ATTR = {
  INPUT_PREFIX: 'llm.input_messages.',
  OUTPUT_PREFIX: 'llm.output_messages.',
  FIRST_INPUT_ROLE: 'llm.input_messages.0.message.role',
  FIRST_INPUT_CONTENT: 'llm.input_messages.0.message.content',
  FIRST_OUTPUT_ROLE: 'llm.output_messages.0.message.role',
  FIRST_OUTPUT_CONTENT: 'llm.output_messages.0.message.content',
} as const;

/**
 * True when the span carries OpenInference messages: the first input or output message has a role
 * or content (property lookups only, no allocation).
 */
export function hasOpenInferenceMessages(attributes: SpanAttributes): boolean {
  return (
    attributes[OPENINFERENCE_ATTR.FIRST_INPUT_ROLE] !== undefined ||
    attributes[OPENINFERENCE_ATTR.FIRST_OUTPUT_ROLE] !== undefined ||
    attributes[OPENINFERENCE_ATTR.FIRST_INPUT_CONTENT] !== undefined ||
    attributes[OPENINFERENCE_ATTR.FIRST_OUTPUT_CONTENT] !== undefined
  );
}

/**
 * Reads the input then output messages of an OpenInference LLM span. Returns undefined when the
 * span has no OpenInference messages. Never throws.
 *
 * @example
 * ```ts
 * readOpenInference({
 *   'llm.input_messages.0.message.role': 'user',
 *   'llm.input_messages.0.message.content': 'hi',
 * }); // { messages: [{ role: 'user', content: 'hi' }], skipped: 0 }
 * ```
 */
export function readOpenInference(attributes: SpanAttributes, options?: ReaderOptions): AdapterResult | undefined {
  if (!hasOpenInferenceMessages(attributes)) return undefined;
  return readIndexedMessages(
    attributes,
    { input: OPENINFERENCE_ATTR.INPUT_PREFIX, output: OPENINFERENCE_ATTR.OUTPUT_PREFIX },
    options,
    readMessage,
  );
}

function readMessage(entry: Record<string, unknown>, fallbackRole: Role, ctx: ReadContext): Message | undefined {
  const rawRole = entry['message.role'];
  const role = roleFrom(rawRole, fallbackRole);
  if (role === undefined) {
    ctx.skipped++;
    return undefined;
  }
  const message: Message = { role, content: contentOf(entry, ctx) };
  if (role === 'tool' && typeof message.content === 'string') message.content = unwrapToolOutputString(message.content);
  const calls: OpenAIToolCall[] = [];
  for (const call of indexedGroups(entry, 'message.tool_calls.', ctx)) {
    const name = str(call['tool_call.function.name']);
    if (name === undefined) ctx.skipped++;
    else calls.push(toolCall(call['tool_call.id'], name, decodeArguments(call['tool_call.function.arguments'])));
  }
  if (calls.length > 0) message.tool_calls = calls;
  const toolCallId = entry['message.tool_call_id'];
  if (typeof toolCallId === 'string') message.tool_call_id = toolCallId;
  const name = entry['message.name'];
  if (typeof name === 'string') message.name = name;
  return message;
}

/** Content part types holding text: chat `text`, Responses API `input_text` / `output_text`. */
const TEXT_PART_TYPES: ReadonlySet<string> = new Set(['text', 'input_text', 'output_text']);

/** `message.content`, else the text parts of `message.contents.M.message_content.*`. */
function contentOf(entry: Record<string, unknown>, ctx: ReadContext): string | null {
  const content = entry['message.content'];
  if (typeof content === 'string') return content;
  if (content !== undefined && content !== null) ctx.skipped++;
  const texts: string[] = [];
  for (const part of indexedGroups(entry, 'message.contents.', ctx)) {
    const type = part['message_content.type'];
    const text = part['message_content.text'];
    if (typeof text === 'string' && (type === undefined || TEXT_PART_TYPES.has(type as string))) texts.push(text);
  }
  return texts.length > 0 ? texts.join('\n') : null;
}
