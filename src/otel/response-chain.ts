/**
 * @module OpenAI Responses API chaining: a call made with `previous_response_id` continues the
 * conversation of the earlier response, and carries only the new input items. Without a
 * conversation id, the processor joins such a span to the earlier response's conversation.
 */
import { capKey, MAX_CALLS_READ } from '../messages/call-fields';
import { textOf, toolCallsOf, type RawToolCall } from '../messages/extract';
import { capText } from '../messages/prepare';
import { fnv1a } from '../text/fnv1a';
import type { FlatToolCall, Message } from '../types';
import { LruTtlMap } from './lru-ttl-map';

/**
 * Characters of messages one remembered response keeps (its latest messages, each text capped like
 * an analysed message's): a chain started from it begins with at most that much history.
 */
export const MAX_LINK_CHARS = 32_768;
/** Longest tool-call arguments a remembered message keeps; longer ones as their length and hash. */
const MAX_LINK_ARGUMENT_CHARS = 1_024;

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

  /**
   * Remembers an analysed response, its messages bounded by {@link rememberedMessages}, and drops
   * responses past their time to live.
   */
  set(responseId: string, link: ResponseLink): void {
    this.links.prune();
    const messages = link.messages === undefined ? undefined : rememberedMessages(link.messages);
    this.links.set(responseId, { conversationId: link.conversationId, messages });
  }

  /** Drops responses past their time to live. */
  prune(): void {
    this.links.prune();
  }

  /** Number of responses remembered. */
  get size(): number {
    return this.links.size;
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

/**
 * The messages a response is remembered by: the latest ones that fit in {@link MAX_LINK_CHARS},
 * each a plain copy with its text capped as `analyze` reads it (first 1,000 and last 3,000
 * characters), its first 32 tool calls with names and ids capped, and arguments over 1,024
 * characters replaced by their length and hash. Was: every message kept whole (1,000 responses of
 * 900 KB held 870 MiB).
 */
export function rememberedMessages(messages: readonly Message[]): Message[] {
  const out: Message[] = [];
  let chars = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = remembered(messages[i]!);
    chars += sizeOf(message);
    if (chars > MAX_LINK_CHARS) break;
    out.push(message);
  }
  return out.reverse();
}

function remembered(message: Message): Message {
  const copy: Message = { role: message.role, content: capText(textOf(message)) };
  const calls = toolCallsOf(message, MAX_CALLS_READ);
  if (calls.length > 0) copy.tool_calls = calls.map(call);
  if (typeof message.tool_call_id === 'string') copy.tool_call_id = capKey(message.tool_call_id);
  if (typeof message.name === 'string') copy.name = capKey(message.name);
  return copy;
}

/** A remembered call: flat, its arguments a string of at most 1,024 characters. */
interface RememberedCall extends FlatToolCall {
  readonly arguments: string;
}

function call(raw: RawToolCall): RememberedCall {
  const args = typeof raw.arguments === 'string' ? raw.arguments : (safeJson(raw.arguments) ?? '{}');
  return {
    ...(raw.id === undefined ? {} : { id: capKey(raw.id) }),
    name: capKey(raw.name),
    arguments: args.length <= MAX_LINK_ARGUMENT_CHARS ? args : `#${args.length}:${fnv1a(args)}`,
  };
}

/** `JSON.stringify` that never throws (cycles, getters that throw, BigInt). */
function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value ?? {});
  } catch {
    return undefined;
  }
}

function sizeOf(message: Message): number {
  let n = typeof message.content === 'string' ? message.content.length : 0;
  for (const c of (message.tool_calls ?? []) as RememberedCall[])
    n += c.name.length + c.arguments.length + (c.id?.length ?? 0);
  return n + 16;
}
