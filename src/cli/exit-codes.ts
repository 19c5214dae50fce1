/**
 * @module Exit codes of the `agent-signals` command (see docs/cli.md).
 */

/** Every input line was read and scored. */
export const EXIT_OK = 0;
/**
 * Some input could not be read (a bad line, an unreadable or unparseable file) and was skipped, a
 * conversation had nothing to score, or the input held no conversation at all.
 */
export const EXIT_SKIPPED = 1;
/** The command was called wrongly: unknown option, bad value, missing input file. */
export const EXIT_USAGE = 2;
