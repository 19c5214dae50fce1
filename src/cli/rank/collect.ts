/**
 * @module Reads the inputs of `evaluate` / `calibrate` and analyses every conversation, keeping
 * what the score's terms need.
 */
import type { Readable } from 'node:stream';
import { analyze } from '../../analyze';
import { countMessages } from '../../analysis/core';
import type { AnalyzeOptions } from '../../options';
import type { AssistantText } from '../../score/terms';
import type { SignalReport } from '../../types';
import { readMessage, type PreparedMessage } from '../../messages/prepare';
import { DEFAULT_OPTIONS } from '../../options';
import type { ScoreProfile } from '../../profile/profile';
import { ngramsOf, type ConversationNgrams } from '../../vocabulary/ngrams';
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
  /** Read each conversation's n-grams (for `calibrate` to fit a vocabulary). */
  readonly ngrams?: boolean;
}

/** The analysed conversations and the input that could not be read. */
export interface Collected {
  readonly rows: Analysed[];
  readonly bad: string[];
  /** The note on messages of an unknown role (`"human"`, `"model"`), when there were any. */
  readonly unknownRoles: string | undefined;
}

/** Analyses every conversation of the inputs, in input order. */
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
  const profile = typeof options.profile === 'object' ? options.profile : undefined; // a name has no vocabulary
  const plainOptions =
    profile?.vocabulary === undefined ? undefined : { ...analyzeOptions, profile: withoutVocabulary(profile) };
  const roles = new UnknownRoles();
  for (const { path, name } of sources) {
    for await (const event of readSource(path, counter, stdin, { name })) {
      if (event.kind === 'bad') {
        bad.push(`${event.where}: ${event.reason}`);
        continue;
      }
      const { id, source, messages } = event.conversation;
      try {
        const report = analyze(messages, analyzeOptions);
        const counts = countMessages(messages, Number.MAX_SAFE_INTEGER, 0); // for the assistant text only
        rows.push({
          id,
          report,
          text: counts,
          ...(extras.ngrams === true ? { ngrams: ngramsOf(readMessages(messages)) } : {}),
          ...(plainOptions === undefined ? {} : { plain: analyze(messages, plainOptions) }),
        });
        roles.add(messages, source);
      } catch (error) {
        bad.push(`${source}: could not be analysed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  return { rows, bad, unknownRoles: roles.note() };
}

/** The profile without its vocabulary (version 1). */
export function withoutVocabulary(profile: ScoreProfile): ScoreProfile {
  return { version: 1, baselines: profile.baselines, weights: profile.weights };
}

/** The messages `analyze` reads with the default window: the last 200, system messages left out. */
function readMessages(messages: readonly unknown[]): PreparedMessage[] {
  const out: PreparedMessage[] = [];
  for (let k = Math.max(0, messages.length - DEFAULT_OPTIONS.maxMessages); k < messages.length; k++) {
    try {
      const message = readMessage(messages[k], k);
      if (message !== undefined) out.push(message);
    } catch {
      // a hostile item is skipped, as analyze does
    }
  }
  return out;
}
