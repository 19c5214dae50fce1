import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseProfile } from '../../src/profile/profile';
import { CHAT_PROFILE } from '../../src/profile/named-profiles';
import {
  BASE_SCORE,
  isFlagged,
  judge,
  qualityOf,
  scoreOfTerms,
  severeCause,
  severeScore,
  termPoints,
  type SevereCause,
} from '../../src/score/quality';
import { EFFORT_BONUS, EFFORT_MAX, scoreTerms, workOf, type ScoreInput } from '../../src/score/terms';
import type { Severity } from '../../src/types';
import { countSeverity } from '../../src/detectors/severity';
import { scoreInput, TEST_PROFILE } from '../helpers';

const sev = (severity: Severity, count = [0, 1, 3, 5][severity]!) => ({ count, severity });
const execution = (failure: Severity, loops: Severity = 0, unfinished = false) => ({
  failure: sev(failure),
  loops: sev(loops),
  unfinished,
});

describe('qualityOf', () => {
  it.each([
    [100, 'Excellent'],
    [75, 'Excellent'],
    [74.999999, 'Good'],
    [60, 'Good'],
    [59.999999, 'Neutral'],
    [40, 'Neutral'],
    [39.999999, 'Poor'],
    [25, 'Poor'],
    [24.999999, 'Severe'],
    [0, 'Severe'],
  ] as const)('%f → %s', (score, quality) => {
    expect(qualityOf(score)).toBe(quality);
  });
});

/**
 * The tests' profile: round weights (see TEST_PROFILE) with effort off, and baselines that put
 * `scoreInput()` (2 user turns, 2 assistant turns, no tool call) with {@link AT_BASE} text exactly
 * at the baselines, so each term's effect reads off directly.
 */
const PROFILE = parseProfile({
  ...TEST_PROFILE,
  baselines: { userTurns: 2, assistantTurns: 2, toolCalls: 0, assistantChars: 100 },
  weights: { ...TEST_PROFILE.weights, effort: 0 },
});
/** Two assistant messages of 100 characters: the length baseline. */
const AT_BASE = { assistantChars: 200, assistantTexts: 2 };
const score = (input: ScoreInput, text = AT_BASE, profile = PROFILE) =>
  scoreOfTerms(scoreTerms(input, text, profile.baselines), profile.weights);
const verdict = (input: ScoreInput, baselineTurns = 5, text = AT_BASE) => judge(input, text, PROFILE, baselineTurns);
const escalated = { requested: true, count: 1, handoff: false };

describe('scoreOfTerms', () => {
  it('a clean conversation at the baselines scores exactly BASE_SCORE (62), under any weights', () => {
    expect(BASE_SCORE).toBe(62);
    expect(score(scoreInput())).toBe(62);
    const atDefault = { ...DEFAULT_PROFILE, baselines: PROFILE.baselines };
    expect(score(scoreInput(), AT_BASE, atDefault)).toBe(62);
  });

  it('loses w·(1 − efficiency) with an efficiency weight of 10', () => {
    expect(score(scoreInput({ efficiencyScore: 0.5 }))).toBe(57);
    expect(score(scoreInput({ efficiencyScore: 0 }))).toBe(52);
  });

  it.each([
    [1, 2, 82], // half the turns: past the full share (0.3)
    [1, 10, 62 + 20 / 3], // a tenth: a third of the way
    [3, 10, 82], // exactly the full share
    [1, 4, 62 + (0.25 / 0.3) * 20],
  ] as const)('positive feedback: %i positive turns in %i cost… gain their share', (count, turnCount, expected) => {
    expect(score(scoreInput({ turnCount, positiveFeedback: { count, confidence: 0.6 } }))).toBeCloseTo(expected, 5);
  });

  it.each([
    [1, 10, 52],
    [2, 10, 42],
    [3, 10, 32], // exactly the full share
    [6, 10, 32], // bounded
    [1, 2, 32],
  ] as const)(
    'frustration: %i indicators in %i user turns cost their share of the turns',
    (count, turnCount, expected) => {
      expect(score(scoreInput({ turnCount, frustration: countSeverity(count) }))).toBe(expected);
    },
  );

  it('frustration weighs less in a long conversation, and nothing without user turns', () => {
    expect(score(scoreInput({ turnCount: 30, frustration: sev(1) }))).toBeCloseTo(62 - 30 / 9, 6);
    expect(score(scoreInput({ turnCount: 30, frustration: sev(3, 9) }))).toBe(32);
    expect(score(scoreInput({ turnCount: 31, frustration: sev(3, 9) }))).toBeCloseTo(62 - (30 * 9) / 31 / 0.3, 6);
    expect(score(scoreInput({ turnCount: 0, frustration: sev(1) }))).toBe(62);
  });

  it('repair costs its ratio times the weight, bounded at ratio 1', () => {
    expect(score(scoreInput({ repair: { count: 1, ratio: 0.2 } }))).toBe(59);
    expect(score(scoreInput({ repair: { count: 2, ratio: 1 } }))).toBe(47);
    expect(score(scoreInput({ repair: { count: 9, ratio: 4.5 } }))).toBe(47);
  });

  it('repetition costs its share of the assistant messages, bounded', () => {
    const repeats = (count: number, assistantTurns: number, looping = count > 2) =>
      score(scoreInput({ assistantTurns, repetition: { ...countSeverity(count), looping } }));
    expect(repeats(1, 10)).toBe(54);
    expect(repeats(3, 10)).toBe(38);
    expect(repeats(3, 10, false)).toBe(38);
    expect(repeats(5, 5)).toBe(38);
    expect(repeats(1, 0)).toBe(62);
  });

  it('escalation, tool failures, loops, exhaustion and an unfinished run cost their weights; a handoff nothing', () => {
    expect(score(scoreInput({ escalation: escalated }))).toBe(42);
    expect(score(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }))).toBe(62);
    expect(score(scoreInput({ execution: execution(3) }))).toBe(38);
    expect(score(scoreInput({ execution: execution(0, 3) }))).toBe(47);
    expect(score(scoreInput({ environment: { exhaustion: sev(1) } }))).toBe(59);
    expect(score(scoreInput({ execution: execution(0, 0, true) }))).toBe(52);
  });

  it('clamps to [0, 100]', () => {
    const worst = scoreInput({
      frustration: sev(3),
      repetition: { count: 5, severity: 3, looping: true },
      execution: execution(3, 3),
      escalation: escalated,
    });
    expect(score(worst)).toBe(0);
    const generous = parseProfile({ ...PROFILE, weights: { ...PROFILE.weights, positiveFeedback: 100 } });
    expect(score(scoreInput({ positiveFeedback: { count: 2, confidence: 0.8 } }), AT_BASE, generous)).toBe(100);
  });
});

describe('effort and engagement', () => {
  /** Effort 40 (10 points per doubling of the work), nothing else. */
  const EFFORT = parseProfile({
    ...PROFILE,
    weights: { ...PROFILE.weights, efficiency: 0, effort: 40 },
  });
  /** `k` times the baselines' steps, each assistant message `chars` long. */
  const run = (k: number, chars = 100) => ({
    input: scoreInput({ turnCount: 2 * k, assistantTurns: 2 * k }),
    text: { assistantChars: 2 * k * chars, assistantTexts: 2 * k },
  });
  const effortScore = (k: number, chars = 100, profile = EFFORT) => {
    const { input, text } = run(k, chars);
    return score(input, text, profile);
  };

  it('measures work in log₂ units against the baselines: steps and message length', () => {
    const { input, text } = run(2);
    expect(workOf(input, text, EFFORT.baselines)).toBeCloseTo(1, 9);
    expect(workOf(run(1, 300).input, run(1, 300).text, EFFORT.baselines)).toBeCloseTo(1, 9); // 3× the length: (1 + 3) / 2
    expect(workOf(scoreInput({ toolCalls: 4 }), AT_BASE, EFFORT.baselines)).toBeCloseTo(1, 9); // tool calls are steps
  });

  it('costs 10 points per doubling of the work, for chats too, at most 20 (never Poor on its own)', () => {
    expect(EFFORT_MAX).toBe(0.5);
    expect(effortScore(1)).toBe(62);
    expect(effortScore(2)).toBeCloseTo(52, 6);
    expect(effortScore(3)).toBeCloseTo(62 - 10 * Math.log2(3), 6);
    expect(effortScore(4)).toBeCloseTo(42, 6); // 4×: the bound
    expect(effortScore(64)).toBeCloseTo(42, 6);
    expect(effortScore(1, 300)).toBeCloseTo(52, 6); // long messages count too
  });

  it('gives a short conversation at most a quarter of the effort weight', () => {
    expect(EFFORT_BONUS).toBe(0.25);
    expect(effortScore(0.5)).toBeCloseTo(72, 6); // half the work: + 10
    expect(
      score(scoreInput({ turnCount: 1, assistantTurns: 1 }), { assistantChars: 10, assistantTexts: 1 }, EFFORT),
    ).toBe(72); // far shorter: still + 10
  });

  it('engagement rewards the same work where length is engagement, bounded both ways', () => {
    const chatty = parseProfile({ ...EFFORT, weights: { ...EFFORT.weights, effort: 0, engagement: 40 } });
    expect(effortScore(2, 100, chatty)).toBeCloseTo(72, 6);
    const wide = parseProfile({ ...chatty, baselines: { ...chatty.baselines, assistantTurns: 30 } });
    // 1 step of 32, no assistant text: 2⁻⁶ of the work, past the lower bound (2⁻⁴).
    expect(score(scoreInput({ turnCount: 1, assistantTurns: 0 }), { assistantChars: 0, assistantTexts: 0 }, wide)).toBe(
      22,
    );
    expect(effortScore(64, 100, chatty)).toBeCloseTo(100, 6);
  });
});

describe('severeCause', () => {
  it('is undefined for a clean conversation and for a handoff', () => {
    expect(severeCause(scoreInput(), 5)).toBeUndefined();
    expect(severeCause(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }), 5)).toBeUndefined();
  });

  it('escalation requested; frustration or repetition severity 3, not 2', () => {
    expect(severeCause(scoreInput({ escalation: escalated }), 5)).toBe('escalation');
    expect(severeCause(scoreInput({ frustration: sev(3) }), 5)).toBe('frustration');
    expect(severeCause(scoreInput({ frustration: sev(2) }), 5)).toBeUndefined();
    expect(severeCause(scoreInput({ repetition: { count: 5, severity: 3, looping: true } }), 5)).toBe('repetition');
    expect(severeCause(scoreInput({ repetition: { count: 4, severity: 2, looping: true } }), 5)).toBeUndefined();
  });

  it('more user turns than baseline + 7: 13 at the default, 11 at a baseline of 3', () => {
    expect(severeCause(scoreInput({ turnCount: 13 }), 5)).toBe('turns');
    expect(severeCause(scoreInput({ turnCount: 12 }), 5)).toBeUndefined();
    expect(severeCause(scoreInput({ turnCount: 11 }), 3)).toBe('turns');
    expect(severeCause(scoreInput({ turnCount: 10 }), 3)).toBeUndefined();
  });
});

describe('judge', () => {
  it('a clean conversation at the baselines is 62, Good, and nothing moved it', () => {
    expect(verdict(scoreInput())).toEqual({ quality: 'Good', qualityScore: 62, cause: undefined, moved: [], work: 0 });
  });

  it.each<[SevereCause, Partial<ScoreInput>]>([
    ['escalation', { escalation: escalated }],
    ['frustration', { frustration: sev(3) }],
    ['repetition', { repetition: { count: 5, severity: 3, looping: true } }],
    ['turns', { turnCount: 13 }],
  ])('a critical condition (%s) places the score in the Severe band, still ordered by the rest', (cause, patch) => {
    const plain = verdict(scoreInput(patch));
    const happier = verdict(scoreInput({ positiveFeedback: { count: 2, confidence: 0.8 }, ...patch }));
    expect(plain).toMatchObject({ quality: 'Severe', cause });
    expect(happier).toMatchObject({ quality: 'Severe', cause });
    expect(plain.qualityScore).toBeLessThan(25);
    expect(happier.qualityScore).toBeLessThan(25);
    expect(happier.qualityScore).toBeGreaterThan(plain.qualityScore);
  });

  it('maps the band linearly: 100 → 24.99, 0 → 0', () => {
    expect(severeScore(100)).toBe(24.99);
    expect(severeScore(0)).toBe(0);
    expect(severeScore(42)).toBeCloseTo((42 * 24.99) / 100, 6);
    expect(verdict(scoreInput({ escalation: escalated })).qualityScore).toBeCloseTo((42 * 24.99) / 100, 6);
  });

  it('is the bucket of the score, edges included, and names what moved it', () => {
    expect(verdict(scoreInput({ positiveFeedback: { count: 1, confidence: 0.6 } }))).toMatchObject({
      quality: 'Excellent',
      qualityScore: 82,
      moved: [{ term: 'positiveFeedback', points: 20 }],
    });
    expect(verdict(scoreInput({ efficiencyScore: 0.8 }))).toMatchObject({ quality: 'Good', qualityScore: 60 });
    const frustrated = { turnCount: 10, frustration: sev(1, 2) };
    expect(verdict(scoreInput(frustrated))).toMatchObject({
      quality: 'Neutral',
      qualityScore: 42,
      moved: [{ term: 'frustration', points: -20 }],
    });
    expect(verdict(scoreInput({ ...frustrated, repair: { count: 2, ratio: 0.2 } }))).toMatchObject({
      quality: 'Poor',
      qualityScore: 39,
    });
    const severe = verdict(scoreInput({ turnCount: 10, frustration: sev(2, 3), repair: { count: 10, ratio: 1 } }));
    expect(severe).toMatchObject({ quality: 'Severe', qualityScore: 17, cause: undefined });
    expect(severe.moved.map((m) => m.term)).toEqual(['frustration', 'repair']);
  });

  it('a float score just under an edge stays in the lower bucket', () => {
    expect(verdict(scoreInput({ efficiencyScore: 0.7999 })).quality).toBe('Neutral');
  });

  it('never disagrees with its bucket, and never leaves a critical conversation outside the Severe band (property)', () => {
    const severity = fc.constantFrom<Severity>(0, 1, 2, 3);
    const input = fc.record({
      turnCount: fc.integer({ min: 0, max: 60 }),
      assistantTurns: fc.integer({ min: 0, max: 200 }),
      toolCalls: fc.integer({ min: 0, max: 300 }),
      positive: fc.integer({ min: 0, max: 10 }),
      frustration: severity,
      repetition: severity,
      failure: severity,
      loops: severity,
      exhaustion: severity,
      escalation: fc.boolean(),
      unfinished: fc.boolean(),
      repair: fc.double({ min: 0, max: 2, noNaN: true }),
      chars: fc.integer({ min: 0, max: 1e6 }),
      profile: fc.constantFrom(DEFAULT_PROFILE, CHAT_PROFILE, PROFILE),
      baselineTurns: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(input, (x) => {
        const r = scoreInput({
          turnCount: x.turnCount,
          assistantTurns: x.assistantTurns,
          toolCalls: x.toolCalls,
          positiveFeedback: { count: x.positive, confidence: 0.6 },
          frustration: sev(x.frustration),
          repetition: { ...sev(x.repetition), looping: x.repetition >= 2 },
          execution: execution(x.failure, x.loops, x.unfinished),
          environment: { exhaustion: sev(x.exhaustion) },
          escalation: { requested: x.escalation, count: x.escalation ? 1 : 0, handoff: false },
          repair: { count: 1, ratio: x.repair },
        });
        const v = judge(r, { assistantChars: x.chars, assistantTexts: x.assistantTurns }, x.profile, x.baselineTurns);
        expect(v.quality).toBe(qualityOf(v.qualityScore));
        expect(v.qualityScore).toBeGreaterThanOrEqual(0);
        expect(v.qualityScore).toBeLessThanOrEqual(100);
        if (v.cause !== undefined) expect(v.qualityScore).toBeLessThan(25);
        if (v.quality === 'Severe') expect(v.qualityScore).toBeLessThan(25);
        // What moved it: the terms of at least one point, by absolute points (ties in term order), three at most.
        const points = termPoints(
          scoreTerms(r, { assistantChars: x.chars, assistantTexts: x.assistantTurns }, x.profile.baselines, v.work),
          x.profile.weights,
        );
        const expected = points
          .filter((p) => Math.abs(p.points) >= 1)
          .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
          .slice(0, 3);
        expect(v.moved.map((m) => m.term)).toEqual(expected.map((p) => p.term));
        v.moved.forEach((m, k) => expect(m.points).toBeCloseTo(expected[k]!.points, 6));
      }),
      { numRuns: 500, seed: 2611 },
    );
  });
});

describe('isFlagged', () => {
  it('does not flag a clean Good conversation', () => {
    expect(isFlagged(scoreInput(), 'Good')).toBe(false);
    expect(isFlagged(scoreInput(), 'Good')).toBe(false);
    expect(isFlagged(scoreInput(), 'Excellent')).toBe(false);
    expect(isFlagged(scoreInput(), 'Neutral')).toBe(false);
  });

  it('flags any frustration', () => {
    expect(isFlagged(scoreInput({ frustration: { count: 1, severity: 1 } }), 'Good')).toBe(true);
  });

  it('flags looping, not repetition without looping', () => {
    expect(isFlagged(scoreInput({ repetition: { count: 3, severity: 2, looping: true } }), 'Good')).toBe(true);
    expect(isFlagged(scoreInput({ repetition: { count: 2, severity: 1, looping: false } }), 'Good')).toBe(false);
  });

  it('flags an escalation request', () => {
    expect(isFlagged(scoreInput({ escalation: { requested: true, count: 1, handoff: false } }), 'Good')).toBe(true);
  });

  it('flags execution failure severity 2, not 1', () => {
    expect(isFlagged(scoreInput({ execution: execution(2) }), 'Good')).toBe(true);
    expect(isFlagged(scoreInput({ execution: execution(1) }), 'Good')).toBe(false);
  });

  it('flags any tool loop', () => {
    expect(isFlagged(scoreInput({ execution: execution(0, 1) }), 'Good')).toBe(true);
  });

  it('flags Poor and Severe quality', () => {
    expect(isFlagged(scoreInput(), 'Poor')).toBe(true);
    expect(isFlagged(scoreInput(), 'Severe')).toBe(true);
  });

  it('does not flag a handoff alone', () => {
    expect(isFlagged(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }), 'Good')).toBe(false);
  });

  it('does not flag repair, turns, positive feedback or exhaustion alone', () => {
    const input = scoreInput({
      repair: { count: 3, ratio: 0.5 },
      turnCount: 9,
      positiveFeedback: { count: 1, confidence: 0.6 },
      environment: { exhaustion: sev(3) },
    });
    expect(isFlagged(input, 'Neutral')).toBe(false);
  });
});
