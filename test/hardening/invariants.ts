/**
 * The invariants every `SignalReport` obeys, whatever the input: written from the documented
 * rules (docs/signals.md, docs/tool-signals.md, docs/scoring.md) independently of `src/score`, so a scorer bug cannot hide behind itself.
 */
import { expect } from 'vitest';
import { DEFAULT_PROFILE } from '../../src/profile/profile';
import { roleNamed } from '../../src/messages/roles';
import { BASE_SCORE } from '../../src/score/quality';
import { EFFORT_BONUS, EFFORT_MAX } from '../../src/score/terms';
import { SIGNAL_TYPES, type SignalReport, type SignalType } from '../../src/types';

const KNOWN_TYPES: ReadonlySet<string> = new Set(SIGNAL_TYPES);
const QUALITIES = ['Excellent', 'Good', 'Neutral', 'Poor', 'Severe'] as const;
/** Snippets are capped at 200 characters. */
export const SNIPPET_CAP = 200;

/** Severity buckets: 0 (none), 1 (1–2), 2 (3–4), 3 (5+). */
export function bucket(count: number): number {
  return count === 0 ? 0 : count <= 2 ? 1 : count <= 4 ? 2 : 3;
}

/** The roles a detector reads, by signal type prefix: where `messageIndex` may point. */
export function rolesFor(type: SignalType): readonly string[] {
  if (type.startsWith('interaction.repetition.')) return ['assistant'];
  if (type.startsWith('interaction.')) return ['user']; // repair, frustration, feedback, escalation, turns
  if (type === 'execution.handoff' || type.startsWith('execution.loops.')) return ['assistant'];
  // A failure or exhaustion is read from a tool result; a plan invalid as written points at its call.
  return ['tool', 'assistant'];
}

/** Number of signals whose type starts with `prefix`. */
function familyCount(report: SignalReport, prefix: string): number {
  return report.signals.filter((s) => s.type.startsWith(prefix)).length;
}

/** The role of the message at `index`, as the library reads it (`human` is a user, `ai` an assistant). */
function roleAt(input: readonly unknown[], index: number): unknown {
  const m = input[index];
  const role = m !== null && typeof m === 'object' ? (m as { role?: unknown }).role : undefined;
  return typeof role === 'string' ? (roleNamed(role) ?? role) : role;
}

/**
 * The score under the default profile (docs/scoring.md), computed from the report's own fields, before the
 * Severe band and leaving out the effort term (it reads message lengths the report does not carry): the score
 * lies in [this − weights.effort / 2, this + weights.effort / 4] (clamped), the effort term's reach.
 */
export function expectedScoreWithoutEffort(r: SignalReport): number {
  const w = DEFAULT_PROFILE.weights;
  const unfinished = (r.execution as { unfinished?: boolean }).unfinished === true ? 1 : 0;
  const raw =
    BASE_SCORE -
    w.efficiency * (1 - r.efficiencyScore) +
    w.positiveFeedback * share(r.positiveFeedback.count, r.turnCount) -
    w.frustration * share(r.frustration.count, r.turnCount) -
    w.repair * Math.min(1, r.repair.ratio) -
    w.repetition * share(r.repetition.count, r.assistantTurns) -
    w.escalation * (r.escalation.requested ? 1 : 0) -
    (w.failure * r.execution.failure.severity) / 3 -
    (w.loops * r.execution.loops.severity) / 3 -
    (w.exhaustion * r.environment.exhaustion.severity) / 3 -
    w.unfinished * unfinished;
  return raw;
}

/** A count as a share of the turns, in full from 0.3 of them (docs/scoring.md). */
function share(count: number, turns: number): number {
  return turns > 0 ? Math.min(1, count / turns / 0.3) : 0;
}

function qualityOf(score: number): string {
  return score >= 75 ? 'Excellent' : score >= 60 ? 'Good' : score >= 40 ? 'Neutral' : score >= 25 ? 'Poor' : 'Severe';
}

/**
 * Asserts that `report` is a well-formed analysis of `input`.
 * @param snippets - whether snippets were enabled (`includeSnippets`).
 * @param baselineTurns - the baseline used (default 5).
 */
export function expectWellFormedReport(
  report: SignalReport,
  input: readonly unknown[],
  snippets = true,
  baselineTurns = 5,
): void {
  // JSON-serialisable, with no NaN/Infinity hiding in it.
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  expect(QUALITIES).toContain(report.quality);
  expect(typeof report.summary).toBe('string');
  expect(typeof report.language).toBe('string');
  for (const n of [report.turnCount, report.assistantTurns, report.toolCalls]) {
    expect(Number.isInteger(n) && n >= 0).toBe(true);
  }

  // Counts equal the number of signals of their family; severities are the count buckets.
  const families: Array<[{ count: number; severity?: number }, string]> = [
    [report.repair, 'interaction.misalignment.'],
    [report.frustration, 'interaction.frustration.'],
    [report.repetition, 'interaction.repetition.'],
    [report.positiveFeedback, 'interaction.positive_feedback.'],
    [report.escalation, 'interaction.escalation.'],
    [report.execution.failure, 'execution.failure.'],
    [report.execution.loops, 'execution.loops.'],
    [report.environment.exhaustion, 'environment.exhaustion.'],
  ];
  for (const [field, prefix] of families) {
    expect(field.count, prefix).toBe(familyCount(report, prefix));
    if (field.severity !== undefined) expect(field.severity, prefix).toBe(bucket(field.count));
  }
  expect(report.repetition.looping).toBe(report.repetition.count > 2);
  expect(report.escalation.requested).toBe(report.escalation.count > 0);
  expect(report.escalation.handoff).toBe(familyCount(report, 'execution.handoff') > 0);
  expect(report.positiveFeedback.confidence).toBe([0, 0.6, 0.8][report.positiveFeedback.count] ?? 0.95);

  // Ratios and scores in range.
  expect(report.repair.ratio).toBeGreaterThanOrEqual(0);
  expect(report.repair.ratio).toBeLessThanOrEqual(1);
  if (report.turnCount > 0)
    expect(report.repair.ratio).toBeCloseTo(Math.min(1, report.repair.count / report.turnCount), 12);
  else expect(report.repair.ratio).toBe(0);
  const efficiency = report.turnCount <= baselineTurns ? 1 : 1 / (1 + 0.3 * (report.turnCount - baselineTurns));
  expect(report.efficiencyScore).toBeCloseTo(efficiency, 12);
  expect(report.qualityScore).toBeGreaterThanOrEqual(0);
  expect(report.qualityScore).toBeLessThanOrEqual(100);

  // Turn signals: concerning past baseline + 2 user turns, excessive past baseline + 7, at most one.
  const turnSignals = report.signals.filter((s) => s.type.startsWith('interaction.turns.')).map((s) => s.type);
  expect(turnSignals).toEqual(
    report.turnCount > baselineTurns + 7
      ? ['interaction.turns.excessive']
      : report.turnCount > baselineTurns + 2
        ? ['interaction.turns.concerning']
        : [],
  );

  // Score: the sum of bounded terms within the effort term's reach, placed in the Severe band by a
  // critical condition; the verdict is always the score's bucket.
  const critical =
    report.escalation.requested ||
    report.frustration.severity === 3 ||
    report.repetition.severity === 3 ||
    report.turnCount > baselineTurns + 7;
  const clamp = (x: number) => Math.min(100, Math.max(0, x));
  const band = (x: number) => (critical ? (x * 24.99) / 100 : x); // the Severe band: [0, 100] → [0, 24.99]
  const withoutEffort = expectedScoreWithoutEffort(report);
  const effort = DEFAULT_PROFILE.weights.effort;
  expect(report.qualityScore).toBeLessThanOrEqual(band(clamp(withoutEffort + effort * EFFORT_BONUS)) + 1e-5);
  expect(report.qualityScore).toBeGreaterThanOrEqual(band(clamp(withoutEffort - effort * EFFORT_MAX)) - 1e-5);
  expect(report.quality).toBe(qualityOf(report.qualityScore));
  if (critical) expect(report.qualityScore).toBeLessThan(25);

  // The flag rule of docs/scoring.md.
  const flagged =
    report.frustration.count > 0 ||
    report.repetition.looping ||
    report.escalation.requested ||
    report.execution.failure.severity >= 2 ||
    report.execution.loops.count > 0 ||
    report.quality === 'Poor' ||
    report.quality === 'Severe';
  expect(report.flagged).toBe(flagged);

  // Signals: known types, valid indices at a message of a role the detector reads, in order.
  let previous = -1;
  for (const signal of report.signals) {
    expect(KNOWN_TYPES.has(signal.type), signal.type).toBe(true);
    expect(Number.isInteger(signal.messageIndex), signal.type).toBe(true);
    expect(signal.messageIndex).toBeGreaterThanOrEqual(0);
    expect(signal.messageIndex).toBeLessThan(input.length);
    expect(signal.messageIndex).toBeGreaterThanOrEqual(previous);
    previous = signal.messageIndex;
    expect(rolesFor(signal.type), `${signal.type} at ${signal.messageIndex}`).toContain(
      roleAt(input, signal.messageIndex),
    );
    expect(signal.confidence).toBeGreaterThanOrEqual(0);
    expect(signal.confidence).toBeLessThanOrEqual(1);
    if (snippets) {
      if (signal.snippet !== undefined) expect(signal.snippet.length).toBeLessThanOrEqual(SNIPPET_CAP);
    } else {
      expect(signal, 'includeSnippets: false').not.toHaveProperty('snippet');
    }
    if (signal.metadata !== undefined) {
      for (const value of Object.values(signal.metadata))
        expect(['string', 'number', 'boolean']).toContain(typeof value);
    }
  }
}
