/**
 * @module Picks the reader for a span's attributes: GenAI semantic conventions, OpenInference,
 * OpenLLMetry, Vercel AI SDK or Langfuse.
 */
import { hasGenAIMessages, readGenAI } from './genai';
import { hasLangfuseMessages, readLangfuse } from './langfuse';
import { hasOpenInferenceMessages, readOpenInference } from './openinference';
import { hasOpenLLMetryMessages, readOpenLLMetry } from './openllmetry';
import type { AdapterResult, ReaderOptions, SpanAttributes, SpanReader } from './types';
import { hasVercelAIMessages, readVercelAI } from './vercel-ai';

/** The span conventions the readers understand. */
export type SpanConvention = 'genai' | 'openinference' | 'openllmetry' | 'vercel-ai' | 'langfuse';

/** Messages read from a span, with the convention they were read from. */
export interface SpanMessages extends AdapterResult {
  /** The convention the messages came from (the first one present when none yielded a message). */
  convention: SpanConvention;
}

/** The readers in the order they are tried: the standard first, then the vendor conventions. */
export const SPAN_READERS: ReadonlyArray<readonly [SpanConvention, SpanReader]> = [
  ['genai', readGenAI],
  ['openinference', readOpenInference],
  ['openllmetry', readOpenLLMetry],
  ['vercel-ai', readVercelAI],
  ['langfuse', readLangfuse],
];

/**
 * True when the attributes carry messages of any known convention. Only property lookups: no
 * allocation, so it is cheap enough to run on every span.
 */
export function hasSpanMessages(attributes: SpanAttributes): boolean {
  return (
    hasGenAIMessages(attributes) ||
    hasOpenInferenceMessages(attributes) ||
    hasOpenLLMetryMessages(attributes) ||
    hasVercelAIMessages(attributes) ||
    hasLangfuseMessages(attributes)
  );
}

/**
 * Reads a span's conversation. When several conventions are present (an OpenInference processor
 * over AI SDK spans leaves both sets of attributes), the reader yielding the most non-system
 * messages wins, ties going to the order of {@link SPAN_READERS}; conventions are never merged, as
 * they repeat one conversation. Returns undefined when no convention is present; `skipped` adds up
 * the malformed values of every reader run. Never throws.
 *
 * @example
 * ```ts
 * const read = readSpanMessages(span.attributes);
 * if (read) analyze(read.messages);
 * ```
 */
export function readSpanMessages(attributes: SpanAttributes, options?: ReaderOptions): SpanMessages | undefined {
  let skipped = 0;
  let best: SpanMessages | undefined;
  let bestCount = -1;
  for (const [convention, reader] of SPAN_READERS) {
    let result: AdapterResult | undefined;
    try {
      result = reader(attributes, options);
    } catch {
      result = { messages: [], skipped: 1 };
    }
    if (result === undefined) continue;
    skipped += result.skipped;
    const count = conversationLength(result);
    if (count > bestCount) {
      best = { messages: result.messages, skipped: 0, convention };
      if (result.partial === true) best.partial = true;
      bestCount = count;
    }
  }
  if (best === undefined) return undefined;
  best.skipped = skipped;
  return best;
}

function conversationLength(result: AdapterResult): number {
  let n = 0;
  for (const m of result.messages) if (m.role !== 'system' && m.role !== 'developer') n++;
  return n;
}
