/**
 * Applying a learned vocabulary: the points it adds (bounded), the verdict as the bucket of the new
 * score, the evidence read from the conversation's own words, and the same report from `analyze`
 * and the tracker.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { DEFAULT_PROFILE, type ScoreProfile } from '../../src/profile/profile';
import { MAX_VOCABULARY_POINTS, VOCABULARY_HASH, type LearnedVocabulary } from '../../src/profile/vocabulary';
import { qualityOf } from '../../src/score/quality';
import { matchVocabulary, pointsOf } from '../../src/vocabulary/apply';
import { ngramBucket } from '../../src/vocabulary/hash';
import { ngramsOf } from '../../src/vocabulary/ngrams';

const vocabulary = (weights: Array<[string, number]>, offset = 0): LearnedVocabulary => ({
  hash: VOCABULARY_HASH,
  offset,
  weights: weights.map(([key, points]) => {
    const [role, words] = key.split(':') as ['user' | 'assistant' | 'tool', string];
    return [ngramBucket(role, words), points] as const;
  }),
});
const profileWith = (v: LearnedVocabulary): ScoreProfile => ({ ...DEFAULT_PROFILE, version: 2, vocabulary: v });

const chat = [
  { role: 'user', content: 'I need a refund for my order' },
  { role: 'assistant', content: 'The order was not found in our system.' },
  { role: 'user', content: 'Please check again' },
  { role: 'assistant', content: 'Sorry, it was not found.' },
];
const read = (messages: readonly unknown[]): PreparedMessage[] =>
  messages.flatMap((m, i) => {
    const r = readMessage(m, i);
    return r === undefined ? [] : [r];
  });

describe('matchVocabulary', () => {
  it('adds offset + Σ points · √(1000 / n) over the distinct n-grams present, each once', () => {
    const v = vocabulary(
      [
        ['assistant:not found', -2],
        ['user:refund', -1],
        ['user:thanks', 5], // absent
      ],
      0.5,
    );
    const messages = read(chat);
    const { total } = ngramsOf(messages);
    const expected = 0.5 + (-2 - 1) * Math.sqrt(1000 / total);
    const match = matchVocabulary(messages, v);
    expect(match.points).toBeCloseTo(expected, 5);
    const ngrams = ngramsOf(messages);
    expect(pointsOf(ngrams.buckets, ngrams.total, v)).toBeCloseTo(expected, 5);
    // Evidence: the words as this conversation wrote them, first occurrence, worst first by points.
    expect(match.evidence.map((s) => [s.type, s.messageIndex, s.metadata?.phrase])).toEqual([
      ['learned.phrase', 0, 'refund'],
      ['learned.phrase', 1, 'not found'],
    ]);
    expect(match.evidence.every((s) => s.metadata?.learned === true && (s.metadata.points as number) < 0)).toBe(true);
  });

  it(`moves a score by at most ${MAX_VOCABULARY_POINTS} points either way`, () => {
    const messages = read(chat);
    expect(matchVocabulary(messages, vocabulary([['user:refund', -100]])).points).toBe(-MAX_VOCABULARY_POINTS);
    expect(matchVocabulary(messages, vocabulary([['user:refund', 100]])).points).toBe(MAX_VOCABULARY_POINTS);
  });

  it('gives no evidence when it raised the score, and nothing at all on an empty conversation', () => {
    expect(matchVocabulary(read(chat), vocabulary([['user:refund', 3]])).evidence).toEqual([]);
    expect(matchVocabulary([], vocabulary([['user:refund', -3]], 0))).toEqual({ points: 0, evidence: [] });
  });
});

describe('analyze with a vocabulary', () => {
  it('keeps the score in [0, 100] and the verdict the bucket of the new score', () => {
    const plain = analyze(chat);
    for (const points of [-100, -30, -5, 5, 30, 100]) {
      const r = analyze(chat, { profile: profileWith(vocabulary([['assistant:not found', points]])) });
      expect(r.qualityScore).toBeGreaterThanOrEqual(0);
      expect(r.qualityScore).toBeLessThanOrEqual(100);
      if (points < 0) expect(r.qualityScore).toBeLessThan(plain.qualityScore);
      else expect(r.qualityScore).toBeGreaterThan(plain.qualityScore);
      expect(r.quality).toBe(qualityOf(r.qualityScore));
    }
  });

  it('lowers the score by at most the bound on a learned failure phrase, and names it', () => {
    const r = analyze(chat, { profile: profileWith(vocabulary([['assistant:not found', -100]])) });
    expect(analyze(chat).qualityScore - r.qualityScore).toBe(MAX_VOCABULARY_POINTS);
    const learned = r.signals.filter((s) => s.type === 'learned.phrase');
    expect(learned.map((s) => s.metadata?.phrase)).toEqual(['not found']);
    expect(learned[0]!.messageIndex).toBe(1);
  });

  it('keeps a Severe override whatever the vocabulary adds', () => {
    const angry = [...chat, { role: 'user', content: 'Let me speak to a human agent now' }];
    const r = analyze(angry, { profile: profileWith(vocabulary([['user:refund', 100]])) });
    expect(r.quality).toBe('Severe');
  });

  it('gives the tracker the same report as analyze, message by message', () => {
    const profile = profileWith(
      vocabulary(
        [
          ['assistant:not found', -20],
          ['user:check again', -10],
        ],
        1,
      ),
    );
    const tracker = new ConversationTracker({ profile });
    for (let k = 0; k < chat.length; k++) {
      tracker.append(chat[k]);
      expect(tracker.report()).toEqual(analyze(chat.slice(0, k + 1), { profile }));
    }
  });
});
