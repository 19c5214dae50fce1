/**
 * @module Execution and environment signals of tool-using agents (SPEC §5): failures, loops and
 * exhaustion read from tool calls and results, with plans expanded into their steps.
 */
import type { PreparedConversation } from '../conversation/prepare';
import { traceToolCalls, type TracedCall } from '../tools/pair-calls';
import { planSignals } from '../tools/plan-signals';
import { readPlan, type Plan } from '../tools/plans';
import { resultErrorSignals } from '../tools/result-errors';
import { loopSignals } from '../tools/tool-loops';
import type { CountSeverity, Signal } from '../types';
import type { DetectorContext } from './context';
import { countSeverity } from './severity';

/** Result of {@link detectToolSignals}. */
export interface ToolSignalsResult {
  readonly failure: CountSeverity;
  readonly loops: CountSeverity;
  readonly exhaustion: CountSeverity;
  /** Tool calls found inside plans, added to the report's `toolCalls`. */
  readonly planSteps: number;
  readonly signals: Signal[];
}

const EMPTY: ToolSignalsResult = {
  failure: countSeverity(0),
  loops: countSeverity(0),
  exhaustion: countSeverity(0),
  planSteps: 0,
  signals: [],
};

/**
 * Failures (`execution.failure.*`), loops (`execution.loops.*`) and exhaustion
 * (`environment.exhaustion.*`) of the analysed window. Each count is the number of its signals;
 * plan steps are counted in `planSteps`. Never throws: on an unexpected error it reports nothing.
 */
export function detectToolSignals(conversation: PreparedConversation, ctx: DetectorContext): ToolSignalsResult {
  try {
    return detect(conversation, ctx);
  } catch {
    return { ...EMPTY, signals: [] };
  }
}

function detect(conversation: PreparedConversation, ctx: DetectorContext): ToolSignalsResult {
  const trace = traceToolCalls(conversation);
  if (trace.calls.length === 0 && trace.orphanResults.length === 0) return { ...EMPTY, signals: [] };
  const plans = new Map<TracedCall, Plan>();
  let planSteps = 0;
  for (const call of trace.calls) {
    const plan = readPlan(call.name, call.arguments);
    if (plan === undefined) continue;
    plans.set(call, plan);
    planSteps += plan.stepCount;
  }
  const signals = [
    ...resultErrorSignals(trace.calls, (call) => plans.has(call), trace.orphanResults, ctx),
    ...planSignals(plans, ctx),
    ...loopSignals(trace.calls, ctx),
  ].sort((a, b) => a.messageIndex - b.messageIndex);
  let failure = 0;
  let loops = 0;
  let exhaustion = 0;
  for (const signal of signals) {
    if (signal.type.startsWith('execution.failure.')) failure++;
    else if (signal.type.startsWith('execution.loops.')) loops++;
    else if (signal.type.startsWith('environment.exhaustion.')) exhaustion++;
  }
  return {
    failure: countSeverity(failure),
    loops: countSeverity(loops),
    exhaustion: countSeverity(exhaustion),
    planSteps,
    signals,
  };
}
