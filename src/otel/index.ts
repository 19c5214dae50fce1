/**
 * @module `agent-signals/otel`: the OpenTelemetry span processor, the exporter-side mode and the span message readers.
 */
export { SignalsSpanProcessor } from './signals-span-processor';
export { SignalsExporter } from './signals-exporter';
export type { ExportResultLike, SpanExporterLike, StartListener } from './signals-exporter';
export type { SignalsSpanProcessorConfig, SignalsSpanProcessorOptions } from './options';
export { PROCESSOR_DEFAULTS } from './options';
export type { SignalsProcessorStats } from './stats';
export { SignalsLogRecordProcessor } from './log-records';
export type { LogRecordLike, SignalsLogRecordProcessorOptions, SignalsLogRecordStats } from './log-records';
export { eventAttributes, genAIEventName, GENAI_EVENT } from '../adapters/genai-events';
export type { GenAIEvent } from '../adapters/genai-events';
export type { ReadableSpanLike, TimedEventLike, WritableSpanLike } from './span-like';
export {
  ATTR,
  BAGGAGE_CONVERSATION_ID,
  CONVERSATION_ID_ATTRIBUTES,
  EMITTED_ATTRIBUTES,
  EVENT_ATTR,
  EVENT_PREFIX,
  FLAG_MARKER,
} from './attributes';
export { EVALUATION_ATTR, EVALUATION_EVENT, EVALUATION_NAME } from './evaluation-event';
export { createSignalMetrics, METRIC, METRIC_ATTR } from './metrics';
export type { SignalMetrics } from './metrics';
export { hasSpanMessages, readSpanMessages, SPAN_READERS } from '../adapters/span-messages';
export type { SpanConvention, SpanMessages } from '../adapters/span-messages';
export { readGenAI, GENAI_ATTR } from '../adapters/genai';
export { readOpenInference, OPENINFERENCE_ATTR } from '../adapters/openinference';
export { readOpenLLMetry, OPENLLMETRY_ATTR } from '../adapters/openllmetry';
export { readVercelAI, VERCEL_AI_ATTR } from '../adapters/vercel-ai';
export { readLangfuse, LANGFUSE_ATTR } from '../adapters/langfuse';
export type { AdapterResult, ReaderOptions, SpanAttributes, SpanReader } from '../adapters/types';
