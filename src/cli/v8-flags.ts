/**
 * @module V8 settings of the CLI's own process (never of a process that imports the library). Most
 * of the CLI's first pass over a file is V8 warming up, and most of that is its optimising compiler
 * on background threads, whose cost grows with how much code it inlines into each hot function.
 * A smaller inlining budget cuts that cost without slowing the analysis once warm (docs/cli.md).
 */
import { setFlagsFromString } from 'node:v8';

/**
 * The flags, each `--name=value`. `max-inlined-bytecode-size-cumulative` (V8's default 920
 * bytecodes) bounds the code inlined into one optimised function. `interrupt-budget` (Node 20's
 * default 67,584) is how much a function runs before it is considered for optimisation: twice that
 * gives it more type feedback first, so fewer optimised functions are thrown away on meeting a case
 * they had not seen, and compiled again. Together, on the corpus, the first pass cost about 20 %
 * less CPU and later passes the same (docs/cli.md).
 */
export const CLI_V8_FLAGS: readonly string[] = [
  '--max-inlined-bytecode-size-cumulative=300',
  '--interrupt-budget=135168',
];

/**
 * The flags of {@link CLI_V8_FLAGS} the user has not set on the command line or in `NODE_OPTIONS`
 * (theirs win). A flag is recognised by its name, dashes or underscores, with or without `no-`.
 */
export function cliV8Flags(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const set = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map(flagName);
  return CLI_V8_FLAGS.filter((flag) => !set.includes(flagName(flag)));
}

/** Sets {@link cliV8Flags} of this process, before the analysis compiles anything hot. */
export function tuneV8(): void {
  for (const flag of cliV8Flags(process.execArgv, process.env.NODE_OPTIONS)) setFlagsFromString(flag);
}

function flagName(arg: string): string {
  return arg
    .replace(/^--?(?:no-)?/, '')
    .split('=')[0]!
    .replaceAll('_', '-');
}
