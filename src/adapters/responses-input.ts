/**
 * @module OpenAI Responses API input items (`{role, content}`, `function_call`,
 * `function_call_output`) as chat messages, for instrumentations that JSON-encode the whole input
 * array into one user text part (Traceloop's OpenAI instrumentation).
 */
import { isRecord, safeStringify } from './values';

/** Item types of a Responses API input that carry conversation content. */
const ITEM_TYPES: ReadonlySet<string> = new Set(['message', 'function_call', 'function_call_output']);

/**
 * The chat messages of a JSON-encoded Responses API input array, or undefined when the text is not
 * one: every element must be a message (`role`) or a known item (`type` `message`, `function_call`,
 * `function_call_output`), so a user who merely typed JSON keeps their text. Consecutive
 * `function_call` items become one assistant message with several tool calls; a
 * `function_call_output` becomes a tool message. Never throws.
 *
 * @example
 * ```ts
 * responsesInputMessages('[{"role":"user","content":"hi"},{"type":"function_call_output","call_id":"c1","output":"ok"}]', 1e6);
 * // [{ role: 'user', content: 'hi' }, { role: 'tool', tool_call_id: 'c1', content: 'ok' }]
 * ```
 */
export function responsesInputMessages(text: string, maxLength: number): Record<string, unknown>[] | undefined {
  if (text.length > maxLength || !text.startsWith('[{')) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  if (!Array.isArray(items) || items.length === 0 || !items.every(isInputItem)) return undefined;
  const out: Record<string, unknown>[] = [];
  for (const item of items as Record<string, unknown>[]) {
    if (item.type === 'function_call') {
      const call = {
        id: typeof item.call_id === 'string' ? item.call_id : undefined,
        type: 'function',
        function: { name: item.name, arguments: item.arguments },
      };
      const last = out[out.length - 1];
      if (last?.role === 'assistant' && last.content === null && Array.isArray(last.tool_calls))
        (last.tool_calls as unknown[]).push(call);
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (item.type === 'function_call_output') {
      const output = typeof item.output === 'string' ? item.output : (safeStringify(item.output) ?? '');
      const message: Record<string, unknown> = { role: 'tool', content: output };
      if (typeof item.call_id === 'string') message.tool_call_id = item.call_id;
      out.push(message);
    } else {
      out.push({ role: item.role, content: item.content ?? null });
    }
  }
  return out;
}

function isInputItem(item: unknown): boolean {
  if (!isRecord(item)) return false;
  if (typeof item.type === 'string') {
    if (!ITEM_TYPES.has(item.type)) return false;
    if (item.type === 'function_call') return typeof item.name === 'string';
    if (item.type === 'function_call_output') return true;
  }
  return typeof item.role === 'string' && (typeof item.content === 'string' || Array.isArray(item.content));
}
