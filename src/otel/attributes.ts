/**
 * @module Span attribute and event names written by the span processor (listed in docs/otel.md), in one place.
 */

/** Attribute names set on analysed spans. */
export const ATTR = {
  QUALITY: 'signals.quality',
  QUALITY_SCORE: 'signals.quality_score',
  FLAGGED: 'signals.flagged',
  TURN_COUNT: 'signals.turn_count',
  EFFICIENCY_SCORE: 'signals.efficiency_score',
  REPAIR_COUNT: 'signals.repair.count',
  REPAIR_RATIO: 'signals.repair.ratio',
  FRUSTRATION_COUNT: 'signals.frustration.count',
  FRUSTRATION_SEVERITY: 'signals.frustration.severity',
  REPETITION_COUNT: 'signals.repetition.count',
  ESCALATION_REQUESTED: 'signals.escalation.requested',
  ESCALATION_HANDOFF: 'signals.escalation.handoff',
  POSITIVE_FEEDBACK_COUNT: 'signals.positive_feedback.count',
  EXECUTION_FAILURE_COUNT: 'signals.execution.failure.count',
  EXECUTION_FAILURE_SEVERITY: 'signals.execution.failure.severity',
  EXECUTION_LOOPS_COUNT: 'signals.execution.loops.count',
  EXECUTION_LOOPS_SEVERITY: 'signals.execution.loops.severity',
  ENVIRONMENT_EXHAUSTION_COUNT: 'signals.environment.exhaustion.count',
  ENVIRONMENT_EXHAUSTION_SEVERITY: 'signals.environment.exhaustion.severity',
  LANGUAGE: 'signals.language',
  /** `true` when a message list was cut short (attribute length limit): the verdict reads a prefix. */
  PARTIAL: 'signals.partial',
} as const;

/** Attribute names on each `signal.<type>` span event. */
export const EVENT_ATTR = {
  TYPE: 'signal.type',
  MESSAGE_INDEX: 'signal.message_index',
  CONFIDENCE: 'signal.confidence',
  SNIPPET: 'signal.snippet',
} as const;

/** Prefix of span event names: one event `signal.<type>` per signal instance. */
export const EVENT_PREFIX = 'signal.';

/** Marker appended to the name of a flagged span: a space and U+1F6A9. */
export const FLAG_MARKER = ' \u{1F6A9}';

/** Every `signals.*` attribute name the processor can emit. */
export const EMITTED_ATTRIBUTES: readonly string[] = Object.values(ATTR);

/**
 * Span attributes read as the conversation id, in priority order: the GenAI convention, the AI SDK
 * ≤ 6 telemetry metadata, then session ids (OpenInference `session.id`, Langfuse).
 */
export const CONVERSATION_ID_ATTRIBUTES = [
  'gen_ai.conversation.id',
  'ai.telemetry.metadata.conversationId',
  'ai.telemetry.metadata.threadId',
  'ai.settings.context.conversationId',
  'ai.settings.context.threadId',
  'session.id',
  'langfuse.session.id',
  'ai.telemetry.metadata.sessionId',
  'ai.settings.context.sessionId',
] as const;

/** W3C baggage entry used as the conversation id when no span attribute carries one. */
export const BAGGAGE_CONVERSATION_ID = 'session.id';
