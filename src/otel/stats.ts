/**
 * @module Counters the span processor keeps about its own work, read with `getStats()`.
 */
import type { ProfileBaselines } from '../profile/profile';

/** A snapshot of the processor's counters since it was created. */
export interface SignalsProcessorStats {
  /** Spans that reached the processor at end (`onEnding`, or `onEnd` on SDKs without it). */
  readonly spansSeen: number;
  /** Spans analysed: attributes, events and the flag marker were written. */
  readonly spansAnalysed: number;
  /** Analysed spans that were flagged. */
  readonly spansFlagged: number;
  /** Spans without readable messages (no LLM attributes, or only malformed/system ones). */
  readonly spansSkippedNoMessages: number;
  /** Spans with messages that `shouldAnalyze` declined (or threw on). */
  readonly spansSkippedByFilter: number;
  /**
   * Spans not analysed because their messages were already analysed: a parent span repeating its
   * children's messages in the same trace, a span adding nothing to its tracked conversation, or a
   * span already carrying `signals.quality`.
   */
  readonly spansSkippedDuplicate: number;
  /**
   * Analysed spans that did not take all their `signals.*` attributes because they already held
   * their attribute count limit (128 by default). The verdict (`signals.quality`,
   * `signals.quality_score`, `signals.flagged`) was still written, past the limit, as were the events
   * and the flag marker. Raise `spanLimits.attributeCountLimit` on the tracer provider (a `diag`
   * warning says so once).
   */
  readonly attributesDropped: number;
  /** Spans written by mutating the ended span in `onEnd` (SDKs without `onEnding`). */
  readonly fallbackWrites: number;
  /** Malformed attribute values skipped by the readers (bad JSON, wrong types, oversized values). */
  readonly malformedAttributes: number;
  /**
   * Analysed spans whose message list was cut short (an attribute length limit such as
   * `OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT`): scored on its complete leading messages, marked `signals.partial`.
   */
  readonly spansPartial: number;
  /**
   * Spans the processor left to its exporter (`signals.exporter(…)`) to score in the export batch
   * instead of inside `span.end()` (see `maxInlineChars`); counted again there when scored.
   */
  readonly spansDeferred: number;
  /**
   * `SignalsExporter` only: spans handed on unscored because scoring had fallen too far behind
   * (more than 2,048 spans queued), so the backlog never grows without bound. Always 0 for the processor.
   */
  readonly spansUnscoredBacklog: number;
  /** Failures caught inside the processor's hooks (reported to `diag`, never thrown). */
  readonly errors: number;
  /** Conversations currently tracked. */
  readonly conversationsTracked: number;
  /**
   * Estimated bytes the tracked conversations retain in all, kept within `maxRetainedBytes` (but
   * for the conversation a span is updating, which alone may exceed it).
   */
  readonly retainedBytes: number;
  /**
   * Conversations forgotten (least recently used first) to keep `retainedBytes` within
   * `maxRetainedBytes`; each restarts with its next span.
   */
  readonly conversationsEvicted: number;
  /**
   * Traces the de-duplication memory forgot before their time to stay within its bounds
   * (`maxConversations` traces, 8 MiB of fingerprints): a parent span of such a trace may be
   * analysed again.
   */
  readonly tracesEvicted: number;
  /**
   * `learned` once the baselines were learned from the first 200 conversations (then frozen),
   * `profile` before that, or when a `profile` or `baselines` option pins them.
   */
  readonly baselines: 'learned' | 'profile';
  /** The baselines in force (median user turns, assistant turns, tool calls, characters per assistant message). */
  readonly baselineValues: Readonly<ProfileBaselines>;
  /** Conversations the warm-up has seen (200 once frozen; 0 when pinned). */
  readonly baselineConversations: number;
}

/** The fields of {@link SignalsProcessorStats} that are not counters. */
type BaselineFields = 'baselines' | 'baselineValues' | 'baselineConversations';

/** The mutable counters behind {@link SignalsProcessorStats}. */
export type StatsCounters = { -readonly [K in keyof Omit<SignalsProcessorStats, BaselineFields>]: number };

/** Fresh counters, all zero. */
export function newCounters(): StatsCounters {
  return {
    spansSeen: 0,
    spansAnalysed: 0,
    spansFlagged: 0,
    spansSkippedNoMessages: 0,
    spansSkippedByFilter: 0,
    spansSkippedDuplicate: 0,
    attributesDropped: 0,
    fallbackWrites: 0,
    malformedAttributes: 0,
    spansPartial: 0,
    spansDeferred: 0,
    spansUnscoredBacklog: 0,
    errors: 0,
    conversationsTracked: 0,
    retainedBytes: 0,
    conversationsEvicted: 0,
    tracesEvicted: 0,
  };
}
