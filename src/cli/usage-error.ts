/**
 * @module `UsageError`: a command-line mistake (unknown option, bad value, missing file). The CLI
 * prints its message with a pointer to `--help` and exits with code 2.
 */

/** A mistake in how the command was called; never a problem with the input data. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** True when `error` is a {@link UsageError}. */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof UsageError;
}
