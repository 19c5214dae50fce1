/**
 * @module Option parsing shared by the commands: strict `node:util` parsing with its errors turned
 * into {@link UsageError}s, and the check that an option given a value got a non-blank one.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error';

/**
 * Parses `argv` strictly (unknown options are errors) with positionals allowed.
 * @throws UsageError on an unknown option or a missing value, with Node's hint about positionals cut.
 * @example parseStrictArgs(['score', '-f', 'csv'], { format: { type: 'string', short: 'f' } }).values.format // 'csv'
 */
export function parseStrictArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(
      error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '.') : String(error),
    );
  }
}

/**
 * `value` unchanged, or undefined when the option was not given.
 * @throws UsageError when the option was given a blank value.
 * @example nonEmpty('--out', 'report.html') // 'report.html'
 */
export function nonEmpty(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new UsageError(`${flag} needs a value`);
  return value;
}
