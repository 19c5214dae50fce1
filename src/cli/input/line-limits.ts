/**
 * @module How much of one input line (or one JSON document) the CLI will parse: a line's
 * characters are capped as it streams in (see `readLines`), and before `JSON.parse` its objects
 * and arrays are counted, since each costs far more memory than the two characters that write it
 * (a 15 MB line of `{}` held 894 MB; a 30 MB pretty-printed document of 5,000,000 `{}` ran a
 * 256 MiB heap out of memory).
 */
import { getHeapStatistics } from 'node:v8';

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

/** The number of `{` and `[` in `line` (inside strings too). */
export function countContainers(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) count++;
  }
  return count;
}

/** Heap bytes allowed per object or array of a JSON document parsed whole (see {@link documentContainerLimit}). */
export const DOCUMENT_BYTES_PER_CONTAINER = 256;

/**
 * Most objects and arrays a JSON document parsed whole may hold: one per
 * {@link DOCUMENT_BYTES_PER_CONTAINER} bytes of the process's heap limit, and never fewer than a
 * line may hold ({@link MAX_LINE_CONTAINERS}): about 1,200,000 in a 256 MiB heap
 * (`--max-old-space-size=256`), about 17,000,000 in Node's default 4 GiB one. A document is
 * parsed in one piece, so what it may hold follows the heap it must fit in.
 */
export function documentContainerLimit(heapLimit: number = getHeapStatistics().heap_size_limit): number {
  return Math.max(MAX_LINE_CONTAINERS, Math.floor(heapLimit / DOCUMENT_BYTES_PER_CONTAINER));
}
