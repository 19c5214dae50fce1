import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capSnippet, makeSignal, MAX_SNIPPET_CHARS } from '../../src/detectors/evidence';
import { collapseSpaces } from '../../src/text/normalize';
import { contextOf } from '../helpers';

const ctx = contextOf();
const noSnippets = contextOf({ includeSnippets: false });

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

describe('capSnippet fast path', () => {
  // The definition capSnippet implements in one early-stopping scan.
  const reference = (text: string): string => {
    const trimmed = collapseSpaces(text.length > 4 * MAX_SNIPPET_CHARS ? text.slice(0, 4 * MAX_SNIPPET_CHARS) : text);
    if (trimmed.length <= MAX_SNIPPET_CHARS) return trimmed;
    let end = MAX_SNIPPET_CHARS - 1;
    const code = trimmed.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--;
    return trimmed.slice(0, end) + '…';
  };
  const spaces = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff', '\u0085', '\u180e'];
  const piece = fc.oneof(
    fc.constantFrom(...spaces),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('😀', 'x'.repeat(90), 'é'),
  );

  it('equals collapse, trim and cap of the first 800 characters', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), (pieces) => {
        const text = pieces.join('');
        expect(capSnippet(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on prose with single spaces and one irregular space anywhere (the plain-text shortcut)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 150, max: 260 }),
        fc.integer({ min: 0, max: 260 }),
        fc.constantFrom('  ', '\t', ' \n', '\u00a0', ' '),
        (length, at, odd) => {
          const prose = 'lorem ipsum dolor sit amet '.repeat(12).slice(0, length);
          const text = prose.slice(0, at) + odd + prose.slice(at);
          expect(capSnippet(text)).toBe(reference(text));
          expect(capSnippet(prose)).toBe(reference(prose));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees at the edges: 200 and 201 characters, long white space runs, surrogates at the cut', () => {
    for (const text of [
      'y'.repeat(200),
      'y'.repeat(201),
      ' '.repeat(700) + 'tail',
      'a '.repeat(101),
      'a\n'.repeat(150),
      'x'.repeat(197) + '😀😀',
      'x'.repeat(198) + '😀',
      '😀'.repeat(120),
      ' '.repeat(799) + 'z',
      ' '.repeat(800) + 'z',
      '',
      '   ',
    ]) {
      expect(capSnippet(text)).toBe(reference(text));
    }
  });
});

describe('makeSignal', () => {
  it('builds a signal with rounded confidence, snippet and metadata', () => {
    const s = makeSignal(ctx, 'interaction.frustration.all_caps', 3, 0.123456, 'LOUD', { k: 1 });
    expect(s).toEqual({
      type: 'interaction.frustration.all_caps',
      messageIndex: 3,
      confidence: 0.123,
      snippet: 'LOUD',
      metadata: { k: 1 },
    });
  });

  it('leaves out an empty snippet, missing metadata, and snippets when disabled', () => {
    expect(makeSignal(ctx, 'execution.handoff', 0, 1, '')).toEqual({
      type: 'execution.handoff',
      messageIndex: 0,
      confidence: 1,
    });
    expect(makeSignal(noSnippets, 'execution.handoff', 0, 1, 'text')).toEqual({
      type: 'execution.handoff',
      messageIndex: 0,
      confidence: 1,
    });
  });
});
