import { describe, expect, it } from 'vitest';
import { KEPT_WHOLE_BROKEN_PAIRS } from '../../src/detectors/repetition';
import type { AnalyzeOptions } from '../../src/options';
import { analyzeFamily, assistant, user } from '../helpers';

const run = (messages: readonly unknown[], options?: AnalyzeOptions) =>
  analyzeFamily(messages, 'interaction.repetition.', options).signals.map(
    (s) => `${s.messageIndex}:${s.type.split('.').pop()}:${String(s.metadata?.similarity)}`,
  );

/** The earlier message, a user turn, then the later one. */
const after = (earlier: string, turn: string, later: string, options?: AnalyzeOptions) =>
  run([user('hi'), assistant(earlier), user(turn), assistant(later)], options);

describe('repetition: a near-duplicate that keeps the earlier message whole', () => {
  it('breaks at most one word pair of the earlier message', () => {
    expect(KEPT_WHOLE_BROKEN_PAIRS).toBe(1);
  });

  it('is a repeat: the same question again with an acknowledgement before it, after the user answered', () => {
    // 6 pairs kept, 3 put before: 6/9.
    expect(
      after('What do you do for a living?', 'I am an engineer', 'That is cool. What do you do for a living?'),
    ).toEqual(['3:near_duplicate:0.667']);
  });

  it('is a repeat with words put inside it at one place (one pair broken)', () => {
    expect(
      run([
        user('Invite Emma to the team channel.'),
        assistant('I could not find a user called Emma. I will now read the list of users in the workspace.'),
        assistant(
          'I could not find a user called Emma and I could not find the team channel. I will now read the list of users in the workspace.',
        ),
      ]),
    ).toEqual(['2:near_duplicate:0.708']);
  });

  it('in other languages too', () => {
    expect(
      after(
        '¿A qué te dedicas en tu vida diaria?',
        'Soy ingeniera',
        'Qué interesante. ¿A qué te dedicas en tu vida diaria?',
        { language: 'spa' },
      ),
    ).toEqual(['3:near_duplicate:0.778']);
    expect(
      after(
        'Was machst du beruflich in deiner Stadt?',
        'Ich bin Ärztin',
        'Wie schön. Was machst du beruflich in deiner Stadt?',
        {
          language: 'deu',
        },
      ),
    ).toEqual(['3:near_duplicate:0.75']);
  });

  it('fires at exactly 0.5 and with an earlier message of exactly 5 tokens', () => {
    // "where do you work now": 5 tokens, 4 pairs, all kept; 4 pairs put before: 4/8.
    expect(after('where do you work now', 'I am a nurse', 'that sounds really cool where do you work now')).toEqual([
      '3:near_duplicate:0.5',
    ]);
    // One token fewer in front: 4/7, still a near-duplicate; four tokens earlier are not compared.
    expect(after('where do you work now', 'I am a nurse', 'sounds really cool where do you work now')).toEqual([
      '3:near_duplicate:0.571',
    ]);
    expect(after('where do you work', 'I am a nurse', 'that sounds really cool where do you work')).toEqual([]);
  });

  it('an exact repeat stays one', () => {
    const text = 'Please restart your router and wait two minutes before you try again today.';
    expect(after(text, 'done', `${text} Thanks`)).toEqual(['3:exact:0.923']);
  });
});

describe('repetition: a near-duplicate that does not keep the earlier message whole, or answers a question', () => {
  it('the same template for another item swaps a word (it drops one of the earlier words)', () => {
    expect(after('What is your favourite food to cook?', 'pasta', 'What is your favourite animal to see?')).toEqual([]);
    // A stopword swapped counts too: "a lot of them" → "a lot of dolls".
    expect(after('I have a lot of them at home.', 'a lot of what', 'I have a lot of dolls at home.')).toEqual([]);
  });

  it('a revision with words put in at two places breaks two pairs', () => {
    const draft =
      'Me have troubles with my talking, doctor. I find it hard to find the right words and they get stuck.';
    const marked =
      'Me have troubles with my talking (wrong verb), doctor. I find it hard to find the right words (word order) and they get stuck.';
    expect(after(draft, 'highlight the mistakes', marked)).toEqual([]);
  });

  it('an answer to a follow-up question may add to the earlier message', () => {
    expect(
      after(
        'I like to play video games with friends.',
        'Which games?',
        'I like to play video games with friends, like chess.',
      ),
    ).toEqual([]);
    // The same addition when the user asked nothing is a repeat.
    expect(
      after(
        'I like to play video games with friends.',
        'I see',
        'I like to play video games with friends, like chess.',
      ),
    ).toEqual(['3:near_duplicate:0.778']);
  });

  it('words that go on where the earlier message ended, in the same clause, say more about it', () => {
    expect(after('I like to go hiking with my dog', '?', 'I like to go hiking with my dog in the woods')).toEqual([]);
    expect(
      after(
        'They have to meet the requirements first',
        'what requirements',
        'They have to meet the requirements first of the game',
      ),
    ).toEqual([]);
    // A new clause after it, or words before it, say it again.
    expect(after('I like to go hiking with my dog', '?', 'I like to go hiking with my dog, do you hike?')).toEqual([
      '3:near_duplicate:0.7',
    ]);
    expect(after('I like to go hiking with my dog', '?', 'Oh well I like to go hiking with my dog')).toEqual([
      '3:near_duplicate:0.778',
    ]);
    // The earlier text ends where its last two words are found last: a repeated phrase is no extension.
    expect(after('we can go to the park', 'ok', 'we can go to the park today we can go to the park')).toEqual([
      '3:near_duplicate:0.714',
    ]);
  });

  it('a message made only of earlier words is still a repeat', () => {
    expect(after('What is your favourite food to cook?', 'pasta', 'So what is your favourite food?')).toEqual([
      '3:near_duplicate:0.571',
    ]);
  });

  it('survives hostile text', () => {
    const long = 'what do you do for a living '.repeat(20_000);
    const out = after(long, '\u0000\uD800 ?', `cool ${long}`);
    // Past the length cap each text is read by its head and tail, and the joins differ: 8/11.
    expect(out).toEqual(['3:near_duplicate:0.727']);
    expect(after('a\u0301 b\u0301 c d e f', '', 'zz a\u0301 b\u0301 c d e f')).toEqual(['3:near_duplicate:0.833']);
  });
});
