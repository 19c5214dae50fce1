import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_V8_FLAGS, cliV8Flags } from '../../src/cli/v8-flags';
import { runCli } from './run-cli';

const INLINING = '--max-inlined-bytecode-size-cumulative=300';
const BUDGET = '--interrupt-budget=135168';

describe('cliV8Flags', () => {
  it('sets the inlining and interrupt budgets when the user has not', () => {
    expect(CLI_V8_FLAGS).toEqual([INLINING, BUDGET]);
    expect(cliV8Flags([], undefined)).toEqual([...CLI_V8_FLAGS]);
    expect(cliV8Flags(['--max-old-space-size=64', '--enable-source-maps'], '--trace-warnings')).toEqual([
      ...CLI_V8_FLAGS,
    ]);
  });

  it("leaves a flag the user set, on the command line or in NODE_OPTIONS, in any spelling, to the user's value", () => {
    expect(cliV8Flags(['--max-inlined-bytecode-size-cumulative=920'], undefined)).not.toContain(INLINING);
    expect(cliV8Flags([], '--inspect  --max_inlined_bytecode_size_cumulative=50')).not.toContain(INLINING);
    expect(cliV8Flags(['--max-inlined-bytecode-size-cumulative', '500'], '')).not.toContain(INLINING);
    // Each flag on its own: the user's interrupt budget leaves the inlining budget to the CLI.
    expect(cliV8Flags([], '--interrupt-budget=1000')).toEqual([INLINING]);
    expect(cliV8Flags(['--interrupt_budget=1000', '--max-inlined-bytecode-size-cumulative=1'], '')).toEqual([]);
  });

  it('does not take a longer or shorter flag name for the same one', () => {
    expect(cliV8Flags(['--max-inlined-bytecode-size=100'], '--max-inlined-bytecode-size-cumulative-x=1')).toContain(
      INLINING,
    );
    expect(cliV8Flags(['--interrupt-budget-for-feedback-allocation=1'], undefined)).toContain(BUDGET);
  });

  it("names flags this Node's V8 knows (an unknown one is reported on stderr, never applied)", () => {
    const r = spawnSync(process.execPath, [
      '-e',
      `for (const f of ${JSON.stringify(CLI_V8_FLAGS)}) require('node:v8').setFlagsFromString(f)`,
    ]);
    expect(r.status).toBe(0);
    expect(r.stderr.toString()).toBe('');
  });

  it('the CLI runs with them and prints nothing about them', async () => {
    const r = await runCli(['score', '-', '-f', 'jsonl'], '{"messages":[{"role":"user","content":"hello"}]}\n');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
