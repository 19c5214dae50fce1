import { describe, expect, it } from 'vitest';
import { withLearnedEvidence, withVocabulary } from '../../src/score/learned';
import type { QualityVerdict } from '../../src/score/quality';
import type { Signal } from '../../src/types';

/** A detector's signal, told apart by its `name`. */
const signal = (name: string, messageIndex: number): Signal => ({
  type: 'interaction.frustration.all_caps',
  messageIndex,
  confidence: 1,
  metadata: { name },
});
const learned = (messageIndex: number): Signal => ({
  type: 'learned.phrase',
  messageIndex,
  confidence: 0.1,
  metadata: { phrase: `p${messageIndex}`, points: -1, learned: true },
});

/** The definition: concatenated, then a stable sort by message (the detectors' signals first at a tie). */
function sorted(signals: Signal[], evidence: Signal[]): Signal[] {
  return [...signals, ...evidence].sort((a, b) => a.messageIndex - b.messageIndex);
}

describe('withLearnedEvidence', () => {
  it('merges the evidence in message order, after the detectors’ signals of the same message', () => {
    const signals = [signal('a', 0), signal('b', 2), signal('c', 2), signal('d', 5)];
    const evidence = [learned(0), learned(2), learned(3), learned(7)];
    const merged = withLearnedEvidence(signals, { points: -3, evidence });
    expect(merged.map((s) => `${String(s.metadata?.name ?? s.metadata?.phrase)}@${s.messageIndex}`)).toEqual([
      'a@0',
      'p0@0',
      'b@2',
      'c@2',
      'p2@2',
      'p3@3',
      'd@5',
      'p7@7',
    ]);
    expect(merged).toEqual(sorted(signals, evidence));
  });

  it('agrees with a stable sort at the edges: no signals, evidence before or after all of them', () => {
    for (const [signals, evidence] of [
      [[], [learned(1), learned(4)]],
      [[signal('a', 3)], [learned(0), learned(1)]],
      [
        [signal('a', 0), signal('b', 1)],
        [learned(1), learned(9)],
      ],
    ] as const)
      expect(withLearnedEvidence([...signals], { points: -1, evidence: [...evidence] })).toEqual(
        sorted([...signals], [...evidence]),
      );
  });

  it('sorts lists that are not in message order, as before', () => {
    const signals = [signal('a', 4), signal('b', 1)];
    const evidence = [learned(3), learned(0)];
    expect(withLearnedEvidence(signals, { points: -1, evidence })).toEqual(sorted(signals, evidence));
  });

  it('returns the signals themselves without evidence', () => {
    const signals = [signal('a', 0)];
    expect(withLearnedEvidence(signals, undefined)).toBe(signals);
    expect(withLearnedEvidence(signals, { points: 2, evidence: [] })).toBe(signals);
  });
});

describe('withVocabulary', () => {
  const verdict: QualityVerdict = { quality: 'Good', qualityScore: 70, cause: undefined, moved: [], work: 1 };

  it('adds the points, rebuckets the verdict and says what moved it, the other fields kept', () => {
    expect(withVocabulary(verdict, { points: -12.5, evidence: [] })).toEqual({
      ...verdict,
      quality: 'Neutral',
      qualityScore: 57.5,
      learned: -12.5,
    });
    expect(Object.keys(withVocabulary(verdict, { points: -12.5, evidence: [] }))).toEqual([
      'quality',
      'qualityScore',
      'cause',
      'moved',
      'work',
      'learned',
    ]);
  });

  it('has no `learned` when the score could not move (clamped at 100), and is the verdict itself for no points', () => {
    const top = { ...verdict, qualityScore: 100, quality: 'Excellent' as const };
    const moved = withVocabulary(top, { points: 5, evidence: [] });
    expect(moved).toEqual(top);
    expect('learned' in moved).toBe(false);
    expect(withVocabulary(verdict, { points: 0, evidence: [] })).toBe(verdict);
    expect(withVocabulary(verdict, undefined)).toBe(verdict);
  });
});
