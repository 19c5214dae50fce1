/**
 * @module The per-message detectors in one pass: what a message adds depends only on itself and
 * on earlier messages, so batch analysis and incremental tracking share this code.
 */
import type { PreparedMessage } from '../messages/prepare';
import type { Signal } from '../types';
import type { DetectorContext } from './context';
import { escalationSignals } from './escalation';
import { frustrationSignals } from './frustration';
import { handoffSignals } from './handoff';
import { positiveSignal } from './positive-feedback';
import { initialRepairState, repairStep, type RepairState } from './repair';
import { initialRepetitionState, repetitionStep, type RepetitionState } from './repetition';

/** Lookback state of the per-message detectors. */
export interface MessageSignalsState {
  readonly repair: RepairState;
  readonly repetition: RepetitionState;
}

/** A fresh {@link MessageSignalsState}. */
export function initialMessageSignalsState(): MessageSignalsState {
  return { repair: initialRepairState(), repetition: initialRepetitionState() };
}

/**
 * Signals of one message from every interaction detector, advancing `state`, appended to `out`
 * (a new list by default). The user-only detectors are skipped for other roles.
 */
export function messageSignals(
  message: PreparedMessage,
  state: MessageSignalsState,
  ctx: DetectorContext,
  out: Signal[] = [],
): Signal[] {
  const repair = repairStep(message, state.repair, ctx);
  if (repair !== undefined) out.push(repair);
  if (message.role === 'user') for (const signal of frustrationSignals(message, ctx)) out.push(signal);
  const repetition = repetitionStep(message, state.repetition, ctx);
  if (repetition !== undefined) out.push(repetition);
  if (message.role === 'user') {
    const positive = positiveSignal(message, ctx);
    if (positive !== undefined) out.push(positive);
    for (const signal of escalationSignals(message, ctx)) out.push(signal);
  }
  if (message.toolCalls.length > 0) for (const signal of handoffSignals(message, ctx)) out.push(signal);
  return out;
}
