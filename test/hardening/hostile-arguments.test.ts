/**
 * Tool-call arguments are model output (and can be steered by a prompt injection): whatever JSON
 * they hold is read without calling any of its properties as a function, within a depth limit, and
 * the processor's fingerprints use the one canonical form of the tool detectors.
 */
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ATTR } from '../../src/otel/attributes';
import { messageFingerprint } from '../../src/otel/fingerprint';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { canonicalArguments } from '../../src/tools/canonical-json';
import { stepOutcomes } from '../../src/tools/plan-results';
import { keyValues } from '../../src/cli/input/otlp-values';
import { emit, SnapshotExporter } from '../otel/helpers';
import { runMain } from './run-main';

/** `{"toString":1}` with `levels` objects around it: `{"a":{"a":…{"toString":1}…}}`. */
function nested(levels: number, inner = '{"toString":1,"valueOf":2}'): string {
  return '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
}

const call = (args: string) => ({
  role: 'assistant',
  content: '',
  tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: args } }],
});

function setup() {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor();
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, tracer: provider.getTracer('hostile-arguments') };
}

describe('hostile tool-call arguments', () => {
  it.each([19, 20, 21, 22, 40, 70, 5_000])(
    'toString/valueOf members nested %i levels deep: every span of the conversation is still scored',
    (levels) => {
      const { exporter, signals, tracer } = setup();
      const input = JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'find my order' }] }]);
      // Built as text: the arguments object itself is as deep as the test wants.
      const output = `[{"role":"assistant","parts":[{"type":"tool_call","id":"c1","name":"lookup","arguments":${nested(levels)}}]}]`;
      const next = JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'and now?' }] }]);
      const conversation = { 'gen_ai.conversation.id': 'conv-1' };
      emit(tracer, 'turn 1', { 'gen_ai.input.messages': input, 'gen_ai.output.messages': output, ...conversation });
      emit(tracer, 'turn 2', { 'gen_ai.input.messages': next, ...conversation });
      expect(signals.getStats().errors).toBe(0);
      expect(exporter.spans.map((s) => s.attributes[ATTR.QUALITY])).toEqual([expect.any(String), expect.any(String)]);
    },
  );

  it('fingerprints read the arguments as the tool detectors do (one canonical form)', () => {
    // Equal up to key order and white space: equal; different only below depth 20: different.
    expect(messageFingerprint(call('{"b":1,"a":{"c":[1,2]}}'))).toBe(
      messageFingerprint(call('{ "a": {"c":[1, 2]}, "b": 1 }')),
    );
    const deepA = nested(30, '{"x":1}');
    const deepB = nested(30, '{"x":2}');
    expect(canonicalArguments(deepA)).not.toBe(canonicalArguments(deepB));
    expect(messageFingerprint(call(deepA))).not.toBe(messageFingerprint(call(deepB)));
  });

  it('analyze reads the same arguments without throwing', () => {
    const messages = [{ role: 'user', content: 'find it' }, call(nested(5_000)), call(nested(21))];
    expect(() => analyze(messages)).not.toThrow();
  });
});

describe('recursive readers of the CLI are depth-limited', () => {
  const span = (attributes: unknown[]) =>
    JSON.stringify({
      resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: 't1', spanId: 's1', attributes }] }] }],
    });
  const messages = {
    key: 'gen_ai.input.messages',
    value: { stringValue: JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'where is it' }] }]) },
  };

  it('an OTLP kvlist nested 100,000 deep is skipped; the span is still read', async () => {
    const deep =
      '{"kvlistValue":{"values":[{"key":"k","value":'.repeat(100_000) + '{"intValue":1}' + '}]}}'.repeat(100_000);
    const text = span([messages]).replace('"attributes":[', `"attributes":[{"key":"deep","value":${deep}},`);
    const run = await runMain(['score', '-'], text + '\n');
    expect(run.stderr).not.toMatch(/could not be read/);
    expect(run.stdout).toMatch(/"turnCount":1/);
  });

  it('keyValues keeps a `__proto__` key as data, never as the prototype', () => {
    const out = keyValues([
      { key: '__proto__', value: { kvlistValue: { values: [{ key: 'polluted', value: { boolValue: true } }] } } },
    ]);
    expect(Object.getPrototypeOf(out)).not.toHaveProperty('polluted');
    expect((out as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lists of conversations nested 100,000 deep are one bad line that says why', async () => {
    const run = await runMain(['score', '-'], '['.repeat(100_000) + ']'.repeat(100_000) + '\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/nested more than \d+ levels/);
  });
});

describe('plan answers keyed by step id', () => {
  it('a step id named like an Object.prototype member reads nothing it was not given', () => {
    const step = (id: string, position: number) => ({ id, tool: 'lookup', position, references: [] });
    const plan = { steps: [step('__proto__', 0), step('constructor', 1), step('real', 2)], stepCount: 3 };
    const outcomes = stepOutcomes({ real: { status: 'failed', error: 'boom' } }, plan);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([['real', 'failed']]);
  });
});
