/**
 * @module Echo questions: a user turn that repeats the assistant's words and asks for the rest
 * with a question word in place of what it did not follow ("You are in what?", "the most famous
 * what?", "seven degrees of what?"): the user asks the assistant to say what it meant.
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
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

/**
 * The `repair` group of prepositions that open a question fragment ("^for", "^about", "^with",
 * "^für", "^pour", "^para", "^为了"), read on demand. It holds no word that makes a question for a
 * reason with a question word after it ("por" in "por qué", "为" in "为什么"): such a turn asks why.
 */
export const PREPOSITION = 'preposition';

/** The `repair` group of question words that open a question ("^what", "^where", "^was"), read on demand. */
const WH = 'wh';

/** Most tokens of a question fragment (a Han character is one: "为了什么" is four). */
export const FRAGMENT_MAX_TOKENS = 4;

/**
 * Fewest tokens before the question word that closes a question asked in place ("你做什么？",
 * "she does what?"); fewer make a fragment ("like what?").
 */
export const IN_SITU_MIN_TOKENS = 2;

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

/**
 * The question word of a user turn that asks the previous user turn's question again as a
 * fragment, after a reply that passed it over: the turn is a {@link PREPOSITION} phrase and an
 * {@link ECHO} question word and nothing else (at most {@link FRAGMENT_MAX_TOKENS} tokens), the
 * previous user turn asks with that same question word (a `wh` phrase of the same words opens it,
 * or the same `echo` phrase closes it: "你做什么？"), and the assistant's reply between them
 * asked nothing (`asked`): "What does she do?" → "She earns a lot every month!" → "For
 * what?"; "What did he die of?" → "He passed away last spring." → "Of what?". The reply was a
 * statement that did not give what the question asked for, and the user asks for it again, in
 * the reply's own terms. Not one: a fragment after a question of the assistant's ("Do you play
 * chess?" → "For what?"), a fragment about another unknown than the question's ("What is your
 * name?" → "My name is Sam." → "From where?" follows up), a reason asked for ("¿Por qué?",
 * "为什么": no preposition of the group) and a request for examples ("like what?": nor is "like").
 * Phrases matched only as typos do not count.
 */
export function fragmentQuestion(
  message: UserMessage,
  previous: UserMessage,
  asked: boolean,
  lexicon: CompiledLexicon,
): PhraseMatch | undefined {
  const { tokens } = message;
  if (asked || tokens.length < 2 || tokens.length > FRAGMENT_MAX_TOKENS) return undefined;
  const echo = message.matches.find((m) => isGroup(ECHO)(m) && m.end === tokens.length && !m.fuzzy);
  if (echo === undefined || echo.start === 0) return undefined;
  const leads = onDemandMatchesOf(message, lexicon);
  if (!leads.some((m) => isGroup(PREPOSITION)(m) && m.start === 0 && m.end === echo.start && !m.fuzzy))
    return undefined;
  return asksWith(previous, message, echo, lexicon) ? echo : undefined;
}

/**
 * True when the user turn `previous` asks with the question word `echo` of `message`: a `wh`
 * phrase opens it with the same tokens, or the same `echo` phrase closes it after at least
 * {@link IN_SITU_MIN_TOKENS} tokens ("你做什么？", "she does what?"). A shorter turn that closes
 * with it is a fragment of its own ("like what?"), a follow-up to the reply before it, and a
 * fragment after its answer follows up that answer.
 */
function asksWith(previous: UserMessage, message: UserMessage, echo: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const closes = previous.matches.some(
    (m) => m.phrase === echo.phrase && m.end === previous.tokens.length && m.start >= IN_SITU_MIN_TOKENS && !m.fuzzy,
  );
  if (closes) return true;
  const length = echo.end - echo.start;
  const opens = onDemandMatchesOf(previous, lexicon).find(
    (m) => isGroup(WH)(m) && m.start === 0 && m.end === length && !m.fuzzy,
  );
  if (opens === undefined) return false;
  for (let i = 0; i < length; i++)
    if (hashAt(previous.tokens, i) !== hashAt(message.tokens, echo.start + i)) return false;
  return true;
}

/** A test for a phrase of the `repair` group `group`. */
function isGroup(group: string): (m: PhraseMatch) => boolean {
  return (m) => m.phrase.family === 'repair' && m.phrase.group === group;
}
