import { diag, DiagLogLevel } from '@opentelemetry/api';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { BaselineWarmup, WARMUP_CONVERSATIONS } from '../../src/otel/baseline-warmup';
import { SignalsSpanProcessor } from '../../src/otel/index';
import { DEFAULT_PROFILE } from '../../src/profile/profile';
import { emit, genaiMessages, SnapshotExporter } from './helpers';

/** A conversation of `turns` user turns, each answered in 90 characters. */
function messages(turns: number): string {
  const pairs: [string, string][] = [];
  for (let i = 0; i < turns; i++)
    pairs.push(['user', `Question ${i + 1} about my order`], ['assistant', 'Here it is.'.padEnd(90, '.')]);
  return genaiMessages(...pairs);
}

function setup(options?: ConstructorParameters<typeof SignalsSpanProcessor>[0]) {
  const exporter = new SnapshotExporter();
  const signals = new SignalsSpanProcessor(options);
  const provider = new BasicTracerProvider({ spanProcessors: [signals, new SimpleSpanProcessor(exporter)] });
  return { exporter, signals, tracer: provider.getTracer('test') };
}

function captureInfo(): string[] {
  const lines: string[] = [];
  const push = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  diag.setLogger({ error: push, warn: push, info: push, debug: () => {}, verbose: () => {} }, DiagLogLevel.INFO);
  return lines;
}

afterEach(() => diag.disable());

describe('the span processor learns its baselines', () => {
  it('scores with the profile during the warm-up, then freezes the medians of the first 200 conversations', () => {
    const logged = captureInfo();
    const { signals, tracer, exporter } = setup();
    expect(WARMUP_CONVERSATIONS).toBe(200);
    expect(signals.getStats()).toMatchObject({ baselines: 'profile', baselineConversations: 0 });
    // 200 conversations of 12 user turns (ids make them tracked conversations), one span each.
    for (let i = 0; i < 199; i++)
      emit(tracer, `chat ${i}`, { 'gen_ai.conversation.id': `c${i}`, 'gen_ai.input.messages': messages(12) });
    expect(signals.getStats()).toMatchObject({ baselines: 'profile', baselineConversations: 199 });
    const before = exporter.spans.at(-1)!.attributes['signals.quality_score'] as number;
    emit(tracer, 'chat 199', { 'gen_ai.conversation.id': 'c199', 'gen_ai.input.messages': messages(12) });
    const stats = signals.getStats();
    expect(stats.baselines).toBe('learned');
    expect(stats.baselineConversations).toBe(200);
    expect(stats.baselineValues).toEqual({ userTurns: 12, assistantTurns: 12, toolCalls: 0, assistantChars: 90 });
    const frozen = logged.filter((l) => l.includes('baselines learned'));
    expect(frozen).toHaveLength(1);
    expect(frozen[0]).toMatch(/median 12 user turns/);
    // A new 12-turn conversation is now usual for this deployment: it scores better than during the warm-up.
    emit(tracer, 'after', { 'gen_ai.conversation.id': 'late', 'gen_ai.input.messages': messages(12) });
    const after = exporter.spans.at(-1)!.attributes['signals.quality_score'] as number;
    expect(before).toBeLessThan(62);
    expect(after).toBe(62);
    // Frozen: more traffic changes nothing, and nothing more is said.
    for (let i = 0; i < 50; i++) emit(tracer, `more ${i}`, { 'gen_ai.input.messages': messages(2) });
    expect(signals.getStats().baselineValues.userTurns).toBe(12);
    expect(logged.filter((l) => l.includes('baselines learned'))).toHaveLength(1);
  });

  it('counts a conversation spread over several spans once, at its latest shape', () => {
    const warmup = new BaselineWarmup(3);
    const shape = (userTurns: number) => ({ userTurns, assistantTurns: userTurns, toolCalls: 0, assistantChars: 10 });
    warmup.observe('a', shape(1));
    warmup.observe('a', shape(9));
    warmup.observe('b', shape(9));
    expect(warmup.learning).toBe(true);
    warmup.observe('c', shape(1));
    expect(warmup.baselines?.userTurns).toBe(9);
  });

  it('a profile or baselines option pins the baselines: no warm-up, said once', () => {
    const logged = captureInfo();
    const { signals, tracer } = setup({ profile: 'chat' });
    for (let i = 0; i < 210; i++) emit(tracer, `chat ${i}`, { 'gen_ai.input.messages': messages(3) });
    expect(signals.getStats()).toMatchObject({ baselines: 'profile', baselineConversations: 0 });
    expect(logged.filter((l) => l.includes('pinned'))).toHaveLength(1);
    const pinned = setup({ baselines: { userTurns: 3 } }).signals;
    expect(pinned.getStats().baselineValues).toEqual({ ...DEFAULT_PROFILE.baselines, userTurns: 3 });
  });
});
