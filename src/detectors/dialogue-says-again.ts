/**
 * @module Answers said again: whether a user turn says again, word for word, an answer of the
 * user's own that the assistant asks for again (it did not take the answer in).
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { TokenSet } from '../lexicon/token-set';
import { contentKeys } from '../lexicon/content-keys';
import { foldedTokens } from '../text/folded-tokens';
import { hashAt, startAt } from '../text/tokenize';
import { hasLetters, lettersStartWith, sameLetters } from '../text/letters';
import { asksQuestion, lastSentenceStart, type ReplyView } from './reply-view';
import { addresses, REPHRASE_MIN_TOKENS } from './rephrase';
import { tookUp, userAsks } from './responded';

/**
 * How many of the user's latest turns a turn said again may repeat: the previous one, or the one
 * before it when the user tried something else in between ("I am a student", "Science", "I am
 * a student" after the assistant asks again what they do). Repair keeps this many recent turns;
 * `asksAgainAfterAnotherTry` reads the two latest.
 */
export const SAID_AGAIN_REACH = 2;

/**
 * Fewest tokens of a previous turn said again to a question that only holds its words (see
 * `asksFor`): one word in the question ("who was bach?" → "Bach", "Why are u sorry?" →
 * "sorry") is what it asks about, not what it asks for again.
 */
export const ASKED_FOR_MIN_TOKENS = 2;

/** Most earlier questions of the assistant remembered to tell one asked again (the latest kept). */
export const REMEMBERED_QUESTIONS = 64;

/** A letter of any script: a turn said again needs a word, not only digits or symbols ("18 18"). */
const LETTER = /\p{L}/u;

/** One of the user's recent turns, with the assistant messages that came after it (latest last). */
export interface RecentTurn {
  turn: UserMessage;
  replies: readonly string[];
  /** The end of the assistant message the turn answered, when that message asked (undefined when not). */
  answered?: string | undefined;
}

/**
 * The recent user turn of `earlier` (latest last, at most {@link SAID_AGAIN_REACH} read) that
 * `turn` says again, or undefined: a statement (it asks nothing: see `userAsks`), the same
 * first word and letters and digits as the turn it repeats (any case or punctuation) or their start,
 * given again when the latest assistant message asks, in its last question, what it asked before
 * (see {@link sameQuestion}: "I work at a watch shop" → "What do you do for a living?" → "I work
 * at a watch shop", after the same question earlier) or, for the previous user turn of at least
 * {@link ASKED_FOR_MIN_TOKENS} tokens, asks for what it was just told (see `asksFor`): the
 * assistant did not take the answer in, and the user says it again.
 * `question` is the end of the latest assistant message when it asks (undefined when it does
 * not); `questions` the ends of the assistant's earlier messages that asked. It counts only when
 * the turn holds a word that carries content: a letter, and a token that is not a stopword, a
 * confirmation, a negator or an intensifier ("yes", "no", "not really"); no thanks, courtesy,
 * satisfaction, success, profane or greeting phrase; no request to go on (`continuation`). The
 * turn may drop what followed the answer in the turn it repeats ("pretty tired. and you?" → "i am
 * great! how are you?" → "pretty tired"): the letters of that turn start with its letters. Each
 * turn of `earlier` carries the assistant messages after it; the turn repeated must have had one.
 */
export function saysAgain(
  turn: UserMessage,
  earlier: readonly RecentTurn[],
  question: string | undefined,
  questions: readonly string[],
  lexicon: CompiledLexicon,
): UserMessage | undefined {
  if (question === undefined || turn.tokens.length === 0 || earlier.length === 0) return undefined;
  const latest = earlier[earlier.length - 1]!.replies;
  if (latest.length === 0) return undefined;
  for (let k = earlier.length - 1; k >= 0 && k >= earlier.length - SAID_AGAIN_REACH; k--) {
    const before = earlier[k]!;
    // The same first word (a cheap test) before the letters are compared.
    const { tokens } = before.turn;
    if (before.replies.length === 0 || tokens.length === 0 || hashAt(tokens, 0) !== hashAt(turn.tokens, 0)) continue;
    if (!lettersStartWith(before.turn.text, turn.text)) continue;
    if (!LETTER.test(turn.text) || userAsks(turn) || !carriesContent(turn, lexicon)) return undefined;
    const asksIt =
      sameQuestion(question, questions, lexicon.tokens.stopwords) ||
      (k === earlier.length - 1 && turn.tokens.length >= ASKED_FOR_MIN_TOKENS && asksFor(question, turn, lexicon));
    return asksIt ? before.turn : undefined;
  }
  return undefined;
}

/**
 * True when the last question of `question` (the sentence its last question mark closes) is, in
 * letters and digits, any case, the last question of one of `questions` ("what do you do for a
 * living ?" and "What do you do for a living?"; "Oh ok, are you male or female?" and "Are you
 * male or female?"). A question without letters or digits ("?") is none.
 */
export function sameQuestion(question: string, questions: readonly string[], stopwords?: TokenSet): boolean {
  const asked = lastQuestionOf(question);
  if (!hasLetters(asked)) return false;
  if (questions.some((q) => sameLetters(lastQuestionOf(q), asked))) return true;
  if (stopwords === undefined) return false;
  // "i agree , i like fantasy , do you like horror films?" asks "do you like horror films" again.
  const clause = lastClauseOf(asked);
  if (clause.length === asked.length || !questions.some((q) => sameLetters(lastClauseOf(lastQuestionOf(q)), clause)))
    return false;
  // The words are read only for a clause said again (a cheap letter test first).
  return contentKeys(foldedTokens(clause), stopwords).size >= SAME_CLAUSE_MIN_KEYS;
}

/**
 * Fewest content words (not stopwords) of the last clause of a question that, said again after
 * other words ("i agree , do you like horror films?" after "i like the vikings , do you like horror
 * films?"), makes it the same question: "and you?" or "what about you?" after other words asks
 * about those words, not the same thing.
 */
export const SAME_CLAUSE_MIN_KEYS = 2;

/** The clause of `text` after its last comma (full-width and ideographic too) or semicolon: all of it without one. */
function lastClauseOf(text: string): string {
  let k = text.length - 1;
  while (k >= 0) {
    const c = text.charCodeAt(k);
    if (c === 44 || c === 59 || c === 0xff0c || c === 0x3001 || c === 0xff1b) break;
    k--;
  }
  return text.slice(k + 1);
}

/**
 * True when the last question of `question` holds every content word of `turn` (the user's
 * previous turn, said again) and the turn holds no negator: the assistant asks for what it was
 * just told ("I am a male" → "You male or female?"); "I did not know that" says no to "Did you
 * know dogs dream?", a new question that shares its verb.
 */
function asksFor(question: string, turn: UserMessage, lexicon: CompiledLexicon): boolean {
  const { negators } = lexicon.tokens;
  for (let i = 0; i < turn.tokens.length; i++) if (negators.hasToken(turn.tokens, i)) return false;
  const keys = contentKeys(turn.tokens, lexicon.tokens.stopwords);
  if (keys.size === 0) return false;
  const tokens = foldedTokens(lastQuestionOf(question));
  const said = new Set<number>();
  for (let i = 0; i < tokens.length; i++) said.add(hashAt(tokens, i));
  for (const key of keys) if (!said.has(key)) return false;
  return true;
}

/** The sentence the last question mark of `text` closes ('' without one). */
function lastQuestionOf(text: string): string {
  const end = Math.max(text.lastIndexOf('?'), text.lastIndexOf('？'));
  if (end < 0) return '';
  const upTo = text.slice(0, end + 1);
  return upTo.slice(lastSentenceStart(upTo), end);
}

/** Phrase families whose words make a turn said again no repair (thanks, courtesy, satisfaction, success, an insult). */
const SOCIAL_FAMILIES: ReadonlySet<string> = new Set(['gratitude', 'courtesy', 'satisfaction', 'success', 'profanity']);

/**
 * True when a token of the turn is content (not a stopword, confirmation, negator or intensifier:
 * "not really" is none) and no social, profane, greeting or continuation phrase holds.
 */
function carriesContent(turn: UserMessage, lexicon: CompiledLexicon, end = turn.tokens.length): boolean {
  const { stopwords, confirmations, negators } = lexicon.tokens;
  const fillers = lexicon.sequences.intensifiers;
  if (
    turn.matches.some(
      (m) =>
        (m.start < end && SOCIAL_FAMILIES.has(m.phrase.family)) ||
        (m.phrase.family === 'repair' && m.phrase.group === 'continuation') ||
        (m.phrase.family === 'proposals' && m.phrase.group === 'greeting'),
    )
  )
    return false;
  const { tokens } = turn;
  for (let i = 0; i < end; i++) {
    const filler = fillers.lengthAt(tokens, i);
    if (filler > 0) i += filler - 1;
    else if (!stopwords.hasToken(tokens, i) && !confirmations.hasToken(tokens, i) && !negators.hasToken(tokens, i))
      return true;
  }
  return false;
}

/**
 * True when `turn` asks again, word for word, the short question of the previous user turn (the
 * latest of `earlier`) that the assistant's reply did not answer: "What movies?" → "I like
 * movies." → "What movies?"; "what kind?" → "I like to draw" → "what kind?". The similar
 * rephrase reads turns of at least 3 tokens and 2 content words; a shorter question said again is
 * read here: the turn asks (a question mark near its end), has the letters and digits of the
 * previous turn (any case or punctuation) and a word that carries content (see
 * `carriesContent`: "what?" again is none). Not when the reply answered it: it opens with a yes
 * or a no (`ReplyView.answersDirectly`: "are you racist?" → "No."), or the question speaks to the
 * assistant (an `addressees` word) and the reply is a short one about itself
 * (`ReplyView.answersAboutItself`: "What is your gender?" → "I am female."). A run of the same
 * question counts once, the first time it is said again: the turn before the previous one is not
 * the same question (a user who asks it a third and fourth time probes the assistant, whose
 * answers then vary).
 */
export function asksAgainWordForWord(
  turn: UserMessage,
  earlier: readonly RecentTurn[],
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  const { tokens } = turn;
  const previous = earlier[earlier.length - 1]?.turn;
  if (previous === undefined || tokens.length === 0) return false;
  if (previous.tokens.length !== tokens.length || hashAt(tokens, 0) !== hashAt(previous.tokens, 0))
    return asksLastQuestionAgain(turn, previous, earlier, reply, lexicon);
  if (!asksQuestion(turn.text)) return false;
  if (tokens.length >= REPHRASE_MIN_TOKENS && contentKeys(tokens, lexicon.tokens.stopwords).size >= 2) return false;
  if (!hasLetters(turn.text) || !sameLetters(turn.text, previous.text)) return false;
  const before = earlier[earlier.length - 2]?.turn;
  if (before !== undefined && sameLetters(before.text, turn.text)) return false;
  if (reply.answersDirectly()) return false;
  if (addresses(tokens, lexicon.tokens.addressees) && reply.answersAboutItself()) return false;
  return carriesContent(turn, lexicon);
}

/**
 * Most tokens before a question asked again after other words ("Nice.", "You never let me answer
 * the question about football."): a longer report before it ("I reset the APN settings and
 * rebooted, but I still see No Signal. Is there anything else I can try?") moves the task on and
 * asks the same closing question about something new.
 */
export const LEAD_MAX_TOKENS = 10;

/**
 * True when the last question of `turn` (the sentence its last question mark closes) is, in
 * letters and digits, the last question of `previous`, after other words before it in either
 * ("Hello! Do you like winter?" → "Hi, how are you today" → "Nice. Do you like winter?"): the
 * question is asked again word for word, what was said before it aside, and the reply did not take
 * it up (see `tookUp`: "Is there anything else I can try?" after steps to try). It needs at least
 * {@link SAME_CLAUSE_MIN_KEYS} content words ("I like cats. What about you?" then "I like dogs.
 * What about you?" asks about other words), the turn's question must close the turn and follow at
 * most {@link LEAD_MAX_TOKENS} tokens that carry no content of their own (see `carriesContent`: "Nice.",
 * "Hello!"; "I restarted the phone. Status bar: no signal." is a report); the
 * reply must not have answered it (see {@link asksAgainWordForWord}), and a run of the same
 * question counts once.
 */
function asksLastQuestionAgain(
  turn: UserMessage,
  previous: UserMessage,
  earlier: readonly RecentTurn[],
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  const text = turn.text.trimEnd();
  if (!text.endsWith('?') && !text.endsWith('？')) return false;
  const asked = lastQuestionOf(text);
  if (!hasLetters(asked) || !sameLetters(asked, lastQuestionOf(previous.text))) return false;
  // A report before the question ("I restarted the phone. Status bar: no signal. What should I try next?") goes on, it does not ask again.
  const norm = turn.normalized.trimEnd();
  if (!norm.endsWith('?') && !norm.endsWith('？')) return false;
  const leadEnd = norm.length - lastQuestionOf(norm).length - 1;
  let lead = 0;
  while (lead < turn.tokens.length && startAt(turn.tokens, lead) < leadEnd) lead++;
  if (lead > LEAD_MAX_TOKENS || (lead > 0 && carriesContent(turn, lexicon, lead))) return false;
  const keys = contentKeys(foldedTokens(asked), lexicon.tokens.stopwords);
  if (keys.size < SAME_CLAUSE_MIN_KEYS) return false;
  // "Is there anything else I can try?" after steps to try was answered: the reply took up its words.
  if (tookUp(earlier[earlier.length - 1]!.replies, keys, true)) return false;
  const before = earlier[earlier.length - 2]?.turn;
  if (before !== undefined && sameLetters(lastQuestionOf(before.text), asked)) return false;
  if (reply.answersDirectly()) return false;
  return !(addresses(foldedTokens(asked), lexicon.tokens.addressees) && reply.answersAboutItself());
}

/**
 * True when `turn` gives again, in other words, the answer of the previous user turn (the latest
 * of `earlier`) to the question the assistant asks again: the previous turn answered an assistant
 * message whose last question is, in letters and digits, the last question of the latest one
 * (`question`), and `turn` holds every content word of that answer and more ("How old are you?"
 * → "26 and you" → "I am 25. How old are you?" → "I am 26"; "how are you?" → "bad" → "how are
 * you?" → "I am doing bad"; "What is your favorite color?" → "Red" → the same → "Red color"). As
 * for answers said again, the turn states something and carries content. Not when the question
 * asked again is a bare question back (see `ReplyView.closesWithQuestionBack`) after other words
 * ("I know a lot. What about you?" then "I know everything. What about you?"): its words are the
 * same, what it asks about is not; "How are you?" asked again in the same message is the same. Answers said word for word are read by {@link saysAgain} first.
 */
export function answersAgain(
  turn: UserMessage,
  earlier: readonly RecentTurn[],
  question: string | undefined,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): UserMessage | undefined {
  const before = earlier[earlier.length - 1];
  if (question === undefined || before?.answered === undefined || before.replies.length === 0) return undefined;
  const { stopwords } = lexicon.tokens;
  if (!sameQuestion(question, [before.answered], stopwords)) return undefined;
  const said = contentKeys(before.turn.tokens, stopwords);
  if (said.size === 0) return undefined;
  const keys = contentKeys(turn.tokens, stopwords);
  for (const key of said) if (!keys.has(key)) return undefined;
  if (!LETTER.test(turn.text) || userAsks(turn) || !carriesContent(turn, lexicon)) return undefined;
  // A bare question back asks about what its message said before it: the same only after the same words.
  if (!sameLetters(question, before.answered) && reply.closesWithQuestionBack()) return undefined;
  return before.turn;
}
