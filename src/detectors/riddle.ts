/**
 * @module Whether a bare query ("What?", "?") answers a riddle the assistant set up: in a run of
 * jokes, "What?" after "What do you call a boomerang that doesn't come back?" asks for the
 * punchline, as the riddle invites; the user did not fail to follow it.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { ReplyView } from './reply-view';

/**
 * The `confusion` group of words for a joke or a riddle ("joke", "riddle", "Witz", "blague",
 * "chiste", "piada", "笑话", "冗談"), matched on demand: never a signal, read only to know that the
 * user asked for jokes (see {@link setsRiddle}).
 */
export const JOKE = 'joke';

/** How many of the user's latest turns are read for a `joke` word: jokes come in runs. */
export const JOKE_REACH = 3;

/** The `repair` groups of question words that open a riddle ("what", "who", "was", "qué"; "why", "how come"). */
const OPENERS: ReadonlySet<string> = new Set(['wh', 'why']);

/**
 * True when the assistant's latest message sets up a riddle: it closes with an open question, one
 * whose last sentence a question word opens ("What did one eight-year-old say to the other?", "Why
 * did the chicken cross the road?", "Was ist der Unterschied zwischen…?"; not "Do you like
 * baseball?"), in a run of jokes: a `joke` word ("joke", "Witz", "blague", "chiste", "笑话") in the
 * message itself ("Here's another joke. What does a chicken do after midnight?") or in one of the
 * user's latest {@link JOKE_REACH} turns (`recentUsers`, the latest last: "Tell me a joke"). A
 * joke word matched only as a typo does not count ("middle" is no "riddle"). The user turns are
 * matched on demand, and only when the message closes with an open question.
 */
export function setsRiddle(reply: ReplyView, recentUsers: readonly UserMessage[], lexicon: CompiledLexicon): boolean {
  if (!reply.closesWithOpenQuestion(OPENERS)) return false;
  if (reply.saysOnDemand('confusion', JOKE)) return true;
  const from = Math.max(0, recentUsers.length - JOKE_REACH);
  for (let i = recentUsers.length - 1; i >= from; i--) {
    const said = onDemandMatchesOf(recentUsers[i]!, lexicon).some(
      (m) => m.phrase.family === 'confusion' && m.phrase.group === JOKE && !m.fuzzy,
    );
    if (said) return true;
  }
  return false;
}
