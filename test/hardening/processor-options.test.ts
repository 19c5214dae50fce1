/**
 * Round three (issue 29), finding 13: the processor's constructor never throws into the host (an
 * options Proxy or getter that throws, a meterProvider that fails), warnings carry the
 * `agent-signals:` prefix once, and an async `shouldAnalyze` is reported once (the real SDK).
 */
import { diag } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { captureDiag, emit, genaiMessages, SnapshotExporter } from '../otel/helpers';

afterEach(() => diag.disable());

const texts = (logged: unknown[][]) => logged.map((args) => String(args[0]));

function spans(signals: SignalsSpanProcessor, n: number): SnapshotExporter {
  const exporter = new SnapshotExporter();
  const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
    'o',
  );
  for (let i = 0; i < n; i++)
    emit(tracer, `s${i}`, { 'gen_ai.input.messages': genaiMessages(['user', `question ${i}`]) });
  return exporter;
}

describe('processor options', () => {
  it('an options Proxy whose every trap throws: no throw, defaults, spans analysed (was a throw in the constructor)', () => {
    const logged = captureDiag();
    const boom = () => {
      throw new Error('trap');
    };
    const hostile = new Proxy({}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom });
    let signals: SignalsSpanProcessor | undefined;
    expect(() => (signals = new SignalsSpanProcessor(hostile as SignalsSpanProcessorOptions))).not.toThrow();
    spans(signals!, 2);
    expect(signals!.getStats()).toMatchObject({ spansAnalysed: 2, errors: 0 });
    expect(texts(logged).some((t) => t.includes('could not be read'))).toBe(true);
  });

  it('a getter that throws leaves that option at its default, the others read', () => {
    const logged = captureDiag();
    const options = Object.defineProperty({ maxConversations: 0 }, 'flagMarker', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    const signals = new SignalsSpanProcessor(options as SignalsSpanProcessorOptions);
    spans(signals, 2);
    expect(signals.getStats().conversationsTracked).toBe(0);
    expect(texts(logged)).toContain(
      'agent-signals: option `flagMarker` could not be read (getter); the processor uses its default',
    );
  });

  it('a meterProvider whose getMeter throws turns metrics off, with one warning (held before)', () => {
    const logged = captureDiag();
    const meterProvider = {
      getMeter() {
        throw new Error('no meter');
      },
    };
    expect(() => new SignalsSpanProcessor({ meterProvider } as never)).not.toThrow();
    expect(texts(logged).some((t) => t.includes('metrics are disabled'))).toBe(true);
  });

  it('warnings carry the agent-signals: prefix once (was twice)', () => {
    const logged = captureDiag();
    new SignalsSpanProcessor({ maxConversations: -1 as never, flagMarker: 5 as never });
    new SignalsSpanProcessor('nope' as never);
    const warnings = texts(logged);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    for (const text of warnings) {
      expect(text.startsWith('agent-signals: ')).toBe(true);
      expect(text.slice(1)).not.toContain('agent-signals:');
    }
  });

  it('an async shouldAnalyze is reported once and its spans are skipped and counted (was silent)', () => {
    const logged = captureDiag();
    const signals = new SignalsSpanProcessor({ shouldAnalyze: (async () => true) as never });
    spans(signals, 5);
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 0, spansSkippedByFilter: 5, errors: 0 });
    expect(texts(logged).filter((t) => t.includes('shouldAnalyze returned a Promise'))).toHaveLength(1);
  });
});
