/**
 * @module `agent-signals evaluate` and `agent-signals calibrate`: read the inputs and labels,
 * analyse, and print the figures (and, for calibrate, write the profile). Returns the exit code.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { AnalyzeOptions } from '../../options';
import { refuseInputAsOutput, writeWhole } from '../output-file';
import { DEFAULT_PROFILE, parseProfile, type ScoreProfile } from '../../profile/profile';
import { EXIT_OK, EXIT_SKIPPED, EXIT_USAGE } from '../exit-codes';
import { createStyle } from '../output/style';
import { paragraph } from '../output/text';
import { readProfileFile } from '../profile-file';
import { isProfileName, namedProfile } from '../../profile/named-profiles';
import { prepareInputs } from '../input/prepare-inputs';
import { isUsageError, UsageError } from '../usage-error';
import { parseRankArgs, type RankOptions } from './args';
import { calibrate } from './calibration';
import { collect } from './collect';
import { evaluate } from './evaluation';
import { readLabels, type Labels } from './labels';
import { join, type Labelled } from './outcomes';
import { calibrationNotes, renderCalibrationJson, renderCalibrationText } from './render-calibration';
import { renderEvaluationJson, renderEvaluationText } from './render-evaluation';

/** The process pieces the commands use (the `CliIO` of the `score` command fits). */
export interface RankIO {
  readonly stdin: Readable;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  readonly env: NodeJS.ProcessEnv;
}

/** Bad lines reported one by one before the rest are only counted. */
const MAX_REPORTED = 20;

/** Runs `evaluate` or `calibrate` with `argv` (starting at the command name). */
export async function runRank(argv: readonly string[], io: RankIO): Promise<number> {
  let options: RankOptions;
  let labels: Labels | undefined;
  let profile: ScoreProfile;
  try {
    options = parseRankArgs(argv, io.env);
    for (const file of options.files) {
      if (file !== '-' && !existsSync(file)) throw new UsageError(`cannot read '${file}': no such file`);
      if (file !== '-' && statSync(file).isDirectory()) throw new UsageError(`'${file}' is a directory`);
    }
    if (options.out !== undefined && !existsSync(dirname(resolve(options.out))))
      throw new UsageError(`--out: folder '${dirname(resolve(options.out))}' does not exist`);
    if (options.out !== undefined)
      refuseInputAsOutput('--out', options.out, [...options.files, options.labels, options.profile]);
    profile =
      options.profile === undefined
        ? DEFAULT_PROFILE
        : isProfileName(options.profile)
          ? namedProfile(options.profile)
          : readProfileFile(options.profile);
    labels = options.labels === undefined ? undefined : readLabels(options.labels);
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr.write(`agent-signals: ${error.message}\nRun 'agent-signals --help' for usage.\n`);
    return EXIT_USAGE;
  }
  // Baselines as `score` takes them: learned from the inputs unless --profile pins the profile's.
  const prepared = await prepareInputs(
    options.files,
    {
      profileName: options.profile ?? 'default',
      profileBaselines: profile.baselines,
      learn: options.profile === undefined,
    },
    io.stdin,
  );
  // Files hold finished conversations, as for `score`: a run that stops mid-task is unfinished.
  const analyzeOptions: AnalyzeOptions = { profile, complete: true, baselines: prepared.baselines.baselines };
  const learn = options.command === 'calibrate' && options.vocabulary && labels !== undefined;
  let collected;
  try {
    // One analysis per conversation: evaluate also scores it without the profile's vocabulary,
    // calibrate also reads its n-grams when it learns one.
    collected = await collect(prepared.sources, analyzeOptions, io.stdin, {
      ...(learn ? { ngrams: (id: string) => labels!.byId.has(id) } : {}),
      plain: options.command === 'evaluate',
    });
  } finally {
    prepared.release();
  }
  const { rows, bad, unknownRoles } = collected;
  if (unknownRoles !== undefined) io.stderr.write(`agent-signals: ${unknownRoles}\n`);
  const problems = [...(labels?.bad ?? []), ...bad];
  for (const line of problems.slice(0, MAX_REPORTED)) io.stderr.write(`${line}\n`);
  if (problems.length > MAX_REPORTED) io.stderr.write(`… and ${problems.length - MAX_REPORTED} more\n`);
  const json = options.format === 'json' || (options.format === undefined && io.stdout.isTTY !== true);
  const style = createStyle(options.color && io.stdout.isTTY === true);
  const profileName = options.profile ?? 'default';
  const joined = labels === undefined ? undefined : join(rows, labels);

  if (options.command === 'evaluate') {
    if (joined === undefined || joined.rows.length === 0) {
      io.stderr.write("agent-signals: no conversation matches a label (ids must match the conversations' ids)\n");
      return EXIT_USAGE;
    }
    const evaluation = evaluate(joined.rows, labels!.kind);
    const plainRows = joined.rows.map((r) => (r.plain === undefined ? undefined : { ...r, report: r.plain }));
    const ctx = {
      profile: profileName,
      unlabelled: joined.unlabelled,
      missing: joined.missing,
      badBelow: joined.badBelow,
      columns: io.stdout.columns,
      ...(plainRows.every((r) => r !== undefined)
        ? { withoutVocabulary: evaluate(plainRows as Labelled[], labels!.kind) }
        : {}),
    };
    io.stdout.write(json ? renderEvaluationJson(evaluation, ctx) : renderEvaluationText(evaluation, ctx, style));
    return problems.length > 0 ? EXIT_SKIPPED : EXIT_OK;
  }

  if (rows.length === 0) {
    io.stderr.write('agent-signals: no conversation to calibrate on\n');
    return EXIT_USAGE;
  }
  const result = calibrate(rows, joined?.rows, profile, options.folds, learn);
  const calibrated = parseProfile(result.profile);
  const refused = result.crossValidation !== undefined && !rankedBetter(result) && !options.force;
  const ctx = {
    reference: profileName,
    out: options.out!,
    written: !refused,
    conversations: rows.length,
    labelled: joined?.rows.length,
    columns: io.stdout.columns,
  };
  io.stdout.write(json ? renderCalibrationJson(result, ctx) : renderCalibrationText(result, ctx, style));
  // On a terminal, notes break at spaces to its width; in a log, each stays one line.
  const noteWidth = io.stderr.isTTY === true ? (io.stderr.columns ?? 80) : Infinity;
  for (const note of calibrationNotes(result, profileName))
    io.stderr.write(`${paragraph(`agent-signals: note: ${note}`, noteWidth).join('\n')}\n`);
  if (refused) {
    io.stderr.write(
      `agent-signals: not written: the calibrated weights rank worse than the ${profileName} profile in cross-validation (use --force to write it anyway)\n`,
    );
    return EXIT_SKIPPED;
  }
  writeWhole(options.out!, `${JSON.stringify(calibrated, null, 2)}\n`);
  return problems.length > 0 ? EXIT_SKIPPED : EXIT_OK;
}

/**
 * The written profile ranks at least as well as the reference in cross-validation: its weights and
 * baselines do, or the learned vocabulary it keeps (checked against the profile without it on its
 * own folds) ranks at least as well as the reference.
 */
function rankedBetter(result: ReturnType<typeof calibrate>): boolean {
  const cv = result.crossValidation;
  if (cv === undefined || cv.better) return true;
  const check = result.vocabulary?.check;
  return check !== undefined && check.kept && !(check.with.estimate < cv.reference.auc);
}
