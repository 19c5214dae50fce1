/**
 * Reading a conversation's n-grams for a vocabulary: from the tokens the analysis already made
 * where they are the same text (and from the head of the text otherwise), hashed word by word, the
 * same buckets, points and evidence either way; scans of two conversations run in turn do not mix.
 * A vocabulary written as bucket numbers (as a profile fitted earlier holds it) scores a fixed
 * conversation exactly as pinned here.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { analysed, readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { DEFAULT_PROFILE, type ScoreProfile } from '../../src/profile/profile';
import { VOCABULARY_HASH, type LearnedVocabulary } from '../../src/profile/vocabulary';
import { foldCompatibility } from '../../src/text/normalize';
import { hashKey, tokenize, tokenStrings } from '../../src/text/tokenize';
import { matchVocabulary, messageHits, pointsOf, VocabularyScan } from '../../src/vocabulary/apply';
import { bigramBucket, bucketOf, ngramBucket, startOf, unigramBucket, withWord } from '../../src/vocabulary/hash';
import {
  forEachNgram,
  headNgrams,
  headText,
  headTokens,
  NgramReader,
  ngramsOf,
  VOCABULARY_CHARS,
} from '../../src/vocabulary/ngrams';

const read = (raw: unknown, index = 0): PreparedMessage => readMessage(raw, index)!;
const user = (content: string): PreparedMessage => read({ role: 'user', content });

describe('the n-gram hash, word by word', () => {
  it('continues a 1-gram state into the 2-gram it starts', () => {
    for (const role of ['user', 'assistant', 'tool', 'call'] as const) {
      const a = hashKey('order');
      const b = hashKey('lost');
      expect(bucketOf(withWord(startOf(role), a))).toBe(unigramBucket(role, a));
      expect(bucketOf(withWord(withWord(startOf(role), a), b))).toBe(bigramBucket(role, a, b));
    }
  });
});

describe('headTokens', () => {
  it('takes an analysed user message’s own tokens when its own words are its whole head', () => {
    const message = analysed(user('My order was LOST again'), undefined);
    expect(message.role === 'user' && headTokens(message)).toBe(message.role === 'user' && message.tokens);
  });

  it.each([
    ['a curly apostrophe, which folding straightens', 'I don’t have the order ID'],
    ['another script', 'Мой заказ снова потерян'],
    ['compatibility characters', 'the ﬁle ＡＢＣ was lost'],
  ])('takes the own tokens of a text folding changes when nothing is left out: %s', (_name, text) => {
    const message = analysed(user(text), undefined);
    expect(message.role === 'user' && message.whole).toBe(true);
    expect(message.role === 'user' && headTokens(message)).toBe(message.role === 'user' && message.tokens);
    const expected = tokenStrings(tokenize(foldCompatibility(text).toLowerCase())).keys;
    expect(tokenStrings(headTokens(message)).keys).toEqual(expected);
  });

  it.each([
    ['a control token left out', 'Thank you! ###STOP###'],
    ['a quotation with curly marks left out', 'you said “it shipped” but it didn’t'],
    [`a text of ${VOCABULARY_CHARS + 1} characters`, 'é'.repeat(VOCABULARY_CHARS - 4) + ' lost'],
  ])('reads the head again when its own words are not all of it: %s', (_name, text) => {
    const message = analysed(user(text), undefined);
    expect(message.role === 'user' && headTokens(message)).not.toBe(message.role === 'user' && message.tokens);
    const expected = tokenStrings(tokenize(foldCompatibility(text.slice(0, VOCABULARY_CHARS)).toLowerCase())).keys;
    expect(tokenStrings(headTokens(message)).keys).toEqual(expected);
  });

  it.each([
    ['code left out of its own words', 'it fails on `npm install` every time'],
    ['a quotation left out', 'you said "the order shipped" but it did not'],
    ['a URL left out', 'see https://example.com/order/1 please'],
    [`a text longer than ${VOCABULARY_CHARS} characters`, 'word '.repeat(100)],
    ['compatibility characters (NFKC)', 'the ﬁle ＡＢＣ was lost'],
    ['exactly the head', 'x'.repeat(VOCABULARY_CHARS - 6) + ' lost!'],
    ['one character past the head', 'x'.repeat(VOCABULARY_CHARS - 5) + ' lost!'],
    ['a word cut by the head', 'a '.repeat(199) + 'refund'],
  ])('reads the same words as the head’s own tokens: %s', (_name, text) => {
    const raw = user(text);
    const expected = tokenStrings(tokenize(foldCompatibility(text.slice(0, VOCABULARY_CHARS)).toLowerCase())).keys;
    expect(tokenStrings(headTokens(raw)).keys).toEqual(expected);
    expect(tokenStrings(headTokens(analysed(raw, undefined))).keys).toEqual(expected);
    expect(headText(raw)).toBe(foldCompatibility(text.slice(0, VOCABULARY_CHARS)).toLowerCase());
  });

  it('gives the same hits for a message analysed or not, in every role', () => {
    const vocabulary: LearnedVocabulary = {
      hash: VOCABULARY_HASH,
      offset: 0,
      weights: [
        [ngramBucket('user', 'was lost'), -2],
        [ngramBucket('assistant', 'not found'), -1],
        [ngramBucket('call', 'lookup_order'), 1],
      ],
    };
    const messages = [
      user('My order was lost, it was lost!'),
      read({
        role: 'assistant',
        content: 'The order was not found.',
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'lookup_order', arguments: '{}' } }],
      }),
      read({ role: 'tool', tool_call_id: 'c', content: 'not found' }),
    ];
    for (const m of messages)
      expect(messageHits(analysed(m, undefined), vocabulary)).toEqual(messageHits(m, vocabulary));
    expect(messageHits(messages[0]!, vocabulary).buckets).toEqual([
      ngramBucket('user', 'was lost'),
      ngramBucket('user', 'was lost'),
    ]);
  });
});

describe('headNgrams', () => {
  /** The definition: the n-grams of the head's tokens, as `tokenize` gives them. */
  const byTokens = (message: PreparedMessage): number[] => {
    const reader = new NgramReader();
    const n = reader.read(message, headTokens(message));
    return [...reader.buckets.subarray(0, n)];
  };
  const fromHead = (message: PreparedMessage): number[] => {
    const reader = headNgrams(message);
    return [...reader.buckets.subarray(0, reader.count)];
  };
  const call = (name: string) => ({ id: 'c', type: 'function', function: { name, arguments: '{}' } });

  it.each([
    ['plain words', 'The order was NOT found, sorry'],
    ['an apostrophe', "I can't find it, it doesn't exist"],
    ['a word cut by the head', 'a '.repeat(199) + 'refund'],
    ['an apostrophe at the cut', 'x'.repeat(VOCABULARY_CHARS - 4) + " don't"],
    ['exactly the head', 'x'.repeat(VOCABULARY_CHARS - 6) + ' lost!'],
    ['a surrogate pair cut by the head', 'a'.repeat(VOCABULARY_CHARS - 1) + '😀 after'],
    ['text past the head only', ' '.repeat(VOCABULARY_CHARS) + 'words never read'],
    ['compatibility characters (NFKC)', 'the ﬁle ＡＢＣ was lost'],
    ['a combining mark (normalised first)', 'cafe\u0301 not found'],
    ['Σ (normalised first)', 'ΟΔΟΣ not found'],
    ['Han and kana', '注文が見つかりません。ｶﾀｶﾅ'],
    ['code, a quotation and a URL', 'run `npm install` as "the docs" say: https://example.com/a'],
    ['no words', ' ... !? '],
  ])('reads the n-grams the head’s tokens give, in every role: %s', (_name, text) => {
    const messages = [
      user(text),
      analysed(user(text), undefined),
      read({ role: 'assistant', content: text }),
      read({ role: 'assistant', content: text, tool_calls: [call('lookup_order'), call('')] }),
      read({ role: 'tool', tool_call_id: 'c', content: text }),
    ];
    for (const m of messages) expect(fromHead(m), m.role).toEqual(byTokens(m));
  });

  it('reads a message with tool calls and no text: the names alone', () => {
    const m = read({ role: 'assistant', content: '', tool_calls: [call('lookup_order'), call('refund')] });
    expect(fromHead(m)).toEqual([ngramBucket('call', 'lookup_order'), ngramBucket('call', 'refund')]);
    expect(headNgrams(m).calls).toBe(2);
  });
});

describe('VocabularyScan', () => {
  const vocabulary: LearnedVocabulary = {
    hash: VOCABULARY_HASH,
    offset: 0.25,
    weights: [
      [ngramBucket('user', 'refund'), -0.15],
      [ngramBucket('assistant', 'not found'), -0.2],
      [ngramBucket('user', 'thanks'), 0.05],
    ],
  };
  const a = [user('I want a refund, a refund now'), read({ role: 'assistant', content: 'Order not found.' }, 1)];
  const b = [user('thanks, a refund is fine')];

  it('gives each conversation its own match when two scans run in turn', () => {
    const alone = [matchVocabulary(a, vocabulary), matchVocabulary(b, vocabulary)];
    const first = new VocabularyScan(vocabulary);
    first.add(a[0]!);
    const second = new VocabularyScan(vocabulary); // starts while the first is open
    second.add(b[0]!);
    first.add(a[1]!);
    first.add(a[0]!); // the same n-grams again count once
    const firstResult = first.result();
    expect(second.result()).toEqual(alone[1]);
    const again = new VocabularyScan(vocabulary);
    for (const m of a) again.add(m);
    again.add(a[0]!);
    expect(firstResult).toEqual(again.result());
    expect(matchVocabulary(a, vocabulary)).toEqual(alone[0]);
  });

  it('reads a repeated message as the n-grams it repeats: counted, never evidence again', () => {
    const tool = (content: string, index: number): PreparedMessage => read({ role: 'tool', content }, index);
    const withTool = [
      ...a,
      tool('Error: order not found', 2),
      user('I want a refund, a refund now'), // the first message again (same role and text)
      tool('Error: order not found', 4),
      read({ role: 'assistant', content: 'Order not found.' }, 5), // a user's words in another role count apart
      tool('Error: order not found.', 6), // same length or not, another text is read
      read({ role: 'user', content: 'Error: order not found' }, 7),
    ];
    const each = new VocabularyScan(vocabulary);
    for (const m of withTool) each.add(m); // every message read
    const repeated = new VocabularyScan(vocabulary);
    for (const m of withTool) repeated.read(m);
    expect(repeated.result()).toEqual(each.result());
    expect(matchVocabulary(withTool, vocabulary)).toEqual(each.result());
    const { buckets, total } = ngramsOf(withTool);
    expect(matchVocabulary(withTool, vocabulary).points).toBe(pointsOf(buckets, total, vocabulary));
    const evidence = matchVocabulary(withTool, vocabulary).evidence.map((e) => e.messageIndex);
    expect(evidence).toEqual([0, 1]);
  });

  it('reads a tool call by its normalised name, the same on every call', () => {
    const called = (name: string, index: number): PreparedMessage =>
      read(
        { role: 'assistant', content: '', tool_calls: [{ id: `c${index}`, function: { name, arguments: '{}' } }] },
        index,
      );
    const named: LearnedVocabulary = {
      hash: VOCABULARY_HASH,
      offset: 0,
      weights: [[ngramBucket('call', 'refund_order'), -3]],
    };
    for (const name of ['refund_order', 'Refund_Order', '  REFUND_ORDER ']) {
      const match = matchVocabulary([user('hello'), called(name, 1), called(name, 2)], named);
      expect(match.points).toBeLessThan(0);
      expect(match.evidence.map((e) => e.metadata)).toEqual([
        { phrase: 'refund_order (tool call)', points: match.evidence[0]!.metadata!.points, learned: true },
      ]);
    }
    expect(headNgrams(called(' ', 1)).count).toBe(0); // a name of white space alone is no n-gram
  });

  it('counts every n-gram occurrence but each distinct one once', () => {
    const { total, buckets } = ngramsOf(a);
    expect(total).toBe(forEachNgram(a, () => undefined));
    const points = 0.25 + (-0.15 - 0.2) * Math.sqrt(1000 / total);
    expect(matchVocabulary(a, vocabulary).points).toBeCloseTo(points, 6);
    expect(new Set(buckets).size).toBe(buckets.length);
  });
});

describe('a vocabulary fitted before scores the same', () => {
  // Bucket numbers as a profile written by an earlier release holds them, and the score and
  // evidence that release gave (pinned): "tool: not found", "user: refund", "assistant: not found"
  // and the call "lookup_order".
  const profile: ScoreProfile = {
    ...DEFAULT_PROFILE,
    version: 2,
    vocabulary: {
      hash: VOCABULARY_HASH,
      offset: -0.5,
      weights: [
        [53367, -0.05],
        [93490, -0.1],
        [217572, -0.3],
        [243516, -0.075],
      ] as [number, number][],
    },
  };
  const chat = [
    { role: 'user', content: 'I need a refund for order 4411' },
    {
      role: 'assistant',
      content: 'Let me look.',
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'lookup_order', arguments: '{"id":4411}' } }],
    },
    { role: 'tool', tool_call_id: 'c', content: '{"error": "order not found"}' },
    { role: 'assistant', content: 'Sorry, that order was not found in our system.' },
  ];

  it('names the same n-grams by the same buckets', () => {
    expect([
      ngramBucket('tool', 'not found'),
      ngramBucket('user', 'refund'),
      ngramBucket('assistant', 'not found'),
      ngramBucket('call', 'lookup_order'),
    ]).toEqual([53367, 93490, 217572, 243516]);
  });

  it('pins the score and the evidence', () => {
    expect(analyze(chat).qualityScore).toBe(69.333333);
    const r = analyze(chat, { profile });
    // 43 n-grams; offset −0.5 and (−0.05 − 0.1 − 0.3 − 0.075) · √(1000 / 43).
    expect(r.qualityScore).toBe(66.301558);
    expect(
      r.signals
        .filter((s) => s.type === 'learned.phrase')
        .map((s) => [s.messageIndex, s.metadata?.phrase, s.metadata?.points]),
    ).toEqual([
      [0, 'refund', -0.48],
      [1, 'lookup_order (tool call)', -0.36],
      [3, 'not found', -1.45],
    ]);
  });
});
