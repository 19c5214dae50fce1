/**
 * @module Reader for the Vercel AI SDK ≤ 6 span attributes (`experimental_telemetry`):
 * `ai.prompt.messages` (model-call spans), `ai.prompt` (`{system, prompt | messages}`, top-level
 * spans), `ai.response.text`, `ai.response.toolCalls` (and the AI SDK 3 `ai.result.*` names).
 * AI SDK 7 writes the GenAI conventions instead (see `readGenAI`).
 */
import type { Message, OpenAIToolCall, Role } from '../types';
import type { AdapterResult, ReaderOptions, SpanAttributes } from './types';
import { isRecord, ReadContext, safeStringify, str, toolCall, toolOutputText } from './values';

/** Attribute names read by {@link readVercelAI}. */
export const VERCEL_AI_ATTR = {
  PROMPT_MESSAGES: 'ai.prompt.messages',
  PROMPT: 'ai.prompt',
  RESPONSE_TEXT: 'ai.response.text',
  RESPONSE_TOOL_CALLS: 'ai.response.toolCalls',
  RESPONSE_OBJECT: 'ai.response.object',
  RESULT_TEXT: 'ai.result.text',
  RESULT_TOOL_CALLS: 'ai.result.toolCalls',
} as const;

const ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'tool']);

/** True when the span carries AI SDK prompt or response attributes (property lookups only). */
export function hasVercelAIMessages(attributes: SpanAttributes): boolean {
  return (
    attributes[VERCEL_AI_ATTR.PROMPT_MESSAGES] !== undefined ||
    attributes[VERCEL_AI_ATTR.PROMPT] !== undefined ||
    attributes[VERCEL_AI_ATTR.RESPONSE_TEXT] !== undefined ||
    attributes[VERCEL_AI_ATTR.RESPONSE_TOOL_CALLS] !== undefined ||
    attributes[VERCEL_AI_ATTR.RESULT_TEXT] !== undefined ||
    attributes[VERCEL_AI_ATTR.RESULT_TOOL_CALLS] !== undefined
  );
}

/**
 * Reads the prompt (`ai.prompt.messages`, else `ai.prompt`) then the response (one assistant
 * message with `ai.response.text` and `ai.response.toolCalls`). Returns undefined when the span has
 * none of these attributes. Never throws.
 *
 * @example
 * ```ts
 * readVercelAI({ 'ai.prompt': '{"prompt":"hi"}', 'ai.response.text': 'Hello!' });
 * // { messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello!' }], skipped: 0 }
 * ```
 */
export function readVercelAI(attributes: SpanAttributes, options?: ReaderOptions): AdapterResult | undefined {
  if (!hasVercelAIMessages(attributes)) return undefined;
  const ctx = new ReadContext(options);
  const messages: Message[] = [];
  try {
    const promptMessages = attributes[VERCEL_AI_ATTR.PROMPT_MESSAGES];
    if (promptMessages !== undefined) readMessages(ctx.jsonArray(promptMessages), ctx, messages);
    else readPrompt(attributes[VERCEL_AI_ATTR.PROMPT], ctx, messages);
    readResponse(attributes, ctx, messages);
  } catch {
    ctx.skipped++;
  }
  return ctx.partial ? { messages, skipped: ctx.skipped, partial: true } : { messages, skipped: ctx.skipped };
}

/** `ai.prompt`: `{ system?, prompt?: string | ModelMessage[], messages?: ModelMessage[] }`. */
function readPrompt(value: unknown, ctx: ReadContext, out: Message[]): void {
  if (value === undefined) return;
  const prompt = ctx.json(value);
  if (prompt === undefined) return;
  if (!isRecord(prompt)) {
    ctx.skipped++;
    return;
  }
  readSystem(prompt.system, ctx, out);
  if (typeof prompt.prompt === 'string') out.push({ role: 'user', content: prompt.prompt });
  else if (Array.isArray(prompt.prompt)) readMessages(prompt.prompt, ctx, out);
  if (Array.isArray(prompt.messages)) readMessages(prompt.messages, ctx, out);
}

function readSystem(system: unknown, ctx: ReadContext, out: Message[]): void {
  if (system === undefined || system === null) return;
  if (typeof system === 'string') out.push({ role: 'system', content: system });
  else if (Array.isArray(system)) readMessages(system, ctx, out);
  else if (isRecord(system)) readMessages([system], ctx, out);
  else ctx.skipped++;
}

function readMessages(list: readonly unknown[] | undefined, ctx: ReadContext, out: Message[]): void {
  if (list === undefined) return;
  for (const item of list) {
    if (!isRecord(item) || typeof item.role !== 'string' || !ROLES.has(item.role)) {
      ctx.skipped++;
      continue;
    }
    readMessage(item, item.role as Role, ctx, out);
  }
}

/** One AI SDK message: string content, or parts (`text`, `tool-call`, `tool-result`, files ignored). */
function readMessage(item: Record<string, unknown>, role: Role, ctx: ReadContext, out: Message[]): void {
  const content = item.content;
  if (typeof content === 'string') {
    out.push({ role, content });
    return;
  }
  if (!Array.isArray(content)) {
    ctx.skipped++;
    return;
  }
  const texts: string[] = [];
  const calls: OpenAIToolCall[] = [];
  const results: Message[] = [];
  for (const part of content) {
    if (!isRecord(part)) {
      ctx.skipped++;
      continue;
    }
    if (part.type === 'text') {
      if (typeof part.text === 'string') texts.push(part.text);
    } else if (part.type === 'tool-call') {
      const name = str(part.toolName);
      if (name === undefined) ctx.skipped++;
      else calls.push(toolCall(part.toolCallId, name, part.input ?? part.args));
    } else if (part.type === 'tool-result') {
      results.push(toolResult(part));
    }
    // reasoning, image, file, tool-approval parts carry no conversation text.
  }
  if (role === 'tool') {
    out.push(...results);
    return;
  }
  const message: Message = { role, content: texts.length > 0 ? texts.join('\n') : null };
  if (calls.length > 0) message.tool_calls = calls;
  out.push(message, ...results);
}

/** A `tool-result` part: AI SDK 5+ `output` wrapper, or AI SDK ≤ 4 `result` with `isError`. */
function toolResult(part: Record<string, unknown>): Message {
  let content: string | undefined;
  if ('output' in part) content = toolOutputText(part.output);
  else if (part.isError === true) content = safeStringify({ error: part.result });
  else content = toolOutputText(part.result);
  const message: Message = { role: 'tool', content: content ?? '' };
  if (typeof part.toolCallId === 'string') message.tool_call_id = part.toolCallId;
  if (typeof part.toolName === 'string') message.name = part.toolName;
  return message;
}

/** The response: one assistant message with the text (or object) and the tool calls. */
function readResponse(attributes: SpanAttributes, ctx: ReadContext, out: Message[]): void {
  const text =
    attributes[VERCEL_AI_ATTR.RESPONSE_TEXT] ??
    attributes[VERCEL_AI_ATTR.RESULT_TEXT] ??
    attributes[VERCEL_AI_ATTR.RESPONSE_OBJECT];
  const rawCalls = attributes[VERCEL_AI_ATTR.RESPONSE_TOOL_CALLS] ?? attributes[VERCEL_AI_ATTR.RESULT_TOOL_CALLS];
  if (text === undefined && rawCalls === undefined) return;
  if (text !== undefined && typeof text !== 'string') ctx.skipped++;
  const calls: OpenAIToolCall[] = [];
  for (const call of (rawCalls === undefined ? undefined : ctx.jsonArray(rawCalls)) ?? []) {
    const name = isRecord(call) ? str(call.toolName) : undefined;
    if (name === undefined || !isRecord(call)) ctx.skipped++;
    else calls.push(toolCall(call.toolCallId, name, call.input ?? call.args));
  }
  const content = typeof text === 'string' ? text : null;
  if (content === null && calls.length === 0) return;
  const message: Message = { role: 'assistant', content };
  if (calls.length > 0) message.tool_calls = calls;
  out.push(message);
}
