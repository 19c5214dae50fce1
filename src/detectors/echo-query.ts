/**
 * @module Echo questions: a user turn that repeats the assistant's words and asks for the rest
 * with a question word in place of what it did not follow ("You are in what?", "the most famous
 * what?", "seven degrees of what?"): the user asks the assistant to say what it meant.
 */
import type { UserMessage } from '../messages/prepare';
import type { PhraseMatch } from '../lexicon/match';
import type { TokenSet } from '../lexicon/token-set';
import { hashAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';

/** The `repair` group of question words that close an echo question ("what$", "who$", "quoi$", "什么$"). */
export const ECHO = 'echo';

/** The `repair` group of questions about a referent that open a turn ("^what is", "^who's", "^was ist", "^qui est"). */
export const ASKS_REFERENT = 'asks_referent';

/**
 * The `repair` group of a pronoun and a copula that speak of a referent without naming it ("it
 * is", "that's", "they are", "das ist", "c'est"), read at the end of the assistant's message.
 */
export const REFERENT = 'referent';

/** Most tokens of an echo question, its question word included. */
export const ECHO_MAX_TOKENS = 5;

/**
 * The echo question word of a user turn, if the turn is an echo question: 2 to
 * {@link ECHO_MAX_TOKENS} tokens, the last one an `echo` phrase of the `repair` lexicon; every
 * content word before it (not a stopword) is a word of the latest assistant message, and at least
 * one word before it is ("I am in" → "You are in what?": the person changes, the words stay).
 * A turn that opens with its question word ("what man?") asks about something new, and a bare
 * question word is a bare query (see `isBareQuery`), not an echo.
 */
export function echoQuestion(message: UserMessage, reply: ReplyView, stopwords: TokenSet): PhraseMatch | undefined {
  const { tokens } = message;
  if (tokens.length < 2 || tokens.length > ECHO_MAX_TOKENS) return undefined;
  const echo = message.matches.find(
    (m) => m.phrase.family === 'repair' && m.phrase.group === ECHO && m.end === tokens.length,
  );
  if (echo === undefined || echo.start === 0) return undefined;
  let echoed = false;
  for (let i = 0; i < echo.start; i++) {
    const said = reply.says(hashAt(tokens, i));
    if (!said && !stopwords.hasToken(tokens, i)) return undefined;
    echoed ||= said;
  }
  return echoed ? echo : undefined;
}

/**
 * The question phrase of a user turn that asks what the assistant's unnamed referent is ("It is
 * fun." → "whats fun"; "that is very cool." → "What is very cool?"; "they are highly mobile" →
 * "Who are highly mobile?"), with or without a question mark: the turn is an {@link ASKS_REFERENT}
 * phrase and at most {@link ECHO_MAX_TOKENS} more tokens, and the end of the latest assistant
 * message says those very words of a pronoun (a {@link REFERENT} phrase, see
 * `ReplyView.saysOfReferent`), closing their clause. The user asks what "it" was: a
 * clarification. A question about a word of the answer ("they were an alternative rock band" →
 * "what is alternative rock?") or about a term the assistant named ("did you know that drive is
 * color blind" → "what is drive?") is an ordinary question.
 */
export function referentQuestion(message: UserMessage, reply: ReplyView): PhraseMatch | undefined {
  const { tokens } = message;
  const asks = message.matches.find(
    (m) => m.phrase.family === 'repair' && m.phrase.group === ASKS_REFERENT && m.start === 0,
  );
  if (asks === undefined || asks.end >= tokens.length || tokens.length - asks.end > ECHO_MAX_TOKENS) return undefined;
  return reply.saysOfReferent(REFERENT, tokens, asks.end, tokens.length) ? asks : undefined;
}
