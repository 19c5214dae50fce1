import { describe, expect, it } from 'vitest';
import { readOpenLLMetry } from '../../src/adapters/openllmetry';
import type { OpenAIToolCall } from '../../src/types';
import { args, BOOKING, fixtureAttributes } from './fixtures';

describe('readOpenLLMetry on a captured span', () => {
  it('reads a @traceloop/instrumentation-openai 0.22 chat span', () => {
    const read = readOpenLLMetry(fixtureAttributes('openllmetry/openai-chat-tool-call.json', 'openai.chat'));
    expect(read?.skipped).toBe(0);
    const m = read?.messages ?? [];
    expect(m.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user', 'assistant']);
    expect(m[2]?.content).toBeNull(); // written as the string "null"
    expect(m[3]?.content).toBe(BOOKING.toolError);
    expect(m[5]?.content).toBe(BOOKING.angry);
    const call = m[6]?.tool_calls?.[0] as OpenAIToolCall | undefined;
    expect(call?.function.name).toBe('transfer_to_human');
    expect(args(call?.function.arguments)).toEqual(BOOKING.handoffArgs);
  });
});

describe('readOpenLLMetry on hand-built attributes', () => {
  it('reads tool_call_id, function_call and JSON part content', () => {
    const read = readOpenLLMetry({
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': '[{"type":"text","text":"look"},{"type":"image_url","image_url":{"url":"x"}}]',
      'gen_ai.prompt.1.role': 'tool',
      'gen_ai.prompt.1.content': 'result',
      'gen_ai.prompt.1.tool_call_id': 'c1',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.function_call.name': 'lookup',
      'gen_ai.completion.0.function_call.arguments': '{"q":1}',
    });
    expect(read?.messages).toEqual([
      { role: 'user', content: 'look' },
      { role: 'tool', content: 'result', tool_call_id: 'c1' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ type: 'function', function: { name: 'lookup', arguments: '{"q":1}' } }],
      },
    ]);
  });

  it('keeps user text that only looks like JSON, and a user saying "null"', () => {
    const read = readOpenLLMetry({
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': '[{ not json',
      'gen_ai.prompt.1.role': 'user',
      'gen_ai.prompt.1.content': 'null',
    });
    expect(read).toEqual({
      messages: [
        { role: 'user', content: '[{ not json' },
        { role: 'user', content: 'null' },
      ],
      skipped: 0,
    });
  });

  it('skips and counts malformed values', () => {
    const read = readOpenLLMetry({
      'gen_ai.prompt.0.role': 'robot',
      'gen_ai.prompt.1.role': 'user',
      'gen_ai.prompt.1.content': 12,
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.tool_calls.0.arguments': '{}',
    });
    expect(read?.skipped).toBe(3);
    expect(read?.messages).toEqual([
      { role: 'user', content: null },
      { role: 'assistant', content: null },
    ]);
  });

  it('returns undefined for the GenAI JSON attributes (a different convention)', () => {
    expect(readOpenLLMetry({ 'gen_ai.prompt': '[]', 'gen_ai.input.messages': '[]' })).toBeUndefined();
  });
});
