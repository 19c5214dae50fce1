/**
 * @module User repair: explicit corrections, rephrasing and clarification phrases, and similar
 * rephrases of the previous user turn.
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { matchPhrases, type PhraseMatch } from '../lexicon/match';
import { contentKeys } from '../lexicon/content-keys';
import { REPAIR_SIGNAL_GROUPS } from '../lexicon/families';
import type { TokenSet } from '../lexicon/token-set';
import { isBlank } from '../text/blank';
import { IntSet } from '../text/int-set';
import { foldCompatibility, isWhiteSpace } from '../text/normalize';
import { clauseAt, endAt, hashAt, startAt, tokenize, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { makeSignal, phraseSignal } from './evidence';
import { numbersOf } from '../text/numbers';

/** A repair ratio above this is concerning. */
export const REPAIR_RATIO_THRESHOLD = 0.3;
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
/**
 * Tokens the user wrote in every one of at least this many earlier turns are boilerplate
 * (signatures, templates) and left out of the rephrase comparison. Fewer turns cannot tell a
 * signature from a request the user keeps restating.
 */
export const BOILERPLATE_TURNS = 3;
/**
 * An answer that holds this many of a request's content words took it up, however long the
 * request (a long prompt is answered without repeating half of its words), when the user's next
 * turn drops or adds some of those words.
 */
export const TOOK_UP_WORDS = 5;
/** How far from its end an assistant message is read for a question mark. */
export const QUESTION_TAIL_CHARS = 300;
/** Most tokens of a reply that answers a question directly (see `ReplyView.answersDirectly`). */
export const DIRECT_ANSWER_MAX_TOKENS = 12;

/**
 * The `repair` group of requests to go on ("continue", "go on", "weiter", "继续"): never a signal,
 * and a turn with one is never a similar rephrase.
 */
export const CONTINUATION = 'continuation';

/**
 * The `repair` group of offers an assistant makes ("let me know if you'd like", "would you like",
 * "shall I", "möchten Sie", "需要我"): never a signal in a user message; in the latest assistant
 * message, it makes a "no, I…" that follows an answer, like a question does.
 */
export const OFFER = 'offer';

/**
 * The `repair` group of relaxed criteria ("doesn't have to", "any … is fine", "muss nicht",
 * "でもいい", "都可以"): never a signal; a turn with one relaxes the request, a refinement that is
 * never a similar rephrase.
 */
export const RELAXED = 'relaxed';

const GROUP_TYPES: Readonly<Record<string, SignalType>> = {
  correction: 'interaction.misalignment.correction',
  rephrase: 'interaction.misalignment.rephrase',
  clarification: 'interaction.misalignment.clarification',
};

/** What the repair check remembers about the conversation so far. */
export interface RepairState {
  /** The previous user turn. */
  previous: UserMessage | undefined;
  /** The content keys of `previous`, once read (they are read only when a turn needs them). */
  previousKeys: IntSet | undefined;
  /** An assistant message came before the current point (a user turn can answer it). */
  assistantSeen: boolean;
  /** The assistant messages after the previous user turn (its answer to it). */
  replies: string[];
  /** The latest assistant message asked something (a question mark near its end). */
  assistantAsked: boolean;
  /**
   * The latest assistant message's text (read only when a reply to it needs it: for an offer or a
   * negated last sentence after a "no", for what a "not asking for…" names, for a confusion phrase).
   */
  lastReply: string;
  /** Content keys found in every user turn so far (signatures, templates); undefined before the first. */
  everyTurn: IntSet | undefined;
  /** User turns read so far. */
  userTurns: number;
}

/** A fresh {@link RepairState}. */
export function initialRepairState(): RepairState {
  return {
    previous: undefined,
    previousKeys: undefined,
    assistantSeen: false,
    replies: [],
    assistantAsked: false,
    lastReply: '',
    everyTurn: undefined,
    userTurns: 0,
  };
}

/**
 * The repair signal of one message, if any, advancing `state`. Only a user turn that answers an
 * assistant message counts, never the first user turn. It counts once: its first `repair` phrase
 * that holds in context, else a similar rephrase of the previous user turn (see
 * {@link rephraseOverlap}). In context means: a correction that opens with a negator ("no, I…")
 * is not one when it answers a question or an offer or, a bare "no", is not on the first line or
 * agrees with a negated statement (see `isAnswerNo`); a clarification is a confirmation when the message opens
 * with a confirmation ("yes, that's the one I'm referring to") or its sentence is a tag question
 * ("just to be clear, the blue one, right?"), and a negated one ("I'm not asking for X") counts
 * only when X is something the assistant said. A turn that asks to go on or for more, or relaxes
 * a criterion, is never a similar rephrase.
 * Needs the language's lexicon (stopwords, confirmations): without one, nothing is counted.
 */
export function repairStep(message: PreparedMessage, state: RepairState, ctx: DetectorContext): Signal | undefined {
  if (message.role === 'assistant' && !isBlank(message.text)) {
    state.assistantAsked = asksQuestion(message.text);
    state.lastReply = message.text;
    state.assistantSeen = true;
    state.replies.push(message.text);
    return undefined;
  }
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.role !== 'user' || isBlank(message.text)) return undefined;
  const { previous, everyTurn, replies } = state;
  const { stopwords, confirmations, negators } = lexicon.tokens;
  // The keys are needed now only while some key was in every turn so far; else only for a rephrase check.
  let keys = everyTurn === undefined || everyTurn.size > 0 ? contentKeys(message.tokens, stopwords) : undefined;
  let previousKeys = state.previousKeys;
  const canAnswer = previous !== undefined && state.assistantSeen;
  const asked = state.assistantAsked;
  const boilerplate = state.userTurns >= BOILERPLATE_TURNS ? everyTurn : undefined;
  state.previous = message;
  state.previousKeys = keys;
  if (keys !== undefined) state.everyTurn = everyTurn === undefined ? keys : intersect(everyTurn, keys);
  state.userTurns++;
  state.replies = [];
  if (!canAnswer) return undefined;
  const confirming = confirmations.hasToken(message.tokens, 0);
  const reply = new ReplyView(state.lastReply, lexicon);
  const match = message.matches.find((m) => {
    if (m.phrase.family !== 'repair' || !REPAIR_SIGNAL_GROUPS.has(m.phrase.group)) return false;
    if (m.phrase.group === 'clarification') {
      if (confirming || asksToConfirm(message, m.end, confirmations)) return false;
      return !isNegatedPhrase(m.phrase.keys, negators) || namesWhatWasSaid(message, m.end, reply, stopwords);
    }
    if (m.phrase.group !== 'correction' || !negators.has(m.phrase.keys[0]!)) return true;
    return !isAnswerNo(message, m, asked, reply, lexicon);
  });
  if (match !== undefined) {
    return phraseSignal(ctx, GROUP_TYPES[match.phrase.group] ?? 'interaction.misalignment.correction', message, match);
  }
  if (replies.length === 0 || confirming) return undefined;
  // "Continue", "more", "doesn't have to be…": asking for the rest, for more or for less is not restating the request.
  if (
    message.matches.some(
      (m) => m.phrase.family === 'repair' && (m.phrase.group === CONTINUATION || m.phrase.group === RELAXED),
    )
  )
    return undefined;
  if (keys === undefined) {
    keys = contentKeys(message.tokens, stopwords);
    state.previousKeys = keys;
  }
  previousKeys ??= contentKeys(previous!.tokens, stopwords);
  // New words are allowed after an answer that did not understand, or that missed a question asked again.
  const missed = (now: UserMessage, nowKeys: IntSet, before: UserMessage, beforeKeys: IntSet) => (added: number) =>
    reply.confused() ||
    (added <= MISSED_QUESTION_NEW_TOKENS &&
      askedAgain(now, before) &&
      !reply.answersDirectly() &&
      !tookUp(replies, beforeKeys, false) &&
      !followsUp(now, nowKeys, before, beforeKeys, reply, lexicon));
  let overlap = rephraseOverlap(
    message,
    keys,
    previous!,
    previousKeys,
    boilerplate,
    missed(message, keys, previous!, previousKeys),
  );
  if (overlap < REPHRASE_OVERLAP) return undefined;
  // Own words alike around pasted or quoted material: the request is about the material, so the
  // whole texts are compared ("Translate the following:" before another text is another request).
  let [current, prior, priorKeys] = [message, previous!, previousKeys];
  if (leftOut(message) || leftOut(prior)) {
    current = whole(message);
    prior = whole(prior);
    priorKeys = contentKeys(prior.tokens, stopwords);
    const currentKeys = contentKeys(current.tokens, stopwords);
    overlap = rephraseOverlap(
      current,
      currentKeys,
      prior,
      priorKeys,
      boilerplate,
      missed(current, currentKeys, prior, priorKeys),
    );
    if (overlap < REPHRASE_OVERLAP) return undefined;
  }
  // "Like black coffee?" then "You don't like black coffee?": a negation added or dropped is another statement.
  if (isNegated(current.tokens, negators) !== isNegated(prior.tokens, negators)) return undefined;
  if (!sameTokens(current.tokens, prior.tokens) && tookUp(replies, priorKeys, overlap < 1)) return undefined;
  if (replies.length === 1 && asksQuestion(prior.text) && reply.answersDirectly()) return undefined;
  return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, overlap, message.normalized, {
    similarTo: previous!.index,
    overlap: Math.round(overlap * 1000) / 1000,
  });
}

/** Repair by the user; each message counts at most once (the report's ratio: count / user turns). */
export const repair: Detector<RepairState> = {
  name: 'repair',
  roles: ['user', 'assistant'],
  initialState: initialRepairState,
  step: repairStep,
};

/** count / user turns, in [0, 1]; 0 without turns. */
export function repairRatio(count: number, turnCount: number): number {
  return turnCount === 0 ? 0 : Math.min(1, count / turnCount);
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
  if (message.tokens.length < 3 || previous.tokens.length < 3) return 0;
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
 * True when the assistant's answer took up the previous user turn: its messages hold at least half
 * of that turn's content tokens, or, when the new turn does not keep the same content words
 * (`changed`: some dropped or added), at least {@link TOOK_UP_WORDS} of them (a long prompt is
 * answered without repeating half of its words; the user then re-sends it with a sentence cut or
 * reports the next error). A user who then restates the turn in other words is refining it
 * (another item, "even more", a shorter version), not repeating what was ignored; only the very
 * same words again still count after such an answer.
 */
function tookUp(replies: readonly string[], previousKeys: IntSet, changed: boolean): boolean {
  const said = new Set<number>();
  for (const reply of replies) {
    const tokens = tokenize(foldCompatibility(reply).toLowerCase());
    for (let i = 0; i < tokens.length; i++) said.add(hashAt(tokens, i));
  }
  let taken = 0;
  for (const key of previousKeys) if (said.has(key)) taken++;
  return 2 * taken >= previousKeys.size || (changed && taken >= TOOK_UP_WORDS);
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

/** True when a token of `tokens` is in `addressees` (the turn is put to the assistant). */
function addresses(tokens: TokenList, addressees: TokenSet): boolean {
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
function bringsNewNumber(text: string, previous: string): boolean {
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
  const kept: number[] = [];
  for (const value of set) if (!remove.has(value)) kept.push(value);
  return kept.length === set.size ? set : IntSet.from(kept, kept.length);
}

/** The values of `a` that are also in `b`. */
function intersect(a: IntSet, b: IntSet): IntSet {
  const kept: number[] = [];
  for (const value of a) if (b.has(value)) kept.push(value);
  return kept.length === a.size ? a : IntSet.from(kept, kept.length);
}

/**
 * What a user turn may need from the latest assistant message, each read once and only when asked
 * for: its last {@link QUESTION_TAIL_CHARS} characters as tokens and the lexicon phrases in them,
 * and the keys of all its tokens.
 */
class ReplyView {
  private tail: TokenList | undefined;
  private tailMatches: readonly PhraseMatch[] | undefined;
  private all: TokenList | undefined;
  private words: Set<number> | undefined;

  constructor(
    private readonly text: string,
    private readonly lexicon: CompiledLexicon,
  ) {}

  /** Tokens of the last {@link QUESTION_TAIL_CHARS} characters. */
  private tailTokens(): TokenList {
    if (this.tail === undefined) {
      const text = this.text;
      const tail = text.length > QUESTION_TAIL_CHARS ? text.slice(-QUESTION_TAIL_CHARS) : text;
      this.tail = tokenize(foldCompatibility(tail).toLowerCase());
    }
    return this.tail;
  }

  private tailPhrases(): readonly PhraseMatch[] {
    return (this.tailMatches ??= matchPhrases(this.tailTokens(), this.lexicon));
  }

  /** The end makes an offer: a phrase of the `offer` group ("Please let me know if you'd like me to proceed."). */
  offers(): boolean {
    return this.tailPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === OFFER);
  }

  /** The end says the assistant did not understand: a `confusion` phrase ("What? I do not understand."). */
  confused(): boolean {
    return this.tailPhrases().some((m) => m.phrase.family === 'confusion');
  }

  /** The last sentence holds a negator ("The hospital is not very pleasant."). */
  negatedEnd(): boolean {
    const tokens = this.tailTokens();
    const negators = this.lexicon.tokens.negators;
    const from = lastSentenceStart(tokens.text);
    for (let i = tokens.length - 1; i >= 0 && startAt(tokens, i) >= from; i--) {
      if (negators.hasToken(tokens, i)) return true;
    }
    return false;
  }

  /** Tokens of the whole message. */
  private allTokens(): TokenList {
    return (this.all ??= tokenize(foldCompatibility(this.text).toLowerCase()));
  }

  /** True when the message holds a token whose key hash is `hash`. */
  says(hash: number): boolean {
    if (this.words === undefined) {
      const tokens = this.allTokens();
      this.words = new Set();
      for (let i = 0; i < tokens.length; i++) this.words.add(hashAt(tokens, i));
    }
    return this.words.has(hash);
  }

  /**
   * The message answers a question directly: at most {@link DIRECT_ANSWER_MAX_TOKENS} tokens,
   * opening with a confirmation or a negator ("Yes, I am.", "No, not this week.", "Sure, with my
   * sister."). The same question asked again after such an answer is not a request the assistant
   * failed to act on; a long reply that opens with "Sure" may still miss the point.
   */
  answersDirectly(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0 || tokens.length > DIRECT_ANSWER_MAX_TOKENS) return false;
    const { confirmations, negators } = this.lexicon.tokens;
    return confirmations.hasToken(tokens, 0) || negators.hasToken(tokens, 0);
  }

  /**
   * The message is a short answer about the assistant itself: at most
   * {@link DIRECT_ANSWER_MAX_TOKENS} tokens, one of them a `self` word ("I do indeed.", "On
   * Fridays, when I go for my walk.", "Ich mag Physik.", "我喜欢物理。").
   */
  answersAboutItself(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0 || tokens.length > DIRECT_ANSWER_MAX_TOKENS) return false;
    const self = this.lexicon.tokens.self;
    for (let i = 0; i < tokens.length; i++) if (self.hasToken(tokens, i)) return true;
    return false;
  }
}

/** Sentence marks: `. ! ? 。 ！ ？` and the line break. */
function isSentenceMark(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 10 || c === 0x3002 || c === 0xff01 || c === 0xff1f;
}

/** Where the last sentence of `text` starts: past the last sentence mark before its closing marks. */
function lastSentenceStart(text: string): number {
  let k = text.length - 1;
  while (k >= 0 && (isSentenceMark(text.charCodeAt(k)) || isWhiteSpace(text.charCodeAt(k)))) k--;
  while (k >= 0 && !isSentenceMark(text.charCodeAt(k))) k--;
  return k + 1;
}

/**
 * True when a correction that opens with a negator (`match`: "no, I…", "not what I asked") is not
 * one:
 * - the latest assistant message asked something (`asked`) or made an offer: it answers that;
 * - for a bare "no" (an anchored phrase of two words, the negator and one more: "no, I…",
 *   "no, it…", "nein, das…", "non, c'est…"; not "不对", one word), which says nothing of what was
 *   wrong:
 *   - it is not on the message's first line: a "no" that replies to the assistant opens the
 *     reply (a "No" in a pasted status list is a value);
 *   - the latest assistant message ends with a negated statement and the "no" goes on with a
 *     function word about something other than the user ("the hospital is not very
 *     pleasant", then "no, it is pretty depressing"): it agrees and goes on. "No, I…" still
 *     contradicts what was said about the user, and "no, wait" still takes something back.
 */
function isAnswerNo(
  message: UserMessage,
  match: PhraseMatch,
  asked: boolean,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  if (asked) return true;
  const { tokens } = message;
  const { phrase, start } = match;
  // A negator written into a word ("不对": two Han tokens, no break between) is a word of its own kind.
  const bare = phrase.anchored && phrase.keys.length === 2 && endAt(tokens, start) < startAt(tokens, start + 1);
  if (bare && !onFirstLine(message.normalized, startAt(tokens, start))) return true;
  if (reply.offers()) return true;
  if (!bare) return false;
  const next = match.end - 1;
  const { self, negators, stopwords } = lexicon.tokens;
  if (!stopwords.hasToken(tokens, next) || self.hasToken(tokens, next) || negators.hasToken(tokens, next)) return false;
  return reply.negatedEnd();
}

/** True when no line break with text before it comes before offset `at`. */
function onFirstLine(text: string, at: number): boolean {
  const lineBreak = text.lastIndexOf('\n', at - 1);
  for (let k = 0; k < lineBreak; k++) if (!isWhiteSpace(text.charCodeAt(k))) return false;
  return true;
}

/** True when one of the phrase's keys is a negator ("i'm not asking"). */
function isNegatedPhrase(keys: readonly string[], negators: TokenSet): boolean {
  return keys.some((key) => negators.has(key));
}

/**
 * True when the clause after a negated clarification ("I'm not asking for a full refund") names
 * something the latest assistant message said: the user sets right what the assistant took the
 * request to be. One that names nothing the assistant said is a concession or a counter-offer
 * ("I'm not asking for a full refund — how about half?"), not a clarification. With no content
 * word after the phrase in its clause, there is nothing to check: it counts.
 */
function namesWhatWasSaid(message: UserMessage, from: number, reply: ReplyView, stopwords: TokenSet): boolean {
  const { tokens } = message;
  if (from >= tokens.length) return true;
  const clause = clauseAt(tokens, from - 1);
  let named = false;
  for (let i = from; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (stopwords.hasToken(tokens, i)) continue;
    if (reply.says(hashAt(tokens, i))) return true;
    named = true;
  }
  return !named;
}

/**
 * True when the text asks something: a question mark (`?` or full-width `？`) among its last
 * {@link QUESTION_TAIL_CHARS} characters ("Do you like music? I do." asks).
 */
export function asksQuestion(text: string): boolean {
  const tail = Math.max(0, text.length - QUESTION_TAIL_CHARS);
  return text.indexOf('?', tail) !== -1 || text.indexOf('？', tail) !== -1;
}

/**
 * True when the sentence the phrase ending at token `from` belongs to is a tag question, a request
 * for confirmation: the first sentence mark after the phrase (`. ! ? 。 ！ ？` or a line break) is
 * a question mark, and one of the last two tokens before it is a confirmation ("…, right?",
 * "…, is that correct?", "…对吗？").
 */
function asksToConfirm(message: UserMessage, from: number, confirmations: TokenSet): boolean {
  const { tokens } = message;
  const text = message.normalized;
  for (let k = endAt(tokens, from - 1); k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 46 || c === 33 || c === 10 || c === 0x3002 || c === 0xff01) return false;
    if (c !== 63 && c !== 0xff1f) continue;
    let last = from - 1;
    while (last + 1 < tokens.length && endAt(tokens, last + 1) <= k) last++;
    return confirmations.hasToken(tokens, last) || (last >= from && confirmations.hasToken(tokens, last - 1));
  }
  return false;
}
