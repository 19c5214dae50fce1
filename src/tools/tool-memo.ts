/**
 * @module What the tool detectors learn from one call or one result alone (parsed arguments,
 * plan, argument key, error classification), kept by `ConversationTracker` between reports so
 * a report re-reads no tool output it has read before.
 */
import type { PreparedMessage } from '../conversation/prepare';
import type { RawToolCall } from '../conversation/extract';
import { argumentsValue, canonicalArguments } from './canonical-json';
import type { TracedCall } from './pair-calls';
import { argumentsKeyFromText } from './arguments-key';
import { isPlanToolName, readPlan, type Plan } from './plans';
import { toolResultError, type ToolError } from './tool-errors';

/** What one call's name and arguments say on their own. */
export interface CallFacts {
  /** The call's plan, when it is a plan call (see `readPlan`). */
  readonly plan: Plan | undefined;
  /** `canonicalArguments` of the call: equal for equal arguments. */
  readonly argumentsKey: string;
}

/** Remembered facts, by call and by result message (then by the tool it answers). */
export interface ToolMemo {
  readonly calls: WeakMap<RawToolCall, CallFacts>;
  readonly results: WeakMap<PreparedMessage, Map<string, ToolError | undefined>>;
}

/** An empty memo. */
export function createToolMemo(): ToolMemo {
  return { calls: new WeakMap(), results: new WeakMap() };
}

/**
 * The facts of a call: its arguments are parsed once, for the plan reader and the argument key.
 * Usually they are not parsed at all: the key is read from the text (`argumentsKeyFromText`), and
 * a call of a tool that is not a plan tool, whose text never names `steps`, holds no plan.
 */
export function callFacts(call: TracedCall, memo: ToolMemo | undefined): CallFacts {
  const known = memo?.calls.get(call.source);
  if (known !== undefined) return known;
  const textKey = mayHoldPlan(call) ? undefined : argumentsKeyFromText(call.arguments);
  let facts: CallFacts;
  if (textKey !== undefined) facts = { plan: undefined, argumentsKey: textKey };
  else {
    const parsed = argumentsValue(call.arguments);
    facts = { plan: readPlan(call.name, call.arguments, parsed), argumentsKey: canonicalArguments(call.arguments, parsed) };
  }
  memo?.calls.set(call.source, facts);
  return facts;
}

/**
 * True unless the call cannot be a plan call: a plan tool by name, or arguments that may hold a
 * `steps` list. (Arguments `argumentsKeyFromText` reads have no escaped keys, so a `steps` key
 * appears as `"steps"` in the text.)
 */
function mayHoldPlan(call: TracedCall): boolean {
  return typeof call.arguments !== 'string' || call.arguments.includes('"steps"') || isPlanToolName(call.name);
}

/** `toolResultError` of a result answering `tool`. */
export function resultError(result: PreparedMessage, tool: string, memo: ToolMemo | undefined): ToolError | undefined {
  if (memo === undefined) return toolResultError(result.text, tool);
  let byTool = memo.results.get(result);
  if (byTool === undefined) {
    byTool = new Map();
    memo.results.set(result, byTool);
  }
  if (byTool.has(tool)) return byTool.get(tool);
  const error = toolResultError(result.text, tool);
  byTool.set(tool, error);
  return error;
}
