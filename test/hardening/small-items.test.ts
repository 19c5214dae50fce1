/**
 * Smaller hardening items: the HTML transcript is linear in the signals of a message; a lexicon
 * group named like an Object.prototype member is data; the processor stops after shutdown; an
 * over-long line is a bad line.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { renderTranscript } from '../../src/cli/html/transcript';
import type { Signal } from '../../src/types';
import { runMain } from './run-main';

describe('HTML transcript', () => {
  it('40,000 signals on one message render in linear time, one chip per type', () => {
    const n = 40_000;
    const calls = Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      type: 'function',
      function: { name: 'lookup', arguments: '{"q":1}' },
    }));
    const messages = [
      { role: 'user', content: 'find it' },
      { role: 'assistant', content: 'Looking it up.', tool_calls: calls },
    ];
    const signals: Signal[] = Array.from({ length: n }, (_, i) => ({
      type: i % 2 === 0 ? 'execution.loops.retry' : 'execution.failure.state_error',
      messageIndex: 1,
      confidence: 1,
      snippet: `lookup called ${i} times`,
    }));
    const start = performance.now();
    const html = renderTranscript(messages, signals);
    // Was 11 s (42 s on a busy machine): each signal copied the message's list so far.
    expect(performance.now() - start).toBeLessThan(3_000);
    expect(html).toContain('execution.loops.retry ×20000');
    expect(html.match(/class="chip /g)).toHaveLength(2);
  });
});

describe('lexicon overrides', () => {
  // As a user's file holds it (an object literal would read `__proto__` as the prototype).
  const overrides = '{"eng": {"complaint": {"add": {"constructor": ["totally broken"], "__proto__": ["x"]}}}}';

  it('a group named constructor no longer fails analyze', () => {
    const lexicons = JSON.parse(overrides) as never;
    expect(() => analyze([{ role: 'user', content: 'this is totally broken' }], { lexicons })).not.toThrow();
  });

  it('the CLI rejects an unknown group name as a usage error (exit 2) and names it', async () => {
    const path = join(tmpdir(), `agent-signals-lexicon-${process.pid}.json`);
    writeFileSync(path, overrides);
    const line = JSON.stringify({ messages: [{ role: 'user', content: 'this is totally broken' }] });
    const run = await runMain(['score', '-', '--lexicons', path], line + '\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/constructor/);
  });
});
