/**
 * Conversations with nothing to score, input with no conversation, and option values the library
 * does not know, as a user meets them: the CLI run as a process. Never a clean "Good 60" with exit 0.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { renderHtmlReport } from '../../src/cli/html/page';
import { isScored } from '../../src/cli/select/not-scored';
import { SummaryStats } from '../../src/cli/summary/stats';
import { CLI_TIMEOUT, jsonl, parseCsv, runCli } from './run-cli';

const LANGCHAIN =
  '{"id": "lc", "messages": [{"role": "human", "content": "THIS IS THE THIRD TIME IT FAILED!!! I want to talk to a human."}, {"role": "ai", "content": "Sorry."}]}';
const EMPTY = '{"id": "empty", "messages": []}';
const SYSTEM_ONLY = '{"id": "sys", "messages": [{"role": "system", "content": "You are helpful."}]}';
const GOOD =
  '{"id": "ok", "messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "Hello."}]}';

describe.concurrent('conversations not scored', { timeout: CLI_TIMEOUT }, () => {
  it('scores a LangChain log (human/ai): the shouting user is flagged, exit 0', async () => {
    const run = await runCli(['score', '-', '--flagged', '-f', 'jsonl'], `${LANGCHAIN}\n`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [record] = jsonl(run.stdout);
    expect(record).toMatchObject({ id: 'lc', flagged: true, turnCount: 1, assistantTurns: 1 });
  });

  it('reads a bare empty array as one conversation with nothing to score', async () => {
    const run = await runCli(['score', '-', '-f', 'jsonl'], '[]\n');
    expect(jsonl(run.stdout)).toEqual([
      { id: '1', source: '<stdin>:1', scored: false, reason: 'no user or assistant message' },
    ]);
    expect(run.status).toBe(1);
  });

  it('lists an empty or system-only conversation as not scored, in order, and exits 1', async () => {
    const run = await runCli(['score', '-', '-f', 'jsonl'], [EMPTY, GOOD, SYSTEM_ONLY].join('\n') + '\n');
    expect(run.status).toBe(1);
    const records = jsonl(run.stdout);
    expect(records.map((r) => r.id)).toEqual(['empty', 'ok', 'sys']);
    expect(records[0]).toEqual({
      id: 'empty',
      source: '<stdin>:1',
      scored: false,
      reason: 'no user or assistant message',
    });
    expect(records[0]).not.toHaveProperty('quality');
    expect(records[1]).toMatchObject({ id: 'ok', quality: expect.any(String) });
    expect(run.stderr).toBe(
      'agent-signals: 2 conversations were not scored: no user or assistant message (the first at <stdin>:1)\n',
    );
  });

  it('prints the not-scored state in the table and the CSV, never a verdict', async () => {
    const table = await runCli(['score', '-', '-f', 'table'], `${EMPTY}\n${GOOD}\n`);
    expect(table.status).toBe(1);
    const row = table.stdout.split('\n').find((line) => line.startsWith('empty'));
    expect(row).toMatch(/^empty +not scored +- +no user or assistant message$/);
    expect(row).not.toMatch(/Good|Neutral|60/);

    const csv = await runCli(['score', '-', '-f', 'csv'], `${EMPTY}\n`);
    const [header, cells] = parseCsv(csv.stdout);
    const at = (name: string) => cells?.[header!.indexOf(name)];
    expect(at('id')).toBe('empty');
    expect(at('quality')).toBe('not scored');
    expect(at('quality_score')).toBe('');
    expect(at('flagged')).toBe('');
    expect(at('summary')).toBe('no user or assistant message');
    expect(csv.status).toBe(1);
  });

  it('leaves not-scored rows out of --flagged and --quality, still counts them and exits 1', async () => {
    const run = await runCli(['score', '-', '--flagged', '-f', 'jsonl'], `${EMPTY}\n${LANGCHAIN}\n`);
    expect(jsonl(run.stdout).map((r) => r.id)).toEqual(['lc']);
    expect(run.stderr).toMatch(/1 conversation was not scored/);
    expect(run.status).toBe(1);
  });

  it('counts them in the summary apart from the scored ones', async () => {
    const run = await runCli(['score', '-', '--summary'], `${EMPTY}\n${GOOD}\n`);
    expect(run.stdout).toMatch(/^agent-signals · 1 conversation from <stdin> · 1 not scored$/m);
    expect(run.stdout).toMatch(/Flagged +0 of 1/);
    const json = await runCli(['score', '-', '--summary', '-f', 'json'], `${EMPTY}\n${GOOD}\n`);
    expect(JSON.parse(json.stdout)).toMatchObject({ conversations: 1, notScored: 1, skipped: 0 });
    expect(json.status).toBe(1);
  });

  it('never says "Mean score 0.0" when nothing was scored', async () => {
    const run = await runCli(['score', '-', '--summary'], `${EMPTY}\n`);
    expect(run.stdout).toContain('No conversation was scored.');
    expect(run.stdout).not.toMatch(/Mean score|Flagged/);
    const json = await runCli(['score', '-', '--summary', '-f', 'json'], `${EMPTY}\n`);
    expect(JSON.parse(json.stdout)).toMatchObject({ conversations: 0, notScored: 1, meanScore: null, flagRate: null });
    expect(run.status).toBe(1);
  });
});

describe.concurrent('input with no conversation', { timeout: CLI_TIMEOUT }, () => {
  it('exits 1 and says so for an empty stdin and a blank one', async () => {
    for (const input of ['', '\n\n  \n', '\uFEFF']) {
      const run = await runCli(['score', '-', '-f', 'jsonl'], input);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe('agent-signals: no conversations found in <stdin>\n');
      expect(run.status).toBe(1);
    }
  });

  it('says so once after the summary too, which shows no mean', async () => {
    const run = await runCli(['score', '-', '--summary'], '');
    expect(run.stdout).toMatch(/0 conversations from <stdin>/);
    expect(run.stdout).not.toContain('Mean score');
    expect(run.stderr).toBe('agent-signals: no conversations found in <stdin>\n');
    expect(run.status).toBe(1);
  });
});

describe.concurrent('option values the library does not know', { timeout: CLI_TIMEOUT }, () => {
  const line = '{"messages": [{"role": "user", "content": "this is totally broken"}]}\n';

  it('--language en or english is a usage error (exit 2) naming the code meant', async () => {
    for (const [value, meant] of [
      ['en', 'eng'],
      ['english', 'eng'],
      ['fr', 'fra'],
    ] as const) {
      const run = await runCli(['score', '-', '--language', value], line);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`agent-signals: --language must be a language code the library knows`);
      expect(run.stderr).toContain(`(for "${value}" use "${meant}")`);
    }
    const ok = await runCli(['score', '-', '--language', 'eng', '-f', 'jsonl'], line);
    expect(ok.status).toBe(0);
    expect(jsonl(ok.stdout)[0]).toMatchObject({ language: 'eng', flagged: true });
  });

  it('a lexicon file with an unknown family or language is a usage error (exit 2) naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-signals-lexicons-'));
    const family = join(dir, 'family.json');
    writeFileSync(family, '{"eng": {"complain": ["still no refund"]}}');
    const language = join(dir, 'language.json');
    writeFileSync(language, '{"en": {"complaint": ["still no refund"]}}');
    const a = await runCli(['score', '-', '--lexicons', family], line);
    expect(a.status).toBe(2);
    expect(a.stderr).toMatch(/^agent-signals: --lexicons: '.*family\.json': eng: unknown family 'complain' \(known: /);
    const b = await runCli(['score', '-', '--lexicons', language], line);
    expect(b.status).toBe(2);
    expect(b.stderr).toMatch(/language 'en' is not an ISO 639-3 code/);
  });
});

describe('nothing to score, in the library and the HTML report', () => {
  it('analyze keeps its report shape for an empty conversation: no user turn, no assistant message', () => {
    for (const messages of [
      [],
      [{ role: 'system', content: 'You are helpful.' }],
      [{ role: 'narrator', content: 'x' }],
    ]) {
      const report = analyze(messages as never);
      expect(report).toMatchObject({ turnCount: 0, assistantTurns: 0, signals: [] });
      expect(isScored(report)).toBe(false);
    }
    expect(isScored(analyze([{ role: 'assistant', content: 'Hello.' }]))).toBe(true);
    expect(isScored(analyze([{ role: 'human', content: 'hi' }]))).toBe(true);
  });

  it('the HTML report counts them apart and shows no mean of nothing', () => {
    const stats = new SummaryStats();
    stats.addNotScored();
    const html = renderHtmlReport(stats, {
      inputs: ['empty.jsonl'],
      skipped: 0,
      worst: [],
      severeOutside: [],
      severeOutsideTotal: 0,
      version: '0.0.0',
      generatedAt: new Date(0),
    });
    expect(html).toContain('1 not scored');
    expect(html).toMatch(/Mean score<\/div><div class="v">–</);
  });
});
