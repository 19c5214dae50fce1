/**
 * @module Plan signals: `execution.failure.invalid_plan` for a plan that is invalid as written or
 * that the executor rejected, `execution.failure.skipped_dependency` for each step skipped
 * because a step it depends on failed, and a failure (or exhaustion) signal for each failed step.
 */
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';
import { parseJson } from '../tools/canonical-json';
import { EXHAUSTION_CLASSES, PLAN_WORDS } from '../tools/lexicon';
import type { TracedCall } from '../tools/pair-calls';
import { firstMatch, matchText } from '../tools/patterns';
import { isDependencyReason, skippedLines, stepOutcomes, type StepOutcome } from '../tools/plan-results';
import { validatePlan } from '../tools/plan-validation';
import type { Plan } from '../tools/plans';
import { stageRejection } from '../tools/stage-transitions';
import { classifyError, signalTypeOf } from '../tools/tool-errors';
import { resultError, resultView } from '../tools/tool-memo';

/** Skipped-step lines read from one text answer. */
const MAX_SKIPPED_LINES = 50;
const HEADLINE_CHARS = 300;

/** Signals of the plan calls. */
export function planSignals(calls: ReadonlyMap<TracedCall, Plan>, ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  for (const [call, plan] of calls) signals.push(...signalsOfPlan(call, plan, ctx));
  return signals;
}

/** Plans that are invalid, rejected, or whose steps failed or were skipped. */
export const plans: StatelessDetector = {
  name: 'plans',
  finish: (conversation, ctx) => (conversation.tools === undefined ? [] : planSignals(conversation.tools.plans, ctx)),
};

function signalsOfPlan(call: TracedCall, plan: Plan, ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  const base = { tool: call.name, callIndex: call.messageIndex, steps: plan.stepCount };
  const defect = validatePlan(plan);
  if (defect !== undefined) {
    const meta = {
      ...base,
      reason: defect.problem,
      step: defect.step,
      ...(defect.target === undefined ? {} : { target: defect.target }),
    };
    // The snippet names the defect only: step ids come from the call's arguments, which never reach telemetry.
    signals.push(
      makeSignal(ctx, 'execution.failure.invalid_plan', call.messageIndex, 1, `${call.name}: ${defect.problem}`, meta),
    );
  }
  const result = call.result;
  if (result === undefined) return signals;
  const view = resultView(result, ctx.toolMemo);
  const outcomes = view.json === 'valid' ? stepOutcomes(parsedValue(view.text), plan) : [];
  const withResult = { ...base, resultIndex: result.index };
  if (outcomes.length > 0) {
    for (const outcome of outcomes) {
      const signal = outcomeSignal(outcome, outcomes, plan, result.index, withResult, defect !== undefined, ctx);
      if (signal !== undefined) signals.push(signal);
    }
    return signals;
  }
  const headline = firstMatch(PLAN_WORDS.rejectionHeadline, matchText(view.text, HEADLINE_CHARS));
  const error = resultError(result, call.name, ctx.toolMemo);
  if (error !== undefined && EXHAUSTION_CLASSES.has(error.errorClass)) {
    signals.push(
      makeSignal(ctx, error.type, result.index, error.confidence, error.detail, {
        ...withResult,
        reason: error.reason,
        ...(error.matched === undefined ? {} : { matched: error.matched }),
      }),
    );
  } else if (headline !== undefined || (error !== undefined && isRejection(error.detail, error.errorClass))) {
    if (defect === undefined) {
      const matched =
        headline ?? firstMatch(PLAN_WORDS.rejection, matchText(error!.detail, HEADLINE_CHARS * 5)) ?? error!.errorClass;
      signals.push(
        makeSignal(ctx, 'execution.failure.invalid_plan', result.index, 0.9, error?.detail ?? view.text, {
          ...withResult,
          reason: 'rejected',
          matched,
        }),
      );
    }
  } else if (error !== undefined) {
    signals.push(
      makeSignal(ctx, error.type, result.index, error.confidence, error.detail, {
        ...withResult,
        reason: error.reason,
        ...(error.matched === undefined ? {} : { matched: error.matched }),
      }),
    );
  }
  for (const line of view.json === 'valid' ? [] : skippedLines(view.text).slice(0, MAX_SKIPPED_LINES)) {
    signals.push(
      makeSignal(ctx, 'execution.failure.skipped_dependency', result.index, 0.8, line, {
        ...withResult,
        reason: 'text',
      }),
    );
  }
  return signals;
}

/** The whole value of a result whose view found it valid JSON (the view keeps none of it). */
function parsedValue(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/** An executor error that rejects the plan itself (unknown tool, cycle, duplicate step, …). */
function isRejection(detail: string, errorClass: string): boolean {
  return errorClass === 'tool_not_found' || PLAN_WORDS.rejection.test(matchText(detail, HEADLINE_CHARS * 5));
}

function outcomeSignal(
  outcome: StepOutcome,
  all: readonly StepOutcome[],
  plan: Plan,
  resultIndex: number,
  base: Record<string, string | number>,
  alreadyInvalid: boolean,
  ctx: DetectorContext,
): Signal | undefined {
  const meta = {
    ...base,
    ...(outcome.id === undefined ? {} : { step: outcome.id }),
    ...(outcome.tool === undefined ? {} : { stepTool: outcome.tool }),
  };
  if (outcome.status === 'skipped') {
    if (!isDependencyReason(outcome.detail) && !dependsOnFailure(outcome, all, plan)) return undefined;
    return makeSignal(
      ctx,
      'execution.failure.skipped_dependency',
      resultIndex,
      0.9,
      outcome.detail || `step ${outcome.id ?? '?'} skipped`,
      meta,
    );
  }
  if (outcome.status === 'rejected') {
    if (alreadyInvalid) return undefined;
    return makeSignal(ctx, 'execution.failure.invalid_plan', resultIndex, 0.9, outcome.detail, {
      ...meta,
      reason: 'rejected',
    });
  }
  if (outcome.status !== 'failed') return undefined;
  const stage = outcome.tool === undefined ? undefined : stageRejection(outcome.detail, outcome.tool);
  if (stage !== undefined) {
    return makeSignal(ctx, 'execution.failure.state_error', resultIndex, 0.9, outcome.detail, {
      ...meta,
      reason: 'stage_transition',
      matched: stage,
    });
  }
  const { errorClass, reason, matched } = classifyError(outcome.detail, undefined);
  return makeSignal(ctx, signalTypeOf(errorClass), resultIndex, reason === 'unclassified' ? 0.6 : 0.9, outcome.detail, {
    ...meta,
    reason,
    ...(matched === undefined ? {} : { matched }),
  });
}

/** True when a step the skipped one depends on failed or was skipped too. */
function dependsOnFailure(outcome: StepOutcome, all: readonly StepOutcome[], plan: Plan): boolean {
  const step = plan.steps.find((s) => s.id !== undefined && s.id === outcome.id);
  if (step === undefined) return false;
  return step.references.some((ref) =>
    all.some((o) => o.id === ref.id && (o.status === 'failed' || o.status === 'skipped')),
  );
}
