/**
 * @module Execution and environment signals of tool-using agents (SPEC §5).
 */
import type { PreparedConversation } from '../conversation/prepare';
import type { CountSeverity, Signal } from '../types';
import type { DetectorContext } from './context';
import { countSeverity } from './severity';

/** Result of {@link detectToolSignals}. */
export interface ToolSignalsResult {
  readonly failure: CountSeverity;
  readonly loops: CountSeverity;
  readonly exhaustion: CountSeverity;
  /** Tool calls found inside plans, added to the report's `toolCalls`. */
  readonly planSteps: number;
  readonly signals: Signal[];
}

/** Failures, loops and exhaustion from tool calls and results. */
export function detectToolSignals(_conversation: PreparedConversation, _ctx: DetectorContext): ToolSignalsResult {
  return { failure: countSeverity(0), loops: countSeverity(0), exhaustion: countSeverity(0), planSteps: 0, signals: [] };
}
