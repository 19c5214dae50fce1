/**
 * `analyzeOnce`, what `evaluate` and `calibrate` read each conversation with: from one pass, the
 * report, the report without the profile's vocabulary and the n-grams to fit one on, each what the
 * separate readings give.
 */
import { describe, expect, it } from 'vitest';
import { analyze, analyzeOnce } from '../../src/analyze';
import { readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { DEFAULT_PROFILE, type ScoreProfile } from '../../src/profile/profile';
import { VOCABULARY_HASH } from '../../src/profile/vocabulary';
import { ngramBucket } from '../../src/vocabulary/hash';
import { ngramsOf } from '../../src/vocabulary/ngrams';

const PROFILE: ScoreProfile = {
  ...DEFAULT_PROFILE,
  version: 2,
  vocabulary: {
    hash: VOCABULARY_HASH,
    offset: 0,
    weights: [
      [ngramBucket('assistant', 'not found'), -4],
      [ngramBucket('user', 'thanks'), 2],
    ],
  },
};

const CHAT = [
  { role: 'system', content: 'You are a support agent.' },
  { role: 'user', content: 'Where is my order? It says `ERR_42` on https://shop.example/track' },
  {
    role: 'assistant',
    content: 'Let me check.',
    tool_calls: [{ id: 'c', type: 'function', function: { name: 'lookup_order', arguments: '{}' } }],
  },
  { role: 'tool', tool_call_id: 'c', content: '{"error": "not found"}' },
  { role: 'assistant', content: 'Your order was not found. ' + 'I am sorry about that. '.repeat(30) },
  { role: 'user', content: 'thanks anyway' },
];

const read = (messages: readonly unknown[]): PreparedMessage[] =>
  messages.flatMap((m, i) => {
    const r = readMessage(m, i);
    return r === undefined ? [] : [r];
  });

describe('analyzeOnce', () => {
  it('gives the report, the report without the vocabulary and the n-grams of one pass', () => {
    const once = analyzeOnce(CHAT, { profile: PROFILE }, { plain: true, ngrams: true });
    expect(once.report).toEqual(analyze(CHAT, { profile: PROFILE }));
    const withoutVocabulary: ScoreProfile = { version: 1, baselines: PROFILE.baselines, weights: PROFILE.weights };
    expect(once.plain).toEqual(analyze(CHAT, { profile: withoutVocabulary }));
    expect(once.plain!.qualityScore).toBeGreaterThan(once.report.qualityScore);
    expect(once.ngrams).toEqual(ngramsOf(read(CHAT)));
  });

  it('reads only what is asked, and no report without a vocabulary to leave out', () => {
    expect(Object.keys(analyzeOnce(CHAT, { profile: PROFILE }))).toEqual(['report']);
    const plainProfile = analyzeOnce(CHAT, {}, { plain: true, ngrams: true });
    expect(plainProfile.plain).toBeUndefined();
    expect(plainProfile.ngrams).toEqual(ngramsOf(read(CHAT)));
  });
});
