import { describe, expect, it } from 'vitest';
import { GARBLE_MAX_CHARS, GARBLE_RUN, isGarbled } from '../../src/text/garbled';

describe('isGarbled', () => {
  it.each([
    ', S.',
    'O.,.',
    '.? i.',
    'q x',
    'y : 3',
    'sad sad sad sad sad',
    'r b d d d d d d d',
    'Jobs JOBS jobs jobs jobs',
  ])('garbled: %j', (text) => expect(isGarbled(text)).toBe(true));

  it.each(['2016', '3.', '010-85007938', 'Yes!', 'ok', '好。', 'はい', 'no no no no', '', '   ', '😨', '?!'])(
    'not garbled: %j',
    (text) => expect(isGarbled(text)).toBe(false),
  );

  it('counts a run from exactly GARBLE_RUN words', () => {
    expect(isGarbled(Array(GARBLE_RUN).fill('sad').join(' '))).toBe(true);
    expect(
      isGarbled(
        Array(GARBLE_RUN - 1)
          .fill('sad')
          .join(' '),
      ),
    ).toBe(false);
    // broken by another word: two runs of four
    expect(isGarbled('sad sad sad sad so sad sad sad sad')).toBe(false);
  });

  it('reads no text longer than GARBLE_MAX_CHARS', () => {
    const run = 'd '.repeat(GARBLE_MAX_CHARS);
    expect(isGarbled(run.slice(0, GARBLE_MAX_CHARS))).toBe(true);
    expect(isGarbled(run.slice(0, GARBLE_MAX_CHARS + 1))).toBe(false);
  });
});

describe('isGarbled on hostile input', () => {
  it('reads lone surrogates, control characters and mixed scripts without throwing', () => {
    expect(isGarbled('\ud800 \udc00')).toBe(false);
    expect(isGarbled('\u0000\u0001 a')).toBe(true);
    expect(isGarbled('x\u0000x\u0000x\u0000x\u0000x')).toBe(true);
    expect(isGarbled('Ж Ж Ж Ж Ж')).toBe(true);
    expect(isGarbled('ЖЖ ЖЖ ЖЖ ЖЖ')).toBe(false);
    expect(isGarbled('ha HA ha Ha hA')).toBe(true);
    expect(isGarbled('\u{1F600}'.repeat(1_000))).toBe(false);
  });
});
