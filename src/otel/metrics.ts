/**
 * @module Opt-in OpenTelemetry metrics per analysed conversation, so dashboards and alerts work on
 * Prometheus/Mimir without TraceQL metrics. Uses only the `@opentelemetry/api` types: the caller
 * passes its own `MeterProvider`. Conversations and signal instances are counted, not spans: a
 * conversation spread over many spans is one conversation, and a signal found again in each later
 * span is one signal.
 */
import type { Attributes, Counter, Histogram, MeterProvider } from '@opentelemetry/api';
import { SIGNAL_TYPES, type Quality, type SignalReport } from '../types';
import { ATTR, EVENT_ATTR } from './attributes';
import { newTally, type ConversationTally } from './conversation-tally';
import { diagWarn } from './diag';

/** Instrumentation scope name of the meter. */
export const METER_NAME = 'agent-signals';

/**
 * OpenTelemetry instrument names, and the Prometheus series each one exports to (OTLP → Prometheus
 * translation: dots become underscores, counters gain `_total`, histograms export `_bucket`,
 * `_sum` and `_count`; units are `{annotations}`, which add no suffix).
 */
export const METRIC = {
  /**
   * Counter, one per analysed conversation (recorded when it ends), with `signals.quality` and
   * `signals.flagged` of its latest verdict.
   * Prometheus: `agent_signals_conversations_total{signals_quality="Poor",signals_flagged="true"}`.
   */
  CONVERSATIONS: 'agent_signals.conversations',
  /**
   * Counter, one per analysed conversation per signal family present in it, with `signal.family`
   * (see {@link SIGNAL_FAMILIES}): the numerator of "share of conversations that are frustrated".
   * Prometheus: `agent_signals_affected_conversations_total{signal_family="frustration"}`.
   */
  AFFECTED_CONVERSATIONS: 'agent_signals.affected_conversations',
  /**
   * Counter, one per signal instance, with `signal.type` (one of `SIGNAL_TYPES`), counted when it is
   * first found: a signal seen again in a later span of the same conversation is not counted again.
   * Prometheus: `agent_signals_signals_total{signal_type="execution.loops.retry"}`.
   */
  SIGNALS: 'agent_signals.signals',
  /**
   * Histogram of `qualityScore` (0–100), buckets 0, 10, …, 100.
   * Prometheus: `agent_signals_quality_score_bucket{le="50"}`, `_sum`, `_count`.
   */
  QUALITY_SCORE: 'agent_signals.quality_score',
  /**
   * Histogram of `turnCount` (user turns), buckets 1–8, 10, 12, 15, 20, 30, 50.
   * Prometheus: `agent_signals_turn_count_bucket{le="12"}`, `_sum`, `_count`.
   */
  TURN_COUNT: 'agent_signals.turn_count',
  /**
   * Histogram of `efficiencyScore` (0–1), buckets 0.1, 0.2, …, 1.
   * Prometheus: `agent_signals_efficiency_score_bucket{le="0.5"}`, `_sum`, `_count`.
   */
  EFFICIENCY_SCORE: 'agent_signals.efficiency_score',
} as const;

/** Attribute keys on the instruments (Prometheus labels: dots become underscores). */
export const METRIC_ATTR = {
  QUALITY: ATTR.QUALITY,
  FLAGGED: ATTR.FLAGGED,
  SIGNAL_TYPE: EVENT_ATTR.TYPE,
  SIGNAL_FAMILY: 'signal.family',
  /** On the conversations counter: `learned` or `profile`, the baselines in force when it was recorded. */
  BASELINES: 'signals.baselines',
} as const;

/** Values of `signal.family` on {@link METRIC}.AFFECTED_CONVERSATIONS, named after report fields. */
export const SIGNAL_FAMILIES = [
  'repair',
  'frustration',
  'repetition',
  'positive_feedback',
  'escalation',
  'escalation.handoff',
  'execution.failure',
  'execution.loops',
  'environment.exhaustion',
] as const;

/** A family of signals counted once per conversation. */
export type SignalFamily = (typeof SIGNAL_FAMILIES)[number];

/** Explicit histogram bucket boundaries, passed as `advice` (a View can override them). */
export const BUCKETS = {
  QUALITY_SCORE: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  TURN_COUNT: [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 30, 50],
  EFFICIENCY_SCORE: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1],
} as const;

const COUNTERS = [METRIC.CONVERSATIONS, METRIC.AFFECTED_CONVERSATIONS, METRIC.SIGNALS];
const HISTOGRAMS = [METRIC.QUALITY_SCORE, METRIC.TURN_COUNT, METRIC.EFFICIENCY_SCORE];
const toPrometheus = (name: string): string => name.replace(/\./g, '_');

/** Every Prometheus series name the instruments export to (checked by the dashboard tests). */
export const PROMETHEUS_METRIC_NAMES: readonly string[] = [
  ...COUNTERS.map((name) => `${toPrometheus(name)}_total`),
  ...HISTOGRAMS.flatMap((name) => ['bucket', 'sum', 'count'].map((s) => `${toPrometheus(name)}_${s}`)),
];

/** Every Prometheus label the instruments carry, besides `le` and resource labels (`job`, …). */
export const PROMETHEUS_LABELS: readonly string[] = Object.values(METRIC_ATTR).map(toPrometheus);

/**
 * Records analysed conversations into the metrics. None of the methods throws. A report without a
 * valid `quality` records nothing; other unreadable fields are skipped, and signal types outside
 * `SIGNAL_TYPES` are not counted.
 */
export interface SignalMetrics {
  /** Records one complete conversation: the conversation, its signal families, signals and scores. */
  record(report: SignalReport): void;
  /**
   * Notes the latest report of a conversation still going on: counts the signal instances not
   * counted yet for it (by type, the excess over the highest count seen before) and keeps the
   * report as its latest verdict. Nothing else is recorded until {@link SignalMetrics.finish}.
   */
  observe(tally: ConversationTally, report: SignalReport): void;
  /**
   * Records a conversation that ended (forgotten by the processor, or the processor shut down):
   * once, with its latest verdict and every signal family seen in it. A second call does nothing.
   */
  finish(tally: ConversationTally): void;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(SIGNAL_TYPES);
const QUALITIES: ReadonlySet<unknown> = new Set<Quality>(['Excellent', 'Good', 'Neutral', 'Poor', 'Severe']);
const NOOP: SignalMetrics = { record: () => undefined, observe: () => undefined, finish: () => undefined };
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const positive = (value: unknown): boolean => finite(value) && value > 0;

const valid = (report: SignalReport): boolean =>
  report !== null && typeof report === 'object' && QUALITIES.has(report.quality);

/** Families present in a report, each at most once. */
function familiesOf(report: SignalReport): SignalFamily[] {
  const present: Record<SignalFamily, boolean> = {
    repair: positive(report.repair?.count),
    frustration: positive(report.frustration?.count),
    repetition: positive(report.repetition?.count),
    positive_feedback: positive(report.positiveFeedback?.count),
    escalation: report.escalation?.requested === true,
    'escalation.handoff': report.escalation?.handoff === true,
    'execution.failure': positive(report.execution?.failure?.count),
    'execution.loops': positive(report.execution?.loops?.count),
    'environment.exhaustion': positive(report.environment?.exhaustion?.count),
  };
  return SIGNAL_FAMILIES.filter((family) => present[family]);
}

/** Signal instances per known type; unknown types are dropped to keep label cardinality bounded. */
function countTypes(report: SignalReport): Map<string, number> {
  const counts = new Map<string, number>();
  if (!Array.isArray(report.signals)) return counts;
  for (const signal of report.signals) {
    const type: unknown = signal?.type;
    if (typeof type === 'string' && KNOWN_TYPES.has(type)) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

interface Instruments {
  conversations: Counter<Attributes>;
  affected: Counter<Attributes>;
  signals: Counter<Attributes>;
  qualityScore: Histogram<Attributes>;
  turnCount: Histogram<Attributes>;
  efficiencyScore: Histogram<Attributes>;
}

function createInstruments(meterProvider: MeterProvider): Instruments {
  const meter = meterProvider.getMeter(METER_NAME);
  return {
    conversations: meter.createCounter(METRIC.CONVERSATIONS, {
      description: 'Conversations analysed by agent-signals, by quality bucket and flag.',
      unit: '{conversation}',
    }),
    affected: meter.createCounter(METRIC.AFFECTED_CONVERSATIONS, {
      description: 'Analysed conversations showing at least one signal of a family.',
      unit: '{conversation}',
    }),
    signals: meter.createCounter(METRIC.SIGNALS, {
      description: 'Signal instances detected, by signal type.',
      unit: '{signal}',
    }),
    qualityScore: meter.createHistogram(METRIC.QUALITY_SCORE, {
      description: 'Quality score (0-100) of analysed conversations.',
      advice: { explicitBucketBoundaries: [...BUCKETS.QUALITY_SCORE] },
    }),
    turnCount: meter.createHistogram(METRIC.TURN_COUNT, {
      description: 'User turns per analysed conversation.',
      unit: '{turn}',
      advice: { explicitBucketBoundaries: [...BUCKETS.TURN_COUNT] },
    }),
    efficiencyScore: meter.createHistogram(METRIC.EFFICIENCY_SCORE, {
      description: 'Turn efficiency score (0-1) of analysed conversations.',
      advice: { explicitBucketBoundaries: [...BUCKETS.EFFICIENCY_SCORE] },
    }),
  };
}

/**
 * Creates the agent-signals instruments on a meter from `meterProvider`. Opt-in: the span processor
 * calls {@link SignalMetrics.record} for each analysed conversation when given a `meterProvider`.
 * Never throws: if the provider fails, the returned recorder does nothing (failures go to `diag`).
 *
 * @param baselinesOf - The `signals.baselines` label of each conversation recorded: `learned` or
 *   `profile` (the processor passes where its baselines in force come from). Default `profile`.
 * @example
 * ```ts
 * import { MeterProvider } from '@opentelemetry/sdk-metrics';
 * const metrics = createSignalMetrics(new MeterProvider({ readers: [reader] }));
 * metrics.record(analyze(messages));
 * // Prometheus: sum by (signals_quality) (rate(agent_signals_conversations_total[5m]))
 * ```
 */
export function createSignalMetrics(
  meterProvider: MeterProvider,
  baselinesOf: () => 'learned' | 'profile' = () => 'profile',
): SignalMetrics {
  let instruments: Instruments;
  try {
    instruments = createInstruments(meterProvider);
  } catch (error) {
    diagWarn('could not create metrics instruments; metrics are disabled', error);
    return NOOP;
  }
  const observe = (tally: ConversationTally, report: SignalReport): void => {
    try {
      if (tally.finished || !valid(report)) return;
      tally.latest = report;
      for (const family of familiesOf(report)) tally.families.add(family);
      for (const [type, count] of countTypes(report)) {
        const before = tally.counted.get(type) ?? 0;
        if (count <= before) continue;
        tally.counted.set(type, count);
        instruments.signals.add(count - before, { [METRIC_ATTR.SIGNAL_TYPE]: type });
      }
    } catch (error) {
      diagWarn('could not record signal metrics', error);
    }
  };
  const finish = (tally: ConversationTally): void => {
    try {
      const report = tally.latest;
      if (tally.finished || report === undefined) return;
      tally.finished = true;
      instruments.conversations.add(1, {
        [METRIC_ATTR.QUALITY]: report.quality,
        [METRIC_ATTR.FLAGGED]: report.flagged === true,
        [METRIC_ATTR.BASELINES]: baselinesOf(),
      });
      for (const family of SIGNAL_FAMILIES) {
        if (tally.families.has(family)) instruments.affected.add(1, { [METRIC_ATTR.SIGNAL_FAMILY]: family });
      }
      if (finite(report.qualityScore)) instruments.qualityScore.record(report.qualityScore);
      if (finite(report.turnCount) && report.turnCount >= 0) instruments.turnCount.record(report.turnCount);
      if (finite(report.efficiencyScore) && report.efficiencyScore >= 0) {
        instruments.efficiencyScore.record(report.efficiencyScore);
      }
    } catch (error) {
      diagWarn('could not record conversation metrics', error);
    }
  };
  return {
    record(report: SignalReport): void {
      const tally = newTally();
      observe(tally, report);
      finish(tally);
    },
    observe,
    finish,
  };
}
