/**
 * @module Command-line parsing of `agent-signals evaluate` and `agent-signals calibrate`.
 */
import { nonEmpty, parseStrictArgs } from '../parse-options';
import { UsageError } from '../usage-error';

/** What an `evaluate` or `calibrate` command line asks for. */
export interface RankOptions {
  readonly command: 'evaluate' | 'calibrate';
  /** Input paths; `-` is standard input. */
  readonly files: readonly string[];
  /** Path of the labels (JSONL `{id, success}` or `{id, rating}`); required by `evaluate`. */
  readonly labels: string | undefined;
  /** Path of a profile to evaluate (or to compare against) instead of the shipped one. */
  readonly profile: string | undefined;
  /** Output format; undefined means table on a terminal, else JSON. */
  readonly format: 'table' | 'json' | undefined;
  /** `calibrate`: where to write the profile. */
  readonly out: string | undefined;
  /** `calibrate`: write the profile even when it does worse than the default. */
  readonly force: boolean;
  /** `calibrate`: do not learn a vocabulary (`--no-vocabulary`). */
  readonly vocabulary: boolean;
  /** `calibrate`: number of cross-validation folds. */
  readonly folds: number;
  /** Colour on a TTY. */
  readonly color: boolean;
}

const OPTIONS = {
  labels: { type: 'string', short: 'l' },
  profile: { type: 'string' },
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  force: { type: 'boolean' },
  'no-vocabulary': { type: 'boolean' },
  folds: { type: 'string' },
  'no-color': { type: 'boolean' },
} as const;

/**
 * Parses `evaluate|calibrate <files…> [options]`.
 * @throws UsageError on an unknown option, a bad value or a missing argument.
 */
export function parseRankArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): RankOptions {
  const { values, positionals } = parseStrictArgs(argv, OPTIONS);
  const [command, ...files] = positionals;
  if (command !== 'evaluate' && command !== 'calibrate')
    throw new UsageError(`unknown command '${command ?? ''}' (the commands are score, evaluate and calibrate)`);
  if (files.length === 0) throw new UsageError("no input: give one or more files, or '-' for standard input");
  if (files.filter((f) => f === '-').length > 1) throw new UsageError("'-' (standard input) can be given only once");
  const labels = nonEmpty('--labels', values.labels);
  if (command === 'evaluate' && labels === undefined)
    throw new UsageError(
      'evaluate needs --labels FILE (JSONL: {"id": …, "success": true|false} or {"id": …, "rating": n})',
    );
  const out = nonEmpty('--out', values.out);
  if (command === 'calibrate' && out === undefined) throw new UsageError('calibrate needs --out FILE');
  if (command === 'evaluate' && (out !== undefined || values.force === true || values['no-vocabulary'] === true))
    throw new UsageError('--out, --force and --no-vocabulary belong to calibrate');
  const format = values.format?.toLowerCase();
  if (format !== undefined && format !== 'table' && format !== 'json')
    throw new UsageError(`--format must be table or json (got '${values.format}')`);
  return {
    command,
    files,
    labels,
    profile: nonEmpty('--profile', values.profile),
    format,
    out,
    force: values.force === true,
    vocabulary: values['no-vocabulary'] !== true,
    folds: folds(values.folds),
    color: values['no-color'] !== true && (env.NO_COLOR === undefined || env.NO_COLOR === ''),
  };
}

function folds(value: string | undefined): number {
  if (value === undefined) return 5;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < 2 || n > 20)
    throw new UsageError(`--folds needs a whole number from 2 to 20 (got '${value}')`);
  return n;
}
