import { describe, expect, it } from 'vitest';
import { FLAG_MARKER } from '../../src/otel/attributes';
import { PROCESSOR_DEFAULTS, resolveProcessorOptions } from '../../src/otel/options';

describe('resolveProcessorOptions', () => {
  it('applies every default', () => {
    const config = resolveProcessorOptions(undefined);
    expect(config).toMatchObject({
      flagMarker: FLAG_MARKER,
      maxConversations: 1000,
      conversationTtlMs: 1_800_000,
      maxAttributeLength: 1_000_000,
      includeSnippets: false,
      maxMessages: 200,
      meterProvider: undefined,
    });
    expect(config.analyze).toMatchObject({ baselineTurns: 5, includeSnippets: false, maxMessages: 200 });
    expect(config.shouldAnalyze).toBe(PROCESSOR_DEFAULTS.shouldAnalyze);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('keeps valid values and falls back on invalid ones', () => {
    const filter = () => false;
    const config = resolveProcessorOptions({
      flagMarker: '!',
      maxConversations: 5,
      conversationTtlMs: 10,
      shouldAnalyze: filter,
      baselineTurns: 3,
      includeSnippets: false,
    });
    expect(config).toMatchObject({
      flagMarker: '!',
      maxConversations: 5,
      conversationTtlMs: 10,
      includeSnippets: false,
      shouldAnalyze: filter,
    });
    expect(config.analyze.baselineTurns).toBe(3);
    const bad = resolveProcessorOptions({
      flagMarker: 3 as never,
      maxConversations: -1,
      conversationTtlMs: Number.NaN,
      shouldAnalyze: 'yes' as never,
      maxAttributeLength: 0,
    });
    expect(bad).toMatchObject({
      flagMarker: FLAG_MARKER,
      maxConversations: 1000,
      conversationTtlMs: 1_800_000,
      maxAttributeLength: 1,
    });
    expect(bad.shouldAnalyze).toBe(PROCESSOR_DEFAULTS.shouldAnalyze);
    expect(resolveProcessorOptions(null as never).maxConversations).toBe(1000);
  });
});
