import { describe, expect, it } from 'vitest';
import { capSnippet, makeSignal, MAX_SNIPPET_CHARS } from '../../src/detectors/evidence';
import { prepare } from '../helpers';

const { ctx } = prepare([]);
const { ctx: noSnippets } = prepare([], { includeSnippets: false });

describe('capSnippet', () => {
  it('keeps short text, trimmed', () => {
    expect(capSnippet('  hello  ')).toBe('hello');
  });

  it(`caps long text at ${MAX_SNIPPET_CHARS} characters with an ellipsis`, () => {
    expect(MAX_SNIPPET_CHARS).toBe(200);
    const out = capSnippet('x'.repeat(500));
    expect(out).toHaveLength(200);
    expect(out.endsWith('…')).toBe(true);
  });

  it('keeps text of exactly 200 characters', () => {
    expect(capSnippet('y'.repeat(200))).toBe('y'.repeat(200));
  });

  it('does not split a surrogate pair', () => {
    const out = capSnippet('a' + '😀'.repeat(150));
    expect(out.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(out)).not.toMatch(/\\ud[89ab]/i);
  });
});

describe('makeSignal', () => {
  it('builds a signal with rounded confidence, snippet and metadata', () => {
    const s = makeSignal(ctx, 'interaction.frustration.all_caps', 3, 0.123456, 'LOUD', { k: 1 });
    expect(s).toEqual({ type: 'interaction.frustration.all_caps', messageIndex: 3, confidence: 0.123, snippet: 'LOUD', metadata: { k: 1 } });
  });

  it('leaves out an empty snippet, missing metadata, and snippets when disabled', () => {
    expect(makeSignal(ctx, 'execution.handoff', 0, 1, '')).toEqual({ type: 'execution.handoff', messageIndex: 0, confidence: 1 });
    expect(makeSignal(noSnippets, 'execution.handoff', 0, 1, 'text')).toEqual({
      type: 'execution.handoff',
      messageIndex: 0,
      confidence: 1,
    });
  });
});
