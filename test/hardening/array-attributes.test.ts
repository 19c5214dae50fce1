/**
 * Round three (issue 29), finding 5: an array-valued message attribute is bounded like a string
 * one: at most 100,000 elements and `maxAttributeLength` characters of strings in all, else it is
 * skipped and counted in `malformedAttributes` (the real SDK).
 */
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { MAX_ATTRIBUTE_ELEMENTS } from '../../src/adapters/values';
import { SignalsSpanProcessor } from '../../src/otel/index';

function run(value: string[], options?: ConstructorParameters<typeof SignalsSpanProcessor>[0]) {
  const signals = new SignalsSpanProcessor(options);
  const tracer = new BasicTracerProvider({ spanProcessors: [signals] }).getTracer('arrays');
  const span = tracer.startSpan('chat', { attributes: { 'gen_ai.input.messages': value } });
  const start = performance.now();
  span.end();
  return { ms: performance.now() - start, stats: signals.getStats() };
}

const ITEM = JSON.stringify({ role: 'user', parts: [{ type: 'text', content: 'hi' }] });

describe('array-valued gen_ai.input.messages', () => {
  it('3,000,000 elements are skipped and counted, at once (was 23 s inside span.end())', () => {
    const { ms, stats } = run(Array.from({ length: 3_000_000 }, () => ITEM));
    expect(stats).toMatchObject({ spansAnalysed: 0, malformedAttributes: 1, errors: 0 });
    expect(ms).toBeLessThan(1_000);
  });

  it(`${MAX_ATTRIBUTE_ELEMENTS.toLocaleString('en-US')} elements are read, one more is skipped`, () => {
    const wide = { maxAttributeLength: 10_000_000 }; // so that only the element count decides
    expect(
      run(
        Array.from({ length: MAX_ATTRIBUTE_ELEMENTS }, () => ITEM),
        wide,
      ).stats,
    ).toMatchObject({
      spansAnalysed: 1,
      malformedAttributes: 0,
    });
    expect(
      run(
        Array.from({ length: MAX_ATTRIBUTE_ELEMENTS + 1 }, () => ITEM),
        wide,
      ).stats,
    ).toMatchObject({
      spansAnalysed: 0,
      malformedAttributes: 1,
    });
  });

  it('strings over maxAttributeLength characters in all are skipped, as one string would be', () => {
    const half = JSON.stringify({ role: 'user', parts: [{ type: 'text', content: 'x'.repeat(600) }] });
    expect(run([half], { maxAttributeLength: 1_000 }).stats).toMatchObject({ spansAnalysed: 1 });
    expect(run([half, half], { maxAttributeLength: 1_000 }).stats).toMatchObject({
      spansAnalysed: 0,
      malformedAttributes: 1,
    });
  });
});
