/**
 * Work done per appended message, counted as messages read by the per-message detectors (no timings): a
 * tracked conversation should cost O(new messages), not O(messages × window) (docs/performance.md).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { ConversationTracker } from '../../src/analysis/tracker';
import { analysed } from '../../src/messages/prepare';
import { SignalsSpanProcessor } from '../../src/otel/index';

// Every message the per-message detectors read is tokenised and matched first, once per pass.
vi.mock('../../src/messages/prepare', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/messages/prepare')>();
  return { ...original, analysed: vi.fn(original.analysed) };
});

const calls = (): number => vi.mocked(analysed).mock.calls.length;

const conversation = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? { role: 'user', content: `question ${i} about my order` }
      : { role: 'assistant', content: `answer ${i}` },
  );

/** One span carrying `n` flattened OpenInference messages, optionally with a conversation id. */
function endSpan(n: number, conversationId?: string): void {
  const tracer = new BasicTracerProvider({
    spanLimits: { attributeCountLimit: 100_000 },
    spanProcessors: [new SignalsSpanProcessor()],
  }).getTracer('work');
  const attributes: Record<string, string> = {};
  conversation(n).forEach((m, i) => {
    attributes[`llm.input_messages.${i}.message.role`] = m.role;
    attributes[`llm.input_messages.${i}.message.content`] = m.content;
  });
  if (conversationId !== undefined) attributes['gen_ai.conversation.id'] = conversationId;
  tracer.startSpan('chat', { attributes }).end();
}

beforeEach(() => {
  vi.mocked(analysed).mockClear();
});

describe('per-message detector runs', () => {
  it('analyze of 1,000 messages runs them once per message of the 200-message window', () => {
    endSpan(1_000);
    expect(calls()).toBeLessThanOrEqual(200);
  });

  it('the tracker within its window runs them about once per appended message', () => {
    const tracker = new ConversationTracker({ language: 'eng' });
    for (const m of conversation(200)) tracker.append(m);
    expect(calls()).toBeLessThanOrEqual(2 * 200);
  });

  // Regression: once a conversation was longer than `maxMessages`, every append slid the window and
  // recomputed the whole window: 500 appends ran the detectors ~60,000 times. Slides are now
  // recomputed once, at the next report().
  it('past its window, appending does not re-run the detectors over the whole window each time', () => {
    const tracker = new ConversationTracker({ language: 'eng' });
    for (const m of conversation(500)) tracker.append(m);
    expect(calls()).toBeLessThanOrEqual(3 * 500);
  });

  // Seen from the processor: one span carrying N messages and a conversation id is appended
  // message by message; `span.end()` must stay O(N + maxMessages), not O(N × maxMessages).
  it('one tracked span carrying 500 messages runs the detectors O(N) times inside span.end()', () => {
    endSpan(500, 'conv-big');
    expect(calls()).toBeLessThanOrEqual(3 * 500);
  });
});
