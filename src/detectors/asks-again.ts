/**
 * @module Asking again for what the reply did not give, in other words than a similar rephrase:
 * a reason asked for again after a reply that gave none ("why are snakes exciting?" → "they are
 * so fun." → "tell me why snakes are fun"), a question asked again after another try in between
 * ("…" → "what about snakes excites you?"), and a request that sets the reply aside ("You may
 * visit this link." → "But please give me a solution.").
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { onDemandMatches, type PhraseMatch } from '../lexicon/match';
import type { IntSet } from '../text/int-set';
import { contentKeys } from '../lexicon/content-keys';
import type { TokenSet } from '../lexicon/token-set';
import { foldCompatibility, isWhiteSpace } from '../text/normalize';
import { foldedTokens } from '../text/folded-tokens';
import { clauseAt, keyAt, startAt, type TokenList } from '../text/tokenize';
import { isSentenceMark } from '../text/sentence-marks';
import { ownWords } from '../text/own-words';
import { asksQuestion, type ReplyView, sameStem } from './reply-view';
import { WHY } from './presupposition';
import type { RecentTurn } from './dialogue-says-again';
import { bringsNewNumber, REPHRASE_MIN_TOKENS } from './rephrase';
import { tookUp, userAsks } from './responded';

/** The `repair` group of words that give a reason ("because", "since", "weil", "parce que", "porque", "因为", "から"). */
export const REASON = 'reason';

/**
 * The `repair` group of contrast words that open a clause ("^but", "^however", "^aber", "^mais",
 * "^pero", "^mas", "^但是", "^でも").
 */
export const SET_ASIDE = 'setaside';

/**
 * The `repair` group of words that add to a request ("also", "too", "another", "auch", "aussi",
 * "también", "也"): a request after "but" that holds one asks for something more, not again.
 */
export const ADDITION = 'addition';

/** The `repair` group of question forms ("do you", "did you", "are you", "can you", "tu", "est-ce que"). */
const QUESTION = 'question';

/** The `repair` group of counter-offers ("how about", "what about", "at least"): they ask for something else. */
const COUNTER_OFFER = 'counteroffer';

/** Most tokens of each of two questions for a reason, the one asked again and the one before it. */
export const WHY_MAX_TOKENS = 12;

/** Most tokens of a {@link SET_ASIDE} phrase (a Han or kana character is one). */
const SET_ASIDE_MAX_TOKENS = 2;

/**
 * The `why` phrase of a user turn that asks again for a reason the reply did not give: the turn
 * and the previous user turn each have at most {@link WHY_MAX_TOKENS} tokens and a {@link WHY}
 * phrase of the `repair` lexicon ("why", "how come", "warum", "pourquoi", "por qué", "为什么"),
 * they share a content word (what the reason is asked for: "why are snakes exciting?" and "tell
 * me why snakes are fun"), and no assistant message between them holds a {@link REASON} phrase
 * ("because", "since", "so that", "weil", "parce que", "porque", "因为"). A reply that gives a
 * reason is answered ("Why do you like it?" → "Because it's calm." → "Why is it calm?" follows
 * up); a new question for a reason about something else shares no word with the first.
 */
export function asksWhyAgain(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  replies: readonly string[],
  lexicon: CompiledLexicon,
): PhraseMatch | undefined {
  if (message.tokens.length > WHY_MAX_TOKENS || previous.tokens.length > WHY_MAX_TOKENS) return undefined;
  if (replies.length === 0 || keys.sharedWith(previousKeys) === 0) return undefined;
  const why = onDemandMatchesOf(message, lexicon).find(isGroup(WHY));
  if (why === undefined || !onDemandMatchesOf(previous, lexicon).some(isGroup(WHY))) return undefined;
  for (const reply of replies)
    if (onDemandMatches(foldedTokens(reply), lexicon).some(isGroup(REASON))) return undefined;
  return why;
}

/**
 * The request of a user turn that sets the assistant's reply aside and asks for what the user
 * wants: a `requests` phrase ("please", "can you", "I need you", "bitte", "pouvez-vous", "por
 * favor", "请") right after a {@link SET_ASIDE} phrase that opens a sentence ("You may visit this
 * link." → "I see the window closed. But please give me a solution."; "Aber bitte…", "Mais
 * pouvez-vous…", "但是请…"). After a comma, "but" turns from the user's own concession ("I
 * understand, but…", "Looks good, but can we use GTK instead?"), which more often brings a new or
 * refined request than the old one again. It counts after a reply that asked nothing (`asked`: a question mark near its
 * end, read again in the reply's own words when there is one: a `?` inside a link asks nothing;
 * no question form, no offer there either): the user turns from what the reply gave back to what
 * they asked for. A request with an {@link ADDITION} word in its sentence ("but I also need…", "but
 * can you add another one?", "but what about config files, and do I also need…") asks for more,
 * not again, and one with a `counteroffer` phrase there ("But what about the statistics…", "but
 * how about a voucher?") asks for something else. After a question or an offer, "but…" goes on with the answer ("Have you ever
 * been there?" → "No. But I want to."). After an acknowledgement that takes the reply as it is
 * (see {@link acceptsReply}: "Great. But please don't use so much of the original language.",
 * "Ok. But could you find him?", "Danke. Aber bitte…"), the request is a new one, not the old one
 * asked again.
 */
export function setsAside(
  message: UserMessage,
  asked: boolean,
  replyText: string,
  reply: ReplyView,
  lexicon: CompiledLexicon,
  previous?: UserMessage,
): PhraseMatch | undefined {
  const { tokens } = message;
  const request = message.matches.find((m) => {
    if (m.start === 0) return false;
    if (m.phrase.family !== 'requests' || m.phrase.group !== 'phrases') {
      // A question form counts only in a turn that asks after one that asked (cheap tests before the on-demand groups).
      if (previous === undefined || !isGroup(QUESTION)(m) || !asksQuestion(message.text) || !userAsks(previous))
        return false;
    }
    const clause = clauseAt(tokens, m.start);
    const from = Math.max(0, m.start - SET_ASIDE_MAX_TOKENS);
    for (let i = m.start - 1; i >= from; i--) if (clauseAt(tokens, i) !== clause) return i < m.start - 1;
    return from === 0 || clauseAt(tokens, from - 1) !== clause;
  });
  if (request === undefined) return undefined;
  const demanded = onDemandMatchesOf(message, lexicon);
  const aside = demanded.find((m) => isGroup(SET_ASIDE)(m) && m.end === request.start);
  if (aside === undefined || !opensSentence(message, aside.start)) return undefined;
  if (acceptsReply(message, aside.start, lexicon)) return undefined;
  let end = request.end;
  while (end < tokens.length && !opensSentence(message, end)) end++;
  const inSentence = (m: PhraseMatch) => m.start >= aside.start && m.start < end;
  if (demanded.some((m) => isGroup(ADDITION)(m) && inSentence(m))) return undefined;
  if (message.matches.some((m) => isGroup(COUNTER_OFFER)(m) && inSentence(m))) return undefined;
  if (isGroup(QUESTION)(request) && !asksAgainAside(message, aside.start, end, previous!, lexicon)) return undefined;
  if (asked && asksQuestion(ownWords(foldCompatibility(replyText)))) return undefined;
  if (reply.asksWithoutMark() || reply.offers()) return undefined;
  return aside;
}

/**
 * True when the question of the sentence `[from, to)` of the user turn (it closes with a question
 * mark) asks again what the previous user turn asked: that turn asked (see `userAsks`), and the
 * sentence shares a content word (same stem) with it ("Did you try donuts there?" → "Donuts are
 * yummy." → "But did you get to try them in NY?").
 */
function asksAgainAside(
  message: UserMessage,
  from: number,
  to: number,
  previous: UserMessage,
  lexicon: CompiledLexicon,
): boolean {
  const { tokens, normalized } = message;
  const sentence = normalized.slice(
    startAt(tokens, from),
    to < tokens.length ? startAt(tokens, to) : normalized.length,
  );
  if (!sentence.includes('?') && !sentence.includes('？')) return false;
  if (!userAsks(previous)) return false;
  const { stopwords } = lexicon.tokens;
  const asked = contentWords(previous.tokens, stopwords);
  for (let i = from; i < to; i++)
    if (!stopwords.hasToken(tokens, i) && asked.some((w) => sameStem(w, keyAt(tokens, i)))) return true;
  return false;
}

/**
 * True when the user turn accepts the reply before token `end`: at least one token there, each of
 * them a confirmation ("ok", "great", "gut", "d'accord", "vale", "好"), a stopword or inside a
 * `gratitude` or `satisfaction` phrase ("thank you", "looks good", "merci"). "Great. But…" takes
 * what was done and asks for something more; "I see the window closed. But…" does not.
 */
export function acceptsReply(message: UserMessage, end: number, lexicon: CompiledLexicon): boolean {
  if (end === 0) return false;
  const { confirmations, stopwords } = lexicon.tokens;
  const { tokens, matches } = message;
  for (let i = 0; i < end; i++) {
    if (confirmations.hasToken(tokens, i) || stopwords.hasToken(tokens, i)) continue;
    const inside = matches.some(
      (m) => (m.phrase.family === 'gratitude' || m.phrase.family === 'satisfaction') && m.start <= i && m.end > i,
    );
    if (!inside) return false;
  }
  return true;
}

/**
 * True when token `i` of the message opens a sentence: nothing but white space before it, or a
 * sentence mark right before that white space.
 */
function opensSentence(message: UserMessage, i: number): boolean {
  const text = message.normalized;
  let k = startAt(message.tokens, i) - 1;
  while (k >= 0 && isWhiteSpace(text.charCodeAt(k)) && text.charCodeAt(k) !== 10) k--;
  return k < 0 || isSentenceMark(text.charCodeAt(k));
}

/** A test for a phrase of the `repair` group `group`. */
function isGroup(group: string): (m: PhraseMatch) => boolean {
  return (m) => m.phrase.family === 'repair' && m.phrase.group === group;
}

/**
 * The user turn before the previous one (the first of `earlier`), when `turn` asks its question
 * again in other words after another try in between: "why are snakes exciting?" → "i am a fan of
 * them, they are so fun." → "tell me why snakes are fun." → "i am a fan of them, they are so
 * exciting." → "what about snakes excites you?". All of these hold:
 * - `turn` and that turn ask (a question mark near their end), each with at least
 *   {@link REPHRASE_MIN_TOKENS} tokens and 2 content words and at most {@link AGAIN_MAX_TOKENS}
 *   tokens, and the previous turn, the try in
 *   between, asks or requests too (see `userAsks`): the user kept asking;
 * - every content word of each is, by stem (see `sameStem`: "excites" and "exciting"), a word of
 *   the other, and `turn` brings no number the earlier turn lacked;
 * - neither answer took the question up: the replies to that turn hold fewer than half of its
 *   content words (see `tookUp`), and the latest reply (`reply`) does not open with a yes or a no
 *   in a short answer (see `ReplyView.answersDirectly`).
 */
export function asksAgainAfterAnotherTry(
  turn: UserMessage,
  earlier: readonly RecentTurn[],
  reply: ReplyView,
  lexicon: CompiledLexicon,
): UserMessage | undefined {
  if (earlier.length < 2) return undefined;
  const first = earlier[earlier.length - 2]!;
  const between = earlier[earlier.length - 1]!.turn;
  const before = first.turn;
  const count = turn.tokens.length;
  const beforeCount = before.tokens.length;
  if (count < REPHRASE_MIN_TOKENS || beforeCount < REPHRASE_MIN_TOKENS) return undefined;
  if (count > AGAIN_MAX_TOKENS || beforeCount > AGAIN_MAX_TOKENS) return undefined;
  if (!asksQuestion(turn.text) || !asksQuestion(before.text) || !userAsks(between)) return undefined;
  const { stopwords } = lexicon.tokens;
  const words = contentWords(turn.tokens, stopwords);
  const beforeWords = contentWords(before.tokens, stopwords);
  if (words.length < 2 || beforeWords.length < 2) return undefined;
  if (!words.every((w) => beforeWords.some((b) => sameStem(w, b)))) return undefined;
  if (!beforeWords.every((b) => words.some((w) => sameStem(w, b)))) return undefined;
  if (bringsNewNumber(turn.normalized, before.normalized) || reply.answersDirectly()) return undefined;
  return tookUp(first.replies, contentKeys(before.tokens, stopwords), true) ? undefined : before;
}

/**
 * Most tokens of each of the two questions {@link asksAgainAfterAnotherTry} compares: a question
 * asked again in other words is short, and each word of one is looked for among the other's.
 */
export const AGAIN_MAX_TOKENS = 24;

/** The distinct content words (keys of tokens that are not stopwords) of `tokens`. */
function contentWords(tokens: TokenList, stopwords: TokenSet): string[] {
  const words = new Set<string>();
  for (let i = 0; i < tokens.length; i++) if (!stopwords.hasToken(tokens, i)) words.add(keyAt(tokens, i));
  return [...words];
}
