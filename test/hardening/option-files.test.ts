/**
 * Round three (issue 29), finding 7: the files `--profile`, `--lexicons` and `--labels` name are
 * read with a size limit: `/dev/zero` or a huge file is a usage error (exit 2) naming the limit,
 * read only one byte past it (the CLI as a child process).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_OPTION_FILE_BYTES, readOptionFile } from '../../src/cli/small-file';
import { runCli } from '../cli/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-option-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TRANSCRIPT = `${JSON.stringify({ id: 'a', messages: [{ role: 'user', content: 'hello' }] })}\n`;
const input = join(dir, 'in.jsonl');
writeFileSync(input, TRANSCRIPT);

describe.skipIf(!existsSync('/dev/zero'))('option files that never end', () => {
  it.each([
    ['--profile', ['score', input, '--profile', '/dev/zero']],
    ['--lexicons', ['score', input, '--lexicons', '/dev/zero']],
    ['--labels', ['evaluate', input, '--labels', '/dev/zero']],
  ] as const)('%s /dev/zero: exit 2 with the limit named (was 16.8 GB RSS, then abort)', async (flag, args) => {
    const run = await runCli(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${flag}: '/dev/zero' is larger than ${MAX_OPTION_FILE_BYTES[flag].toLocaleString('en-US')} bytes; not read`,
    );
  });
});

describe('option file size limits', () => {
  it('reads a file of exactly the limit, refuses one byte more', () => {
    const limit = MAX_OPTION_FILE_BYTES['--profile'];
    const exact = join(dir, 'exact.json');
    writeFileSync(exact, ' '.repeat(limit - 2) + '{}');
    expect(readOptionFile('--profile', exact)).toHaveLength(limit);
    const over = join(dir, 'over.json');
    writeFileSync(over, ' '.repeat(limit - 1) + '{}');
    expect(() => readOptionFile('--profile', over)).toThrow(/larger than 1,000,000 bytes/);
  });

  it('a missing file is still "cannot read"', () => {
    expect(() => readOptionFile('--labels', join(dir, 'missing.jsonl'))).toThrow(/--labels: cannot read/);
  });
});
