import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/text/tokenize';
import { compileLexicon } from '../../src/lexicon/compile';
import { BUNDLED_LEXICONS } from '../../src/lexicon/bundled';
import { FLIP_MAX_NEGATORS, flipsNegationAt, negatorsOf } from '../../src/detectors/negation-flip';
import { analyzeFamily, assistant, user } from '../helpers';

const types = (messages: readonly unknown[], language?: string) =>
  analyzeFamily(messages, 'interaction.repetition.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}`,
  );

/** Two assistant messages with a user question between them. */
const pair = (first: string, second: string, ask = 'Which language were you developed with?') => [
  user('Were you developed in Python?'),
  assistant(first),
  user(ask),
  assistant(second),
];

describe('repetition: a negation added or removed is a contradiction, not a repeat', () => {
  it.each([
    ['I was not developed in Python.', 'I was developed in Python.'],
    ['I was developed in Python.', 'I was not developed in Python.'],
    ['I do not like horror movies very much at all.', 'I like horror movies very much at all.'],
    ["I don't like horror movies very much.", 'I like horror movies very much.'],
    ['I have never been to Japan before.', 'I have been to Japan before.'],
  ])('quiet: %s → %s', (first, second) => {
    expect(types(pair(first, second))).toEqual([]);
  });

  it.each([
    [
      'deu',
      'Wurdest du in Python entwickelt?',
      'Ich wurde nicht in Python entwickelt.',
      'Ich wurde in Python entwickelt.',
    ],
    [
      'fra',
      'Es-tu un robot ?',
      'Je ne suis pas un robot, je le crois bien, mon ami.',
      'Je suis un robot, je le crois bien, mon ami.',
    ],
    ['cmn', '你是用Python开发的吗？', '我不是用Python开发的。', '我是用Python开发的。'],
  ])('quiet in the language of the conversation (%s)', (language, ask, first, second) => {
    expect(types([user(ask), assistant(first), user(ask), assistant(second)], language)).toEqual([]);
  });

  it.each([
    // The negator ends its clause: the statement after it is the same.
    ['I am not. I like to ride my horses.', 'I like to ride my horses.'],
    // The negator opens its clause: an answer particle.
    ['No, I drive a truck. I drive a truck.', 'I drive a truck. I drive a truck.'],
    // Put where the other message has other words: the same fact offered again.
    ['Me too. Did you know dogs have 12 blood types?', 'I did not know that. Did you know dogs have 12 blood types?'],
    // The extra negator negates what the other does not say.
    ['i do not know, i do not like horror movies', 'i do not like horror movies'],
  ])('still a repeat: %s → %s', (first, second) => {
    expect(types(pair(first, second))).toEqual(['3:near_duplicate']);
  });

  it('the same negation in both is the same statement again', () => {
    expect(types(pair('I was not developed in Python.', 'I was not developed in Python.'))).toEqual(['3:exact']);
  });

  it('boundary: a pair both say elsewhere is no flip ("do have" in both)', () => {
    expect(types(pair('i do not have any, but i do have a greenhouse.', 'i do, but i do have a greenhouse.'))).toEqual([
      '3:near_duplicate',
    ]);
    // One more "do have" in the message without the negator: the negator was put into it.
    expect(types(pair('i do not have it, but i have a greenhouse.', 'i do have it, but i have a greenhouse.'))).toEqual(
      [],
    );
  });

  describe('flipsNegationAt', () => {
    const eng = compileLexicon('eng', BUNDLED_LEXICONS.eng!);
    const { negators, stopwords } = eng.tokens;
    const flips = (a: string, b: string) => {
      const [ta, tb] = [tokenize(a), tokenize(b)];
      return flipsNegationAt(ta, negatorsOf(ta, negators), tb, negatorsOf(tb, negators), negators, stopwords);
    };

    it('reads both directions and needs an unequal number of negators', () => {
      expect(flips('i was not developed in python', 'i was developed in python')).toBe(true);
      expect(flips('i was developed in python', 'i was not developed in python')).toBe(true);
      expect(flips('i was not developed in python', 'i was not developed in python')).toBe(false);
      expect(flips('', '')).toBe(false);
      expect(flips('not', '')).toBe(false);
    });

    it('reads only the first negators of a hostile text, in linear time', () => {
      const many = 'x not y '.repeat(20_000);
      expect(flips(many, 'z w '.repeat(20_000))).toBe(false);
      // A flip past the negators read is not seen.
      const late = 'not not '.repeat(FLIP_MAX_NEGATORS) + 'i was not developed';
      expect(flips(late, 'i was developed')).toBe(false);
      expect(flips('i was not developed', 'i was developed')).toBe(true);
    });
  });
});

describe('repetition: after "another one?", a short message that swaps its word is the other item', () => {
  const chat = (first: string, second: string) => [
    user('What do you like to do?'),
    assistant(first),
    user('Anything else you like to do?'),
    assistant(second),
  ];

  it('quiet: the frame is all they share, the word swapped is the answer', () => {
    expect(types(chat('i like to watch cartoons', 'i like to watch movies'))).toEqual([]);
    expect(types(chat('i like to watch funny cartoons', 'i like to watch funny movies'))).toEqual([]);
  });

  it('boundary: five content words make the swapped word a detail (the same item again)', () => {
    expect(types(chat('i like to watch funny cartoons daily', 'i like to watch funny movies daily'))).toEqual([
      '3:near_duplicate',
    ]);
  });

  it('fires when words are put around the same statement (no word swapped in place)', () => {
    expect(types(chat('i do not have a job', 'that is cool. i do not have a job'))).toEqual(['3:near_duplicate']);
  });
});
