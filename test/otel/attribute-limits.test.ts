/**
 * The verdict on a span that already holds its attribute count limit, with the real SDK: an
 * OpenInference chat of 64 messages fills the default 128 attributes before the processor writes.
 * `signals.quality`, `signals.quality_score` and `signals.flagged` still reach the exporter, no
 * attribute of the instrumentation is removed or rewritten, and what did not fit is counted and
 * said once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { diag, type Attributes } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR } from '../../src/otel/attributes';
import { ATTRIBUTE_LIMIT_WARNING } from '../../src/otel/attribute-limits';
import { EVALUATION_EVENT } from '../../src/otel/evaluation-event';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { captureDiag } from './helpers';

/** OpenInference attributes of a support chat of `n` messages (two attributes per message). */
function openInference(n: number): Attributes {
  const a: Attributes = {};
  for (let i = 0; i < n; i++) {
    const user = i % 2 === 0;
    a[`llm.input_messages.${i}.message.role`] = user ? 'user' : 'assistant';
    a[`llm.input_messages.${i}.message.content`] = user
      ? i === n - 2
        ? 'THIS IS THE THIRD TIME I ASK AND NOBODY ANSWERS!!!'
        : `Where is parcel number ${i}?`
      : `Let me look up parcel ${i - 1}.`;
  }
  return a;
}

function setup(attributeCountLimit?: number) {
  const exporter = new InMemorySpanExporter();
  const signals = new SignalsSpanProcessor();
  const provider = new BasicTracerProvider({
    spanProcessors: [signals, new SimpleSpanProcessor(exporter)],
    ...(attributeCountLimit === undefined ? {} : { spanLimits: { attributeCountLimit } }),
  });
  return { exporter, signals, provider, tracer: provider.getTracer('openinference') };
}

const VERDICT = [ATTR.QUALITY, ATTR.QUALITY_SCORE, ATTR.FLAGGED];
const signalKeys = (a: Attributes) => Object.keys(a).filter((k) => k.startsWith('signals.'));

afterEach(() => diag.disable());

describe('a span at its attribute count limit', () => {
  it('still exports the verdict, leaves the instrumentation’s 128 attributes as they were, and counts the rest', async () => {
    const logged = captureDiag();
    const { exporter, signals, provider, tracer } = setup();
    const attributes = openInference(64);
    const span = tracer.startSpan('ChatCompletion', { attributes });
    span.setAttribute('openinference.span.kind', 'LLM'); // the 129th: dropped by the SDK itself
    span.end();
    await provider.forceFlush();

    const [exported] = exporter.getFinishedSpans();
    const a = exported!.attributes;
    for (const key of VERDICT) expect(a, key).toHaveProperty(key);
    expect(a[ATTR.QUALITY]).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
    expect(typeof a[ATTR.QUALITY_SCORE]).toBe('number');
    expect(a[ATTR.FLAGGED]).toBe(true);
    // Only the verdict got past the limit: the other signals.* attributes obeyed it.
    expect(signalKeys(a).sort()).toEqual([...VERDICT].sort());
    // Every attribute of the instrumentation is there, unchanged; nothing else was added.
    for (const [key, value] of Object.entries(attributes)) expect(a[key], key).toBe(value);
    expect(Object.keys(a)).toHaveLength(128 + VERDICT.length);
    expect(a).not.toHaveProperty('openinference.span.kind');
    // The evaluation event carries the verdict too.
    const event = exported!.events.find((e) => e.name === EVALUATION_EVENT);
    expect(event?.attributes?.['gen_ai.evaluation.score.label']).toBe(a[ATTR.QUALITY]);

    expect(signals.getStats()).toMatchObject({ spansAnalysed: 1, attributesDropped: 1, errors: 0 });
    const warnings = logged.filter((args) => String(args[0]).includes('did not fit'));
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]![0])).toContain(ATTRIBUTE_LIMIT_WARNING);

    // A second full span: counted again, not said again.
    tracer.startSpan('ChatCompletion', { attributes: openInference(70) }).end();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans()[1]!.attributes[ATTR.QUALITY]).toBeDefined();
    expect(signals.getStats().attributesDropped).toBe(2);
    expect(logged.filter((args) => String(args[0]).includes('did not fit'))).toHaveLength(1);
  });

  it('with room for one attribute: signals.quality through the API, the score and flag past the limit', async () => {
    const { exporter, signals, provider, tracer } = setup();
    const attributes = openInference(60);
    for (let i = 0; i < 7; i++) attributes[`llm.invocation_parameters.${i}`] = i;
    expect(Object.keys(attributes)).toHaveLength(127);
    tracer.startSpan('ChatCompletion', { attributes }).end();
    await provider.forceFlush();
    const a = exporter.getFinishedSpans()[0]!.attributes;
    expect(signalKeys(a).sort()).toEqual([...VERDICT].sort());
    expect(Object.keys(a)).toHaveLength(127 + VERDICT.length);
    expect(signals.getStats().attributesDropped).toBe(1);
  });

  it('with room for every signals.* attribute (one short of the limit): nothing dropped, nothing said', async () => {
    const logged = captureDiag();
    const { exporter, signals, provider, tracer } = setup(1024);
    tracer.startSpan('ChatCompletion', { attributes: openInference(64) }).end();
    await provider.forceFlush();
    const a = exporter.getFinishedSpans()[0]!.attributes;
    expect(signalKeys(a).length).toBeGreaterThan(VERDICT.length);
    expect(signals.getStats().attributesDropped).toBe(0);
    expect(logged).toEqual([]);
  });

  it('at a custom limit (10): a short chat keeps its attributes and gets the verdict', async () => {
    const { exporter, signals, provider, tracer } = setup(10);
    const attributes = openInference(6); // 12 attributes: the last two dropped by the SDK
    tracer.startSpan('ChatCompletion', { attributes }).end();
    await provider.forceFlush();
    const a = exporter.getFinishedSpans()[0]!.attributes;
    const theirs = Object.keys(a).filter((k) => !k.startsWith('signals.'));
    expect(theirs).toHaveLength(10);
    for (const key of theirs) expect(a[key]).toBe(attributes[key]);
    expect(signalKeys(a).sort()).toEqual([...VERDICT].sort());
    expect(signals.getStats()).toMatchObject({ spansAnalysed: 1, attributesDropped: 1 });
  });

  it('at a limit of 0: no message reaches the span, so nothing is written', async () => {
    const { exporter, provider, tracer } = setup(0);
    const span = tracer.startSpan('ChatCompletion');
    // An instrumentation on an SDK configured to keep no attribute: the processor reads nothing.
    span.setAttribute('llm.input_messages.0.message.role', 'user');
    span.end();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans()[0]!.attributes).toEqual({});
  });
});
