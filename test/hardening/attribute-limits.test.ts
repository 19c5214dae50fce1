/**
 * The SDK drops attributes past its count limit (128 by default). An OpenInference span of 64 or
 * more messages (two attributes each) is full before the processor writes: only the verdict lands
 * (past the limit, test/otel/attribute-limits.test.ts). The processor counts the span and tells the
 * user how to fix it once.
 */
import { diag, DiagLogLevel, type DiagLogger } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTR } from '../../src/otel/attributes';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { emit, SnapshotExporter } from '../otel/helpers';

/** OpenInference attributes of `count` messages, the last user message shouting. */
function openInference(count: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    attributes[`llm.input_messages.${i}.message.role`] = i % 2 === 0 ? 'user' : 'assistant';
    attributes[`llm.input_messages.${i}.message.content`] =
      i === count - 2 ? 'THIS IS STILL BROKEN!!!' : `message number ${i}`;
  }
  return attributes;
}

function setup(spanLimits?: { attributeCountLimit: number }) {
  const warnings: string[] = [];
  const logger: DiagLogger = {
    error: () => {},
    warn: (message: string) => warnings.push(message),
    info: () => {},
    debug: () => {},
    verbose: () => {},
  };
  diag.setLogger(logger, DiagLogLevel.WARN);
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor();
  const provider = new BasicTracerProvider({
    spanProcessors: [signals, new SimpleSpanProcessor(exporter)],
    ...(spanLimits === undefined ? {} : { spanLimits }),
  });
  return { warnings, exporter, signals, tracer: provider.getTracer('limits') };
}

describe('span attribute limits', () => {
  afterEach(() => diag.disable());

  it('64 messages under the default limit: counted in attributesDropped, one diag.warn naming spanLimits', () => {
    const { warnings, exporter, signals, tracer } = setup();
    emit(tracer, 'chat 1', openInference(64));
    emit(tracer, 'chat 2', openInference(70));
    expect(exporter.spans[0]!.attributes[ATTR.QUALITY]).toBeDefined();
    expect(exporter.spans[0]!.attributes[ATTR.TURN_COUNT]).toBeUndefined();
    expect(signals.getStats().attributesDropped).toBe(2);
    const ours = warnings.filter((w) => w.startsWith('agent-signals:'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/spanLimits/);
    expect(ours[0]).toMatch(/attributeCountLimit/);
  });

  it('53 messages leave room for every signals.* attribute: nothing counted, nothing logged', () => {
    const { warnings, exporter, signals, tracer } = setup();
    emit(tracer, 'chat', openInference(53));
    expect(exporter.spans[0]!.attributes[ATTR.QUALITY]).toBeDefined();
    expect(signals.getStats().attributesDropped).toBe(0);
    expect(warnings.filter((w) => w.startsWith('agent-signals:'))).toEqual([]);
  });

  it('with a raised attributeCountLimit the 64-message span gets its attributes', () => {
    const { exporter, signals, tracer } = setup({ attributeCountLimit: 1024 });
    emit(tracer, 'chat', openInference(64));
    expect(exporter.spans[0]!.attributes[ATTR.QUALITY]).toBeDefined();
    expect(signals.getStats().attributesDropped).toBe(0);
  });
});
