/**
 * Round three (issue 29), finding 15 (the small ones), the CLI as a child process: bidi marks never
 * reach the terminal; label and lexicon files may start with a UTF-8 byte order mark, as inputs
 * may; `--lexicons` with an unknown family or a wrongly typed value is a usage error; a duplicate
 * label id is reported.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-small-3-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const conversation = (id: string, user: string) =>
  JSON.stringify({
    id,
    messages: [
      { role: 'user', content: user },
      { role: 'assistant', content: 'Sorry about that.' },
    ],
  });
const INPUT = `${conversation('a', 'this is broken!!!')}\n${conversation('b', 'thanks, that works')}\n`;

describe('finding 15', () => {
  it('bidi marks (U+200E, U+200F, U+061C) in an id do not reach the terminal (they did)', async () => {
    const input = file('bidi.jsonl', `${conversation('x\u200ey\u200fz\u061cw', 'this is broken!!!')}\n`);
    const run = await runCli(['score', input, '-f', 'table']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('x y z w');
    expect(run.stdout).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it('labels and lexicons with a UTF-8 byte order mark are read (were rejected)', async () => {
    const input = file('in.jsonl', INPUT);
    const labels = file('labels.jsonl', '\uFEFF{"id":"a","success":false}\n{"id":"b","success":true}\n');
    const lexicons = file('lex.json', '\uFEFF{"eng": {"complaint": ["totally busted"]}}');
    expect((await runCli(['evaluate', input, '--labels', labels])).status).toBe(0);
    expect((await runCli(['score', input, '--lexicons', lexicons])).status).toBe(0);
  });

  it.each([
    ['an unknown family', '{"eng": {"complaints": ["x"]}}', "eng: unknown family 'complaints'"],
    ['a number for a family', '{"eng": {"complaint": 5}}', 'eng.complaint: must be a list of phrases'],
    ['a number in a phrase list', '{"eng": {"complaint": ["ok", 3]}}', 'eng.complaint: must be a list of phrases'],
    ['a language that is a list', '{"eng": ["x"]}', 'eng: must be an object keyed by family'],
    ['an unknown patch field', '{"eng": {"complaint": {"append": ["x"]}}}', "unknown field 'append'"],
    [
      'remove by group',
      '{"eng": {"complaint": {"remove": {"phrases": ["x"]}}}}',
      'eng.complaint.remove: must be a list',
    ],
  ])('--lexicons with %s: exit 2 (was exit 0)', async (_, text, message) => {
    const input = file('l.jsonl', INPUT);
    const run = await runCli(['score', input, '--lexicons', file(`lex-${message.length}.json`, text)]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('a duplicate label id is reported and the first label used, exit 1 (was silent)', async () => {
    const input = file('d.jsonl', INPUT);
    const labels = file(
      'dup.jsonl',
      '{"id":"a","success":false}\n{"id":"b","success":true}\n{"id":"a","success":true}\n',
    );
    const run = await runCli(['evaluate', input, '--labels', labels]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${labels}:3: duplicate id "a" (first at line 1); the first label is used`);
  });
});
