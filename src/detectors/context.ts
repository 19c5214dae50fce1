/**
 * @module What every detector receives besides the conversation: resolved options and lexicon,
 * and what the tool readers learned of its calls and results.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { AnalyzeConfig } from '../options';
import type { ToolMemo } from '../tools/tool-memo';

/** Read-only inputs shared by the detectors of one analysis. */
export interface DetectorContext {
  readonly config: AnalyzeConfig;
  /** Lexicon of the conversation's language; undefined runs only the structural detectors. */
  readonly lexicon: CompiledLexicon | undefined;
  /**
   * What was read of the conversation's tool calls and results (see `createToolMemo`), shared by
   * the per-message and whole-conversation detectors, so each result is read once: one per
   * analysis, kept between reports by `ConversationTracker`. Undefined: each detector reads for itself.
   */
  readonly toolMemo?: ToolMemo;
}
