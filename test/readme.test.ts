/**
 * The README's examples must stay true: run them and look for their documented results in it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
import { ConversationTracker } from '../src/analysis/tracker';
import { DEFAULT_PROFILE, parseProfile } from '../src/profile/profile';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('opens with the demo and test commands, and .ci/run runs the same test command', () => {
    const block = README.split('```')[1] ?? '';
    expect(block).toContain('npm ci && npm run demo');
    expect(block).toContain('npm ci && npm test');
    const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');
    expect(ci).toMatch(/npm ci\b/);
    expect(ci).toMatch(/npm test\b/);
    expect(ci).toMatch(/npm run test:full\b/);
  });

  it('documents what analyze really returns for its first example', () => {
    const report = analyze([
      { role: 'user', content: 'My router keeps dropping the connection' },
      { role: 'assistant', content: 'Please restart your router and try again.' },
      { role: 'user', content: 'I ALREADY RESTARTED IT. TWICE!!!' },
    ]);
    expect(README).toContain(`report.quality;   // '${report.quality}'`);
    expect(README).toContain(`report.flagged;   // ${report.flagged}`);
    // The score in the sentence moves when the shipped profile is refitted; the rest may not.
    const masked = (text: string) => text.replace(/\((\d+)\/100\)/g, '(N/100)');
    const documented = /report\.summary; {3}\/\/ '([^']*)'/.exec(README)?.[1];
    expect(documented).toBeDefined();
    expect(masked(documented!)).toBe(masked(report.summary));
    expect(README).toContain(`{ type: '${report.signals[0]!.type}', messageIndex: ${report.signals[0]!.messageIndex}`);
  });

  it('documents what the tracker example returns', () => {
    const tracker = new ConversationTracker();
    tracker.append({ role: 'user', content: 'Where is my refund?' });
    tracker.append({ role: 'assistant', content: 'Let me check that for you.' });
    expect(README).toContain(`tracker.report().quality; // '${tracker.report().quality}'`);
  });

  it('shows the report with the fields analyze returns, nested ones included', () => {
    const block = /```jsonc\n([\s\S]*?)```/.exec(README)?.[1];
    expect(block).toBeDefined();
    const documented = JSON.parse(block!) as Record<string, unknown>;
    const report = analyze([{ role: 'user', content: 'Where is my refund?' }]) as unknown as Record<string, unknown>;
    // Optional fields (skippedDetectors) are left out of the example.
    const shape = (r: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([key, value]) => key !== 'skippedDetectors' && key !== 'signals' && value !== undefined)
          .map(([key, value]) => [
            key,
            value !== null && typeof value === 'object' ? shape(value as Record<string, unknown>) : typeof value,
          ]),
      );
    expect(shape(documented)).toEqual(shape(report));
  });

  it('shows the shipped profile in docs/scoring.md (update it when the profile is refitted)', () => {
    const scoring = readFileSync(new URL('../docs/scoring.md', import.meta.url), 'utf8');
    const block = /```json\n(\{\s*"version"[\s\S]*?)```/.exec(scoring)?.[1];
    expect(block).toBeDefined();
    const documented = parseProfile(JSON.parse(block!));
    expect(documented.baselines).toEqual(DEFAULT_PROFILE.baselines);
    expect(documented.weights).toEqual(DEFAULT_PROFILE.weights);
  });
});
