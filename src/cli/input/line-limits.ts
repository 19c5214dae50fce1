/**
 * @module How much of one input line the CLI will parse: a line's characters are capped as it
 * streams in (see `readLines`), and before `JSON.parse` its objects and arrays are counted, since
 * each costs far more memory than the two characters that write it (a 15 MB line of `{}` held
 * 894 MB).
 */

/**
 * Longest line read, in characters: a longer one is reported as a bad line and skipped while it
 * streams in. 64 MiB: a line of that much text costs a few times that while it is parsed.
 */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** Most objects and arrays one line may hold (each `{` or `[` counts, inside strings too). */
export const MAX_LINE_CONTAINERS = 1_000_000;

/**
 * The number of `{` and `[` in `line` when it exceeds {@link MAX_LINE_CONTAINERS} (counting stops
 * just past it), else undefined. A line shorter than the limit cannot exceed it and is not read.
 */
export function tooManyContainers(line: string, limit: number = MAX_LINE_CONTAINERS): number | undefined {
  if (line.length <= limit) return undefined;
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if ((c === 0x7b || c === 0x5b) && ++count > limit) return count;
  }
  return undefined;
}
