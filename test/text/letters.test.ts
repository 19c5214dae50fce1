import { describe, expect, it } from 'vitest';
import { hasLetters, lettersStartWith, sameLetters } from '../../src/text/letters';

/** The reference reading: letters and digits of the lower-cased text. */
const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

describe('letters: the letters and digits of a text, compared in place', () => {
  it.each([
    ['Pretty tired. And you?', 'pretty  TIRED', true],
    ['pretty tired', 'pretty tired. and you?', false],
    ['I am a STUDENT.', 'i am a student', true],
    ['Ich bin Lehrerin.', 'ICH BIN', true],
    ['我是学生。', '我是', true],
    ['我是学生。', '我不', false],
    ['Ärger über 😀 Öl', 'ärgerüberöl', true],
    ['abc', '', true],
    ['', 'a', false],
    ['?!', '...', true],
  ])('lettersStartWith(%j, %j) is %s', (text, prefix, expected) => {
    expect(lettersStartWith(text, prefix)).toBe(expected);
    expect(lettersOf(text).startsWith(lettersOf(prefix))).toBe(expected);
  });

  it('sameLetters and hasLetters agree with the reference reading', () => {
    const texts = [
      'What do you do?',
      'what  do you do',
      'WHAT DO YOU DO ?',
      'What do you do for fun?',
      '?',
      '',
      '😀 1',
    ];
    for (const a of texts) {
      expect(hasLetters(a)).toBe(lettersOf(a) !== '');
      for (const b of texts) expect(sameLetters(a, b)).toBe(lettersOf(a) === lettersOf(b));
    }
  });

  it('hostile: a huge text compared with a differing one stops at the first difference', () => {
    const huge = 'x'.repeat(1_000_000);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) expect(lettersStartWith(huge, 'y')).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(lettersStartWith(huge, huge)).toBe(true);
  });
});
