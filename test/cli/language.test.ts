/**
 * The CLI as a process on text whose language franc-min decides (Latin script, not English): the
 * lazily required franc-min loads, whichever way the CLI runs (the suite's bundle or tsx).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { jsonl, runCli } from './run-cli';

const ITALIAN = [
  { role: 'user', content: 'questo non funziona per niente, voglio parlare con una persona' },
  { role: 'assistant', content: 'Mi dispiace, controllo subito.' },
];

describe('the CLI on a language franc-min decides', () => {
  it('scores it as analyze does, language included', async () => {
    const run = await runCli(['score', '-', '--format', 'jsonl'], `${JSON.stringify({ messages: ITALIAN })}\n`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [report] = jsonl(run.stdout);
    const expected = analyze(ITALIAN, { complete: true });
    // Decided by franc-min's models: neither English nor undetermined.
    expect(expected.language).not.toMatch(/^(eng|und)$/);
    expect(report).toMatchObject({
      language: expected.language,
      quality: expected.quality,
      qualityScore: expected.qualityScore,
    });
  });
});
