/**
 * Round three (issue 29), finding 8: `--html FILE` and `calibrate --out FILE` never overwrite an
 * input, named directly or through a symbolic link (exit 2, input untouched), and write through a
 * temporary file renamed into place (the CLI as a child process).
 */
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TRANSCRIPTS =
  [
    JSON.stringify({
      id: 'a',
      messages: [
        { role: 'user', content: 'this is broken!!!' },
        { role: 'assistant', content: 'Sorry.' },
      ],
    }),
    JSON.stringify({
      id: 'b',
      messages: [
        { role: 'user', content: 'thanks, that works' },
        { role: 'assistant', content: 'Glad to help.' },
      ],
    }),
  ].join('\n') + '\n';

function input(name: string, text = TRANSCRIPTS): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('output files that name an input', () => {
  it('--html naming the input: exit 2, the transcripts untouched (was exit 0, overwritten)', async () => {
    const file = input('same.jsonl');
    const run = await runCli(['score', file, '--html', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--html: '${file}' is the input '${file}'`);
    expect(readFileSync(file, 'utf8')).toBe(TRANSCRIPTS);
  });

  it('--html naming a symbolic link to the input: exit 2, untouched', async () => {
    const file = input('linked.jsonl');
    const link = join(dir, 'report.html');
    symlinkSync(file, link);
    const run = await runCli(['score', file, '--html', link]);
    expect(run.status).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(TRANSCRIPTS);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('--html naming the --profile or --lexicons file: exit 2', async () => {
    const file = input('p.jsonl');
    const lexicons = input('lex.json', '{"eng": {"complaint": {"add": ["totally busted"]}}}');
    const run = await runCli(['score', file, '--lexicons', lexicons, '--html', lexicons]);
    expect(run.status).toBe(2);
    expect(readFileSync(lexicons, 'utf8')).toContain('totally busted');
  });

  it('calibrate --out naming an input or the labels (or a link to them): exit 2, untouched', async () => {
    const file = input('cal.jsonl');
    const labels = input('labels.jsonl', '{"id":"a","success":false}\n{"id":"b","success":true}\n');
    const link = join(dir, 'profile.json');
    symlinkSync(labels, link);
    for (const out of [file, link]) {
      const run = await runCli(['calibrate', file, '--labels', labels, '--out', out, '--force']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`--out: '${out}' is the input`);
    }
    expect(readFileSync(file, 'utf8')).toBe(TRANSCRIPTS);
    expect(readFileSync(labels, 'utf8')).toContain('"success":false');
  });
});

describe('writing an output file', () => {
  it('--html writes the report whole and leaves no temporary file', async () => {
    const file = input('w.jsonl');
    const sub = mkdtempSync(join(dir, 'html-'));
    const out = join(sub, 'report.html');
    const run = await runCli(['score', file, '--html', out]);
    expect(run.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('</html>');
    expect(readdirSync(sub)).toEqual(['report.html']);
  });

  it('--html over a symbolic link to another file replaces the link, not the file it points to', async () => {
    const file = input('x.jsonl');
    const other = input('other.txt', 'keep me');
    const link = join(dir, 'elsewhere.html');
    symlinkSync(other, link);
    const run = await runCli(['score', file, '--html', link]);
    expect(run.status).toBe(0);
    expect(readFileSync(other, 'utf8')).toBe('keep me');
    expect(lstatSync(link).isSymbolicLink()).toBe(false);
    expect(existsSync(link) && readFileSync(link, 'utf8').includes('</html>')).toBe(true);
  });
});
