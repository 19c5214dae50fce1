import { describe, expect, it } from 'vitest';
import { CAPS_MIN_LETTERS, CAPS_MIN_RATIO, capsRatio, hasExcessivePunctuation, PUNCTUATION_MIN } from '../../src/detectors/tone';

describe('capsRatio', () => {
  it('uses the SPEC thresholds', () => {
    expect(CAPS_MIN_LETTERS).toBe(10);
    expect(CAPS_MIN_RATIO).toBe(0.8);
  });

  it('is the share of uppercase among cased letters from exactly 10 cased letters', () => {
    expect(capsRatio('ABCDE FGHIJ')).toBe(1);
    expect(capsRatio('ABCDEFGHab')).toBe(0.8);
  });

  it('is 0 below 10 cased letters, however loud', () => {
    expect(capsRatio('ABCD EFGHI')).toBe(0);
    expect(capsRatio('ABCDEFGHI!!! 1234567890')).toBe(0);
  });

  it('counts cased letters as characters: digits, punctuation and uncased scripts do not count', () => {
    expect(capsRatio('ABCDEFGHI 我不明白 123 ...')).toBe(0);
    expect(capsRatio('ABCDEFGHIJ 我不明白 123')).toBe(1);
  });

  it('counts non-ASCII cased letters', () => {
    expect(capsRatio('ÉÇÀÎÕÜÑØÅÆ')).toBe(1);
    expect(capsRatio('ПРИВЕТМИРЫ')).toBe(1);
    expect(capsRatio('éçàîõüñøåæ')).toBe(0);
  });

  it('gives exactly 0.79 for 79 uppercase of 100 cased letters', () => {
    expect(capsRatio('A'.repeat(79) + 'b'.repeat(21))).toBe(0.79);
    expect(capsRatio('A'.repeat(80) + 'b'.repeat(20))).toBe(0.8);
  });

  it('is 0 for empty text', () => {
    expect(capsRatio('')).toBe(0);
  });
});

describe('hasExcessivePunctuation', () => {
  it('uses the SPEC threshold', () => {
    expect(PUNCTUATION_MIN).toBe(3);
  });

  it('is true for 3 exclamation marks, anywhere in the message', () => {
    expect(hasExcessivePunctuation('why!!!')).toBe(true);
    expect(hasExcessivePunctuation('no! stop! now!')).toBe(true);
  });

  it('is false for 2 exclamation marks', () => {
    expect(hasExcessivePunctuation('why!!')).toBe(false);
  });

  it('is true for 3 question marks and false for 2', () => {
    expect(hasExcessivePunctuation('what??? ')).toBe(true);
    expect(hasExcessivePunctuation('what? why? how?')).toBe(true);
    expect(hasExcessivePunctuation('what??')).toBe(false);
  });

  it('counts ! and ? separately', () => {
    expect(hasExcessivePunctuation('!?!?')).toBe(false);
    expect(hasExcessivePunctuation('?!?!?')).toBe(true);
  });

  it('is false for empty text', () => {
    expect(hasExcessivePunctuation('')).toBe(false);
  });
});
