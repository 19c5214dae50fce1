import { describe, expect, it } from 'vitest';
import { readOpenInference } from '../../src/adapters/openinference';
import type { Message, OpenAIToolCall } from '../../src/types';
import { args, BOOKING, fixtureAttributes } from './fixtures';

const fn = (m: Message | undefined) => (m?.tool_calls?.[0] as OpenAIToolCall | undefined)?.function;

describe('readOpenInference on captured spans', () => {
  it('reads an @arizeai/openinference-instrumentation-openai chat span', () => {
    const read = readOpenInference(
      fixtureAttributes('openinference/openai-chat-tool-call.json', 'OpenAI Chat Completions'),
    );
    expect(read?.skipped).toBe(0);
    const m = read?.messages ?? [];
    expect(m.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user', 'assistant']);
    expect(m[1]?.content).toBe(BOOKING.ask);
    expect(m[2]?.content).toBeNull();
    expect(fn(m[2])?.name).toBe('book_table');
    expect(args(fn(m[2])?.arguments)).toEqual(BOOKING.bookArgs);
    expect(m[3]).toEqual({ role: 'tool', content: BOOKING.toolError, tool_call_id: 'call_1' });
    expect(m[6]?.tool_calls?.[0]?.id).toBe('call_2');
    expect(args(fn(m[6])?.arguments)).toEqual(BOOKING.handoffArgs);
  });

  it('reads @arizeai/openinference-vercel spans: contents parts, AI SDK tool outputs, double-encoded arguments', () => {
    const m =
      readOpenInference(
        fixtureAttributes('openinference/vercel-ai6-generate-text-tools.json', 'ai.generateText.doGenerate'),
      )?.messages ?? [];
    expect(m[1]).toEqual({ role: 'user', content: BOOKING.ask });
    expect(m[3]).toEqual({ role: 'tool', content: BOOKING.toolError, tool_call_id: 'call_1' });
    const out = m[m.length - 1];
    expect(fn(out)?.name).toBe('transfer_to_human');
    expect(args(fn(out)?.arguments)).toEqual(BOOKING.handoffArgs);
    const second =
      readOpenInference(
        fixtureAttributes('openinference/vercel-ai6-generate-text-tools.json', 'ai.generateText.doGenerate', 1),
      )?.messages ?? [];
    expect(second[7]).toEqual({ role: 'tool', content: '{"transferred":true}', tool_call_id: 'call_2' });
  });

  it('returns undefined without OpenInference messages', () => {
    expect(readOpenInference({ 'openinference.span.kind': 'TOOL' })).toBeUndefined();
  });
});

describe('readOpenInference on hand-built attributes', () => {
  it('keeps index order, tolerates gaps and reads output messages', () => {
    const read = readOpenInference({
      'llm.input_messages.10.message.role': 'user',
      'llm.input_messages.10.message.content': 'third',
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content': 'first',
      'llm.input_messages.2.message.role': 'assistant',
      'llm.input_messages.2.message.content': 'second',
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.content': 'reply',
    });
    expect(read?.messages.map((m) => m.content)).toEqual(['first', 'second', 'third', 'reply']);
  });

  it('skips and counts malformed values', () => {
    const read = readOpenInference({
      'llm.input_messages.0.message.role': 7,
      'llm.input_messages.1.message.role': 'user',
      'llm.input_messages.1.message.content': { text: 'object' },
      'llm.input_messages.x.message.role': 'user',
      'llm.input_messages.2.message.role': 'assistant',
      'llm.input_messages.2.message.tool_calls.0.tool_call.function.arguments': '{}',
    });
    expect(read?.skipped).toBe(4);
    expect(read?.messages).toEqual([
      { role: 'user', content: null },
      { role: 'assistant', content: null },
    ]);
  });
});
