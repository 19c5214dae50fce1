import { describe, expect, it } from 'vitest';
import { countSeverity, severityOf } from '../../src/detectors/severity';

describe('severityOf', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [1000, 3],
  ])('count %i → severity %i', (count, severity) => {
    expect(severityOf(count)).toBe(severity);
  });

  it('treats a negative count as none', () => {
    expect(severityOf(-1)).toBe(0);
  });
});

describe('countSeverity', () => {
  it('pairs the count with its bucket', () => {
    expect(countSeverity(0)).toEqual({ count: 0, severity: 0 });
    expect(countSeverity(4)).toEqual({ count: 4, severity: 2 });
    expect(countSeverity(5)).toEqual({ count: 5, severity: 3 });
  });
});
