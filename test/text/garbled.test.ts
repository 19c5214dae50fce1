import { describe, expect, it } from 'vitest';
import { GARBLE_MAX_CHARS, GARBLE_RUN, isGarbled } from '../../src/text/garbled';
import { bigramSet, NO_BIGRAMS } from '../../src/text/bigrams';

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

describe("isGarbled with the text's bigrams (as a prepared assistant message holds them)", () => {
  const withBigrams = (text: string) => isGarbled(text, bigramSet(text));

  it('finds the same runs where the bigrams repeat enough', () => {
    for (const text of [
      'sad sad sad sad sad',
      'Well, because because because because because',
      'ha HA ha Ha hA',
      'Ж Ж Ж Ж Ж',
      'r b d d d d d',
    ])
      expect(withBigrams(text)).toBe(isGarbled(text));
    expect(withBigrams('sad sad sad sad sad')).toBe(true);
  });

  it('looks for no run when too few bigrams repeat: a word said four times, prose', () => {
    expect(withBigrams('no no no no')).toBe(false);
    expect(withBigrams('I love to read. Do you like to read? I love to read books.')).toBe(false);
    expect(withBigrams('sad sad sad sad, happy')).toBe(false);
  });

  it('counts no run of words the tokenizer does not read (emoji)', () => {
    const text = 'ok \u{1F600} \u{1F600} \u{1F600} \u{1F600} \u{1F600}';
    expect(isGarbled(text)).toBe(true);
    expect(withBigrams(text)).toBe(false);
  });

  it('reads the text as before with empty bigrams (a message not yet analysed)', () => {
    expect(isGarbled('sad sad sad sad sad', NO_BIGRAMS)).toBe(true);
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
