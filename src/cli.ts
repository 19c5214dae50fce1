#!/usr/bin/env node
/**
 * @module The `agent-signals` executable: `agent-signals score <files…|->` (see `--help`).
 */
import { main } from './cli/run';
import { tuneV8 } from './cli/v8-flags';

tuneV8();

const status = { skipped: 0 };

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // The reader went away (`agent-signals score … | head`): stop quietly, with exit code 1 when
  // input was skipped before (the bad lines were reported on stderr).
  if (error.code === 'EPIPE') process.exit(status.skipped > 0 ? 1 : 0);
  throw error;
});

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  status,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `agent-signals: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
