/**
 * @module Checks what the command line names before anything is read: input files exist, the
 * lexicon and profile files parse, the HTML report's folder exists, `--language` is a code the
 * library knows. Every failure is a {@link UsageError}.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { validateOptions, type AnalyzeOptions } from '../options';
import type { LexiconOverrides } from '../lexicon/families';
import { lexiconRegistry } from '../lexicon/registry';
import { lexiconFileProblem } from './lexicon-check';
import type { CliOptions } from './args';
import { refuseInputAsOutput } from './output-file';
import { readProfileFile } from './profile-file';
import { isProfileName } from '../profile/named-profiles';
import { readOptionFile } from './small-file';
import { UsageError } from './usage-error';

/** The checked inputs of a `score` run. */
export interface RunPlan {
  /** Total size of the inputs in bytes; undefined when one is stdin, a pipe or a device. */
  readonly totalBytes: number | undefined;
  /** Options for `analyze`, resolved once and reused for every conversation. */
  readonly analyzeOptions: AnalyzeOptions;
  /** The profile's name (`default`, `chat`) or file. */
  readonly profileName: string;
  /** Learn the baselines from the inputs (no `--profile` pins them). */
  readonly learnBaselines: boolean;
}

/** Validates the inputs of a `score` run. */
export function planRun(options: CliOptions): RunPlan {
  let totalBytes: number | undefined = 0;
  for (const file of options.files) {
    if (file === '-') {
      totalBytes = undefined;
      continue;
    }
    let stats;
    try {
      stats = statSync(file);
    } catch {
      throw new UsageError(`cannot read '${file}': no such file`);
    }
    if (stats.isDirectory())
      throw new UsageError(`'${file}' is a directory; pass the files in it (e.g. '${file}/*.jsonl')`);
    if (stats.isFile() && totalBytes !== undefined) totalBytes += stats.size;
    else totalBytes = undefined;
  }
  if (options.html !== undefined) {
    const folder = dirname(resolve(options.html));
    let isFolder = false;
    try {
      isFolder = statSync(folder).isDirectory();
    } catch {
      isFolder = false;
    }
    if (!isFolder) throw new UsageError(`--html: folder '${folder}' does not exist`);
    refuseInputAsOutput('--html', options.html, [...options.files, options.lexicons, options.profile]);
  }
  // Files hold finished conversations: a run that stops inside a tool exchange is unfinished.
  const analyzeOptions: AnalyzeOptions = { complete: true };
  if (options.baselineTurns !== undefined) analyzeOptions.baselineTurns = options.baselineTurns;
  if (options.maxMessages !== undefined) analyzeOptions.maxMessages = options.maxMessages;
  if (options.language !== undefined) analyzeOptions.language = options.language;
  if (options.lexicons !== undefined) analyzeOptions.lexicons = readLexicons(options.lexicons);
  if (options.profile !== undefined)
    analyzeOptions.profile = isProfileName(options.profile) ? options.profile : readProfileFile(options.profile);
  try {
    validateOptions(analyzeOptions);
  } catch (error) {
    // The library's words name the option (`language`); the command line's name the flag.
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(message.replace(/^agent-signals: option `(\w+)`/, (_, name: string) => `--${name}`));
  }
  return {
    totalBytes,
    analyzeOptions,
    profileName: options.profile ?? 'default',
    learnBaselines: options.profile === undefined,
  };
}

function readLexicons(path: string): LexiconOverrides {
  const text = readOptionFile('--lexicons', path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `--lexicons: cannot read '${path}' as JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(
      `--lexicons: '${path}' must hold an object keyed by language, e.g. {"eng": {"complaint": ["still broken"]}}`,
    );
  }
  const overrides = value as LexiconOverrides;
  const problem = lexiconFileProblem(overrides);
  if (problem !== undefined) throw new UsageError(`--lexicons: '${path}': ${problem}`);
  // Compile each language once now: a lexicon that cannot compile is a usage error (exit 2), not
  // a failure of every conversation (exit 1).
  const registry = lexiconRegistry(overrides);
  for (const language of Object.keys(overrides)) {
    try {
      registry.get(language);
    } catch (error) {
      throw new UsageError(
        `--lexicons: '${path}': language '${language}' cannot be compiled (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return overrides;
}
