/**
 * Runs the `agent-signals` command as a real child process: the CLI bundled once by the suite's
 * global setup (test/setup/cli-bundle.ts), else `node --import tsx src/cli.ts …`. Neither needs
 * `npm run build`.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tests run the CLI from there, with paths relative to it). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a run of the CLI produced. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Generous: the CLI starts through tsx, and CI machines may be busy. */
export const CLI_TIMEOUT = 90_000;

const runs = new Map<string, Promise<CliRun>>();

/**
 * Runs `agent-signals <args>` with `input` on stdin (closed and empty when absent). Identical runs
 * within a test file share one process (the CLI is deterministic for a given input).
 */
export function runCli(args: readonly string[], input?: string, env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const key = JSON.stringify([args, input, env]);
  const cached = runs.get(key);
  if (cached !== undefined) return cached;
  const run = spawnCli(args, input, env);
  runs.set(key, run);
  return run;
}

function spawnCli(args: readonly string[], input: string | undefined, env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((ok, fail) => {
    const bundle = process.env.AGENT_SIGNALS_TEST_CLI;
    const entry = bundle !== undefined && bundle !== '' ? [bundle] : ['--import', 'tsx', 'src/cli.ts'];
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', fail);
    child.on('close', (status) => ok({ status, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** The records of a JSONL output. */
export function jsonl(stdout: string): Array<Record<string, unknown>> {
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Minimal RFC 4180 CSV parser (quoted cells with commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
