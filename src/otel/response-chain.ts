/**
 * @module OpenAI Responses API chaining: a call made with `previous_response_id` continues the
 * conversation of the earlier response, and carries only the new input items. Without a
 * conversation id, the processor joins such a span to the earlier response's conversation.
 */
import type { Message } from '../types';
import { LruTtlMap } from './lru-ttl-map';

/** Longest `llm.invocation_parameters` value searched for `previous_response_id`. */
const MAX_PARAMETERS_LENGTH = 20_000;
const MAX_ID_LENGTH = 256;
const OUTPUT_ID = /^\{"id":"([^"\\]{1,256})"/;

/** The id of the response a span produced: `gen_ai.response.id`, else OpenInference's `output.value` JSON `id`. */
export function responseIdOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  const genai = attributes['gen_ai.response.id'];
  if (typeof genai === 'string' && genai !== '' && genai.length <= MAX_ID_LENGTH) return genai;
  const output = attributes['output.value'];
  return typeof output === 'string' ? OUTPUT_ID.exec(output.slice(0, 300))?.[1] : undefined;
}

/**
 * The `previous_response_id` a Responses API call was made with, as OpenInference records it in
 * `llm.invocation_parameters` (GenAI instrumentations do not record it). Undefined when absent.
 */
export function previousResponseIdOf(attributes: Readonly<Record<string, unknown>>): string | undefined {
  const parameters = attributes['llm.invocation_parameters'];
  if (
    typeof parameters !== 'string' ||
    parameters.length > MAX_PARAMETERS_LENGTH ||
    !parameters.includes('"previous_response_id"')
  )
    return undefined;
  try {
    const parsed = JSON.parse(parameters) as { previous_response_id?: unknown };
    const id = parsed.previous_response_id;
    return typeof id === 'string' && id !== '' && id.length <= MAX_ID_LENGTH ? id : undefined;
  } catch {
    return undefined;
  }
}

/** What is remembered of an analysed response: its conversation, or its own messages when untracked. */
export interface ResponseLink {
  /** The conversation the response belongs to (its span's id or a chain id). */
  readonly conversationId: string | undefined;
  /** The span's messages, kept for an untracked response so a chained call can start from them. */
  readonly messages: readonly Message[] | undefined;
}

/** Response ids of analysed spans, bounded like the conversation cache (LRU + TTL). */
export class ResponseChains {
  private readonly links: LruTtlMap<ResponseLink>;

  constructor(maxSize: number, ttlMs: number) {
    this.links = new LruTtlMap<ResponseLink>(maxSize, ttlMs);
  }

  /** The link of an earlier response, or undefined. */
  get(responseId: string): ResponseLink | undefined {
    return this.links.get(responseId);
  }

  /** Remembers an analysed response. */
  set(responseId: string, link: ResponseLink): void {
    this.links.set(responseId, link);
  }

  /** Forgets every response. */
  clear(): void {
    this.links.clear();
  }
}

/** The conversation id a chain started by an untracked response is tracked under. */
export function chainConversationId(responseId: string): string {
  return `response:${responseId}`;
}
