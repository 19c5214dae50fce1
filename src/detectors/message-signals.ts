/**
 * @module The per-message detectors in one pass: what a message adds depends only on itself and
 * on earlier messages, so batch analysis and incremental tracking share this code.
 */
import type { PreparedMessage } from '../conversation/prepare';
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

/** Signals of one message from every interaction detector, advancing `state`. */
export function messageSignals(message: PreparedMessage, state: MessageSignalsState, ctx: DetectorContext): Signal[] {
  const signals: Signal[] = [];
  const repair = repairStep(message, state.repair, ctx);
  if (repair !== undefined) signals.push(repair);
  signals.push(...frustrationSignals(message, ctx));
  const repetition = repetitionStep(message, state.repetition, ctx);
  if (repetition !== undefined) signals.push(repetition);
  const positive = positiveSignal(message, ctx);
  if (positive !== undefined) signals.push(positive);
  signals.push(...escalationSignals(message, ctx));
  signals.push(...handoffSignals(message, ctx));
  return signals;
}
