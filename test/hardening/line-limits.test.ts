/**
 * Round three (issue 29), finding 2: one JSONL line is bounded in characters and in objects and
 * arrays; a line past either bound is reported with its line number and the lines after it are
 * still scored, within a small heap (the CLI as a child process).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_LINE_CONTAINERS, tooManyContainers } from '../../src/cli/input/line-limits';
import { MAX_LINE_CHARS, readSource, type InputEvent } from '../../src/cli/input/read-source';
import { scoreSmallHeap } from './run-node';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VALID = JSON.stringify({
  messages: [
    { role: 'user', content: 'this is broken!!!' },
    { role: 'assistant', content: 'Sorry.' },
  ],
});

describe('one JSONL line', () => {
  it('a 15 MB line of 5,000,000 {} is reported by its line number and the next line is scored, in a 256 MiB heap (was 902 MB RSS, 28 s)', async () => {
    const file = join(dir, 'objects.jsonl');
    writeFileSync(file, `[${Array.from({ length: 5_000_000 }, () => '{}').join(',')}]\n${VALID}\n`);
    const run = await scoreSmallHeap(file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:1: line holding more than 1,000,000 objects and arrays; skipped`);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toContain('interaction.frustration');
  }, 120_000);

  it('counts containers only past the limit, exactly at its boundary', () => {
    expect(tooManyContainers('{'.repeat(10), 10)).toBeUndefined();
    expect(tooManyContainers('['.repeat(11), 10)).toBe(11);
    expect(tooManyContainers(`"${'{'.repeat(6)}" ${'['.repeat(5)}`, 10)).toBe(11); // inside strings too
    expect(tooManyContainers('{'.repeat(MAX_LINE_CONTAINERS) + '}'.repeat(9))).toBeUndefined();
    expect(tooManyContainers('{'.repeat(MAX_LINE_CONTAINERS) + '[]')).toBe(MAX_LINE_CONTAINERS + 1);
  });

  it('a first line over the container limit is reported, and JSONL goes on', async () => {
    const text = `[${'{},'.repeat(MAX_LINE_CONTAINERS)}{}]\n${VALID}\n`;
    const out: InputEvent[] = [];
    for await (const event of readSource('-', { bytes: 0 }, Readable.from([Buffer.from(text)]))) out.push(event);
    expect(out.map((e) => e.kind)).toEqual(['bad', 'conversation']);
    expect(out[0]).toMatchObject({ where: '<stdin>:1' });
  });

  it('the line length limit is 64 MiB', () => {
    expect(MAX_LINE_CHARS).toBe(64 * 1024 * 1024);
  });
});
