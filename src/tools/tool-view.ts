/**
 * @module What the tool detectors read of a conversation, parsed once: every call paired with its
 * result, the plans read from plan calls, and each result's error classification on demand.
 */
import type { PreparedMessage, ToolMessage } from '../messages/prepare';
import { usesTools } from '../messages/prepare';
import { traceToolCalls, type TracedCall } from './pair-calls';
import type { Plan } from './plans';
import type { ToolError } from './tool-errors';
import type { ResultReading } from './result-progress';
import {
  argumentsKeyOf,
  messageCallFacts,
  resultError,
  resultReading,
  type CallFacts,
  type ToolMemo,
} from './tool-memo';

/** A result that reports an error, with the call it answers. */
export interface ErroringResult {
  readonly result: ToolMessage;
  /** The tool the result answers: its call's name, else the result's `name`, else `unknown`. */
  readonly tool: string;
  /** Index of the calling message; undefined for a result with no call. */
  readonly callIndex: number | undefined;
  readonly error: ToolError;
}

/** The tool calls and results of a conversation, parsed. */
export interface ToolView {
  /** The calls, in order, each with its result when one was found. */
  readonly calls: readonly TracedCall[];
  /** Results no call claimed. */
  readonly orphanResults: readonly ToolMessage[];
  /** The plan of each plan call. */
  readonly plans: ReadonlyMap<TracedCall, Plan>;
  /** Tool calls found inside plans, added to the report's `toolCalls`. */
  readonly planSteps: number;
  /** The canonical arguments of a call, computed on first need. */
  argumentsKey(call: TracedCall): string;
  /** What a result's text says whatever the call, read once (once per tracked conversation with a memo). */
  reading(result: ToolMessage): ResultReading;
  /**
   * The results that report an error, in order: those of ordinary (not plan) calls, then the
   * orphans. Classified once per view.
   */
  erroringResults(): readonly ErroringResult[];
}

/** Name used for a result whose call is unknown and that carries no `name`. */
export const UNKNOWN_TOOL = 'unknown';

/**
 * The tool view of the analysed messages, or undefined when they hold no tool call and no tool
 * result. `memo` (see `createToolMemo`) keeps what was read from each call and result for later
 * views over a grown conversation.
 */
export function readToolView(messages: readonly PreparedMessage[], memo?: ToolMemo): ToolView | undefined {
  if (!messages.some(usesTools)) return undefined;
  const trace = traceToolCalls(messages);
  if (trace.calls.length === 0 && trace.orphanResults.length === 0) return undefined;
  const plans = new Map<TracedCall, Plan>();
  const factsOf = new Map<TracedCall, CallFacts>();
  let planSteps = 0;
  // One message's calls at a time: they share its plan budget (see `messageCallFacts`).
  for (let first = 0; first < trace.calls.length;) {
    let end = first + 1;
    while (end < trace.calls.length && trace.calls[end]!.messageIndex === trace.calls[first]!.messageIndex) end++;
    const calls = trace.calls.slice(first, end);
    const facts = messageCallFacts(calls, memo);
    calls.forEach((call, i) => {
      const known = facts[i]!;
      factsOf.set(call, known);
      if (known.plan === undefined) return;
      plans.set(call, known.plan);
      planSteps += known.plan.stepCount;
    });
    first = end;
  }
  let erroring: ErroringResult[] | undefined;
  const readings = memo?.readings ?? new WeakMap<ToolMessage, ResultReading>();
  return {
    calls: trace.calls,
    orphanResults: trace.orphanResults,
    plans,
    planSteps,
    argumentsKey: (call) => argumentsKeyOf(call, factsOf.get(call)!),
    reading: (result) => resultReading(result, readings),
    erroringResults: () => (erroring ??= erroringResults(trace.calls, plans, trace.orphanResults, memo)),
  };
}

function erroringResults(
  calls: readonly TracedCall[],
  plans: ReadonlyMap<TracedCall, Plan>,
  orphans: readonly ToolMessage[],
  memo: ToolMemo | undefined,
): ErroringResult[] {
  const out: ErroringResult[] = [];
  for (const call of calls) {
    if (call.result === undefined || plans.has(call)) continue;
    const error = resultError(call.result, call.name, memo);
    if (error !== undefined) out.push({ result: call.result, tool: call.name, callIndex: call.messageIndex, error });
  }
  for (const result of orphans) {
    const tool = result.name ?? UNKNOWN_TOOL;
    const error = resultError(result, tool, memo);
    if (error !== undefined) out.push({ result, tool, callIndex: undefined, error });
  }
  return out;
}
