/**
 * @module Reads a scoring profile named on the command line; any problem is a usage error that
 * names the file and the field.
 */
import { parseProfile, type ScoreProfile } from '../profile/profile';
import { isProfileError } from '../profile/profile-error';
import { readOptionFile } from './small-file';
import { UsageError } from './usage-error';

/**
 * The validated profile in `path`.
 * @throws UsageError when the file cannot be read, is over 1 MiB, is not JSON, or does not match the schema
 * (the message names the field, e.g. `weights.frustration`).
 */
export function readProfileFile(path: string, flag = '--profile'): ScoreProfile {
  const text = readOptionFile('--profile', path);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${flag}: '${path}' is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    return parseProfile(value);
  } catch (error) {
    if (isProfileError(error)) throw new UsageError(`${flag}: '${path}': ${error.message}`);
    throw error;
  }
}
