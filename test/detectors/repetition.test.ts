import { describe, expect, it } from 'vitest';
import {
  EXACT_SIMILARITY,
  LOOPING_COUNT,
  NEAR_DUPLICATE_SIMILARITY,
  REPETITION_MIN_TOKENS,
  REPETITION_WINDOW,
} from '../../src/detectors/repetition';
import { analyzeFamily, assistant, user, words } from '../helpers';

const EXACT = 'interaction.repetition.exact';
const NEAR = 'interaction.repetition.near_duplicate';

function repetition(messages: readonly unknown[]) {
  const { report, signals } = analyzeFamily(messages, 'interaction.repetition.');
  return { ...report.repetition, signals };
}

/** A reply of `n` distinct tokens unique to `tag`. */
const reply = (tag: string, n = 8): string => words(tag, n);

describe('detectRepetition', () => {
  it('uses the SPEC constants', () => {
    expect(REPETITION_MIN_TOKENS).toBe(5);
    expect(REPETITION_WINDOW).toBe(5);
    expect(EXACT_SIMILARITY).toBe(0.85);
    expect(NEAR_DUPLICATE_SIMILARITY).toBe(0.5);
    expect(LOOPING_COUNT).toBe(2);
  });

  it('reports an identical reply as an exact repeat of the earlier one', () => {
    const text = 'I am sorry, I cannot help with that request right now.';
    const r = repetition([user('a'), assistant(text), user('b'), assistant(text)]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]).toMatchObject({ type: EXACT, messageIndex: 3, confidence: 1 });
    expect(r.signals[0]!.metadata).toEqual({ similarTo: 1, similarity: 1 });
    expect(r.count).toBe(1);
    expect(r.severity).toBe(1);
    expect(r.looping).toBe(false);
  });

  it('ignores case, punctuation and spacing differences', () => {
    const r = repetition([
      assistant('Please restart the router and try again.'),
      assistant('please   RESTART the router, and try again!!'),
    ]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });

  it('similarity exactly 0.85 is exact', () => {
    const base = words('w', 18);
    const r = repetition([assistant(`${base} xa`), assistant(`${base} ya yb`)]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]!.type).toBe(EXACT);
    expect(r.signals[0]!.metadata?.similarity).toBe(0.85);
  });

  it('similarity just below 0.85 (17/21) is a near-duplicate', () => {
    const base = words('w', 18);
    const r = repetition([assistant(`${base} xa`), assistant(`${base} ya yb yc`)]);
    expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
    expect(r.signals[0]!.confidence).toBeCloseTo(17 / 21, 3);
  });

  it('similarity exactly 0.50 is a near-duplicate', () => {
    const base = words('w', 6); // 5 bigrams
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} qa qb qc`)]); // 7 and 8 bigrams, 5 shared, union 10
    expect(r.signals.map((s) => s.type)).toEqual([NEAR]);
    expect(r.signals[0]!.metadata?.similarity).toBe(0.5);
    expect(r.signals[0]!.confidence).toBe(0.5);
  });

  it('similarity just below 0.50 (5/11) is nothing', () => {
    const base = words('w', 6);
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} qa qb qc qd`)]);
    expect(r.signals).toEqual([]);
    expect(r.count).toBe(0);
  });

  it('ignores assistant messages of fewer than 5 tokens', () => {
    const r = repetition([
      assistant('one two three four'),
      assistant('one two three four'),
      assistant('one two three four'),
    ]);
    expect(r.signals).toEqual([]);
  });

  it('compares messages of exactly 5 tokens', () => {
    const r = repetition([assistant('one two three four five'), assistant('one two three four five')]);
    expect(r.signals.map((s) => s.type)).toEqual([EXACT]);
  });

  it('compares with the message 5 assistant replies back', () => {
    const r = repetition([
      assistant(reply('a')),
      assistant(reply('b')),
      assistant(reply('c')),
      assistant(reply('d')),
      assistant(reply('e')),
      assistant(reply('a')),
    ]);
    expect(r.signals).toHaveLength(1);
    expect(r.signals[0]).toMatchObject({ type: EXACT, messageIndex: 5 });
    expect(r.signals[0]!.metadata?.similarTo).toBe(0);
  });

  it('does not count a repeat of the 6th-back assistant reply', () => {
    const r = repetition([
      assistant(reply('a')),
      assistant(reply('b')),
      assistant(reply('c')),
      assistant(reply('d')),
      assistant(reply('e')),
      assistant(reply('f')),
      assistant(reply('a')),
    ]);
    expect(r.signals).toEqual([]);
  });

  it('makes each message at most one instance, from its best similarity', () => {
    const base = words('w', 6);
    const r = repetition([assistant(`${base} pa pb`), assistant(`${base} pa pb`), assistant(`${base} qa qb qc`)]);
    expect(r.signals.map((s) => [s.type, s.messageIndex])).toEqual([
      [EXACT, 1],
      [NEAR, 2],
    ]);
  });

  it('ignores user messages', () => {
    const text = 'please can you check my order status again';
    expect(repetition([user(text), user(text), user(text)]).signals).toEqual([]);
  });

  it('reports indices into the original list', () => {
    const text = 'Let me look into that for you right away.';
    const r = repetition([
      { role: 'system', content: text },
      null,
      user('x'),
      assistant(text),
      user('y'),
      assistant(text),
    ]);
    expect(r.signals.map((s) => s.messageIndex)).toEqual([5]);
    expect(r.signals[0]!.metadata?.similarTo).toBe(3);
  });

  it('is not looping at 2 instances and looping at 3', () => {
    const text = reply('loop');
    const two = repetition([assistant(text), assistant(text), assistant(text)]);
    expect(two.count).toBe(2);
    expect(two.looping).toBe(false);
    const three = repetition([assistant(text), assistant(text), assistant(text), assistant(text)]);
    expect(three.count).toBe(3);
    expect(three.looping).toBe(true);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('%i instances → severity %i', (n, severity) => {
    const text = reply('same');
    const r = repetition(Array.from({ length: n + 1 }, () => assistant(text)));
    expect(r.count).toBe(n);
    expect(r.severity).toBe(severity);
  });
});
