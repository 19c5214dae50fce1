/**
 * @module The detector registry: every signal family, in the order its signals at one message
 * appear in a report.
 */
import type { Detector } from './detector';
import { escalation } from './escalation';
import { exhaustion } from './exhaustion';
import { failures } from './failures';
import { frustration } from './frustration';
import { handoff } from './handoff';
import { loops } from './loops';
import { plans } from './plans';
import { positiveFeedback } from './positive-feedback';
import { repair } from './repair';
import { repetition } from './repetition';
import { turns } from './turns';
import { unfinished } from './unfinished';

/**
 * Every detector `analyze` and `ConversationTracker` run. Signals at one message come in this
 * order; whole-conversation detectors listed before the first per-message one (turns) come first,
 * the others (the tool families) last.
 */
export const DETECTORS: readonly Detector<unknown>[] = [
  turns,
  repair,
  frustration,
  repetition,
  positiveFeedback,
  escalation,
  handoff,
  failures,
  exhaustion,
  plans,
  loops,
  unfinished,
];
