import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { agentConversation } from './agent-conversation';
import { clone, deepFreeze, hostileText, messages } from './arbitraries';
import { expectWellFormedReport } from './invariants';

/** Enough runs to reach the rare shapes, few enough to stay well under a second per property. */
const RUNS = { numRuns: 100 };

/** Random junk arrays, and agent-shaped runs (turns, repeats, tool loops, failures) with junk spliced in. */
const conversations = fc.oneof(messages(), agentConversation());

describe('analyze on arbitrary message arrays (fast-check)', () => {
  it('returns a well-formed report obeying the report invariants, and never throws', () => {
    fc.assert(
      fc.property(conversations, (input) => {
        expectWellFormedReport(analyze(input), input);
      }),
      RUNS,
    );
  });

  it('never mutates its input: a deep-frozen copy gives the same report and the original is unchanged', () => {
    fc.assert(
      fc.property(conversations, (input) => {
        const before = JSON.stringify(input);
        const plain = analyze(input);
        expect(JSON.stringify(input)).toBe(before);
        // A write into a frozen object throws in strict code; a skipped message would change the report.
        const frozen = deepFreeze(clone(input));
        expect(analyze(frozen)).toEqual(plain);
        expect(JSON.stringify(frozen)).toBe(before);
      }),
      RUNS,
    );
  });

  it('with includeSnippets: false, no signal carries a snippet', () => {
    fc.assert(
      fc.property(conversations, fc.integer({ min: 0, max: 12 }), (input, baselineTurns) => {
        expectWellFormedReport(analyze(input, { includeSnippets: false, baselineTurns }), input, false, baselineTurns);
      }),
      RUNS,
    );
  });

  it('with a small maxMessages window, indices still point into the original list', () => {
    fc.assert(
      fc.property(messages(40), fc.integer({ min: 1, max: 10 }), (input, maxMessages) => {
        const report = analyze(input, { maxMessages });
        expectWellFormedReport(report, input);
        for (const s of report.signals) {
          if (!s.type.startsWith('interaction.turns.'))
            expect(s.messageIndex).toBeGreaterThanOrEqual(input.length - maxMessages);
        }
      }),
      RUNS,
    );
  });

  it('is deterministic and equals the incremental tracker fed one message at a time', () => {
    fc.assert(
      fc.property(fc.oneof(messages(16), agentConversation(16)), (input) => {
        const report = analyze(input);
        expect(analyze(input)).toEqual(report);
        const tracker = new ConversationTracker();
        for (const m of input) tracker.append(m);
        expect(tracker.report()).toEqual(report);
      }),
      { numRuns: 80 },
    );
  });

  it('a single user message of arbitrary hostile text yields a well-formed report', () => {
    fc.assert(
      fc.property(hostileText, fc.constantFrom('user', 'assistant', 'tool'), (text, role) => {
        const input = [{ role, content: text }];
        expectWellFormedReport(analyze(input), input);
      }),
      { numRuns: 300 },
    );
  });
});
