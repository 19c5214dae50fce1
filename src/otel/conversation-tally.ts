/**
 * @module What the metrics remember of one tracked conversation between its spans: its latest
 * report and the signal instances already counted, so a conversation split over many spans is
 * counted once.
 */
import type { SignalReport } from '../types';

/** Metrics state of one conversation, held with its tracked state and finished when that is forgotten. */
export interface ConversationTally {
  /** The conversation's latest report: its verdict when it ends. */
  latest: SignalReport | undefined;
  /** Signal instances already counted, by type (the highest count seen in any of its reports). */
  readonly counted: Map<string, number>;
  /** Signal families seen in any of its reports (see `SIGNAL_FAMILIES`). */
  readonly families: Set<string>;
  /** Set once the conversation was recorded, so it is never recorded twice. */
  finished: boolean;
}

/** A tally for a conversation not yet seen. */
export function newTally(): ConversationTally {
  return { latest: undefined, counted: new Map(), families: new Set(), finished: false };
}
