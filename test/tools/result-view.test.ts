/**
 * One read per tool result: the failure, loop and plan detectors and positive feedback all ask a
 * result's view through the analysis's `ToolMemo` (`resultView`), so each result message is read
 * by `readToolResult` once per analysis (once per tracked conversation), whoever asks.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DetectorPass, finishSignals, countMessages } from '../../src/analysis/core';
import { ConversationTracker } from '../../src/analysis/tracker';
import { analyze } from '../../src/analyze';
import type { DetectorContext } from '../../src/detectors/context';
import * as errorShape from '../../src/tools/error-shape';
import { readToolResult } from '../../src/tools/error-shape';
import type { ToolMessage } from '../../src/messages/prepare';
import { resolveOptions } from '../../src/options';
import { toolResultError } from '../../src/tools/tool-errors';
import { createToolMemo, resultError, resultView } from '../../src/tools/tool-memo';
import { exchange, readMessages, user } from './helpers';

vi.mock('../../src/tools/error-shape', async (original) => {
  const actual = await original<typeof import('../../src/tools/error-shape')>();
  return { ...actual, readToolResult: vi.fn(actual.readToolResult) };
});

const reads = vi.mocked(errorShape.readToolResult);

/** How many times each result text was read. */
function readsByText(): Map<string, number> {
  const out = new Map<string, number>();
  for (const [text] of reads.mock.calls) out.set(text, (out.get(text) ?? 0) + 1);
  return out;
}

const planStep = (id: string, tool: string) => ({ id, tool, args: { order: id } });

/**
 * A conversation every asker reads: three calls of a write tool (`update_order`: positive
 * feedback waits for their results, failures classifies them, loops reads the run) then three
 * calls of a write tool holding a plan (`update_plan`: positive feedback, the plan detector and,
 * for the run, loops through the plan signals). Every result text is distinct.
 */
const RESULTS = [
  'Error: order #W1 is not pending and cannot be modified',
  '{"error": {"code": 404, "message": "Order not found"}}',
  '{"message": "No results found."}',
  '{"results": [{"id": "s1", "status": "error", "error": "connection refused"}]}',
  'Plan rejected: unknown tool "ship_order"',
  '{"results": [{"id": "s1", "status": "ok"}, {"id": "s2", "status": "skipped", "reason": "dependency failed"}]}',
];

function conversation(): unknown[] {
  const messages: unknown[] = [user('please change my order to the blue one')];
  for (let i = 0; i < 3; i++) messages.push(...exchange('update_order', { order: `#W${i}` }, RESULTS[i]!, `o${i}`));
  for (let i = 0; i < 3; i++) {
    const steps = [planStep(`s1`, 'modify_order'), planStep(`s2`, i === 1 ? 'ship_order' : 'notify_user')];
    messages.push(...exchange('update_plan', { steps, attempt: i }, RESULTS[3 + i]!, `p${i}`));
  }
  messages.push(user('thanks'));
  return messages;
}

function context(withMemo: boolean): DetectorContext {
  return {
    config: resolveOptions({ complete: true }),
    lexicon: undefined,
    ...(withMemo ? { toolMemo: createToolMemo() } : {}),
  };
}

/** Runs the per-message detectors then the whole-conversation ones, as `analyze` does. */
function runDetectors(messages: readonly unknown[], ctx: DetectorContext): string[] {
  const read = readMessages(messages);
  const pass = new DetectorPass();
  const signals = read.flatMap((message) => pass.step(message, ctx));
  const finished = finishSignals(countMessages(messages, 200, 5), read, ctx);
  return [...signals, ...finished.leading, ...finished.trailing].map((s) => s.type);
}

// Braces: a hook returning a function has it called as its teardown.
beforeEach(() => {
  reads.mockClear();
});

describe('one read per tool result', () => {
  it('the conversation is read by failures, loops, plans and positive feedback', () => {
    const types = analyze(conversation()).signals.map((s) => s.type);
    expect(types).toContain('execution.failure.state_error'); // failures: "not pending"
    expect(types).toContain('execution.failure.bad_query'); // failures: not found
    expect(types.some((t) => t.startsWith('execution.loops.'))).toBe(true);
    expect(types).toContain('execution.failure.invalid_plan'); // plans: rejected
    expect(types).toContain('execution.failure.skipped_dependency'); // plans: a skipped step
  });

  it('without a shared memo the askers read results again (what this file counts can fail)', () => {
    runDetectors(conversation(), context(false));
    const counts = readsByText();
    // Positive feedback and failures both read the write results; plans and loops the plan results.
    expect(counts.get(RESULTS[0]!)).toBe(2);
    expect(Math.max(...counts.values())).toBeGreaterThan(1);
  });

  it('analyze reads each result once, whoever asks', () => {
    analyze(conversation());
    expect(readsByText()).toEqual(new Map(RESULTS.map((text) => [text, 1])));
  });

  it('the per-message pass reads the write results; the whole-conversation detectors then read nothing again', () => {
    const ctx = context(true);
    const read = readMessages(conversation());
    const pass = new DetectorPass();
    for (const message of read) pass.step(message, ctx);
    // Positive feedback asked about every result: each answers a pending call of a write tool.
    expect(reads).toHaveBeenCalledTimes(RESULTS.length);
    for (const message of read) if (message.role === 'tool') expect(ctx.toolMemo!.results.has(message)).toBe(true);
    finishSignals(countMessages(conversation(), 200, 5), read, ctx);
    expect(reads).toHaveBeenCalledTimes(RESULTS.length);
  });

  it('the same signals with and without the shared memo', () => {
    const without = runDetectors(conversation(), context(false));
    expect(runDetectors(conversation(), context(true))).toEqual(without);
  });

  it('a tracker reporting at every message reads each result once in all, and reports what analyze does', () => {
    const messages = conversation();
    const expected = messages.map((_, i) => analyze(messages.slice(0, i + 1)));
    reads.mockClear();
    const tracker = new ConversationTracker();
    messages.forEach((message, i) => {
      tracker.append(message);
      expect(tracker.report()).toEqual(expected[i]);
    });
    expect(readsByText()).toEqual(new Map(RESULTS.map((text) => [text, 1])));
  });

  it('a result nobody asks about is never read: a result no detector reads stays unread', () => {
    // A read-only tool with no run: positive feedback does not wait for it, and only failures reads it.
    const ctx = context(true);
    const read = readMessages([user('where is my order?'), ...exchange('get_order', { id: 1 }, '{"id": 1}', 'g1')]);
    const pass = new DetectorPass();
    for (const message of read) pass.step(message, ctx);
    expect(reads).not.toHaveBeenCalled();
    const result = read.find((m): m is ToolMessage => m.role === 'tool')!;
    expect(ctx.toolMemo!.results.has(result)).toBe(false);
    expect(resultView(result, ctx.toolMemo)).toBe(resultView(result, ctx.toolMemo));
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe('errors by tool', () => {
  it('a result asked about for two tools gets each its own error, from one read', () => {
    const message = readMessages([
      { role: 'tool', content: 'Request rejected: checkout needs a confirmed cart', tool_call_id: 's1' },
    ])[0] as ToolMessage;
    const memo = createToolMemo();
    expect(resultError(message, 'search_products', memo)).toBeUndefined();
    expect(resultError(message, 'proceed_to_next_stage', memo)).toMatchObject({ reason: 'stage_transition' });
    expect(resultError(message, 'search_products', memo)).toBeUndefined();
    expect(resultError(message, 'proceed_to_next_stage', memo)).toBe(
      resultError(message, 'proceed_to_next_stage', memo),
    );
    expect(reads).toHaveBeenCalledTimes(1);
    expect(memo.results.get(message)).toMatchObject({ tool: 'search_products', error: undefined });
  });
});

describe('errors unchanged on hostile results', () => {
  /** Name, result text, flagged by its message, and the error read (`class/reason/shape`). */
  const hostile: [string, string, boolean, string | undefined][] = [
    ['invalid JSON', '{"error": "boom", "status": 500', false, 'malformed_response/invalid_json/none'],
    ['invalid JSON, closed', '{"results": [1, 2,, 3]}', false, 'malformed_response/invalid_json/none'],
    // Cut to its head and tail: not parsed, and its text opens with no error marker.
    ['over 4,000 characters of JSON', JSON.stringify({ data: 'x'.repeat(5_000), error: 'late' }), false, undefined],
    ['over 4,000 characters of text', `Error: ${'y'.repeat(4_500)}`, false, 'other/unclassified/text'],
    ['a top-level array with an error inside', '[{"error": "nested"}, {"status": 500}]', false, undefined],
    ['an empty array', '[]', false, undefined],
    ['a flagged message with ordinary text', 'the order was updated', true, 'other/unclassified/message_flag'],
    ['a flagged message with JSON', '{"ok": true}', true, 'other/unclassified/message_flag'],
    [
      'a JSON not-found padded with spaces',
      JSON.stringify({ message: `No results found.${' '.repeat(300)}` }),
      false,
      'bad_query/no_results/none',
    ],
    [
      'a JSON not-found over 200 characters',
      JSON.stringify({ message: `No results found. ${'z'.repeat(200)}` }),
      false,
      undefined,
    ],
    ['deep nesting', `${'['.repeat(3_000)}${']'.repeat(3_000)}`, false, undefined],
    ['a bare not-found', 'User not found', false, 'bad_query/no_results/none'],
    ['whitespace', '   \n  ', false, undefined],
  ];

  it.each(hostile)('%s: the memo gives the error read alone, for each tool', (_, text, flagged, expected) => {
    const raw = { role: 'tool', content: text, tool_call_id: 'h1', ...(flagged ? { status: 'error' } : {}) };
    const message = readMessages([raw])[0] as ToolMessage;
    expect(message.errorFlag).toBe(flagged);
    const memo = createToolMemo();
    const tools = ['lookup', 'transfer_to_stage', 'lookup'];
    const kept = tools.map((tool) => resultError(message, tool, memo));
    const error = kept[0];
    expect(error && `${error.errorClass}/${error.reason}/${error.shape}`).toBe(expected);
    const view = resultView(message, memo);
    // The view's own error is that of the text; a flag adds one the view does not hold.
    if (kept[0]?.shape !== 'message_flag' && kept[0]?.reason !== 'no_results' && kept[0]?.reason !== 'invalid_json')
      expect(view.error?.detail).toBe(kept[0]?.detail);
    // One read for every tool asked and the view.
    expect(reads).toHaveBeenCalledTimes(1);
    tools.forEach((tool, i) => {
      expect(kept[i]).toEqual(toolResultError(message.text, tool, undefined, message.errorFlag));
      expect(resultError(message, tool, undefined)).toEqual(kept[i]);
    });
    expect(resultView(message, memo)).toEqual(readToolResult(message.text));
  });

  it.each(hostile)('%s: analyze and a tracker report the same', (_, text, flagged) => {
    const messages = [
      user('please cancel it'),
      ...exchange('cancel_order', { id: 1 }, text, 'c1').map((m, i) =>
        i === 1 && flagged ? { ...(m as object), status: 'error' } : m,
      ),
    ];
    const tracker = new ConversationTracker();
    tracker.append(...messages);
    expect(tracker.report()).toEqual(analyze(messages));
  });

  it('a view keeps none of the JSON it parsed: a large object member is not held', () => {
    const text = JSON.stringify({ data: { rows: Array.from({ length: 200 }, (_, i) => ({ id: i })) }, message: 'ok' });
    const view = readToolResult(text);
    expect(Object.values(view).filter((v) => typeof v === 'object' && v !== null)).toEqual([]);
    expect(view.statement).toBe('ok');
  });
});
