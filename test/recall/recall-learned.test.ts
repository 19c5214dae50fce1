import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  confusion,
  fitLogistic,
  fitNaiveBayes,
  logit,
  pickThreshold,
  precisionOf,
  probability,
  recallOf,
  seededShuffle,
  type SparseRow,
} from '../../scripts/lib/logistic';
import { DIALOGUE_BASE, DIALOGUE_FEATURES, turnFeatures } from '../../scripts/lib/turn-features';
import { parseLabels } from '../../scripts/recall';
import { ngramBucket } from '../../src/vocabulary/hash';

const row = (...indices: number[]): SparseRow => ({ indices, values: indices.map(() => 1) });

/** 12 positives with feature 1, 30 negatives with feature 2; feature 3 (noise) on every third of both. */
function twoClasses(): { rows: SparseRow[]; positive: boolean[] } {
  const rows: SparseRow[] = [];
  const positive: boolean[] = [];
  for (let i = 0; i < 42; i++) {
    const pos = i < 12;
    rows.push(row(pos ? 1 : 2, ...(i % 3 === 0 ? [3] : [])));
    positive.push(pos);
  }
  return { rows, positive };
}

describe('fitLogistic', () => {
  it('learns weights that separate two classes', () => {
    const { rows, positive } = twoClasses();
    const model = fitLogistic(rows, positive);
    expect(model.weights.get(1)!).toBeGreaterThan(1);
    expect(model.weights.get(2)!).toBeLessThan(-1);
    expect(Math.abs(model.weights.get(3) ?? 0)).toBeLessThan(0.5);
    const lowestPositive = Math.min(...rows.filter((_, i) => positive[i]).map((r) => probability(model, r)));
    const highestNegative = Math.max(...rows.filter((_, i) => !positive[i]).map((r) => probability(model, r)));
    expect(lowestPositive).toBeGreaterThan(0.8);
    expect(highestNegative).toBeLessThan(0.2);
  });

  it('learns nothing without steps, and less under a heavier L2 penalty', () => {
    const { rows, positive } = twoClasses();
    expect(fitLogistic(rows, positive, { iterations: 0 }).weights.size).toBe(0);
    const light = fitLogistic(rows, positive, { l2: 0.001 });
    const heavy = fitLogistic(rows, positive, { l2: 1 });
    expect(heavy.weights.get(1)!).toBeGreaterThan(0);
    expect(heavy.weights.get(1)!).toBeLessThan(light.weights.get(1)! / 2);
  });

  it('scores an unseen feature as nothing and throws on mismatched lengths', () => {
    const { rows, positive } = twoClasses();
    const model = fitLogistic(rows, positive);
    expect(logit(model, row(99))).toBe(model.bias);
    expect(() => fitLogistic(rows, positive.slice(1))).toThrow(RangeError);
  });
});

describe('fitNaiveBayes', () => {
  it('weighs each feature by how much more often positives have it', () => {
    const { rows, positive } = twoClasses();
    const model = fitNaiveBayes(rows, positive);
    expect(model.weights.get(1)!).toBeGreaterThan(1);
    expect(model.weights.get(2)!).toBeLessThan(-1);
    expect(Math.abs(model.weights.get(3)!)).toBeLessThan(0.5);
    const lowestPositive = Math.min(...rows.filter((_, i) => positive[i]).map((r) => logit(model, r)));
    const highestNegative = Math.max(...rows.filter((_, i) => !positive[i]).map((r) => logit(model, r)));
    expect(lowestPositive).toBeGreaterThan(highestNegative);
    expect(() => fitNaiveBayes(rows, positive.slice(1))).toThrow(RangeError);
  });
});

describe('pickThreshold', () => {
  // Rules flag turns 0-9 (9 right); the model's scores on the others, highest first: 2 right, 1 wrong, 1 right, then wrong ones.
  const positive = [true, true, true, true, true, true, true, true, true, false, true, true, false, true, false, false];
  const rules = positive.map((_, i) => i < 10);
  const scores = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 8, 7, 6, 5, 4];

  it('takes the lowest threshold at which rules OR model keeps the precision floor', () => {
    // At 6: 9 + 3 right, 1 + 1 wrong = 12/14 = 0.857; at 7: 11/13 = 0.846; at 8: 11/12 = 0.917.
    expect(pickThreshold(scores, positive, rules, 0.9)).toEqual({ threshold: 8, mode: 'combined' });
    // At 5: 12/15 = 0.8 exactly.
    expect(pickThreshold(scores, positive, rules, 0.8)).toEqual({ threshold: 5, mode: 'combined' });
  });

  it('asks the added turns to reach the floor alone when the rules are under it', () => {
    const weakRules = rules.map((r, i) => r || i === 14); // 9 right of 11
    expect(pickThreshold(scores, positive, weakRules, 0.9)).toEqual({ threshold: 8, mode: 'added' });
  });

  it('adds nothing when no threshold keeps the floor', () => {
    const wrongFirst = scores.map((s, i) => (i === 12 ? 10 : s));
    expect(pickThreshold(wrongFirst, positive, rules, 0.95).threshold).toBe(Infinity);
  });

  it('counts recall and precision', () => {
    const c = confusion(rules, positive);
    expect(c).toEqual({ tp: 9, fp: 1, fn: 3 });
    expect(recallOf(c)).toBe(0.75);
    expect(precisionOf(c)).toBe(0.9);
  });
});

describe('seededShuffle', () => {
  it('gives the same permutation for a seed and another for another seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = seededShuffle(items, 15);
    expect(seededShuffle(items, 15)).toEqual(a);
    expect(seededShuffle(items, 16)).not.toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
  });
});

describe('turnFeatures', () => {
  const conversation = [
    { role: 'system', content: 'Be helpful.' },
    { role: 'user', content: 'My order has not arrived' },
    { role: 'assistant', content: 'Could you give me the order number?' },
    { role: 'user', content: 'My ORDER has NOT arrived!' },
  ];
  const at = (name: (typeof DIALOGUE_FEATURES)[number]) => DIALOGUE_FEATURES.indexOf(name);

  it('reads the turn’s n-grams with the vocabulary’s hash, and its dialogue', () => {
    const f = turnFeatures(conversation, 3)!;
    expect(f.ngrams).toContain(ngramBucket('user', 'not arrived'));
    expect(f.ngrams).toContain(ngramBucket('user', 'order'));
    expect(f.ngrams.every((b) => b < DIALOGUE_BASE)).toBe(true);
    expect(f.dialogue[at('overlap_previous_user')]).toBe(1);
    expect(f.dialogue[at('assistant_asked')]).toBe(1);
    expect(f.dialogue[at('first_user_turn')]).toBe(0);
    expect(f.dialogue[at('exclamation')]).toBe(1);
    expect(f.key).toBe('my order has not arrived!');
  });

  it('marks a first turn and skips what is not a user turn', () => {
    const f = turnFeatures(conversation, 1)!;
    expect(f.dialogue[at('first_user_turn')]).toBe(1);
    expect(f.dialogue[at('no_assistant_before')]).toBe(1);
    expect(f.dialogue[at('overlap_previous_user')]).toBe(0);
    expect(turnFeatures(conversation, 2)).toBeUndefined();
    expect(turnFeatures(conversation, 9)).toBeUndefined();
    expect(turnFeatures([null, 42, { role: 'user', content: '' }], 2)!.ngrams).toEqual([]);
  });
});

const SHARED = fileURLToPath(new URL('../../../shared/data/conversations.jsonl', import.meta.url));

describe.skipIf(!existsSync(SHARED))('turnFeatures on the shared data', () => {
  it('finds every labelled user turn of the second fresh set', () => {
    const labels = parseLabels(readFileSync(new URL('./fresh2.jsonl', import.meta.url), 'utf8'));
    const wanted = new Set(labels.map((l) => l.id));
    const conversations = new Map<string, unknown[]>();
    for (const line of readFileSync(SHARED, 'utf8').split('\n')) {
      const id = /"id"\s*:\s*"([^"]+)"/.exec(line.slice(0, 200))?.[1];
      if (id !== undefined && wanted.has(id))
        conversations.set(id, (JSON.parse(line) as { messages: unknown[] }).messages);
    }
    const found = labels.filter((l) => conversations.has(l.id));
    expect(found.length).toBeGreaterThan(250);
    expect(found.filter((l) => turnFeatures(conversations.get(l.id)!, l.index) === undefined)).toEqual([]);
  });
});
