/**
 * Installs packages a test needs but the project does not depend on (another SDK line, another
 * Node binary) into a folder under node_modules/.cache, where they resolve the project's own
 * dependencies. Skipping is the caller's choice: this returns the reason when npm cannot install.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs `npm install PACKAGES` in `dir` (created, with a private package.json), offline first,
 * without saving, a lock file, scripts or engine checks. Returns undefined on success, else npm's
 * last line of error output.
 */
export function installInCache(
  dir: string,
  packages: readonly string[],
  extraArgs: readonly string[] = [],
): string | undefined {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"agent-signals-test-install","private":true,"type":"module"}\n');
  try {
    execFileSync(
      process.platform === 'win32' ? 'npm.cmd' : 'npm',
      [
        'install',
        ...packages,
        '--prefer-offline',
        '--no-save',
        '--no-package-lock',
        '--engine-strict=false',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...extraArgs,
      ],
      { cwd: dir, stdio: 'pipe', timeout: 300_000 },
    );
    return undefined;
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').pop() ?? String(error);
  }
}
