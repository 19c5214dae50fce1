/** Test helper: the CLI as a real process with a small heap. */
import { spawn } from 'node:child_process';
import { ROOT } from '../cli/run-cli';

/** Runs `score <files> -f jsonl` with a 256 MiB heap; resolves with its exit code, stdout and stderr. */
export function scoreSmallHeap(...files: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--max-old-space-size=256', '--import', 'tsx', 'src/cli.ts', 'score', ...files, '-f', 'jsonl'],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
