import { describe, expect, it } from 'vitest';
import { isFlagged, judge, qualityOf, scoreOf, severeOverride } from '../../src/score/quality';
import type { ScoreInput } from '../../src/score/quality';
import type { Severity } from '../../src/types';
import { scoreInput } from '../helpers';

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

describe('scoreOf', () => {
  it('a clean short conversation scores exactly 60', () => {
    expect(scoreOf(scoreInput())).toBe(60);
  });

  it.each([
    [0.6, 72],
    [0.8, 76],
    [0.95, 79],
  ])('+ 20 × positive confidence %f → %f', (confidence, score) => {
    expect(scoreOf(scoreInput({ positiveFeedback: { count: 1, confidence } }))).toBe(score);
  });

  it('+ 10 × efficiency', () => {
    expect(scoreOf(scoreInput({ efficiencyScore: 0.5 }))).toBe(55);
    expect(scoreOf(scoreInput({ efficiencyScore: 0 }))).toBe(50);
    expect(scoreOf(scoreInput({ efficiencyScore: 1 / 1.3 }))).toBeCloseTo(50 + 10 / 1.3, 5);
  });

  it.each([
    [1, 50],
    [2, 40],
    [3, 30],
  ] as const)('− 10 × frustration severity %i', (severity, score) => {
    expect(scoreOf(scoreInput({ frustration: sev(severity) }))).toBe(score);
  });

  it('− 15 when the repair ratio is above 0.3, not at exactly 0.3', () => {
    expect(scoreOf(scoreInput({ repair: { count: 3, ratio: 0.3 } }))).toBe(60);
    expect(scoreOf(scoreInput({ repair: { count: 4, ratio: 0.31 } }))).toBe(45);
    expect(scoreOf(scoreInput({ repair: { count: 1, ratio: 1 } }))).toBe(45);
  });

  it('− 8 × repetition severity only when looping', () => {
    expect(scoreOf(scoreInput({ repetition: { count: 3, severity: 2, looping: true } }))).toBe(44);
    expect(scoreOf(scoreInput({ repetition: { count: 2, severity: 1, looping: false } }))).toBe(60);
    expect(scoreOf(scoreInput({ repetition: { count: 3, severity: 2, looping: false } }))).toBe(60);
    expect(scoreOf(scoreInput({ repetition: { count: 5, severity: 3, looping: true } }))).toBe(36);
  });

  it('− 10 when there are more than 7 turns, not at 7', () => {
    expect(scoreOf(scoreInput({ turnCount: 7 }))).toBe(60);
    expect(scoreOf(scoreInput({ turnCount: 8 }))).toBe(50);
    expect(scoreOf(scoreInput({ turnCount: 12 }))).toBe(50);
  });

  it.each([
    [1, 52],
    [2, 44],
    [3, 36],
  ] as const)('− 8 × execution failure severity %i', (severity, score) => {
    expect(scoreOf(scoreInput({ execution: execution(severity) }))).toBe(score);
  });

  it.each([
    [1, 55],
    [2, 50],
    [3, 45],
  ] as const)('− 5 × execution loops severity %i', (severity, score) => {
    expect(scoreOf(scoreInput({ execution: execution(0, severity) }))).toBe(score);
  });

  it('− 8 for an unfinished run', () => {
    expect(scoreOf(scoreInput({ execution: execution(0, 0, true) }))).toBe(52);
    expect(scoreOf(scoreInput({ execution: execution(1, 0, true) }))).toBe(44);
  });

  it.each([
    [1, 57],
    [2, 54],
    [3, 51],
  ] as const)('− 3 × environment exhaustion severity %i', (severity, score) => {
    expect(scoreOf(scoreInput({ environment: { exhaustion: sev(severity) } }))).toBe(score);
  });

  it('adds every term', () => {
    const input = scoreInput({
      turnCount: 8,
      efficiencyScore: 0.5,
      positiveFeedback: { count: 2, confidence: 0.8 },
      frustration: sev(1),
      repair: { count: 4, ratio: 0.5 },
      repetition: { count: 3, severity: 2, looping: true },
      execution: execution(1, 1),
      environment: { exhaustion: sev(1) },
    });
    // 50 + 16 + 5 − 10 − 15 − 16 − 10 − 8 − 5 − 3 = 4
    expect(scoreOf(input)).toBe(4);
  });

  it('clamps at 0', () => {
    const input = scoreInput({
      turnCount: 8,
      frustration: sev(2),
      repair: { count: 9, ratio: 0.9 },
      repetition: { count: 4, severity: 2, looping: true },
      execution: execution(3, 3),
      environment: { exhaustion: sev(3) },
    });
    expect(scoreOf(input)).toBe(0);
  });

  it('clamps at 100', () => {
    expect(scoreOf(scoreInput({ positiveFeedback: { count: 3, confidence: 0.95 }, efficiencyScore: 10 }))).toBe(100);
  });

  it('does not penalise a handoff', () => {
    expect(scoreOf(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }))).toBe(60);
  });
});

describe('severeOverride', () => {
  it('is undefined for a clean conversation', () => {
    expect(severeOverride(scoreInput())).toBeUndefined();
  });

  it('escalation requested', () => {
    expect(severeOverride(scoreInput({ escalation: { requested: true, count: 1, handoff: false } }))).toBe(
      'escalation',
    );
  });

  it('frustration severity 3, not 2', () => {
    expect(severeOverride(scoreInput({ frustration: sev(3) }))).toBe('frustration');
    expect(severeOverride(scoreInput({ frustration: sev(2) }))).toBeUndefined();
  });

  it('repetition severity 3, not 2', () => {
    expect(severeOverride(scoreInput({ repetition: { count: 5, severity: 3, looping: true } }))).toBe('repetition');
    expect(severeOverride(scoreInput({ repetition: { count: 4, severity: 2, looping: true } }))).toBeUndefined();
  });

  it('more than 12 turns, not 12', () => {
    expect(severeOverride(scoreInput({ turnCount: 13 }))).toBe('turns');
    expect(severeOverride(scoreInput({ turnCount: 12 }))).toBeUndefined();
  });

  it('a handoff is not an override', () => {
    expect(severeOverride(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }))).toBeUndefined();
  });
});

describe('judge', () => {
  it('a clean short conversation is 60, Good', () => {
    expect(judge(scoreInput())).toEqual({ quality: 'Good', qualityScore: 60, override: undefined });
  });

  it.each<[string, Partial<ScoreInput>]>([
    ['escalation', { escalation: { requested: true, count: 1, handoff: false } }],
    ['frustration', { frustration: sev(3) }],
    ['repetition', { repetition: { count: 5, severity: 3, looping: true } }],
    ['turns', { turnCount: 13 }],
  ])('a Severe override (%s) scores 0, however positive the rest', (override, patch) => {
    const verdict = judge(scoreInput({ positiveFeedback: { count: 3, confidence: 0.95 }, ...patch }));
    expect(verdict).toEqual({ quality: 'Severe', qualityScore: 0, override });
  });

  it('score exactly 75 is Excellent', () => {
    const v = judge(scoreInput({ positiveFeedback: { count: 2, confidence: 0.8 }, efficiencyScore: 0.9 }));
    expect(v.qualityScore).toBe(75);
    expect(v.quality).toBe('Excellent');
  });

  it('score 72 is Good', () => {
    expect(judge(scoreInput({ positiveFeedback: { count: 1, confidence: 0.6 } })).quality).toBe('Good');
  });

  it('score exactly 60 is Good', () => {
    expect(judge(scoreInput()).quality).toBe('Good');
  });

  it('score 55 is Neutral', () => {
    expect(judge(scoreInput({ efficiencyScore: 0.5 }))).toMatchObject({ quality: 'Neutral', qualityScore: 55 });
  });

  it('score exactly 40 is Neutral', () => {
    expect(judge(scoreInput({ frustration: sev(2) }))).toMatchObject({ quality: 'Neutral', qualityScore: 40 });
  });

  it('score 36 is Poor', () => {
    expect(judge(scoreInput({ execution: execution(3) }))).toMatchObject({ quality: 'Poor', qualityScore: 36 });
  });

  it('score exactly 25 is Poor', () => {
    const v = judge(scoreInput({ frustration: sev(2), repair: { count: 2, ratio: 0.5 } }));
    expect(v).toMatchObject({ quality: 'Poor', qualityScore: 25 });
  });

  it('score 24 is Severe without an override, and keeps its score', () => {
    const v = judge(scoreInput({ frustration: sev(2), repetition: { count: 3, severity: 2, looping: true } }));
    expect(v).toEqual({ quality: 'Severe', qualityScore: 24, override: undefined });
  });

  it('a float score just under an edge is not rounded up into the bucket', () => {
    // 50 + 10 × 0.7 + ... = 57 → Neutral
    expect(judge(scoreInput({ efficiencyScore: 0.7 })).quality).toBe('Neutral');
  });
});

describe('isFlagged', () => {
  it('does not flag a clean Good conversation', () => {
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
