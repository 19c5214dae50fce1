/**
 * Adversarial inputs to `analyze`, the tracker and the ShareGPT adapter, kept as regression tests.
 * Each must finish (vitest's per-test timeout is the guard; `npm run bench` shows the growth) and
 * return a well-formed report. Cases already covered elsewhere are not repeated: 1 MB of `x`, `!`
 * and a backtick as a user message (test/analyze.test.ts), 10,000-deep arguments given to
 * `analyze` and megabyte tool results (test/tools/hostile.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { fromShareGPT } from '../../src/adapters/sharegpt';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import type { SignalReport } from '../../src/types';
import { deepFreeze } from './arbitraries';
import { expectWellFormedReport } from './invariants';

const MB = 1 << 20;
const types = (r: SignalReport): string[] => r.signals.map((s) => s.type);

function checked(messages: readonly unknown[]): SignalReport {
  const report = analyze(messages);
  expectWellFormedReport(report, messages);
  return report;
}

describe('1 MB messages of one character', () => {
  const chars: Array<[string, string]> = [
    ['a', 'a'],
    ['!', '!'],
    ['backtick', '`'],
    ['apostrophe', "'"],
    ['A', 'A'],
    ['谢', '谢'],
    ['combining acute accent', '\u0301'],
  ];
  it.each(chars)('%s, as user, assistant, tool result, tool arguments and tool name', (_, ch) => {
    const big = ch.repeat(MB);
    const report = checked([
      { role: 'system', content: big },
      { role: 'user', content: big },
      { role: 'assistant', content: big },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: big, arguments: big } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: big },
      {
        role: 'user',
        content: [
          { type: 'text', text: big },
          { type: 'text', text: big },
        ],
      },
    ]);
    expect(report.turnCount).toBe(2);
    for (const s of report.signals) expect(s.snippet?.length ?? 0).toBeLessThanOrEqual(200);
  });

  it('shouting and punctuation floods are still seen in their capped head and tail', () => {
    expect(types(checked([{ role: 'user', content: 'A'.repeat(MB) }]))).toContain('interaction.frustration.all_caps');
    expect(types(checked([{ role: 'user', content: '?'.repeat(MB) }]))).toContain(
      'interaction.frustration.excessive_punctuation',
    );
  });
});

describe('50,000 messages', () => {
  const many = Array.from({ length: 50_000 }, (_, i) =>
    i % 2 === 0
      ? { role: 'user', content: i === 0 ? 'This is a waste of time' : `question ${i} about my order` }
      : { role: 'assistant', content: `answer ${i}` },
  );

  it('counts every user turn, reads only the last 200 messages, and reports original indices', () => {
    const report = checked(many);
    expect(report.turnCount).toBe(25_000);
    expect(report.frustration.count).toBe(0); // the complaint at index 0 is outside the window
    for (const s of report.signals) {
      if (!s.type.startsWith('interaction.turns.')) expect(s.messageIndex).toBeGreaterThanOrEqual(50_000 - 200);
    }
  });

  it('the incremental tracker agrees with analyze while its window slides', () => {
    // Past its window the tracker re-reads the whole window on every append (O(maxMessages) per
    // message, see `npm run bench`), so the window is kept small here to keep the test quick.
    const some = many.slice(0, 5_000);
    const tracker = new ConversationTracker({ maxMessages: 20 });
    for (const m of some) tracker.append(m);
    expect(tracker.report()).toEqual(analyze(some, { maxMessages: 20 }));
  });

  it('10,000 tool calls in one assistant message (tool calls per message are not capped: cost grows linearly)', () => {
    const calls = Array.from({ length: 10_000 }, (_, i) => ({
      id: `c${i}`,
      type: 'function',
      function: { name: `tool_${i % 3}`, arguments: '{"q":1}' },
    }));
    const report = checked([
      { role: 'user', content: 'go' },
      { role: 'assistant', content: null, tool_calls: calls },
    ]);
    expect(report.toolCalls).toBe(10_000);
  });
});

describe('hostile tool arguments', () => {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 10_000; i++) deep = i % 2 === 0 ? { k: deep } : [deep];
  const deepText = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
  const twoMB = JSON.stringify({ blob: 'x'.repeat(2 * MB), steps: [{ id: 's1', tool: 'search', args: {} }] });
  const twoMBObject = { items: Array.from({ length: 100_000 }, (_, i) => ({ i, s: 'abcdefghij' })) };
  const call = (id: string, name: string, args: unknown) => ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name, arguments: args } }],
  });

  it.each([
    ['10,000-level nested objects and arrays', deep],
    ['a 10,000-level nested JSON string', deepText],
    ['a 2 MB JSON string', twoMB],
    ['a 2 MB object', twoMBObject],
  ])('%s, repeated (a retry loop) and inside a plan', (_, args) => {
    const report = checked([
      { role: 'user', content: 'go' },
      call('c1', 'search', args),
      call('c2', 'search', args),
      call('c3', 'search', args),
      call('p1', 'execute_plan', {
        steps: [
          { id: 's1', tool: 'search', args },
          { id: 's2', tool: 'search', args: { after: '$s1' } },
        ],
      }),
      call('p2', 'execute_tool_plan', args),
      { role: 'tool', tool_call_id: 'p1', content: 'Error: step s1 failed, s2 skipped because dependency s1 failed' },
    ]);
    expect(types(report)).toContain('execution.loops.retry');
  });
});

describe('regex-bait strings', () => {
  const baits: Array<[string, string]> = [
    ["'a' × 100,000 + '!'", 'a'.repeat(1e5) + '!'],
    ["'``' × 100,000", '``'.repeat(1e5)],
    ["'http://' × 10,000", 'http://'.repeat(1e4)],
    ['"don\'t" × 100,000', "don't".repeat(1e5)],
    ["'Error: ' × 100,000", 'Error: '.repeat(1e5)],
    ['\'{"error":\' × 100,000', '{"error":'.repeat(1e5)],
    ["'A!' × 100,000", 'A!'.repeat(1e5)],
    ["'https://' + 'a.' × 100,000", 'https://' + 'a.'.repeat(1e5)],
    ["'```\\n' × 100,000", '```\n'.repeat(1e5)],
    ["'not ' × 100,000 + 'helpful'", 'not '.repeat(1e5) + 'helpful'],
    ["'thanks but ' × 100,000", 'thanks but '.repeat(1e5)],
    ["'$s1 ' × 100,000 (plan references)", '$s1 '.repeat(1e5)],
    ["' ' × 100,000 + 'x'", ' '.repeat(1e5) + 'x'],
  ];
  it.each(baits)('%s as user, assistant, tool result and tool arguments', (_, bait) => {
    const report = checked([
      { role: 'user', content: bait },
      { role: 'assistant', content: bait },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'execute_plan', arguments: bait } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: bait },
      { role: 'user', content: bait },
      { role: 'assistant', content: bait },
    ]);
    expect(report.turnCount).toBe(2);
  });
});

describe('numbers, objects and null as content', () => {
  it.each([
    ['a number', 42],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['a bigint', 10n],
    ['null', null],
    ['undefined', undefined],
    ['an object', { text: 'thank you' }],
    ['a nested array', [[['thank you']]]],
    ['a Date', new Date(0)],
    ['a function', () => 'thank you'],
    ['a symbol', Symbol('x')],
  ])('%s: the message is no turn, and nothing throws', (_, value) => {
    const messages = [
      { role: 'user', content: value },
      { role: 'assistant', content: value, tool_calls: [{ id: 'c1', function: { name: 'search', arguments: value } }] },
      { role: 'tool', tool_call_id: 'c1', content: value },
    ];
    const report = analyze(messages);
    expect(report.turnCount).toBe(0);
    expect(report.positiveFeedback.count).toBe(0);
    const tracker = new ConversationTracker();
    tracker.append(...messages);
    expect(tracker.report()).toEqual(report);
  });

  it('ShareGPT turns with numbers, objects and null as values are skipped and counted', () => {
    const result = fromShareGPT({
      conversations: [
        { from: 'human', value: 42 },
        { from: 'human', value: null },
        { from: 'gpt', value: { text: 'hi' } },
        { from: 'function_call', value: 7 },
        { from: 'function_call', value: '{"name": 5}' },
        { from: 'observation', value: { ok: false, error: 'boom' } },
        { from: 42, value: 'x' },
        null,
        { from: 'human', value: 'thank you' },
      ],
    });
    expect(result.messages.map((m) => m.role)).toEqual(['tool', 'user']);
    expect(result.skipped).toBe(7);
    checked(result.messages);
  });
});

describe('Object.freeze’d input', () => {
  const frozen = (): unknown[] =>
    deepFreeze([
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: "THIS DOESN'T WORK!!!" },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'search', arguments: { q: 'x', nested: [1, { a: 2 }] } } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'Error: 503 Service Unavailable' },
      { role: 'assistant', content: 'I am sorry, the search service is down right now.' },
      { role: 'user', content: [{ type: 'text', text: 'thanks anyway' }] },
    ]);

  it('the tracker reads a frozen conversation without writing to it, and agrees with analyze', () => {
    const input = frozen();
    const before = JSON.stringify(input);
    const tracker = new ConversationTracker();
    for (const m of input) tracker.append(m);
    expect(tracker.report()).toEqual(checked(input));
    expect(JSON.stringify(input)).toBe(before);
    expect(types(tracker.report())).toEqual(
      expect.arrayContaining(['interaction.frustration.all_caps', 'environment.exhaustion.api_error']),
    );
  });

  it('a frozen array of frozen ShareGPT turns converts without writing to it', () => {
    const input = deepFreeze({
      conversations: [
        { from: 'human', value: 'hi' },
        { from: 'function_call', value: { name: 'search', arguments: { q: 1 } } },
        { from: 'observation', value: 'ok' },
      ],
    });
    const before = JSON.stringify(input);
    expect(fromShareGPT(input).messages).toHaveLength(3);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('a frozen options object (and frozen lexicon overrides) is accepted', () => {
    const options = deepFreeze({
      includeSnippets: false,
      baselineTurns: 2,
      lexicons: { eng: { complaint: ['still broken'] } },
    });
    const report = analyze(frozen(), options);
    expectWellFormedReport(report, frozen(), false, 2);
  });
});
