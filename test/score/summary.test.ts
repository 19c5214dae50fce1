import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/profile/profile';
import { judge, qualityOf } from '../../src/score/quality';
import { shownScore, summarize } from '../../src/score/summary';
import type { Signal, SignalReport } from '../../src/types';
import { scoreInput } from '../helpers';

const NO_TEXT = { assistantChars: 0, assistantTexts: 0 };

function report(
  patch: Parameters<typeof scoreInput>[0] = {},
  flagged = false,
  baselineTurns = 5,
): Omit<SignalReport, 'summary'> {
  const base = scoreInput(patch);
  const verdict = judge(base, NO_TEXT, DEFAULT_PROFILE, baselineTurns);
  return {
    quality: verdict.quality,
    qualityScore: verdict.qualityScore,
    flagged,
    language: 'eng',
    signals: [],
    ...base,
  };
}

describe('summarize', () => {
  it('says there are no signals in a clean conversation', () => {
    expect(summarize(report(), { cause: undefined, moved: [] }, 5)).toBe('Good (72/100): no signals in 2 user turns.');
  });

  it('names what moved the score first: shortness, and more work than usual', () => {
    const r = report();
    const verdict = judge(r, NO_TEXT, DEFAULT_PROFILE, 5);
    expect(summarize(r, { ...verdict, work: -3 }, 5)).toBe('Good (72/100): shorter than usual for this deployment.');
    const long = report({ frustration: { count: 1, severity: 1 } }, true);
    expect(summarize(long, { cause: undefined, moved: [{ term: 'effort', points: -20 }], work: 2.2 }, 5)).toBe(
      `${long.quality} (${Math.floor(long.qualityScore)}/100), flagged: 4.6× the usual work for this deployment; 1 frustration indicator.`,
    );
  });

  it('names the condition that forced Severe, first', () => {
    const r = report({ escalation: { requested: true, count: 1, handoff: false } }, true);
    const text = summarize(r, { cause: 'escalation', moved: [] }, 5);
    expect(text).toMatch(/^Severe \(\d+\/100\), flagged: Severe because the user asked to escalate/);
    expect(text).not.toContain('escalation request'); // not listed twice
  });

  it('says the user gave up when giving up is the only escalation, and asked to escalate otherwise', () => {
    const signal = (type: string, messageIndex: number) => ({ type, messageIndex, confidence: 0.9 }) as never;
    const escalation = { requested: true, count: 1, handoff: false };
    const quit = { ...report({ escalation }, true), signals: [signal('interaction.escalation.quit', 2)] };
    expect(summarize(quit, { cause: 'escalation', moved: [] }, 5)).toContain(': Severe because the user gave up');
    const both = {
      ...report({ escalation: { ...escalation, count: 2 } }, true),
      signals: [signal('interaction.escalation.quit', 2), signal('interaction.escalation.human', 4)],
    };
    expect(summarize(both, { cause: 'escalation', moved: [] }, 5)).toContain(
      ': Severe because the user asked to escalate',
    );
  });

  it('states the excessive-turn threshold that applied (baseline + 7)', () => {
    expect(summarize(report({ turnCount: 13 }, true), { cause: 'turns', moved: [] }, 5)).toContain(
      'more than 12 user turns',
    );
    expect(summarize(report({ turnCount: 11 }, true, 3), { cause: 'turns', moved: [] }, 3)).toContain(
      'more than 10 user turns',
    );
  });

  it('lists findings with singular and plural counts', () => {
    const text = summarize(
      report({ frustration: { count: 1, severity: 1 }, repair: { count: 2, ratio: 1 } }, true),
      { cause: undefined, moved: [] },
      5,
    );
    expect(text).toContain('1 frustration indicator');
    expect(text).not.toContain('1 frustration indicators');
    expect(text).toContain('2 repairs in 2 turns');
  });

  it('mentions a handoff and an unfinished run', () => {
    expect(
      summarize(
        report({ escalation: { requested: false, count: 0, handoff: true } }),
        { cause: undefined, moved: [] },
        5,
      ),
    ).toContain('handed off');
    const execution = { failure: { count: 0, severity: 0 }, loops: { count: 0, severity: 0 }, unfinished: true };
    expect(summarize(report({ execution } as never), { cause: undefined, moved: [] }, 5)).toContain('ended unfinished');
  });

  it('never shows a score that rounds across a bucket edge', () => {
    const r = { ...report(), qualityScore: 59.57, quality: qualityOf(59.57) };
    expect(summarize(r, { cause: undefined, moved: [] }, 5)).toMatch(/^Neutral \(59\/100\)/);
    for (const score of [24.6, 39.5, 59.999, 74.9, 75, 60, 0, 100])
      expect(qualityOf(shownScore(score))).toBe(qualityOf(score));
  });

  describe('the learned vocabulary', () => {
    const phrase = (messageIndex: number, words: string): Signal => ({
      type: 'learned.phrase',
      messageIndex,
      confidence: 0.5,
      metadata: { phrase: words, points: -2, learned: true },
    });
    const failed = {
      ...report({ execution: { failure: { count: 2, severity: 2 }, loops: { count: 0, severity: 0 } } } as never),
      signals: [phrase(1, 'not found'), phrase(3, 'order')],
    };
    const failure = { term: 'failure' as const, points: -8 };

    it('names the phrases that lowered the score, by the points it moved, among the terms', () => {
      expect(summarize(failed, { cause: undefined, moved: [failure], learned: -12.4 }, 5)).toContain(
        ': learned phrases “not found”, “order” (−12 points); 2 tool failures.',
      );
      expect(summarize(failed, { cause: undefined, moved: [failure], learned: -3 }, 5)).toContain(
        ': 2 tool failures; learned phrases “not found”, “order” (−3 points).',
      );
      const one = { ...failed, signals: [phrase(1, 'not found')] };
      expect(summarize(one, { cause: undefined, moved: [failure], learned: -8 }, 5)).toContain(
        ': 2 tool failures; learned phrase “not found” (−8 points).',
      );
    });

    it('says what it added when it raised the score, or lowered it without a phrase to show', () => {
      expect(summarize(report(), { cause: undefined, moved: [], learned: 6.6 }, 5)).toBe(
        'Good (72/100): the learned vocabulary (+7 points).',
      );
      expect(summarize(report(), { cause: undefined, moved: [], learned: -2 }, 5)).toContain(
        ': the learned vocabulary (−2 points).',
      );
    });

    it('comes after a Severe cause, and is left out below one point', () => {
      const severe = report({ escalation: { requested: true, count: 1, handoff: false } }, true);
      expect(
        summarize({ ...severe, signals: [phrase(0, 'agent')] }, { cause: 'escalation', moved: [], learned: -4 }, 5),
      ).toContain(': Severe because the user asked to escalate; learned phrase “agent” (−4 points).');
      expect(summarize(failed, { cause: undefined, moved: [], learned: -0.99 }, 5)).not.toContain('learned');
      expect(summarize(failed, { cause: undefined, moved: [], learned: 1 }, 5)).toContain('(+1 point)');
    });
  });
});
