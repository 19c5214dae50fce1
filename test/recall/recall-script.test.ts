import { describe, expect, it } from 'vitest';
import { familyOf, firedByIndex, parseLabels, scoreLabels, type Family } from '../../scripts/recall';
import type { Signal } from '../../src/types';

const signal = (type: string, messageIndex: number) => ({ type, messageIndex, confidence: 1 }) as Signal;

describe('recall script', () => {
  it('maps signal types to the reviewer families', () => {
    expect(familyOf('interaction.misalignment.rephrase')).toBe('repair');
    expect(familyOf('interaction.frustration.profanity')).toBe('frustration');
    expect(familyOf('execution.failure.bad_query')).toBe('tool_failure');
    expect(familyOf('environment.exhaustion.timeout')).toBe('tool_failure');
    expect(familyOf('execution.loops.retry')).toBeUndefined();
    expect(familyOf('execution.unfinished')).toBeUndefined();
  });

  it('groups the families fired per message index', () => {
    const fired = firedByIndex([signal('execution.handoff', 3), signal('interaction.escalation.human', 2)]);
    expect(fired.get(3)).toBeUndefined();
    expect([...fired.get(2)!]).toEqual(['escalation']);
  });

  it('drops notes and duplicates, skips broken lines', () => {
    const text = [
      '{"id":"a:1","index":2,"role":"user","labels":["repair"],"note":"secret words"}',
      '{"id":"a:1","index":2,"role":"user","labels":["none"]}',
      'not json',
      '{"id":"a:1","labels":["none"]}',
      '',
    ].join('\n');
    expect(parseLabels(text)).toEqual([{ id: 'a:1', index: 2, role: 'user', labels: ['repair'] }]);
  });

  it('counts hits, misses and wrong firings per family on the roles it is labelled on', () => {
    const labels = parseLabels(
      [
        '{"id":"c","index":1,"role":"user","labels":["repair","frustration"]}',
        '{"id":"c","index":3,"role":"user","labels":["none"]}',
        '{"id":"c","index":4,"role":"tool","labels":["tool_failure"]}',
        '{"id":"c","index":5,"role":"assistant","labels":["none"]}',
      ].join('\n'),
    );
    const fired: Record<number, Family[]> = { 1: ['repair'], 3: ['positive_feedback'], 5: ['repetition', 'repair'] };
    const scores = scoreLabels(labels, (l) => new Set(fired[l.index] ?? []));
    expect(scores.repair).toMatchObject({ tp: 1, fn: 0, fp: 0 });
    expect(scores.frustration).toMatchObject({ tp: 0, fn: 1, fp: 0, missed: ['c#1'] });
    expect(scores.positive_feedback).toMatchObject({ tp: 0, fn: 0, fp: 1, wrong: ['c#3'] });
    expect(scores.tool_failure).toMatchObject({ tp: 0, fn: 1, fp: 0 });
    expect(scores.repetition).toMatchObject({ tp: 0, fn: 0, fp: 1 });
  });
});
