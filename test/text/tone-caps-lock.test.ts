import { describe, expect, it } from 'vitest';
import { switchesToCapsMidClause } from '../../src/text/tone';

describe('switchesToCapsMidClause', () => {
  it.each([
    'what RE YOU THINKNG ABOUT',
    'i HAD A PATIENT DIE LAST NIGHT. THERE WAS NOTHING I COULD DO.',
    'helLO HOW ARE YOU',
    'warum SAGST DU DAS',
    'pourquoi TU DIS ÇA',
    'é VERDADE ISSO',
  ])('true: %s', (text) => {
    expect(switchesToCapsMidClause(text)).toBe(true);
  });

  it.each([
    ['capitals open the text', 'STOP REPEATING YOURSELF'],
    ['a capital opens the text', 'Hey YOU ARE WRONG'],
    ['a sentence mark before the capitals', 'ok. STOP REPEATING YOURSELF'],
    ['a comma before the capitals', 'well, YOU ARE WRONG'],
    ['a line break before the capitals', 'hmm\nYOU ARE WRONG'],
    ['a full-width mark before the capitals', 'ねえ。YOU ARE WRONG'],
    ['lowercase after the capitals', 'what ARE YOU doing'],
    ['no capitals', 'what are you thinking about'],
    ['no lowercase', 'WHAT ARE YOU THINKING ABOUT'],
    ['empty', ''],
  ])('false: %s', (_, text) => {
    expect(switchesToCapsMidClause(text)).toBe(false);
  });

  it('boundary: one lowercase letter right before the capitals is enough, one after them is too many', () => {
    expect(switchesToCapsMidClause('aBCDEFGHIJK')).toBe(true);
    expect(switchesToCapsMidClause('aBCDEFGHIJKl')).toBe(false);
  });

  it('hostile input: long, astral and lone surrogate text in linear time', () => {
    expect(switchesToCapsMidClause(`a${'B'.repeat(200_000)}`)).toBe(true);
    expect(switchesToCapsMidClause(`${'a'.repeat(200_000)}B`)).toBe(true);
    expect(switchesToCapsMidClause('a 𝐀𝐁 \ud800 BCD 😡')).toBe(true);
    expect(switchesToCapsMidClause('\udc00\ud800')).toBe(false);
  });
});
