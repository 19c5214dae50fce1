/**
 * @module Checks a plan the way a plan executor would before running it: a plan with a duplicate
 * step id, a self, forward or cyclic reference, a reference to no step, a step that runs a plan
 * itself (a recursive plan), or a step without a tool is rejected (`execution.failure.invalid_plan`).
 */
import { isPlanToolName, type Plan } from './plans';

/** Why a plan is invalid, in the order the checks are reported. */
export type PlanProblem =
  | 'duplicate_id'
  | 'self_reference'
  | 'cycle'
  | 'forward_reference'
  | 'unknown_reference'
  | 'recursive_plan'
  | 'unknown_tool';

/** The first problem of a plan and the step where it shows. */
export interface PlanDefect {
  readonly problem: PlanProblem;
  /** Id (or `#position`) of the step. */
  readonly step: string;
  /** The referenced step id or the duplicated id, when there is one. */
  readonly target?: string;
}

const ORDER: readonly PlanProblem[] = [
  'duplicate_id',
  'self_reference',
  'cycle',
  'forward_reference',
  'unknown_reference',
  'recursive_plan',
  'unknown_tool',
];

/**
 * The most serious problem of a plan, or undefined for a valid plan. A step is unknown-tool when
 * it names no tool; whether a named tool exists is only known from the executor's answer (the
 * conversation carries no tool catalogue), so that case is read from the result.
 */
export function validatePlan(plan: Plan): PlanDefect | undefined {
  const found = new Map<PlanProblem, PlanDefect>();
  const note = (defect: PlanDefect): void => {
    if (!found.has(defect.problem)) found.set(defect.problem, defect);
  };
  const positionOf = new Map<string, number>();
  for (const step of plan.steps) {
    if (step.id === undefined) continue;
    if (positionOf.has(step.id)) note({ problem: 'duplicate_id', step: step.id, target: step.id });
    else positionOf.set(step.id, step.position);
  }
  const edges: number[][] = plan.steps.map(() => []);
  for (const step of plan.steps) {
    const name = step.id ?? `#${step.position}`;
    if (step.tool === undefined) note({ problem: 'unknown_tool', step: name });
    else if (isPlanToolName(step.tool)) note({ problem: 'recursive_plan', step: name, target: step.tool });
    for (const ref of step.references) {
      const target = positionOf.get(ref.id);
      if (target === undefined) {
        if (ref.kind !== 'state') note({ problem: 'unknown_reference', step: name, target: ref.id });
        continue;
      }
      if (ref.id === step.id) {
        note({ problem: 'self_reference', step: name, target: ref.id });
        continue;
      }
      edges[step.position]!.push(target);
      if (target > step.position) note({ problem: 'forward_reference', step: name, target: ref.id });
    }
  }
  if (found.has('forward_reference')) {
    const inCycle = cycleStep(edges);
    if (inCycle !== undefined) note({ problem: 'cycle', step: plan.steps[inCycle]!.id ?? `#${inCycle}` });
  }
  for (const problem of ORDER) {
    const defect = found.get(problem);
    if (defect !== undefined) return defect;
  }
  return undefined;
}

/** A step on a dependency cycle or waiting on one (Kahn's algorithm: the steps never freed). */
function cycleStep(edges: readonly number[][]): number | undefined {
  const n = edges.length;
  const pending = new Array<number>(n).fill(0);
  const dependents: number[][] = edges.map(() => []);
  edges.forEach((targets, from) => {
    for (const to of targets) {
      pending[from]!++;
      dependents[to]!.push(from);
    }
  });
  const ready: number[] = [];
  pending.forEach((count, i) => {
    if (count === 0) ready.push(i);
  });
  let done = 0;
  while (ready.length > 0) {
    const i = ready.pop()!;
    done++;
    for (const d of dependents[i]!) if (--pending[d]! === 0) ready.push(d);
  }
  if (done === n) return undefined;
  return pending.findIndex((count) => count > 0);
}
