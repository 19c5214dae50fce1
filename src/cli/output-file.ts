/**
 * @module The files the CLI writes (`--html`, `calibrate --out`): never one of its inputs, and
 * written whole or not at all.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from './usage-error';

/** Device and inode of an existing file (following symbolic links), or undefined. */
function identity(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Throws a {@link UsageError} when `out` (after following symbolic links) is the same file as one
 * of `inputs` (`-`, stdin, is skipped): writing it would destroy what is being read.
 */
export function refuseInputAsOutput(flag: string, out: string, inputs: readonly (string | undefined)[]): void {
  const target = identity(out);
  if (target === undefined) return;
  for (const input of inputs) {
    if (input === undefined || input === '-') continue;
    if (identity(input) === target)
      throw new UsageError(`${flag}: '${out}' is the input '${input}'; name another file for the output`);
  }
}

/**
 * Writes `text` to `path` through a temporary file in the same folder, renamed over `path` once
 * written: a failure leaves any earlier file as it was, and a symbolic link at `path` is replaced,
 * not written through. Throws what the file system throws.
 */
export function writeWhole(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // never created, or already renamed
    }
    throw error;
  }
}
