/**
 * Round three (issue 29), finding 4: remembered Responses API responses are bounded in size
 * (32,768 characters of messages each) and expire with the conversation TTL, on `forceFlush()` as
 * on arriving spans (the real SDK).
 */
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { MAX_LINK_CHARS, rememberedMessages, type ResponseChains } from '../../src/otel/response-chain';
import type { Message } from '../../src/types';
import { emit } from '../otel/helpers';

afterEach(() => vi.useRealTimers());

/** The processor's private response memory, read to check its bounds. */
const chainsOf = (p: SignalsSpanProcessor): ResponseChains =>
  (p as unknown as { scorer: { chains: ResponseChains } }).scorer.chains;
const linkChars = (chains: ResponseChains): number => {
  const links = (chains as unknown as { links: { entries: Map<string, { value: { messages?: Message[] } }> } }).links;
  let n = 0;
  for (const { value } of links.entries.values())
    for (const m of value.messages ?? []) n += typeof m.content === 'string' ? m.content.length : 0;
  return n;
};

describe('Responses API chains', () => {
  it('200 responses of 900 KB keep at most 32,768 characters each, and none after the TTL and forceFlush() (was 870 MiB held)', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const signals = new SignalsSpanProcessor({ conversationTtlMs: 60_000 });
    const tracer = new BasicTracerProvider({ spanProcessors: [signals] }).getTracer('chains');
    const big = JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'x'.repeat(900_000) }] }]);
    for (let i = 0; i < 200; i++)
      emit(tracer, `r${i}`, { 'gen_ai.input.messages': big, 'gen_ai.response.id': `resp_${i}` });
    const chains = chainsOf(signals);
    expect(chains.size).toBe(200);
    expect(linkChars(chains)).toBeLessThanOrEqual(200 * MAX_LINK_CHARS);
    expect(linkChars(chains)).toBeLessThanOrEqual(200 * 4_001);
    vi.setSystemTime(1_000_000 + 60_001);
    await signals.forceFlush();
    expect(chains.size).toBe(0);
    expect(signals.getStats().errors).toBe(0);
  });

  it('a remembered response keeps its latest messages within 32,768 characters, texts capped as analyze reads them', () => {
    const messages: Message[] = Array.from({ length: 50 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `${i} `.repeat(2_000),
    }));
    const kept = rememberedMessages(messages);
    const chars = kept.reduce((n, m) => n + (m.content as string).length, 0);
    expect(chars).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)!.content).toMatch(/^49 /);
    expect(kept.every((m) => (m.content as string).length <= 4_001)).toBe(true);
  });

  it('keeps tool calls with capped names, ids and arguments', () => {
    const [kept] = rememberedMessages([
      {
        role: 'assistant',
        content: '',
        tool_calls: [
          { id: 'i'.repeat(500), type: 'function', function: { name: 'n'.repeat(500), arguments: 'a'.repeat(5_000) } },
        ],
      },
    ]);
    const call = kept!.tool_calls![0] as { id: string; name: string; arguments: string };
    expect(call.id.length).toBeLessThanOrEqual(64);
    expect(call.name.length).toBeLessThanOrEqual(64);
    expect(call.arguments).toMatch(/^#5000:[0-9a-f]{8}$/);
  });
});
