/**
 * @module A conversation that went wrong just before the user closed it: it went in circles (the
 * assistant said the same message again, or the user had to give the same answer again), or the
 * assistant left the user's question unanswered (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { foldedTokens } from '../text/folded-tokens';
import { hashAt } from '../text/tokenize';
import { asksQuestion, lastSentenceStart } from './reply-view';

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
  /** How many assistant messages with text came since the user's latest turn. */
  replies: number;
}

/** No turns yet. */
export function noRecentTurns(): RecentTurns {
  return { assistant: [], user: [], replies: 0 };
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

/**
 * Content words a question needs to be read as left unanswered: "How are you?" → "I'm fine" and
 * "Hello there, how are you?" answer a greeting without its words.
 */
export const QUESTION_MIN_WORDS = 2;

/** Characters of a question read for its words: a longer turn is no bare question left unanswered. */
export const QUESTION_MAX_CHARS = 300;

/**
 * True when the user's latest turn asked a question (a question mark near its end) of at most
 * {@link QUESTION_MAX_CHARS} characters and the assistant's messages since hold none of the
 * content words (`stopwords` aside) of its last sentence, or there are none: "I love summer. Are
 * you woman or man?" → "i love the fall season. it is the best." and "But did you get to try them in NY?" → "I thought you liked
 * them." leave it unanswered; "What food do you like?" → "i like to eat healthy" takes it up. A
 * question of fewer than {@link QUESTION_MIN_WORDS} content words ("and you?", "hello, how are
 * you?") is unanswered only when nothing came since. Read only
 * when a closing command would otherwise not count.
 */
export function leftUnanswered(recent: RecentTurns, lexicon: CompiledLexicon): boolean {
  const question = recent.user[recent.user.length - 1];
  if (question === undefined || question.text.length > QUESTION_MAX_CHARS || !asksQuestion(question.text)) return false;
  if (recent.replies === 0) return true;
  const { stopwords } = lexicon.tokens;
  // The question is the turn's last sentence: "I love summer. Are you a woman or a man?"
  const asked = foldedTokens(question.text.slice(lastSentenceStart(question.text)));
  const keys: number[] = [];
  for (let i = 0; i < asked.length; i++) if (!stopwords.hasToken(asked, i)) keys.push(hashAt(asked, i));
  if (keys.length < QUESTION_MIN_WORDS) return false;
  const said = new Set<number>();
  for (const reply of recent.assistant.slice(-recent.replies)) {
    const tokens = foldedTokens(reply.slice(0, COMPARED_CHARS));
    for (let i = 0; i < tokens.length; i++) said.add(hashAt(tokens, i));
  }
  return !keys.some((key) => said.has(key));
}
