import { describe, expect, it } from 'vitest';
import { hasGenAIMessages, readGenAI } from '../../src/adapters/genai';
import type { Message, OpenAIToolCall } from '../../src/types';
import { args, BOOKING, fixtureAttributes, fixtureSpans } from './fixtures';

const fn = (m: Message | undefined, i = 0) => (m?.tool_calls?.[i] as OpenAIToolCall | undefined)?.function;

describe('readGenAI on captured spans', () => {
  it('reads an OpenLLMetry ≥ 0.25 OpenAI chat span (input + output, tool calls and results)', () => {
    const read = readGenAI(fixtureAttributes('genai/openai-chat-tool-call.json', 'chat gpt-4o-mini'));
    expect(read?.skipped).toBe(0);
    const m = read?.messages ?? [];
    expect(m.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user', 'assistant']);
    expect(m[0]?.content).toBe(BOOKING.system);
    expect(m[1]?.content).toBe(BOOKING.ask);
    expect(fn(m[2])?.name).toBe('book_table');
    expect(args(fn(m[2])?.arguments)).toEqual(BOOKING.bookArgs);
    expect(m[2]?.tool_calls?.[0]?.id).toBe('call_1');
    expect(m[3]).toEqual({ role: 'tool', content: BOOKING.toolError, tool_call_id: 'call_1' });
    expect(m[5]?.content).toBe(BOOKING.angry);
    expect(fn(m[6])?.name).toBe('transfer_to_human');
    expect(args(fn(m[6])?.arguments)).toEqual(BOOKING.handoffArgs);
  });

  it('reads AI SDK 7 chat spans with system instructions', () => {
    const read = readGenAI(fixtureAttributes('genai/ai7-generate-text-tools.json', 'chat mock-model', 1));
    const m = read?.messages ?? [];
    expect(m[0]).toEqual({ role: 'system', content: BOOKING.system });
    expect(m.map((x) => x.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(m[7]).toEqual({ role: 'tool', content: '{"transferred":true}', tool_call_id: 'call_2' });
    expect(m[8]?.content).toBe(BOOKING.closing);
  });

  it('splits the tool results packed into an invoke_agent output message', () => {
    const m =
      readGenAI(fixtureAttributes('genai/ai7-generate-text-tools.json', 'invoke_agent mock-model'))?.messages ?? [];
    const last = m.slice(-2);
    expect(last[0]?.role).toBe('assistant');
    expect(last[0]?.content).toBe(BOOKING.closing);
    expect(fn(last[0])?.name).toBe('transfer_to_human');
    expect(last[1]).toEqual({ role: 'tool', content: '{"transferred":true}', tool_call_id: 'call_2' });
  });

  it('returns undefined for spans without GenAI messages', () => {
    for (const span of fixtureSpans('genai/ai7-generate-text-tools.json').filter(
      (s) => !s.name.startsWith('chat') && !s.name.startsWith('invoke'),
    )) {
      expect(readGenAI(span.attributes)).toBeUndefined();
    }
    expect(hasGenAIMessages({ 'gen_ai.system_instructions': '[]' })).toBe(false);
  });
});

describe('readGenAI value forms', () => {
  const parts = [{ role: 'user', parts: [{ type: 'text', content: 'hi' }] }];

  it('accepts structured values and arrays of JSON strings', () => {
    expect(readGenAI({ 'gen_ai.input.messages': parts })?.messages).toEqual([{ role: 'user', content: 'hi' }]);
    expect(readGenAI({ 'gen_ai.input.messages': [JSON.stringify(parts[0])] })?.messages).toEqual([
      { role: 'user', content: 'hi' },
    ]);
  });

  it('joins text parts, ignores reasoning and media parts, keeps names', () => {
    const value = JSON.stringify([
      {
        role: 'assistant',
        name: 'bot',
        parts: [
          { type: 'reasoning', content: 'hmm' },
          { type: 'text', content: 'a' },
          { type: 'uri', uri: 'x' },
          { type: 'text', content: 'b' },
        ],
      },
    ]);
    expect(readGenAI({ 'gen_ai.output.messages': value })?.messages).toEqual([
      { role: 'assistant', content: 'a\nb', name: 'bot' },
    ]);
  });

  it('defaults the role of output messages to assistant', () => {
    const value = JSON.stringify([{ parts: [{ type: 'text', content: 'done' }], finish_reason: 'stop' }]);
    expect(readGenAI({ 'gen_ai.output.messages': value })?.messages).toEqual([{ role: 'assistant', content: 'done' }]);
  });

  it('accepts OpenAI-shaped messages in the GenAI attributes', () => {
    const value = JSON.stringify([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'ok' },
    ]);
    expect(readGenAI({ 'gen_ai.input.messages': value })?.messages).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
      },
      { role: 'tool', content: 'ok', tool_call_id: 'c1' },
    ]);
  });

  it('reads the older gen_ai.prompt / gen_ai.completion JSON and plain-text forms', () => {
    expect(
      readGenAI({ 'gen_ai.prompt': '[{"role":"user","content":"hi"}]', 'gen_ai.completion': '"hello"' })?.messages,
    ).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ]);
    expect(readGenAI({ 'gen_ai.prompt': 'plain question', 'gen_ai.completion': 'plain answer' })?.messages).toEqual([
      { role: 'user', content: 'plain question' },
      { role: 'assistant', content: 'plain answer' },
    ]);
    expect(readGenAI({ 'gen_ai.prompt': '{"messages":[{"role":"user","content":"x"}]}' })?.messages).toEqual([
      { role: 'user', content: 'x' },
    ]);
  });

  it('plain-text system instructions', () => {
    expect(
      readGenAI({ 'gen_ai.system_instructions': 'Be brief.', 'gen_ai.input.messages': parts })?.messages[0],
    ).toEqual({ role: 'system', content: 'Be brief.' });
  });
});

describe('readGenAI on malformed values', () => {
  it('counts what it skips and never throws', () => {
    expect(readGenAI({ 'gen_ai.input.messages': '[{"role":' })).toEqual({ messages: [], skipped: 1 });
    expect(readGenAI({ 'gen_ai.input.messages': 42 })).toEqual({ messages: [], skipped: 1 });
    expect(readGenAI({ 'gen_ai.input.messages': '"just a string"' })).toEqual({ messages: [], skipped: 1 });
    const mixed = JSON.stringify([
      null,
      3,
      { role: 'alien', parts: [] },
      { role: 'user', parts: [7, { type: 'tool_call' }] },
    ]);
    const read = readGenAI({ 'gen_ai.input.messages': mixed });
    expect(read?.skipped).toBe(5);
    expect(read?.messages).toEqual([{ role: 'user', content: null }]);
  });

  it('skips a JSON value longer than maxAttributeLength', () => {
    const value = JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'x'.repeat(100) }] }]);
    expect(readGenAI({ 'gen_ai.input.messages': value }, { maxAttributeLength: 50 })).toEqual({
      messages: [],
      skipped: 1,
    });
    expect(readGenAI({ 'gen_ai.input.messages': value }, { maxAttributeLength: 500 })?.messages).toHaveLength(1);
  });

  it('contains a throwing getter', () => {
    const attributes = Object.defineProperty({ 'gen_ai.input.messages': '[]' }, 'gen_ai.output.messages', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(readGenAI(attributes)).toEqual({ messages: [], skipped: 1 });
  });
});
