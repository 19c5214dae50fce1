/**
 * @module Praise hedged in its own sentence: faint praise or sarcasm, not satisfaction (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { inOneSentence } from '../text/sentence-marks';

/**
 * The `satisfaction` group of hedges ("almost", "nearly", "barely", "not quite", "fast", "kaum",
 * "presque", "casi", "quase", "几乎", "ほぼ"), matched on demand, only in a turn whose
 * satisfaction phrase would count.
 */
export const HEDGE = 'hedge';

/**
 * True when a satisfaction phrase shares its sentence with a hedge, before or after it ("That
 * very nearly made sense, good job!", "Good job, it almost works", "Fast richtig, gut gemacht",
 * "Casi funciona, buen trabajo"): the user says the assistant fell short, so the praise is faint or
 * sarcastic, not satisfaction with what it did. A hedge in another sentence qualifies something
 * else ("I almost gave up. Good job!"). A hedge counts only as written: one letter from it is
 * another word ("early" is not "nearly").
 */
export function isHedged(message: UserMessage, praise: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const { tokens, normalized } = message;
  for (const m of onDemandMatchesOf(message, lexicon)) {
    if (m.phrase.family !== 'satisfaction' || m.phrase.group !== HEDGE || m.fuzzy) continue;
    if (inOneSentence(normalized, tokens, m, praise)) return true;
  }
  return false;
}
