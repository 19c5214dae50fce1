/**
 * @module Public data types: the input message shape and the report.
 */

/** Role of a chat message. `system` and `developer` messages are never analysed. */
export type Role = 'system' | 'developer' | 'user' | 'assistant' | 'tool';

/** One part of a multipart message. Only parts carrying `text` are read; image/file parts are ignored. */
export interface ContentPart {
  /** `text`, `input_text`, `output_text`, `image_url`, … */
  type?: string;
  /** The text of a text part. */
  text?: string;
  [key: string]: unknown;
}

/** A tool call in the OpenAI shape (`{ id, type, function: { name, arguments } }`). */
export interface OpenAIToolCall {
  id?: string;
  type?: 'function' | string;
  function: { name: string; arguments?: string | Record<string, unknown> | null };
}

/** A tool call in the flat shape (`{ id, name, arguments }`). */
export interface FlatToolCall {
  id?: string;
  name: string;
  arguments?: string | Record<string, unknown> | null;
}

/** A tool call in either accepted shape. `arguments` may be a JSON string or an object. */
export type ToolCall = OpenAIToolCall | FlatToolCall;

/** A chat message in the OpenAI chat shape. */
export interface Message {
  role: Role;
  content?: string | ContentPart[] | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  name?: string;
}

/** Quality bucket of a conversation (see docs/scoring.md). */
export type Quality = 'Excellent' | 'Good' | 'Neutral' | 'Poor' | 'Severe';

/** Every signal type the library emits. New detectors extend this list, never rename. */
export const SIGNAL_TYPES = [
  'interaction.misalignment.correction',
  'interaction.misalignment.rephrase',
  'interaction.misalignment.clarification',
  'interaction.frustration.all_caps',
  'interaction.frustration.excessive_punctuation',
  'interaction.frustration.complaint',
  'interaction.frustration.confusion',
  'interaction.frustration.profanity',
  'interaction.repetition.exact',
  'interaction.repetition.near_duplicate',
  'interaction.turns.concerning',
  'interaction.turns.excessive',
  'interaction.positive_feedback.gratitude',
  'interaction.positive_feedback.satisfaction',
  'interaction.positive_feedback.success',
  'interaction.escalation.human',
  'interaction.escalation.support',
  'interaction.escalation.quit',
  'execution.handoff',
  'execution.unfinished',
  'execution.failure.invalid_args',
  'execution.failure.tool_not_found',
  'execution.failure.auth_misuse',
  'execution.failure.state_error',
  'execution.failure.bad_query',
  'execution.failure.other',
  'execution.failure.invalid_plan',
  'execution.failure.skipped_dependency',
  'execution.loops.retry',
  'execution.loops.parameter_drift',
  'execution.loops.oscillation',
  'environment.exhaustion.rate_limit',
  'environment.exhaustion.api_error',
  'environment.exhaustion.timeout',
  'environment.exhaustion.network',
  'environment.exhaustion.malformed_response',
  'environment.exhaustion.context_overflow',
  'learned.phrase',
] as const;

/** A dotted signal type such as `interaction.frustration.complaint`. */
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** One observed signal instance. */
export interface Signal {
  /** Dotted type, one of {@link SIGNAL_TYPES}. */
  type: SignalType;
  /** Position of the message in the ORIGINAL input list. */
  messageIndex: number;
  /** How sure the detector is, in [0, 1]. */
  confidence: number;
  /** The evidence text (capped at 200 characters); absent when snippets are disabled. */
  snippet?: string;
  /** Detector-specific evidence (matched phrase, tool name, similarity, …). */
  metadata?: Record<string, string | number | boolean>;
}

/** Severity bucket of a count: 0 (none), 1 (1–2), 2 (3–4), 3 (5+). */
export type Severity = 0 | 1 | 2 | 3;

/** A count with its severity bucket. */
export interface CountSeverity {
  count: number;
  severity: Severity;
}

/** The analysis of one conversation. JSON-serialisable; field names are stable. */
export interface SignalReport {
  quality: Quality;
  /** 0–100; 0 when a Severe override applies. */
  qualityScore: number;
  /** True when a human should look at this conversation (the flag rule of docs/scoring.md). */
  flagged: boolean;
  /** ISO 639-3 code of the conversation's language, or `und`. */
  language: string;
  /**
   * Lexicon-based detectors that did not run because the conversation's language has no lexicon
   * (or no phrases for their family), named by the signal type each would emit, e.g.
   * `interaction.positive_feedback.gratitude`. Absent when every detector ran or there was no
   * user text. The structural detectors (turns, repetition, caps, punctuation, tool signals)
   * always run.
   */
  skippedDetectors?: SignalType[];
  /** Number of user turns (user messages with non-empty text). */
  turnCount: number;
  /** Number of assistant messages. */
  assistantTurns: number;
  /** Number of tool calls (plan steps included). */
  toolCalls: number;
  /** 1.0 up to the baseline, then `1 / (1 + 0.3 × (turnCount − baseline))`. */
  efficiencyScore: number;
  repair: { count: number; ratio: number };
  frustration: CountSeverity;
  repetition: CountSeverity & { looping: boolean };
  positiveFeedback: { count: number; confidence: number };
  escalation: { requested: boolean; count: number; handoff: boolean };
  /**
   * Tool failures and loops; `unfinished` is true when the conversation, analysed as complete
   * (`complete: true`, the CLI's default for files), ends on a tool call with no result or on a
   * tool result the assistant never answered. Always false for runs in progress (span processor).
   */
  execution: { failure: CountSeverity; loops: CountSeverity; unfinished: boolean };
  environment: { exhaustion: CountSeverity };
  /** Every signal instance, in message order. */
  signals: Signal[];
  /** One readable sentence describing the verdict. */
  summary: string;
}
