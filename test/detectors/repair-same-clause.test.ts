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

describe('rephrase: a question asked again word for word after other words', () => {
  it.each([
    ['eng', 'Hello! Do you like winter?', 'Hi how are you today', 'Nice. Do you like winter?'],
    [
      'eng',
      'Given the code, how many markdown cells are there?',
      'alt.Chart(df)',
      'How many markdown cells are there?',
    ],
    ['deu', 'Hallo! Magst du den Winter?', 'Wie geht es dir heute?', 'Toll. Magst du den Winter?'],
  ])('fires (%s): %s → %s → %s', (language, first, reply, next) => {
    expect(misalignmentIn(language, [user(first), assistant(reply), user(next)])).toEqual([
      '2:interaction.misalignment.rephrase',
    ]);
  });

  it.each([
    // The reply took its words up, answered it directly, or the question asks about other words.
    [
      'Is there anything else I can try?',
      'You can try restarting; anything else may need a technician.',
      'I restarted. Is there anything else I can try?',
    ],
    ['Hello! Do you like winter?', 'Yes, I do.', 'Nice. Do you like winter?'],
    ['I like cats. What about you?', 'I like birds.', 'I like dogs. What about you?'],
    // A report before the question moves the task on, a long one or a short one.
    [
      'I turned off airplane mode. Status bar: no signal. What should I try next?',
      'Please restart the phone and check the status bar again.',
      'I restarted the phone. Status bar: no signal. What should I try next?',
    ],
    [
      'Is there anything else we could check?',
      'Please reset the APN settings.',
      'I reset the APN settings and rebooted my phone twice, but I still see no signal at all. Is there anything else we could check?',
    ],
  ])('quiet: %s → %s → %s', (first, reply, next) => {
    expect(misalignmentIn('eng', [user(first), assistant(reply), user(next)])).toEqual([]);
  });
});

describe('rephrase: the closing question of a long paste asked again alone', () => {
  // A pasted notebook (written for this test) that closes with the user's question.
  const notebook = [
    '[Markdown]',
    '## Assignment',
    'We explore a table of shops, their ratings and their opening hours.',
    '[Code]',
    'import pandas as pd',
    "shops = pd.read_csv('shops.csv')",
    '[Code]',
    "chart = shops.plot(kind='bar', x='rating', y='count', title='Shops by rating')",
    '[Markdown]',
    'Most shops have high ratings and few have low ones.',
  ].join('\n');
  const question = 'Given the above code how many markdown cells are there?';
  const brokenReply = "shops.plot(kind='bar',\nx";

  it('fires: the paste closed with the question, the reply did not answer, the question is asked again', () => {
    expect(
      misalignmentIn('eng', [user(`${notebook}\n[Prompt]\n${question}`), assistant(brokenReply), user(question)]),
    ).toEqual(['2:interaction.misalignment.rephrase']);
  });

  it('fires: shared details, a reply that only restates them, the same request again', () => {
    const shared =
      'Please also include this: the buyers are founders and chief officers of regional bakeries. ' +
      'Their goals are more orders per week and less flour wasted.\n\nCan you recall again all the details I have shared?';
    expect(
      misalignmentIn('eng', [
        user(shared),
        assistant('Sure. The buyers are founders and chief officers of bakeries who want more orders.'),
        user('Can you recall again all the details I have shared?'),
      ]),
    ).toEqual(['2:interaction.misalignment.rephrase']);
  });

  it('quiet: the reply answered the closing question (it took its words up)', () => {
    expect(
      misalignmentIn('eng', [
        user(`${notebook}\n[Prompt]\n${question}`),
        assistant('The above code has 2 markdown cells.'),
        user(question),
      ]),
    ).toEqual([]);
  });

  it('quiet: a paste of its own before the same closing question is a new request (the lead-in carries content)', () => {
    expect(
      misalignmentIn('eng', [
        user(`${notebook}\n[Prompt]\n${question}`),
        assistant(brokenReply),
        user(`[Markdown]\nA second notebook about parks.\n[Prompt]\n${question}`),
      ]),
    ).toEqual([]);
  });

  it('boundary: a lead-in of 10 greeting tokens still counts, 11 do not', () => {
    const lead = (n: number) => Array.from({ length: n }, () => 'hello').join(' ');
    const ask = (next: string) =>
      misalignmentIn('eng', [user(`${notebook}\n[Prompt]\n${question}`), assistant(brokenReply), user(next)]);
    expect(ask(`${lead(10)}. ${question}`)).toEqual(['2:interaction.misalignment.rephrase']);
    expect(ask(`${lead(11)}. ${question}`)).toEqual([]);
  });

  it('hostile: a paste of 20,000 lines closing with the question, asked again alone', () => {
    const huge = Array.from({ length: 20000 }, (_, i) => `row ${i}, value ${i * 7}`).join('\n');
    expect(misalignmentIn('eng', [user(`${huge}\n${question}`), assistant(brokenReply), user(question)])).toEqual([
      '2:interaction.misalignment.rephrase',
    ]);
  });
});
