import { describe, expect, it } from 'vitest';
import { mergeMessages, SpanConversations } from '../../../src/cli/input/span-conversations';
import type { SpanRecord } from '../../../src/cli/input/otlp-spans';
import type { Message } from '../../../src/types';

const u = (content: string): Message => ({ role: 'user', content });
const a = (content: string): Message => ({ role: 'assistant', content });
const s = (content: string): Message => ({ role: 'system', content });

function span(over: Partial<SpanRecord> & Pick<SpanRecord, 'spanId'>): SpanRecord {
  return {
    traceId: 't1',
    parentSpanId: '',
    conversationId: undefined,
    startTime: 0,
    endTime: 0,
    messages: [],
    ...over,
  };
}

describe('mergeMessages', () => {
  it('drops a span that repeats known messages and takes one that extends them', () => {
    const first = [s('sys'), u('hi'), a('hello')];
    expect(mergeMessages(first, [u('hi'), a('hello')])).toBe(first);
    const longer = [s('sys'), u('hi'), a('hello'), u('more'), a('sure')];
    expect(mergeMessages(first, longer)).toBe(longer);
  });

  it('joins an overlap once and appends a turn that carries only new messages', () => {
    expect(mergeMessages([u('a'), a('b')], [a('b'), u('c')])).toEqual([u('a'), a('b'), u('c')]);
    expect(mergeMessages([u('a'), a('b')], [u('c'), a('d')])).toEqual([u('a'), a('b'), u('c'), a('d')]);
  });
});

describe('SpanConversations', () => {
  it('skips a parent span whose descendants carry messages, through spans without messages', () => {
    const spans = new SpanConversations();
    spans.add(span({ spanId: 'agent', messages: [u('book it'), a('done, booked')], endTime: 30 }));
    spans.add(span({ spanId: 'step', parentSpanId: 'agent', endTime: 25 }));
    spans.add(
      span({ spanId: 'llm1', parentSpanId: 'step', messages: [u('book it'), a('calling the tool')], endTime: 10 }),
    );
    spans.add(
      span({
        spanId: 'llm2',
        parentSpanId: 'step',
        messages: [u('book it'), a('calling the tool'), a('done, booked')],
        endTime: 20,
      }),
    );
    const [conversation, ...rest] = spans.conversations('f.json');
    expect(rest).toEqual([]);
    expect(conversation?.messages).toEqual([u('book it'), a('calling the tool'), a('done, booked')]);
    expect(conversation?.id).toBe('t1');
  });

  it('groups traces by conversation id, even when only one span of a trace carries it', () => {
    const spans = new SpanConversations();
    spans.add(span({ traceId: 't1', spanId: 'x', conversationId: 'c', messages: [u('first')], endTime: 1 }));
    spans.add(span({ traceId: 't2', spanId: 'y', messages: [u('second')], endTime: 2 }));
    spans.add(span({ traceId: 't2', spanId: 'z', conversationId: 'c', endTime: 3 }));
    spans.add(span({ traceId: 't3', spanId: 'w', messages: [u('other')], endTime: 4 }));
    expect(spans.conversations('f').map((c) => [c.id, c.source, c.messages.length])).toEqual([
      ['c', 'f conversation c', 2],
      ['t3', 'f trace t3', 1],
    ]);
  });

  it('orders spans by end time, whatever the file order', () => {
    const spans = new SpanConversations();
    spans.add(span({ spanId: 'b', messages: [u('q'), a('r'), u('s')], endTime: 2 }));
    spans.add(span({ spanId: 'a', messages: [u('q')], endTime: 1 }));
    expect(spans.conversations('f')[0]?.messages).toEqual([u('q'), a('r'), u('s')]);
  });
});
