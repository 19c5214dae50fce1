/**
 * @module Tool loops (SPEC §5): `retry` (≥ 3 consecutive calls of one tool with identical
 * arguments), `parameter_drift` (≥ 3 consecutive calls of one tool with ≥ 2 distinct argument
 * sets) and `oscillation` (a cycle of 2–5 distinct tools repeated ≥ 3 times), one signal per run.
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

/** Calls in a run before it is a retry or a parameter drift. */
export const MIN_RUN_CALLS = 3;
/** Repetitions of a cycle before it is an oscillation. */
export const MIN_CYCLES = 3;
/** Fewest distinct tools in an oscillation cycle. */
export const MIN_CYCLE_TOOLS = 2;
/** Most distinct tools in an oscillation cycle. */
export const MAX_CYCLE_TOOLS = 5;

/** The canonical arguments of a call (`canonicalArguments`, or a remembered equal). */
export type ArgumentsKey = (call: TracedCall) => string;

interface Keyed {
  readonly call: TracedCall;
  readonly args: string;
}

/**
 * Retry, parameter-drift and oscillation signals over the calls, in order. `keyOf` gives a call's
 * canonical arguments; it is asked only for calls in a run of one tool (oscillation compares
 * names only).
 */
export function loopSignals(
  calls: readonly TracedCall[],
  ctx: DetectorContext,
  keyOf: ArgumentsKey = (call) => canonicalArguments(call.arguments),
): Signal[] {
  return [...sameToolRuns(calls, ctx, keyOf), ...oscillations(calls, ctx)].sort(
    (a, b) => a.messageIndex - b.messageIndex,
  );
}

/** Retries, parameter drift and oscillation over the tool calls. */
export const loops: StatelessDetector = {
  name: 'loops',
  finish: (conversation, ctx) =>
    conversation.tools === undefined
      ? []
      : loopSignals(conversation.tools.calls, ctx, (call) => conversation.tools!.argumentsKey(call)),
};

function consecutive(a: TracedCall, b: TracedCall): boolean {
  return a.segment === b.segment;
}

/**
 * Each maximal run of one tool with ≥ 3 calls: a `parameter_drift` when it has ≥ 2 distinct
 * argument sets, and a `retry` for each stretch of ≥ 3 identical calls in it (a run of three
 * identical calls then a changed one is both).
 */
function sameToolRuns(calls: readonly TracedCall[], ctx: DetectorContext, keyOf: ArgumentsKey): Signal[] {
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
        ),
      );
    start = i;
  }
  return signals;
}

function runSignals(run: readonly Keyed[], ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  const first = run[0]!.call;
  const last = run[run.length - 1]!.call;
  const distinct = new Set(run.map((k) => k.args)).size;
  if (distinct >= 2) {
    signals.push(
      makeSignal(
        ctx,
        'execution.loops.parameter_drift',
        first.messageIndex,
        0.7,
        `${first.name} called ${run.length} times with ${distinct} argument sets`,
        {
          tool: first.name,
          callIndex: first.messageIndex,
          lastCallIndex: last.messageIndex,
          calls: run.length,
          distinctArguments: distinct,
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
