import { describe, expect, it } from 'vitest';
import type { ConversationCounts } from '../../src/messages/counts';
import { buildReport } from '../../src/score/report';
import type { Signal, SignalType } from '../../src/types';
import { contextOf } from '../helpers';

const ctx = contextOf();

function counts(turnCount: number): ConversationCounts {
  const userTurnIndices = Array.from({ length: turnCount }, (_, i) => 2 * i);
  return {
    total: 2 * turnCount,
    windowStart: 0,
    turnCount,
    userTurnIndices,
    assistantTurns: turnCount,
    toolCallCount: 0,
    assistantChars: 0,
    assistantTexts: 0,
  };
}

/** The whole-conversation parts: `trailing` signals (tool families) and `leading` ones (turns). */
function finished(
  trailing: Signal[],
  leading: Signal[] = [],
): { leadingSignals: Signal[]; trailingSignals: Signal[]; planSteps: number } {
  return { leadingSignals: leading, trailingSignals: trailing, planSteps: 0 };
}

const signal = (type: SignalType, messageIndex: number): Signal => ({ type, messageIndex, confidence: 1 });

describe('buildReport', () => {
  it('orders signals by message; on equal indices: turn signals, then message signals, then tool signals', () => {
    // 8 user turns: the concerning-turns signal lands on the 8th user turn, index 14.
    const report = buildReport(
      {
        language: 'eng',
        counts: counts(8),
        messageSignals: [
          signal('interaction.frustration.complaint', 3),
          signal('interaction.frustration.all_caps', 14),
        ],
        ...finished(
          [signal('execution.failure.invalid_args', 1), signal('execution.failure.bad_query', 14)],
          [signal('interaction.turns.concerning', 14)],
        ),
      },
      ctx,
    );
    expect(report.signals.map((s) => `${s.messageIndex} ${s.type}`)).toEqual([
      '1 execution.failure.invalid_args',
      '3 interaction.frustration.complaint',
      '14 interaction.turns.concerning',
      '14 interaction.frustration.all_caps',
      '14 execution.failure.bad_query',
    ]);
    expect(report.execution.failure).toEqual({ count: 2, severity: 1 });
    expect(report.execution.loops).toEqual({ count: 0, severity: 0 });
  });

  it('sorts (stably) signal lists that are not in message order', () => {
    const report = buildReport(
      {
        language: 'eng',
        counts: counts(1),
        messageSignals: [
          signal('interaction.frustration.complaint', 5),
          signal('interaction.frustration.all_caps', 2),
          signal('interaction.frustration.confusion', 5),
        ],
        ...finished([]),
      },
      ctx,
    );
    expect(report.signals.map((s) => s.type)).toEqual([
      'interaction.frustration.all_caps',
      'interaction.frustration.complaint',
      'interaction.frustration.confusion',
    ]);
  });

  it('writes the fields in report order (the JSON key order), skippedDetectors after language when present', () => {
    const parts = { language: 'xyz', counts: counts(1), messageSignals: [], ...finished([]) };
    const order = [
      'quality',
      'qualityScore',
      'flagged',
      'language',
      'turnCount',
      'assistantTurns',
      'toolCalls',
      'efficiencyScore',
      'repair',
      'frustration',
      'repetition',
      'positiveFeedback',
      'escalation',
      'execution',
      'environment',
      'signals',
      'summary',
    ];
    expect(Object.keys(buildReport(parts, ctx))).toEqual(order);
    const skipped = buildReport(parts, { ...ctx, lexicon: undefined });
    expect(Object.keys(skipped)).toEqual([...order.slice(0, 4), 'skippedDetectors', ...order.slice(4)]);
  });

  it('counts per-message signals by family', () => {
    const report = buildReport(
      {
        language: 'eng',
        counts: counts(4),
        messageSignals: [
          signal('interaction.misalignment.correction', 0),
          signal('interaction.repetition.exact', 1),
          signal('interaction.repetition.near_duplicate', 3),
          signal('interaction.repetition.exact', 5),
          signal('interaction.positive_feedback.gratitude', 6),
          signal('interaction.escalation.quit', 6),
          signal('execution.handoff', 7),
        ],
        ...finished([]),
      },
      ctx,
    );
    expect(report.repair).toEqual({ count: 1, ratio: 0.25 });
    expect(report.repetition).toEqual({ count: 3, severity: 2, looping: true });
    expect(report.positiveFeedback).toEqual({ count: 1, confidence: 0.6 });
    expect(report.escalation).toEqual({ requested: true, count: 1, handoff: true });
    expect(report.frustration).toEqual({ count: 0, severity: 0 });
  });
});
