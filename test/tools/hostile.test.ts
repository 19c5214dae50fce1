import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { assistant, exchange, tool, toolSignals, toolTypes, user } from './helpers';

const timed = <T>(f: () => T): [T, number] => {
  const started = performance.now();
  const value = f();
  return [value, performance.now() - started];
};

describe('hostile tool output', () => {
  it('a megabyte result is read from its capped head and tail', () => {
    const huge = 'Error: upstream exploded\n' + 'x'.repeat(1_000_000);
    // Warm up first (lexicons compiled, code compiled): the time measured is reading the megabyte.
    analyze([user('go'), ...exchange('fetch', {}, 'Error: upstream exploded', 'c0')]);
    const [report, ms] = timed(() => analyze([user('go'), ...exchange('fetch', {}, huge, 'c1')]));
    expect(ms).toBeLessThan(500);
    expect(toolSignals(report).map((s) => s.type)).toEqual(['execution.failure.other']);
  });

  it('a megabyte JSON result is not called malformed because it was cut', () => {
    const huge = JSON.stringify({ items: Array.from({ length: 50_000 }, (_, i) => ({ id: i, status: 'ok' })) });
    expect(toolTypes([user('go'), ...exchange('list', {}, huge, 'c1')])).toEqual([]);
  });

  it('binary-looking text is not an error and does not throw', () => {
    let binary = '';
    for (let i = 0; i < 4000; i++) binary += String.fromCharCode((i * 7919) % 0xffff);
    binary += '\ud800\udfff\ud800';
    expect(() => analyze([user('go'), ...exchange('cat', { path: 'a.bin' }, binary, 'c1')])).not.toThrow();
    expect(
      toolTypes([
        user('go'),
        ...exchange('cat', {}, '\u0000\u0001\u0002\u0003ELF\u0002\u0001\u0001\u0000\u0000', 'c1'),
      ]),
    ).toEqual([]);
  });

  it('deeply nested JSON results and arguments are handled within budget', () => {
    const depth = 10_000;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    const deepError = '{"error": ' + '{"a": '.repeat(500) + '1' + '}'.repeat(500) + '}';
    let deepArgs: unknown = 1;
    for (let i = 0; i < depth; i++) deepArgs = { k: deepArgs };
    const messages = [
      user('go'),
      ...exchange('a', nested, nested, 'c1'),
      ...exchange('b', {}, deepError, 'c2'),
      assistant('', [{ id: 'c3', name: 'c', arguments: deepArgs }]),
      tool('fine', 'c3'),
      assistant('', [
        { id: 'c4', name: 'execute_plan', arguments: { steps: [{ id: 's', tool: 't', args: deepArgs }] } },
      ]),
    ];
    const [report, ms] = timed(() => analyze(messages));
    expect(ms).toBeLessThan(1000);
    expect(toolSignals(report).map((s) => s.type)).toContain('execution.failure.other');
  });

  it('arguments that are not JSON, numbers, null or arrays are accepted', () => {
    const messages = [
      user('go'),
      assistant('', [
        { id: '1', name: 'a', arguments: 'rm -rf /tmp/x' },
        { id: '2', name: 'a', arguments: 42 },
        { id: '3', name: 'a', arguments: null },
        { id: '4', name: 'a', arguments: [1, 2] },
        { id: '5', name: 'a', arguments: '{"unterminated": ' },
      ]),
    ];
    expect(() => analyze(messages)).not.toThrow();
    expect(analyze(messages).toolCalls).toBe(5);
  });

  it('arguments with throwing getters and cycles do not throw', () => {
    const hostile = Object.defineProperty({}, 'steps', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const cyclic: Record<string, unknown> = { q: 1 };
    cyclic.self = cyclic;
    const messages = [
      user('go'),
      assistant('', [
        { id: '1', name: 'execute_plan', arguments: hostile },
        { id: '2', name: 'x', arguments: cyclic },
        { id: '3', name: 'x', arguments: cyclic },
        { id: '4', name: 'x', arguments: cyclic },
      ]),
    ];
    expect(() => analyze(messages)).not.toThrow();
    expect(toolTypes(messages)).toContain('execution.loops.retry');
  });

  it('malformed tool messages (object content, missing ids, unknown call ids) are tolerated', () => {
    const messages = [
      user('go'),
      { role: 'tool', content: { error: 'object content is not read' } },
      { role: 'tool', tool_call_id: 'nobody', content: 'Error: 500 Internal Server Error', name: 'ghost' },
      { role: 'tool', content: null },
      assistant('', [null, 3, { name: 5 }, { id: 'x', function: { name: 'ok_tool', arguments: '{}' } }]),
    ];
    const report = analyze(messages);
    expect(toolSignals(report)).toMatchObject([
      { type: 'environment.exhaustion.api_error', metadata: { tool: 'ghost' } },
    ]);
    expect(toolSignals(report)[0]!.metadata).not.toHaveProperty('callIndex');
  });

  it('many long results stay within a few milliseconds', () => {
    const page = JSON.stringify({
      items: Array.from({ length: 60 }, (_, i) => ({ id: i, status: 'cancelled', note: 'lorem ipsum dolor' })),
    }).slice(0, 3990);
    const messages: unknown[] = [user('go')];
    for (let i = 0; i < 100; i++)
      messages.push(...exchange(`t${i % 7}`, { i }, i % 2 ? page : 'Lorem ipsum. '.repeat(300), `c${i}`));
    analyze(messages);
    const [, ms] = timed(() => analyze(messages));
    expect(ms).toBeLessThan(200);
  });
});

describe('tool output never feeds the user-facing detectors', () => {
  it('an angry customer quoted in a tool result is not user frustration or escalation', () => {
    const quote =
      'Ticket T-9 from customer: "THIS IS UNACCEPTABLE!!! I want to speak to a human, this is useless, I give up"';
    const report = analyze([
      user('show me ticket T-9'),
      ...exchange('get_ticket', { id: 'T-9' }, quote, 'c1'),
      assistant('Here is ticket T-9.'),
    ]);
    expect(report.signals.filter((s) => s.type.startsWith('interaction.'))).toEqual([]);
    expect(report.escalation.requested).toBe(false);
  });

  it('a thankful tool result is not positive feedback', () => {
    const report = analyze([
      user('any reviews?'),
      ...exchange('get_reviews', {}, 'Thank you so much, perfect service, love it!', 'c1'),
    ]);
    expect(report.positiveFeedback.count).toBe(0);
  });
});
