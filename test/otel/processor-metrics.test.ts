import { describe, expect, it } from 'vitest';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { METRIC } from '../../src/otel/metrics';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { emit, genaiMessages } from './helpers';

describe('meterProvider option', () => {
  it('records each analysed span as conversation metrics', async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 });
    const meterProvider = new MeterProvider({ readers: [reader] });
    const signals = new SignalsSpanProcessor({ meterProvider });
    const tracer = new BasicTracerProvider({ spanProcessors: [signals] }).getTracer('t');
    emit(tracer, 'chat', { 'gen_ai.input.messages': genaiMessages(['user', 'THIS IS THE THIRD TIME I ASK!!!']) });
    emit(tracer, 'other', { 'http.method': 'GET' });
    await reader.forceFlush();
    const names = exporter
      .getMetrics()
      .flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics.map((m) => m.descriptor.name)));
    expect(names).toContain(METRIC.CONVERSATIONS);
    const conversations = exporter
      .getMetrics()
      .flatMap((rm) => rm.scopeMetrics.flatMap((sm) => sm.metrics))
      .find((m) => m.descriptor.name === METRIC.CONVERSATIONS);
    expect(conversations?.dataPoints.reduce((n, p) => n + (p.value as number), 0)).toBe(1);
    await meterProvider.shutdown();
  });
});
