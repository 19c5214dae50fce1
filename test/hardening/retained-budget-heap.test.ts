/**
 * Issue 29, memory per process: with `maxRetainedBytes`, many worst-case conversations (every
 * field at its cap in two-byte text, plans at each message's budget) hold no more heap than the
 * budget and the documented slack (the de-duplication memory, at most 8.6 MiB, and the estimate's
 * rounding), measured in a child process (`node --expose-gc`) through the real SDK, in the
 * processor mode and the exporter mode (one cache for both).
 */
import { describe, expect, it } from 'vitest';
import { heapFixture } from './run-node';

interface BudgetRun {
  readonly retainedMiB: number;
  readonly estimateMiB: number;
  readonly peakEstimateMiB: number;
  readonly tracked: number;
  readonly evicted: number;
  readonly errors: number;
  readonly thrown: number;
}

/** Runs the fixture: `conversations` of `messages` worst-case messages at a budget of `budgetMiB`. */
function budgetRun(conversations: number, messages: number, budgetMiB: number, mode: string): Promise<BudgetRun> {
  return heapFixture('test/hardening/fixtures/budget-heap.ts', [conversations, messages, budgetMiB, mode]);
}

/** What the heap may hold beyond the budget (docs/security.md): the trace memory (8.6 MiB) and rounding. */
const SLACK_MIB = 10;
const BUDGET_MIB = 32;

describe('maxRetainedBytes holds the heap', () => {
  for (const mode of ['processor', 'exporter']) {
    it(`${mode}: 50 worst-case conversations (about 2.3 MiB estimated each) at a ${BUDGET_MIB} MiB budget hold under ${BUDGET_MIB + SLACK_MIB} MiB (18.3 measured; 130.9 MiB without the budget)`, async () => {
      const run = await budgetRun(50, 40, BUDGET_MIB, mode);
      expect(run).toMatchObject({ errors: 0, thrown: 0 });
      expect(run.peakEstimateMiB).toBeLessThanOrEqual(BUDGET_MIB);
      expect(run.retainedMiB).toBeLessThan(BUDGET_MIB + SLACK_MIB);
      // The estimate is an upper bound of what the conversations hold.
      expect(run.retainedMiB).toBeLessThan(run.estimateMiB + SLACK_MIB);
      expect(run.tracked).toBeLessThan(50);
      expect(run.tracked + run.evicted).toBeGreaterThanOrEqual(50);
    }, 180_000);
  }
});
