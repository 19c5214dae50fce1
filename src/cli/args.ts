/**
 * @module Command-line parsing: `argv` in, a complete read-only {@link CliOptions} out, or a
 * {@link UsageError} that explains the mistake.
 */
import type { Quality } from '../types';
import { nonEmpty, parseStrictArgs } from './parse-options';
import { UsageError } from './usage-error';

/** Output formats of the per-conversation listing. */
export const FORMATS = ['table', 'json', 'jsonl', 'csv'] as const;
/** One of {@link FORMATS}. */
export type Format = (typeof FORMATS)[number];

const QUALITIES: readonly Quality[] = ['Excellent', 'Good', 'Neutral', 'Poor', 'Severe'];

/** What the command line asks for. */
export interface CliOptions {
  readonly command: 'score' | 'help' | 'version';
  /** Input paths; `-` is standard input. */
  readonly files: readonly string[];
  /** Listing format; undefined means the default (table on a TTY, else jsonl). */
  readonly format: Format | undefined;
  /** Keep only flagged conversations. */
  readonly flagged: boolean;
  /** Keep only these quality buckets; undefined keeps all. */
  readonly qualities: ReadonlySet<Quality> | undefined;
  /** Keep only the N worst conversations, worst first. */
  readonly top: number | undefined;
  /** Print the summary instead of the listing. */
  readonly summary: boolean;
  /** Write a self-contained HTML report to this path. */
  readonly html: string | undefined;
  /** Allow the progress bar (it still needs a TTY and a large input). */
  readonly progress: boolean;
  /** Colour on a TTY (`--no-color` and the `NO_COLOR` variable turn it off). */
  readonly color: boolean;
  /** `baselineTurns` of the analyzer. */
  readonly baselineTurns: number | undefined;
  /** `maxMessages` of the analyzer. */
  readonly maxMessages: number | undefined;
  /** Forced language (ISO 639-3). */
  readonly language: string | undefined;
  /** Path of a JSON file of lexicon overrides. */
  readonly lexicons: string | undefined;
  /** Path of a scoring profile (JSON). */
  readonly profile: string | undefined;
}

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  flagged: { type: 'boolean' },
  quality: { type: 'string', short: 'q' },
  top: { type: 'string', short: 'n' },
  summary: { type: 'boolean', short: 's' },
  html: { type: 'string' },
  'no-progress': { type: 'boolean' },
  'no-color': { type: 'boolean' },
  'baseline-turns': { type: 'string' },
  'max-messages': { type: 'string' },
  language: { type: 'string' },
  lexicons: { type: 'string' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/**
 * Parses the arguments after `node cli.js`.
 * @throws UsageError on an unknown option, a bad value or a missing command.
 */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CliOptions {
  const { values, positionals } = parseStrictArgs(argv, OPTIONS);
  const base = {
    files: [] as string[],
    format: undefined,
    flagged: false,
    qualities: undefined,
    top: undefined,
    summary: false,
    html: undefined,
    progress: true,
    color: true,
    baselineTurns: undefined,
    maxMessages: undefined,
    language: undefined,
    lexicons: undefined,
    profile: undefined,
  };
  if (values.help === true) return { ...base, command: 'help' };
  if (values.version === true) return { ...base, command: 'version' };
  const [command, ...files] = positionals;
  if (command === undefined) throw new UsageError('missing command: agent-signals score <files…|->');
  if (command === 'help') return { ...base, command: 'help' };
  if (command !== 'score')
    throw new UsageError(`unknown command '${command}' (the commands are score, evaluate and calibrate)`);
  if (files.length === 0) throw new UsageError("no input: give one or more files, or '-' for standard input");
  if (files.filter((f) => f === '-').length > 1) throw new UsageError("'-' (standard input) can be given only once");
  return {
    ...base,
    command: 'score',
    files,
    format: parseFormat(values.format),
    flagged: values.flagged === true,
    qualities: parseQualities(values.quality),
    top: positiveInt('--top', values.top),
    summary: values.summary === true,
    html: nonEmpty('--html', values.html),
    progress: values['no-progress'] !== true,
    color: values['no-color'] !== true && (env.NO_COLOR === undefined || env.NO_COLOR === ''),
    baselineTurns: positiveInt('--baseline-turns', values['baseline-turns'], 0),
    maxMessages: positiveInt('--max-messages', values['max-messages']),
    language: nonEmpty('--language', values.language),
    lexicons: nonEmpty('--lexicons', values.lexicons),
    profile: nonEmpty('--profile', values.profile),
  };
}

function parseFormat(value: string | undefined): Format | undefined {
  if (value === undefined) return undefined;
  const format = value.toLowerCase();
  if ((FORMATS as readonly string[]).includes(format)) return format as Format;
  throw new UsageError(`--format must be one of ${FORMATS.join(', ')} (got '${value}')`);
}

function parseQualities(value: string | undefined): ReadonlySet<Quality> | undefined {
  if (value === undefined) return undefined;
  const out = new Set<Quality>();
  for (const raw of value.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const quality = QUALITIES.find((q) => q.toLowerCase() === name);
    if (quality === undefined)
      throw new UsageError(`--quality: unknown bucket '${raw.trim()}' (use ${QUALITIES.join(', ')})`);
    out.add(quality);
  }
  if (out.size === 0) throw new UsageError(`--quality needs at least one of ${QUALITIES.join(', ')}`);
  return out;
}

function positiveInt(flag: string, value: string | undefined, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`${flag} needs a whole number ≥ ${min} (got '${value}')`);
  }
  return n;
}
