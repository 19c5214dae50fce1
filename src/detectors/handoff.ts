/**
 * @module Handoff: the assistant called a tool that hands the conversation to a human.
 */
import type { PreparedMessage } from '../messages/prepare';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import type { StatelessDetector } from './detector';
import { makeSignal } from './evidence';

const HANDOFF_NAME = /transfer|handoff|hand_off|escalat|human/i;

/** True when a tool name reads as a handoff (`transfer`, `handoff`, `escalat`, `human`). */
export function isHandoffTool(name: string): boolean {
  return HANDOFF_NAME.test(name);
}

/** One `execution.handoff` signal per handoff tool call of a message. */
export function handoffSignals(message: PreparedMessage, ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  if (message.role !== 'assistant') return signals;
  for (const call of message.toolCalls) {
    if (isHandoffTool(call.name)) {
      signals.push(makeSignal(ctx, 'execution.handoff', message.index, 1, call.name, { tool: call.name }));
    }
  }
  return signals;
}

/** Handoff tool calls of the assistant messages. Reported, not penalised. */
export const handoff: StatelessDetector = {
  name: 'handoff',
  roles: ['assistant'],
  step: (message, _state, ctx) =>
    message.role === 'assistant' && message.toolCalls.length > 0 ? handoffSignals(message, ctx) : undefined,
};
