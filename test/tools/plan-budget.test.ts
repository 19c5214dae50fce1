/**
 * The plan budget of one message (issue 29, finding 1): the plans of a message are read up to
 * MAX_MESSAGE_PLANS plan calls, MAX_MESSAGE_PLAN_STEPS steps and MAX_MESSAGE_PLAN_REFERENCES
 * references in all; every step is still counted, and `analyze` and the tracker read the same.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { ConversationTracker } from '../../src/analysis/tracker';
import { capKey } from '../../src/messages/call-fields';
import { validatePlan } from '../../src/tools/plan-validation';
import {
  MAX_MESSAGE_PLAN_REFERENCES,
  MAX_MESSAGE_PLAN_STEPS,
  MAX_MESSAGE_PLANS,
  planBudget,
  readPlan,
} from '../../src/tools/plans';
import type { SignalReport } from '../../src/types';
import { assistant, exchange, tool, toolSignals, user } from './helpers';

const step = (id: string, extra: Record<string, unknown> = {}) => ({ id, tool: 'lookup', args: {}, ...extra });
/** A plan of `n` steps `s0…`, valid unless `bad` names a step made to refer to the step after it. */
const planOf = (n: number, bad?: number) => ({
  steps: Array.from({ length: n }, (_, i) => step(`s${i}`, i === bad ? { depends_on: [`s${i + 1}`] } : {})),
});
const planCall = (id: string, args: unknown) => ({
  id,
  type: 'function',
  function: { name: 'execute_plan', arguments: JSON.stringify(args) },
});

/** The report of `messages`, checked equal to a tracker's. */
function report(messages: readonly unknown[]): SignalReport {
  const tracker = new ConversationTracker();
  tracker.append(...messages);
  const analysed = analyze(messages);
  expect(tracker.report()).toEqual(analysed);
  return analysed;
}

describe('plan budget of one message', () => {
  it('figures', () => {
    expect([MAX_MESSAGE_PLANS, MAX_MESSAGE_PLAN_STEPS, MAX_MESSAGE_PLAN_REFERENCES]).toEqual([4, 32, 64]);
  });

  it(`reads the first ${MAX_MESSAGE_PLAN_STEPS} steps and counts them all`, () => {
    const budget = planBudget();
    const plan = readPlan('execute_plan', planOf(100), undefined, budget)!;
    expect(plan.steps).toHaveLength(MAX_MESSAGE_PLAN_STEPS);
    expect(plan.stepCount).toBe(100);
    expect(budget.steps).toBe(0);
    // The next plan of the message reads no step, and is counted whole.
    const next = readPlan('execute_plan', planOf(3), undefined, budget)!;
    expect(next).toMatchObject({ steps: [], stepCount: 3 });
  });

  it(`shares the steps between the plans of a message, and reads ${MAX_MESSAGE_PLANS} plan calls`, () => {
    const budget = planBudget();
    const plans = Array.from({ length: MAX_MESSAGE_PLANS + 2 }, () =>
      readPlan('execute_plan', planOf(5), undefined, budget)!,
    );
    expect(plans.map((p) => p.steps.length)).toEqual([5, 5, 5, 5, 0, 0]);
    expect(plans.every((p) => p.stepCount === 5)).toBe(true);
  });

  it(`keeps ${MAX_MESSAGE_PLAN_REFERENCES} references in all`, () => {
    const steps = Array.from({ length: 10 }, (_, i) =>
      step(`s${i}`, { depends_on: Array.from({ length: 10 }, (_, d) => `x${i}-${d}`) }),
    );
    const budget = planBudget();
    const plan = readPlan('execute_plan', { steps }, undefined, budget)!;
    expect(plan.steps.reduce((n, s) => n + s.references.length, 0)).toBe(MAX_MESSAGE_PLAN_REFERENCES);
    expect(budget.references).toBe(0);
  });

  it('caps long step ids, tools and references, and still matches them', () => {
    // Not too long for the answer to stay whole JSON (a message is read to 4,000 characters).
    const long = 'step-'.padEnd(500, 'x');
    const plan = readPlan('execute_plan', {
      steps: [
        step(long, { tool: 't'.repeat(3_000) }),
        step('b', { depends_on: [long] }),
        step('c', { depends_on: [long] }),
      ],
    })!;
    expect(plan.steps[0]!.id).toBe(capKey(long));
    expect(plan.steps[0]!.tool).toBe(capKey('t'.repeat(3_000)));
    expect(plan.steps[1]!.references).toEqual([{ id: capKey(long), kind: 'explicit' }]);
    expect(validatePlan(plan)).toBeUndefined();
    // An answer keyed by the long id still reports that step's failure.
    const messages = [
      user('go'),
      ...exchange(
        'execute_plan',
        { steps: [step(long), step('b')] },
        { results: { [long]: 'Error: card declined' } },
        'p1',
      ),
    ];
    const failed = toolSignals(report(messages)).filter((s) => s.type !== 'execution.failure.invalid_plan');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.metadata).toMatchObject({ step: capKey(long) });
  });
});

describe('a plan over the budget through analyze and the tracker', () => {
  it('counts all its steps and reports the failures of the steps read', () => {
    const n = 50;
    const answer = {
      results: Object.fromEntries([
        ['s1', 'Error: card declined'],
        [`s${MAX_MESSAGE_PLAN_STEPS + 5}`, 'Error: timeout'],
      ]),
    };
    const r = report([user('go'), ...exchange('execute_plan', planOf(n), answer, 'p1')]);
    expect(r.toolCalls).toBe(1 + n);
    const signals = toolSignals(r);
    expect(signals.map((s) => s.metadata?.step)).toEqual(['s1']);
    expect(signals[0]!.metadata).toMatchObject({ steps: n });
  });

  it(`finds a defect in step ${MAX_MESSAGE_PLAN_STEPS} (the last read), not in step ${MAX_MESSAGE_PLAN_STEPS + 1}`, () => {
    const at = (bad: number) =>
      toolSignals(report([user('go'), ...exchange('execute_plan', planOf(40, bad), 'ok', 'p1')])).map(
        (s) => s.metadata?.reason,
      );
    expect(at(MAX_MESSAGE_PLAN_STEPS - 2)).toEqual(['forward_reference']);
    // A reference to a step not read is to no step read: the plan is still invalid.
    expect(at(MAX_MESSAGE_PLAN_STEPS - 1)).toEqual(['unknown_reference']);
    expect(at(MAX_MESSAGE_PLAN_STEPS)).toEqual([]);
  });

  it(`reads the plans of the first ${MAX_MESSAGE_PLANS} plan calls of a message, each message its own budget`, () => {
    const calls = Array.from({ length: MAX_MESSAGE_PLANS + 1 }, (_, k) => planCall(`p${k}`, planOf(3, 0)));
    const messages = [
      user('go'),
      assistant('', calls),
      ...calls.map((c) => tool('ok', c.id)),
      assistant('', [planCall('q', planOf(3, 0))]),
      tool('ok', 'q'),
    ];
    const r = report(messages);
    expect(r.toolCalls).toBe((MAX_MESSAGE_PLANS + 2) * 4);
    const invalid = toolSignals(r).filter((s) => s.type === 'execution.failure.invalid_plan');
    expect(invalid.map((s) => s.messageIndex)).toEqual([...Array<number>(MAX_MESSAGE_PLANS).fill(1), 7]);
  });

  it('ordinary calls of a message spend no plan budget', () => {
    const lookups = Array.from({ length: 20 }, (_, k) => ({
      id: `l${k}`,
      type: 'function',
      function: { name: 'lookup', arguments: `{"q":${k}}` },
    }));
    const calls = [...lookups, planCall('p', planOf(3, 0))];
    const r = report([user('go'), assistant('', calls), ...calls.map((c) => tool('ok', c.id))]);
    expect(toolSignals(r).map((s) => s.type)).toContain('execution.failure.invalid_plan');
  });
});
