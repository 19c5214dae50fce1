/**
 * @module The detector interface: a signal family is a per-message `step`, a whole-conversation
 * `finish`, or both. Detectors are listed in `./index.ts`; `analyze` and `ConversationTracker`
 * run them through one core.
 */
import type { ConversationCounts } from '../messages/counts';
import type { PreparedMessage } from '../messages/prepare';
import type { ToolView } from '../tools/tool-view';
import type { Role, Signal } from '../types';
import type { DetectorContext } from './context';

/** What a step adds: one signal, several (in order), or none. */
export type StepSignals = Signal | readonly Signal[] | undefined;

/** What `finish` reads: counts over the whole list, the analysed window, and its tool calls and results. */
export interface FinishedConversation {
  readonly counts: ConversationCounts;
  /** The analysed window's messages, in order. */
  readonly messages: readonly PreparedMessage[];
  /** The analysed window's tool calls and results; undefined when it has none. */
  readonly tools: ToolView | undefined;
}

/**
 * One signal family. `step` sees each analysed message once, in order, with the family's own
 * lookback `state` (a fresh one per conversation from `initialState`); what it returns for a
 * message must depend only on that message and earlier ones, so a conversation can be analysed
 * one message at a time. `finish` reads the whole conversation at report time.
 *
 * Signals at one message come in the order of the detectors in the registry.
 */
export interface Detector<S = undefined> {
  /** The family, for reading and tests (`repair`, `loops`, …). */
  readonly name: string;
  /** The roles `step` reads; it is called for messages of these roles only. */
  readonly roles?: readonly Exclude<Role, 'system' | 'developer'>[];
  /** A fresh lookback state. */
  initialState?(): S;
  /** The signals of one message. */
  step?(message: PreparedMessage, state: S, ctx: DetectorContext): StepSignals;
  /** The signals of the whole conversation, in any order (the core sorts them by message, stably). */
  finish?(conversation: FinishedConversation, ctx: DetectorContext): readonly Signal[];
}

/** A detector without a lookback state. */
export type StatelessDetector = Detector<undefined>;
