import { diag } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/profile/profile';
import { TEST_PROFILE } from '../helpers';
import { FLAG_MARKER } from '../../src/otel/attributes';
import { PROCESSOR_DEFAULTS, resolveProcessorOptions } from '../../src/otel/options';
import { captureDiag } from './helpers';

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
    expect(config.analyze).toMatchObject({ includeSnippets: false, maxMessages: 200 });
    expect(config.analyze.baselines?.userTurns).toBe(5);
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
    expect(config.analyze.baselines?.userTurns).toBe(3);
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

describe('the profile option', () => {
  it('passes a valid profile to analyze', () => {
    const config = resolveProcessorOptions({ profile: TEST_PROFILE });
    expect(config.analyze.profile).toEqual(TEST_PROFILE);
    expect(config.analyze.baselines?.userTurns).toBe(TEST_PROFILE.baselines.userTurns);
  });

  it('warns through diag, naming the field, and falls back to the default profile on a malformed one', () => {
    const logged = captureDiag();
    try {
      const bad = { ...TEST_PROFILE, weights: { ...TEST_PROFILE.weights, frustration: 'lots' } };
      let config: ReturnType<typeof resolveProcessorOptions> | undefined;
      expect(() => (config = resolveProcessorOptions({ profile: bad as never, baselineTurns: 3 }))).not.toThrow();
      expect(config!.analyze.profile).toBe(DEFAULT_PROFILE);
      expect(config!.analyze.baselines?.userTurns).toBe(3); // the other options are kept
      expect(logged.some((args) => /agent-signals: .*weights\.frustration/.test(String(args[0])))).toBe(true);
    } finally {
      diag.disable();
    }
  });

  it('warns through diag, naming each invalid option, and uses its default', () => {
    const calls = captureDiag();
    const logged = () => calls.map((args) => String(args[0]));
    try {
      const config = resolveProcessorOptions({
        baselineTurns: -1,
        flagMarker: 7 as never,
        maxConversations: Number.NaN,
        shouldAnalyze: 'yes' as never,
      });
      expect(config.analyze.baselines?.userTurns).toBe(5);
      expect(config.flagMarker).toBe(FLAG_MARKER);
      expect(config.maxConversations).toBe(PROCESSOR_DEFAULTS.maxConversations);
      for (const name of ['baselineTurns', 'flagMarker', 'maxConversations', 'shouldAnalyze'])
        expect(logged().some((m) => m.includes(`\`${name}\``))).toBe(true);
      expect(logged()).toHaveLength(4);
    } finally {
      diag.disable();
    }
  });

  it('says nothing about valid options', () => {
    const calls = captureDiag();
    const logged = () => calls.map((args) => String(args[0]));
    try {
      resolveProcessorOptions({ baselineTurns: 0, flagMarker: '', maxConversations: 0, includeSnippets: true });
      resolveProcessorOptions(undefined);
      expect(logged()).toEqual([]);
    } finally {
      diag.disable();
    }
  });
});

describe('the language option in the processor', () => {
  it('warns about a code the library does not know and detects the language instead', () => {
    const calls = captureDiag();
    try {
      const config = resolveProcessorOptions({ language: 'en' });
      expect(config.analyze.language).toBeUndefined();
      const logged = calls.map((args) => String(args[0]));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(
        /option `language` .* got "en" \(for "en" use "eng"\); the processor uses its default$/,
      );
    } finally {
      diag.disable();
    }
    expect(resolveProcessorOptions({ language: 'eng' }).analyze.language).toBe('eng');
    expect(resolveProcessorOptions({ language: 'tlh', lexicons: { tlh: { complaint: ['x'] } } }).analyze.language).toBe(
      'tlh',
    );
  });
});
