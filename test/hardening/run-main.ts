/**
 * Runs the `agent-signals` command in-process (`main` with an injected stdin and captured
 * stdout/stderr), for hardening tests that need no child process.
 */
import { Readable } from 'node:stream';
import { main } from '../../src/cli/run';

/** What one in-process run produced. */
export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `agent-signals <args>` with `input` as stdin (pass `-` among the args to read it). */
export async function runMain(args: readonly string[], input = ''): Promise<MainRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdin: Readable.from([Buffer.from(input, 'utf8')]),
    stdout: { write: (t: string) => (stdout += t), isTTY: false },
    stderr: { write: (t: string) => (stderr += t), isTTY: false },
    env: {},
  });
  return { code, stdout, stderr };
}
