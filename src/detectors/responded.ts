/**
 * @module Whether the assistant's reply responded to the previous user turn, and whether the next
 * user turn says that turn again or does something else (answers a question, turns a question
 * back on the assistant): what a similar rephrase, the user restating a turn the assistant failed
 * to act on, rests on.
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { IntSet } from '../text/int-set';
import { foldedTokens } from '../text/folded-tokens';
import { onDemandMatchesOf } from '../messages/prepare';
import { onDemandMatches, type PhraseMatch } from '../lexicon/match';
import { clauseAt, firstTokenFrom, hashAt, startAt, type TokenList } from '../text/tokenize';
import { asksQuestion, isQuestionBack, lastSentenceStart, SECOND_PERSON, type ReplyView } from './reply-view';
import { isWhiteSpace } from '../text/normalize';
import { STANCE, WH, WHY } from './presupposition';
import { REFERENT } from './echo-query';

/**
 * An answer that holds this many of a request's content words took it up, however long the
 * request (a long prompt is answered without repeating half of its words), when the user's next
 * turn drops or adds some of those words.
 */
export const TOOK_UP_WORDS = 5;

/** How many tokens after its opening `self` word a first-person answer may echo the question's verb. */
export const ECHO_WINDOW = 2;

/**
 * True when the user turn asks something of the assistant: a question mark near its end (see
 * `asksQuestion`) or a `requests` phrase ("can you", "please", "I need"). A turn that does
 * neither states something: the assistant responds to it by taking it up, not by doing anything.
 */
export function userAsks(turn: UserMessage): boolean {
  return asksQuestion(turn.text) || turn.matches.some((m) => m.phrase.family === 'requests');
}

/**
 * True when the assistant's answer took up the previous user turn: its messages hold at least half
 * of that turn's content tokens, or, when the new turn does not keep the same content words
 * (`changed`: some dropped or added), at least {@link TOOK_UP_WORDS} of them (a long prompt is
 * answered without repeating half of its words; the user then re-sends it with a sentence cut or
 * reports the next error).
 */
export function tookUp(replies: readonly string[], previousKeys: IntSet, changed: boolean): boolean {
  const said = new Set<number>();
  for (const reply of replies) {
    const tokens = foldedTokens(reply);
    for (let i = 0; i < tokens.length; i++) said.add(hashAt(tokens, i));
  }
  let taken = 0;
  for (const key of previousKeys) if (said.has(key)) taken++;
  return 2 * taken >= previousKeys.size || (changed && taken >= TOOK_UP_WORDS);
}

/**
 * True when the assistant responded to the previous user turn, so the same turn again is not one
 * the assistant failed to act on. For a statement (it asks nothing, see {@link userAsks}):
 * - the statement speaks of the user or of the assistant (a `self` word or a second-person word,
 *   not both: "I hate Disney", "You seem nice") and the answer took it up, holding at least half
 *   of its content words ("I'm not a big fan of Disney either"): the user says it again to insist
 *   or to troll, the assistant did respond. A turn without a person is often a bare imperative
 *   ("Name all the planets", "name some songs"), a request that an answer can take up without
 *   doing it ("I guess I could name some songs");
 * - its answer asks something and repeats, word for word, the assistant message the statement
 *   answered (`repeatsPrompt`: "What do you do for a living?", "I work at a watch shop", "What do
 *   you do for a living?"): the user gives the same answer to the same question again, which is
 *   no similar rephrase; repair reads it first as an answer said again (see `saysAgain`).
 * For a question about the assistant (it asks, a second-person word and no `self` word: "Do you
 * like manuka honey?", "Would you use the money to help the world?"): one answer in the first
 * person (a `self` word) that holds at least half of the question's content words ("I do not
 * like manuka honey.") or that opens with a `self` word and echoes the question's verb (see
 * `echoesVerb`: "I actually do.") answered it; asking the very same again tests or trolls.
 * For a turn that closes with a bare question back ("I also like dogs. How about you?", "Ich
 * auch. Und du?", see {@link asksBack}): one reply that answers in the first person before
 * anything else (`ReplyView.opensInFirstPerson`: "i love dogs. did you know…") and did not say it
 * failed to understand answered it; the turn pasted again after that is no request left undone.
 * A request or a question about anything else is acted on, not only taken up: the same one again
 * after an answer that holds its words may still ask for what the answer did not give (an
 * incomplete answer), and one with a `self` word ("Can you write me a poem?") asks for something.
 */
export function respondedTo(
  previous: UserMessage,
  previousKeys: IntSet,
  replies: readonly string[],
  reply: ReplyView,
  repeatsPrompt: boolean,
  lexicon: CompiledLexicon,
): boolean {
  if (userAsks(previous))
    return (
      answeredAboutItself(previous, previousKeys, replies, lexicon) || answeredBack(previous, replies, reply, lexicon)
    );
  if (repeatsPrompt) return true;
  return personOf(previous, lexicon) !== undefined && tookUp(replies, previousKeys, false);
}

/** True when `replies` is one reply that answered a question back in the first person (see {@link asksBack}). */
function answeredBack(
  previous: UserMessage,
  replies: readonly string[],
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  return replies.length === 1 && reply.opensInFirstPerson() && !reply.confused() && asksBack(previous, lexicon);
}

/**
 * True when the user turn closes with a bare question back: its last sentence is closed by a
 * question mark and holds a `second_person` phrase and nothing but stopwords and confirmations
 * (see `isQuestionBack`: "I'm good. I also like dogs. How about you?", "Mir geht's gut. Und du?",
 * "Je vais bien. Et toi ?", "我很好。你呢？"). It asks the assistant what the user just said of
 * themselves; "What about your dog?" asks about something of its own.
 */
export function asksBack(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  const { tokens } = turn;
  const text = tokens.text;
  let end = text.length;
  while (end > 0 && isWhiteSpace(text.charCodeAt(end - 1))) end--;
  const c = text.charCodeAt(end - 1);
  if (c !== 63 && c !== 0xff1f) return false;
  const first = firstTokenFrom(tokens, lastSentenceStart(text));
  if (first === tokens.length) return false;
  const toYou = turn.matches.filter((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON);
  return isQuestionBack(tokens, first, tokens.length - 1, toYou, lexicon);
}

/** True when `replies` is one first-person answer that took up a question about the assistant. */
function answeredAboutItself(
  previous: UserMessage,
  previousKeys: IntSet,
  replies: readonly string[],
  lexicon: CompiledLexicon,
): boolean {
  if (replies.length !== 1 || personOf(previous, lexicon) !== 'you') return false;
  const tokens = foldedTokens(replies[0]!);
  const { self } = lexicon.tokens;
  if (self.hasToken(tokens, 0) && (echoesVerb(tokens, previous, lexicon) || givesView(tokens, previous, lexicon)))
    return true;
  let onSelf = false;
  for (let i = 0; i < tokens.length && !onSelf; i++) onSelf = self.hasToken(tokens, i);
  return onSelf && tookUp(replies, previousKeys, false);
}

/**
 * The `repair` group of phrases that ask for a view ("feel about", "thoughts on", "take on",
 * "hältst du von", "penses-tu de", "opinas sobre", "怎么看").
 */
export const VIEW = 'view';

/**
 * True when a reply that opens with a `self` word gives the view a question asked for: the
 * question holds a {@link VIEW} phrase, a `stance` phrase of the `repair` lexicon ("think",
 * "like", "love", "denke", "pense") is in one of the {@link ECHO_WINDOW} tokens after the `self`
 * word, and no negator comes before the end of that clause ("How do you feel about white
 * people?" → "I really like them."; "What are your thoughts on it?" → "I think it is great."; not
 * "I don't know"). "What would your name be?" → "I love Bart." gives a view it did not ask for.
 */
function givesView(reply: TokenList, question: UserMessage, lexicon: CompiledLexicon): boolean {
  const isGroup = (group: string) => (m: PhraseMatch) => m.phrase.family === 'repair' && m.phrase.group === group;
  if (!onDemandMatchesOf(question, lexicon).some(isGroup(VIEW))) return false;
  const stance = onDemandMatches(reply, lexicon).some(
    (m) => isGroup(STANCE)(m) && m.start >= 1 && m.start <= ECHO_WINDOW,
  );
  if (!stance) return false;
  const { negators } = lexicon.tokens;
  const clause = clauseAt(reply, 0);
  for (let i = 0; i < reply.length && clauseAt(reply, i) === clause; i++) if (negators.hasToken(reply, i)) return false;
  return true;
}

/**
 * True when a reply that opens with a `self` word answers with the question's own verb: one of
 * the {@link ECHO_WINDOW} tokens after it is a word next to a second-person word of the question
 * ("Do you like it?" → "I actually do."; "What do you think of it?" → "I think it's great!"), and
 * no negator comes before the end of that clause. "I do not know" and "I don't know what to say"
 * echo the verb without answering.
 */
function echoesVerb(reply: TokenList, question: UserMessage, lexicon: CompiledLexicon): boolean {
  const near = new Set<number>();
  for (const m of question.matches) {
    if (m.phrase.family !== 'repair' || m.phrase.group !== SECOND_PERSON) continue;
    if (m.start > 0) near.add(hashAt(question.tokens, m.start - 1));
    if (m.end < question.tokens.length) near.add(hashAt(question.tokens, m.end));
  }
  let echoed = false;
  for (let i = 1; i <= ECHO_WINDOW && i < reply.length && !echoed; i++) echoed = near.has(hashAt(reply, i));
  if (!echoed) return false;
  const { negators } = lexicon.tokens;
  const clause = clauseAt(reply, 0);
  for (let i = 0; i < reply.length && clauseAt(reply, i) === clause; i++) if (negators.hasToken(reply, i)) return false;
  return true;
}

/**
 * True when the user turn turns the previous one around instead of saying it again: one speaks
 * of the user only (a `self` word, no second-person word) and the other of the assistant only (a
 * `second_person` phrase of the `repair` lexicon, no `self` word). A statement about the user
 * turned into a question to the assistant ("I love to read my Bible!", then "Do you love to read
 * the Bible?") asks something new, the "what about you?" of small talk; a question to the
 * assistant followed by the same words about the user ("Do you like ice cream?", then "I do like
 * ice cream." after the assistant asked back) answers or gives the user's own view. Neither
 * says the previous turn again. A request about the user after a question ("Do you have rooms?",
 * then "I would like a room") or a question after a request ("I'd like a taxi to the station.",
 * then "A taxi to the station, can you?") may still restate it.
 */
export function turnsAround(message: UserMessage, previous: UserMessage, lexicon: CompiledLexicon): boolean {
  const now = personOf(message, lexicon);
  const before = personOf(previous, lexicon);
  if (now === 'you' && before === 'self') return !userAsks(previous);
  if (now === 'self' && before === 'you') return !message.matches.some((m) => m.phrase.family === 'requests');
  return false;
}

/** Whom the turn speaks of: only the user (`self`), only the assistant (`you`), else undefined. */
function personOf(turn: UserMessage, lexicon: CompiledLexicon): 'self' | 'you' | undefined {
  const { self } = lexicon.tokens;
  let onSelf = false;
  for (let i = 0; i < turn.tokens.length && !onSelf; i++) onSelf = self.hasToken(turn.tokens, i);
  const onYou = turn.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON);
  if (onSelf === onYou) return undefined;
  return onSelf ? 'self' : 'you';
}

/**
 * True when the user turn asks for more after a yes/no question the reply answered: the previous
 * turn closes with a yes/no question (a question mark near its end, and its last sentence opened
 * by no question word, see {@link opensWithQuestionWord}), the reply says yes or no first
 * (`ReplyView.opensWithYesOrNo`: "Yes, of course. I love his books…") or is a short remark on it (at
 * most `DIRECT_ANSWER_MAX_TOKENS` tokens opened by a `referent` phrase, "it's", "that is", "das
 * ist", "c'est": see `ReplyView.remarksOn`; no question mark or question form, no confusion) and
 * the turn closes with a question a question word opens ("Is that your favorite show?" → "It's
 * okay." → "What is your favorite show?"; "Ist Tatort deine liebste Serie?" → "Sie ist okay." →
 * "Was ist deine liebste Serie?"). The yes/no question was answered; the new one asks what it
 * did not, not the same again. After "Turtles swim in the sea." it is asked again.
 */
export function asksOnAfterYesNo(
  message: UserMessage,
  previous: UserMessage,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  if (!asksQuestion(previous.text) || !asksQuestion(message.text)) return false;
  if (!reply.remarksOn(REFERENT) && !reply.opensWithYesOrNo()) return false;
  if (reply.asks() || reply.confused()) return false;
  return opensWithQuestionWord(message, lexicon) && !opensWithQuestionWord(previous, lexicon);
}

/**
 * True when the last sentence of the user turn, or a clause of it, opens with a question word: a
 * `wh` or `why` phrase of the `repair` lexicon ("what", "where", "why", "wie", "pourquoi").
 */
function opensWithQuestionWord(turn: UserMessage, lexicon: CompiledLexicon): boolean {
  const { tokens } = turn;
  const from = lastSentenceStart(tokens.text);
  return onDemandMatchesOf(turn, lexicon).some(
    (m) =>
      m.phrase.family === 'repair' &&
      (m.phrase.group === WH || m.phrase.group === WHY) &&
      startAt(tokens, m.start) >= from &&
      (m.start === 0 ||
        startAt(tokens, m.start - 1) < from ||
        clauseAt(tokens, m.start - 1) !== clauseAt(tokens, m.start)),
  );
}
