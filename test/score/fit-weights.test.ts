import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/profile/profile';
import {
  featureOf,
  fitWeights,
  MIN_FIRINGS,
  MIN_LABELLED,
  MIN_PER_OUTCOME,
  tooFewLabels,
} from '../../src/score/fit-weights';
import type { ScoreTerms } from '../../src/score/terms';

const CLEAN: ScoreTerms = {
  efficiency: 1,
  positiveFeedback: 0,
  frustration: 0,
  repair: 0,
  repetition: 0,
  escalation: 0,
  failure: 0,
  loops: 0,
  exhaustion: 0,
  unfinished: 0,
  effort: 0,
  engagement: 0,
};

/** 40 conversations: half with failures (three quarters of them bad), half clean (a quarter bad). */
function data(patchBad: Partial<ScoreTerms> = {}, patchAll: (i: number) => Partial<ScoreTerms> = () => ({})) {
  const terms: ScoreTerms[] = [];
  const good: boolean[] = [];
  for (let i = 0; i < 40; i++) {
    const failing = i < 20;
    terms.push({ ...CLEAN, ...(failing ? { failure: 2 / 3, ...patchBad } : {}), ...patchAll(i) });
    good.push(failing ? i % 4 === 0 : i % 4 !== 0);
  }
  return { terms, good };
}

describe('fitWeights', () => {
  const prior = DEFAULT_PROFILE.weights;

  it('gives a term that goes with bad outcomes a positive penalty and leaves the others at their prior', () => {
    const { terms, good } = data();
    const fitted = fitWeights(terms, good, { fit: ['failure'], prior });
    expect(fitted.weights.failure).toBeGreaterThan(10);
    expect(fitted.weights.frustration).toBe(prior.frustration);
    expect(fitted.kept).toEqual([]);
  });

  it('never turns a signal against its meaning: thanks in the bad runs give no negative bonus', () => {
    const { terms, good } = data({ positiveFeedback: 1 });
    const fitted = fitWeights(terms, good, { fit: ['failure', 'positiveFeedback'], prior });
    expect(fitted.weights.positiveFeedback).toBe(0);
  });

  it('holds the cap and the floor, and names the weights that end at their cap', () => {
    const { terms, good } = data();
    const capped = fitWeights(terms, good, { fit: ['failure'], prior, cap: 5 });
    expect(capped.weights.failure).toBe(5);
    expect(capped.atCap).toEqual(['failure']);
    expect(fitWeights(terms, good, { fit: ['failure'], prior, cap: 60 }).atCap).toEqual([]);
    // Loops fire everywhere and say nothing: the floor keeps a small penalty.
    const noise = data({}, (i) => ({ loops: i % 2 }));
    const fitted = fitWeights(noise.terms, noise.good, { fit: ['failure', 'loops'], prior, floor: 2 });
    expect(fitted.weights.loops).toBe(2);
  });

  it(`keeps the prior of a term firing in fewer than ${MIN_FIRINGS} conversations`, () => {
    const { terms, good } = data({}, (i) => (i < MIN_FIRINGS - 1 ? { exhaustion: 1 } : {}));
    const fitted = fitWeights(terms, good, { fit: ['failure', 'exhaustion'], prior });
    expect(fitted.weights.exhaustion).toBe(prior.exhaustion);
    expect(fitted.kept).toEqual(['exhaustion']);
  });

  it('enters efficiency as its loss and penalties negated', () => {
    expect(featureOf('efficiency', { ...CLEAN, efficiency: 0.25 })).toBe(-0.75);
    expect(featureOf('positiveFeedback', { ...CLEAN, positiveFeedback: 0.5 })).toBe(0.5);
    expect(featureOf('failure', { ...CLEAN, failure: 1 / 3 })).toBe(-1 / 3);
  });
});

describe('tooFewLabels', () => {
  const outcomes = (good: number, bad: number) => [
    ...Array<boolean>(good).fill(true),
    ...Array<boolean>(bad).fill(false),
  ];

  it(`asks for ${MIN_LABELLED} labelled conversations and ${MIN_PER_OUTCOME} of each outcome, boundaries included`, () => {
    expect(tooFewLabels(outcomes(MIN_LABELLED - MIN_PER_OUTCOME, MIN_PER_OUTCOME))).toBeUndefined();
    expect(tooFewLabels(outcomes(MIN_PER_OUTCOME, MIN_LABELLED - MIN_PER_OUTCOME))).toBeUndefined();
    expect(tooFewLabels(outcomes(MIN_LABELLED - MIN_PER_OUTCOME - 1, MIN_PER_OUTCOME))).toMatch(
      /^199 labelled conversations \(169 good, 30 bad\); fitting weights needs at least 200, with 30 of each outcome$/,
    );
    expect(tooFewLabels(outcomes(MIN_LABELLED, MIN_PER_OUTCOME - 1))).toMatch(/\(200 good, 29 bad\)/);
    expect(tooFewLabels(outcomes(MIN_PER_OUTCOME - 1, MIN_LABELLED))).toMatch(/\(29 good, 200 bad\)/);
    expect(tooFewLabels([])).toMatch(/^0 labelled/);
  });
});
