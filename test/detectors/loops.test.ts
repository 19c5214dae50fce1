import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { assistant, calls, exchange, tool, toolSignals, toolTypes, user } from '../tools/helpers';

const OK = '{"ok": true}';
const loopTypes = (messages: unknown[]): string[] =>
  toolTypes(messages).filter((t) => t.startsWith('execution.loops.'));

describe('retry', () => {
  it('2 identical calls are not a loop, 3 are', () => {
    expect(loopTypes(calls(2, () => ['get_order', { id: 7 }, OK]))).toEqual([]);
    expect(loopTypes(calls(3, () => ['get_order', { id: 7 }, OK]))).toEqual(['execution.loops.retry']);
  });

  it('one signal per run, however long, with the run in metadata', () => {
    const report = analyze(calls(7, () => ['get_order', { id: 7 }, OK]));
    const loops = toolSignals(report);
    expect(loops).toHaveLength(1);
    expect(loops[0]).toMatchObject({
      type: 'execution.loops.retry',
      messageIndex: 1,
      metadata: { tool: 'get_order', calls: 7, callIndex: 1, lastCallIndex: 13 },
    });
    expect(report.execution.loops).toEqual({ count: 1, severity: 1 });
  });

  it('compares arguments canonically: key order and white space do not matter', () => {
    const variants = ['{"a": 1, "b": [1, 2]}', '{"b":[1,2],"a":1}', '{\n  "b": [ 1, 2 ],\n  "a": 1\n}'];
    expect(loopTypes(calls(3, (i) => ['search', variants[i], OK]))).toEqual(['execution.loops.retry']);
  });

  it('compares object and string arguments alike', () => {
    const messages = [
      user('go'),
      assistant('', [{ id: 'a', name: 'search', arguments: { q: 'x', n: 1 } }]),
      tool(OK, 'a'),
      assistant('', [{ id: 'b', type: 'function', function: { name: 'search', arguments: '{"n":1,"q":"x"}' } }]),
      tool(OK, 'b'),
      assistant('', [{ id: 'c', name: 'search', arguments: '{"q": "x", "n": 1}' }]),
      tool(OK, 'c'),
    ];
    expect(loopTypes(messages)).toEqual(['execution.loops.retry']);
  });

  it('retries with non-JSON string arguments count too', () => {
    expect(loopTypes(calls(3, () => ['bash', 'ls   -la /tmp', 'total 0']))).toEqual(['execution.loops.retry']);
  });
});

describe('parameter_drift', () => {
  it('2 calls with different arguments are not a loop, 3 are', () => {
    expect(loopTypes(calls(2, (i) => ['search_flights', { date: `2024-05-2${i}` }, '[]']))).toEqual([]);
    expect(loopTypes(calls(3, (i) => ['search_flights', { date: `2024-05-2${i}` }, '[]']))).toEqual([
      'execution.loops.parameter_drift',
    ]);
  });

  it('3 identical calls then a changed one are both a retry and a drift', () => {
    const types = loopTypes(
      calls(4, (i) => ['book', { amount: i < 3 ? 500 : 612 }, 'Error: payment amount does not add up']),
    );
    expect(types.sort()).toEqual(['execution.loops.parameter_drift', 'execution.loops.retry']);
  });

  it('reports the number of distinct argument sets', () => {
    const [signal] = toolSignals(analyze(calls(5, (i) => ['search', { q: i % 2 }, OK])));
    expect(signal).toMatchObject({
      type: 'execution.loops.parameter_drift',
      metadata: { calls: 5, distinctArguments: 2 },
    });
  });

  it('parallel calls of one message count in order (SPEC: consecutive calls)', () => {
    const parallel = [0, 1, 2].map((i) => ({
      id: `p${i}`,
      name: 'get_reservation',
      arguments: JSON.stringify({ id: `R${i}` }),
    }));
    const messages = [
      user('which trips have bags?'),
      assistant('', parallel),
      tool(OK, 'p0'),
      tool(OK, 'p1'),
      tool(OK, 'p2'),
    ];
    expect(loopTypes(messages)).toEqual(['execution.loops.parameter_drift']);
  });
});

describe('consecutive', () => {
  it('assistant text and tool results between calls do not separate them', () => {
    const messages: unknown[] = [user('go')];
    for (let i = 0; i < 3; i++)
      messages.push(
        assistant('Let me try that again.'),
        ...exchange('get_order', { id: 1 }, 'Error: timeout', `c${i}`),
      );
    expect(loopTypes(messages)).toEqual(['execution.loops.retry']);
  });

  it('a call of another tool separates them', () => {
    const messages = [
      user('go'),
      ...exchange('a', {}, OK, '1'),
      ...exchange('a', {}, OK, '2'),
      ...exchange('b', {}, OK, '3'),
      ...exchange('a', {}, OK, '4'),
    ];
    expect(loopTypes(messages)).toEqual([]);
  });

  it('a user turn separates them', () => {
    const messages = [
      user('go'),
      ...exchange('a', {}, OK, '1'),
      ...exchange('a', {}, OK, '2'),
      user('try once more'),
      ...exchange('a', {}, OK, '3'),
    ];
    expect(loopTypes(messages)).toEqual([]);
  });
});

describe('oscillation', () => {
  const cycle = (names: string[], n: number): unknown[] => calls(n, (i) => [names[i % names.length]!, { i }, OK]);

  it('A,B,A,B,A (5 calls) is not yet 3 cycles; A,B,A,B,A,B (6) is', () => {
    expect(loopTypes(cycle(['run_linter', 'edit_file'], 5))).toEqual([]);
    expect(loopTypes(cycle(['run_linter', 'edit_file'], 6))).toEqual(['execution.loops.oscillation']);
  });

  it('a 3-tool cycle needs 9 calls, a 5-tool cycle 15', () => {
    expect(loopTypes(cycle(['a', 'b', 'c'], 8))).toEqual([]);
    expect(loopTypes(cycle(['a', 'b', 'c'], 9))).toEqual(['execution.loops.oscillation']);
    expect(loopTypes(cycle(['a', 'b', 'c', 'd', 'e'], 14))).toEqual([]);
    expect(loopTypes(cycle(['a', 'b', 'c', 'd', 'e'], 15))).toEqual(['execution.loops.oscillation']);
  });

  it('a cycle of 6 distinct tools is not an oscillation', () => {
    expect(loopTypes(cycle(['a', 'b', 'c', 'd', 'e', 'f'], 18))).toEqual([]);
  });

  it('one signal per run, with the cycle in metadata', () => {
    const loops = toolSignals(analyze(cycle(['search', 'get_details'], 11)));
    expect(loops).toHaveLength(1);
    expect(loops[0]).toMatchObject({ metadata: { tool: 'search,get_details', cycleLength: 2, cycles: 5, calls: 11 } });
  });

  it('ignores arguments: alternating lookups with changing ids oscillate', () => {
    expect(loopTypes(calls(6, (i) => [i % 2 ? 'get_details' : 'search', { id: i }, OK]))).toEqual([
      'execution.loops.oscillation',
    ]);
  });

  it('a user turn inside the cycle breaks it', () => {
    const messages = cycle(['a', 'b'], 4);
    messages.push(user('keep going'), ...exchange('a', {}, OK, 'x1'), ...exchange('b', {}, OK, 'x2'));
    expect(loopTypes(messages)).toEqual([]);
  });
});

describe('hostile calls', () => {
  it('thousands of calls in one message stay fast', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: `c${i}`,
      name: i % 2 ? 'a' : 'b',
      arguments: `{"i": ${i % 3}}`,
    }));
    const started = performance.now();
    const report = analyze([user('go'), assistant('', many)]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.toolCalls).toBe(5000);
    expect(types(report)).toContain('execution.loops.oscillation');
  });
});

function types(report: ReturnType<typeof analyze>): string[] {
  return report.signals.map((s) => s.type);
}
