import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { isTerminalCommand, isTerminalTool } from '../../src/tools/terminal-tools';
import { assistant, exchange, tool, user } from '../tools/helpers';

const COMPLETE = { complete: true } as const;
const unfinished = (messages: unknown[], options: object = COMPLETE) =>
  analyze(messages, options).signals.filter((s) => s.type === 'execution.unfinished');

const call = (name: string, id = 'c1') =>
  assistant('', [{ id, type: 'function', function: { name, arguments: '{}' } }]);

describe('execution.unfinished (complete conversations only)', () => {
  it('a conversation that ends on a tool call with no result', () => {
    const messages = [user('refund order 7'), call('issue_refund')];
    const report = analyze(messages, COMPLETE);
    expect(report.execution.unfinished).toBe(true);
    expect(unfinished(messages)).toEqual([
      {
        type: 'execution.unfinished',
        messageIndex: 1,
        confidence: 0.9,
        snippet: 'ended on a call of issue_refund',
        metadata: { tool: 'issue_refund', ending: 'call' },
      },
    ]);
  });

  it('a conversation that ends on a tool result the assistant never answered', () => {
    const messages = [user('where is order 7?'), ...exchange('get_order', { id: 7 }, '{"status": "shipped"}', 'c1')];
    expect(unfinished(messages)).toMatchObject([
      { messageIndex: 2, metadata: { tool: 'get_order', ending: 'result' } },
    ]);
  });

  it('is off by default, and a run in progress (ConversationTracker) never reports it', () => {
    const messages = [user('where is order 7?'), ...exchange('get_order', { id: 7 }, '{"status": "shipped"}', 'c1')];
    expect(analyze(messages).execution.unfinished).toBe(false);
    expect(unfinished(messages, {})).toEqual([]);
    const tracker = new ConversationTracker({ complete: true });
    tracker.append(...messages);
    expect(tracker.report().toolCalls).toBe(1);
    const report = tracker.report();
    expect(report.execution.unfinished).toBe(false);
    expect(report.signals.map((s) => s.type)).not.toContain('execution.unfinished');
  });

  it('an assistant answer after the result finishes the run', () => {
    const messages = [
      user('where is order 7?'),
      ...exchange('get_order', { id: 7 }, '{"status": "shipped"}', 'c1'),
      assistant('It shipped on Monday.'),
    ];
    expect(analyze(messages, COMPLETE).execution.unfinished).toBe(false);
  });

  it('ends on the user or on assistant text: not unfinished', () => {
    expect(unfinished([user('hi'), assistant('Hello!')])).toEqual([]);
    expect(unfinished([user('hi'), assistant('Hello!'), user('thanks')])).toEqual([]);
    expect(unfinished([user('hi')])).toEqual([]);
    expect(unfinished([])).toEqual([]);
  });

  it('a handoff or a terminal tool may end the run', () => {
    for (const name of [
      'transfer_to_human_agents',
      'submit',
      'finish',
      'done',
      'exit',
      'end_conversation',
      'terminate',
      'final_answer',
      'FinishTask',
    ]) {
      expect(unfinished([user('go'), call(name)]), name).toEqual([]);
      expect(unfinished([user('go'), call(name), tool('ok', 'c1')]), name).toEqual([]);
    }
  });

  it('the last call of a message decides; the answered call names the tool of a trailing result', () => {
    const parallel = assistant('', [
      { id: 'a', name: 'search', arguments: '{}' },
      { id: 'b', name: 'submit', arguments: '{}' },
    ]);
    expect(unfinished([user('go'), parallel])).toEqual([]);
    const messages = [user('go'), parallel, tool('[]', 'b'), tool('[1]', 'a')];
    expect(unfinished(messages)).toMatchObject([{ metadata: { tool: 'search', ending: 'result' } }]);
  });

  it('a trailing result with no call is named by its name field, else unknown', () => {
    expect(unfinished([user('go'), { role: 'tool', name: 'lookup', content: '{}' }])).toMatchObject([
      { metadata: { tool: 'lookup' } },
    ]);
    expect(unfinished([user('go'), { role: 'tool', content: '{}' }])).toMatchObject([
      { metadata: { tool: 'unknown' } },
    ]);
  });

  it('empty messages and system prompts after the last exchange are passed over', () => {
    const messages = [
      user('go'),
      ...exchange('get_order', {}, '{}', 'c1'),
      assistant(''),
      { role: 'system', content: 'session closed' },
      user('   '),
    ];
    expect(unfinished(messages)).toMatchObject([{ messageIndex: 2, metadata: { tool: 'get_order' } }]);
  });

  it('hostile input never throws', () => {
    expect(() =>
      analyze([user('go'), { role: 'assistant', tool_calls: [null, 7, { name: 5 }] }], COMPLETE),
    ).not.toThrow();
    expect(
      unfinished([user('go'), { role: 'assistant', content: '', tool_calls: [{ function: { name: 'x' } }] }]),
    ).toMatchObject([{ metadata: { tool: 'x', ending: 'call' } }]);
  });
});

describe('isTerminalTool', () => {
  it.each([
    'submit',
    'submit_answer',
    'finish',
    'FinishTask',
    'task_done',
    'exit',
    'end_call',
    'terminate',
    'final_answer',
    'tools.submit',
  ])('%s ends a run', (name) => expect(isTerminalTool(name)).toBe(true));
  it.each([
    'send_email',
    'append_row',
    'get_weekend_rates',
    'endpoint_status',
    'submission_status',
    'finisher',
    'answer',
  ])('%s does not', (name) => expect(isTerminalTool(name)).toBe(false));
});

describe('a run that ends as its harness ends every finished run', () => {
  const fix = [user('fix the failing test'), ...exchange('bash', { command: 'pytest -x' }, '1 passed', 'c0')];

  it('a shell call whose command is the submission (swe-agent: bash {"command": "submit"}) is not unfinished', () => {
    expect(unfinished([...fix, ...exchange('bash', { command: 'submit' }, 'diff --git a/x b/x', 'c1')])).toEqual([]);
    expect(unfinished([...fix, ...exchange('execute', '{"cmd": "submit --force"}', '<<SUBMISSION||', 'c1')])).toEqual(
      [],
    );
    // Ended on the call itself, with no output yet.
    expect(
      unfinished([
        ...fix,
        assistant('', [{ id: 'c1', type: 'function', function: { name: 'bash', arguments: '{"command":"submit"}' } }]),
      ]),
    ).toEqual([]);
  });

  it('an echoed completion sentinel (mini-swe-agent) ends the run; an ordinary last command does not', () => {
    const sentinel = 'echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT && git add -A && git diff --cached';
    expect(
      unfinished([...fix, ...exchange('bash', { command: sentinel }, 'COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT', 'c1')]),
    ).toEqual([]);
    expect(unfinished([...fix, ...exchange('bash', { command: 'python reproduce.py' }, '8.2', 'c1')])).toHaveLength(1);
    expect(
      unfinished([...fix, ...exchange('bash', { command: 'echo HELLO_WORLD' }, 'HELLO_WORLD', 'c1')]),
    ).toHaveLength(1);
  });

  it('isTerminalCommand reads the program, not a script or a word inside the command', () => {
    expect(isTerminalCommand('{"command": "submit"}')).toBe(true);
    expect(isTerminalCommand({ command: '  exit' })).toBe(true);
    expect(isTerminalCommand('submit')).toBe(true);
    expect(isTerminalCommand({ command: './submit.sh' })).toBe(false);
    expect(isTerminalCommand({ command: 'python finish.py' })).toBe(false);
    expect(isTerminalCommand({ command: 'git commit -m "finish"' })).toBe(false);
    expect(isTerminalCommand({ command: 'submitter --x' })).toBe(false);
    expect(isTerminalCommand({ path: 'submit' })).toBe(false);
    expect(isTerminalCommand('{"command": ')).toBe(false);
    for (const hostile of [null, 7, [], { command: 7 }, 'x'.repeat(100_000)])
      expect(isTerminalCommand(hostile)).toBe(false);
  });
});
