/**
 * @module Reads the small files named by options (`--profile`, `--lexicons`, `--labels`) with a
 * size limit, so a huge file or a device that never ends (`/dev/zero`) is a usage error instead
 * of a process that fills its memory.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_PROFILE_BYTES } from '../profile/vocabulary';
import { UsageError } from './usage-error';

/** Size limits, in bytes, of the files options name (a profile: 1 MB, as `calibrate` writes at most). */
export const MAX_OPTION_FILE_BYTES = {
  '--profile': MAX_PROFILE_BYTES,
  '--lexicons': 16 * 1024 * 1024,
  '--labels': 64 * 1024 * 1024,
} as const;

/** An option that names a file read whole. */
export type FileOption = keyof typeof MAX_OPTION_FILE_BYTES;

/**
 * The UTF-8 text of the file `flag` names, without a leading byte order mark.
 * @throws UsageError when the file cannot be read or holds more than the flag's limit (it is
 * read only up to one byte past the limit).
 */
export function readOptionFile(flag: FileOption, path: string): string {
  const limit = MAX_OPTION_FILE_BYTES[flag];
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    throw new UsageError(`${flag}: cannot read '${path}'`);
  }
  const buffer = Buffer.alloc(Math.min(limit + 1, 64 * 1024));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      let read: number;
      try {
        read = readSync(fd, buffer, 0, buffer.length, null);
      } catch {
        throw new UsageError(`${flag}: cannot read '${path}'`);
      }
      if (read === 0) break;
      size += read;
      if (size > limit)
        throw new UsageError(`${flag}: '${path}' is larger than ${limit.toLocaleString('en-US')} bytes; not read`);
      chunks.push(Buffer.from(buffer.subarray(0, read)));
    }
  } finally {
    closeSync(fd);
  }
  const text = Buffer.concat(chunks, size).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
