/** Test helpers: a script of this repository run as a real `node` process. */
import { spawn } from 'node:child_process';
import { ROOT } from '../cli/run-cli';

/** What a finished process printed, and its exit code. */
export interface NodeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <args>` in the repository (colours off); resolves when it exits. */
export function runNode(args: readonly string[]): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs a heap fixture (`node --expose-gc --import tsx <fixture> <args>`) and parses the JSON it prints; rejects on a non-zero exit. */
export async function heapFixture<T>(fixture: string, args: readonly (string | number)[]): Promise<T> {
  const run = await runNode(['--expose-gc', '--import', 'tsx', fixture, ...args.map(String)]);
  if (run.code !== 0) throw new Error(`exit ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** Runs `score <files> -f jsonl` with a 256 MiB heap. */
export function scoreSmallHeap(...files: string[]): Promise<NodeRun> {
  return runNode(['--max-old-space-size=256', '--import', 'tsx', 'src/cli.ts', 'score', ...files, '-f', 'jsonl']);
}
