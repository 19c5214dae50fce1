/**
 * @module The analysis core `analyze` and `ConversationTracker` share: counting, the detector
 * pass over each message, the whole-conversation detectors and the language of the window.
 */
import type { DetectorContext } from '../detectors/context';
import type { Detector, FinishedConversation } from '../detectors/detector';
import { DETECTORS } from '../detectors';
import { excessiveTurns } from '../detectors/turns';
import { resolveLanguage } from '../language/resolve';
import type { LexiconRegistry } from '../lexicon/registry';
import { MessageCounter, type ConversationCounts } from '../messages/counts';
import { shapeOf, type ConversationShape } from '../profile/baselines';
import type { PreparedMessage } from '../messages/prepare';
import type { AnalyzeConfig } from '../options';
import { readToolView } from '../tools/tool-view';
import type { Signal } from '../types';

/**
 * A counter keeping the user-turn indices the turn detector reads (up to the first past the
 * excessive threshold, baseline + 7: the 13th at the default baseline 5).
 */
export function messageCounter(baselineTurns: number): MessageCounter {
  return new MessageCounter(excessiveTurns(baselineTurns) + 1);
}

/**
 * Counts over a whole list, with the window of its last `maxMessages` items. `indices` gives the
 * list index of each item when the list was read by its own indices (a sparse list, see
 * `snapshotItems`), and `total` the list's length then. `baselineTurns` sets how many user-turn
 * indices are kept (the turn thresholds follow it).
 */
export function countMessages(
  items: readonly unknown[],
  maxMessages: number,
  baselineTurns: number,
  indices?: readonly number[],
  total: number = items.length,
): ConversationCounts {
  const counter = messageCounter(baselineTurns);
  for (let k = 0; k < items.length; k++) counter.add(items[k], indices === undefined ? k : indices[k]);
  const first = Math.max(0, items.length - maxMessages);
  return counter.counts(indices === undefined ? first : (indices[first] ?? total), total);
}

/** The shape of a conversation's counts (what learned baselines are made of). */
export function shapeOfCounts(counts: ConversationCounts): ConversationShape {
  return shapeOf({ ...counts, toolCalls: counts.toolCallCount });
}

/** The shape of a message list (what learned baselines are made of). */
export function shapeOfMessages(items: readonly unknown[]): ConversationShape {
  return shapeOfCounts(countMessages(items, Number.MAX_SAFE_INTEGER, 0));
}

/** The language of a window's sample, unless the options fix it. */
export function languageOf(sample: string, config: AnalyzeConfig, lexicons: LexiconRegistry): string {
  return config.language ?? resolveLanguage(sample, lexicons);
}

type StepRole = PreparedMessage['role'];

/** Positions in {@link DETECTORS} of the detectors that step through messages of each role. */
const STEPPING: Readonly<Record<StepRole, readonly number[]>> = {
  user: steppingFor('user'),
  assistant: steppingFor('assistant'),
  tool: steppingFor('tool'),
};

function steppingFor(role: StepRole): number[] {
  const out: number[] = [];
  DETECTORS.forEach((d, i) => {
    if (d.step !== undefined && (d.roles === undefined || d.roles.includes(role))) out.push(i);
  });
  return out;
}

/**
 * The per-message detectors of one conversation, each with its lookback state: {@link step} feeds
 * them one message at a time, in order.
 */
export class DetectorPass {
  /** Lookback state of each detector, by its position in the registry. */
  private readonly states: unknown[] = DETECTORS.map((d) => d.initialState?.());

  /** Appends the signals of one message (tokenised and matched: see `analysed`) to `out`. */
  step(message: PreparedMessage, ctx: DetectorContext, out: Signal[] = []): Signal[] {
    const stepping = STEPPING[message.role];
    for (let k = 0; k < stepping.length; k++) {
      const i = stepping[k]!;
      const found = DETECTORS[i]!.step!(message, this.states[i], ctx);
      if (found === undefined) continue;
      if (Array.isArray(found)) for (const signal of found as readonly Signal[]) out.push(signal);
      else out.push(found as Signal);
    }
    return out;
  }
}

/** What the whole-conversation detectors found. */
export interface FinishedSignals {
  /** Signals of those listed before the per-message detectors (turns), in message order. */
  readonly leading: readonly Signal[];
  /** Signals of those listed after them (the tool families), in message order. */
  readonly trailing: readonly Signal[];
  /** Tool calls found inside plans, added to the report's `toolCalls`. */
  readonly planSteps: number;
}

/**
 * Runs the whole-conversation detectors over the counts and the analysed messages (only those
 * with tool calls or results are read). The context's `toolMemo` keeps what was read from each
 * tool call and result, for the per-message detectors before and later reports. Never throws: a
 * detector that fails reports nothing.
 */
export function finishSignals(
  counts: ConversationCounts,
  messages: readonly PreparedMessage[],
  ctx: DetectorContext,
  detectors: readonly Detector<unknown>[] = DETECTORS,
): FinishedSignals {
  let tools;
  try {
    tools = readToolView(messages, ctx.toolMemo);
  } catch {
    tools = undefined; // unreadable tool output: no tool signals
  }
  const conversation: FinishedConversation = { counts, messages, tools };
  const leading: Signal[] = [];
  const trailing: Signal[] = [];
  let stepSeen = false;
  for (const detector of detectors) {
    if (detector.step !== undefined) stepSeen = true;
    if (detector.finish === undefined) continue;
    const out = stepSeen ? trailing : leading;
    try {
      for (const signal of detector.finish(conversation, ctx)) out.push(signal);
    } catch {
      // a failing detector reports nothing
    }
  }
  return { leading: inMessageOrder(leading), trailing: inMessageOrder(trailing), planSteps: tools?.planSteps ?? 0 };
}

/** The signals sorted by message, stably: at one message, detectors keep their registry order. */
function inMessageOrder(signals: Signal[]): Signal[] {
  return signals.length < 2 ? signals : signals.sort((a, b) => a.messageIndex - b.messageIndex);
}
