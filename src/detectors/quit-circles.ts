/**
 * @module A conversation that went in circles before the user closed it: the assistant said the
 * same message again, or the user had to give the same answer again (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';

/** How many of the assistant's latest messages with text are kept to find one said again. */
export const ASSISTANT_REACH = 6;

/** How many of the user's latest turns are kept to find one said again. */
export const USER_REACH = 3;

/** Characters of a message compared (a long message said again is the same in its opening). */
export const COMPARED_CHARS = 1000;

/** The turns a closing command looks back on: the latest texts, oldest first. */
export interface RecentTurns {
  /** The assistant's latest messages with text, at most {@link ASSISTANT_REACH}. */
  assistant: string[];
  /** The user's latest turns, at most {@link USER_REACH}. */
  user: UserMessage[];
}

/** No turns yet. */
export function noRecentTurns(): RecentTurns {
  return { assistant: [], user: [] };
}

/** Keeps `item` as the latest of `list`, dropping the oldest beyond `reach`: no reading now. */
export function keepLatest<T>(list: T[], item: T, reach: number): void {
  list.push(item);
  if (list.length > reach) list.shift();
}

/**
 * True when the conversation went in circles just before the current user turn:
 * - one of the assistant's two latest messages says again, word for word (case, spacing and
 *   punctuation aside), one of its messages before it among the {@link ASSISTANT_REACH} latest
 *   ("what do you do for a living?" → "I'm in the army" → "i am a army brat." → … → "what do you
 *   do for a living?"); or
 * - the user's latest turn says again one of their turns before it among the {@link USER_REACH}
 *   latest ("India" → "I live in California. How about you?" → "India"), unless it is a lone
 *   confirmation or negator ("ok", "yes", "no": short answers repeat by themselves).
 * Read only when a closing command would otherwise not count, so most conversations never fold
 * a message.
 */
export function wentInCircles(recent: RecentTurns, lexicon: CompiledLexicon): boolean {
  const said = recent.assistant.map(fold);
  for (let latest = said.length - 1; latest >= Math.max(0, said.length - 2); latest--)
    if (said[latest] !== '' && said.slice(0, latest).includes(said[latest]!)) return true;
  const users = recent.user;
  const last = users[users.length - 1];
  if (last === undefined || isLoneWord(last, lexicon)) return false;
  const key = fold(last.text);
  return key !== '' && users.slice(0, -1).some((turn) => fold(turn.text) === key);
}

/** True when a user turn is one confirmation or negator word alone ("ok", "yes", "no"). */
function isLoneWord(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  const { tokens } = turn;
  if (tokens.length !== 1) return false;
  return lexicon.tokens.confirmations.hasToken(tokens, 0) || lexicon.tokens.negators.hasToken(tokens, 0);
}

/** A message's opening, lower-cased, with every run of other characters than letters and digits one space. */
function fold(text: string): string {
  return text
    .slice(0, COMPARED_CHARS)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
