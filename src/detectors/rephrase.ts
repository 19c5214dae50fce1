/**
 * @module Similar rephrases: whether a user turn restates the previous one in other words because
 * the assistant's answer did not take it up (and not to refine, widen or narrow it).
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { contentKeys } from '../lexicon/content-keys';
import type { TokenSet } from '../lexicon/token-set';
import type { IntSet } from '../text/int-set';
import { foldCompatibility } from '../text/normalize';
import { numbersOf } from '../text/numbers';
import { hashAt, tokenize, type TokenList } from '../text/tokenize';
import { asksQuestion, QUESTION, SECOND_PERSON, type ReplyView } from './reply-view';
import { asksOnAfterYesNo, respondedTo, tookUp, turnsAround, userAsks } from './responded';
import type { ReplyRepeats } from './replies-seen';

/**
 * Fewest tokens of each turn a similar rephrase reads (with 2 content words); a shorter question
 * said again word for word is read by `asksAgainWordForWord`.
 */
export const REPHRASE_MIN_TOKENS = 3;
/** Minimum Jaccard similarity of the content tokens for a similar rephrase. */
export const REPHRASE_OVERLAP = 0.5;
/**
 * A similar rephrase brings at most this many content tokens the previous turn did not have, and
 * only after an assistant reply that said it did not understand; otherwise it brings none (words
 * added to a request make it a wider or narrower one: a refinement).
 */
export const REPHRASE_MAX_NEW_TOKENS = 2;
/** After an answer that missed a question, the same question asked again may bring this many new content tokens. */
export const MISSED_QUESTION_NEW_TOKENS = 1;
export { TOOK_UP_WORDS } from './responded';

/** What the rephrase check reads: the two user turns, the assistant's answer between them, the user's boilerplate. */
export interface RephraseInput {
  message: UserMessage;
  keys: IntSet;
  previous: UserMessage;
  previousKeys: IntSet;
  /** The assistant messages after `previous` (its answer to it). */
  replies: readonly string[];
  /** The latest of them. */
  reply: ReplyView;
  /**
   * Whether the latest of them repeats, word for word, an assistant message before `previous` (it
   * made no progress, so it did not take the turn up whatever words it holds), and whether it asks
   * something and repeats, word for word, the assistant message `previous` answered (the
   * assistant asked the same question again). Asked only where a rule needs it.
   */
  repeats: ReplyRepeats;
  /** Content keys the user wrote in every turn so far (signatures, templates), left out of the comparison. */
  boilerplate: IntSet | undefined;
  lexicon: CompiledLexicon;
}

/**
 * The similarity of `message` as a similar rephrase of the previous user turn, or 0 when it is
 * not one: {@link rephraseOverlap} of at least {@link REPHRASE_OVERLAP}, over the user's own words
 * or, when either turn leaves material out (code, a quotation, a pasted block), over the whole
 * texts ("Translate the following:" before another text is another request); the same negation
 * ("Like black coffee?" then "You don't like black coffee?" is another statement); not a question
 * a question word opens after a yes/no question the reply answered briefly (`asksOnAfterYesNo`:
 * "Is that your favorite show?", "It's okay.", "What is your favorite show?"); and an answer
 * that did not take the turn up ({@link tookUp}; unless the same words came again) nor, for one
 * question, answered it directly. New words are allowed after an answer that did not understand,
 * that missed a question asked again, or that repeated an earlier answer word for word (to a
 * question asked again: the answer made no progress, whatever words it holds).
 */
export function similarRephrase(input: RephraseInput): number {
  const { message, keys, previous, previousKeys, replies, reply, boilerplate, lexicon } = input;
  const { stopwords, negators } = lexicon.tokens;
  if (turnsAround(message, previous, lexicon)) return 0;
  const missed = (now: UserMessage, nowKeys: IntSet, before: UserMessage, beforeKeys: IntSet) => (added: number) =>
    reply.confused() ||
    (added <= MISSED_QUESTION_NEW_TOKENS &&
      askedAgain(now, before) &&
      (input.repeats.repeated() ||
        (!reply.answersDirectly() &&
          !tookUp(replies, beforeKeys, false) &&
          !followsUp(now, nowKeys, before, beforeKeys, reply, lexicon))));
  const overlapOf = (a: UserMessage, aKeys: IntSet, b: UserMessage, bKeys: IntSet): number =>
    rephraseOverlap(a, aKeys, b, bKeys, boilerplate, missed(a, aKeys, b, bKeys));
  let overlap = overlapOf(message, keys, previous, previousKeys);
  if (overlap < REPHRASE_OVERLAP) return 0;
  // Read only for a turn similar enough: the statement and the yes/no question read the turns again.
  if (insists(input) || answersThenStates(input) || answersQuestion(input)) return 0;
  if (asksOnAfterYesNo(message, previous, reply, lexicon)) return 0;
  let [current, prior, priorKeys] = [message, previous, previousKeys];
  if (leftOut(message) || leftOut(prior)) {
    current = whole(message);
    prior = whole(prior);
    priorKeys = contentKeys(prior.tokens, stopwords);
    const currentKeys = contentKeys(current.tokens, stopwords);
    overlap = overlapOf(current, currentKeys, prior, priorKeys);
    if (overlap < REPHRASE_OVERLAP) return 0;
  }
  if (isNegated(current.tokens, negators) !== isNegated(prior.tokens, negators)) return 0;
  if (input.repeats.repeated() && askedAgain(current, prior)) return overlap;
  if (respondedTo(prior, priorKeys, replies, reply, input.repeats.repeatsPrompt(), lexicon)) return 0;
  if (!sameTokens(current.tokens, prior.tokens) && tookUp(replies, priorKeys, overlap < 1)) return 0;
  if (replies.length === 1 && asksQuestion(prior.text) && reply.answersDirectly()) return 0;
  return overlap;
}

/**
 * The similarity of a similar rephrase, or 0 when `message` is not one: |A∩B| / |A∪B| over the
 * distinct content tokens of the two turns, leaving out `boilerplate` (tokens the user wrote in
 * every turn so far: signatures, templates). 0 unless both turns have at least 3 tokens and, after
 * that, 2 distinct content tokens; the message brings no number that the previous turn lacked
 * (a new date, amount, id or reading makes it a refinement or a progress report); it brings no
 * content token the previous turn did not have ("a scholarly introduction", then "a scholarly
 * philosophical introduction" widens the request) unless `confused(added)` says the assistant did not
 * understand that turn: then it may bring up to {@link REPHRASE_MAX_NEW_TOKENS}, and only if it
 * keeps all of that turn's content tokens (one that drops some words and brings others asks for
 * another item, place or style: "a poem in the style of Shakespeare", then "…of Bennett").
 */
export function rephraseOverlap(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  boilerplate?: IntSet,
  confused: (added: number) => boolean = () => true,
): number {
  if (message.tokens.length < REPHRASE_MIN_TOKENS || previous.tokens.length < REPHRASE_MIN_TOKENS) return 0;
  const a = boilerplate === undefined ? keys : without(keys, boilerplate);
  const b = boilerplate === undefined ? previousKeys : without(previousKeys, boilerplate);
  if (a.size < 2 || b.size < 2) return 0;
  const shared = a.sharedWith(b);
  const added = a.size - shared;
  if (added > REPHRASE_MAX_NEW_TOKENS) return 0;
  // Dropping some of the previous turn's words and bringing others swaps an item: a refinement.
  if (added > 0 && shared < b.size) return 0;
  if (bringsNewNumber(message.normalized, previous.normalized)) return 0;
  if (added > 0 && !confused(added)) return 0;
  return shared / (a.size + b.size - shared);
}

/**
 * True when both turns ask a question (a question mark near their end): the user asks again. After
 * an answer that held fewer than half of the question's content words (it missed it), the same
 * question in other words may bring a word or two ("How do I reset my router password?", then
 * "What are the steps to reset the password on my router?").
 */
function askedAgain(message: UserMessage, previous: UserMessage): boolean {
  return asksQuestion(message.text) && asksQuestion(previous.text);
}

/**
 * True when a question asked again with one new word follows the answer up instead of asking
 * again what the answer missed: the new word is one the reply said (it takes the answer up:
 * "what do you eat it with?", "everything, I eat it plain", "you eat it plain?"); the previous
 * question was put to the assistant (an `addressees` word: "you", "du", "你") and the reply is a
 * short answer about itself (at most {@link DIRECT_ANSWER_MAX_TOKENS} tokens, one of them a `self`
 * word: "I do indeed."), so "what kind of science do you like?" after "Do you like science?" is
 * a new question; or the reply holds a content word of the question (it took it up at least in
 * part) and the new word is slipped into the question after its first word, the rest unchanged
 * ("a scholarly philosophical introduction to this: what is meaning?" after an essay on meaning):
 * a qualifier that narrows the question, like a word added to a request. After a reply that held
 * none of its words, the question with a word slipped in is still asked again.
 */
function followsUp(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  for (const key of keys) if (!previousKeys.has(key) && reply.says(key)) return true;
  if (reply.answersAboutItself() && addresses(previous.tokens, lexicon.tokens.addressees)) return true;
  if (!insertedAfterFirst(message.tokens, previous.tokens)) return false;
  for (const key of previousKeys) if (reply.says(key)) return true;
  return false;
}

/** True when a token of `tokens` is in `addressees` (the turn is put to the assistant: "you", "du", "你"). */
export function addresses(tokens: TokenList, addressees: TokenSet): boolean {
  for (let i = 0; i < tokens.length; i++) if (addressees.hasToken(tokens, i)) return true;
  return false;
}

/** True when `tokens` is `previous` with one token inserted anywhere after its first token. */
function insertedAfterFirst(tokens: TokenList, previous: TokenList): boolean {
  if (tokens.length !== previous.length + 1 || previous.length === 0) return false;
  let k = 0;
  while (k < previous.length && hashAt(tokens, k) === hashAt(previous, k)) k++;
  if (k === 0) return false;
  for (let i = k; i < previous.length; i++) if (hashAt(tokens, i + 1) !== hashAt(previous, i)) return false;
  return true;
}

/**
 * True when the user says again a statement about themselves, the assistant or someone else that
 * the assistant answered with a remark of its own: both turns state (see {@link states}), and the
 * latest reply asks nothing (no question mark near its end, no question form: see
 * `ReplyView.asksWithoutMark`), did not say it failed to understand, and speaks in the first
 * person (a `self` word: "I hate Disney", "I do too, but…"; "your name is Gabe", "I am Gabriel";
 * "They want to destroy our country!", "I don't even know what they stand for") or says no to
 * it directly (`ReplyView.saysNoDirectly`: "your name is Gabe" → "No, it is not Gabe"). A reply
 * that asks responded too when it answers in the first person before it asks
 * (`ReplyView.opensInFirstPerson`: "you are a good person" → "i try my best. did you know…").
 * The user insists on the statement; the assistant did respond, so nothing asked of it was left
 * undone. After a reply that only moved on with a question of its own ("Do you have any pets?",
 * "I see. Do you have pets?"), or one that only acknowledged ("Noted."), the statement said again
 * still restates what was not taken up.
 */
function insists(input: RephraseInput): boolean {
  const { message, previous, replies, reply, lexicon } = input;
  if (replies.length === 0 || reply.confused()) return false;
  const responded = reply.opensInFirstPerson();
  if (reply.asks() && !responded) return false;
  if (states(previous, lexicon) && states(message, lexicon))
    return responded || reply.speaksOfItself() || reply.saysNoDirectly();
  if (reply.asks()) return false;
  if (!reply.opensWithYesOrNo() || !remarksOnTopic(previous, lexicon) || !remarksOnTopic(message, lexicon))
    return false;
  for (const key of input.previousKeys) if (reply.says(key)) return true;
  return false;
}

/**
 * True when the user turn is a remark about a topic or a third party that neither asks nor needs
 * anything: it does not ask (see `userAsks`: no question mark near its end, no `requests`
 * phrase; no question form), holds no `self` word ("my order", "I need"), no `addressees` word
 * ("you"), no `second_person` phrase, no negator ("the package hasn't arrived", "nothing
 * works") and no `complaint` phrase ("keeps crashing"): "chimps are better", "Schimpansen sind
 * besser", "猩猩更好". Said again after a reply that agreed or disagreed with it (opens with a
 * confirmation or a negator and says a content word of it: "yea, dogs reason better than
 * chimps"; a bare "Noted." or "Yes." only acknowledges), the user insists on a view the
 * assistant took up; nothing asked of it was left undone.
 */
export function remarksOnTopic(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  const { tokens } = turn;
  if (tokens.length === 0 || userAsks(turn)) return false;
  const { self, addressees, negators } = lexicon.tokens;
  for (let i = 0; i < tokens.length; i++)
    if (self.hasToken(tokens, i) || addressees.hasToken(tokens, i) || negators.hasToken(tokens, i)) return false;
  return !turn.matches.some(
    (m) =>
      m.phrase.family === 'complaint' ||
      (m.phrase.family === 'repair' && (m.phrase.group === QUESTION || m.phrase.group === SECOND_PERSON)),
  );
}

/**
 * True when the user turn answers the assistant's question with a "no" and goes on with a
 * statement: the latest reply asks (a question mark near its end or a question form), the turn
 * opens with a negator and asks nothing (see `userAsks`): "Not really. The NFL is anti-white." →
 * "I love the NFL, do you?" → "No. They are anti-white." answers, then says the view again. A
 * question asked again after the "no" ("No. Do you like rap?") still restates.
 */
function answersThenStates(input: RephraseInput): boolean {
  const { message, replies, reply, lexicon } = input;
  if (!lexicon.tokens.negators.hasToken(message.tokens, 0) || userAsks(message)) return false;
  return replies.length > 0 && reply.asks();
}

/**
 * True when the user turn, a statement said again, answers the question the assistant just asked:
 * the turn asks nothing (see `userAsks`; no question form of the `question` group either), the
 * latest reply did not say it failed to understand, and a question of its end asks about a
 * content word of the turn or asks back (see `ReplyView.asksAbout`): "I love rock music, and my
 * favorite color is blue", "what's your favorite color? mine is pink.", "my favorite color is
 * blue." gives the answer asked for; "My name is John. What is yours?", "I am Cassidy. What about
 * you?", "My name is John." too. After a question on something else ("Blood is crimson", "Do you
 * have a favorite animal?") the statement said again still restates what was not taken up.
 */
function answersQuestion(input: RephraseInput): boolean {
  const { message, replies, reply } = input;
  if (replies.length === 0 || userAsks(message) || reply.confused()) return false;
  if (message.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === QUESTION)) return false;
  return reply.asksAbout(input.keys);
}

/**
 * The `repair` group of third-person subject pronouns ("he", "she", "they", "er", "il", "ella",
 * "他"): a turn that opens with one says something of someone, a statement.
 */
export const THIRD_PERSON = 'third_person';

/**
 * True when the user turn states something about the user, the assistant or someone else rather
 * than asks: it does not ask (see `userAsks`: no question mark near its end, no `requests` phrase;
 * no question form of the `question` group of the `repair` lexicon either: "how do you feel about
 * cats") and its first token is a `self` word, a `second_person` word or a {@link THIRD_PERSON}
 * pronoun ("I hate Disney", "my dream car is a Rolls Royce", "your name is Gabe", "They want to
 * destroy our country"). A turn that opens otherwise may be a bare imperative ("name some songs")
 * or a report that asks for help ("the code below fails").
 */
export function states(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  if (userAsks(turn) || turn.tokens.length === 0) return false;
  if (turn.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === QUESTION)) return false;
  if (lexicon.tokens.self.hasToken(turn.tokens, 0)) return true;
  if (turn.matches.some((m) => m.start === 0 && m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON))
    return true;
  return onDemandMatchesOf(turn, lexicon).some(
    (m) => m.start === 0 && m.phrase.family === 'repair' && m.phrase.group === THIRD_PERSON,
  );
}

/**
 * True when the user turn states something or answers rather than asks: it states (see
 * {@link states}), or it asks nothing (no question mark near its end, no `requests` phrase, no
 * question form) and opens with a confirmation or a negator ("Yes, I just took a class on it",
 * "No, never tried it"). "Summarise the article", "Wie viele Tage habe ich noch" and "I need the
 * totals" do neither.
 */
export function statesOrAnswers(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  if (states(turn, lexicon)) return true;
  const { confirmations, negators } = lexicon.tokens;
  if (turn.tokens.length === 0 || userAsks(turn)) return false;
  if (!confirmations.hasToken(turn.tokens, 0) && !negators.hasToken(turn.tokens, 0)) return false;
  return !turn.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === QUESTION);
}

/** True when the user's own words leave something of the text out (code, a quotation, a pasted block). */
function leftOut(message: UserMessage): boolean {
  return message.toneText !== foldCompatibility(message.text);
}

/** `message` read as a whole, left-out material included (its tokens point into its whole text). */
function whole(message: UserMessage): UserMessage {
  const normalized = foldCompatibility(message.text).toLowerCase();
  return { ...message, normalized, tokens: tokenize(normalized) };
}

/** True when the two token lists hold the same tokens in the same order. */
function sameTokens(a: TokenList, b: TokenList): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (hashAt(a, i) !== hashAt(b, i)) return false;
  return true;
}

/** True when `text` has a number (see `numbersOf`: "5.0", "10:00", "AB12-34") that `previous` lacks. */
export function bringsNewNumber(text: string, previous: string): boolean {
  let before: Set<string> | undefined;
  for (const number of numbersOf(text)) {
    before ??= new Set(numbersOf(previous));
    if (!before.has(number)) return true;
  }
  return false;
}

/** True when the message has a negator token ("not", "don't", "不", "nicht"). */
function isNegated(tokens: TokenList, negators: TokenSet): boolean {
  for (let i = 0; i < tokens.length; i++) if (negators.hasToken(tokens, i)) return true;
  return false;
}

/** The values of `set` that are not in `remove`. */
function without(set: IntSet, remove: IntSet): IntSet {
  return set.without(remove);
}

/** The values of `a` that are also in `b`. */
export function intersect(a: IntSet, b: IntSet): IntSet {
  return a.keptIn(b);
}
