import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { BASELINE_KEYS, DEFAULT_PROFILE, parseProfile, WEIGHT_KEYS } from '../../src/profile/profile';
import { isProfileError, ProfileError } from '../../src/profile/profile-error';
import { assistant, TEST_PROFILE, toolCall, user } from '../helpers';

const valid = () => JSON.parse(JSON.stringify(TEST_PROFILE)) as Record<string, Record<string, unknown>>;

/** The field a malformed profile is rejected for. */
function rejectedField(value: unknown): string | undefined {
  try {
    parseProfile(value);
    return undefined;
  } catch (error) {
    expect(isProfileError(error)).toBe(true);
    expect(error).toBeInstanceOf(TypeError);
    return (error as ProfileError).field;
  }
}

describe('parseProfile', () => {
  it('accepts the shipped profile file and returns a frozen copy', () => {
    const file = JSON.parse(readFileSync(new URL('../../src/profile/default-profile.json', import.meta.url), 'utf8'));
    const profile = parseProfile(file);
    expect(profile).toEqual(DEFAULT_PROFILE);
    expect(Object.isFrozen(profile) && Object.isFrozen(profile.weights)).toBe(true);
    expect(Object.keys(profile.baselines)).toEqual([...BASELINE_KEYS]);
    expect(Object.keys(profile.weights)).toEqual([...WEIGHT_KEYS]);
  });

  it('does not mutate or keep its input', () => {
    const input = valid();
    const profile = parseProfile(input);
    input.weights!.frustration = 99;
    expect(profile.weights.frustration).toBe(30);
  });

  it.each<[string, (p: Record<string, Record<string, unknown>>) => unknown]>([
    ['version', (p) => ({ ...p, version: 3 })],
    ['version', (p) => ({ ...p, version: '1' })],
    ['weights.frustration', (p) => ({ ...p, weights: { ...p.weights, frustration: -5 } })],
    ['weights.frustration', (p) => ({ ...p, weights: { ...p.weights, frustration: 'high' } })],
    ['weights.effort', (p) => ({ ...p, weights: { ...p.weights, effort: 101 } })],
    ['weights.loops', (p) => ({ ...p, weights: { ...p.weights, loops: undefined } })],
    ['weights.positiveFeedback', (p) => ({ ...p, weights: { ...p.weights, positiveFeedback: Number.NaN } })],
    ['weights.complaints', (p) => ({ ...p, weights: { ...p.weights, complaints: 3 } })],
    ['weights', (p) => ({ ...p, weights: [1, 2] })],
    ['baselines', (p) => ({ ...p, baselines: null })],
    ['baselines.toolCalls', (p) => ({ ...p, baselines: { ...p.baselines, toolCalls: -1 } })],
    ['baselines.userTurns', (p) => ({ ...p, baselines: { ...p.baselines, userTurns: 4.5 } })],
    ['baselines.assistantChars', (p) => ({ ...p, baselines: { ...p.baselines, assistantChars: Infinity } })],
    ['description', (p) => ({ ...p, description: 7 })],
    ['extra', (p) => ({ ...p, extra: true })],
  ])('rejects a malformed profile naming %s', (field, patch) => {
    expect(rejectedField(patch(valid()))).toBe(field);
  });

  it('names the field in the message', () => {
    expect(() => parseProfile({ ...valid(), weights: { ...valid().weights, frustration: -1 } })).toThrow(
      /weights\.frustration must be a number between 0 and 100 \(got -1\)/,
    );
    expect(rejectedField(null)).toBe('profile');
    expect(rejectedField('{"version":1}')).toBe('profile');
  });
});

describe('analyze with a profile', () => {
  const messages = [
    user('Please rebook my flight to Friday'),
    assistant('Let me look.', [toolCall('search_flights', { day: 'friday' }, 'c1')]),
    { role: 'tool', tool_call_id: 'c1', content: 'Error: invalid parameter day' },
    assistant('That did not work, sorry.'),
    user('That was a waste of time'),
  ];

  it('scores with the given weights: a calibrated profile changes the score, not the signals', () => {
    const base = analyze(messages, { profile: TEST_PROFILE });
    const harsher = parseProfile({ ...valid(), weights: { ...valid().weights, failure: 60, frustration: 40 } });
    const other = analyze(messages, { profile: harsher });
    expect(other.signals).toEqual(base.signals);
    // Failure severity 1 costs a third of its weight: 24 → 60 is 12 more points; frustration in one of two
    // turns is past the full share: 30 → 40 is 10 more.
    expect(other.qualityScore).toBeCloseTo(base.qualityScore - 22, 6);
    expect(analyze(messages).qualityScore).not.toBe(other.qualityScore);
  });

  it('takes effort baselines from the profile', () => {
    const long = [
      user('Find every booking for me'),
      ...Array.from({ length: 12 }, (_, i) => [
        assistant('checking', [toolCall('lookup', { page: i }, `c${i}`)]),
        { role: 'tool', tool_call_id: `c${i}`, content: `{"page": ${i}}` },
      ]).flat(),
      assistant('Done.'),
    ];
    const withEffort = parseProfile({ ...valid(), weights: { ...valid().weights, effort: 30 } });
    const low = parseProfile({
      ...withEffort,
      baselines: { ...withEffort.baselines, toolCalls: 3, assistantTurns: 3 },
    });
    expect(analyze(long, { profile: low }).qualityScore).toBeLessThan(
      analyze(long, { profile: withEffort }).qualityScore,
    );
  });

  it('throws a ProfileError naming the field for a malformed profile, and does not touch the input', () => {
    const bad = { ...valid(), weights: { ...valid().weights, escalation: -2 } };
    const frozen = Object.freeze(bad);
    expect(() => analyze(messages, { profile: frozen as never })).toThrow(ProfileError);
    expect(() => analyze(messages, { profile: frozen as never })).toThrow(/weights\.escalation/);
  });
});
