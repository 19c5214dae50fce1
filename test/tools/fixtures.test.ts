/**
 * Agent fixtures: every trajectory of `fixtures/agents.jsonl` scored end to end and checked
 * against what the documented rules imply for it (the `agents.jsonl` table in `fixtures/README.md`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import type { Quality, SignalReport } from '../../src/types';
import { parseProfile } from '../../src/profile/profile';
import { BaselineLearner } from '../../src/profile/baselines';
import { shapeOfMessages } from '../../src/analysis/core';
import { TEST_PROFILE } from '../helpers';

const FIXTURES = fileURLToPath(new URL('../../fixtures/agents.jsonl', import.meta.url));

interface Expectation {
  readonly quality: Quality;
  readonly flagged: boolean;
  readonly toolCalls: number;
  /** Exact counts of the tool signal families. */
  readonly failure: number;
  readonly loops: number;
  readonly exhaustion: number;
  /** Each type must fire (`x.*` matches any type under `x`). */
  readonly present: readonly string[];
  /** No signal may match any of these. */
  readonly absent: readonly string[];
}

const TOOLS = ['execution.failure.*', 'execution.loops.*', 'environment.exhaustion.*'];
const USER_NEGATIVE = ['interaction.frustration.*', 'interaction.escalation.*'];

/** The tests' round weights (see test/helpers.ts) with the default profile's effort weight, 40. */
const AGENT_PROFILE = parseProfile({ ...TEST_PROFILE, weights: { ...TEST_PROFILE.weights, effort: 40 } });

const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  'airline-change-clean': {
    quality: 'Good',
    flagged: false,
    toolCalls: 3,
    failure: 0,
    loops: 0,
    exhaustion: 0,
    present: ['interaction.positive_feedback.*'],
    absent: [...TOOLS, ...USER_NEGATIVE, 'execution.handoff'],
  },
  'airline-payment-retry': {
    quality: 'Poor',
    flagged: true,
    toolCalls: 5,
    failure: 3,
    loops: 1,
    exhaustion: 0,
    present: ['execution.failure.invalid_args', 'execution.loops.retry', 'execution.handoff'],
    absent: ['execution.loops.parameter_drift', 'execution.loops.oscillation', 'environment.exhaustion.*'],
  },
  'retail-lookup-and-state': {
    // Two tool failures (severity 1: − 8) and a little more work than the file's usual run, against
    // one thanks: Good, just.
    quality: 'Good',
    flagged: false,
    toolCalls: 6,
    failure: 2,
    loops: 0,
    exhaustion: 0,
    present: ['execution.failure.bad_query', 'execution.failure.state_error'],
    absent: ['execution.loops.*', 'environment.exhaustion.*', 'execution.failure.invalid_args', ...USER_NEGATIVE],
  },
  'retail-rate-limited': {
    quality: 'Neutral',
    flagged: true,
    toolCalls: 3,
    failure: 0,
    loops: 1,
    exhaustion: 3,
    present: ['environment.exhaustion.rate_limit', 'environment.exhaustion.api_error', 'execution.loops.retry'],
    absent: ['execution.failure.*'],
  },
  'coding-agent-debug': {
    // Two failed tool calls against one thanks: Good.
    quality: 'Good',
    flagged: false,
    toolCalls: 6,
    failure: 2,
    loops: 0,
    exhaustion: 0,
    present: ['execution.failure.bad_query', 'interaction.positive_feedback.*'],
    absent: ['execution.loops.*', 'environment.exhaustion.*'],
  },
  'coding-agent-flailing': {
    // An oscillating loop, a failure and more tool calls than the baseline: Neutral, flagged for the loop.
    quality: 'Neutral',
    flagged: true,
    toolCalls: 7,
    failure: 1,
    loops: 1,
    exhaustion: 0,
    present: ['execution.loops.oscillation', 'execution.failure.bad_query'],
    absent: ['execution.loops.retry', 'execution.loops.parameter_drift', 'environment.exhaustion.*'],
  },
  'plan-executor-failures': {
    // Failures, a loop, a timeout and 14 tool calls (nearly 3× the file's median): Neutral by score, flagged for
    // the failures and the loop.
    quality: 'Neutral',
    flagged: true,
    toolCalls: 14,
    failure: 3,
    loops: 1,
    exhaustion: 1,
    present: [
      'environment.exhaustion.timeout',
      'execution.failure.skipped_dependency',
      'execution.failure.invalid_plan',
      'execution.failure.state_error',
      'execution.loops.parameter_drift',
    ],
    absent: ['execution.loops.retry', 'execution.failure.bad_query'],
  },
  'plan-executor-clean': {
    quality: 'Excellent',
    flagged: false,
    toolCalls: 4,
    failure: 0,
    loops: 0,
    exhaustion: 0,
    present: ['interaction.positive_feedback.*'],
    absent: [...TOOLS],
  },
  'mcp-agent-errors': {
    quality: 'Neutral',
    flagged: false,
    toolCalls: 5,
    failure: 2,
    loops: 0,
    exhaustion: 1,
    present: [
      'execution.failure.bad_query',
      'environment.exhaustion.context_overflow',
      'execution.failure.tool_not_found',
    ],
    absent: ['execution.failure.invalid_args', 'execution.loops.*'],
  },
  'devops-network-auth': {
    quality: 'Neutral',
    flagged: false,
    toolCalls: 4,
    failure: 1,
    loops: 0,
    exhaustion: 3,
    present: [
      'environment.exhaustion.network',
      'execution.failure.auth_misuse',
      'environment.exhaustion.timeout',
      'environment.exhaustion.malformed_response',
    ],
    absent: ['execution.loops.*'],
  },
  'tool-output-traps': {
    quality: 'Excellent',
    flagged: false,
    toolCalls: 5,
    failure: 0,
    loops: 0,
    exhaustion: 0,
    present: [],
    absent: [...TOOLS, ...USER_NEGATIVE],
  },
  'airline-reservation-fanout': {
    quality: 'Excellent',
    flagged: false,
    toolCalls: 4,
    failure: 0,
    loops: 0,
    exhaustion: 0,
    present: [],
    absent: ['execution.failure.*', 'environment.exhaustion.*', 'execution.loops.*'],
  },
  'unpaired-results': {
    quality: 'Neutral',
    flagged: false,
    toolCalls: 3,
    failure: 1,
    loops: 0,
    exhaustion: 1,
    present: ['execution.failure.auth_misuse', 'environment.exhaustion.timeout'],
    absent: ['execution.loops.*'],
  },
};

const conversations = readFileSync(FIXTURES, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; messages: unknown[] });

/** The medians of the file's own conversations, as `agent-signals score` learns them. */
const FILE_BASELINES = (() => {
  const learner = new BaselineLearner();
  for (const c of conversations) learner.add(shapeOfMessages(c.messages));
  return learner.baselines(1)!;
})();

const matches = (type: string, pattern: string): boolean =>
  pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;

describe('fixtures/agents.jsonl', () => {
  it('every fixture has an expectation and every expectation a fixture', () => {
    expect(conversations.map((c) => c.id).sort()).toEqual(Object.keys(EXPECTATIONS).sort());
  });

  for (const { id, messages } of conversations) {
    describe(id, () => {
      const expected = EXPECTATIONS[id]!;
      // Scored as the CLI scores the file: against the baselines of the file's own conversations.
      const report: SignalReport = analyze(messages, { profile: AGENT_PROFILE, baselines: FILE_BASELINES });
      const types = report.signals.map((s) => s.type);

      it(`quality ${expected.quality}, flagged ${expected.flagged}`, () => {
        expect(report.quality).toBe(expected.quality);
        expect(report.flagged).toBe(expected.flagged);
      });

      it('tool calls and family counts', () => {
        expect(report.toolCalls).toBe(expected.toolCalls);
        expect(report.execution.failure.count).toBe(expected.failure);
        expect(report.execution.loops.count).toBe(expected.loops);
        expect(report.environment.exhaustion.count).toBe(expected.exhaustion);
      });

      it('must fire / must not fire', () => {
        for (const pattern of expected.present)
          expect(
            types.some((t) => matches(t, pattern)),
            `${pattern} fires`,
          ).toBe(true);
        for (const pattern of expected.absent)
          expect(
            types.filter((t) => matches(t, pattern)),
            `${pattern} absent`,
          ).toEqual([]);
      });

      it('every tool signal carries the tool name as evidence', () => {
        for (const s of report.signals.filter((x) => /^(execution\.(failure|loops)|environment)\./.test(x.type))) {
          expect(typeof s.metadata?.tool, s.type).toBe('string');
        }
      });
    });
  }
});
