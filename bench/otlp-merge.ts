/**
 * @module CLI: merging the spans of one conversation id. An export where every span carries the
 * same `session.id` is common; merging must cost in proportion to the messages, not their square.
 * Run alone with `node --import tsx bench/otlp-merge.ts`.
 */
import { fileURLToPath } from 'node:url';
import { SpanConversations } from '../src/cli/input/span-conversations';
import type { SpanRecord } from '../src/cli/input/otlp-spans';
import type { Message } from '../src/types';
import { fmt, printTable, type Row } from './measure';
import { prose } from './synthetic';

/**
 * `count` spans of one conversation id, each carrying its own new turn: a user message and an
 * assistant message of `chars` characters each (distinct texts sharing long common prefixes).
 */
export function sessionSpans(count: number, chars: number): SpanRecord[] {
  const spans: SpanRecord[] = [];
  for (let i = 0; i < count; i++) {
    const messages: Message[] = [
      { role: 'user', content: `${prose(chars - 12)} (turn ${i})` },
      { role: 'assistant', content: `${prose(chars - 12, 3)} (turn ${i})` },
    ];
    spans.push({
      traceId: `trace-${i}`,
      spanId: `span-${i}`,
      parentSpanId: '',
      conversationId: 'session-1',
      startTime: i * 1000,
      endTime: i * 1000 + 500,
      messages,
    });
  }
  return spans;
}

/** Milliseconds to group and merge `spans` into conversations (best of `rounds`). */
export function mergeMs(spans: readonly SpanRecord[], rounds = 3): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    const grouped = new SpanConversations();
    for (const span of spans) grouped.add(span);
    const conversations = grouped.conversations('bench');
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
    if (conversations.length !== 1 || conversations[0]!.messages.length !== spans.length * 2)
      throw new Error('merge lost or repeated messages');
  }
  return best;
}

/** The rows of the bench table. */
export function otlpMergeRows(): Row[] {
  const half = mergeMs(sessionSpans(2_000, 10_000));
  const full = mergeMs(sessionSpans(4_000, 10_000));
  const short = mergeMs(sessionSpans(16_000, 40));
  const ratio = full / half;
  return [
    { name: '2,000 spans x 20 KB, one session.id', value: fmt(half, 'ms'), budget: '', ok: undefined },
    {
      name: '4,000 spans x 20 KB, one session.id',
      value: `${fmt(full, 'ms')} (${ratio.toFixed(2)}x 2,000)`,
      budget: '<= 2.5x (linear)',
      ok: ratio <= 2.5,
    },
    { name: '16,000 short spans, one session.id', value: fmt(short, 'ms'), budget: '<= 1 s', ok: short <= 1_000 },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  printTable('CLI: merging spans of one conversation id', otlpMergeRows());
