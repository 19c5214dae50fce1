import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { readSpanMessages } from '../../src/adapters/span-messages';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { FLAG_MARKER } from '../../src/otel/attributes';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { EVALUATION_EVENT, evaluationAttributes } from '../../src/otel/evaluation-event';
import { reportAttributes, signalEvents } from '../../src/otel/report-attributes';
import type { Message } from '../../src/types';
import { emit, SnapshotExporter } from './helpers';

function setup(options?: SignalsSpanProcessorOptions) {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor(options);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, tracer: provider.getTracer('test') };
}

const SYSTEM: Message = { role: 'system', content: 'You are a support bot. This does not work is a phrase to ignore.' };
const USER_LINES = [
  'My order never arrived',
  'I already tried that, it does not work',
  'THIS IS THE THIRD TIME I ASK!!!',
  'no, I meant the other order',
  'how do I reset my password',
  'how can I reset the password',
  'thanks, that worked',
  'let me speak to a human',
  'what???',
  'ok',
];
const ASSISTANT_LINES = [
  'Sorry! Let me check that for you.',
  'I can help you with that request right away today.',
  'Sorry, I can help you with that request right away.',
  'The parcel is at the depot.',
];

/**
 * Message i of a long conversation: user/assistant turns, with a tool call and its result now and
 * then. Each turn is numbered: a span repeating an earlier turn word for word is, by the merge
 * rules, a duplicate.
 */
function message(i: number): Message[] {
  const turn = Math.floor(i / 2);
  if (i % 2 === 0) return [{ role: 'user', content: `${USER_LINES[turn % USER_LINES.length]} (${turn})` }];
  if (turn % 5 === 3) {
    const id = `call_${turn}`;
    return [
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name: 'lookup_order', arguments: `{"turn":${turn}}` } }],
      },
      { role: 'tool', tool_call_id: id, content: turn % 2 === 0 ? 'Error: timeout' : '{"status":"in transit"}' },
      { role: 'assistant', content: `${ASSISTANT_LINES[turn % ASSISTANT_LINES.length]} (${turn})` },
    ];
  }
  return [{ role: 'assistant', content: `${ASSISTANT_LINES[turn % ASSISTANT_LINES.length]} (${turn})` }];
}

/** The conversation as the processor reads it from a span (GenAI attributes, system left out). */
function asRead(messages: Message[]): Message[] {
  const read = readSpanMessages({ 'gen_ai.input.messages': JSON.stringify(messages) });
  return (read?.messages ?? []).filter((m) => m.role !== 'system');
}

const spanAttrs = (id: string, input: Message[], output: Message[]) => ({
  'gen_ai.conversation.id': id,
  'gen_ai.input.messages': JSON.stringify(input),
  ...(output.length > 0 ? { 'gen_ai.output.messages': JSON.stringify(output) } : {}),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('incremental scoring of tracked conversations', () => {
  for (const maxMessages of [6, 200]) {
    it(`writes exactly what analyze of the whole history gives, span after span (maxMessages ${maxMessages})`, () => {
      const options = { maxMessages, includeSnippets: true };
      const { exporter, tracer, signals } = setup(options);
      const append = vi.spyOn(ConversationTracker.prototype, 'append');
      let history: Message[] = [];
      const expected: { history: Message[]; appended: number }[] = [];
      // Spans of every shape: full history + new turn, only the new turn, a sliding window, an edit.
      for (let step = 0; step < 40; step++) {
        const user = message(2 * step);
        const reply = message(2 * step + 1);
        const shape =
          step === 25 || step === 36
            ? 'edit'
            : (['full', 'delta', 'window', 'delta', 'full-no-output'] as const)[step % 5];
        let input: Message[];
        let output: Message[] = reply;
        if (shape === 'edit') {
          // The user edits their message of two turns ago: the client resends the history up to it.
          const cut = history.length - 2;
          history = history.slice(0, cut);
          while (history.at(-1)?.role !== 'user') history.pop();
          history = [...history.slice(0, -1), { role: 'user', content: `${String(history.at(-1)?.content)} (edited)` }];
          input = [SYSTEM, ...history];
          history = [...history, ...reply];
        } else if (shape === 'full' || shape === 'full-no-output') {
          input = [SYSTEM, ...history, ...user];
          if (shape === 'full-no-output') output = [];
          history = [...history, ...user, ...output];
        } else if (shape === 'window') {
          input = [...history.slice(-3), ...user];
          history = [...history, ...user, ...reply];
        } else {
          input = user;
          history = [...history, ...user, ...reply];
        }
        const before = append.mock.calls.length;
        emit(tracer, `turn ${step}`, spanAttrs('conv', input, output));
        const appended = append.mock.calls.slice(before).reduce((n, call) => n + call.length, 0);
        const known = expected.at(-1)?.history.length ?? 0;
        expected.push({ history: asRead(history), appended });
        if (shape !== 'edit')
          expect(appended, `step ${step} (${shape}) appends only its new messages`).toBe(
            asRead(history).length - known,
          );
      }
      expect(signals.getStats()).toMatchObject({ spansAnalysed: 40, errors: 0, conversationsTracked: 1 });
      exporter.spans.forEach((span, step) => {
        const report = analyze(expected[step]!.history, options);
        expect(SnapshotExporter.signals(span), `step ${step}`).toEqual(reportAttributes(report));
        expect(span.events, `step ${step}`).toEqual([
          ...signalEvents(report, true),
          { name: EVALUATION_EVENT, attributes: evaluationAttributes(report, {}) },
        ]);
        expect(span.name).toBe(report.flagged ? `turn ${step}${FLAG_MARKER}` : `turn ${step}`);
      });
      // The edits re-read the whole history from the span (the tracker is append-only), also once
      // the history is longer than the fingerprints remembered (maxMessages 6: 60).
      for (const step of [25, 36]) expect(expected[step]!.appended).toBe(expected[step]!.history.length);
      expect(expected[36]!.history.length).toBeGreaterThan(60);
      // The conversation reached the excessive-turns level and, at maxMessages 6, slid its window.
      expect(exporter.spans.at(-1)?.attributes['signals.turn_count']).toBeGreaterThan(13);
    });
  }

  it('an untracked span is still analysed on its own messages, system included', () => {
    const { exporter, tracer } = setup();
    const input = [SYSTEM, ...message(0), ...message(1), ...message(2)];
    emit(tracer, 'untracked', { 'gen_ai.input.messages': JSON.stringify(input) });
    const read = readSpanMessages({ 'gen_ai.input.messages': JSON.stringify(input) })?.messages ?? [];
    expect(SnapshotExporter.signals(exporter.spans[0]!)).toEqual(reportAttributes(analyze(read)));
  });
});
