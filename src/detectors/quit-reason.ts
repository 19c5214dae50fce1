/**
 * @module A farewell that gives a reason of the user's own day: a sign-off, not a quit (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';

/**
 * The `quit` group of reasons of the user's own day for leaving ("go to bed", "finished my",
 * "back to work", "it's late", "ins Bett", "il est tard", "a dormir", "睡觉", "寝ます"), matched on
 * demand, only in a turn whose farewell would count on the previous turn's trouble alone.
 */
export const REASON = 'reason';

/**
 * True when a user turn gives a reason of the user's own day for leaving ("I have finished my tea
 * and I'm going to log off now. Bye!", "I need to go to bed now. Bye"): the user leaves for
 * something outside the conversation. A reason counts only as written ("bad" is not "bed").
 */
export function givesOwnReason(message: UserMessage, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'quit' && m.phrase.group === REASON && !m.fuzzy,
  );
}
