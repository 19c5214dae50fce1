import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ATTR, FLAG_MARKER } from '../../src/otel/attributes';
import { capSnippet, flaggedName, reportAttributes, signalEvents } from '../../src/otel/report-attributes';
import type { SignalReport } from '../../src/types';

const base = analyze([
  { role: 'user', content: 'What is the capital of France?' },
  { role: 'assistant', content: 'Paris.' },
]);

function report(patch: Partial<SignalReport>): SignalReport {
  return { ...base, ...patch };
}

describe('reportAttributes', () => {
  it('always writes the core attributes with their types', () => {
    const a = reportAttributes(base);
    expect(Object.keys(a).sort()).toEqual(
      [
        ATTR.QUALITY,
        ATTR.QUALITY_SCORE,
        ATTR.FLAGGED,
        ATTR.TURN_COUNT,
        ATTR.EFFICIENCY_SCORE,
        ATTR.FRUSTRATION_COUNT,
        ATTR.FRUSTRATION_SEVERITY,
        ATTR.REPETITION_COUNT,
        ATTR.POSITIVE_FEEDBACK_COUNT,
        ...(base.language === 'und' ? [] : [ATTR.LANGUAGE]),
      ].sort(),
    );
    expect(typeof a[ATTR.QUALITY]).toBe('string');
    expect(typeof a[ATTR.FLAGGED]).toBe('boolean');
    expect(Number.isInteger(a[ATTR.TURN_COUNT])).toBe(true);
  });

  it('writes the conditional attributes only when present', () => {
    const a = reportAttributes(
      report({
        repair: { count: 2, ratio: 0.5 },
        escalation: { requested: true, count: 1, handoff: true },
        execution: { failure: { count: 3, severity: 2 }, loops: { count: 1, severity: 1 }, unfinished: false },
        environment: { exhaustion: { count: 5, severity: 3 } },
        language: 'deu',
      }),
    );
    expect(a).toMatchObject({
      [ATTR.REPAIR_COUNT]: 2,
      [ATTR.REPAIR_RATIO]: 0.5,
      [ATTR.ESCALATION_REQUESTED]: true,
      [ATTR.ESCALATION_HANDOFF]: true,
      [ATTR.EXECUTION_FAILURE_COUNT]: 3,
      [ATTR.EXECUTION_FAILURE_SEVERITY]: 2,
      [ATTR.EXECUTION_LOOPS_COUNT]: 1,
      [ATTR.EXECUTION_LOOPS_SEVERITY]: 1,
      [ATTR.ENVIRONMENT_EXHAUSTION_COUNT]: 5,
      [ATTR.ENVIRONMENT_EXHAUSTION_SEVERITY]: 3,
      [ATTR.LANGUAGE]: 'deu',
    });
    const none = reportAttributes(
      report({ language: 'und', escalation: { requested: false, count: 0, handoff: false } }),
    );
    expect(none[ATTR.LANGUAGE]).toBeUndefined();
    expect(none[ATTR.ESCALATION_REQUESTED]).toBeUndefined();
    expect(none[ATTR.ESCALATION_HANDOFF]).toBeUndefined();
  });
});

describe('signalEvents', () => {
  it('names one event per signal and caps snippets', () => {
    const r = report({
      signals: [
        { type: 'interaction.frustration.all_caps', messageIndex: 4, confidence: 0.9, snippet: 'x'.repeat(300) },
        { type: 'execution.handoff', messageIndex: 5, confidence: 1 },
      ],
    });
    const events = signalEvents(r, true);
    expect(events.map((e) => e.name)).toEqual(['signal.interaction.frustration.all_caps', 'signal.execution.handoff']);
    expect(events[0]?.attributes).toEqual({
      'signal.type': 'interaction.frustration.all_caps',
      'signal.message_index': 4,
      'signal.confidence': 0.9,
      'signal.snippet': 'x'.repeat(200),
    });
    expect(events[1]?.attributes['signal.snippet']).toBeUndefined();
    expect(signalEvents(r, false)[0]?.attributes['signal.snippet']).toBeUndefined();
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(199)}🚩tail`;
    expect(capSnippet(text)).toBe('a'.repeat(199));
    expect(capSnippet('short')).toBe('short');
  });
});

describe('flaggedName', () => {
  it('appends the marker once', () => {
    expect(flaggedName('chat', FLAG_MARKER)).toBe(`chat${FLAG_MARKER}`);
    expect(flaggedName(`chat${FLAG_MARKER}`, FLAG_MARKER)).toBeUndefined();
    expect(flaggedName('chat', '')).toBeUndefined();
  });
});
