/**
 * @module What the tool detectors learn from one call or one result alone (parsed arguments,
 * plan, argument key, the result's view and error classification), shared by the detectors of one
 * analysis and kept by `ConversationTracker` between reports, so a result is read once however
 * many detectors ask, and a report re-reads no tool output it has read before.
 */
import type { ToolMessage } from '../messages/prepare';
import type { RawToolCall } from '../messages/extract';
import { argumentsValue, canonicalArguments } from './canonical-json';
import type { TracedCall } from './pair-calls';
import { argumentsKeyFromText } from './arguments-key';
import { isPlanToolName, planBudget, readPlan, type Plan, type PlanBudget } from './plans';
import { readResult, type ResultReading } from './result-progress';
import { readToolResult, type ResultView } from './error-shape';
import { toolResultError, type ToolError } from './tool-errors';
import { hash64 } from '../text/fnv1a';

/** What one call's name and arguments say on their own. */
export interface CallFacts {
  /** The call's plan, when it is a plan call (see `readPlan`). */
  readonly plan: Plan | undefined;
  /**
   * `canonicalArguments` of the call: equal for equal arguments. Undefined until first asked for
   * ({@link argumentsKeyOf}): only calls in a run of one tool need it.
   */
  argumentsKey: string | undefined;
}

/**
 * What is known of one result: its view (`readToolResult`), and its error classification
 * (`toolResultError`) by the tool it answers, each kept once asked. A result answers one tool
 * in all but odd transcripts (a result claimed by two calls): its first tool and error are kept
 * as they are, any other tool's in `others`.
 */
export interface ResultFacts {
  readonly view: ResultView;
  /** The first tool asked about; undefined until one is. */
  tool: string | undefined;
  /** The error of the result answering {@link tool}. */
  error: ToolError | undefined;
  /** The errors for any other tool asked about. */
  others: Map<string, ToolError | undefined> | undefined;
}

/**
 * Remembered facts, by call and by result message: its view and errors (see {@link ResultFacts})
 * and what its text says whatever the call (see `ResultReading`). Keyed by the message objects:
 * what is kept of a result goes with it.
 */
export interface ToolMemo {
  readonly calls: WeakMap<RawToolCall, CallFacts>;
  readonly results: WeakMap<ToolMessage, ResultFacts>;
  readonly readings: WeakMap<ToolMessage, ResultReading>;
}

/** An empty memo. */
export function createToolMemo(): ToolMemo {
  return { calls: new WeakMap(), results: new WeakMap(), readings: new WeakMap() };
}

/** What {@link callFacts} reads of a call. */
export type CallToRead = Pick<TracedCall, 'source' | 'name' | 'arguments'>;

/**
 * The facts of the calls of ONE message, in order, their plans read under one budget
 * (`planBudget`: plans, steps and references read per message). `analyze` and
 * `ConversationTracker` both read calls through here, so a tracked conversation keeps exactly the
 * plans `analyze` reads.
 */
export function messageCallFacts(calls: readonly CallToRead[], memo: ToolMemo | undefined): CallFacts[] {
  const budget = planBudget();
  return calls.map((call) => callFacts(call, memo, budget));
}

/**
 * The facts of a call, its plan read: arguments that may hold a plan are parsed once, for the
 * plan reader and the argument key. Those of a call of a tool that is not a plan tool, whose text
 * never names `steps`, hold no plan and are not read here at all. `budget` is what is left of
 * the call's message (see {@link messageCallFacts}).
 */
function callFacts(call: CallToRead, memo: ToolMemo | undefined, budget: PlanBudget): CallFacts {
  const known = memo?.calls.get(call.source);
  if (known !== undefined) return known;
  let facts: CallFacts;
  if (!mayHoldPlan(call)) facts = { plan: undefined, argumentsKey: undefined };
  else {
    const parsed = argumentsValue(call.arguments);
    facts = {
      plan: readPlan(call.name, call.arguments, parsed, budget),
      argumentsKey: canonicalArguments(call.arguments, parsed),
    };
  }
  memo?.calls.set(call.source, facts);
  return facts;
}

/** Longest argument key a compacted call keeps as it is; longer keys are kept as their hash. */
const MAX_KEPT_KEY_CHARS = 64;

/** What a compacted call holds as its arguments: they were read, and are never read again. */
export const COMPACTED_ARGUMENTS: unknown = Object.freeze({ compacted: true });

/**
 * The calls to keep in place of a message's `calls` in a tracked conversation (see
 * {@link compactCall}), all read first under the message's plan budget ({@link messageCallFacts}).
 */
export function compactCalls(calls: readonly RawToolCall[], memo: ToolMemo): RawToolCall[] {
  messageCallFacts(
    calls.map((call) => ({ source: call, name: call.name, arguments: call.arguments })),
    memo,
  );
  return calls.map((call) => compactCall(call, memo));
}

/**
 * A call to keep in place of `call` in a tracked conversation: its arguments read now (plan and
 * argument key, into `memo`; read through {@link compactCalls}, the message's plan budget) and then dropped, so what the conversation holds of a call is its
 * capped name and id, its plan and a key of at most 64 characters (a longer canonical form is
 * kept as its length and 64-bit hash: equal arguments still give equal keys). Arguments of at
 * most 64 characters are kept as they are. Was: every call's arguments kept whole, 86 MiB for a
 * conversation of 100 calls of 900,000 characters.
 */
export function compactCall(call: RawToolCall, memo: ToolMemo): RawToolCall {
  const args = call.arguments;
  if (args === undefined || args === null || (typeof args === 'string' && args.length <= MAX_KEPT_KEY_CHARS))
    return call;
  const traced = { source: call, name: call.name, arguments: args } as TracedCall;
  const facts = memo.calls.get(call) ?? messageCallFacts([traced], memo)[0]!;
  const key = argumentsKeyOf(traced, facts);
  const compact: RawToolCall = { id: call.id, name: call.name, arguments: COMPACTED_ARGUMENTS };
  memo.calls.set(compact, {
    plan: facts.plan,
    argumentsKey: key.length <= MAX_KEPT_KEY_CHARS ? key : `#${key.length}#${hash64(key)}`,
  });
  return compact;
}

/**
 * `canonicalArguments` of a call whose {@link callFacts} are `facts`, computed on first need and
 * kept in them: usually read from the text (`argumentsKeyFromText`) without parsing it.
 */
export function argumentsKeyOf(call: CallToRead, facts: CallFacts): string {
  facts.argumentsKey ??= argumentsKeyFromText(call.arguments) ?? canonicalArguments(call.arguments);
  return facts.argumentsKey;
}

/**
 * True unless the call cannot be a plan call: a plan tool by name, arguments that are not a
 * string, or a string that may hold a `steps` list. JSON can spell that key only as `"steps"` or
 * with a backslash escape, so a string with neither holds none.
 */
function mayHoldPlan(call: CallToRead): boolean {
  const args = call.arguments;
  return typeof args !== 'string' || args.includes('"steps"') || args.includes('\\') || isPlanToolName(call.name);
}

/**
 * `readToolResult` of a result, read on first need and kept in `memo` (read each time without
 * one): the failure, loop and plan detectors and positive feedback all ask through here, so one
 * analysis (one tracked conversation) reads each result at most once, and one nobody asks about never.
 */
export function resultView(result: ToolMessage, memo: ToolMemo | undefined): ResultView {
  return memo === undefined ? readToolResult(result.text) : resultFacts(result, memo).view;
}

/** `toolResultError` of a result answering `tool`, its view read through {@link resultView}. */
export function resultError(result: ToolMessage, tool: string, memo: ToolMemo | undefined): ToolError | undefined {
  if (memo === undefined) return toolResultError(result.text, tool, undefined, result.errorFlag);
  const facts = resultFacts(result, memo);
  if (facts.tool === tool) return facts.error;
  if (facts.others?.has(tool) === true) return facts.others.get(tool);
  const error = toolResultError(result.text, tool, facts.view, result.errorFlag);
  if (facts.tool === undefined) {
    facts.tool = tool;
    facts.error = error;
  } else (facts.others ??= new Map()).set(tool, error);
  return error;
}

/** The {@link ResultFacts} of a result, made (its view read) on first need. */
function resultFacts(result: ToolMessage, memo: ToolMemo): ResultFacts {
  let facts = memo.results.get(result);
  if (facts === undefined) {
    facts = { view: readToolResult(result.text), tool: undefined, error: undefined, others: undefined };
    memo.results.set(result, facts);
  }
  return facts;
}

/** The {@link ResultReading} of a result, kept in `readings` (a memo's, or one view's). */
export function resultReading(result: ToolMessage, readings: WeakMap<ToolMessage, ResultReading>): ResultReading {
  let reading = readings.get(result);
  if (reading === undefined) {
    reading = readResult(result);
    readings.set(result, reading);
  }
  return reading;
}
