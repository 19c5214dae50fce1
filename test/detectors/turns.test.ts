import { describe, expect, it } from 'vitest';
import { countMessages } from '../../src/analysis/core';
import { CONCERNING_TURNS, efficiencyScore, EXCESSIVE_TURNS } from '../../src/detectors/turns';
import { resolveOptions, type AnalyzeOptions } from '../../src/options';
import { analyzeFamily, assistant, system, user } from '../helpers';

/** A conversation with `n` user turns; returns it with the original index of each user turn. */
function conversation(n: number): { messages: unknown[]; turnIndices: number[] } {
  const messages: unknown[] = [system('You are helpful.'), user(''), null];
  const turnIndices: number[] = [];
  for (let i = 0; i < n; i++) {
    turnIndices.push(messages.length);
    messages.push(user(`question ${i}`), assistant(`answer ${i}`));
    if (i % 3 === 0) messages.push({ role: 'user', content: [] }, { role: 'tool', content: 'x' });
  }
  return { messages, turnIndices };
}

function turns(messages: readonly unknown[], options?: AnalyzeOptions) {
  const { report, signals } = analyzeFamily(messages, 'interaction.turns.', options);
  const config = resolveOptions(options);
  const counts = countMessages(messages, config.maxMessages, config.baselineTurns);
  return { counts, result: { efficiencyScore: report.efficiencyScore, signals } };
}

describe('efficiencyScore', () => {
  it('is 1.0 up to the baseline', () => {
    expect(efficiencyScore(0, 5)).toBe(1);
    expect(efficiencyScore(1, 5)).toBe(1);
    expect(efficiencyScore(5, 5)).toBe(1);
  });

  it.each([6, 7, 8, 12, 13, 20])('is 1 / (1 + 0.3 × (%i − 5)) above the baseline', (n) => {
    expect(efficiencyScore(n, 5)).toBe(1 / (1 + 0.3 * (n - 5)));
  });

  it('has the expected values', () => {
    expect(efficiencyScore(6, 5)).toBeCloseTo(1 / 1.3, 12);
    expect(efficiencyScore(7, 5)).toBeCloseTo(1 / 1.6, 12);
    expect(efficiencyScore(8, 5)).toBeCloseTo(1 / 1.9, 12);
    expect(efficiencyScore(12, 5)).toBeCloseTo(1 / 3.1, 12);
    expect(efficiencyScore(13, 5)).toBeCloseTo(1 / 3.4, 12);
  });

  it('follows another baseline', () => {
    expect(efficiencyScore(2, 2)).toBe(1);
    expect(efficiencyScore(3, 2)).toBeCloseTo(1 / 1.3, 12);
    expect(efficiencyScore(1, 0)).toBeCloseTo(1 / 1.3, 12);
  });
});

describe('detectTurns', () => {
  it('uses the documented turn limits', () => {
    expect(CONCERNING_TURNS).toBe(7);
    expect(EXCESSIVE_TURNS).toBe(12);
  });

  it('counts only user messages with non-empty text as turns', () => {
    const { counts } = turns([
      system('s'),
      user('one'),
      user(''),
      user('   '),
      user(null),
      user([{ type: 'image_url', image_url: { url: 'x' } }]),
      user([{ type: 'text', text: 'two' }]),
      assistant('a'),
      { role: 'tool', content: 'x' },
    ]);
    expect(counts.turnCount).toBe(2);
    expect(counts.userTurnIndices).toEqual([1, 6]);
    expect(counts.assistantTurns).toBe(1);
  });

  it.each([
    [5, 1],
    [6, 1 / 1.3],
    [7, 1 / 1.6],
  ])('%i turns: efficiency %f and no turn signal', (n, efficiency) => {
    const { result, counts } = turns(conversation(n).messages);
    expect(counts.turnCount).toBe(n);
    expect(result.efficiencyScore).toBeCloseTo(efficiency, 12);
    expect(result.efficiencyScore).toBe(efficiencyScore(n, 5));
    expect(result.signals).toEqual([]);
  });

  it('8 turns: concerning, at the 8th user turn', () => {
    const { messages, turnIndices } = conversation(8);
    const { result } = turns(messages);
    expect(result.efficiencyScore).toBeCloseTo(1 / 1.9, 12);
    expect(result.signals).toHaveLength(1);
    expect(result.signals[0]).toMatchObject({ type: 'interaction.turns.concerning', messageIndex: turnIndices[7] });
    expect(result.signals[0]!.metadata).toEqual({ turnCount: 8 });
  });

  it('12 turns: still concerning, not excessive', () => {
    const { messages, turnIndices } = conversation(12);
    const { result } = turns(messages);
    expect(result.efficiencyScore).toBeCloseTo(1 / 3.1, 12);
    expect(result.signals.map((s) => [s.type, s.messageIndex])).toEqual([
      ['interaction.turns.concerning', turnIndices[7]],
    ]);
  });

  it('13 turns: one excessive signal at the 13th user turn, no concerning signal', () => {
    const { messages, turnIndices } = conversation(13);
    const { result } = turns(messages);
    expect(result.efficiencyScore).toBeCloseTo(1 / 3.4, 12);
    expect(result.signals.map((s) => [s.type, s.messageIndex])).toEqual([
      ['interaction.turns.excessive', turnIndices[12]],
    ]);
  });

  it('uses the baselineTurns option', () => {
    const { result } = turns(conversation(3).messages, { baselineTurns: 2 });
    expect(result.efficiencyScore).toBeCloseTo(1 / 1.3, 12);
  });

  it('counts turns before the analysis window', () => {
    const { messages, turnIndices } = conversation(9);
    const { counts, result } = turns(messages, { maxMessages: 2 });
    expect(counts.turnCount).toBe(9);
    expect(result.signals[0]!.messageIndex).toBe(turnIndices[7]);
  });
});
