import {
  AggregationTemporality,
  DataPointType,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type HistogramMetricData,
  type MetricData,
} from '@opentelemetry/sdk-metrics';
import { diag, DiagLogLevel, type DiagLogger, type MeterProvider as ApiMeterProvider } from '@opentelemetry/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUCKETS,
  METER_NAME,
  METRIC,
  PROMETHEUS_LABELS,
  PROMETHEUS_METRIC_NAMES,
  createSignalMetrics,
} from '../../src/otel/metrics';
import type { Signal, SignalReport } from '../../src/types';

/** A complete, valid report: a Good conversation with no signals. */
function makeReport(overrides: Partial<SignalReport> = {}): SignalReport {
  return {
    quality: 'Good',
    qualityScore: 72,
    flagged: false,
    language: 'eng',
    turnCount: 3,
    assistantTurns: 3,
    toolCalls: 0,
    efficiencyScore: 1,
    repair: { count: 0, ratio: 0 },
    frustration: { count: 0, severity: 0 },
    repetition: { count: 0, severity: 0, looping: false },
    positiveFeedback: { count: 0, confidence: 0 },
    escalation: { requested: false, count: 0, handoff: false },
    execution: { failure: { count: 0, severity: 0 }, loops: { count: 0, severity: 0 }, unfinished: false },
    environment: { exhaustion: { count: 0, severity: 0 } },
    signals: [],
    summary: 'A good conversation.',
    ...overrides,
  };
}

const signal = (type: Signal['type'], messageIndex = 0): Signal => ({ type, messageIndex, confidence: 0.9 });

/** A Severe, flagged conversation with frustration, an escalation and a retry loop. */
const severe = makeReport({
  quality: 'Severe',
  qualityScore: 0,
  flagged: true,
  turnCount: 9,
  efficiencyScore: 0.4,
  frustration: { count: 2, severity: 1 },
  escalation: { requested: true, count: 1, handoff: false },
  execution: { failure: { count: 0, severity: 0 }, loops: { count: 1, severity: 1 }, unfinished: false },
  signals: [
    signal('interaction.frustration.complaint', 2),
    signal('interaction.frustration.all_caps', 4),
    signal('interaction.escalation.human', 6),
    signal('execution.loops.retry', 7),
  ],
});

let exporter: InMemoryMetricExporter;
let reader: PeriodicExportingMetricReader;
let provider: MeterProvider;

beforeEach(() => {
  exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  provider = new MeterProvider({ readers: [reader] });
});

afterEach(async () => {
  await provider.shutdown();
});

/** Flushes the reader and returns the latest export, keyed by instrument name. */
async function collect(): Promise<Map<string, MetricData>> {
  await reader.forceFlush();
  const exports = exporter.getMetrics();
  const latest = exports[exports.length - 1];
  const byName = new Map<string, MetricData>();
  for (const scope of latest?.scopeMetrics ?? []) {
    expect(scope.scope.name).toBe(METER_NAME);
    for (const metric of scope.metrics) byName.set(metric.descriptor.name, metric);
  }
  return byName;
}

/** Sum data points as `{ attributes, value }`, sorted for stable comparison. */
function sumPoints(metric: MetricData | undefined): Array<{ attributes: object; value: number }> {
  expect(metric?.dataPointType).toBe(DataPointType.SUM);
  return (metric?.dataPoints ?? [])
    .map((p) => ({ attributes: { ...p.attributes }, value: p.value as number }))
    .sort((a, b) => (JSON.stringify(a.attributes) < JSON.stringify(b.attributes) ? -1 : 1));
}

function histogram(metric: MetricData | undefined): HistogramMetricData {
  expect(metric?.dataPointType).toBe(DataPointType.HISTOGRAM);
  return metric as HistogramMetricData;
}

describe('createSignalMetrics', () => {
  it('creates every instrument lazily: nothing is exported before a record', async () => {
    createSignalMetrics(provider);
    const metrics = await collect();
    expect([...metrics.values()].every((m) => m.dataPoints.length === 0)).toBe(true);
  });

  it('returns a no-op recorder and warns through diag when the meter provider throws', () => {
    const warn = vi.fn();
    const logger = { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn(), verbose: vi.fn() } satisfies DiagLogger;
    diag.setLogger(logger, DiagLogLevel.WARN);
    try {
      const broken = {
        getMeter() {
          throw new Error('boom');
        },
      } as unknown as ApiMeterProvider;
      const metrics = createSignalMetrics(broken);
      expect(() => metrics.record(makeReport())).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('metrics are disabled'), expect.any(Error));
    } finally {
      diag.disable();
    }
  });
});

describe('record', () => {
  it('counts conversations by signals.quality and signals.flagged', async () => {
    const metrics = createSignalMetrics(provider);
    metrics.record(makeReport());
    metrics.record(makeReport());
    metrics.record(severe);
    const points = sumPoints((await collect()).get(METRIC.CONVERSATIONS));
    expect(points).toEqual([
      { attributes: { 'signals.quality': 'Good', 'signals.flagged': false, 'signals.baselines': 'profile' }, value: 2 },
      {
        attributes: { 'signals.quality': 'Severe', 'signals.flagged': true, 'signals.baselines': 'profile' },
        value: 1,
      },
    ]);
  });

  it('counts signal instances by signal.type', async () => {
    const metrics = createSignalMetrics(provider);
    metrics.record(severe);
    metrics.record(makeReport({ signals: [signal('execution.loops.retry'), signal('execution.loops.retry', 3)] }));
    const points = sumPoints((await collect()).get(METRIC.SIGNALS));
    expect(points).toEqual([
      { attributes: { 'signal.type': 'execution.loops.retry' }, value: 3 },
      { attributes: { 'signal.type': 'interaction.escalation.human' }, value: 1 },
      { attributes: { 'signal.type': 'interaction.frustration.all_caps' }, value: 1 },
      { attributes: { 'signal.type': 'interaction.frustration.complaint' }, value: 1 },
    ]);
  });

  it('counts each conversation once per signal family present', async () => {
    const metrics = createSignalMetrics(provider);
    metrics.record(severe);
    metrics.record(
      makeReport({ frustration: { count: 5, severity: 3 }, escalation: { requested: false, count: 0, handoff: true } }),
    );
    metrics.record(makeReport());
    const points = sumPoints((await collect()).get(METRIC.AFFECTED_CONVERSATIONS));
    expect(points).toEqual([
      { attributes: { 'signal.family': 'escalation' }, value: 1 },
      { attributes: { 'signal.family': 'escalation.handoff' }, value: 1 },
      { attributes: { 'signal.family': 'execution.loops' }, value: 1 },
      { attributes: { 'signal.family': 'frustration' }, value: 2 },
    ]);
  });

  it('records the quality score into buckets 0, 10, …, 100', async () => {
    const metrics = createSignalMetrics(provider);
    for (const qualityScore of [0, 10, 10.5, 72, 100]) metrics.record(makeReport({ qualityScore }));
    const metric = histogram((await collect()).get(METRIC.QUALITY_SCORE));
    const point = metric.dataPoints[0]!;
    expect(metric.dataPoints).toHaveLength(1);
    expect(point.value.buckets.boundaries).toEqual([...BUCKETS.QUALITY_SCORE]);
    // Buckets are (-inf,0], (0,10], (10,20], …, (90,100], (100,+inf).
    expect(point.value.buckets.counts).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0]);
    expect(point.value.count).toBe(5);
    expect(point.value.sum).toBeCloseTo(192.5);
  });

  it('records turn count and efficiency with boundaries at the alert thresholds', async () => {
    const metrics = createSignalMetrics(provider);
    metrics.record(makeReport({ turnCount: 7, efficiencyScore: 1 }));
    metrics.record(makeReport({ turnCount: 8, efficiencyScore: 0.5 }));
    metrics.record(makeReport({ turnCount: 13, efficiencyScore: 0.25 }));
    const collected = await collect();
    const turns = histogram(collected.get(METRIC.TURN_COUNT)).dataPoints[0]!.value;
    expect(turns.buckets.boundaries).toEqual([...BUCKETS.TURN_COUNT]);
    expect(turns.buckets.boundaries).toEqual(expect.arrayContaining([7, 12]));
    const le = (bound: number): number => {
      const i = turns.buckets.boundaries.indexOf(bound);
      return turns.buckets.counts.slice(0, i + 1).reduce((a, b) => a + b, 0);
    };
    expect(le(7)).toBe(1);
    expect(le(12)).toBe(2);
    expect(turns.count).toBe(3);
    const efficiency = histogram(collected.get(METRIC.EFFICIENCY_SCORE)).dataPoints[0]!.value;
    expect(efficiency.buckets.boundaries).toEqual([...BUCKETS.EFFICIENCY_SCORE]);
    expect(efficiency.buckets.counts[4]).toBe(1); // (0.4, 0.5]
    expect(efficiency.buckets.counts[2]).toBe(1); // (0.2, 0.3]
    expect(efficiency.buckets.counts[9]).toBe(1); // (0.9, 1]
  });

  it('never throws on hostile input and records nothing unreadable', async () => {
    const metrics = createSignalMetrics(provider);
    const hostile: unknown[] = [
      null,
      undefined,
      42,
      'Severe',
      {},
      { quality: 'Awful' },
      { quality: 'Poor', signals: 'nope', qualityScore: Number.NaN, turnCount: -1, efficiencyScore: Infinity },
      { quality: 'Poor', signals: [null, { type: 'made.up.type' }, { type: 7 }] },
      Object.defineProperty({ quality: 'Poor' }, 'flagged', {
        get() {
          throw new Error('trap');
        },
      }),
    ];
    for (const report of hostile) expect(() => metrics.record(report as SignalReport)).not.toThrow();
    const collected = await collect();
    expect(sumPoints(collected.get(METRIC.CONVERSATIONS))).toEqual([
      { attributes: { 'signals.quality': 'Poor', 'signals.flagged': false, 'signals.baselines': 'profile' }, value: 2 },
    ]);
    expect(collected.get(METRIC.SIGNALS)?.dataPoints ?? []).toEqual([]);
    expect(collected.get(METRIC.QUALITY_SCORE)?.dataPoints ?? []).toEqual([]);
    expect(collected.get(METRIC.TURN_COUNT)?.dataPoints ?? []).toEqual([]);
  });
});

describe('PROMETHEUS_METRIC_NAMES', () => {
  it('lists the documented Prometheus series', () => {
    expect(PROMETHEUS_METRIC_NAMES).toEqual(
      expect.arrayContaining([
        'agent_signals_conversations_total',
        'agent_signals_affected_conversations_total',
        'agent_signals_signals_total',
        'agent_signals_quality_score_bucket',
        'agent_signals_quality_score_sum',
        'agent_signals_quality_score_count',
        'agent_signals_turn_count_bucket',
        'agent_signals_efficiency_score_bucket',
      ]),
    );
    expect(PROMETHEUS_METRIC_NAMES).toHaveLength(3 + 3 * 3);
    expect(PROMETHEUS_LABELS).toEqual([
      'signals_quality',
      'signals_flagged',
      'signal_type',
      'signal_family',
      'signals_baselines',
    ]);
  });

  it('derives from every instrument name', () => {
    for (const name of Object.values(METRIC)) {
      const base = name.replace(/\./g, '_');
      expect(PROMETHEUS_METRIC_NAMES.some((p) => p === `${base}_total` || p === `${base}_bucket`)).toBe(true);
    }
  });
});
