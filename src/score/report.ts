/**
 * @module Assembles a {@link SignalReport} from counts and signals: every count is derived from the
 * signals, so a report can never disagree with its own evidence.
 */
import type { ConversationCounts } from '../conversation/prepare';
import { LOOPING_COUNT } from '../detectors/repetition';
import { repairRatio } from '../detectors/repair';
import { countSeverity } from '../detectors/severity';
import type { ToolSignalsResult } from '../detectors/tool-signals';
import { detectTurns } from '../detectors/turns';
import { positiveConfidence } from '../detectors/positive-feedback';
import type { DetectorContext } from '../detectors/context';
import { skippedDetectors } from '../language/coverage';
import type { Signal, SignalReport } from '../types';
import { isFlagged, judge } from './quality';
import { summarize } from './summary';

/** Everything a report is made of. */
export interface ReportParts {
  readonly language: string;
  readonly counts: ConversationCounts;
  /** Signals of the per-message detectors. */
  readonly messageSignals: readonly Signal[];
  readonly tools: ToolSignalsResult;
}

function countByFamily(signals: readonly Signal[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { type } of signals) {
    const family = type.slice(0, type.lastIndexOf('.'));
    counts[family] = (counts[family] ?? 0) + 1;
  }
  return counts;
}

/** Builds the report: counts by signal family, the SPEC §6 verdict, the flag and the summary. */
export function buildReport(parts: ReportParts, ctx: DetectorContext): SignalReport {
  const { counts, tools } = parts;
  const turns = detectTurns(counts, ctx);
  const signals = [...turns.signals, ...parts.messageSignals, ...tools.signals].sort((a, b) => a.messageIndex - b.messageIndex);
  const n = countByFamily(parts.messageSignals);
  const repair = n['interaction.misalignment'] ?? 0;
  const repetition = n['interaction.repetition'] ?? 0;
  const positive = n['interaction.positive_feedback'] ?? 0;
  const escalation = n['interaction.escalation'] ?? 0;
  const skipped = counts.turnCount > 0 ? skippedDetectors(ctx.lexicon) : []; // nothing to skip without user text
  const base = {
    language: parts.language,
    ...(skipped.length > 0 ? { skippedDetectors: skipped } : {}),
    turnCount: counts.turnCount,
    assistantTurns: counts.assistantTurns,
    toolCalls: counts.toolCallCount + tools.planSteps,
    efficiencyScore: turns.efficiencyScore,
    repair: { count: repair, ratio: repairRatio(repair, counts.turnCount) },
    frustration: countSeverity(n['interaction.frustration'] ?? 0),
    repetition: { ...countSeverity(repetition), looping: repetition > LOOPING_COUNT },
    positiveFeedback: { count: positive, confidence: positiveConfidence(positive) },
    escalation: { requested: escalation > 0, count: escalation, handoff: (n['execution'] ?? 0) > 0 },
    execution: { failure: tools.failure, loops: tools.loops },
    environment: { exhaustion: tools.exhaustion },
  };
  const verdict = judge(base);
  const flagged = isFlagged(base, verdict.quality);
  const report = { quality: verdict.quality, qualityScore: verdict.qualityScore, flagged, ...base, signals };
  return { ...report, summary: summarize(report, verdict.override) };
}
