import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, jsonl, runCli } from './run-cli';

/** A conversation of `turns` user turns, each answered by a 60-character assistant message. */
function conversation(id: string, turns: number): string {
  const messages = [];
  for (let i = 0; i < turns; i++) {
    messages.push({ role: 'user', content: `Question number ${i + 1} about the booking` });
    messages.push({
      role: 'assistant',
      content: `Here is the answer to question ${i + 1}, with details.`.padEnd(60, '.'),
    });
  }
  return JSON.stringify({ id, messages });
}

/** `n` conversations, user turns cycling 1..9 (median 5). */
function traffic(n: number): string {
  return Array.from({ length: n }, (_, i) => conversation(`c${i}`, 1 + (i % 9))).join('\n') + '\n';
}

function file(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'as-baselines-')), 'in.jsonl');
  writeFileSync(path, text);
  return path;
}

interface SummaryJson {
  conversations: number;
  baselines: {
    source: string;
    profile: string;
    conversations: number;
    reason?: string;
    baselines: Record<string, number>;
  };
}

describe('score learns the baselines from its input', () => {
  const input = traffic(90);
  const path = file(input);

  it(
    'at 50 conversations or more: the medians of the input, stated in the JSON summary and the text summary',
    async () => {
      const run = await runCli(['score', path, '--summary', '--format', 'json']);
      expect(run.status).toBe(0);
      const summary = JSON.parse(run.stdout) as SummaryJson;
      expect(summary.baselines).toEqual({
        source: 'learned',
        profile: 'default',
        conversations: 90,
        baselines: { userTurns: 5, assistantTurns: 5, toolCalls: 0, assistantChars: 60 },
      });
      const text = await runCli(['score', path, '--summary']);
      expect(text.stdout).toMatch(/Baselines: learned from 90 conversations: median 5 user turns, 5 assistant\s+turns/);
    },
    CLI_TIMEOUT,
  );

  it(
    'reads standard input twice through a spool: the same verdicts as from the file',
    async () => {
      const [fromFile, fromStdin] = await Promise.all([runCli(['score', path]), runCli(['score', '-'], input)]);
      expect(fromStdin.status).toBe(0);
      const strip = (rows: Array<Record<string, unknown>>) => rows.map((r) => [r.id, r.quality, r.qualityScore]);
      expect(strip(jsonl(fromStdin.stdout))).toEqual(strip(jsonl(fromFile.stdout)));
    },
    CLI_TIMEOUT,
  );

  it(
    'relative verdicts: a conversation twice as long as the usual one scores lower than a usual one',
    async () => {
      const rows = jsonl((await runCli(['score', path])).stdout);
      const score = (id: string) => rows.find((r) => r.id === id)!.qualityScore as number;
      expect(score('c4')).toBe(62); // 5 turns: the median
      expect(score('c8')).toBeLessThan(62); // 9 turns
      expect(score('c0')).toBeGreaterThan(62); // 1 turn
    },
    CLI_TIMEOUT,
  );

  it(
    "below 50 conversations: the profile's, and says why",
    async () => {
      const small = file(traffic(49));
      const summary = JSON.parse(
        (await runCli(['score', small, '--summary', '--format', 'json'])).stdout,
      ) as SummaryJson;
      expect(summary.baselines).toMatchObject({
        source: 'profile',
        profile: 'default',
        conversations: 49,
        reason: 'too few',
      });
    },
    CLI_TIMEOUT,
  );

  it(
    '--profile chat pins the chat profile and its baselines',
    async () => {
      const summary = JSON.parse(
        (await runCli(['score', path, '--summary', '--format', 'json', '--profile', 'chat'])).stdout,
      ) as SummaryJson;
      expect(summary.baselines).toMatchObject({ source: 'profile', profile: 'chat', reason: 'pinned' });
      expect(summary.baselines.baselines.userTurns).toBeGreaterThan(20);
    },
    CLI_TIMEOUT,
  );
});
