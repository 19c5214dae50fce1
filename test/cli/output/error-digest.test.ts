import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorDigest, errorKind, SHOWN_PER_KIND } from '../../../src/cli/output/error-digest';
import { CLI_TIMEOUT, runCli } from '../run-cli';

describe('errorKind', () => {
  it('is the reason without its parenthesised detail', () => {
    expect(errorKind(`invalid JSON (Unexpected token ' ', " ELF "... is not valid JSON)`)).toBe('invalid JSON');
    expect(errorKind('expected {messages: [...]}, got a number')).toBe('expected {messages: [...]}, got a number');
    expect(errorKind('')).toBe('');
  });
});

describe('ErrorDigest', () => {
  it(`prints ${SHOWN_PER_KIND} of a kind, then counts the rest and says so once`, () => {
    const digest = new ErrorDigest(100);
    const printed = Array.from({ length: 100 }, (_, i) => digest.admit(`invalid JSON (token ${i})`));
    expect(printed.filter(Boolean)).toHaveLength(SHOWN_PER_KIND);
    expect(printed.slice(0, SHOWN_PER_KIND)).toEqual([true, true, true]);
    expect(digest.closing()).toEqual(['… and 97 more like it: invalid JSON']);
  });

  it('prints other kinds as they come, up to the overall cap', () => {
    const digest = new ErrorDigest(5);
    const kinds = Array.from({ length: 8 }, (_, i) => digest.admit(`kind ${i}`));
    expect(kinds).toEqual([true, true, true, true, true, false, false, false]);
    expect(digest.closing()).toEqual(['… and 3 more not shown']);
  });

  it('has nothing to add when every report was printed', () => {
    const digest = new ErrorDigest(100);
    digest.admit('a');
    digest.admit('b (x)');
    expect(digest.closing()).toEqual([]);
  });
});

describe('a binary file given as input', { timeout: CLI_TIMEOUT }, () => {
  it('gives a few errors and one line for the rest, and exits 1', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agent-signals-binary-')), 'a.out');
    const lines = Array.from(
      { length: 100 },
      (_, i) => `\u007fELF\u0002\u0001\u0001${String.fromCharCode(1 + (i % 8))}\u0000\u0000(${i}`,
    );
    writeFileSync(path, lines.join('\n') + '\n', 'latin1');
    const run = await runCli(['score', path, '-f', 'jsonl']);
    const stderr = run.stderr.trimEnd().split('\n');
    expect(stderr.slice(0, 3).every((line) => line.includes(': invalid JSON'))).toBe(true);
    expect(stderr.slice(3)).toEqual([
      '… and 97 more like it: invalid JSON',
      'agent-signals: skipped 100 bad lines; scored 0 conversations',
    ]);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
  });
});
