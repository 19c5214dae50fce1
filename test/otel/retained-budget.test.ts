/**
 * The per-process retained-memory budget (`maxRetainedBytes`): the tracked conversations' estimate
 * stays within it, the least recently used are forgotten first, the conversation being updated
 * never, a total exactly at the budget keeps everything; the estimate itself is monotone. The
 * processor and the exporter (one scorer, one cache) through the real SDK.
 */
import { diag } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { ConversationCache } from '../../src/otel/conversation-cache';
import { SignalsExporter, SignalsSpanProcessor, type SignalsSpanProcessorOptions } from '../../src/otel/index';
import { PROCESSOR_DEFAULTS } from '../../src/otel/options';
import type { Message } from '../../src/types';
import { captureDiag, emit, genaiMessages, SnapshotExporter } from './helpers';

afterEach(() => diag.disable());

const u = (content: string): Message => ({ role: 'user', content });
const a = (content: string): Message => ({ role: 'assistant', content });
const limits = { maxConversations: 100, conversationTtlMs: 60_000, maxMessages: 200 };
/** The same two messages for every conversation, so conversations with ids of one length cost the same. */
const turn = [u('where is my refund, please check it'), a('I am looking into it now.')];

/** The estimate of one conversation `id` holding `turn` (a cache without a budget). */
function oneConversation(id = 'c1'): number {
  const probe = new ConversationCache(limits);
  probe.resolve(turn, id, undefined);
  return probe.retainedBytes;
}

/** Tracked ids of `cache`: a tracked span adds nothing (duplicate) when the conversation is still held. */
function held(cache: ConversationCache, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const probe = cache.resolve(turn, id, undefined);
    return probe.kind === 'duplicate';
  });
}

describe('ConversationCache: maxRetainedBytes', () => {
  it('a total exactly at the budget keeps every conversation; one byte less forgets the oldest', () => {
    const one = oneConversation();
    const exact = new ConversationCache({ ...limits, maxRetainedBytes: 3 * one });
    for (const id of ['c1', 'c2', 'c3']) exact.resolve(turn, id, undefined);
    expect(exact.retainedBytes).toBe(3 * one);
    expect(exact).toMatchObject({ size: 3, conversationsEvicted: 0 });

    const under = new ConversationCache({ ...limits, maxRetainedBytes: 3 * one - 1 });
    for (const id of ['c1', 'c2', 'c3']) under.resolve(turn, id, undefined);
    expect(under).toMatchObject({ size: 2, conversationsEvicted: 1, retainedBytes: 2 * one });
    expect(held(under, ['c2', 'c3'])).toEqual(['c2', 'c3']);
  });

  it('forgets the least recently used first: a conversation read again moves to the back', () => {
    const one = oneConversation();
    const cache = new ConversationCache({ ...limits, maxRetainedBytes: 3 * one });
    for (const id of ['c1', 'c2', 'c3']) cache.resolve(turn, id, undefined);
    cache.resolve([...turn, u('any news?')], 'c1', undefined); // c1 used again (and grown)
    expect(cache.conversationsEvicted).toBe(1); // c1 grew past the budget: c2, the oldest, went
    cache.resolve(turn, 'c4', undefined);
    expect(cache.conversationsEvicted).toBe(2); // then c3
    expect(cache.size).toBe(2);
    expect(held(cache, ['c1', 'c4'])).toEqual(['c1', 'c4']);
    expect(cache.retainedBytes).toBeLessThanOrEqual(3 * one);
  });

  it('never forgets the conversation being updated, even alone over the budget (budget 0)', () => {
    const cache = new ConversationCache({ ...limits, maxRetainedBytes: 0 });
    const messages: Message[] = [];
    for (let i = 0; i < 6; i++) {
      messages.push(u(`question ${i} about my order`), a(`answer ${i}`));
      const r = cache.resolve(messages, 'only', undefined);
      expect(r).toMatchObject({ kind: 'tracked', added: 2, rebuilt: false });
      if (r.kind === 'tracked') expect(r.tracker.report()).toEqual(analyze(messages, { maxMessages: 200 }));
    }
    expect(cache).toMatchObject({ size: 1, conversationsEvicted: 0 });
    // Another conversation: the first is forgotten, and restarts like an expired one.
    cache.resolve(turn, 'other', undefined);
    expect(cache).toMatchObject({ size: 1, conversationsEvicted: 1 });
    expect(cache.resolve(messages, 'only', undefined)).toMatchObject({ kind: 'tracked', added: 12, rebuilt: false });
  });

  it('the total follows conversations forgotten by the count bound, expiry and clear', () => {
    let now = 0;
    const cache = new ConversationCache({ ...limits, maxConversations: 2, maxRetainedBytes: 1e9 }, () => now);
    const one = oneConversation();
    for (const id of ['c1', 'c2', 'c3']) cache.resolve(turn, id, undefined);
    expect(cache).toMatchObject({ size: 2, retainedBytes: 2 * one, conversationsEvicted: 0 });
    now = limits.conversationTtlMs + 1;
    cache.prune();
    expect(cache).toMatchObject({ size: 0, retainedBytes: 0 });
    cache.resolve(turn, 'c1', undefined);
    cache.clear();
    expect(cache.retainedBytes).toBe(0);
  });

  it('a rewritten history is counted as the new one, not on top of the old one', () => {
    const cache = new ConversationCache({ ...limits, maxRetainedBytes: 1e9 });
    const long = [u('first'), a('one'), u('second '.repeat(500)), a('two '.repeat(500))];
    cache.resolve(long, 'c1', undefined);
    const grown = cache.retainedBytes;
    const r = cache.resolve([u('first'), a('one'), u('edited')], 'c1', undefined);
    expect(r).toMatchObject({ kind: 'tracked', rebuilt: true });
    expect(cache.retainedBytes).toBeLessThan(grown);
    expect(cache.retainedBytes).toBe(
      (() => {
        const fresh = new ConversationCache(limits);
        fresh.resolve([u('first'), a('one'), u('edited')], 'c1', undefined);
        return fresh.retainedBytes;
      })(),
    );
  });
});

describe('ConversationTracker.retainedBytes', () => {
  it('grows with each message and with longer text, calls, ids; drops what the window drops', () => {
    const tracker = new ConversationTracker({ maxMessages: 3 });
    const sizes = [tracker.retainedBytes];
    for (const m of [u('a'), a('b'), u('c')]) {
      tracker.append(m);
      sizes.push(tracker.retainedBytes);
    }
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1]!);
    const bytes = (message: unknown): number => {
      const t = new ConversationTracker();
      t.append(message);
      return t.retainedBytes;
    };
    expect(bytes(u('x'.repeat(101)))).toBeGreaterThan(bytes(u('x'.repeat(100))));
    // Two bytes a character, whatever the script: a Latin text counts as a Chinese one.
    expect(bytes(a('x'.repeat(100)))).toBe(bytes(a('谢'.repeat(100))));
    const call = (id: string) => ({ id, type: 'function', function: { name: 'lookup', arguments: '{}' } });
    const withCalls = (...ids: string[]) => ({ role: 'assistant', content: 'ok', tool_calls: ids.map(call) });
    expect(bytes(withCalls('a', 'b'))).toBeGreaterThan(bytes(withCalls('a')));
    expect(bytes(withCalls('a'.repeat(50)))).toBeGreaterThan(bytes(withCalls('a')));
    // Capped fields: an id past 64 characters costs what one of 64 costs.
    expect(bytes(withCalls('a'.repeat(10_000)))).toBe(bytes(withCalls('b'.repeat(64))));
    // The window (3 messages) slides: a fourth message of the same size drops the first.
    const window = new ConversationTracker({ maxMessages: 3 });
    window.append(u('aaaa'), u('bbbb'), u('cccc'));
    const full = window.retainedBytes;
    window.append(u('dddd'));
    window.report();
    expect(window.retainedBytes).toBe(full);
  });
});

/** A processor (or exporter) with `options`, and a function ending one span of conversation `id`. */
function processorRun(options: SignalsSpanProcessorOptions, mode: 'processor' | 'exporter' = 'processor') {
  const sink = new SnapshotExporter();
  let stats: () => ReturnType<SignalsSpanProcessor['getStats']>;
  let flush: () => Promise<void>;
  let provider: BasicTracerProvider;
  if (mode === 'exporter') {
    const exporter = new SignalsExporter<ReadableSpan>(sink, options);
    provider = new BasicTracerProvider({
      spanProcessors: [exporter.contextProcessor, new SimpleSpanProcessor(exporter)],
    });
    stats = () => exporter.getStats();
    flush = () => exporter.forceFlush();
  } else {
    const signals = new SignalsSpanProcessor(options);
    provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(sink)] });
    stats = () => signals.getStats();
    flush = () => signals.forceFlush();
  }
  const tracer = provider.getTracer('budget');
  const span = (id: string, ...turns: [string, string][]) =>
    emit(tracer, 'chat', { 'gen_ai.conversation.id': id, 'gen_ai.input.messages': genaiMessages(...turns) });
  /** The stats once every span ended so far is scored (the exporter scores in its batches). */
  const settled = async () => {
    await flush();
    return stats();
  };
  return { sink, stats: settled, span };
}

describe('maxRetainedBytes through the real SDK', () => {
  for (const mode of ['processor', 'exporter'] as const) {
    it(`${mode}: the estimate stays within the budget, the oldest conversations forgotten, the updated one kept`, async () => {
      const probe = processorRun({}, mode);
      probe.span('c00', ['user', 'my order never arrived'], ['assistant', 'Let me check that for you.']);
      const one = (await probe.stats()).retainedBytes;
      expect(one).toBeGreaterThan(0);

      const run = processorRun({ maxRetainedBytes: 5 * one }, mode);
      for (let c = 0; c < 12; c++)
        run.span(
          `c${String(c).padStart(2, '0')}`,
          ['user', 'my order never arrived'],
          ['assistant', 'Let me check that for you.'],
        );
      expect(await run.stats()).toMatchObject({
        conversationsTracked: 5,
        conversationsEvicted: 7,
        retainedBytes: 5 * one,
        errors: 0,
      });
      // c11, the latest, continues its history; c00, forgotten, restarts from its span's messages.
      run.span(
        'c11',
        ['user', 'my order never arrived'],
        ['assistant', 'Let me check that for you.'],
        ['user', 'still nothing'],
      );
      run.span(
        'c00',
        ['user', 'my order never arrived'],
        ['assistant', 'Let me check that for you.'],
        ['user', 'still nothing'],
      );
      await run.stats(); // scored and exported
      const [c11, c00] = run.sink.spans.slice(-2);
      expect(c11?.attributes['signals.turn_count']).toBe(2);
      expect(c00?.attributes['signals.turn_count']).toBe(2);
      // c11 grew past the budget (c07 forgotten), c00 came back as a new conversation (c08 forgotten).
      expect(await run.stats()).toMatchObject({ conversationsTracked: 4, conversationsEvicted: 9 });
      expect((await run.stats()).retainedBytes).toBeLessThanOrEqual(5 * one + 2 * one);
      expect((await run.stats()).errors).toBe(0);
    });
  }

  it('the default is 256 MiB', () => {
    expect(PROCESSOR_DEFAULTS.maxRetainedBytes).toBe(256 * 2 ** 20);
  });

  it('invalid values warn, name the option and fall back to the default; nothing is thrown', async () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, '1000', null, {}]) {
      const logged = captureDiag();
      let run: ReturnType<typeof processorRun> | undefined;
      expect(() => (run = processorRun({ maxRetainedBytes: bad as unknown as number }))).not.toThrow();
      expect(logged.map((args) => String(args[0]))).toContain(
        'agent-signals: option `maxRetainedBytes` must be a finite number >= 0; the processor uses its default',
      );
      for (let c = 0; c < 3; c++) run!.span(`c${c}`, ['user', 'hello there'], ['assistant', 'hi']);
      expect(await run!.stats()).toMatchObject({ conversationsTracked: 3, conversationsEvicted: 0, errors: 0 });
      diag.disable();
    }
  });

  it('a fractional budget is rounded down, like the other counts', async () => {
    const run = processorRun({ maxRetainedBytes: 0.5 });
    run.span('a', ['user', 'hello'], ['assistant', 'hi']);
    run.span('b', ['user', 'hello'], ['assistant', 'hi']);
    expect(await run.stats()).toMatchObject({ conversationsTracked: 1, conversationsEvicted: 1, errors: 0 });
  });
});
