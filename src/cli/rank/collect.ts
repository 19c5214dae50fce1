/**
 * @module Reads the inputs of `evaluate` / `calibrate` and analyses every conversation, keeping
 * what the score's terms need.
 */
import type { Readable } from 'node:stream';
import { analyzeOnce } from '../../analyze';
import { countMessages } from '../../analysis/core';
import type { AnalyzeOptions } from '../../options';
import type { AssistantText } from '../../score/terms';
import type { SignalReport } from '../../types';
import type { ConversationNgrams } from '../../vocabulary/ngrams';
import { readSource, type ByteCounter } from '../input/read-source';
import { UnknownRoles } from '../input/unknown-roles';
import type { NamedInput } from '../input/learn-baselines';

/** One analysed conversation. */
export interface Analysed {
  readonly id: string;
  readonly report: SignalReport;
  readonly text: AssistantText;
  /** The n-grams a vocabulary reads (when collected for fitting one). */
  readonly ngrams?: ConversationNgrams;
  /** The report under the profile without its vocabulary (when the profile has one). */
  readonly plain?: SignalReport;
}

/** What {@link collect} keeps besides the report. */
export interface CollectExtras {
  /**
   * Read the n-grams of the conversations this holds true for (for `calibrate` to fit a vocabulary
   * on the labelled ones: an unlabelled conversation's n-grams are never read, nor kept).
   */
  readonly ngrams?: (id: string) => boolean;
  /** Keep each conversation's report without the profile's vocabulary too, when it has one (for `evaluate`). */
  readonly plain?: boolean;
}

/** The analysed conversations and the input that could not be read. */
export interface Collected {
  readonly rows: Analysed[];
  readonly bad: string[];
  /** The note on messages of an unknown role (`"human"`, `"model"`), when there were any. */
  readonly unknownRoles: string | undefined;
}

/**
 * Analyses every conversation of the inputs, in input order: once each, the report without the
 * vocabulary and the n-grams read in the same pass (see `analyzeOnce`).
 */
export async function collect(
  sources: readonly NamedInput[],
  options: AnalyzeOptions,
  stdin: Readable,
  extras: CollectExtras = {},
): Promise<Collected> {
  const rows: Analysed[] = [];
  const bad: string[] = [];
  const counter: ByteCounter = { bytes: 0 };
  const analyzeOptions = { includeSnippets: false, ...options };
  const roles = new UnknownRoles();
  for (const { path, name } of sources) {
    for await (const event of readSource(path, counter, stdin, { name })) {
      if (event.kind === 'bad') {
        bad.push(`${event.where}: ${event.reason}`);
        continue;
      }
      const { id, source, messages } = event.conversation;
      try {
        const wants = { ngrams: extras.ngrams?.(id) === true, plain: extras.plain === true };
        const { report, plain, ngrams } = analyzeOnce(messages, analyzeOptions, wants);
        const counts = countMessages(messages, Number.MAX_SAFE_INTEGER, 0); // for the assistant text only
        rows.push({
          id,
          report,
          text: counts,
          ...(ngrams === undefined ? {} : { ngrams }),
          ...(plain === undefined ? {} : { plain }),
        });
        roles.add(messages, source);
      } catch (error) {
        bad.push(`${source}: could not be analysed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  return { rows, bad, unknownRoles: roles.note() };
}
