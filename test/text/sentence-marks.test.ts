import { describe, expect, it } from 'vitest';
import { inOneSentence, isSentenceMark, sentenceEndsBetween } from '../../src/text/sentence-marks';
import { tokenize } from '../../src/text/tokenize';

describe('sentence marks', () => {
  it('knows the marks that end a sentence, and nothing else', () => {
    for (const c of '.!?\n。！？') expect(isSentenceMark(c.charCodeAt(0))).toBe(true);
    for (const c of ',;: -…，') expect(isSentenceMark(c.charCodeAt(0))).toBe(false);
  });

  it('finds a mark between two offsets, the end exclusive, out-of-range offsets clamped', () => {
    expect(sentenceEndsBetween('I give up. If you want', 0, 14)).toBe(true);
    expect(sentenceEndsBetween('I give up. If you want', 0, 9)).toBe(false);
    expect(sentenceEndsBetween('I give up. If you want', 0, 10)).toBe(true);
    expect(sentenceEndsBetween('a.', -5, 99)).toBe(true);
    expect(sentenceEndsBetween('', 0, 10)).toBe(false);
  });

  it('tells whether two token spans share a sentence, in either order', () => {
    const split = 'I almost gave up. Good job';
    const one = 'Good job, it almost works';
    const a = tokenize(split);
    const b = tokenize(one);
    expect(inOneSentence(split, a, { start: 1, end: 2 }, { start: 4, end: 6 })).toBe(false);
    expect(inOneSentence(split, a, { start: 4, end: 6 }, { start: 1, end: 2 })).toBe(false);
    expect(inOneSentence(one, b, { start: 0, end: 2 }, { start: 3, end: 4 })).toBe(true);
    expect(inOneSentence(one, b, { start: 3, end: 4 }, { start: 0, end: 2 })).toBe(true);
  });
});
