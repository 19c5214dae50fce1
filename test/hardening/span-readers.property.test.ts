import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { readGenAI } from '../../src/adapters/genai';
import { readOpenInference } from '../../src/adapters/openinference';
import { readOpenLLMetry } from '../../src/adapters/openllmetry';
import { hasSpanMessages, readSpanMessages } from '../../src/adapters/span-messages';
import type { AdapterResult, SpanAttributes } from '../../src/adapters/types';
import { readVercelAI } from '../../src/adapters/vercel-ai';
import { analyze } from '../../src/analyze';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { SnapshotExporter } from '../otel/helpers';
import { clone, deepFreeze } from './arbitraries';
import { expectWellFormedReport } from './invariants';
import { spanAttributes } from './span-attributes';

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];
const READERS = { readGenAI, readOpenInference, readOpenLLMetry, readVercelAI, readSpanMessages } as const;

/** A reader result is undefined, or messages in the OpenAI shape and a non-negative skip count. */
function expectWellFormedResult(result: AdapterResult | undefined): void {
  if (result === undefined) return;
  expect(Number.isInteger(result.skipped) && result.skipped >= 0).toBe(true);
  expect(Array.isArray(result.messages)).toBe(true);
  for (const m of result.messages) {
    expect(ROLES).toContain(m.role);
    expect(m.content === null || typeof m.content === 'string').toBe(true);
    if (m.tool_call_id !== undefined) expect(typeof m.tool_call_id).toBe('string');
    if (m.name !== undefined) expect(typeof m.name).toBe('string');
    if (m.tool_calls !== undefined) {
      expect(m.tool_calls.length).toBeGreaterThan(0);
      for (const call of m.tool_calls) {
        const fn = 'function' in call ? call.function : call;
        expect(typeof fn.name).toBe('string');
        const args = fn.arguments;
        expect(args === null || typeof args === 'string' || (typeof args === 'object' && !Array.isArray(args))).toBe(
          true,
        );
      }
    }
  }
}

describe('span readers on arbitrary attribute maps (fast-check)', () => {
  for (const [name, reader] of Object.entries(READERS)) {
    it(`${name} never throws, returns well-formed messages, and does not touch the attributes`, () => {
      fc.assert(
        fc.property(spanAttributes, (attributes) => {
          const before = clone(attributes);
          const frozen = deepFreeze(attributes);
          const result = reader(frozen as SpanAttributes);
          expectWellFormedResult(result);
          expect(frozen).toEqual(before);
          if (result !== undefined) expectWellFormedReport(analyze(result.messages), result.messages);
        }),
        { numRuns: 120 },
      );
    });
  }

  it('readSpanMessages reads something exactly when hasSpanMessages says there is something to read', () => {
    fc.assert(
      fc.property(spanAttributes, (attributes) => {
        const read = readSpanMessages(attributes);
        expect(read !== undefined).toBe(hasSpanMessages(attributes));
        if (read !== undefined)
          expect(['genai', 'openinference', 'openllmetry', 'vercel-ai']).toContain(read.convention);
      }),
      { numRuns: 150 },
    );
  });

  it('the processor on the real SDK never throws and never fails on these attributes', () => {
    const exporter = new SnapshotExporter();
    const signals = new SignalsSpanProcessor({ maxConversations: 10 });
    const tracer = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] }).getTracer(
      'fuzz',
    );
    let ended = 0;
    fc.assert(
      fc.property(spanAttributes, (attributes) => {
        const span = tracer.startSpan('chat');
        // setAttribute would drop what OTel cannot hold (objects, nested arrays): write them raw, as a
        // careless instrumentation or an older SDK might leave them.
        const target = (span as unknown as { attributes: Record<string, unknown> }).attributes;
        for (const [k, v] of Object.entries(attributes))
          Object.defineProperty(target, k, { value: v, enumerable: true, writable: true, configurable: true });
        expect(() => span.end()).not.toThrow();
        ended++;
      }),
      { numRuns: 120 },
    );
    const stats = signals.getStats();
    expect(stats.errors).toBe(0);
    expect(stats.spansSeen).toBe(ended);
    expect(exporter.spans).toHaveLength(ended);
    expect(stats.conversationsTracked).toBeLessThanOrEqual(10);
  });
});
