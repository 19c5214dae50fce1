/**
 * @module Reader for the OpenTelemetry GenAI semantic conventions: `gen_ai.input.messages`,
 * `gen_ai.output.messages`, `gen_ai.system_instructions` (JSON strings or structured values, parts
 * `text` / `tool_call` / `tool_call_response`), and the older `gen_ai.prompt` / `gen_ai.completion`
 * JSON-string form. Emitted by the AI SDK 7 (`@ai-sdk/otel`) and OpenLLMetry ≥ 0.25.
 */
import type { Message, OpenAIToolCall, Role } from '../types';
import { responsesInputMessages } from './responses-input';
import type { AdapterResult, ReaderOptions, SpanAttributes } from './types';
import { isRecord, ReadContext, roleFrom, str, toolCall, toolOutputText } from './values';

/** Attribute names read by {@link readGenAI}. */
export const GENAI_ATTR = {
  INPUT_MESSAGES: 'gen_ai.input.messages',
  OUTPUT_MESSAGES: 'gen_ai.output.messages',
  SYSTEM_INSTRUCTIONS: 'gen_ai.system_instructions',
  LEGACY_PROMPT: 'gen_ai.prompt',
  LEGACY_COMPLETION: 'gen_ai.completion',
} as const;

/** True when the span carries GenAI message attributes (property lookups only, no allocation). */
export function hasGenAIMessages(attributes: SpanAttributes): boolean {
  return (
    attributes[GENAI_ATTR.INPUT_MESSAGES] !== undefined ||
    attributes[GENAI_ATTR.OUTPUT_MESSAGES] !== undefined ||
    attributes[GENAI_ATTR.LEGACY_PROMPT] !== undefined ||
    attributes[GENAI_ATTR.LEGACY_COMPLETION] !== undefined
  );
}

/**
 * Reads a conversation from GenAI semantic-convention attributes: system instructions, then input
 * messages, then output messages. Returns undefined when none of the message attributes is present.
 * Never throws.
 *
 * @example
 * ```ts
 * readGenAI({ 'gen_ai.input.messages': '[{"role":"user","parts":[{"type":"text","content":"hi"}]}]' });
 * // { messages: [{ role: 'user', content: 'hi' }], skipped: 0 }
 * ```
 */
export function readGenAI(attributes: SpanAttributes, options?: ReaderOptions): AdapterResult | undefined {
  if (!hasGenAIMessages(attributes)) return undefined;
  const ctx = new ReadContext(options);
  const messages: Message[] = [];
  try {
    readSystem(attributes[GENAI_ATTR.SYSTEM_INSTRUCTIONS], ctx, messages);
    const input = attributes[GENAI_ATTR.INPUT_MESSAGES];
    const output = attributes[GENAI_ATTR.OUTPUT_MESSAGES];
    if (input !== undefined || output !== undefined) {
      readList(input, 'user', ctx, messages);
      readList(output, 'assistant', ctx, messages);
    } else {
      readLegacy(attributes[GENAI_ATTR.LEGACY_PROMPT], 'user', ctx, messages);
      readLegacy(attributes[GENAI_ATTR.LEGACY_COMPLETION], 'assistant', ctx, messages);
    }
  } catch {
    ctx.skipped++;
  }
  return ctx.partial ? { messages, skipped: ctx.skipped, partial: true } : { messages, skipped: ctx.skipped };
}

function readSystem(value: unknown, ctx: ReadContext, out: Message[]): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'string' && !looksLikeJson(value)) {
    out.push({ role: 'system', content: value });
    return;
  }
  const parts = ctx.jsonArray(value);
  if (parts === undefined) return;
  const text = partsText(parts, ctx);
  if (text !== '') out.push({ role: 'system', content: text });
}

function readList(value: unknown, defaultRole: Role, ctx: ReadContext, out: Message[]): void {
  const list = ctx.jsonArray(value);
  if (list === undefined) return;
  for (const item of list) {
    const message = typeof item === 'string' ? ctx.json(item) : item;
    if (message === undefined) continue;
    const unwrapped = encodedResponsesInput(message, ctx);
    if (unwrapped === undefined) readMessage(message, defaultRole, ctx, out);
    else for (const m of unwrapped) readMessage(m, defaultRole, ctx, out);
  }
}

/**
 * A user message whose only part is a JSON-encoded Responses API input array (Traceloop writes the
 * whole `input` so): its items as messages, else undefined.
 */
function encodedResponsesInput(message: unknown, ctx: ReadContext): Record<string, unknown>[] | undefined {
  if (!isRecord(message) || message.role !== 'user' || !Array.isArray(message.parts)) return undefined;
  if (message.parts.length !== 1) return undefined;
  const part: unknown = message.parts[0];
  if (!isRecord(part) || part.type !== 'text') return undefined;
  const text = str(part.content) ?? str(part.text);
  return text === undefined ? undefined : responsesInputMessages(text, ctx.maxLength);
}

/** `gen_ai.prompt` / `gen_ai.completion`: plain text, a JSON string, a message array or `{messages}`. */
function readLegacy(value: unknown, role: Role, ctx: ReadContext, out: Message[]): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'string' && !looksLikeJson(value)) {
    out.push({ role, content: value });
    return;
  }
  const parsed = ctx.json(value);
  if (parsed === undefined) return;
  if (typeof parsed === 'string') out.push({ role, content: parsed });
  else if (isRecord(parsed) && Array.isArray(parsed.messages)) readList(parsed.messages, role, ctx, out);
  else if (Array.isArray(parsed) || isRecord(parsed)) readList(parsed, role, ctx, out);
  else ctx.skipped++;
}

/** One GenAI message (`{role, parts}`), or an OpenAI-shaped one (`{role, content, tool_calls}`). */
function readMessage(value: unknown, defaultRole: Role, ctx: ReadContext, out: Message[]): void {
  if (!isRecord(value)) {
    ctx.skipped++;
    return;
  }
  const rawRole = value.role;
  const role = roleFrom(rawRole, defaultRole);
  if (role === undefined) {
    ctx.skipped++;
    return;
  }
  if (!Array.isArray(value.parts)) {
    readOpenAIShape(value, role, ctx, out);
    return;
  }
  const texts: string[] = [];
  const calls: OpenAIToolCall[] = [];
  const results: Message[] = [];
  for (const part of value.parts) {
    if (!isRecord(part)) {
      ctx.skipped++;
      continue;
    }
    const type = part.type;
    if (type === 'text') {
      const text = str(part.content) ?? str(part.text);
      if (text !== undefined) texts.push(text);
    } else if (type === 'tool_call') {
      const name = str(part.name);
      if (name === undefined) ctx.skipped++;
      else calls.push(toolCall(part.id ?? part.call_id, name, part.arguments));
    } else if (type === 'tool_call_response') {
      const result: Message = { role: 'tool', content: toolOutputText(part.response) ?? '' };
      const id = part.id ?? part.call_id;
      if (typeof id === 'string') result.tool_call_id = id;
      results.push(result);
    }
    // reasoning, blob, file, uri and unknown part types carry no conversation text.
  }
  if (role === 'tool' && results.length > 0) {
    out.push(...results);
    return;
  }
  const message: Message = { role, content: texts.length > 0 ? texts.join('\n') : null };
  if (calls.length > 0) message.tool_calls = calls;
  if (typeof value.name === 'string') message.name = value.name;
  if (texts.length > 0 || calls.length > 0 || results.length === 0) out.push(message);
  out.push(...results);
}

/** Some emitters put OpenAI-shaped messages in the GenAI attributes. */
function readOpenAIShape(value: Record<string, unknown>, role: Role, ctx: ReadContext, out: Message[]): void {
  const content = value.content;
  const message: Message = { role, content: typeof content === 'string' ? content : null };
  if (Array.isArray(content)) message.content = partsText(content, ctx);
  else if (content !== undefined && content !== null && typeof content !== 'string') ctx.skipped++;
  if (Array.isArray(value.tool_calls)) {
    const calls: OpenAIToolCall[] = [];
    for (const c of value.tool_calls) {
      const fn = isRecord(c) && isRecord(c.function) ? c.function : c;
      const name = isRecord(fn) ? str(fn.name) : undefined;
      if (name === undefined || !isRecord(c) || !isRecord(fn)) ctx.skipped++;
      else calls.push(toolCall(c.id, name, fn.arguments));
    }
    if (calls.length > 0) message.tool_calls = calls;
  }
  if (typeof value.tool_call_id === 'string') message.tool_call_id = value.tool_call_id;
  if (typeof value.name === 'string') message.name = value.name;
  out.push(message);
}

/** Text of a part list: `text` parts (`content` or `text` field) joined with a newline. */
function partsText(parts: readonly unknown[], ctx: ReadContext): string {
  const texts: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') texts.push(part);
    else if (!isRecord(part)) ctx.skipped++;
    else if (
      part.type === undefined ||
      part.type === 'text' ||
      part.type === 'input_text' ||
      part.type === 'output_text'
    ) {
      const text = str(part.content) ?? str(part.text);
      if (text !== undefined) texts.push(text);
    }
  }
  return texts.join('\n');
}

/** First non-blank character opens a JSON array, object or string. */
function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '[' || first === '{' || first === '"';
}
