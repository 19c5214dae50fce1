/**
 * @module Failure signals from ordinary tool results (plan calls are read by `plans`): one
 * `execution.failure.*` signal per result that reports an error of a failure class, with the
 * tool, the call's message index and the error text as evidence.
 */
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';
import type { Signal } from '../types';
import type { ErroringResult } from '../tools/tool-view';

/**
 * The signal of a result that reports an error: its type is the error's (`execution.failure.*`
 * or `environment.exhaustion.*`), at the result's index.
 */
export function resultSignal(erroring: ErroringResult, ctx: DetectorContext): Signal {
  const { result, tool, callIndex, error } = erroring;
  const metadata: Record<string, string | number | boolean> = { tool, reason: error.reason, shape: error.shape };
  if (callIndex !== undefined) metadata.callIndex = callIndex;
  if (error.matched !== undefined) metadata.matched = error.matched;
  if (error.status !== undefined) metadata.status = error.status;
  return makeSignal(ctx, error.type, result.index, error.confidence, error.detail, metadata);
}

/**
 * The signals of the results whose error type starts with `prefix`: those of ordinary calls in
 * call order, then the results no call claimed (named by their `name` field).
 */
function resultSignals(results: readonly ErroringResult[], prefix: string, ctx: DetectorContext): readonly Signal[] {
  const signals: Signal[] = [];
  for (const erroring of results) if (erroring.error.type.startsWith(prefix)) signals.push(resultSignal(erroring, ctx));
  return signals;
}

/**
 * A detector of the ordinary tool results that report an error whose type starts with `prefix`
 * (see {@link resultSignals}).
 *
 * @example resultClassDetector('exhaustion', 'environment.exhaustion.')
 */
export function resultClassDetector(name: string, prefix: string): StatelessDetector {
  return {
    name,
    finish: (conversation, ctx) =>
      conversation.tools === undefined ? [] : resultSignals(conversation.tools.erroringResults(), prefix, ctx),
  };
}

/** Tool results that report a failure (invalid arguments, unknown tool, auth misuse, state error, bad query). */
export const failures: StatelessDetector = resultClassDetector('failures', 'execution.failure.');
