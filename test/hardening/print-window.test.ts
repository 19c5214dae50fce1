/**
 * Round three (issue 29), finding 6: what `--summary` and `--html` print of a message is read
 * through the same window as scoring (first 1,000 and last 3,000 characters): an 8 MB message
 * costs them what it costs scoring (the CLI as a child process).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function timedCli(args: readonly string[]): Promise<{ code: number | null; stdout: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, ms: performance.now() - start }));
  });
}

describe('the read window applies to what the CLI prints', () => {
  it('--summary and --html on an 8 MB message take about what scoring it takes (were 15x and 40x slower)', async () => {
    const file = join(dir, 'long.jsonl');
    const words = 'the parcel is late again and nobody answers my emails '.repeat(150_000);
    const content = `this is broken!!! ${words} still broken, I want a human`;
    writeFileSync(
      file,
      `${JSON.stringify({
        id: 'long',
        messages: [
          { role: 'user', content },
          { role: 'assistant', content: 'Sorry.' },
        ],
      })}\n`,
    );
    const html = join(dir, 'report.html');
    const score = await timedCli(['score', file, '-f', 'jsonl']);
    const printed = await timedCli(['score', file, '--summary', '--html', html]);
    expect(score.code).toBe(0);
    expect(printed.code).toBe(0);
    // Process start-up dominates both; the printing run may not cost more than a few scoring runs.
    expect(printed.ms).toBeLessThan(3 * score.ms + 5_000);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('the first 1,000 and last 3,000 were read');
    expect(page.length).toBeLessThan(200_000);
    expect(printed.stdout).toContain('broken');
  }, 300_000);
});
