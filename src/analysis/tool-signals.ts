/**
 * @module Execution and environment signals of tool-using agents (SPEC §5): failures, loops and
 * exhaustion read from tool calls and results, with plans expanded into their steps.
 */
import type { PreparedConversation } from '../messages/prepare';
import { traceToolCalls, type TracedCall } from '../tools/pair-calls';
import { planSignals } from '../detectors/plans';
import type { Plan } from '../tools/plans';
import { resultErrorSignals } from '../detectors/failures';
import { loopSignals } from '../detectors/loops';
import { argumentsKeyOf, callFacts, type CallFacts, type ToolMemo } from '../tools/tool-memo';
import type { CountSeverity, Signal } from '../types';
import type { DetectorContext } from '../detectors/context';
import { countSeverity } from '../detectors/severity';

/** Result of {@link detectToolSignals}. */
export interface ToolSignalsResult {
  readonly failure: CountSeverity;
  readonly loops: CountSeverity;
  readonly exhaustion: CountSeverity;
  /** Tool calls found inside plans, added to the report's `toolCalls`. */
  readonly planSteps: number;
  readonly signals: Signal[];
}

const NO_FAILURE = countSeverity(0);
const NO_LOOPS = countSeverity(0);
const NO_EXHAUSTION = countSeverity(0);

/** The result with nothing found: a fresh signal list, the shared zero counts. */
function empty(): ToolSignalsResult {
  return { failure: NO_FAILURE, loops: NO_LOOPS, exhaustion: NO_EXHAUSTION, planSteps: 0, signals: [] };
}

/**
 * Failures (`execution.failure.*`), loops (`execution.loops.*`) and exhaustion
 * (`environment.exhaustion.*`) of the analysed window. Each count is the number of its signals;
 * plan steps are counted in `planSteps`. `memo` (see `createToolMemo`) keeps what was read from
 * each call and result for later calls over a grown conversation. Never throws: on an unexpected
 * error it reports nothing.
 */
export function detectToolSignals(
  conversation: PreparedConversation,
  ctx: DetectorContext,
  memo?: ToolMemo,
): ToolSignalsResult {
  try {
    return detect(conversation, ctx, memo);
  } catch {
    return empty();
  }
}

function detect(
  conversation: PreparedConversation,
  ctx: DetectorContext,
  memo: ToolMemo | undefined,
): ToolSignalsResult {
  if (!conversation.messages.some((m) => m.role === 'tool' || m.toolCalls.length > 0)) return empty();
  const trace = traceToolCalls(conversation);
  if (trace.calls.length === 0 && trace.orphanResults.length === 0) return empty();
  const plans = new Map<TracedCall, Plan>();
  const factsOf = new Map<TracedCall, CallFacts>();
  let planSteps = 0;
  for (const call of trace.calls) {
    const facts = callFacts(call, memo);
    factsOf.set(call, facts);
    if (facts.plan === undefined) continue;
    plans.set(call, facts.plan);
    planSteps += facts.plan.stepCount;
  }
  const signals = [
    ...resultErrorSignals(trace.calls, (call) => plans.has(call), trace.orphanResults, ctx, memo),
    ...planSignals(plans, ctx),
    ...loopSignals(trace.calls, ctx, (call) => argumentsKeyOf(call, factsOf.get(call)!)),
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
