import { describe, expect, it } from 'vitest';
import { displayWidth, elide } from '../../../src/cli/output/text';

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
