import { describe, expect, it } from 'vitest';
import { SAME_CLAUSE_MIN_KEYS, sameQuestion } from '../../src/detectors/dialogue-says-again';
import { compileLexicon } from '../../src/lexicon/compile';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { assistant, misalignmentIn, user } from '../helpers';

describe('rephrase: an answer said again when the question is asked again after other words', () => {
  it.each([
    [
      'eng',
      "i like the vikings , but i don't like abstract art , do you like horror films ?",
      'I like films with happy endings.',
      'i agree , i like the fantasy genre , do you like horror films ?',
      'No, I like films with happy endings. Horror movies scare me.',
    ],
    [
      'deu',
      'Ich mag Hunde, magst du Horrorfilme?',
      'Ich mag Filme mit Happy End.',
      'Klar, magst du Horrorfilme?',
      'Ich mag wirklich Filme mit Happy End.',
    ],
  ])('fires (%s)', (language, first, answer, again, next) => {
    expect(
      misalignmentIn(language, [user('hi'), assistant(first), user(answer), assistant(again), user(next)]),
    ).toEqual(['4:interaction.misalignment.rephrase']);
  });

  it('quiet: a question back after other words asks about those words', () => {
    expect(
      misalignmentIn('eng', [
        user('hi'),
        assistant('I like dogs, and you?'),
        user('I like cats.'),
        assistant('I like birds, and you?'),
        user('I like cats a lot.'),
      ]),
    ).toEqual([]);
  });

  it(`sameQuestion: the last clause holds at least ${SAME_CLAUSE_MIN_KEYS} content words`, () => {
    const { stopwords } = compileLexicon('eng', BUNDLED_LEXICONS.eng!).tokens;
    expect(
      sameQuestion('i agree, do you like horror films?', ['i like art, do you like horror films?'], stopwords),
    ).toBe(true);
    // Without the stopwords, only the whole question counts.
    expect(sameQuestion('i agree, do you like horror films?', ['i like art, do you like horror films?'])).toBe(false);
    // "and you" has no content word; "like horror" has two.
    expect(sameQuestion('i like dogs, and you?', ['i like cats, and you?'], stopwords)).toBe(false);
    expect(sameQuestion('ok, like horror?', ['hm, like horror?'], stopwords)).toBe(true);
    expect(sameQuestion('ok, horror?', ['hm, horror?'], stopwords)).toBe(false);
    // Hostile: a question of thousands of commas.
    const long = ','.repeat(20000) + ' do you like horror films?';
    expect(sameQuestion(long, [long], stopwords)).toBe(true);
  });
});
