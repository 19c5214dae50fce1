import { describe, expect, it } from 'vitest';
import { readVercelAI } from '../../src/adapters/vercel-ai';
import type { Message, OpenAIToolCall } from '../../src/types';
import { args, BOOKING, fixtureAttributes } from './fixtures';

const FIXTURE = 'vercel-ai/ai6-generate-text-tools.json';
const fn = (m: Message | undefined) => (m?.tool_calls?.[0] as OpenAIToolCall | undefined)?.function;

describe('readVercelAI on captured AI SDK 6 spans', () => {
  it('reads ai.prompt.messages and ai.response.toolCalls of a doGenerate span', () => {
    const read = readVercelAI(fixtureAttributes(FIXTURE, 'ai.generateText.doGenerate'));
    expect(read?.skipped).toBe(0);
    const m = read?.messages ?? [];
    expect(m.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user', 'assistant']);
    expect(m[1]).toEqual({ role: 'user', content: BOOKING.ask });
    expect(args(fn(m[2])?.arguments)).toEqual(BOOKING.bookArgs);
    expect(m[3]).toEqual({ role: 'tool', content: BOOKING.toolError, tool_call_id: 'call_1', name: 'book_table' });
    expect(fn(m[6])?.name).toBe('transfer_to_human');
    expect(args(fn(m[6])?.arguments)).toEqual(BOOKING.handoffArgs);
  });

  it('reads the JSON tool output and the response text of the second step', () => {
    const m = readVercelAI(fixtureAttributes(FIXTURE, 'ai.generateText.doGenerate', 1))?.messages ?? [];
    expect(m[7]).toEqual({
      role: 'tool',
      content: '{"transferred":true}',
      tool_call_id: 'call_2',
      name: 'transfer_to_human',
    });
    expect(m[8]).toEqual({ role: 'assistant', content: BOOKING.closing });
  });

  it('reads ai.prompt ({system, messages} and {system, prompt}) of top-level spans', () => {
    const m = readVercelAI(fixtureAttributes(FIXTURE, 'ai.generateText'))?.messages ?? [];
    expect(m[0]).toEqual({ role: 'system', content: BOOKING.system });
    expect(m[m.length - 1]).toEqual({ role: 'assistant', content: BOOKING.closing });
    const second = readVercelAI(fixtureAttributes(FIXTURE, 'ai.generateText', 1))?.messages ?? [];
    expect(second).toEqual([
      { role: 'system', content: BOOKING.system },
      { role: 'user', content: 'Thanks, that worked. Great help!' },
      { role: 'assistant', content: 'You are welcome, enjoy your dinner!' },
    ]);
  });

  it('returns undefined for ai.toolCall spans', () => {
    expect(readVercelAI(fixtureAttributes(FIXTURE, 'ai.toolCall'))).toBeUndefined();
  });
});

describe('readVercelAI on older and hand-built forms', () => {
  it('reads AI SDK ≤ 4 parts (args, result, isError) and ai.result.* names', () => {
    const read = readVercelAI({
      'ai.prompt.messages': JSON.stringify([
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'search', args: { q: 'x' } }] },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 't1', toolName: 'search', result: 'rate limited', isError: true },
          ],
        },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't2', toolName: 'search', result: { hits: 0 } }] },
      ]),
      'ai.result.text': 'No luck.',
    });
    expect(read?.messages).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 't1', type: 'function', function: { name: 'search', arguments: { q: 'x' } } }],
      },
      { role: 'tool', content: '{"error":"rate limited"}', tool_call_id: 't1', name: 'search' },
      { role: 'tool', content: '{"hits":0}', tool_call_id: 't2', name: 'search' },
      { role: 'assistant', content: 'No luck.' },
    ]);
  });

  it('marks AI SDK error outputs as errors', () => {
    const read = readVercelAI({
      'ai.prompt.messages': JSON.stringify([
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 't',
              toolName: 'f',
              output: { type: 'error-text', value: 'HTTP 429 Too Many Requests' },
            },
          ],
        },
      ]),
    });
    expect(read?.messages[0]?.content).toBe('{"error":"HTTP 429 Too Many Requests"}');
  });

  it('skips and counts malformed values', () => {
    expect(readVercelAI({ 'ai.prompt.messages': 'nope' })).toEqual({ messages: [], skipped: 1 });
    expect(readVercelAI({ 'ai.prompt': '[1,2]' })).toEqual({ messages: [], skipped: 1 });
    const read = readVercelAI({
      'ai.prompt.messages': JSON.stringify([
        { role: 'robot', content: 'x' },
        { role: 'user', content: 5 },
        { role: 'assistant', content: [1, { type: 'tool-call' }] },
      ]),
      'ai.response.toolCalls': '[{"toolName":7}]',
      'ai.response.text': 12,
    });
    expect(read?.skipped).toBe(6);
    expect(read?.messages).toEqual([{ role: 'assistant', content: null }]);
  });
});
