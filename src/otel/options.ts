/**
 * @module Options of `SignalsSpanProcessor`, resolved once into a complete read-only config.
 */
import type { MeterProvider } from '@opentelemetry/api';
import { DEFAULT_MAX_ATTRIBUTE_LENGTH } from '../adapters/types';
import { resolveOptions, type AnalyzeConfig, type AnalyzeOptions } from '../options';
import { FLAG_MARKER } from './attributes';
import { diagWarn } from './diag';
import { isCount, warnInvalidOptions } from './option-warnings';
import type { ReadableSpanLike } from './span-like';

/** Options of `SignalsSpanProcessor`: the `analyze` options plus the processor's own. Every field is optional. */
export interface SignalsSpanProcessorOptions extends AnalyzeOptions {
  /**
   * Adds `signal.snippet` (at most 200 characters of the evidence: the user's words, a tool's error
   * line) to each `signal.<type>` event. Off on spans by default: events still carry the type,
   * message index and confidence, which point at the message on the span itself.
   * @default false (unlike `analyze`, where it is true)
   */
  includeSnippets?: boolean;
  /**
   * Appended to the name of a flagged span, once (not again when the name already ends with it).
   * An empty string leaves names unchanged.
   * @default ' 🚩' (a space and U+1F6A9)
   */
  flagMarker?: string;
  /**
   * Adds one `gen_ai.evaluation.result` span event per scored span (OpenTelemetry GenAI semantic
   * conventions): `gen_ai.evaluation.name` `agent_signals.quality`, `gen_ai.evaluation.score.value`
   * the quality score (0–100), `gen_ai.evaluation.score.label` the verdict,
   * `gen_ai.evaluation.explanation` the summary, and `gen_ai.response.id` when the span has one.
   * Backends that read evaluation results show the verdict without custom mapping.
   * @default true
   */
  evaluationEvent?: boolean;
  /**
   * Decides, per span that carries messages, whether to analyse it. Called at span end with the
   * span (read its `name`, `attributes`, `spanContext()`); a throwing filter skips the span.
   * @default () => true
   * @example (span) => span.attributes['gen_ai.operation.name'] !== 'embeddings'
   */
  shouldAnalyze?: (span: ReadableSpanLike) => boolean;
  /**
   * Conversations tracked at once (spans carrying a conversation id); the least recently used is
   * forgotten first. The same bound applies to the traces remembered for de-duplication.
   * `0` disables both: each span is scored on its own messages.
   *
   * Memory is bounded by this option and by `maxRetainedBytes`: each conversation keeps an
   * incremental analysis of its last `maxMessages` messages (text capped at 4,000 characters
   * each) plus counts and the fingerprints (numbers) of its last `10 × maxMessages` messages; no
   * older text is kept.
   * @default 1000
   */
  maxConversations?: number;
  /**
   * Estimated bytes of heap the tracked conversations may retain in all. Each conversation keeps
   * an estimate of what it holds (two bytes a character of its window's text, its tool calls,
   * plans, signals and ids; at most about 12 MiB for one conversation at every cap, see
   * docs/security.md), updated as messages are appended; when the total exceeds this budget the
   * least recently used conversations are forgotten (recorded in metrics like an expired one,
   * counted in `getStats().conversationsEvicted`), never the one a span is updating. A forgotten
   * conversation restarts with its next span, like one whose `conversationTtlMs` passed.
   * `0` keeps only the conversation being updated.
   * @default 268_435_456 (256 MiB)
   */
  maxRetainedBytes?: number;
  /**
   * A tracked conversation (or trace) not seen for this many milliseconds is forgotten.
   * @default 1_800_000 (30 minutes)
   */
  conversationTtlMs?: number;
  /**
   * A JSON-encoded message attribute longer than this many characters is skipped (counted in
   * `getStats().malformedAttributes`) instead of parsed, so one huge value cannot stall the host.
   * @default 1_000_000
   */
  maxAttributeLength?: number;
  /**
   * A span whose attributes hold more than this many characters of text is not scored inside
   * `span.end()` when the processor's exporter is wired (`signals.exporter(yourExporter)`): it is
   * scored in the export batch instead, off the request path, and so is every span ending while
   * such a span waits, so each conversation is still read in order. Without the exporter wired,
   * every span is scored in `span.end()` as usual.
   * @default 100_000 (about 25 messages of 4,000 characters)
   */
  maxInlineChars?: number;
  /**
   * When given, analysed conversations are also recorded as OpenTelemetry metrics (conversations by
   * quality, signals by type, score histograms); see `createSignalMetrics`. Conversations are
   * counted, not spans: a span without a conversation id is one conversation, recorded at once; a
   * tracked conversation is recorded once, with its latest verdict, when it is forgotten (idle for
   * `conversationTtlMs`, evicted past `maxConversations`, or at `shutdown()`), and each of its
   * signal instances is counted once, when first found.
   * @default undefined (no metrics)
   */
  meterProvider?: MeterProvider;
}

/** Processor options with every default applied. */
export interface SignalsSpanProcessorConfig {
  readonly analyze: Readonly<AnalyzeOptions>;
  readonly includeSnippets: boolean;
  readonly maxMessages: number;
  readonly flagMarker: string;
  readonly evaluationEvent: boolean;
  readonly shouldAnalyze: (span: ReadableSpanLike) => boolean;
  readonly maxConversations: number;
  readonly maxRetainedBytes: number;
  readonly conversationTtlMs: number;
  readonly maxAttributeLength: number;
  readonly maxInlineChars: number;
  readonly meterProvider: MeterProvider | undefined;
  /** A `profile` or `baselines` option was given: the baselines are pinned, not learned. */
  readonly baselinesPinned: boolean;
  /** A `baselineTurns` option was given: the learned baselines keep its user-turn baseline. */
  readonly userTurnsPinned: boolean;
}

/**
 * Default of `includeSnippets` in the span processor: `false` (in `analyze` and the CLI: `true`).
 * A snippet copies the user's words or a tool's error line into a span event, which a collector
 * that strips message attributes would still export.
 */
export const PROCESSOR_SNIPPETS_DEFAULT = false;

/** Defaults of the processor's own options. */
export const PROCESSOR_DEFAULTS = {
  flagMarker: FLAG_MARKER,
  evaluationEvent: true,
  shouldAnalyze: (): boolean => true,
  maxConversations: 1000,
  maxRetainedBytes: 256 * 2 ** 20,
  conversationTtlMs: 30 * 60 * 1000,
  maxAttributeLength: DEFAULT_MAX_ATTRIBUTE_LENGTH,
  maxInlineChars: 100_000,
  meterProvider: undefined,
} as const satisfies Omit<
  SignalsSpanProcessorConfig,
  'analyze' | 'includeSnippets' | 'maxMessages' | 'baselinesPinned' | 'userTurnsPinned'
>;

/**
 * Applies defaults once; an invalid value (wrong type, negative, NaN) falls back to its default
 * and is reported with `diag.warn` naming the option. A malformed `profile` is reported with `diag.warn` (naming the field) and the default profile is
 * used: the processor never throws into the host.
 */
export function resolveProcessorOptions(options: SignalsSpanProcessorOptions | undefined): SignalsSpanProcessorConfig {
  const o = plainOptions(options);
  warnInvalidOptions(options === undefined || options === null || typeof options !== 'object' ? options : o);
  // Snippets copy user text into telemetry: on spans they are off unless asked for.
  const includeSnippets = typeof o.includeSnippets === 'boolean' ? o.includeSnippets : PROCESSOR_SNIPPETS_DEFAULT;
  const analyzeConfig = resolveAnalyzeOptions({ ...o, includeSnippets });
  return Object.freeze({
    analyze: Object.freeze({
      profile: analyzeConfig.profile,
      // The baselines in force (the profile's, `baselines` and `baselineTurns` applied).
      baselines: analyzeConfig.baselines,
      includeSnippets: analyzeConfig.includeSnippets,
      maxMessages: analyzeConfig.maxMessages,
      lexicons: analyzeConfig.lexicons,
      language: analyzeConfig.language,
    }),
    includeSnippets: analyzeConfig.includeSnippets,
    maxMessages: analyzeConfig.maxMessages,
    flagMarker: typeof o.flagMarker === 'string' ? o.flagMarker : PROCESSOR_DEFAULTS.flagMarker,
    evaluationEvent: typeof o.evaluationEvent === 'boolean' ? o.evaluationEvent : PROCESSOR_DEFAULTS.evaluationEvent,
    shouldAnalyze: typeof o.shouldAnalyze === 'function' ? o.shouldAnalyze : PROCESSOR_DEFAULTS.shouldAnalyze,
    maxConversations: count(o.maxConversations, PROCESSOR_DEFAULTS.maxConversations),
    maxRetainedBytes: count(o.maxRetainedBytes, PROCESSOR_DEFAULTS.maxRetainedBytes),
    conversationTtlMs: count(o.conversationTtlMs, PROCESSOR_DEFAULTS.conversationTtlMs),
    maxAttributeLength: Math.max(1, count(o.maxAttributeLength, PROCESSOR_DEFAULTS.maxAttributeLength)),
    maxInlineChars: count(o.maxInlineChars, PROCESSOR_DEFAULTS.maxInlineChars),
    meterProvider: o.meterProvider ?? undefined,
    baselinesPinned: o.profile !== undefined || o.baselines !== undefined,
    userTurnsPinned: o.baselineTurns !== undefined,
  });
}

/** Every option the processor reads: `AnalyzeOptions` and its own. */
const OPTION_KEYS = [
  'baselineTurns',
  'profile',
  'includeSnippets',
  'maxMessages',
  'lexicons',
  'language',
  'complete',
  'flagMarker',
  'shouldAnalyze',
  'maxConversations',
  'maxRetainedBytes',
  'conversationTtlMs',
  'maxAttributeLength',
  'maxInlineChars',
  'evaluationEvent',
  'baselines',
  'meterProvider',
] as const satisfies readonly (keyof SignalsSpanProcessorOptions)[];

/**
 * A plain copy of the options, each read once: a getter or a `Proxy` trap that throws leaves that
 * option unset (and is reported with `diag.warn`), never an error in the host's constructor.
 */
function plainOptions(options: unknown): SignalsSpanProcessorOptions {
  const out: Record<string, unknown> = {};
  if (options === null || typeof options !== 'object') return out;
  for (const key of OPTION_KEYS) {
    try {
      const value = (options as Record<string, unknown>)[key];
      if (value !== undefined) out[key] = value;
    } catch (error) {
      diagWarn(
        `option \`${key}\` could not be read (${error instanceof Error ? error.message : String(error)}); the processor uses its default`,
      );
    }
  }
  return out as SignalsSpanProcessorOptions;
}

function resolveAnalyzeOptions(o: SignalsSpanProcessorOptions): AnalyzeConfig {
  try {
    return resolveOptions(o);
  } catch (error) {
    diagWarn(`${error instanceof Error ? error.message : String(error)}; using the default profile`);
    const { profile: _ignored, ...rest } = o;
    try {
      return resolveOptions(rest);
    } catch (again) {
      diagWarn(`${again instanceof Error ? again.message : String(again)}; using the default options`);
      return resolveOptions({ includeSnippets: o.includeSnippets });
    }
  }
}

function count(value: unknown, fallback: number): number {
  return isCount(value) ? Math.floor(value as number) : fallback;
}
