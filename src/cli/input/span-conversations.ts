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
import { spansInCycles, type BadSpan } from './span-problems';

/** Collects the spans of one input file and builds its conversations at the end. */
export class SpanConversations {
  private readonly spans: SpanRecord[] = [];
  /** `traceId/spanId → traceId/parentSpanId` for every span, with or without messages. */
  private readonly parents = new Map<string, string>();
  private readonly traceConversation = new Map<string, string>();
  /** Spans whose messages could not be read, in file order. */
  private readonly unreadable: BadSpan[] = [];

  /** Adds one span. Only the messages of spans that carry them are kept. */
  add(span: SpanRecord): void {
    if (span.parentSpanId !== '')
      this.parents.set(`${span.traceId}/${span.spanId}`, `${span.traceId}/${span.parentSpanId}`);
    if (span.conversationId !== undefined && !this.traceConversation.has(span.traceId)) {
      this.traceConversation.set(span.traceId, span.conversationId);
    }
    if (span.problem !== undefined) this.unreadable.push({ spanId: span.spanId, reason: span.problem });
    else if (span.messages.length > 0) this.spans.push(span);
  }

  /** The conversations, in order of their first span in the file. */
  conversations(file: string): Conversation[] {
    return this.read(file).conversations;
  }

  /**
   * The conversations, and the spans left out: those whose messages could not be read, and those
   * whose parent chain loops back to them (their own parent, or each other's), which have no place
   * in the trace's tree.
   */
  read(file: string): { conversations: Conversation[]; bad: BadSpan[] } {
    const cyclic = spansInCycles(this.parents);
    const bad = [...this.unreadable];
    for (const key of cyclic) {
      const spanId = key.slice(key.indexOf('/') + 1);
      const parent = this.parents.get(key)!;
      bad.push({
        spanId,
        reason:
          parent === key
            ? 'the span is its own parent; left out'
            : `the span is its own ancestor (parent ${parent.slice(parent.indexOf('/') + 1)}, whose chain leads back to it); left out`,
      });
    }
    const covered = this.ancestorsOfMessageSpans(cyclic);
    const groups = new Map<string, { label: string; spans: SpanRecord[] }>();
    this.spans.forEach((span) => {
      const self = `${span.traceId}/${span.spanId}`;
      if (covered.has(self) || cyclic.has(self)) return;
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
    return { conversations: out, bad };
  }

  /** Spans that have a descendant carrying messages (walks stop at spans in a cycle). */
  private ancestorsOfMessageSpans(cyclic: ReadonlySet<string>): Set<string> {
    const covered = new Set<string>();
    for (const span of this.spans) {
      let parent = this.parents.get(`${span.traceId}/${span.spanId}`);
      for (let depth = 0; parent !== undefined && depth < 1000; depth++) {
        if (covered.has(parent) || cyclic.has(parent)) break;
        covered.add(parent);
        parent = this.parents.get(parent);
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
