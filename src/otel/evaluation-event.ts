/**
 * @module The verdict as an OpenTelemetry GenAI evaluation result: one `gen_ai.evaluation.result`
 * event per scored span, so backends that read evaluation results show it without custom mapping.
 */
import type { Attributes } from '@opentelemetry/api';
import type { SignalReport } from '../types';

/** Name of the GenAI semantic conventions' evaluation event. */
export const EVALUATION_EVENT = 'gen_ai.evaluation.result';

/** The value of `gen_ai.evaluation.name` on the processor's evaluation events. */
export const EVALUATION_NAME = 'agent_signals.quality';

/** Attribute names of a `gen_ai.evaluation.result` event (GenAI semantic conventions). */
export const EVALUATION_ATTR = {
  NAME: 'gen_ai.evaluation.name',
  SCORE_VALUE: 'gen_ai.evaluation.score.value',
  SCORE_LABEL: 'gen_ai.evaluation.score.label',
  EXPLANATION: 'gen_ai.evaluation.explanation',
  RESPONSE_ID: 'gen_ai.response.id',
} as const;

/** Longest `gen_ai.response.id` copied onto the event. */
const MAX_RESPONSE_ID_LENGTH = 256;

/**
 * The attributes of the evaluation event for a report: the name `agent_signals.quality`, the
 * score (0–100, a double), the verdict as its label, the summary as its explanation, and the span's
 * `gen_ai.response.id` when it has one (a non-empty string of at most 256 characters).
 */
export function evaluationAttributes(report: SignalReport, spanAttributes: Readonly<Attributes>): Attributes {
  const score = report.qualityScore;
  const a: Attributes = {
    [EVALUATION_ATTR.NAME]: EVALUATION_NAME,
    [EVALUATION_ATTR.SCORE_VALUE]: typeof score === 'number' && Number.isFinite(score) ? score : 0,
    [EVALUATION_ATTR.SCORE_LABEL]: report.quality,
  };
  if (typeof report.summary === 'string' && report.summary !== '') a[EVALUATION_ATTR.EXPLANATION] = report.summary;
  const responseId = spanAttributes[EVALUATION_ATTR.RESPONSE_ID];
  if (typeof responseId === 'string' && responseId !== '' && responseId.length <= MAX_RESPONSE_ID_LENGTH)
    a[EVALUATION_ATTR.RESPONSE_ID] = responseId;
  return a;
}
