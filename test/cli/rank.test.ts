/**
 * `agent-signals evaluate` and `agent-signals calibrate`, run as real processes on conversations
 * and labels written here: orders that ship (a tool call, a thanks) and address changes that fail
 * (three rejected tool calls, a complaint).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, parseProfile, WEIGHT_KEYS } from '../../src/profile/profile';
import { CLI_TIMEOUT, jsonl, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-rank-'));
function file(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return path;
}

const call = (id: string, name: string, args: unknown) => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

function shipped(n: number) {
  return {
    id: `good-${n}`,
    messages: [
      { role: 'user', content: `Can you check the status of order ${n}?` },
      { role: 'assistant', content: null, tool_calls: [call('c1', 'lookup_order', { id: n })] },
      { role: 'tool', tool_call_id: 'c1', content: '{"status": "shipped"}' },
      { role: 'assistant', content: `Order ${n} has shipped and should arrive this week.` },
      { role: 'user', content: 'Great, thank you!' },
    ],
  };
}

function failed(n: number) {
  const attempts = [1, 2, 3].flatMap((k) => [
    { role: 'assistant', content: null, tool_calls: [call(`c${k}`, 'update_address', { id: n, line: `street ${k}` })] },
    { role: 'tool', tool_call_id: `c${k}`, content: "Error: invalid parameter 'address'" },
  ]);
  return {
    id: `bad-${n}`,
    messages: [
      { role: 'user', content: `Please change the delivery address for order ${n}` },
      ...attempts,
      { role: 'assistant', content: 'I could not update the address.' },
      { role: 'user', content: 'This is useless, it still does not work' },
    ],
  };
}

const N = 20;
const conversations = [
  ...Array.from({ length: N }, (_, i) => shipped(i)),
  ...Array.from({ length: N }, (_, i) => failed(i)),
];
const CONVERSATIONS = file('conversations.jsonl', conversations);
const SUCCESS = file(
  'success.jsonl',
  conversations.map((c) => ({ id: c.id, success: c.id.startsWith('good') })),
);
const RATINGS = file(
  'ratings.jsonl',
  conversations.map((c, i) => ({ id: c.id, rating: c.id.startsWith('good') ? 4 + (i % 2) : 1 + (i % 2) })),
);

describe('evaluate', { timeout: CLI_TIMEOUT }, () => {
  it('measures the ranking, the flag and each signal type, with intervals, as JSON', async () => {
    const run = await runCli(['evaluate', CONVERSATIONS, '--labels', SUCCESS, '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const e = JSON.parse(run.stdout);
    expect(e).toMatchObject({ labels: 'success', conversations: 2 * N, bad: N, badRate: 0.5, profile: 'default' });
    // Every failed run scores below every shipped one: AUC 1, and the worst fifth are all failures.
    expect(e.auc.estimate).toBe(1);
    expect(e.lift20.estimate).toBe(2);
    expect(e.lift10.estimate).toBe(2);
    for (const key of ['auc', 'lift10', 'lift20', 'flagPrecision', 'flagRecall']) {
      expect(e[key].low).toBeLessThanOrEqual(e[key].estimate);
      expect(e[key].high).toBeGreaterThanOrEqual(e[key].estimate);
    }
    expect(e).toMatchObject({ flagged: N, flagPrecision: { estimate: 1 }, flagRecall: { estimate: 1 } });
    const failure = e.signals.find((s: { type: string }) => s.type === 'execution.failure.invalid_args');
    expect(failure).toMatchObject({ conversations: N, share: 0.5, badRate: { estimate: 1 } });
    const thanks = e.signals.find((s: { type: string }) => s.type.startsWith('interaction.positive_feedback.'));
    expect(thanks).toMatchObject({ conversations: N, badRate: { estimate: 0 } });
    expect(e.spearman).toBeUndefined();
  });

  it('is deterministic: the same input gives the same intervals', async () => {
    const args = ['evaluate', CONVERSATIONS, '--labels', RATINGS, '-f', 'json', '--no-color'];
    // Two processes (identical argument lists would share one run).
    const [a, b] = await Promise.all([runCli(args), runCli([...args.slice(0, 4), '--format', 'json'])]);
    expect(a.stdout).toBe(b.stdout);
  });

  it('reads ratings: Spearman, bad below the median rating, mean rating where a signal fires', async () => {
    const run = await runCli(['evaluate', CONVERSATIONS, '--labels', RATINGS, '-f', 'json']);
    expect(run.status).toBe(0);
    const e = JSON.parse(run.stdout);
    expect(e.labels).toBe('rating');
    expect(e.badBelow).toBe(3); // ratings 1, 2, 4, 5: median 3
    expect(e.spearman.estimate).toBeGreaterThan(0.8);
    const complaint = e.signals.find((s: { type: string }) => s.type === 'interaction.frustration.complaint');
    expect(complaint.meanRating.estimate).toBeCloseTo(1.5, 6);
  });

  it('prints a table with --format table', async () => {
    const run = await runCli(['evaluate', CONVERSATIONS, '--labels', SUCCESS, '--format', 'table']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/40 labelled conversations/);
    expect(run.stdout).toMatch(/AUC .* 1\.000 {3}1\.000 – 1\.000/);
    expect(run.stdout).toMatch(/execution\.failure\.invalid_args +20 +50\.0 % +1\.00/);
  });

  it('reports unreadable label lines by number (exit 1) and ignores unlabelled conversations', async () => {
    const labels = file('partial.jsonl', [
      { id: 'good-0', success: true },
      'not json',
      { id: 'bad-0' },
      { id: 'bad-1', success: false },
      { id: 'nobody', success: false },
    ]);
    const run = await runCli(['evaluate', CONVERSATIONS, '--labels', labels, '-f', 'json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('partial.jsonl:2: not JSON');
    expect(run.stderr).toContain('partial.jsonl:3: needs "success"');
    const e = JSON.parse(run.stdout);
    expect(e).toMatchObject({ conversations: 2, unlabelled: 2 * N - 2, missing: 1 });
  });

  it('says when messages had a role it does not read, as score does, and still evaluates (exit 0)', async () => {
    const chats = file('roles.jsonl', [
      {
        id: 'r1',
        messages: [
          { role: 'narrator', content: 'a day later' },
          { role: 'human', content: 'where is my parcel' },
        ],
      },
      { id: 'r2', messages: [{ role: 'user', content: 'where is my parcel' }] },
    ]);
    const labels = file('roles-labels.jsonl', [
      { id: 'r1', success: false },
      { id: 'r2', success: true },
    ]);
    const run = await runCli(['evaluate', chats, '--labels', labels, '-f', 'json']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /^agent-signals: 1 conversation has messages whose role is not user, .*role "narrator" at .*roles\.jsonl:1\)\n$/,
    );
    expect(JSON.parse(run.stdout)).toMatchObject({ conversations: 2 });
  });

  it.each([
    [['evaluate', 'CONV'], /needs --labels/],
    [['evaluate', 'CONV', '--labels', 'MIXED'], /mixes success and rating/],
    [['evaluate', 'CONV', '--labels', 'NOMATCH'], /no conversation matches a label/],
    [['evaluate', 'CONV', '--labels', 'SUCCESS', '--out', 'x.json'], /belong to calibrate/],
    [['evaluate', 'CONV', '--labels', 'SUCCESS', '--format', 'csv'], /table or json/],
  ])('usage errors exit 2: %j', async (args, message) => {
    const paths: Record<string, string> = {
      CONV: CONVERSATIONS,
      SUCCESS,
      MIXED: file('mixed.jsonl', [
        { id: 'a', success: true },
        { id: 'b', rating: 3 },
      ]),
      NOMATCH: file('nomatch.jsonl', [{ id: 'elsewhere', success: true }]),
    };
    const run = await runCli(args.map((a) => paths[a] ?? a));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describe('calibrate', { timeout: CLI_TIMEOUT }, () => {
  it('without labels writes the traffic medians as baselines and keeps the weights', async () => {
    const out = join(dir, 'baselines.json');
    const run = await runCli(['calibrate', CONVERSATIONS, '--out', out, '-f', 'json']);
    expect(run.status).toBe(0);
    const profile = parseProfile(JSON.parse(readFileSync(out, 'utf8')));
    // Both kinds have 2 user turns; assistant turns 2 and 4 → 3; tool calls 1 and 3 → 2.
    expect(profile.baselines).toMatchObject({ userTurns: 2, assistantTurns: 3, toolCalls: 2 });
    const report = JSON.parse(run.stdout);
    expect(report.written).toBe(true);
    expect(report.crossValidation).toBeUndefined();
  });

  it('with 40 labels cross-validates next to the default on the same folds and writes a profile that changes scores', async () => {
    const out = join(dir, 'fitted.json');
    const run = await runCli(['calibrate', CONVERSATIONS, '--labels', SUCCESS, '--out', out, '-f', 'table']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/5-fold cross-validation/);
    expect(run.stdout).toMatch(/calibrated \(baselines only\) +1\.000 +2\.00/);
    expect(run.stdout).toMatch(/default profile +1\.000 +2\.00/);
    const profile = parseProfile(JSON.parse(readFileSync(out, 'utf8')));
    // Too few labels to fit weights from (see calibrate-guards.test.ts): the baselines change the scores.
    expect(profile.weights).toEqual(DEFAULT_PROFILE.weights);
    const [plain, calibrated] = await Promise.all([
      runCli(['score', CONVERSATIONS, '-f', 'jsonl']),
      runCli(['score', CONVERSATIONS, '-f', 'jsonl', '--profile', out]),
    ]);
    const before = jsonl(plain.stdout).map((r) => r.qualityScore);
    const after = jsonl(calibrated.stdout).map((r) => r.qualityScore);
    expect(after).not.toEqual(before);
  });

  it('refuses to write a profile that ranks worse than the reference unless --force', async () => {
    // Failures take three user turns, successes two; the reference counts efficiency from one turn,
    // while the calibrated baseline (the median, three turns) leaves efficiency flat.
    const questions = [
      'Where is my parcel today?',
      'Can the courier come on Monday instead?',
      'Do you also ship abroad?',
    ];
    const chat = (id: string, turns: number) => ({
      id,
      messages: questions.slice(0, turns).flatMap((q, t) => [
        { role: 'user', content: q },
        { role: 'assistant', content: `Answer number ${t}.` },
      ]),
    });
    const chats = [
      ...Array.from({ length: 12 }, (_, i) => chat(`slow-${i}`, 3)),
      ...Array.from({ length: 8 }, (_, i) => chat(`quick-${i}`, 2)),
    ];
    const input = file('turns.jsonl', chats);
    const labels = file(
      'turns-labels.jsonl',
      chats.map((c) => ({ id: c.id, success: c.id.startsWith('quick') })),
    );
    const zero = Object.fromEntries(WEIGHT_KEYS.filter((k) => k !== 'efficiency').map((k) => [k, 0]));
    const reference = join(dir, 'reference.json');
    writeFileSync(
      reference,
      JSON.stringify({
        version: 1,
        baselines: { userTurns: 1, assistantTurns: 10, toolCalls: 5, assistantChars: 100 },
        weights: { efficiency: 20, ...zero },
      }),
    );
    const out = join(dir, 'worse.json');
    const refused = await runCli([
      'calibrate',
      input,
      '--labels',
      labels,
      '--profile',
      reference,
      '--out',
      out,
      '-f',
      'json',
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not written: .* worse than the .*reference\.json profile/);
    const report = JSON.parse(refused.stdout);
    expect(report.written).toBe(false);
    expect(report.crossValidation.calibrated.auc).toBeLessThan(report.crossValidation.reference.auc);
    expect(() => readFileSync(out)).toThrow();
    const forced = await runCli([
      'calibrate',
      input,
      '--labels',
      labels,
      '--profile',
      reference,
      '--out',
      out,
      '--force',
    ]);
    expect(forced.status).toBe(0);
    expect(parseProfile(JSON.parse(readFileSync(out, 'utf8'))).baselines.userTurns).toBe(3);
  });

  it('needs --out, and rejects a malformed reference profile naming the field', async () => {
    const missing = await runCli(['calibrate', CONVERSATIONS]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/needs --out/);
    const bad = join(dir, 'bad-profile.json');
    writeFileSync(bad, JSON.stringify({ version: 1, baselines: {}, weights: {} }));
    const run = await runCli(['calibrate', CONVERSATIONS, '--profile', bad, '--out', join(dir, 'x.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/baselines\.userTurns/);
  });
});
