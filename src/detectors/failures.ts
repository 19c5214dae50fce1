/**
 * @module Failure and exhaustion signals from ordinary tool results (plan calls are read by
 * `plan-signals`): one signal per result that reports an error, with the tool, the call's message
 * index and the error text as evidence.
 */
import type { PreparedMessage } from '../messages/prepare';
import type { DetectorContext } from './context';
import { makeSignal } from './evidence';
import type { Signal } from '../types';
import type { TracedCall } from '../tools/pair-calls';
import { resultError, type ToolMemo } from '../tools/tool-memo';

/** Name used for a result whose call is unknown and that carries no `name`. */
export const UNKNOWN_TOOL = 'unknown';

/**
 * One signal per result that reports an error: the results of `calls` that are not plan calls,
 * then `orphans` (results with no call, named by their `name` field). `memo` keeps each result's
 * classification between calls.
 */
export function resultErrorSignals(
  calls: readonly TracedCall[],
  isPlanCall: (call: TracedCall) => boolean,
  orphans: readonly PreparedMessage[],
  ctx: DetectorContext,
  memo?: ToolMemo,
): Signal[] {
  const signals: Signal[] = [];
  for (const call of calls) {
    if (call.result === undefined || isPlanCall(call)) continue;
    const signal = resultSignal(call.result, call.name, call.messageIndex, ctx, memo);
    if (signal !== undefined) signals.push(signal);
  }
  for (const result of orphans) {
    const signal = resultSignal(result, result.name ?? UNKNOWN_TOOL, undefined, ctx, memo);
    if (signal !== undefined) signals.push(signal);
  }
  return signals;
}

function resultSignal(
  result: PreparedMessage,
  tool: string,
  callIndex: number | undefined,
  ctx: DetectorContext,
  memo: ToolMemo | undefined,
): Signal | undefined {
  const error = resultError(result, tool, memo);
  if (error === undefined) return undefined;
  const metadata: Record<string, string | number | boolean> = { tool, reason: error.reason, shape: error.shape };
  if (callIndex !== undefined) metadata.callIndex = callIndex;
  if (error.matched !== undefined) metadata.matched = error.matched;
  if (error.status !== undefined) metadata.status = error.status;
  return makeSignal(ctx, error.type, result.index, error.confidence, error.detail, metadata);
}
