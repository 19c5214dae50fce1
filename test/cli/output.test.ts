/**
 * Output formats, filters, --top, --summary, usage errors and --help of the CLI (child process).
 */
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, jsonl, parseCsv, runCli } from './run-cli';

const FIXTURE = 'fixtures/conversations.jsonl';
const RANK: Record<string, number> = { Severe: 0, Poor: 1, Neutral: 2, Good: 3, Excellent: 4 };

describe.concurrent('formats', { timeout: CLI_TIMEOUT }, () => {
  it('jsonl is the default when stdout is not a terminal', async () => {
    const [plain, explicit] = await Promise.all([
      runCli(['score', FIXTURE]),
      runCli(['score', FIXTURE, '--format', 'jsonl']),
    ]);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe(explicit.stdout);
    expect(jsonl(plain.stdout).length).toBeGreaterThan(0);
  });

  it('json is one array of the same records', async () => {
    const [json, lines] = await Promise.all([
      runCli(['score', FIXTURE, '-f', 'json']),
      runCli(['score', FIXTURE, '-f', 'jsonl']),
    ]);
    expect(JSON.parse(json.stdout)).toEqual(jsonl(lines.stdout));
    const empty = await runCli(['score', FIXTURE, '-f', 'json', '--quality', 'Excellent', '--flagged']);
    expect(JSON.parse(empty.stdout)).toEqual([]);
  });

  it('csv has a header, the id and source, and one row per conversation', async () => {
    const [csv, lines] = await Promise.all([
      runCli(['score', 'fixtures/cli/hostile.jsonl', FIXTURE, '-f', 'csv']),
      runCli(['score', 'fixtures/cli/hostile.jsonl', FIXTURE]),
    ]);
    const rows = parseCsv(csv.stdout);
    const header = rows[0] ?? [];
    expect(header.slice(0, 6)).toEqual(['id', 'source', 'quality', 'quality_score', 'flagged', 'language']);
    const records = jsonl(lines.stdout);
    expect(rows).toHaveLength(records.length + 1);
    const col = (name: string) => header.indexOf(name);
    records.forEach((r, i) => {
      const row = rows[i + 1] ?? [];
      expect(row).toHaveLength(header.length);
      expect(row[col('id')]).toBe(r.id); // ids with quotes and commas survive quoting
      expect(row[col('source')]).toBe(r.source);
      expect(row[col('quality')]).toBe(r.quality);
      expect(Number(row[col('quality_score')])).toBe(r.qualityScore);
      expect(row[col('flagged')]).toBe(String(r.flagged));
    });
    expect(rows[1]?.[col('signal_types')]).toMatch(/interaction\.escalation\.human:1/);
  });

  it('table has a header and one row per conversation, without control characters', async () => {
    const run = await runCli(['score', 'fixtures/cli/hostile.jsonl', FIXTURE, '-f', 'table']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+QUALITY\s+SCORE\s+FLAG\s+TURNS\s+SIGNALS$/);
    expect(lines).toHaveLength(
      jsonl((await runCli(['score', 'fixtures/cli/hostile.jsonl', FIXTURE])).stdout).length + 1,
    );
    expect(lines[1]).toMatch(/^"><script>alert\('id'\)<\/script> +Severe\s+\d+ yes/);
    // NO_COLOR is set by the test runner and stdout is a pipe: no escape sequences at all.
    expect(run.stdout).not.toMatch(/\u001b/);
  });
});

describe.concurrent('filters', { timeout: CLI_TIMEOUT }, () => {
  it('--flagged keeps only flagged conversations', async () => {
    const [all, flagged] = await Promise.all([runCli(['score', FIXTURE]), runCli(['score', FIXTURE, '--flagged'])]);
    const expected = jsonl(all.stdout)
      .filter((r) => r.flagged)
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(jsonl(flagged.stdout).map((r) => r.id)).toEqual(expected);
  });

  it('--quality keeps the listed buckets (case-insensitive, comma-separated)', async () => {
    const [all, some] = await Promise.all([
      runCli(['score', FIXTURE]),
      runCli(['score', FIXTURE, '--quality', 'poor, SEVERE']),
    ]);
    const expected = jsonl(all.stdout)
      .filter((r) => r.quality === 'Poor' || r.quality === 'Severe')
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(jsonl(some.stdout).map((r) => r.id)).toEqual(expected);
  });

  it('--top N prints the N worst, worst first', async () => {
    const [all, top] = await Promise.all([runCli(['score', FIXTURE]), runCli(['score', FIXTURE, '--top', '4'])]);
    const records = jsonl(top.stdout);
    expect(records).toHaveLength(4);
    const scores = records.map((r) => r.qualityScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const minScore = Math.min(...jsonl(all.stdout).map((r) => r.qualityScore as number));
    expect(scores[0]).toBe(minScore);
    const worstFourth = scores[3] ?? 0;
    const better = jsonl(all.stdout).filter((r) => !records.some((k) => k.id === r.id));
    for (const r of better) expect(r.qualityScore as number).toBeGreaterThanOrEqual(worstFourth);
  });

  it('filters combine: --flagged --quality Neutral --top 2 -f csv', async () => {
    const [all, run] = await Promise.all([
      runCli(['score', FIXTURE]),
      runCli(['score', FIXTURE, '--flagged', '-q', 'Neutral', '-n', '2', '-f', 'csv']),
    ]);
    const rows = parseCsv(run.stdout).slice(1);
    const pool = jsonl(all.stdout).filter((r) => r.flagged && r.quality === 'Neutral');
    expect(rows).toHaveLength(Math.min(2, pool.length));
    for (const row of rows) expect(pool.map((r) => r.id)).toContain(row[0]);
  });
});

describe.concurrent('--summary', { timeout: CLI_TIMEOUT }, () => {
  it('prints the distribution, flag rate, signal frequencies and the worst with evidence', async () => {
    const [run, all] = await Promise.all([runCli(['score', FIXTURE, '--summary']), runCli(['score', FIXTURE])]);
    expect(run.status).toBe(0);
    const records = jsonl(all.stdout);
    const flagged = records.filter((r) => r.flagged).length;
    expect(run.stdout).toMatch(new RegExp(`${records.length} conversations from ${FIXTURE}`));
    for (const q of Object.keys(RANK))
      expect(run.stdout).toMatch(new RegExp(`^  ${q}\\s+${records.filter((r) => r.quality === q).length}\\s`, 'm'));
    expect(run.stdout).toContain(`Flagged     ${flagged} of ${records.length}`);
    expect(run.stdout).toContain('Most frequent signals');
    expect(run.stdout).toMatch(/^ {2}interaction\.[a-z_.]+\s+\d+\s+[\d.]+%\s+\d+$/m);
    expect(run.stdout).toMatch(/Worst \d+ conversations/);
    // Evidence lines: message index, role, signal type and the quoted snippet.
    expect(run.stdout).toMatch(/^ {7}#\d+ user\s+escalation\.\w+\s+“[^”]+”\s+".+"$/m);
  });

  it('--summary --format json is machine-readable and matches the listing', async () => {
    const [run, all] = await Promise.all([
      runCli(['score', FIXTURE, '--summary', '-f', 'json', '--top', '3']),
      runCli(['score', FIXTURE]),
    ]);
    const summary = JSON.parse(run.stdout) as {
      conversations: number;
      flagged: number;
      quality: Record<string, number>;
      scoreHistogram: Array<{ count: number }>;
      signals: Array<{ type: string; conversations: number; instances: number }>;
      worst: Array<{ id: string; qualityScore: number; evidence: Array<{ type: string }> }>;
    };
    const records = jsonl(all.stdout);
    expect(summary.conversations).toBe(records.length);
    expect(summary.flagged).toBe(records.filter((r) => r.flagged).length);
    expect(Object.values(summary.quality).reduce((a, b) => a + b, 0)).toBe(records.length);
    expect(summary.scoreHistogram.reduce((a, b) => a + b.count, 0)).toBe(records.length);
    expect(summary.worst).toHaveLength(3);
    expect(summary.worst[0]?.evidence.length).toBeGreaterThan(0);
    const instances = records.reduce((n, r) => n + (r.signals as unknown[]).length, 0);
    expect(summary.signals.reduce((n, s) => n + s.instances, 0)).toBe(instances);
  });
});

describe.concurrent('usage', { timeout: CLI_TIMEOUT }, () => {
  it.each([
    [['score'], /no input/],
    [[], /missing command/],
    [['rate', FIXTURE], /unknown command 'rate'/],
    [['score', FIXTURE, '--format', 'xml'], /--format must be one of table, json, jsonl, csv/],
    [['score', FIXTURE, '--quality', 'Bad'], /unknown bucket 'Bad'/],
    [['score', FIXTURE, '--top', '0'], /--top needs a whole number/],
    [['score', FIXTURE, '--top', 'ten'], /--top needs a whole number/],
    [['score', FIXTURE, '--frobnicate'], /Unknown option '--frobnicate'/],
    [['score', 'fixtures/cli/no-such-file.jsonl'], /no such file/],
    [['score', 'fixtures'], /is a directory/],
    [['score', FIXTURE, '--html', '/no/such/dir/report.html'], /does not exist/],
    [['score', '-', '-'], /only once/],
  ])('%j exits 2 with a helpful message', async (args, message) => {
    const run = await runCli(args as string[]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("Run 'agent-signals --help' for usage.");
  });

  it('--help lists every option with examples; --version prints the version', async () => {
    const [help, version] = await Promise.all([runCli(['--help']), runCli(['-V'])]);
    expect(help.status).toBe(0);
    for (const option of [
      '--format',
      '--flagged',
      '--quality',
      '--top',
      '--summary',
      '--html',
      '--no-progress',
      'Examples',
      'Exit codes',
    ]) {
      expect(help.stdout).toContain(option);
    }
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([['score'], ['evaluate'], ['calibrate']])('%s --help prints the help and exits 0', async (command) => {
    const [help, own] = await Promise.all([runCli(['--help']), runCli([command, 'runs.jsonl', '--help'])]);
    expect(own).toEqual({ status: 0, stdout: help.stdout, stderr: '' });
  });
});
