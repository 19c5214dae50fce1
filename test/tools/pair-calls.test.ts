import { describe, expect, it } from 'vitest';
import { traceToolCalls } from '../../src/tools/pair-calls';
import { assistant, readMessages, tool, user } from './helpers';

const call = (name: string, id?: string): unknown =>
  id === undefined ? { name, arguments: '{}' } : { id, name, arguments: '{}' };
const trace = (messages: unknown[]) => traceToolCalls(readMessages(messages));
const pairs = (messages: unknown[]) => trace(messages).calls.map((c) => [c.name, c.result?.index]);

describe('traceToolCalls', () => {
  it('pairs by tool_call_id whatever the order of the results', () => {
    const messages = [
      user('go'),
      assistant('', [call('a', 'x1'), call('b', 'x2')]),
      tool('for b', 'x2'),
      tool('for a', 'x1'),
    ];
    expect(pairs(messages)).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it('falls back to order when results carry no id', () => {
    const messages = [user('go'), assistant('', [call('a'), call('b')]), tool('first'), tool('second')];
    expect(pairs(messages)).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('pairs an id-less call with a result whose id matches no call', () => {
    const messages = [user('go'), assistant('', [call('a')]), tool('r', 'unknown-id')];
    expect(pairs(messages)).toEqual([['a', 2]]);
  });

  it('never pairs a result with a later call, and keeps unpaired results as orphans', () => {
    const messages = [
      tool('early', 'x1'),
      user('go'),
      assistant('', [call('a', 'x1')]),
      tool('late', 'x1'),
      tool('extra', 'zz'),
    ];
    const t = trace(messages);
    expect(t.calls.map((c) => c.result?.index)).toEqual([3]);
    expect(t.orphanResults.map((m) => m.index)).toEqual([0, 4]);
  });

  it('leaves calls without results unpaired', () => {
    const t = trace([user('go'), assistant('', [call('a', 'x1'), call('b', 'x2')]), tool('only a', 'x1')]);
    expect(t.calls.map((c) => c.result?.index)).toEqual([2, undefined]);
    expect(t.orphanResults).toEqual([]);
  });

  it('numbers segments by user turns and records message indices and positions', () => {
    const t = trace([user('go'), assistant('', [call('a')]), user('again'), assistant('', [call('b'), call('c')])]);
    expect(t.calls.map((c) => [c.name, c.messageIndex, c.position, c.segment])).toEqual([
      ['a', 1, 0, 1],
      ['b', 3, 1, 2],
      ['c', 3, 2, 2],
    ]);
  });

  it('does not break segments on user messages without text (user-side tool calls)', () => {
    const t = trace([user('go'), assistant('', [call('a')]), user(''), assistant('', [call('b')])]);
    expect(t.calls.map((c) => c.segment)).toEqual([1, 1]);
  });

  it('does not break segments on user messages of white space only, Unicode spaces included', () => {
    const t = trace([
      user('go'),
      assistant('', [call('a')]),
      user(' \n\u00a0\u3000\ufeff'),
      assistant('', [call('b')]),
      user('\u3000ok'),
      assistant('', [call('c')]),
    ]);
    expect(t.calls.map((c) => c.segment)).toEqual([1, 1, 2]);
  });

  it('pairs duplicate ids first-come first-served', () => {
    const messages = [
      user('go'),
      assistant('', [call('a', 'dup')]),
      tool('r1', 'dup'),
      assistant('', [call('b', 'dup')]),
      tool('r2', 'dup'),
    ];
    expect(pairs(messages)).toEqual([
      ['a', 2],
      ['b', 4],
    ]);
  });
});
