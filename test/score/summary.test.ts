import { describe, expect, it } from 'vitest';
import { judge } from '../../src/score/quality';
import { summarize } from '../../src/score/summary';
import type { SignalReport } from '../../src/types';
import { scoreInput } from '../helpers';

function report(patch: Parameters<typeof scoreInput>[0] = {}, flagged = false): Omit<SignalReport, 'summary'> {
  const base = scoreInput(patch);
  const verdict = judge(base);
  return {
    quality: verdict.quality,
    qualityScore: verdict.qualityScore,
    flagged,
    language: 'eng',
    assistantTurns: 1,
    toolCalls: 0,
    signals: [],
    ...base,
  };
}

describe('summarize', () => {
  it('says there are no signals in a clean conversation', () => {
    expect(summarize(report(), undefined)).toBe('Good (60/100): no signals in 2 user turns.');
  });

  it('names the override that forced Severe', () => {
    const r = report({ escalation: { requested: true, count: 1, handoff: false } }, true);
    const text = summarize(r, 'escalation');
    expect(text.startsWith('Severe (0/100), flagged')).toBe(true);
    expect(text).toContain('escalate');
  });

  it('lists findings with singular and plural counts', () => {
    const text = summarize(
      report({ frustration: { count: 1, severity: 1 }, repair: { count: 2, ratio: 1 } }, true),
      undefined,
    );
    expect(text).toContain('1 frustration indicator');
    expect(text).not.toContain('1 frustration indicators');
    expect(text).toContain('2 repairs in 2 turns');
  });

  it('mentions a handoff', () => {
    expect(summarize(report({ escalation: { requested: false, count: 0, handoff: true } }), undefined)).toContain(
      'handed off',
    );
  });
});
