/**
 * @module A user turn that gives the answer to the user's own question after the assistant's
 * reply missed it: "What is covid19?", an answer about a book, then "Covid19 is a virus that is
 * spreading all over the world".
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { IntSet } from '../text/int-set';
import { foldedTokens } from '../text/folded-tokens';
import { clauseAt, hashAt } from '../text/tokenize';
import { SECOND_PERSON } from './reply-view';
import { ECHO } from './echo-query';
import { tookUp, userAsks } from './responded';

/** Most content words of a question about one thing ("what is covid19?", "who is Donald Trump?"). */
export const OWN_ANSWER_MAX_SUBJECT = 3;
/** Fewest content words the answer says of the subject after naming it. */
export const OWN_ANSWER_MIN_WORDS = 2;

/**
 * True when `message` answers the previous user turn's own question itself, after the assistant's
 * reply (`replies`) missed it:
 * - the previous turn ends with a question mark and asks about a thing, not about the user or the
 *   assistant (no `self` word, no `second_person` word: "what is your name?" then "my name is
 *   Ann" answers nothing), in at most {@link OWN_ANSWER_MAX_SUBJECT} content words, and is no echo
 *   question (an `echo` word, "what", "who", closes it after other words: "it's better to have
 *   what?" asks what the assistant meant, which the reply then says; the user's next turn goes on
 *   with their own view);
 * - the reply holds fewer than half of them (it did not take the question up) and no negator: it
 *   gave an answer, a wrong one ("It is a book"); one that says it does not know ("I don't
 *   actually know what it stands for") is told, not corrected;
 * - `message` asks nothing itself and says something of that thing: it opens with all of the
 *   question's content words (in any order; only stopwords other than `self` words before them),
 *   a stopword follows them in the same clause ("covid19 is…", "a rodeo is…", "today's date
 *   is…"; not "Chatbot, nice to meet you", not "Stephen King, I like him") and it says at least
 *   {@link OWN_ANSWER_MIN_WORDS} more content words.
 * The user supplies what the answer should have been: a correction.
 */
export function answersOwnQuestion(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  replies: readonly string[],
  lexicon: CompiledLexicon,
): boolean {
  const subject = previousKeys.size;
  if (subject === 0 || subject > OWN_ANSWER_MAX_SUBJECT || keys.size < subject + OWN_ANSWER_MIN_WORDS) return false;
  if (!endsWithQuestionMark(previous.text) || userAsks(message) || echoes(previous)) return false;
  const { self, stopwords } = lexicon.tokens;
  for (let i = 0; i < previous.tokens.length; i++) if (self.hasToken(previous.tokens, i)) return false;
  if (previous.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON)) return false;
  const { tokens } = message;
  let seen = 0;
  let i = 0;
  for (; i < tokens.length && seen < subject; i++) {
    if (self.hasToken(tokens, i)) return false;
    if (stopwords.hasToken(tokens, i)) continue;
    if (!previousKeys.has(hashAt(tokens, i))) return false;
    seen++;
  }
  if (seen < subject || i >= tokens.length) return false;
  if (!stopwords.hasToken(tokens, i) || self.hasToken(tokens, i) || clauseAt(tokens, i) !== clauseAt(tokens, i - 1))
    return false;
  return !tookUp(replies, previousKeys, false) && !replies.some((reply) => negated(reply, lexicon));
}

/** True when the turn closes with an `echo` question word after other words ("it's better to have what?"). */
function echoes(turn: UserMessage): boolean {
  const end = turn.tokens.length;
  return turn.matches.some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === ECHO && m.start > 0 && m.end === end,
  );
}

/** True when the text holds a negator token ("I don't know", "nicht", "不"). */
function negated(text: string, lexicon: CompiledLexicon): boolean {
  const tokens = foldedTokens(text);
  for (let i = 0; i < tokens.length; i++) if (lexicon.tokens.negators.hasToken(tokens, i)) return true;
  return false;
}

/** True when the text's last character other than white space is a question mark (`?`, `？`). */
function endsWithQuestionMark(text: string): boolean {
  const trimmed = text.trimEnd();
  return trimmed.endsWith('?') || trimmed.endsWith('？');
}
