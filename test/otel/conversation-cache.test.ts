import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationCache, type Resolution } from '../../src/otel/conversation-cache';
import type { Message, SignalReport } from '../../src/types';
import { retainedState } from './retained';

const u = (content: string): Message => ({ role: 'user', content });
const a = (content: string): Message => ({ role: 'assistant', content });
const limits = { maxConversations: 10, conversationTtlMs: 60_000, maxMessages: 200 };

type Outcome =
  | 'duplicate'
  | { untracked: readonly unknown[] }
  | { report: SignalReport; length: number; added: number; rebuilt: boolean };

function resolved(cache: ConversationCache, messages: Message[], id?: string, trace?: string): Outcome {
  const r: Resolution = cache.resolve(messages, id, trace);
  if (r.kind === 'duplicate') return 'duplicate';
  if (r.kind === 'untracked') return { untracked: r.messages };
  return { report: r.tracker.report(), length: r.tracker.length, added: r.added, rebuilt: r.rebuilt };
}

/** The tracked outcome expected when the conversation's history is now `history`. */
function history(messages: Message[], added: number, rebuilt = false, maxMessages = limits.maxMessages): Outcome {
  return { report: analyze(messages, { maxMessages }), length: messages.length, added, rebuilt };
}

describe('ConversationCache.resolve', () => {
  it('appends spans that carry only new turns, to the same tracker', () => {
    const cache = new ConversationCache(limits);
    const first = cache.resolve([u('one'), a('1')], 'c', undefined);
    expect(resolved(cache, [u('two'), a('2')], 'c')).toEqual(history([u('one'), a('1'), u('two'), a('2')], 2));
    const third = cache.resolve([u('three')], 'c', undefined);
    expect(first.kind === 'tracked' && third.kind === 'tracked' && first.tracker === third.tracker).toBe(true);
  });

  it('continues from the overlap of a full-history or sliding-window span', () => {
    const cache = new ConversationCache(limits);
    resolved(cache, [{ role: 'system', content: 's' }, u('one'), a('1')], 'c');
    expect(resolved(cache, [{ role: 'system', content: 's' }, u('one'), a('1'), u('two')], 'c')).toEqual(
      history([u('one'), a('1'), u('two')], 1),
    );
    expect(resolved(cache, [a('1'), u('two'), a('2')], 'c')).toEqual(history([u('one'), a('1'), u('two'), a('2')], 1));
  });

  it('treats a span adding nothing as a duplicate', () => {
    const cache = new ConversationCache(limits);
    resolved(cache, [u('one'), a('1'), u('two'), a('2')], 'c');
    expect(resolved(cache, [a('1'), u('two')], 'c')).toBe('duplicate');
    expect(resolved(cache, [u('one'), a('1'), u('two'), a('2')], 'c')).toBe('duplicate');
    expect(resolved(cache, [u('three')], 'c')).toEqual(history([u('one'), a('1'), u('two'), a('2'), u('three')], 1));
  });

  it('rebuilds the history from the span when it restarts it with an edit', () => {
    const cache = new ConversationCache(limits);
    resolved(cache, [u('one'), a('1'), u('two'), a('2')], 'c');
    expect(resolved(cache, [u('one'), a('1'), u('two, edited')], 'c')).toEqual(
      history([u('one'), a('1'), u('two, edited')], 3, true),
    );
    // The rebuilt history is the one later spans align with.
    expect(resolved(cache, [u('one'), a('1'), u('two, edited'), a('2b')], 'c')).toEqual(
      history([u('one'), a('1'), u('two, edited'), a('2b')], 1),
    );
  });

  it('does not cut the history when a new turn repeats an earlier short message', () => {
    const cache = new ConversationCache(limits);
    resolved(cache, [u('yes'), a('ok, booked'), u('anything else?'), a('no')], 'c');
    expect(resolved(cache, [u('yes'), a('great, done')], 'c')).toEqual(
      history([u('yes'), a('ok, booked'), u('anything else?'), a('no'), u('yes'), a('great, done')], 2),
    );
  });

  it('aligns full-history spans longer than the remembered fingerprints (10 × maxMessages)', () => {
    const cache = new ConversationCache({ ...limits, maxMessages: 2 });
    const all = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? u(`question ${i}`) : a(`answer ${i}`)));
    for (let i = 0; i < 30; i += 2) resolved(cache, all.slice(i, i + 2), 'c');
    const options = { maxMessages: 2 };
    expect(resolved(cache, all.slice(0, 32), 'c')).toEqual({
      report: analyze(all.slice(0, 32), options),
      length: 32,
      added: 2,
      rebuilt: false,
    });
    expect(resolved(cache, all.slice(0, 32), 'c')).toBe('duplicate');
    expect(resolved(cache, all.slice(0, 20), 'c')).toBe('duplicate');
    const edited = [...all.slice(0, 29), u('question 29, edited'), a('answer')];
    expect(resolved(cache, edited, 'c')).toEqual({
      report: analyze(edited, options),
      length: 31,
      added: 31,
      rebuilt: true,
    });
    expect(resolved(cache, [...edited, u('next')], 'c')).toEqual({
      report: analyze([...edited, u('next')], options),
      length: 32,
      added: 1,
      rebuilt: false,
    });
  });

  it('returns the span’s own messages, system included, without a conversation id', () => {
    const cache = new ConversationCache(limits);
    const messages = [{ role: 'system', content: 's' } as Message, u('one')];
    expect(resolved(cache, messages)).toEqual({ untracked: messages });
    expect(cache.size).toBe(0);
  });

  it('skips a span whose items were all analysed in the same trace, whatever their packaging', () => {
    const cache = new ConversationCache(limits);
    const call = { id: 'c1', type: 'function' as const, function: { name: 'f', arguments: '{"b":1,"a":2}' } };
    resolved(cache, [u('q'), { role: 'assistant', content: null, tool_calls: [call] }], undefined, 't');
    resolved(cache, [{ role: 'tool', tool_call_id: 'c1', content: 'done' }, a('answer')], undefined, 't');
    const parent: Message[] = [
      u('q'),
      { role: 'assistant', content: 'answer', tool_calls: [{ name: 'f', arguments: { a: 2, b: 1 } }] },
      { role: 'tool', content: 'done' },
    ];
    expect(resolved(cache, parent, undefined, 't')).toBe('duplicate');
    expect(resolved(cache, parent, undefined, 'other-trace')).not.toBe('duplicate');
    // The same holds for a tracked parent span.
    expect(resolved(cache, parent, 'conv', 'other-trace')).toBe('duplicate');
  });

  it('reads messages before the window as counts and caps long text, as analyze does', () => {
    const cache = new ConversationCache({ ...limits, maxMessages: 2 });
    resolved(cache, [u('x'.repeat(10_000)), a('1')], 'c');
    expect(resolved(cache, [u('two'), a('2')], 'c')).toEqual(
      history([u('x'.repeat(10_000)), a('1'), u('two'), a('2')], 2, false, 2),
    );
    const long = resolved(new ConversationCache(limits), [u(`Why ${'y'.repeat(10_000)}?`)], 'd');
    expect(long).toEqual(history([u(`Why ${'y'.repeat(10_000)}?`)], 1));
  });

  it('forgets the least recently used conversation past maxConversations, and expired ones', () => {
    let now = 0;
    const cache = new ConversationCache({ ...limits, maxConversations: 2, conversationTtlMs: 100 }, () => now);
    for (const id of ['a', 'b']) resolved(cache, [u(`hello from ${id}`)], id);
    resolved(cache, [u('again from a')], 'a'); // a is now the most recently used
    resolved(cache, [u('hello from c')], 'c'); // evicts b
    expect(cache.size).toBe(2);
    expect(resolved(cache, [u('again from b')], 'b')).toEqual(history([u('again from b')], 1));
    expect(resolved(cache, [u('third from c')], 'c')).toEqual(history([u('hello from c'), u('third from c')], 1));
    now += 101;
    expect(resolved(cache, [u('late from c')], 'c')).toEqual(history([u('late from c')], 1));
    cache.prune();
    expect(cache.size).toBe(1);
  });

  it('keeps no message text beyond the tracker window and a bounded number of fingerprints', () => {
    const maxMessages = 4;
    const text = (i: number) =>
      `Message number ${String(i).padStart(5, '0')} says: ${'lorem ipsum dolor sit amet '.repeat(400)}`;
    const feed = (count: number) => {
      const cache = new ConversationCache({ ...limits, maxMessages });
      for (let i = 0; i < count; i += 2) resolved(cache, [u(text(i)), a(text(i + 1))], 'c');
      return cache;
    };
    const short = retainedState(feed(2 * maxMessages));
    const medium = retainedState(feed(25 * maxMessages));
    const long = retainedState(feed(100 * maxMessages));
    // The same window of text is held after 8 and after 400 messages of ~10,800 characters each.
    expect(long.chars).toBeLessThanOrEqual(short.chars);
    expect(long.chars).toBeLessThan(maxMessages * 4001 * 8);
    // Numbers: fingerprints of the last 10 × maxMessages messages, the first 13 user-turn indices,
    // the window's token offsets. Past those bounds nothing grows.
    expect(long.numbers - short.numbers).toBeLessThanOrEqual(10 * maxMessages + 13);
    expect(long).toEqual(medium);
  });
});
