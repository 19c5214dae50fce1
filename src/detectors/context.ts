/**
 * @module What every detector receives besides the conversation: resolved options and lexicon.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { AnalyzeConfig } from '../options';

/** Read-only inputs shared by the detectors of one analysis. */
export interface DetectorContext {
  readonly config: AnalyzeConfig;
  /** Lexicon of the conversation's language; undefined runs only the structural detectors. */
  readonly lexicon: CompiledLexicon | undefined;
}
