import { describe, expect, it } from 'vitest';
import { fromShareGPT } from '../../src/adapters/sharegpt';

describe('fromShareGPT', () => {
  it('maps the ShareGPT speakers to roles', () => {
    const conversation = [
      { from: 'system', value: 'Be nice.' },
      { from: 'human', value: 'What is the weather in Paris?' },
      { from: 'function_call', value: '{"name":"weather","arguments":{"city":"Paris"}}' },
      { from: 'observation', value: '{"temp":21}' },
      { from: 'gpt', value: 'It is 21°C.' },
    ];
    expect(fromShareGPT({ conversations: conversation })).toEqual({
      messages: [
        { role: 'system', content: 'Be nice.' },
        { role: 'user', content: 'What is the weather in Paris?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ type: 'function', function: { name: 'weather', arguments: { city: 'Paris' } } }],
        },
        { role: 'tool', content: '{"temp":21}' },
        { role: 'assistant', content: 'It is 21°C.' },
      ],
      skipped: 0,
    });
    expect(fromShareGPT(conversation).messages).toHaveLength(5);
  });

  it('accepts several calls in one function_call turn and object values', () => {
    const read = fromShareGPT([
      {
        from: 'function_call',
        value: [
          { name: 'a', arguments: '{}' },
          { name: 'b', parameters: { x: 1 } },
        ],
      },
      { from: 'observation', value: { ok: true } },
    ]);
    expect(read.messages[0]?.tool_calls).toHaveLength(2);
    expect(read.messages[1]).toEqual({ role: 'tool', content: '{"ok":true}' });
  });

  it('skips and counts malformed turns without mutating the input', () => {
    const input = [
      { from: 'alien', value: 'x' },
      null,
      { from: 'human', value: 3 },
      { from: 'function_call', value: 'not json' },
      { from: 'gpt', value: 'ok' },
    ];
    const copy = structuredClone(input);
    expect(fromShareGPT(input)).toEqual({ messages: [{ role: 'assistant', content: 'ok' }], skipped: 4 });
    expect(input).toEqual(copy);
    expect(fromShareGPT('nope')).toEqual({ messages: [], skipped: 1 });
    expect(fromShareGPT({ conversation: [{ from: 'human', value: 'hi' }] }).messages).toEqual([
      { role: 'user', content: 'hi' },
    ]);
  });
});
