/**
 * @module Handoff: the assistant called a tool that hands the conversation to a human (SPEC §4).
 */
import type { PreparedConversation, PreparedMessage } from '../messages/prepare';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import { makeSignal } from './evidence';

const HANDOFF_NAME = /transfer|handoff|hand_off|escalat|human/i;

/** Result of {@link detectHandoff}. */
export interface HandoffResult {
  readonly handoff: boolean;
  readonly signals: Signal[];
}

/** True when a tool name reads as a handoff (`transfer`, `handoff`, `escalat`, `human`). */
export function isHandoffTool(name: string): boolean {
  return HANDOFF_NAME.test(name);
}

/** One `execution.handoff` signal per handoff tool call of a message. */
export function handoffSignals(message: PreparedMessage, ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  for (const call of message.toolCalls) {
    if (isHandoffTool(call.name)) {
      signals.push(makeSignal(ctx, 'execution.handoff', message.index, 1, call.name, { tool: call.name }));
    }
  }
  return signals;
}

/** Handoff tool calls over the conversation. Reported, not penalised (SPEC §6). */
export function detectHandoff(conversation: PreparedConversation, ctx: DetectorContext): HandoffResult {
  const signals = conversation.messages.flatMap((m) => handoffSignals(m, ctx));
  return { handoff: signals.length > 0, signals };
}
