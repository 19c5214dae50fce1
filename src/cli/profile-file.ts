/**
 * @module Reads a scoring profile named on the command line; any problem is a usage error that
 * names the file and the field.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseProfile, type ScoreProfile } from '../profile/profile';
import { isProfileError } from '../profile/profile-error';
import { MAX_PROFILE_BYTES } from '../profile/vocabulary';
import { UsageError } from './usage-error';

class ProfileTooLarge extends Error {}

/**
 * The validated profile in `path`.
 * @throws UsageError when the file cannot be read, is larger than 1 MB, is not JSON, or does not match the schema
 * (the message names the field, e.g. `weights.frustration`).
 */
export function readProfileFile(path: string, flag = '--profile'): ScoreProfile {
  let text: string;
  try {
    if (statSync(path).size > MAX_PROFILE_BYTES) throw new ProfileTooLarge();
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof ProfileTooLarge)
      throw new UsageError(`${flag}: '${path}' is larger than ${MAX_PROFILE_BYTES.toLocaleString('en')} bytes`);
    throw new UsageError(`${flag}: cannot read '${path}'`);
  }
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
