/**
 * The examples are documentation: run each one as a real child process, the way the README says,
 * and check what it prints, so they never rot.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** One printed span: its name line and the indented lines under it. */
interface PrintedSpan {
  name: string;
  lines: string[];
}

describe('examples/otel-quickstart.ts', () => {
  let stdout = '';
  let stderr = '';
  let spans: PrintedSpan[] = [];
  const byConversation = (id: string): PrintedSpan => {
    const span = spans.find((s) => s.lines.includes(`gen_ai.conversation.id: "${id}"`));
    if (span === undefined) throw new Error(`no span for conversation ${id} in:\n${stdout}`);
    return span;
  };

  beforeAll(async () => {
    // Inherits the environment; fails (rejects) on a non-zero exit code or after the timeout.
    ({ stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/otel-quickstart.ts'],
      { cwd: ROOT, timeout: 15_000 },
    ));
    spans = stdout
      .trim()
      .split(/\n\s*\n/)
      .map((block) => {
        const [name = '', ...lines] = block.split('\n');
        return { name, lines: lines.map((l) => l.trim()) };
      });
  }, 20_000);

  it('exits cleanly and prints one span per conversation', () => {
    expect(stderr).toBe('');
    expect(spans.map((s) => s.name)).toEqual(['chat gpt-4o', 'chat gpt-4o 🚩', 'chat gpt-4o 🚩']);
  });

  it('leaves the good conversation unflagged', () => {
    const good = byConversation('good');
    expect(good.name.endsWith(' 🚩')).toBe(false);
    expect(good.lines).toContain('signals.flagged: false');
    expect(good.lines).toContainEqual(expect.stringMatching(/^signals\.quality: "(Excellent|Good)"$/));
    expect(good.lines).toContain('event signal.interaction.positive_feedback.success');
  });

  it('flags the frustrated user', () => {
    const frustrated = byConversation('frustrated');
    expect(frustrated.name.endsWith(' 🚩')).toBe(true);
    expect(frustrated.lines).toContain('signals.flagged: true');
    expect(frustrated.lines).toContain('signals.escalation.requested: true');
    expect(frustrated.lines).toContainEqual(expect.stringMatching(/^signals\.frustration\.count: [1-9]\d*$/));
    expect(frustrated.lines).toContainEqual(expect.stringMatching(/^event signal\.interaction\.frustration\./));
  });

  it('flags the looping agent', () => {
    const looping = byConversation('looping');
    expect(looping.name.endsWith(' 🚩')).toBe(true);
    expect(looping.lines).toContain('signals.flagged: true');
    expect(looping.lines).toContainEqual(expect.stringMatching(/^signals\.execution\.loops\.count: [1-9]\d*$/));
    expect(looping.lines).toContain('event signal.execution.loops.retry');
  });

  it('prints typed attributes: strings quoted, numbers and booleans bare', () => {
    for (const span of spans) {
      const lines = span.lines;
      expect(lines).toContainEqual(expect.stringMatching(/^signals\.quality: "(Excellent|Good|Neutral|Poor|Severe)"$/));
      expect(lines).toContainEqual(expect.stringMatching(/^signals\.quality_score: \d+(\.\d+)?$/));
      expect(lines).toContainEqual(expect.stringMatching(/^signals\.turn_count: \d+$/));
      expect(lines).toContainEqual(expect.stringMatching(/^signals\.flagged: (true|false)$/));
      expect(lines).toContain('signals.language: "eng"');
    }
  });
});
