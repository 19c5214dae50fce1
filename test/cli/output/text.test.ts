import { describe, expect, it } from 'vitest';
import { displayWidth, elide, paragraph } from '../../../src/cli/output/text';

describe('elide', () => {
  it('leaves text that fits as it is', () => {
    expect(elide('short-id', 8)).toBe('short-id');
    expect(elide('', 3)).toBe('');
  });

  it('cuts in the middle to exactly the width, keeping a column more of the end', () => {
    expect(elide('tau-bench-airline-task-12', 14)).toBe('tau-be…task-12');
    expect(elide('abcdefghij', 9)).toBe('abcd…ghij');
    expect(elide('abcdefghij', 6)).toBe('ab…hij');
  });

  it('counts wide characters as two columns and never exceeds the width', () => {
    const id = '会話-顧客サポート-2026-11-25-0042';
    for (let width = 1; width < displayWidth(id); width++) {
      expect(displayWidth(elide(id, width)), String(width)).toBeLessThanOrEqual(width);
    }
    expect(elide(id, 12)).toBe('会話-…5-0042');
  });

  it('cuts at the end below five columns', () => {
    expect(elide('abcdefghij', 4)).toBe('abc…');
  });
});

describe('paragraph', () => {
  it('breaks at spaces, indents the lines after the first, and never splits a figure from its % or –', () => {
    const text = 'agent-signals evaluate · 20 labelled conversations (success labels; 7 failed, 35.0 %)';
    const lines = paragraph(text, 78);
    expect(lines).toEqual([
      'agent-signals evaluate · 20 labelled conversations (success labels; 7 failed,',
      '  35.0 %)',
    ]);
    // Every width: the figures stay with their % and –, lines fit.
    for (let width = 14; width <= 50; width++) {
      const lines = paragraph('a share of 35.0 % and an interval 0.40 – 0.57', width);
      for (const line of lines) expect(displayWidth(line), `${width}: ${line}`).toBeLessThanOrEqual(width);
      const joined = lines.map((line) => line.trim()).join(' ');
      expect(joined).toBe('a share of 35.0 % and an interval 0.40 – 0.57');
      expect(lines.some((line) => /(^ *[%–])|– *$|\d$/.test(line) && !line.endsWith('0.57'))).toBe(false);
    }
  });

  it('is one line when it fits, and nothing for empty text', () => {
    expect(paragraph('short', 80)).toEqual(['short']);
    expect(paragraph('', 80)).toEqual([]);
  });
});
