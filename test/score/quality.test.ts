import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseProfile } from '../../src/profile/profile';
import { isFlagged, judge, qualityOf, scoreOfTerms, severeCause, type SevereCause } from '../../src/score/quality';
import { scoreTerms, type ScoreInput } from '../../src/score/terms';
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

/** The tests' profile (round weights, so each term's effect reads off directly), with a 100-character length baseline. */
const PROFILE = parseProfile({ ...TEST_PROFILE, baselines: { ...TEST_PROFILE.baselines, assistantChars: 100 } });
const NO_TEXT = { assistantChars: 0, assistantTexts: 0 };
const score = (input: ScoreInput, text = NO_TEXT) =>
  scoreOfTerms(scoreTerms(input, text, PROFILE.baselines), PROFILE.weights);
const verdict = (input: ScoreInput, baselineTurns = 5, text = NO_TEXT) => judge(input, text, PROFILE, baselineTurns);
const escalated = { requested: true, count: 1, handoff: false };

describe('scoreOfTerms', () => {
  it('a clean short conversation scores exactly 60, under any profile', () => {
    expect(score(scoreInput())).toBe(60);
    expect(scoreOfTerms(scoreTerms(scoreInput(), NO_TEXT, DEFAULT_PROFILE.baselines), DEFAULT_PROFILE.weights)).toBe(
      60,
    );
  });

  it('starts at 50 + 10 × efficiency with an efficiency weight of 10', () => {
    expect(score(scoreInput({ efficiencyScore: 0.5 }))).toBe(55);
    expect(score(scoreInput({ efficiencyScore: 0 }))).toBe(50);
    expect(score(scoreInput({ efficiencyScore: 1 / 1.3 }))).toBeCloseTo(50 + 10 / 1.3, 5);
  });

  it('adds positive feedback as a rate of the user turns, not a count', () => {
    const rate = (count: number, turnCount: number) =>
      score(scoreInput({ turnCount, positiveFeedback: { count, confidence: 0.6 } }));
    expect(rate(1, 2)).toBe(70); // + 20 × 1/2
    expect(rate(1, 10)).toBe(62); // the same thanks in a long conversation weighs less
    expect(rate(3, 3)).toBe(80); // bounded: every turn positive
  });

  it.each([
    [1, 10, 50], // a tenth of the turns: a third of the way to the full share (0.3)
    [2, 10, 40],
    [3, 10, 30], // exactly the full share
    [6, 10, 30], // bounded
    [1, 2, 30], // one frustrated turn in two is past the full share
  ] as const)(
    'frustration: %i indicators in %i user turns cost their share of the turns',
    (count, turnCount, expected) => {
      expect(score(scoreInput({ turnCount, frustration: countSeverity(count) }))).toBe(expected);
    },
  );

  it('frustration weighs less in a long conversation, and nothing without user turns', () => {
    expect(score(scoreInput({ turnCount: 30, frustration: sev(1) }))).toBeCloseTo(60 - 30 / 9, 6);
    expect(score(scoreInput({ turnCount: 30, frustration: sev(3, 9) }))).toBe(30); // 9 / 30: exactly the full share
    expect(score(scoreInput({ turnCount: 31, frustration: sev(3, 9) }))).toBeCloseTo(60 - (30 * 9) / 31 / 0.3, 6);
    expect(score(scoreInput({ turnCount: 0, frustration: sev(1) }))).toBe(60);
  });

  it('repair costs its ratio times the weight, bounded at ratio 1', () => {
    expect(score(scoreInput({ repair: { count: 1, ratio: 0.2 } }))).toBe(57);
    expect(score(scoreInput({ repair: { count: 2, ratio: 1 } }))).toBe(45);
    expect(score(scoreInput({ repair: { count: 9, ratio: 4.5 } }))).toBe(45);
  });

  it('repetition costs its share of the assistant messages, looping or not, bounded', () => {
    const repeats = (count: number, assistantTurns: number, looping = count > 2) =>
      score(scoreInput({ assistantTurns, repetition: { ...countSeverity(count), looping } }));
    expect(repeats(1, 10)).toBe(52); // 0.1 of the messages: a third of the weight
    expect(repeats(3, 10)).toBe(36); // 0.3: the full weight
    expect(repeats(3, 10, false)).toBe(36);
    expect(repeats(5, 5)).toBe(36);
    expect(repeats(1, 0)).toBe(60); // no assistant messages: nothing to share
  });

  it('an escalation costs its weight but is no override: two escalations differ by the rest', () => {
    expect(score(scoreInput({ escalation: escalated }))).toBe(40);
    expect(score(scoreInput({ escalation: escalated, turnCount: 10, frustration: sev(1) }))).toBe(30);
  });

  it('does not penalise a handoff', () => {
    expect(score(scoreInput({ escalation: { requested: false, count: 0, handoff: true } }))).toBe(60);
  });

  it.each([
    ['failure', execution(3), 36],
    ['loops', execution(0, 3), 45],
  ] as const)('execution %s severity 3 costs the full weight', (_name, exec, expected) => {
    expect(score(scoreInput({ execution: exec }))).toBe(expected);
  });

  it('exhaustion costs by severity', () => {
    expect(score(scoreInput({ environment: { exhaustion: sev(1) } }))).toBe(57);
  });

  it('an unfinished run costs its weight when the report says so', () => {
    const unfinished = { ...execution(0), unfinished: true } as ScoreInput['execution'];
    expect(score(scoreInput({ execution: unfinished }))).toBe(50);
  });

  it('charges effort only to tool-using conversations, log-scaled above the baselines and bounded', () => {
    const run = (scale: number) => scoreInput({ toolCalls: 5 * scale, assistantTurns: 10 * scale });
    const text = (scale: number) => ({ assistantChars: 100 * scale * 10 * scale, assistantTexts: 10 * scale });
    expect(score(run(1), text(1))).toBe(60); // at the baselines
    expect(score(run(0.5), text(0.5))).toBe(60); // below them
    expect(score(run(2), text(2))).toBeCloseTo(45, 6); // 2× each: half of ln 4
    expect(score(run(4), text(4))).toBeCloseTo(30, 6); // 4×: the full weight
    expect(score(run(40), text(40))).toBeCloseTo(30, 6); // bounded
    // Steps and message length each carry half: long messages alone, at 4× the baseline, cost half.
    expect(score(run(1), { assistantChars: 400 * 10, assistantTexts: 10 })).toBeCloseTo(45, 6);
    // Steps are assistant turns or tool calls, whichever is further over: never both counted.
    const steps = (turns: number, tools: number) => scoreInput({ assistantTurns: turns, toolCalls: tools });
    expect(score(steps(40, 5), text(1))).toBeCloseTo(45, 6); // 4× the turns
    expect(score(steps(10, 20), text(1))).toBeCloseTo(45, 6); // 4× the tool calls
    expect(score(steps(40, 20), text(1))).toBeCloseTo(45, 6); // both: still half
    expect(score(steps(20, 20), text(1))).toBeCloseTo(45, 6); // the larger excess (tools 4×, turns 2×)
    // 2× the turns and 2× the length: a quarter each, half in all.
    expect(score(steps(20, 5), { assistantChars: 200 * 10, assistantTexts: 10 })).toBeCloseTo(45, 6);
    expect(score(steps(20, 5), text(1))).toBeCloseTo(52.5, 6); // 2× the turns alone: a quarter
    // A chat without tools pays for its length only through efficiency.
    expect(score(scoreInput({ assistantTurns: 400 }), { assistantChars: 1e6, assistantTexts: 400 })).toBe(60);
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
    const best = scoreInput({ positiveFeedback: { count: 2, confidence: 0.8 } });
    expect(scoreOfTerms(scoreTerms(best, NO_TEXT, generous.baselines), generous.weights)).toBe(100);
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
  it('a clean short conversation is 60, Good', () => {
    expect(verdict(scoreInput())).toEqual({ quality: 'Good', qualityScore: 60, cause: undefined });
  });

  it.each<[SevereCause, Partial<ScoreInput>]>([
    ['escalation', { escalation: escalated }],
    ['frustration', { frustration: sev(3) }],
    ['repetition', { repetition: { count: 5, severity: 3, looping: true } }],
    ['turns', { turnCount: 13 }],
  ])('a critical condition (%s) forces Severe but keeps the continuous score', (cause, patch) => {
    const plain = verdict(scoreInput(patch));
    const happier = verdict(scoreInput({ positiveFeedback: { count: 2, confidence: 0.8 }, ...patch }));
    expect(plain).toMatchObject({ quality: 'Severe', cause });
    expect(happier).toMatchObject({ quality: 'Severe', cause });
    expect(happier.qualityScore).toBeGreaterThan(plain.qualityScore);
  });

  it('is the bucket of the score otherwise, edges included', () => {
    expect(verdict(scoreInput({ positiveFeedback: { count: 3, confidence: 0.95 }, turnCount: 4 }))).toMatchObject({
      quality: 'Excellent',
      qualityScore: 75,
    });
    const frustrated = { turnCount: 10, frustration: sev(1, 2) };
    expect(verdict(scoreInput(frustrated))).toMatchObject({ quality: 'Neutral', qualityScore: 40 });
    expect(verdict(scoreInput({ execution: execution(3) }))).toMatchObject({ quality: 'Poor', qualityScore: 36 });
    const severe = verdict(scoreInput({ ...frustrated, execution: execution(2) }));
    expect(severe).toEqual({ quality: 'Severe', qualityScore: 24, cause: undefined });
  });

  it('a float score just under an edge stays in the lower bucket', () => {
    expect(verdict(scoreInput({ efficiencyScore: 0.999 })).quality).toBe('Neutral');
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
