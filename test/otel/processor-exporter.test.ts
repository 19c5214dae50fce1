/**
 * `SignalsSpanProcessor.exporter()`: spans past `maxInlineChars` (and those ending while one waits)
 * are scored in the export batch with the processor's conversations; the others in `span.end()`.
 */
import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR } from '../../src/otel/attributes';
import { exceedsChars } from '../../src/otel/deferral';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { genaiMessages, SnapshotExporter } from './helpers';

const LONG = `${'I have asked about the refund for order 4711 several times now and nobody answers. '.repeat(30)}`;
const STEPS: [string, string][][] = [
  [['user', 'Where is my refund for order 4711?']],
  [
    ['assistant', 'Let me check that for you.'],
    ['user', LONG],
  ],
  [
    ['assistant', 'I am sorry, checking again.'],
    ['user', 'STILL NOTHING?!'],
  ],
  [
    ['assistant', 'It was sent today.'],
    ['user', 'thanks, that worked'],
  ],
];

/** Runs the steps of one conversation; with `hybrid`, through `signals.exporter()` and a 2,000-char limit. */
async function run(
  hybrid: boolean,
): Promise<{ out: SnapshotExporter; signals: SignalsSpanProcessor; inline: number[] }> {
  const out = new SnapshotExporter();
  const signals = new SignalsSpanProcessor({ maxInlineChars: 2_000 });
  const exporting: SpanProcessor = new SimpleSpanProcessor(hybrid ? signals.exporter(out) : out);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, exporting] });
  const tracer = provider.getTracer('hybrid');
  // A first span reaches the exporter, which then accepts deferred spans.
  tracer.startSpan('warm-up', { attributes: { 'gen_ai.input.messages': genaiMessages(['user', 'hello']) } }).end();
  await provider.forceFlush();
  const inline: number[] = []; // spans analysed inside span.end(), after each step
  for (const [i, step] of STEPS.entries()) {
    tracer
      .startSpan(`chat ${i}`, {
        attributes: { 'gen_ai.conversation.id': 'c', 'gen_ai.input.messages': genaiMessages(...step) },
      })
      .end();
    inline.push(signals.getStats().spansAnalysed);
    if (i === 2) await provider.forceFlush();
  }
  await provider.forceFlush();
  await provider.shutdown();
  return { out, signals, inline };
}

describe('SignalsSpanProcessor.exporter', () => {
  it('scores a large span, and the span after it, in the export batch: same result as inline', async () => {
    const hybrid = await run(true);
    const plain = await run(false);
    // chat 1 (large) and chat 2 (ending while chat 1 waits) were not scored in span.end(); chat 3 was.
    expect(hybrid.inline).toEqual([2, 2, 2, 5]);
    expect(plain.inline).toEqual([2, 3, 4, 5]);
    expect(hybrid.signals.getStats()).toMatchObject({ spansDeferred: 2, spansAnalysed: 5, errors: 0 });
    const names = ['chat 0', 'chat 1', 'chat 2', 'chat 3'];
    const of = (r: { out: SnapshotExporter }) =>
      names.map((n) => ({ name: r.out.byName(n).name, signals: SnapshotExporter.signals(r.out.byName(n)) }));
    expect(of(hybrid)).toEqual(of(plain));
    // The conversation was read in order: 1, 3, 5, 7 messages.
    expect(of(hybrid).map((s) => s.signals[ATTR.TURN_COUNT])).toEqual([1, 2, 3, 4]);
    expect(hybrid.out.byName('chat 2').events.map((e) => e.name)).toEqual(
      plain.out.byName('chat 2').events.map((e) => e.name),
    );
  });

  it('defers nothing until its exporter received a batch (an exporter made but never registered)', () => {
    const out = new SnapshotExporter();
    const signals = new SignalsSpanProcessor({ maxInlineChars: 10 });
    signals.exporter(out); // never registered
    const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(out)] });
    provider
      .getTracer('t')
      .startSpan('chat', { attributes: { 'gen_ai.input.messages': genaiMessages(['user', LONG]) } })
      .end();
    expect(signals.getStats()).toMatchObject({ spansDeferred: 0, spansAnalysed: 1 });
    expect(out.byName('chat').attributes[ATTR.QUALITY]).toBeDefined();
  });
});

describe('exceedsChars', () => {
  it('counts strings and string arrays, past the limit only', () => {
    expect(exceedsChars({ a: 'x'.repeat(10) }, 10)).toBe(false);
    expect(exceedsChars({ a: 'x'.repeat(10), b: 1, c: ['y'] }, 10)).toBe(true);
    expect(exceedsChars({ a: ['x'.repeat(6), 5, 'y'.repeat(5)] }, 10)).toBe(true);
    expect(exceedsChars(undefined, 0)).toBe(false);
    expect(exceedsChars('a long string', 0)).toBe(false);
  });
});
