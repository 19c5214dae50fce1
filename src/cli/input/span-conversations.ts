/**
 * @module Spans → conversations. Spans are grouped by conversation id (when any span of the trace
 * carries one) or else by trace. Within a group, a span whose descendants carry messages is
 * skipped (an agent span repeats its LLM calls' messages), and the remaining spans are merged in
 * end-time order so that each message is counted once.
 */
import { textOf, toolCallsOf } from '../../messages/extract';
import type { Message } from '../../types';
import type { Conversation } from './records';
import type { SpanRecord } from './otlp-spans';

/** Collects the spans of one input file and builds its conversations at the end. */
export class SpanConversations {
  private readonly spans: SpanRecord[] = [];
  /** `traceId/spanId → parentSpanId` for every span, with or without messages. */
  private readonly parents = new Map<string, string>();
  private readonly traceConversation = new Map<string, string>();

  /** Adds one span. Only the messages of spans that carry them are kept. */
  add(span: SpanRecord): void {
    if (span.parentSpanId !== '') this.parents.set(`${span.traceId}/${span.spanId}`, span.parentSpanId);
    if (span.conversationId !== undefined && !this.traceConversation.has(span.traceId)) {
      this.traceConversation.set(span.traceId, span.conversationId);
    }
    if (span.messages.length > 0) this.spans.push(span);
  }

  /** The conversations, in order of their first span in the file. */
  conversations(file: string): Conversation[] {
    const covered = this.ancestorsOfMessageSpans();
    const groups = new Map<string, { label: string; spans: SpanRecord[] }>();
    this.spans.forEach((span) => {
      if (covered.has(`${span.traceId}/${span.spanId}`)) return;
      const conversationId = span.conversationId ?? this.traceConversation.get(span.traceId);
      const key = conversationId !== undefined ? `c:${conversationId}` : `t:${span.traceId}`;
      const label = conversationId !== undefined ? `conversation ${conversationId}` : `trace ${span.traceId}`;
      const group = groups.get(key) ?? { label, spans: [] };
      group.spans.push(span);
      groups.set(key, group);
    });
    const out: Conversation[] = [];
    for (const [key, group] of groups) {
      const ordered = group.spans
        .map((span, order) => ({ span, order }))
        .sort((a, b) => a.span.endTime - b.span.endTime || a.span.startTime - b.span.startTime || a.order - b.order);
      let messages: Message[] = [];
      for (const { span } of ordered) messages = mergeMessages(messages, span.messages);
      out.push({ id: key.slice(2), source: `${file} ${group.label}`, messages });
    }
    return out;
  }

  /** Spans that have a descendant carrying messages. */
  private ancestorsOfMessageSpans(): Set<string> {
    const covered = new Set<string>();
    for (const span of this.spans) {
      let parent = this.parents.get(`${span.traceId}/${span.spanId}`);
      for (let depth = 0; parent !== undefined && depth < 1000; depth++) {
        const key = `${span.traceId}/${parent}`;
        if (covered.has(key)) break;
        covered.add(key);
        parent = this.parents.get(key);
      }
    }
    return covered;
  }
}

/**
 * Appends `next` to `sofar` without repeating messages: a span repeating what is known is
 * dropped, a span extending it (the next call of an agent loop, the next turn carrying the
 * history) replaces it, an overlap is joined once, anything else (a turn carrying only the newest
 * messages) is appended.
 */
export function mergeMessages(sofar: Message[], next: Message[]): Message[] {
  if (sofar.length === 0) return next;
  const a = sofar.map(messageKey);
  const b = next.map(messageKey);
  if (isSubsequence(b, a)) return sofar;
  if (isSubsequence(a, b)) return next;
  for (let k = Math.min(a.length, b.length); k > 0; k--) {
    if (sameRun(a, a.length - k, b, 0, k)) return [...sofar, ...next.slice(k)];
  }
  return [...sofar, ...next];
}

/** Identity of a message for de-duplication: role, text and tool-call names. */
function messageKey(message: Message): string {
  const calls = toolCallsOf(message)
    .map((c) => c.name)
    .join(',');
  return `${message.role}\u0000${textOf(message).trim()}\u0000${calls}`;
}

function isSubsequence(needle: readonly string[], hay: readonly string[]): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}

function sameRun(a: readonly string[], from: number, b: readonly string[], start: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[from + i] !== b[start + i]) return false;
  return true;
}
