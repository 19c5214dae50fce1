/**
 * @module Standard input copied to a temporary file, so the command can read it twice (once to
 * learn the deployment's baselines, once to score) in memory that does not grow with the input.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A spooled input: its path, and how to remove it. */
export interface Spool {
  readonly path: string;
  /** Removes the temporary file and its folder. Never throws. */
  remove(): void;
}

/** Copies `stream` to a new private temporary file (mode 0600 in a 0700 folder). */
export async function spool(stream: Readable): Promise<Spool> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-signals-'));
  const path = join(folder, 'stdin.jsonl');
  const remove = () => {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // best effort: the system's temporary folder is cleaned anyway
    }
  };
  try {
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    remove();
    throw error;
  }
  return { path, remove };
}
