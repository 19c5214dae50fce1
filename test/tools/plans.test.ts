import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import { validatePlan } from '../../src/tools/plan-validation';
import { readPlan, refHead } from '../../src/tools/plans';
import { exchange, toolSignals, toolTypes, user } from './helpers';

const step = (id: string, tool: string, args: unknown = {}, extra: Record<string, unknown> = {}) => ({
  id,
  tool,
  args,
  ...extra,
});
const problemOf = (steps: unknown[], name = 'execute_plan') => validatePlan(readPlan(name, { steps })!)?.problem;
const run = (args: unknown, result: unknown, name = 'execute_plan') =>
  analyze([user('do it'), ...exchange(name, args, result, 'p1')]);

describe('readPlan', () => {
  it('reads execute_plan and execute_tool_plan calls, with steps at the top, under plan, or as the arguments', () => {
    expect(readPlan('execute_plan', { steps: [step('a', 'x')] })?.stepCount).toBe(1);
    expect(
      readPlan('execute_tool_plan', JSON.stringify({ plan: { steps: [step('a', 'x'), step('b', 'y')] } }))?.stepCount,
    ).toBe(2);
    expect(readPlan('Execute_Plan', [step('a', 'x')])?.stepCount).toBe(1);
  });

  it('reads any call whose arguments hold steps of {id, tool, args|arguments}', () => {
    expect(readPlan('run_workflow', { steps: [{ id: 's1', tool: 'get', arguments: '{"q": 1}' }] })?.stepCount).toBe(1);
    expect(readPlan('make_todo', { steps: ['buy milk', 'call mum'] })).toBeUndefined();
    expect(readPlan('recipe', { steps: [{ id: 1, text: 'boil water' }] })).toBeUndefined();
    expect(readPlan('search', { q: 'steps' })).toBeUndefined();
  });

  it('a named plan tool with unreadable arguments is a plan of zero steps', () => {
    expect(readPlan('execute_plan', 'not json')).toEqual({ steps: [], stepCount: 0 });
  });

  it('recognises $ref strings, {$ref} objects, output_by_reference, † state paths and depends_on', () => {
    const plan = readPlan('execute_plan', {
      steps: [
        step('a', 't'),
        step('b', 't', { x: 'prefix $ref:a.id suffix' }),
        step('c', 't', { x: { $ref: 'steps.b.result.id' } }),
        step('d', 't', {}, { output_by_reference: { p: 'c.value', q: { step: 'a' } } }),
        step('e', 't', { x: '\u2020d.total', s: '\u2020session.user' }, { depends_on: ['a'] }),
      ],
    })!;
    const refs = plan.steps.map((s) => s.references.map((r) => `${r.id}:${r.kind}`).sort());
    expect(refs).toEqual([
      [],
      ['a:ref'],
      ['b:ref'],
      ['a:output_by_reference', 'c:output_by_reference'],
      ['a:explicit', 'd:state', 'session:state'],
    ]);
  });

  it('reads references inside arguments given as a JSON string', () => {
    const plan = readPlan('execute_plan', {
      steps: [step('a', 't'), { id: 'b', tool: 't', arguments: '{"to": "$ref:a.email"}' }],
    })!;
    expect(plan.steps[1]!.references).toEqual([{ id: 'a', kind: 'ref' }]);
  });

  it('refHead reads the step id of a reference path', () => {
    expect(refHead('$ref:s1.items[0].id')).toBe('s1');
    expect(refHead('#/steps/s2/output')).toBe('s2');
    expect(refHead('steps[s3].x')).toBe('s3');
    expect(refHead('\u2020order.id')).toBe('order');
  });
});

describe('validatePlan', () => {
  it('accepts a plan whose references all point backwards, and state paths to no step', () => {
    expect(problemOf([step('a', 't'), step('b', 't', { x: '$ref:a.id', y: '\u2020session.zip' })])).toBeUndefined();
  });

  it.each([
    ['duplicate_id', [step('a', 't'), step('a', 'u')]],
    ['self_reference', [step('a', 't', { x: '$ref:a.id' })]],
    ['forward_reference', [step('a', 't', { x: '$ref:b.id' }), step('b', 't')]],
    ['cycle', [step('a', 't', {}, { depends_on: ['b'] }), step('b', 't', { x: '$ref:a.id' })]],
    ['unknown_reference', [step('a', 't', { x: '$ref:zz.id' })]],
    ['unknown_tool', [{ id: 'a', args: {} }, step('b', 't')]],
  ])('%s', (problem, steps) => {
    expect(problemOf(steps as unknown[])).toBe(problem);
  });

  it('a † path naming a later step is a forward reference', () => {
    expect(problemOf([step('a', 't', { x: '\u2020b.total' }), step('b', 't')])).toBe('forward_reference');
  });

  it('stops at a plan of 10,000 steps in bounded time', () => {
    const steps = Array.from({ length: 10_000 }, (_, i) => step(`s${i}`, 't', { x: i > 0 ? `$ref:s${i - 1}.id` : 1 }));
    const started = performance.now();
    const plan = readPlan('execute_plan', { steps })!;
    expect(plan.stepCount).toBe(10_000);
    expect(validatePlan(plan)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('plan signals through analyze', () => {
  const plan = {
    steps: [
      step('cust', 'get_customer', { id: 'C-1' }),
      step('refund', 'issue_refund', {}, { output_by_reference: { customer_id: 'cust.id' } }),
      step('mail', 'send_email', { to: '$ref:cust.email' }, { depends_on: ['refund'] }),
    ],
  };

  it('plan steps count in toolCalls', () => {
    expect(run(plan, { results: [] }).toolCalls).toBe(4);
  });

  it('an invalid plan is one invalid_plan signal, even when the executor also rejects it', () => {
    const bad = { steps: [step('a', 'x', { y: '$ref:b.id' }), step('b', 'x')] };
    const report = run(bad, 'Error: plan rejected: forward reference from a to b');
    expect(toolSignals(report)).toHaveLength(1);
    expect(toolSignals(report)[0]).toMatchObject({
      type: 'execution.failure.invalid_plan',
      messageIndex: 1,
      metadata: { reason: 'forward_reference', step: 'a', target: 'b', tool: 'execute_plan' },
    });
  });

  it('reads a plan of any tool whose steps key is written with an escape', () => {
    const bad = { steps: [step('a', 'x', { y: '$ref:b.id' }), step('b', 'x')] };
    const escaped = JSON.stringify(bad).replace('"steps"', '"st\\u0065ps"');
    expect(escaped).toContain('st\\u0065ps');
    expect(toolTypes([user('x'), ...exchange('run_batch', escaped, 'ok', 'p1')])).toEqual([
      'execution.failure.invalid_plan',
    ]);
  });

  it('a plan the executor rejects (unknown tool) is invalid_plan', () => {
    expect(
      toolTypes([
        user('x'),
        ...exchange('execute_plan', plan, "Error: unknown tool 'issue_refund' in step refund", 'p1'),
      ]),
    ).toEqual(['execution.failure.invalid_plan']);
    expect(
      toolTypes([user('x'), ...exchange('execute_plan', plan, 'Plan rejected: steps exceed the limit of 2', 'p1')]),
    ).toEqual(['execution.failure.invalid_plan']);
    expect(
      toolTypes([
        user('x'),
        ...exchange(
          'execute_plan',
          plan,
          { status: 'rejected', results: [{ id: 'refund', status: 'rejected', error: 'no such tool' }] },
          'p1',
        ),
      ]),
    ).toEqual(['execution.failure.invalid_plan']);
  });

  it('a step skipped because its dependency failed is skipped_dependency; the failed step is classified', () => {
    const result = {
      results: [
        { id: 'cust', status: 'ok', output: { id: 'C-1' } },
        { id: 'refund', status: 'failed', error: 'Error: insufficient permissions for refunds' },
        { id: 'mail', status: 'skipped' },
      ],
    };
    const signals = toolSignals(run(plan, result));
    expect(signals.map((s) => s.type)).toEqual([
      'execution.failure.auth_misuse',
      'execution.failure.skipped_dependency',
    ]);
    expect(signals[1]!.metadata).toMatchObject({ step: 'mail', stepTool: 'send_email', resultIndex: 2 });
  });

  it('a step skipped with a dependency reason counts; one skipped for another reason does not', () => {
    const result = {
      steps: [
        { id: 'cust', status: 'skipped', reason: 'cached' },
        { id: 'mail', status: 'skipped', reason: 'upstream step refund failed' },
      ],
    };
    expect(toolSignals(run(plan, result)).map((s) => s.type)).toEqual(['execution.failure.skipped_dependency']);
  });

  it('reads skipped steps from a text answer, one per line', () => {
    const text =
      'step cust: ok\nstep refund: FAILED (payment provider error)\nstep mail: skipped because dependency refund failed';
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, text, 'p1')])).toEqual([
      'execution.failure.skipped_dependency',
    ]);
  });

  it('a failed step with an environment error is exhaustion', () => {
    const result = { results: [{ id: 'cust', status: 'error', error: 'HTTP 429 Too Many Requests' }] };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, result, 'p1')])).toEqual([
      'environment.exhaustion.rate_limit',
    ]);
  });

  it('a refused stage transition inside a plan is a state_error', () => {
    const staged = { steps: [step('go', 'proceed_to_next_stage', { stage: 'pay' })] };
    const result = { results: [{ id: 'go', status: 'failed', error: "'pay' is not in transitions of 'cart'" }] };
    expect(toolSignals(run(staged, result))[0]).toMatchObject({
      type: 'execution.failure.state_error',
      metadata: { reason: 'stage_transition' },
    });
  });

  it('a clean plan run yields nothing', () => {
    const result = { results: plan.steps.map((s) => ({ id: s.id, status: 'ok', output: {} })) };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, result, 'p1')])).toEqual([]);
  });

  it('a plan call without a result is still checked', () => {
    const bad = { steps: [step('a', 'x'), step('a', 'y')] };
    expect(
      toolTypes([
        user('x'),
        { role: 'assistant', content: '', tool_calls: [{ id: 'p', name: 'execute_plan', arguments: bad }] },
      ]),
    ).toEqual(['execution.failure.invalid_plan']);
  });
});

describe('every plan format of the executor', () => {
  const plan = {
    steps: [
      step('s1', 'get_customer', { id: 'C-1' }),
      step('s2', 'issue_refund', { customer: '$ref:s1.id' }),
      step('s3', 'send_email', { to: '$ref:s1.email' }, { depends_on: ['s2'] }),
    ],
  };

  it('a recursive plan (a step that runs a plan) is invalid as written', () => {
    expect(problemOf([step('a', 't'), step('b', 'execute_plan', { steps: [] })])).toBe('recursive_plan');
    expect(toolSignals(run({ steps: [step('a', 'execute_tool_plan')] }, 'ok'))[0]).toMatchObject({
      type: 'execution.failure.invalid_plan',
      metadata: { reason: 'recursive_plan', step: 'a', target: 'execute_tool_plan' },
    });
  });

  it.each([
    ["Error: plan rejected: unknown tool 'issue_refnd' in step s2"],
    ['Error: cycle detected between steps s2 and s3'],
    ['Error: circular dependency: s3 -> s2 -> s3'],
    ["Error: step s2 has a forward reference to 's3'"],
    ['Error: self-reference in step s2'],
    ["Error: duplicate step id 's1'"],
    ['Error: recursive plans are not supported (step s2 calls execute_plan)'],
    ['{"error": {"code": "invalid_plan", "message": "nested plan in step s2"}}'],
    ['Error: step s2 references s3, which is defined later'],
    ['Error: Plan execution failed: step "s2" refers to step "s3" before it is defined'],
    ['Error: step s2 references itself'],
    ['{"error": "Invalid reference: step \'s2\' depends on \'s3\' which has not run yet"}'],
    ['{"error": "Reference to future step \'s3\' in step \'s2\'"}'],
  ])('an executor error that rejects the plan is invalid_plan: %s', (answer) => {
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, answer, 'p1')])).toEqual([
      'execution.failure.invalid_plan',
    ]);
  });

  it('an executor error that does not reject the plan is classified like any result', () => {
    expect(
      toolTypes([user('x'), ...exchange('execute_plan', plan, 'Error: executor busy: 429 Too Many Requests', 'p1')]),
    ).toEqual(['environment.exhaustion.rate_limit']);
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, 'Error: the vault is sealed', 'p1')])).toEqual([
      'execution.failure.other',
    ]);
  });

  it('results as an object keyed by step id, with objects or bare texts', () => {
    const answer = {
      s1: { id: 'C-1', email: 'ada@example.test' },
      s2: 'Error: card declined: insufficient funds',
      s3: "Skipped because dependency 's2' failed",
    };
    const signals = toolSignals(run(plan, answer));
    expect(signals.map((s) => s.type)).toEqual(['execution.failure.other', 'execution.failure.skipped_dependency']);
    expect(signals[0]!.metadata).toMatchObject({ step: 's2', stepTool: 'issue_refund', tool: 'execute_plan' });
    expect(signals[1]!.metadata).toMatchObject({ step: 's3', stepTool: 'send_email' });
  });

  it('results keyed by step id under a results key', () => {
    const answer = {
      status: 'partial',
      results: {
        s1: { status: 'ok' },
        s2: { status: 'failed', error: 'permission denied' },
        s3: { status: 'skipped' },
      },
    };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, answer, 'p1')])).toEqual([
      'execution.failure.auth_misuse',
      'execution.failure.skipped_dependency',
    ]);
  });

  it('a list of step results as the whole answer', () => {
    const answer = [
      { step_id: 's1', status: 'ok' },
      { step_id: 's2', status: 'error', error: { message: 'Request timed out after 30s' } },
      { step_id: 's3', status: 'skipped', reason: 'dependency s2 failed' },
    ];
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, answer, 'p1')])).toEqual([
      'environment.exhaustion.timeout',
      'execution.failure.skipped_dependency',
    ]);
  });

  it.each([
    [{ s1: { ok: false, error: 'Account locked' }, s2: { skipped: 'dependency s1 failed' } }],
    [
      {
        results: {
          s1: { status: 'failed', message: 'boom' },
          s2: { status: 'cancelled', message: 'not executed: s1 failed' },
        },
      },
    ],
    [{ s1: { status: 'error', error: 'boom' }, s2: { error: "Skipped: dependency 's1' failed" } }],
  ])('a step-keyed answer that reports a dependency skipped after a failure: %j', (answer) => {
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, answer, 'p1')])).toContain(
      'execution.failure.skipped_dependency',
    );
  });

  it('a cancelled step with no failed dependency, or an error that only mentions skipping, is no skipped dependency', () => {
    const cancelled = { s1: { status: 'ok' }, s2: { status: 'cancelled', message: 'cancelled by user' } };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, cancelled, 'p1')])).toEqual([]);
    const error = { s1: { status: 'ok' }, s2: { error: 'card declined; the retry was skipped' } };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, error, 'p1')])).not.toContain(
      'execution.failure.skipped_dependency',
    );
  });

  it('"Skipped because dependency \'s1\' failed" as a plain text answer', () => {
    expect(
      toolTypes([user('x'), ...exchange('execute_plan', plan, "Skipped because dependency 's1' failed", 'p1')]),
    ).toEqual(['execution.failure.skipped_dependency']);
  });

  it('keyed results that are ordinary data yield nothing', () => {
    const answer = { s1: { id: 'C-1' }, s2: 'refund rf_1 issued', s3: 'sent' };
    expect(toolTypes([user('x'), ...exchange('execute_plan', plan, answer, 'p1')])).toEqual([]);
  });

  it('a rejected stage transition, from the stage tool or inside a plan step, is a state_error', () => {
    expect(
      toolTypes([
        user('x'),
        ...exchange('proceed_to_next_stage', { stage: 'ship' }, 'Transition not allowed: cart -> ship', 'p1'),
      ]),
    ).toEqual(['execution.failure.state_error']);
    const staged = { steps: [step('go', 'proceed_to_next_stage', { stage: 'ship' })] };
    expect(
      toolTypes([user('x'), ...exchange('execute_plan', staged, { go: 'Error: not allowed in stage cart' }, 'p1')]),
    ).toEqual(['execution.failure.state_error']);
  });
});
