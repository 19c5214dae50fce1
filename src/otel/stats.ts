/**
 * @module Counters the span processor keeps about its own work, read with `getStats()`.
 */

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
  /** Failures caught inside the processor's hooks (reported to `diag`, never thrown). */
  readonly errors: number;
  /** Conversations currently tracked. */
  readonly conversationsTracked: number;
  /**
   * Traces the de-duplication memory forgot before their time to stay within its bounds
   * (`maxConversations` traces, 8 MiB of fingerprints): a parent span of such a trace may be
   * analysed again.
   */
  readonly tracesEvicted: number;
}

/** The mutable counters behind {@link SignalsProcessorStats}. */
export type StatsCounters = { -readonly [K in keyof SignalsProcessorStats]: number };

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
    errors: 0,
    conversationsTracked: 0,
    tracesEvicted: 0,
  };
}
