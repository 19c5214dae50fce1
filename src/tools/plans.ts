/**
 * @module Reads plan meta-tool calls (`execute_plan`, `execute_tool_plan`, or any call whose
 * arguments hold `steps: [{id, tool, args|arguments}]`) into steps and their dependencies.
 *
 * A step depends on another through `$ref:<id>.field` strings, `{"$ref": "<id>.field"}` objects,
 * `output_by_reference: {param: "<id>.field" | {step: "<id>"}}` maps, `†<id>.path` state paths,
 * and explicit `depends_on`/`after` lists. A `†` path whose first segment is not a step id reads
 * shared state and is no dependency.
 */
import { capKey } from '../messages/call-fields';
import { argumentsValue, isRecord, MAX_JSON_DEPTH } from './canonical-json';
import { PLAN_WORDS } from './lexicon';

/** How a step refers to another. `state` references are dependencies only when they name a step. */
export type ReferenceKind = 'ref' | 'output_by_reference' | 'state' | 'explicit';

/** One step of a plan. */
export interface PlanStep {
  /** The step's id (numbers read as strings), undefined when it has none. */
  readonly id: string | undefined;
  /** The tool the step calls, undefined when the step names none. */
  readonly tool: string | undefined;
  /** Position in the plan (0-based). */
  readonly position: number;
  /** Ids this step refers to, each once. */
  readonly references: readonly { readonly id: string; readonly kind: ReferenceKind }[];
}

/** A plan read from a call's arguments. */
export interface Plan {
  /** Steps read (at most {@link MAX_PLAN_STEPS}, and within the message's {@link PlanBudget}). */
  readonly steps: readonly PlanStep[];
  /** Number of steps in the plan, all counted as tool calls. */
  readonly stepCount: number;
}

/** Steps of one plan read and checked; further steps are counted only. */
export const MAX_PLAN_STEPS = 200;
/** Steps read from all the plans of one message; further steps are counted only. */
export const MAX_MESSAGE_PLAN_STEPS = 32;
/** Plan calls of one message whose steps are read; later ones are counted (their steps too), not read. */
export const MAX_MESSAGE_PLANS = 4;
/** References kept from all the plans of one message; further ones are not read. */
export const MAX_MESSAGE_PLAN_REFERENCES = 64;

/**
 * What is left to read of one message's plans (see {@link planBudget}): a tracked conversation
 * keeps the plans of the messages in its window, so what one message's plans hold is bounded.
 */
export interface PlanBudget {
  /** Plan calls still read. */
  plans: number;
  /** Steps still read. */
  steps: number;
  /** References still kept. */
  references: number;
}

/** The budget of one message's plans: {@link MAX_MESSAGE_PLANS} plans, {@link MAX_MESSAGE_PLAN_STEPS} steps, {@link MAX_MESSAGE_PLAN_REFERENCES} references. */
export function planBudget(): PlanBudget {
  return { plans: MAX_MESSAGE_PLANS, steps: MAX_MESSAGE_PLAN_STEPS, references: MAX_MESSAGE_PLAN_REFERENCES };
}
/** Nodes visited per plan when looking for references. */
const MAX_PLAN_NODES = 5_000;
/** References read from one string. */
const MAX_REFS_PER_STRING = 16;

const DOLLAR_REF = /\$ref:([A-Za-z0-9_-]{1,128})/g;
const DAGGER_REF = /\u2020([A-Za-z0-9_-]{1,128})/g;

/** True when the tool's name marks a plan meta-tool. */
export function isPlanToolName(name: string): boolean {
  return PLAN_WORDS.planTools.has(name.toLowerCase());
}

/**
 * The plan of a call, or undefined when the call is not a plan call. A named plan tool whose
 * steps cannot be read is a plan of zero steps. `parsed` is `argumentsValue(rawArguments)` when
 * the caller already has it (undefined: parsed here). `budget` (see {@link planBudget}) is what is
 * left to read of the call's message, spent here: a plan past it keeps fewer steps (or none) and
 * fewer references, its steps all counted. Step ids, tools and references are capped like tool
 * names (`capKey`). Never throws.
 */
export function readPlan(
  name: string,
  rawArguments: unknown,
  parsed?: unknown,
  budget: PlanBudget = planBudget(),
): Plan | undefined {
  const named = isPlanToolName(name);
  try {
    const args = parsed !== undefined ? parsed : argumentsValue(rawArguments);
    const steps = stepList(args, named);
    if (steps === undefined) return named ? { steps: [], stepCount: 0 } : undefined;
    const limit = budget.plans > 0 ? Math.min(steps.length, MAX_PLAN_STEPS, budget.steps) : 0;
    if (budget.plans > 0) budget.plans--;
    budget.steps -= limit;
    const read: PlanStep[] = [];
    // One string per distinct id, tool or reference of the plan: a reference shares its step's id.
    const keys = new Map<string, string>();
    const key = (text: string): string => {
      const capped = planKey(text);
      const known = keys.get(capped);
      if (known !== undefined) return known;
      keys.set(capped, capped);
      return capped;
    };
    for (let position = 0; position < limit; position++) read.push(readStep(steps[position], position, budget, key));
    return { steps: read, stepCount: steps.length };
  } catch {
    return named ? { steps: [], stepCount: 0 } : undefined;
  }
}

function stepList(args: unknown, named: boolean): readonly unknown[] | undefined {
  if (named) {
    if (Array.isArray(args)) return args;
    if (!isRecord(args)) return undefined;
    for (const key of PLAN_WORDS.stepKeys) if (Array.isArray(args[key])) return args[key];
    for (const container of PLAN_WORDS.planContainerKeys) {
      const plan = args[container];
      if (Array.isArray(plan)) return plan;
      if (isRecord(plan)) for (const key of PLAN_WORDS.stepKeys) if (Array.isArray(plan[key])) return plan[key];
    }
    return undefined;
  }
  if (!isRecord(args) || !Array.isArray(args.steps) || args.steps.length === 0) return undefined;
  const steps = args.steps;
  const limit = Math.min(steps.length, MAX_PLAN_STEPS);
  for (let i = 0; i < limit; i++) {
    const step = steps[i];
    if (!isRecord(step) || typeof step.tool !== 'string') return undefined;
  }
  return steps;
}

function firstString(obj: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = obj[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/**
 * A step id, tool or reference as a plan keeps it: capped (`capKey`) and flat, so a string cut
 * from the arguments' text (a regular-expression match) never keeps that text alive.
 */
export function planKey(text: string): string {
  const capped = capKey(text);
  // V8 shares the text of a slice of 13 or more characters; split and join copy it.
  return capped.length < 13 ? capped : capped.split('').join('');
}

function readStep(step: unknown, position: number, budget: PlanBudget, key: (text: string) => string): PlanStep {
  if (!isRecord(step)) return { id: undefined, tool: undefined, position, references: [] };
  const rawId = firstString(step, PLAN_WORDS.stepIdKeys);
  const rawTool = firstString(step, PLAN_WORDS.stepToolKeys);
  const id = rawId === undefined ? undefined : key(rawId);
  const tool = rawTool === undefined ? undefined : key(rawTool);
  const refs = new Map<string, ReferenceKind>();
  const add = (found: string | undefined, kind: ReferenceKind): void => {
    if (found === undefined || found === '') return;
    const ref = key(found);
    const known = refs.get(ref);
    if (known === undefined) {
      if (budget.references <= 0) return;
      budget.references--;
    }
    if (known === undefined || (known === 'state' && kind !== 'state')) refs.set(ref, kind);
  };
  for (const key of PLAN_WORDS.dependencyKeys) {
    const deps = step[key];
    if (typeof deps === 'string' || typeof deps === 'number') add(String(deps), 'explicit');
    else if (Array.isArray(deps))
      for (const d of deps.slice(0, MAX_PLAN_STEPS))
        if (typeof d === 'string' || typeof d === 'number') add(String(d), 'explicit');
  }
  const skip = new Set<string>([...PLAN_WORDS.stepIdKeys, ...PLAN_WORDS.stepToolKeys, ...PLAN_WORDS.dependencyKeys]);
  const roots: unknown[] = [];
  for (const [key, value] of Object.entries(step)) {
    if (skip.has(key)) continue;
    if (PLAN_WORDS.outputReferenceKeys.has(key)) outputReferences(value, add);
    else if (PLAN_WORDS.referenceKeys.has(key) && typeof value === 'string') add(refHead(value), 'ref');
    roots.push(
      PLAN_WORDS.stepArgsKeys.includes(key) && typeof value === 'string' ? (argumentsValue(value) ?? value) : value,
    );
  }
  collectReferences(roots, add);
  return { id, tool, position, references: [...refs].map(([ref, kind]) => ({ id: ref, kind })) };
}

/** Walks values iteratively (depth and node budget) and reports every reference found. */
function collectReferences(roots: unknown[], add: (id: string | undefined, kind: ReferenceKind) => void): void {
  const stack: { value: unknown; depth: number }[] = roots.map((value) => ({ value, depth: 0 }));
  let nodes = 0;
  while (stack.length > 0 && nodes++ < MAX_PLAN_NODES) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      stringReferences(value, add);
      continue;
    }
    if (value === null || typeof value !== 'object' || depth >= MAX_JSON_DEPTH) continue;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, MAX_PLAN_NODES)) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    let keys = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (++keys > MAX_PLAN_NODES) break;
      const inner = (value as Record<string, unknown>)[key];
      if (PLAN_WORDS.referenceKeys.has(key) && typeof inner === 'string') add(refHead(inner), 'ref');
      else if (PLAN_WORDS.outputReferenceKeys.has(key)) outputReferences(inner, add);
      stack.push({ value: inner, depth: depth + 1 });
    }
  }
}

function stringReferences(text: string, add: (id: string | undefined, kind: ReferenceKind) => void): void {
  if (text.length > 10_000) text = text.slice(0, 10_000);
  if (text.includes('$ref:')) {
    let n = 0;
    for (const m of text.matchAll(DOLLAR_REF)) {
      add(m[1], 'ref');
      if (++n >= MAX_REFS_PER_STRING) break;
    }
  }
  if (text.includes('\u2020')) {
    let n = 0;
    for (const m of text.matchAll(DAGGER_REF)) {
      add(m[1], 'state');
      if (++n >= MAX_REFS_PER_STRING) break;
    }
  }
}

/** `output_by_reference` values: `"<id>.field"` strings or `{step: "<id>", …}` objects. */
function outputReferences(value: unknown, add: (id: string | undefined, kind: ReferenceKind) => void): void {
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  for (const entry of entries.slice(0, MAX_PLAN_STEPS)) {
    if (typeof entry === 'string') add(refHead(entry), 'output_by_reference');
    else if (isRecord(entry)) add(firstString(entry, PLAN_WORDS.referenceStepKeys), 'output_by_reference');
  }
}

/** The step id a reference path starts with: `$ref:s1.x`, `s1.x`, `steps.s1.x`, `#/steps/s1`, `†s1.x`. */
export function refHead(path: string): string | undefined {
  const stripped = path
    .trim()
    .replace(/^\$ref:/, '')
    .replace(/^\u2020/, '')
    .replace(/^#?\/?/, '')
    .replace(/^steps[./[]/, '');
  const m = /^([A-Za-z0-9_-]{1,128})/.exec(stripped);
  return m === null ? undefined : m[1];
}
