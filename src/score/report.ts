/**
 * @module Assembles a {@link SignalReport} from counts and signals: every count is derived from the
 * signals, so a report can never disagree with its own evidence.
 */
import type { ConversationCounts } from '../messages/counts';
import { LOOPING_COUNT } from '../detectors/repetition';
import { repairRatio } from '../detectors/repair';
import { countSeverity, severityOf } from '../detectors/severity';
import { efficiencyScore } from '../detectors/turns';
import { positiveConfidence } from '../detectors/positive-feedback';
import type { DetectorContext } from '../detectors/context';
import { skippedDetectors } from '../language/coverage';
import { SIGNAL_TYPES, type CountSeverity, type Signal, type SignalReport } from '../types';
import type { VocabularyMatch } from '../vocabulary/apply';
import { withLearnedEvidence, withVocabulary } from './learned';
import { isFlagged, judge } from './quality';
import { summarize } from './summary';

/** Everything a report is made of. */
export interface ReportParts {
  readonly language: string;
  readonly counts: ConversationCounts;
  /** Signals of the per-message detectors. */
  readonly messageSignals: readonly Signal[];
  /** `countByFamily(messageSignals)` when the caller keeps it up to date. */
  readonly families?: FamilyCounts;
  /** Signals of the whole-conversation detectors listed before the per-message ones (turns), in message order. */
  readonly leadingSignals: readonly Signal[];
  /** Signals of the whole-conversation detectors listed after them (the tool families), in message order. */
  readonly trailingSignals: readonly Signal[];
  /** Tool calls found inside plans. */
  readonly planSteps: number;
  /** What the profile's learned vocabulary makes of the conversation, when it has one. */
  readonly learned?: VocabularyMatch;
}

/** Per-message signal counts by the families the report counts. */
export interface FamilyCounts {
  repair: number;
  frustration: number;
  repetition: number;
  positive: number;
  escalation: number;
  handoff: number;
}

/** The {@link FamilyCounts} slot of a signal family (a type without its last segment). */
function slotOfFamily(family: string): keyof FamilyCounts | undefined {
  switch (family) {
    case 'interaction.misalignment':
      return 'repair';
    case 'interaction.frustration':
      return 'frustration';
    case 'interaction.repetition':
      return 'repetition';
    case 'interaction.positive_feedback':
      return 'positive';
    case 'interaction.escalation':
      return 'escalation';
    case 'execution':
      return 'handoff';
    default:
      return undefined;
  }
}

function slotOf(type: string): keyof FamilyCounts | undefined {
  if (type === 'execution.unfinished') return undefined; // a tool-family fact, not a handoff
  return slotOfFamily(type.slice(0, type.lastIndexOf('.')));
}

/** Slot of every known signal type, looked up instead of cutting the type string per signal. */
const SLOTS: ReadonlyMap<string, keyof FamilyCounts | undefined> = new Map(
  SIGNAL_TYPES.map((type) => [type, slotOf(type)]),
);

/** Zero counts. */
export function noFamilyCounts(): FamilyCounts {
  return { repair: 0, frustration: 0, repetition: 0, positive: 0, escalation: 0, handoff: 0 };
}

/** Adds the signals to the counts of their families; returns `n`. */
export function countByFamily(signals: readonly Signal[], n: FamilyCounts = noFamilyCounts()): FamilyCounts {
  for (const { type } of signals) {
    const slot = SLOTS.has(type) ? SLOTS.get(type) : slotOf(type);
    if (slot !== undefined) n[slot]++;
  }
  return n;
}

/**
 * The three signal lists, each in message order, merged into one in message order; on equal
 * indices turn signals come first, then per-message signals, then tool signals (what a stable sort
 * of their concatenation gives).
 */
function mergeByMessage(a: readonly Signal[], b: readonly Signal[], c: readonly Signal[]): Signal[] {
  if (c.length === 0 && a.length <= 1) {
    // The common case, one copy: per-message signals and at most one turn signal.
    const out = b.slice();
    if (a.length === 1) {
      const at = a[0]!.messageIndex;
      let lo = 0;
      let hi = out.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (out[mid]!.messageIndex < at) lo = mid + 1;
        else hi = mid;
      }
      out.splice(lo, 0, a[0]!);
    }
    return out;
  }
  const out: Signal[] = [];
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length || k < c.length) {
    const x = i < a.length ? a[i]!.messageIndex : Infinity;
    const y = j < b.length ? b[j]!.messageIndex : Infinity;
    const z = k < c.length ? c[k]!.messageIndex : Infinity;
    if (x <= y && x <= z) out.push(a[i++]!);
    else if (y <= z) out.push(b[j++]!);
    else out.push(c[k++]!);
  }
  return out;
}

/**
 * Failure, loop and exhaustion counts of the tool signals, each the number of its signals, and
 * whether the run ended unfinished.
 */
function toolCounts(signals: readonly Signal[]): {
  failure: CountSeverity;
  loops: CountSeverity;
  exhaustion: CountSeverity;
  unfinished: boolean;
} {
  let failure = 0;
  let loops = 0;
  let exhaustion = 0;
  let unfinished = false;
  for (const signal of signals) {
    if (signal.type.startsWith('execution.failure.')) failure++;
    else if (signal.type.startsWith('execution.loops.')) loops++;
    else if (signal.type.startsWith('environment.exhaustion.')) exhaustion++;
    else if (signal.type === 'execution.unfinished') unfinished = true;
  }
  return {
    failure: countSeverity(failure),
    loops: countSeverity(loops),
    exhaustion: countSeverity(exhaustion),
    unfinished,
  };
}

/** True when the signals are in message order (as every detector emits them). */
function inMessageOrder(signals: readonly Signal[]): boolean {
  for (let i = 1; i < signals.length; i++) if (signals[i - 1]!.messageIndex > signals[i]!.messageIndex) return false;
  return true;
}

/**
 * Builds the report: counts by signal family, the verdict under the profile, the flag and the summary.
 * Fields are set in report order (it is the JSON key order) on one object, without spreads.
 */
export function buildReport(parts: ReportParts, ctx: DetectorContext): SignalReport {
  const { counts, messageSignals, leadingSignals, trailingSignals } = parts;
  const signals =
    inMessageOrder(messageSignals) && inMessageOrder(trailingSignals)
      ? mergeByMessage(leadingSignals, messageSignals, trailingSignals)
      : [...leadingSignals, ...messageSignals, ...trailingSignals].sort((a, b) => a.messageIndex - b.messageIndex);
  const n = parts.families ?? countByFamily(messageSignals);
  const tools = toolCounts(trailingSignals);
  const skipped = counts.turnCount > 0 ? skippedDetectors(ctx.lexicon) : []; // nothing to skip without user text
  // quality, qualityScore and flagged are placeholders until the verdict below reads the rest.
  const report = { quality: 'Severe', qualityScore: 0, flagged: false, language: parts.language } as SignalReport;
  if (skipped.length > 0) report.skippedDetectors = skipped;
  report.turnCount = counts.turnCount;
  report.assistantTurns = counts.assistantTurns;
  report.toolCalls = counts.toolCallCount + parts.planSteps;
  report.efficiencyScore = efficiencyScore(counts.turnCount, ctx.config.baselineTurns);
  report.repair = { count: n.repair, ratio: repairRatio(n.repair, counts.turnCount) };
  report.frustration = countSeverity(n.frustration);
  report.repetition = {
    count: n.repetition,
    severity: severityOf(n.repetition),
    looping: n.repetition > LOOPING_COUNT,
  };
  report.positiveFeedback = { count: n.positive, confidence: positiveConfidence(n.positive) };
  report.escalation = { requested: n.escalation > 0, count: n.escalation, handoff: n.handoff > 0 };
  report.execution = { failure: tools.failure, loops: tools.loops, unfinished: tools.unfinished };
  report.environment = { exhaustion: tools.exhaustion };
  report.signals = withLearnedEvidence(signals, parts.learned);
  const { baselines, profile, baselineTurns } = ctx.config;
  const verdict = withVocabulary(
    judge(report, counts, { baselines, weights: profile.weights }, baselineTurns),
    parts.learned,
  );
  report.quality = verdict.quality;
  report.qualityScore = verdict.qualityScore;
  report.flagged = isFlagged(report, verdict.quality);
  report.summary = summarize(report, verdict, baselineTurns);
  return report;
}
