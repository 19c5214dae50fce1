/**
 * @module Reader for Langfuse generation observations (`@langfuse/tracing`):
 * `langfuse.observation.input` / `langfuse.observation.output` on spans whose
 * `langfuse.observation.type` is `generation`. The values are whatever the application passed,
 * JSON-encoded: usually the chat message list and the assistant message or text.
 */
import { readGenAI } from './genai';
import type { AdapterResult, ReaderOptions, SpanAttributes } from './types';

/** Attribute names read by {@link readLangfuse}. */
export const LANGFUSE_ATTR = {
  TYPE: 'langfuse.observation.type',
  INPUT: 'langfuse.observation.input',
  OUTPUT: 'langfuse.observation.output',
} as const;

/**
 * True when the span is a Langfuse generation with an input or output (property lookups only).
 * Other observation types (span, tool, chain, …) hold arbitrary function inputs, not messages.
 */
export function hasLangfuseMessages(attributes: SpanAttributes): boolean {
  return (
    attributes[LANGFUSE_ATTR.TYPE] === 'generation' &&
    (attributes[LANGFUSE_ATTR.INPUT] !== undefined || attributes[LANGFUSE_ATTR.OUTPUT] !== undefined)
  );
}

/**
 * Reads a Langfuse generation: the input as the prompt (plain text is a user message; a JSON message
 * list, one message or `{messages}` are read as messages), then the output (plain text or a JSON
 * string is an assistant message; a message object or list is read as messages). Read like the
 * GenAI `gen_ai.prompt` / `gen_ai.completion` pair. Returns undefined when the span is not a
 * generation with input or output. Never throws.
 *
 * @example
 * ```ts
 * readLangfuse({
 *   'langfuse.observation.type': 'generation',
 *   'langfuse.observation.input': '[{"role":"user","content":"hi"}]',
 *   'langfuse.observation.output': 'Hello!',
 * }); // { messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello!' }], skipped: 0 }
 * ```
 */
export function readLangfuse(attributes: SpanAttributes, options?: ReaderOptions): AdapterResult | undefined {
  if (!hasLangfuseMessages(attributes)) return undefined;
  return readGenAI(
    { 'gen_ai.prompt': attributes[LANGFUSE_ATTR.INPUT], 'gen_ai.completion': attributes[LANGFUSE_ATTR.OUTPUT] },
    options,
  );
}
