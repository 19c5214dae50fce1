/**
 * @module Assistant repetition: Jaccard similarity of word-bigram sets against the previous five
 * assistant messages (SPEC §4).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { Signal } from '../types';
import { jaccardAtLeast } from '../text/bigrams';
import type { IntSet } from '../text/int-set';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { makeSignal } from './evidence';

/** Assistant messages with fewer tokens are not compared. */
export const REPETITION_MIN_TOKENS = 5;
/** How many earlier assistant messages each one is compared with. */
export const REPETITION_WINDOW = 5;
/** Similarity at or above this is an exact repeat. */
export const EXACT_SIMILARITY = 0.85;
/** Similarity at or above this is a near-duplicate. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** More instances than this is looping. */
export const LOOPING_COUNT = 2;

/** What the repetition check remembers: the last five compared messages. */
export interface RepetitionState {
  readonly recent: { index: number; bigrams: IntSet }[];
}

/** A fresh {@link RepetitionState}. */
export function initialRepetitionState(): RepetitionState {
  return { recent: [] };
}

/**
 * The repetition signal of one message, if any: an assistant message of at least five tokens is
 * compared with the previous five such messages; its best similarity makes it an exact repeat,
 * a near-duplicate, or nothing. Only similarities that could still matter are computed exactly:
 * at least the near-duplicate threshold, and above the best so far (ties keep the earlier one).
 */
export function repetitionStep(
  message: PreparedMessage,
  state: RepetitionState,
  ctx: DetectorContext,
): Signal | undefined {
  if (message.role !== 'assistant' || message.bigrams.tokens < REPETITION_MIN_TOKENS) return undefined;
  const bigrams = message.bigrams.set;
  let best = 0;
  let bestIndex = -1;
  for (const earlier of state.recent) {
    const s = jaccardAtLeast(bigrams, earlier.bigrams, Math.max(NEAR_DUPLICATE_SIMILARITY, best));
    if (s > best) {
      best = s;
      bestIndex = earlier.index;
    }
  }
  state.recent.push({ index: message.index, bigrams });
  if (state.recent.length > REPETITION_WINDOW) state.recent.shift();
  if (best < NEAR_DUPLICATE_SIMILARITY) return undefined;
  const type = best >= EXACT_SIMILARITY ? 'interaction.repetition.exact' : 'interaction.repetition.near_duplicate';
  return makeSignal(ctx, type, message.index, best, message.text, {
    similarTo: bestIndex,
    similarity: Math.round(best * 1000) / 1000,
  });
}

/** Repetition of the assistant messages; the report calls more than two instances looping. */
export const repetition: Detector<RepetitionState> = {
  name: 'repetition',
  roles: ['assistant'],
  initialState: initialRepetitionState,
  step: repetitionStep,
};
