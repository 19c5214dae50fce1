/**
 * @module Reader for OpenLLMetry (Traceloop) flattened messages, as its instrumentations before
 * 0.25 write them: `gen_ai.prompt.N.role|content|tool_call_id|tool_calls.K.name|arguments|id` and
 * `gen_ai.completion.N.*` (with `function_call.name|arguments` from older releases).
 */
import type { Message, OpenAIToolCall, Role } from '../types';
import { indexedGroups, readIndexedMessages } from './indexed';
import type { AdapterResult, ReaderOptions, SpanAttributes } from './types';
import type { ReadContext } from './values';
import { decodeArguments, isRecord, roleFrom, str, toolCall } from './values';

/** Attribute names and prefixes read by {@link readOpenLLMetry}. */
export const OPENLLMETRY_ATTR = {
  PROMPT_PREFIX: 'gen_ai.prompt.',
  COMPLETION_PREFIX: 'gen_ai.completion.',
  FIRST_PROMPT_ROLE: 'gen_ai.prompt.0.role',
  FIRST_PROMPT_CONTENT: 'gen_ai.prompt.0.content',
  FIRST_COMPLETION_ROLE: 'gen_ai.completion.0.role',
  FIRST_COMPLETION_CONTENT: 'gen_ai.completion.0.content',
} as const;

/** True when the span carries OpenLLMetry indexed messages (property lookups only, no allocation). */
export function hasOpenLLMetryMessages(attributes: SpanAttributes): boolean {
  return (
    attributes[OPENLLMETRY_ATTR.FIRST_PROMPT_ROLE] !== undefined ||
    attributes[OPENLLMETRY_ATTR.FIRST_COMPLETION_ROLE] !== undefined ||
    attributes[OPENLLMETRY_ATTR.FIRST_PROMPT_CONTENT] !== undefined ||
    attributes[OPENLLMETRY_ATTR.FIRST_COMPLETION_CONTENT] !== undefined
  );
}

/**
 * Reads the prompt then completion messages of an OpenLLMetry span. Returns undefined when the span
 * has no indexed `gen_ai.prompt.N.*` / `gen_ai.completion.N.*` attributes. Never throws.
 *
 * Quirk handled: the instrumentation writes `JSON.stringify(content)`, so an assistant message with
 * only tool calls has content `"null"` (read as no text) and multipart content is a JSON array of
 * parts (its text parts are joined).
 *
 * @example
 * ```ts
 * readOpenLLMetry({ 'gen_ai.prompt.0.role': 'user', 'gen_ai.prompt.0.content': 'hi' });
 * // { messages: [{ role: 'user', content: 'hi' }], skipped: 0 }
 * ```
 */
export function readOpenLLMetry(attributes: SpanAttributes, options?: ReaderOptions): AdapterResult | undefined {
  if (!hasOpenLLMetryMessages(attributes)) return undefined;
  return readIndexedMessages(
    attributes,
    { input: OPENLLMETRY_ATTR.PROMPT_PREFIX, output: OPENLLMETRY_ATTR.COMPLETION_PREFIX },
    options,
    readMessage,
  );
}

function readMessage(entry: Record<string, unknown>, fallbackRole: Role, ctx: ReadContext): Message | undefined {
  const rawRole = entry.role;
  const role = roleFrom(rawRole, fallbackRole);
  if (role === undefined) {
    ctx.skipped++;
    return undefined;
  }
  const message: Message = { role, content: contentOf(entry.content, role, ctx) };
  const calls: OpenAIToolCall[] = [];
  for (const call of indexedGroups(entry, 'tool_calls.', ctx)) {
    const name = str(call.name);
    if (name === undefined) ctx.skipped++;
    else calls.push(toolCall(call.id, name, decodeArguments(call.arguments)));
  }
  const fnName = str(entry['function_call.name']);
  if (fnName !== undefined) calls.push(toolCall(undefined, fnName, decodeArguments(entry['function_call.arguments'])));
  if (calls.length > 0) message.tool_calls = calls;
  const toolCallId = entry.tool_call_id;
  if (typeof toolCallId === 'string') message.tool_call_id = toolCallId;
  return message;
}

function contentOf(content: unknown, role: Role, ctx: ReadContext): string | null {
  if (content === undefined || content === null) return null;
  if (typeof content !== 'string') {
    ctx.skipped++;
    return null;
  }
  if (content === 'null' && role === 'assistant') return null;
  if (!content.startsWith('[{') || content.length > ctx.maxLength) return content;
  let parts: unknown;
  try {
    parts = JSON.parse(content);
  } catch {
    return content; // text that merely starts like JSON
  }
  if (!Array.isArray(parts)) return content;
  const texts: string[] = [];
  for (const part of parts) {
    if (isRecord(part) && typeof part.text === 'string') texts.push(part.text);
  }
  return texts.join('\n');
}
