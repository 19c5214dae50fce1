import { describe, expect, it } from 'vitest';
import { compareWorst, type Scored } from '../../../src/cli/select/scored';
import type { Quality, SignalReport, SignalType } from '../../../src/types';

function item(
  seq: number,
  qualityScore: number,
  negative: number,
  quality: Quality = 'Neutral',
  flagged = false,
): Scored {
  const signals = Array.from({ length: negative }, (_, i) => ({
    type: 'interaction.frustration.complaint' as SignalType,
    messageIndex: i,
    confidence: 1,
  }));
  // Positive feedback is not evidence against a conversation.
  signals.push({ type: 'interaction.positive_feedback.gratitude' as SignalType, messageIndex: 9, confidence: 1 });
  const report = { qualityScore, quality, flagged, signals } as unknown as SignalReport;
  return { seq, id: `c${seq}`, source: 'x', report, messages: [] };
}

const order = (items: Scored[]) => [...items].sort(compareWorst).map((i) => i.seq);

describe('compareWorst', () => {
  it('ranks by qualityScore, lowest first, whatever the bucket', () => {
    expect(order([item(0, 55, 0, 'Severe', true), item(1, 30, 0, 'Poor'), item(2, 70, 5)])).toEqual([1, 0, 2]);
  });

  it('breaks ties by evidence: more negative signals first, then the worse bucket, then flagged', () => {
    expect(order([item(0, 50, 1), item(1, 50, 3), item(2, 50, 2)])).toEqual([1, 2, 0]);
    expect(order([item(0, 50, 1, 'Neutral'), item(1, 50, 1, 'Severe')])).toEqual([1, 0]);
    expect(order([item(0, 50, 1, 'Neutral', false), item(1, 50, 1, 'Neutral', true)])).toEqual([1, 0]);
  });

  it('keeps input order for equal items', () => {
    expect(order([item(0, 50, 1), item(1, 50, 1), item(2, 50, 1)])).toEqual([0, 1, 2]);
  });
});
