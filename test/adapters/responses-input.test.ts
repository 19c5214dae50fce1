/**
 * Traceloop's Responses API spans: the whole input array JSON-encoded as one user text part.
 */
import { describe, expect, it } from 'vitest';
import { readGenAI } from '../../src/adapters/genai';
import { responsesInputMessages } from '../../src/adapters/responses-input';
import { analyze } from '../../src/analyze';
import { loadFixture } from '../otel/helpers';

const wrap = (text: string) => JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: text }] }]);

describe('Traceloop Responses API input (captured fixture)', () => {
  it('reads the encoded input items as messages: the tool output is a tool result, not a user turn', () => {
    const span = loadFixture('genai/traceloop-openai-responses.json').spans[0]!;
    const read = readGenAI(span.attributes)!;
    expect(read.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'user', 'assistant']);
    expect(read.messages[1]!.tool_calls?.[0]).toMatchObject({ id: 'call_1', function: { name: 'book_table' } });
    expect(read.messages[2]).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    const report = analyze(read.messages);
    expect(report.turnCount).toBe(2);
    expect(report.execution.failure.count).toBe(1);
  });
});

describe('responsesInputMessages', () => {
  it('merges consecutive function calls into one assistant message and reads input_text parts', () => {
    const items = [
      { role: 'user', content: [{ type: 'input_text', text: 'Weather in Oslo and Rome?' }] },
      { type: 'function_call', call_id: 'a', name: 'weather', arguments: '{"city":"Oslo"}' },
      { type: 'function_call', call_id: 'b', name: 'weather', arguments: '{"city":"Rome"}' },
      { type: 'function_call_output', call_id: 'a', output: { temp: 3 } },
      { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Cold in Oslo.' }] },
    ];
    const read = readGenAI({ 'gen_ai.input.messages': wrap(JSON.stringify(items)) })!;
    expect(read.messages).toEqual([
      { role: 'user', content: 'Weather in Oslo and Rome?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'weather', arguments: '{"city":"Oslo"}' } },
          { id: 'b', type: 'function', function: { name: 'weather', arguments: '{"city":"Rome"}' } },
        ],
      },
      { role: 'tool', content: '{"temp":3}', tool_call_id: 'a' },
      { role: 'assistant', content: 'Cold in Oslo.' },
    ]);
  });

  it('a user who typed JSON keeps their text', () => {
    for (const text of [
      '[{"name":"x","qty":2}]',
      '[{"role":"user"}]',
      '[{"type":"image_url","url":"u"}]',
      '[{"a":1},2]',
    ]) {
      expect(responsesInputMessages(text, 1e6)).toBeUndefined();
      expect(readGenAI({ 'gen_ai.input.messages': wrap(text) })!.messages).toEqual([{ role: 'user', content: text }]);
    }
  });

  it('a user message with more than one part, or over the length limit, is not unwrapped', () => {
    const encoded = JSON.stringify([{ role: 'user', content: 'hi' }]);
    const two = JSON.stringify([
      {
        role: 'user',
        parts: [
          { type: 'text', content: encoded },
          { type: 'text', content: 'more' },
        ],
      },
    ]);
    expect(readGenAI({ 'gen_ai.input.messages': two })!.messages).toEqual([
      { role: 'user', content: `${encoded}\nmore` },
    ]);
    expect(responsesInputMessages(encoded, 10)).toBeUndefined();
    expect(responsesInputMessages('[{"role":"user","content":"hi"', 1e6)).toBeUndefined();
  });
});
