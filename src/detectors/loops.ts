/**
 * @module Tool loops (see docs/tool-signals.md): `retry` (≥ 3 consecutive calls of one tool with identical
 * arguments), `parameter_drift` (≥ 3 consecutive calls of one tool with ≥ 2 distinct argument
 * sets and no progress: ≥ 2 of their attempts, and at least half of them, got only errors, empty
 * answers, or the same answer to different arguments; the calls of one message are one attempt)
 * and `oscillation` (a cycle of 2–5 distinct tools repeated ≥ 3 times), one signal per run. Calls over different items whose results carry data (three reservations looked
 * up in a row) are a fan-out, not a loop.
 *
 * "Consecutive" is over the sequence of tool calls made by the assistant: assistant text and
 * tool results between two calls do not separate them, parallel calls of one message count in
 * their order, and a user turn (a user message with text) ends every run — a user asking for the
 * same lookup again is not an agent loop. Arguments are compared as canonical JSON (key order and
 * whitespace ignored). Calls inside plans are not part of the sequence.
 */
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';
import type { Signal } from '../types';
import { canonicalArguments } from '../tools/canonical-json';
import type { TracedCall } from '../tools/pair-calls';
import type { ToolMessage } from '../messages/prepare';
import {
  isAcknowledgement,
  isEmptyAnswer,
  isNoValue,
  redirectsOutput,
  isWriteTool,
  readResult,
  type ResultReading,
} from '../tools/result-progress';
import { toolResultError } from '../tools/tool-errors';
import type { ToolView } from '../tools/tool-view';
import { planSignals } from './plans';

/** Calls in a run before it is a retry or a parameter drift. */
export const MIN_RUN_CALLS = 3;
/** Repetitions of a cycle before it is an oscillation. */
export const MIN_CYCLES = 3;
/** Fewest distinct tools in an oscillation cycle. */
export const MIN_CYCLE_TOOLS = 2;
/** Most distinct tools in an oscillation cycle. */
export const MAX_CYCLE_TOOLS = 5;
/**
 * Attempts of a run that must show no progress before it is a parameter drift; they must also be
 * at least half of the run's answered attempts (a long fan-out where two lookups come back empty
 * is still making progress). An attempt is one message's calls of the run: parallel calls are
 * made together, before any of their results is seen.
 */
export const MIN_STALLED_ATTEMPTS = 2;

/** What a call's result says about progress. */
export interface CallProgress {
  /**
   * `error` (the result reports an error, "not found" answers included), `empty` (an answer with
   * no data: `[]`, `{}`, `null`), `data`, or `none` (no result in the transcript).
   */
  readonly kind: 'error' | 'empty' | 'data' | 'none';
  /** The result's text, trimmed (compared between results); empty for `none`. */
  readonly text: string;
  /** True for an answer that only acknowledges the call: no text, or a short `OK`, `{"success": true}`. */
  readonly acknowledgement: boolean;
}

/** The {@link CallProgress} of a call. */
export type ProgressOf = (call: TracedCall) => CallProgress;

/**
 * Reads a call's result on its own (`toolResultError`, `isEmptyAnswer`, `isAcknowledgement`);
 * `readingOf` gives what its text says, kept from an earlier read (see `ToolView.reading`).
 */
export function progressOfResult(
  call: TracedCall,
  isError?: (call: TracedCall) => boolean,
  readingOf: (result: ToolMessage) => ResultReading = readResult,
): CallProgress {
  const result = call.result;
  if (result === undefined) return { kind: 'none', text: '', acknowledgement: false };
  const error =
    isError !== undefined
      ? isError(call)
      : toolResultError(result.text, call.name, undefined, result.errorFlag) !== undefined;
  const read = readingOf(result);
  const text = read.text;
  if (error) return { kind: 'error', text, acknowledgement: false };
  // A write that returned no value (`None`) did its work: nothing to report, not an empty lookup.
  if (isNoValue(text) && isWriteTool(call.name)) return { kind: 'data', text, acknowledgement: true };
  // A command whose output went to a file answers the same whatever it made.
  if (redirectsOutput(call.arguments)) return { kind: 'data', text, acknowledgement: true };
  read.empty ??= isEmptyAnswer(text);
  if (read.empty) return { kind: 'empty', text, acknowledgement: false };
  // No text at all acknowledges as much as "OK" does.
  read.acknowledgement ??= text === '' || isAcknowledgement(text);
  return { kind: 'data', text, acknowledgement: read.acknowledgement };
}

/** The canonical arguments of a call (`canonicalArguments`, or a remembered equal). */
export type ArgumentsKey = (call: TracedCall) => string;

interface Keyed {
  readonly call: TracedCall;
  readonly args: string;
}

/** What stalled in a run: results of stalled attempts by kind, and the attempts. */
interface Stalled {
  readonly failed: number;
  readonly empty: number;
  /** Answers with data equal to the answer to a call with other arguments. */
  readonly repeated: number;
  /** Attempts (one message's calls of the run) all of whose answered calls stalled. */
  readonly stalledAttempts: number;
  /** Attempts with at least one answered call. */
  readonly attempts: number;
}

/**
 * Retry, parameter-drift and oscillation signals over the calls, in order. `keyOf` gives a call's
 * canonical arguments and `progressOf` what its result says; both are asked only for calls in a
 * run of one tool (oscillation compares names only).
 */
export function loopSignals(
  calls: readonly TracedCall[],
  ctx: DetectorContext,
  keyOf: ArgumentsKey = (call) => canonicalArguments(call.arguments),
  progressOf: ProgressOf = (call) => progressOfResult(call),
): Signal[] {
  return [...sameToolRuns(calls, ctx, keyOf, progressOf), ...oscillations(calls, ctx)].sort(
    (a, b) => a.messageIndex - b.messageIndex,
  );
}

/** Retries, parameter drift and oscillation over the tool calls. */
export const loops: StatelessDetector = {
  name: 'loops',
  finish: (conversation, ctx) => {
    const view = conversation.tools;
    if (view === undefined) return [];
    const failed = failedCall(view, ctx);
    return loopSignals(
      view.calls,
      ctx,
      (call) => view.argumentsKey(call),
      (call) => progressOfResult(call, failed, view.reading),
    );
  },
};

/**
 * Whether a call failed, as the failure, exhaustion and plan detectors read it: an ordinary call
 * whose result reports an error, a plan call whose plan was invalid, rejected or had a step fail.
 */
function failedCall(view: ToolView, ctx: DetectorContext): (call: TracedCall) => boolean {
  let erroring: ReadonlySet<unknown> | undefined;
  return (call) => {
    const plan = view.plans.get(call);
    if (plan !== undefined) return planSignals(new Map([[call, plan]]), ctx).length > 0;
    erroring ??= new Set(view.erroringResults().map((e) => e.result));
    return erroring.has(call.result);
  };
}

function consecutive(a: TracedCall, b: TracedCall): boolean {
  return a.segment === b.segment;
}

/**
 * Each maximal run of one tool with ≥ 3 calls: a `parameter_drift` when it has ≥ 2 distinct
 * argument sets and ≥ 2 attempts without progress, at least half of its answered attempts, and a `retry` for each stretch of ≥ 3
 * identical calls in it (three identical failing calls then a changed one are both).
 */
function sameToolRuns(
  calls: readonly TracedCall[],
  ctx: DetectorContext,
  keyOf: ArgumentsKey,
  progressOf: ProgressOf,
): Signal[] {
  const signals: Signal[] = [];
  let start = 0;
  for (let i = 1; i <= calls.length; i++) {
    const prev = calls[i - 1]!;
    const cur = calls[i];
    if (cur !== undefined && cur.name === prev.name && consecutive(prev, cur)) continue;
    if (i - start >= MIN_RUN_CALLS)
      signals.push(
        ...runSignals(
          calls.slice(start, i).map((call) => ({ call, args: keyOf(call) })),
          ctx,
          progressOf,
        ),
      );
    start = i;
  }
  return signals;
}

function runSignals(run: readonly Keyed[], ctx: DetectorContext, progressOf: ProgressOf): Signal[] {
  const signals: Signal[] = [];
  const first = run[0]!.call;
  const last = run[run.length - 1]!.call;
  const distinct = new Set(run.map((k) => k.args)).size;
  const stalled = distinct >= 2 ? stalledResults(run, progressOf) : undefined;
  const stalledCount = stalled === undefined ? 0 : stalled.failed + stalled.empty + stalled.repeated;
  if (
    stalled !== undefined &&
    stalled.stalledAttempts >= MIN_STALLED_ATTEMPTS &&
    stalled.stalledAttempts * 2 >= stalled.attempts
  ) {
    signals.push(
      makeSignal(
        ctx,
        'execution.loops.parameter_drift',
        first.messageIndex,
        0.8,
        `${first.name} called ${run.length} times with ${distinct} argument sets, ${stalledCount} results without progress`,
        {
          tool: first.name,
          callIndex: first.messageIndex,
          lastCallIndex: last.messageIndex,
          calls: run.length,
          distinctArguments: distinct,
          failedResults: stalled.failed,
          emptyResults: stalled.empty,
          repeatedResults: stalled.repeated,
        },
      ),
    );
  }
  let start = 0;
  for (let i = 1; i <= run.length; i++) {
    if (i < run.length && run[i]!.args === run[start]!.args) continue;
    if (i - start >= MIN_RUN_CALLS) {
      const a = run[start]!;
      const z = run[i - 1]!;
      signals.push(
        makeSignal(
          ctx,
          'execution.loops.retry',
          a.call.messageIndex,
          0.9,
          `${a.call.name} called ${i - start} times with the same arguments`,
          {
            tool: a.call.name,
            callIndex: a.call.messageIndex,
            lastCallIndex: z.call.messageIndex,
            calls: i - start,
          },
        ),
      );
    }
    start = i;
  }
  return signals;
}

/**
 * What stalled in a run. A result shows no progress when it is an error, an empty answer, or an
 * answer with data equal to the answer to a call with other arguments (bare acknowledgements
 * excepted: every item gets the same "OK"; an answer equal to the answer to the same arguments is
 * a repeat, which `retry` reports). The calls of one message are one attempt, stalled when every
 * answered call of it stalled: the agent had seen none of their results when it chose them.
 */
function stalledResults(run: readonly Keyed[], progressOf: ProgressOf): Stalled {
  const progress = run.map(({ call }) => progressOf(call));
  const argsByAnswer = new Map<string, Set<string>>();
  run.forEach(({ args }, i) => {
    const p = progress[i]!;
    if (p.kind !== 'data' || p.acknowledgement) return;
    const seen = argsByAnswer.get(p.text);
    if (seen === undefined) argsByAnswer.set(p.text, new Set([args]));
    else seen.add(args);
  });
  const stalledKind = (i: number): 'error' | 'empty' | 'repeated' | undefined => {
    const p = progress[i]!;
    if (p.kind === 'error' || p.kind === 'empty') return p.kind;
    if (p.kind === 'data' && !p.acknowledgement && argsByAnswer.get(p.text)!.size >= 2) return 'repeated';
    return undefined;
  };
  let failed = 0;
  let empty = 0;
  let repeated = 0;
  let stalledAttempts = 0;
  let attempts = 0;
  for (let start = 0; start < run.length;) {
    let end = start + 1;
    while (end < run.length && run[end]!.call.messageIndex === run[start]!.call.messageIndex) end++;
    let answered = 0;
    const kinds: ('error' | 'empty' | 'repeated' | undefined)[] = [];
    for (let i = start; i < end; i++) {
      if (progress[i]!.kind === 'none') continue;
      answered++;
      kinds.push(stalledKind(i));
    }
    if (answered > 0) {
      attempts++;
      if (kinds.every((k) => k !== undefined)) {
        stalledAttempts++;
        for (const k of kinds) {
          if (k === 'error') failed++;
          else if (k === 'empty') empty++;
          else repeated++;
        }
      }
    }
    start = end;
  }
  return { failed, empty, repeated, stalledAttempts, attempts };
}

/**
 * Oscillations: at each call, the shortest period p in 2–5 whose p tools are distinct and repeat
 * (tool names only) for at least 3p consecutive calls; the run is reported once and scanning
 * resumes after it. A,B,A,B,A is not yet three cycles; A,B,A,B,A,B is.
 */
function oscillations(calls: readonly TracedCall[], ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  const names = calls.map((call) => call.name);
  let i = 0;
  while (i < calls.length) {
    let advanced = false;
    for (let p = MIN_CYCLE_TOOLS; p <= MAX_CYCLE_TOOLS; p++) {
      if (i + p * MIN_CYCLES > calls.length || !distinctWindow(names, i, p) || !sameSegment(calls, i, i + p - 1))
        continue;
      let end = i + p;
      while (end < calls.length && names[end] === names[end - p] && consecutive(calls[end - 1]!, calls[end]!)) end++;
      if (end - i < p * MIN_CYCLES) continue;
      const first = calls[i]!;
      const cycle = names.slice(i, i + p);
      signals.push(
        makeSignal(
          ctx,
          'execution.loops.oscillation',
          first.messageIndex,
          0.8,
          `${cycle.join(' → ')} repeated ${Math.floor((end - i) / p)} times`,
          {
            tool: cycle.join(','),
            callIndex: first.messageIndex,
            lastCallIndex: calls[end - 1]!.messageIndex,
            calls: end - i,
            cycleLength: p,
            cycles: Math.floor((end - i) / p),
          },
        ),
      );
      i = end;
      advanced = true;
      break;
    }
    if (!advanced) i++;
  }
  return signals;
}

function distinctWindow(names: readonly string[], from: number, p: number): boolean {
  for (let a = from; a < from + p; a++) for (let b = a + 1; b < from + p; b++) if (names[a] === names[b]) return false;
  return true;
}

function sameSegment(calls: readonly TracedCall[], from: number, to: number): boolean {
  return calls[from]!.segment === calls[to]!.segment;
}
