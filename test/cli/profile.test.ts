/**
 * `agent-signals score --profile FILE`, run as a real process.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PROFILE } from '../helpers';
import { CLI_TIMEOUT, jsonl, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'agent-signals-profile-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('score --profile', { timeout: CLI_TIMEOUT }, () => {
  it('scores with the profile: harsher weights lower the scores of conversations with signals', async () => {
    const harsh = file('harsh.json', { ...TEST_PROFILE, weights: { ...TEST_PROFILE.weights, frustration: 90 } });
    const plain = file('plain.json', TEST_PROFILE);
    const [a, b] = await Promise.all([
      runCli(['score', 'fixtures/conversations.jsonl', '-f', 'jsonl', '--profile', plain]),
      runCli(['score', 'fixtures/conversations.jsonl', '-f', 'jsonl', '--profile', harsh]),
    ]);
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    const plainScores = new Map(jsonl(a.stdout).map((r) => [r.id, r]));
    let lower = 0;
    for (const r of jsonl(b.stdout)) {
      const before = plainScores.get(r.id)!;
      const frustrated = (r.frustration as { count: number }).count > 0;
      if (frustrated) expect(r.qualityScore).toBeLessThan(before.qualityScore as number);
      else expect(r.qualityScore).toBe(before.qualityScore);
      if (frustrated) lower++;
    }
    expect(lower).toBeGreaterThan(2);
  });

  it.each([
    [
      'a negative weight',
      { ...TEST_PROFILE, weights: { ...TEST_PROFILE.weights, frustration: -1 } },
      'weights.frustration',
    ],
    ['a missing baseline', { ...TEST_PROFILE, baselines: { userTurns: 5 } }, 'baselines.assistantTurns'],
    ['another version', { ...TEST_PROFILE, version: 3 }, 'version'],
    ['text that is not JSON', '{"version": 1,', 'is not JSON'],
  ])('rejects %s with exit code 2, naming the field', async (_name, content, field) => {
    const path = file(`bad-${field}.json`, content);
    const run = await runCli(['score', 'fixtures/conversations.jsonl', '--profile', path]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--profile');
    expect(run.stderr).toContain(field);
  });

  it('rejects a missing profile file with exit code 2', async () => {
    const run = await runCli(['score', 'fixtures/conversations.jsonl', '--profile', join(dir, 'nope.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--profile: cannot read/);
  });
});
