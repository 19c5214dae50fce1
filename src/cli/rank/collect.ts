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
import { readSource, type ByteCounter } from '../input/read-source';
import { UnknownRoles } from '../input/unknown-roles';
import type { NamedInput } from '../input/learn-baselines';

/** One analysed conversation. */
export interface Analysed {
  readonly id: string;
  readonly report: SignalReport;
  readonly text: AssistantText;
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
        const report = analyze(messages, analyzeOptions);
        const counts = countMessages(messages, Number.MAX_SAFE_INTEGER, 0); // for the assistant text only
        rows.push({ id, report, text: counts });
        roles.add(messages, source);
      } catch (error) {
        bad.push(`${source}: could not be analysed (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  return { rows, bad, unknownRoles: roles.note() };
}
