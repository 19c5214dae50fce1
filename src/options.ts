/**
 * @module Options of `analyze`, resolved once into a complete read-only config.
 */
import type { LexiconOverrides } from './lexicon/families';

/** Options of {@link analyze}. Every field is optional. */
export interface AnalyzeOptions {
  /**
   * Number of user turns a conversation may take before efficiency starts to fall.
   * @default 5
   */
  baselineTurns?: number;
  /**
   * Include the evidence text (capped at 200 characters) in each signal's `snippet`.
   * @default true
   */
  includeSnippets?: boolean;
  /**
   * Only the last `maxMessages` messages are read; earlier ones are counted, not read.
   * @default 200
   */
  maxMessages?: number;
  /**
   * Add, remove or replace lexicon phrases, or add a language, without forking.
   * @default {}
   * @example { eng: { complaint: ['still no refund'] } }
   */
  lexicons?: LexiconOverrides;
  /**
   * Force the conversation's language (ISO 639-3, e.g. `eng`) instead of detecting it.
   * @default undefined (detected from the user text)
   */
  language?: string;
  /**
   * The conversation is complete (a stored transcript, not a run in progress): a conversation that
   * ends on a tool call with no result, or on a tool result with no assistant message after it, is
   * reported as `execution.unfinished` (unless that last tool is a handoff or a terminal tool such
   * as `submit` or `final_answer`). The CLI sets it for files; the span processor never does, as a
   * span naturally ends mid-run.
   * @default false
   */
  complete?: boolean;
}

/** {@link AnalyzeOptions} with every default applied. */
export type AnalyzeConfig = Readonly<Required<Omit<AnalyzeOptions, 'language'>>> & {
  readonly language: string | undefined;
};

/** Defaults of {@link AnalyzeOptions}. */
export const DEFAULT_OPTIONS = {
  baselineTurns: 5,
  includeSnippets: true,
  maxMessages: 200,
  lexicons: {},
  language: undefined,
  complete: false,
} as const satisfies AnalyzeConfig;

/** Characters read per message: the first {@link HEAD_CHARS} and the last {@link TAIL_CHARS}. */
export const MAX_MESSAGE_CHARS = 4000;
/** Leading characters kept from a long message. */
export const HEAD_CHARS = 1000;
/** Trailing characters kept from a long message. */
export const TAIL_CHARS = 3000;

/**
 * Applies defaults; invalid values (wrong type, negative, NaN) fall back to the default rather
 * than throwing.
 */
export function resolveOptions(options: AnalyzeOptions | undefined): AnalyzeConfig {
  if (options === undefined || options === null || typeof options !== 'object') return DEFAULT_OPTIONS;
  return {
    baselineTurns: nonNegativeInt(options.baselineTurns, DEFAULT_OPTIONS.baselineTurns),
    includeSnippets:
      typeof options.includeSnippets === 'boolean' ? options.includeSnippets : DEFAULT_OPTIONS.includeSnippets,
    maxMessages: Math.max(1, nonNegativeInt(options.maxMessages, DEFAULT_OPTIONS.maxMessages)),
    lexicons:
      options.lexicons !== null && typeof options.lexicons === 'object' ? options.lexicons : DEFAULT_OPTIONS.lexicons,
    language: typeof options.language === 'string' && options.language !== '' ? options.language : undefined,
    complete: options.complete === true,
  };
}

function nonNegativeInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}
