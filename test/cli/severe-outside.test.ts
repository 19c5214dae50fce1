/**
 * Severe conversations rank first, but a short worst list (`--top`) can leave some out; `--summary`
 * (text and JSON) and `--html` list the next ones after it, so a Severe verdict stays in sight
 * (child process, bundled fixtures).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, jsonl, runCli } from './run-cli';

const FIXTURE = 'fixtures/conversations.jsonl';

interface Listed {
  readonly id: string;
  readonly quality: string;
}

describe.concurrent('Severe conversations outside the worst list', { timeout: CLI_TIMEOUT }, () => {
  it('the JSON summary lists every Severe conversation the worst list leaves out, and no other', async () => {
    const [summary, all] = await Promise.all([
      runCli(['score', FIXTURE, '--summary', '--format', 'json', '--top', '2']),
      runCli(['score', FIXTURE]),
    ]);
    expect(summary.status).toBe(0);
    const body = JSON.parse(summary.stdout) as {
      worst: Listed[];
      severeOutsideWorst: Listed[];
      severeOutsideWorstTotal: number;
    };
    const severe = jsonl(all.stdout)
      .filter((r) => r.quality === 'Severe')
      .map((r) => String(r.id));
    expect(severe.length).toBeGreaterThan(0);
    const worstIds = body.worst.map((w) => w.id);
    const outside = body.severeOutsideWorst.map((w) => w.id);
    expect(body.worst).toHaveLength(2);
    expect(body.severeOutsideWorst.every((w) => w.quality === 'Severe')).toBe(true);
    expect(outside.filter((id) => worstIds.includes(id))).toEqual([]);
    const left = severe.filter((id) => !worstIds.includes(id));
    expect(body.severeOutsideWorstTotal).toBe(left.length);
    // --top bounds this list too: the first two of them, worst first.
    expect(outside).toHaveLength(Math.min(2, left.length));
    expect(outside.every((id) => left.includes(id))).toBe(true);
  });

  it('with room for all of them, the list names every Severe conversation the worst list leaves out', async () => {
    const [summary, all] = await Promise.all([
      runCli(['score', FIXTURE, '--summary', '--format', 'json']),
      runCli(['score', FIXTURE]),
    ]);
    const body = JSON.parse(summary.stdout) as { worst: Listed[]; severeOutsideWorst: Listed[] };
    const worstIds = body.worst.map((w) => w.id);
    const severe = jsonl(all.stdout)
      .filter((r) => r.quality === 'Severe')
      .map((r) => String(r.id));
    expect(new Set(body.severeOutsideWorst.map((w) => w.id))).toEqual(
      new Set(severe.filter((id) => !worstIds.includes(id))),
    );
  });

  it('the text summary goes on numbering after the worst list', async () => {
    const run = await runCli(['score', FIXTURE, '--summary', '--top', '2']);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    const head = lines.findIndex((l) => l.startsWith('Also Severe, by a critical condition ('));
    expect(head).toBeGreaterThan(0);
    expect(lines[head]).toMatch(/\((showing 2 of \d+|2) not in the list above\)$/);
    expect(lines[head + 1]).toMatch(/^ {2}3\. \S+ {2}Severe \d+ {2}/);
  });

  it('without Severe conversations outside the list there is no such section', async () => {
    const run = await runCli(['score', FIXTURE, '--summary', '--format', 'json', '--quality', 'Good']);
    expect(JSON.parse(run.stdout).severeOutsideWorst).toEqual([]);
    const text = await runCli(['score', FIXTURE, '--summary', '--quality', 'Good']);
    expect(text.stdout).not.toMatch(/Also Severe/);
  });

  it('the HTML report lists them after the worst table, with their transcripts linked', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agent-signals-severe-')), 'report.html');
    const run = await runCli(['score', FIXTURE, '--html', path, '--top', '2']);
    expect(run.status).toBe(0);
    const html = readFileSync(path, 'utf8');
    const section =
      /<h2>Also Severe, by a critical condition \((?:showing )?(\d+)(?: of \d+)? not in the list above\)<\/h2>/.exec(
        html,
      );
    expect(section).not.toBeNull();
    const n = Number(section?.[1]);
    expect(n).toBe(2);
    expect(html).toContain(`href="#c3"`);
    expect(html).toContain(`id="c${2 + n}"`);
    expect(html).not.toContain(`id="c${3 + n}"`);
  });
});
