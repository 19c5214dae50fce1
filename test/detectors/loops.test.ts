import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { redirectsOutput } from '../../src/tools/result-progress';
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

describe('parameter_drift: ≥ 3 calls, ≥ 2 argument sets, ≥ 2 attempts without progress', () => {
  const NOT_FOUND = 'Error: User not found';
  const drift = (messages: unknown[]) =>
    toolSignals(analyze(messages)).filter((s) => s.type.endsWith('parameter_drift'));

  it('2 calls are not a loop, 3 are (all failing)', () => {
    expect(loopTypes(calls(2, (i) => ['find_user', { email: `a${i}@x.test` }, NOT_FOUND]))).toEqual([]);
    expect(loopTypes(calls(3, (i) => ['find_user', { email: `a${i}@x.test` }, NOT_FOUND]))).toEqual([
      'execution.loops.parameter_drift',
    ]);
  });

  it('1 failing result in 3 calls is progress enough, 2 are not', () => {
    const one = calls(3, (i) => ['find_user', { zip: `7070${i}` }, i === 0 ? NOT_FOUND : { user_id: `u${i}` }]);
    const two = calls(3, (i) => ['find_user', { zip: `7070${i}` }, i < 2 ? NOT_FOUND : { user_id: 'u2' }]);
    expect(loopTypes(one)).toEqual([]);
    expect(loopTypes(two)).toEqual(['execution.loops.parameter_drift']);
  });

  describe('the calls of one message are one attempt (made before any of their results was seen)', () => {
    const parallel = (id: string, guesses: string[]) =>
      assistant(
        '',
        guesses.map((g, i) => ({ id: `${id}${i}`, name: 'find_user', arguments: JSON.stringify({ email: g }) })),
      );
    const answers = (id: string, texts: string[]) => texts.map((t, i) => tool(t, `${id}${i}`));

    it('three guesses in one message, all failing, are one stalled attempt: no drift', () => {
      const messages = [
        user('find me'),
        parallel('a', ['x@a', 'y@a', 'z@a']),
        ...answers('a', Array(3).fill('Error: User not found')),
      ];
      expect(loopTypes(messages)).toEqual([]);
    });

    it('two such messages in a row are two stalled attempts: a drift', () => {
      const messages = [
        user('find me'),
        parallel('a', ['x@a', 'y@a']),
        ...answers('a', ['Error: User not found', 'Error: User not found']),
        parallel('b', ['x@b', 'y@b']),
        ...answers('b', ['Error: User not found', 'Error: User not found']),
      ];
      expect(loopTypes(messages)).toEqual(['execution.loops.parameter_drift']);
    });

    it('a message whose parallel searches partly found something made progress', () => {
      const messages = [
        user('flights to the west coast?'),
        parallel('a', ['JFK-LAX', 'JFK-SFO', 'JFK-SEA']),
        ...answers('a', ['[]', '[{"f": 1}]', '[]']),
        parallel('b', ['EWR-LAX', 'EWR-SFO', 'EWR-SEA']),
        ...answers('b', ['[]', '[]', '[{"f": 2}]']),
      ];
      expect(loopTypes(messages)).toEqual([]);
    });
  });

  it('most of the run must stall: 2 stalled of 4 answered calls is a loop, 2 of 5 is progress', () => {
    const run = (n: number) =>
      calls(n, (i) => ['search_flights', { route: `R${i}` }, i < 2 ? '[]' : `[{"flight": "HA${i}"}]`]);
    expect(loopTypes(run(4))).toEqual(['execution.loops.parameter_drift']);
    expect(loopTypes(run(5))).toEqual([]);
  });

  it('a long fan-out with a few empty answers is progress, however the empties fall', () => {
    const answers = ['[{"f": 1}]', '[]', '[{"f": 2}]', '[{"f": 3}]', '[]', '[]', '[{"f": 4}]', '[{"f": 5}]'];
    expect(loopTypes(calls(8, (i) => ['search_direct_flight', { route: `R${i}` }, answers[i]]))).toEqual([]);
  });

  it('counts empty answers: [], {}, null and objects holding no data', () => {
    for (const emptyAnswer of ['[]', '{}', 'null', '{"results": [], "total": 0}', '{"found": false, "items": []}'])
      expect(
        loopTypes(
          calls(3, (i) => ['search_flights', { date: `2024-05-1${i}` }, i === 1 ? '[{"flight": "HA1"}]' : emptyAnswer]),
        ),
      ).toEqual(['execution.loops.parameter_drift']);
  });

  it('counts the same answer to different arguments (the change made no difference)', () => {
    const same = 'Wrong flag! Check the format and try again.';
    const [signal] = drift(calls(3, (i) => ['submit_flag', { flag: `flag{try_${i}}` }, same]));
    expect(signal).toMatchObject({
      messageIndex: 1,
      metadata: {
        tool: 'submit_flag',
        calls: 3,
        distinctArguments: 3,
        failedResults: 0,
        emptyResults: 0,
        repeatedResults: 3,
      },
    });
  });

  it('reports the run, the argument sets and what stalled in metadata', () => {
    const [signal] = drift(
      calls(5, (i) => [
        'book',
        { amount: 500 + (i % 2) },
        i < 4 ? 'Error: payment amount does not add up' : '{"id": "R1"}',
      ]),
    );
    expect(signal).toMatchObject({
      type: 'execution.loops.parameter_drift',
      confidence: 0.8,
      metadata: { tool: 'book', callIndex: 1, lastCallIndex: 9, calls: 5, distinctArguments: 2, failedResults: 4 },
    });
    expect(signal!.snippet).toBe('book called 5 times with 2 argument sets, 4 results without progress');
  });

  it('3 identical failing calls then a changed one are both a retry and a drift', () => {
    const types = loopTypes(
      calls(4, (i) => ['book', { amount: i < 3 ? 500 : 612 }, 'Error: payment amount does not add up']),
    );
    expect(types.sort()).toEqual(['execution.loops.parameter_drift', 'execution.loops.retry']);
  });

  it('a fan-out that gets stuck: three records, then three ids that do not exist', () => {
    const results = ['{"id": 1}', '{"id": 2}', '{"id": 3}', 'Error: not found', 'Error: not found', 'Error: not found'];
    expect(loopTypes(calls(6, (i) => ['get_plan', { id: `P${i}` }, results[i]]))).toEqual([
      'execution.loops.parameter_drift',
    ]);
  });

  describe('fan-outs are not loops', () => {
    it('one lookup per reservation, each answered with its record', () => {
      expect(
        loopTypes(
          calls(7, (i) => [
            'get_reservation_details',
            { reservation_id: `R${i}` },
            { reservation_id: `R${i}`, cabin: 'economy' },
          ]),
        ),
      ).toEqual([]);
    });

    it('parallel lookups of one message, each answered', () => {
      const parallel = [0, 1, 2].map((i) => ({
        id: `p${i}`,
        name: 'get_order',
        arguments: JSON.stringify({ id: `#W${i}` }),
      }));
      const messages = [
        user('which of my orders shipped?'),
        assistant('', parallel),
        ...[0, 1, 2].map((i) => tool(JSON.stringify({ order_id: `#W${i}`, status: 'delivered' }), `p${i}`)),
      ];
      expect(loopTypes(messages)).toEqual([]);
    });

    it('different files read, different searches made', () => {
      expect(loopTypes(calls(4, (i) => ['read_file', { path: `src/m${i}.ts` }, `export const m${i} = ${i};`]))).toEqual(
        [],
      );
      expect(loopTypes(calls(3, (i) => ['calculate', { expression: `${i} + 1` }, `${i + 1}.0`]))).toEqual([]);
    });

    it('the same acknowledgement for every item (cancel three bookings, check three flights)', () => {
      expect(loopTypes(calls(3, (i) => ['cancel_reservation', { id: `R${i}` }, '{"success": true}']))).toEqual([]);
      expect(loopTypes(calls(4, (i) => ['get_flight_status', { flight: `HA${i}` }, 'available']))).toEqual([]);
      expect(
        loopTypes(calls(3, (i) => ['get_flight_status', { flight: `HA${i}` }, i ? '"landed"' : 'delayed'])),
      ).toEqual([]);
      expect(
        loopTypes(
          calls(3, (i) => [
            'mkdir',
            { path: `d${i}` },
            'Your command ran successfully and did not produce any output.',
          ]),
        ),
      ).toEqual([]);
    });

    it('tools that answer with no text at all (think, write) are not empty answers', () => {
      expect(loopTypes(calls(3, (i) => ['think', { thought: `step ${i}` }, '']))).toEqual([]);
    });

    it('calls whose results are not in the transcript show no stall', () => {
      const parallel = [0, 1, 2].map((i) => ({ id: `p${i}`, name: 'get_order', arguments: JSON.stringify({ id: i }) }));
      expect(loopTypes([user('go'), assistant('', parallel)])).toEqual([]);
    });

    it('two calls with equal answers to equal arguments are a repeat, not a drift', () => {
      const record = '{"line_id": "L2", "status": "active"}';
      const args = [{ id: 'L1' }, { id: 'L2' }, { id: 'L2' }];
      const results = ['{"line_id": "L1", "status": "active"}', record, record];
      expect(loopTypes(calls(3, (i) => ['get_line', args[i], results[i]]))).toEqual([]);
    });
  });

  describe('hostile results', () => {
    it('huge, binary and deeply nested answers are read in bounded time', () => {
      const huge = '['.repeat(5000) + ']'.repeat(5000);
      const binary = '\u0000\u0001\ufffd'.repeat(20_000);
      const started = performance.now();
      expect(
        loopTypes(calls(3, (i) => ['fetch', { i }, i === 0 ? huge : i === 1 ? binary : 'x'.repeat(300_000)])),
      ).toEqual([]);
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('answers that only look empty are data ("[] items", "{} braces")', () => {
      expect(
        loopTypes(
          calls(3, (i) => [
            'grep',
            { q: `p${i}` },
            i === 0 ? '[] is the empty list literal' : `{} braces on line ${i}`,
          ]),
        ),
      ).toEqual([]);
    });
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

describe('parameter_drift: writes that return no value', () => {
  it('three creations answered None or null are a fan-out, not a drift', () => {
    for (const none of ['None', 'null'])
      for (const name of ['create_api_key', 'addUserToChannel', 'send_direct_message'])
        expect(loopTypes(calls(3, (i) => [name, { name: `key-${i}` }, none]))).toEqual([]);
  });

  it('a lookup answered None three times over different arguments is still a drift', () => {
    expect(loopTypes(calls(3, (i) => ['get_user', { name: `user-${i}` }, 'None']))).toEqual([
      'execution.loops.parameter_drift',
    ]);
    // A tool named with a write verb inside, not first, is no write.
    expect(loopTypes(calls(3, (i) => ['find_created_keys', { q: `k${i}` }, 'null']))).toEqual([
      'execution.loops.parameter_drift',
    ]);
  });
});

describe('parameter_drift: a command whose output goes to a file answers the same whatever it made', () => {
  const WARNING = 'warning: private argument is not set\nbash-$';
  it('three key creations redirected to files, with the same warning each time, are no drift', () => {
    const messages = calls(3, (i) => [
      'bash',
      { command: `make_key --createpub -n 0xC${i}F1 -e 5 > pub${i}.pub` },
      WARNING,
    ]);
    expect(loopTypes(messages)).toEqual([]);
  });

  it('appending (>>) and a command that goes on after the redirect are redirections too', () => {
    expect(loopTypes(calls(3, (i) => ['bash', { command: `echo ${i} >> log.txt` }, WARNING]))).toEqual([]);
    expect(loopTypes(calls(3, (i) => ['bash', `{"command": "gen ${i} > out${i}.txt && ls"}`, WARNING]))).toEqual([]);
  });

  it('the same commands without a redirect, or failing, still drift', () => {
    expect(loopTypes(calls(3, (i) => ['bash', { command: `make_key -n 0xC${i}F1` }, WARNING]))).toEqual([
      'execution.loops.parameter_drift',
    ]);
    expect(
      loopTypes(calls(3, (i) => ['bash', { command: `make_key -n 0xC${i} > k${i}.pub` }, 'Error: bad modulus'])),
    ).toEqual(['execution.loops.parameter_drift']);
  });

  it('a comparison, 2>&1 or an arrow is no redirect', () => {
    expect(redirectsOutput({ command: 'python -c "print(x > 5)"' })).toBe(false);
    expect(redirectsOutput({ command: 'make 2>&1' })).toBe(false);
    expect(redirectsOutput({ code: 'f = (a) => a' })).toBe(false);
    expect(redirectsOutput('{"command": "cat a > b.txt"}')).toBe(true);
    expect(redirectsOutput(42)).toBe(false);
    expect(redirectsOutput(undefined)).toBe(false);
    expect(redirectsOutput('x'.repeat(100_000) + ' > f.txt')).toBe(false);
  });
});
