/**
 * @module Spans → conversations. Spans are grouped by conversation id (when any span of the trace
 * carries one) or else by trace. Within a group, a span whose descendants carry messages is
 * skipped (an agent span repeats its LLM calls' messages), and the remaining spans are merged in
 * end-time order so that each message is counted once.
 */
import type { Message } from '../../types';
import type { Conversation } from './records';
import { MergedMessages, MessageKeys } from './merged-messages';
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
    const keys = new MessageKeys();
    for (const [key, group] of groups) {
      const ordered = group.spans
        .map((span, order) => ({ span, order }))
        .sort((a, b) => a.span.endTime - b.span.endTime || a.span.startTime - b.span.startTime || a.order - b.order);
      const merged = new MergedMessages(keys);
      for (const { span } of ordered) merged.add(span.messages);
      out.push({ id: key.slice(2), source: `${file} ${group.label}`, messages: merged.messages });
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
 * Appends `next` to `sofar` without repeating messages (see {@link MergedMessages}): returns
 * `sofar` when `next` repeats it, `next` when it extends it, else the joined list.
 */
export function mergeMessages(sofar: Message[], next: Message[]): Message[] {
  if (sofar.length === 0) return next;
  const merged = new MergedMessages();
  merged.add(sofar);
  const outcome = merged.add(next);
  return outcome === 'kept' ? sofar : outcome === 'replaced' ? next : merged.messages;
}
