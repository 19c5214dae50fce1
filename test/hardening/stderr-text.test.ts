/**
 * What the command writes to stderr about bad input is one line of at most 200 characters per
 * reason, with control characters (terminal escapes) removed, whatever the input holds.
 */
import { describe, expect, it } from 'vitest';
import { safeLine } from '../../src/cli/output/text';
import { runMain } from './run-main';

const ESC = '\u001b';
const OSC_TITLE = `${ESC}]0;pwned\u0007`;

/** The per-line reports (`where: reason`), without the closing count. */
function badLines(stderr: string): string[] {
  return stderr.split('\n').filter((l) => l !== '' && !l.startsWith('agent-signals: skipped'));
}

describe('bad-line messages on stderr', () => {
  it('an object key carrying an OSC title sequence reaches stderr without control characters', async () => {
    const run = await runMain(['score', '-'], JSON.stringify({ [OSC_TITLE]: 1, [`${ESC}[2J`]: 2 }) + '\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pwned');
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('a reason built from a 10 MB key is capped at 200 characters', async () => {
    const run = await runMain(['score', '-'], JSON.stringify({ ['k'.repeat(10_000_000)]: 1 }) + '\n');
    expect(run.code).toBe(1);
    const [line] = badLines(run.stderr);
    expect(line).toBeDefined();
    const reason = line!.slice(line!.indexOf(': ') + 2);
    expect(reason.length).toBeLessThanOrEqual(200);
    expect(run.stderr.length).toBeLessThan(1000);
  });

  it('invalid JSON holding escapes is reported without them', async () => {
    const run = await runMain(['score', '-'], `{"id": "${OSC_TITLE}", oops}\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });
});

describe('safeLine', () => {
  it('replaces control characters and bidi overrides, collapses white space, caps with an ellipsis', () => {
    expect(safeLine(`a${ESC}[31mb\u202ec\n\td`, 200)).toBe('a [31mb c d');
    expect(safeLine('x'.repeat(500), 200)).toBe('x'.repeat(199) + '…');
    expect(safeLine('x'.repeat(200), 200)).toBe('x'.repeat(200));
  });

  it('never ends in half a surrogate pair', () => {
    const cut = safeLine('a' + '😀'.repeat(300), 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.isWellFormed()).toBe(true);
  });
});
