/**
 * @module Reads what a plan executor answered: per-step outcomes (`[{id, status, error}]` under
 * `results`/`steps` or as the whole answer, or an object keyed by step id), and, in plain-text
 * answers, the lines that report a step skipped because a dependency failed.
 */
import { capKey, MAX_KEY_CHARS } from '../messages/call-fields';
import { isRecord } from './canonical-json';
import { textError } from './error-shape';
import { PLAN_WORDS, SHAPES } from './lexicon';
import { firstMatch, matchText } from './patterns';
import type { Plan } from './plans';

/** What happened to one step. */
export type StepStatus = 'ok' | 'failed' | 'skipped' | 'rejected';

/** One step's outcome as the executor reported it. */
export interface StepOutcome {
  readonly id: string | undefined;
  readonly tool: string | undefined;
  readonly status: StepStatus;
  /** The executor's message (error, reason), capped. */
  readonly detail: string;
}

/** Outcomes read from one answer. */
const MAX_OUTCOMES = 200;
const DETAIL_CHARS = 500;
/** Lines of a text answer scanned for skipped steps. */
const MAX_LINES = 200;

/**
 * Per-step outcomes of a parsed answer; empty when the answer has none. An answer keyed by step
 * id may give a step's outcome as a bare text (`{"refund": "Error: card declined"}`): a text
 * with an error shape is a failed step, one saying it was skipped a skipped step.
 */
export function stepOutcomes(value: unknown, plan: Plan): StepOutcome[] {
  const entries = outcomeEntries(value, plan);
  const out: StepOutcome[] = [];
  for (const [fallbackId, entry] of entries.slice(0, MAX_OUTCOMES)) {
    if (typeof entry === 'string' && fallbackId !== undefined) {
      const outcome = textOutcome(fallbackId, entry, plan);
      if (outcome !== undefined) out.push(outcome);
      continue;
    }
    if (!isRecord(entry)) continue;
    const id = stringOf(entry, [...PLAN_WORDS.stepIdKeys, 'step']) ?? fallbackId;
    const key = id === undefined ? undefined : capKey(id);
    const step = plan.steps.find((s) => s.id !== undefined && s.id === key);
    const tool = stringOf(entry, PLAN_WORDS.stepToolKeys) ?? step?.tool;
    const detail = detailOf(entry);
    const status = statusOf(entry);
    // An error whose text says the step was skipped (`{"error": "Skipped: dependency s1 failed"}`) is a skip.
    out.push({ id, tool, status: status === 'failed' && saysSkipped(detail) ? 'skipped' : status, detail });
  }
  return out;
}

function outcomeEntries(value: unknown, plan: Plan, depth = 0): [string | undefined, unknown][] {
  if (Array.isArray(value)) return value.map((v) => [undefined, v]);
  if (!isRecord(value)) return [];
  for (const key of PLAN_WORDS.resultListKeys) {
    const list = value[key];
    if (Array.isArray(list) && list.some((e) => isRecord(e) && hasStepShape(e))) return list.map((v) => [undefined, v]);
    if (isRecord(list) && depth < 2) {
      const keyed = keyedEntries(list, plan);
      if (keyed.length > 0) return keyed;
    }
  }
  for (const wrapper of depth < 2 ? SHAPES.wrapperKeys : []) {
    const inner = value[wrapper];
    if (isRecord(inner) || Array.isArray(inner)) {
      const nested = outcomeEntries(inner, plan, depth + 1);
      if (nested.length > 0) return nested;
    }
  }
  return keyedEntries(value, plan);
}

/** The members of an answer keyed by step id: those named by a step id, holding an object or a text. */
function keyedEntries(value: Record<string, unknown>, plan: Plan): [string | undefined, unknown][] {
  // A plan keeps a long step id capped (`capKey`): the answer's long keys are found by theirs.
  let longKeys: Map<string, string> | undefined;
  const keyOf = (id: string): string | undefined => {
    // Own members only: a step id like `__proto__` or `constructor` must not read Object's.
    if (Object.hasOwn(value, id)) return id;
    if (id.length < MAX_KEY_CHARS - 1) return undefined;
    if (longKeys === undefined) {
      longKeys = new Map();
      let n = 0;
      for (const key in value)
        if (Object.hasOwn(value, key) && key.length > MAX_KEY_CHARS) {
          longKeys.set(capKey(key), key);
          if (++n >= MAX_OUTCOMES) break;
        }
    }
    return longKeys.get(id);
  };
  const out: [string | undefined, unknown][] = [];
  for (const s of plan.steps) {
    const key = s.id === undefined ? undefined : keyOf(s.id);
    if (key !== undefined && (isRecord(value[key]) || typeof value[key] === 'string')) out.push([s.id, value[key]]);
  }
  return out;
}

/** The outcome of a step given as a bare text; undefined for an ordinary output. */
function textOutcome(id: string, text: string, plan: Plan): StepOutcome | undefined {
  const tool = plan.steps.find((s) => s.id === id)?.tool;
  const detail = text.length > DETAIL_CHARS ? text.slice(0, DETAIL_CHARS) : text;
  if (saysSkipped(detail)) return { id, tool, status: 'skipped', detail };
  if (textError(detail.trim()) !== undefined) return { id, tool, status: 'failed', detail };
  return undefined;
}

/** True when a skip marker ("skipped", "not run") opens the text (within its first 40 characters). */
function saysSkipped(detail: string): boolean {
  const head = matchText(detail, DETAIL_CHARS);
  return firstMatch(PLAN_WORDS.skipMarkers, head) !== undefined && head.search(PLAN_WORDS.skipMarkers) < 40;
}

function hasStepShape(entry: Record<string, unknown>): boolean {
  return [...PLAN_WORDS.stepIdKeys, 'step', ...PLAN_WORDS.statusKeys].some((k) => k in entry);
}

function stringOf(entry: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const v = entry[key];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}

function statusOf(entry: Record<string, unknown>): StepStatus {
  const status = stringOf(entry, PLAN_WORDS.statusKeys)?.trim().toLowerCase();
  if (status !== undefined) {
    if (PLAN_WORDS.skippedStatuses.has(status)) return 'skipped';
    if (PLAN_WORDS.failedStatuses.has(status)) return 'failed';
    if (PLAN_WORDS.rejectedStatuses.has(status)) return 'rejected';
  }
  // `skipped: true`, or the reason itself (`skipped: "dependency s1 failed"`).
  if (entry.skipped === true || (typeof entry.skipped === 'string' && entry.skipped.trim() !== '')) return 'skipped';
  if (entry.success === false || entry.ok === false || entry.isError === true) return 'failed';
  const error = entry.error;
  if (error !== undefined && error !== null && error !== false && error !== '') return 'failed';
  return 'ok';
}

function detailOf(entry: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of [...PLAN_WORDS.reasonKeys, 'skipped']) {
    const v = entry[key];
    if (typeof v === 'string') parts.push(v);
    else if (isRecord(v) && typeof v.message === 'string') parts.push(v.message);
  }
  const text = parts.join(' | ');
  return text.length > DETAIL_CHARS ? text.slice(0, DETAIL_CHARS) : text;
}

/** True when a skipped step's reason names a failed dependency (`dependency s1 failed`). */
export function isDependencyReason(detail: string): boolean {
  return PLAN_WORDS.dependencyReasons.test(matchText(detail, DETAIL_CHARS));
}

/** Lines of a text answer reporting a step skipped because of a dependency. */
export function skippedLines(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n', MAX_LINES);
  for (const line of lines) {
    const normalized = matchText(line, DETAIL_CHARS);
    if (firstMatch(PLAN_WORDS.skipMarkers, normalized) !== undefined && PLAN_WORDS.dependencyReasons.test(normalized)) {
      out.push(line.trim());
    }
  }
  return out;
}
