/**
 * @module Assistant repetition: Jaccard similarity of word-bigram sets against the previous five
 * assistant messages, unless the message made progress since the one it resembles.
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { Signal } from '../types';
import { jaccardAtLeast } from '../text/bigrams';
import { identifiersOf } from '../text/identifiers';
import { IntSet } from '../text/int-set';
import { countsDiffer } from '../text/token-counts';
import { clauseAt, hashAt, startAt, type TokenList } from '../text/tokenize';
import { stemAt } from '../text/stem';
import { messageWords, type MessageWords } from '../lexicon/message-words';
import { contentSetsOf, hasMoreContentWords, mentionsAny, turnWords, type TurnWords } from '../lexicon/turn-words';
import type { TokenSet } from '../lexicon/token-set';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { asksOrRequests } from './dialogue';
import { makeSignal } from './evidence';
import { flipsNegationAt, negatorsOf } from './negation-flip';

/** Assistant messages with fewer tokens are not compared. */
export const REPETITION_MIN_TOKENS = 5;
/** How many earlier assistant messages each one is compared with. */
export const REPETITION_WINDOW = 5;
/** Similarity at or above this is an exact repeat. */
export const EXACT_SIMILARITY = 0.85;
/** Similarity at or above this is a near-duplicate. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** Content words a revision adds in one clause (see {@link addsClause}): one is a swapped word. */
export const ADDED_CLAUSE_WORDS = 2;
/**
 * Most content words of a bare answer or move of the user ("7", "bottom left", "the blue one"):
 * an exact repeat that replaces a word of the earlier message after such turns only is a new state
 * (see {@link replacesWord}).
 */
export const BARE_ANSWER_MAX_WORDS = 3;
/**
 * Word pairs of an earlier message a later one may lack and still hold it whole: words put inside
 * it at one place break one pair (see {@link keepsWhole}).
 */
export const KEPT_WHOLE_BROKEN_PAIRS = 1;
/** More instances than this is looping. */
export const LOOPING_COUNT = 2;

/** An assistant message the next ones are compared with. */
interface Compared {
  readonly index: number;
  readonly bigrams: IntSet;
  readonly text: string;
  /** The user turn it answers (the latest one before it), if that turn is in the window. */
  readonly prompt: UserTurn | undefined;
  /** Its tokens, read the first time a later message resembles it (see {@link readTokens}). */
  read: ReadTokens | undefined;
  /** The names of the tools it called (none: empty). */
  readonly tools: readonly string[];
}

/**
 * What the repetition check remembers: the last five compared messages, the user turns since the
 * oldest, and whether the latest user turn closed an item.
 */
export interface RepetitionState {
  readonly recent: Compared[];
  /** The user turns after the oldest message of `recent` (their words are read on first need). */
  readonly userTurns: UserTurn[];
  /** The latest user turn when it opens with thanks or an acknowledgement (see {@link closesItem}). */
  closing: Closing | undefined;
  /** The latest assistant text that is not blank: the one a user turn answers. */
  lastSaid: string | undefined;
  /** The {@link Compared} of `lastSaid` when it was compared (its words then read once for both). */
  lastCompared: Compared | undefined;
  /** The latest user turn, while a compared message may still answer it. */
  lastUser: UserTurn | undefined;
}

/** A user turn that opens with thanks or an acknowledgement, and what tells whether it closed an item. */
interface Closing {
  readonly index: number;
  /** It goes on with a request or a question. */
  readonly asks: boolean;
  /** The assistant text it answers. */
  readonly said: string;
  /** The {@link Compared} of `said`, when it was compared (its words are read once for both). */
  readonly saidCompared: Compared | undefined;
  /** Whether it closed an item, decided the first time a repeat of an earlier message is checked. */
  closes: boolean | undefined;
}

/**
 * A user turn a later repeat may take something up from: its whole text, quotes and pasted text
 * included ("'and easily accessible' should be removed" points at what to change).
 */
interface UserTurn {
  readonly index: number;
  readonly text: string;
  /** It holds a `requests` phrase ("add…", "can you", "please", 探して, ください). */
  readonly requests: boolean;
  /** It asks a question or holds a `requests` phrase (see `asksOrRequests`). */
  readonly asks: boolean;
  /** It asks to go back to an earlier version (a `revert` phrase of `repair`: "change it back", "the previous version"). */
  readonly reverts: boolean;
  /** It asks for another one (an `another` phrase of `requests`: "another one?", "noch einen", "换一个"). */
  readonly another: boolean;
  /** Its content words (tokens not in the stopwords) and their stems, read as far as a question about them needs. */
  readonly words: TurnWords;
}

/** A fresh {@link RepetitionState}. */
export function initialRepetitionState(): RepetitionState {
  return {
    recent: [],
    userTurns: [],
    closing: undefined,
    lastSaid: undefined,
    lastCompared: undefined,
    lastUser: undefined,
  };
}

/**
 * The repetition signal of one message, if any: an assistant message of at least five tokens is
 * compared with the previous five such messages (only those after the latest user turn when that
 * turn closed an item: see {@link closesItem}); the most similar one it made no progress since
 * (see {@link madeProgress}) and does not contradict (a negation added or removed: see
 * `flipsNegationAt`) makes it an exact repeat (similarity ≥ 0.85), a near-duplicate
 * (≥ 0.5), or nothing. Only similarities of at least the near-duplicate threshold are computed
 * exactly; ties keep the earlier message.
 */
export function repetitionStep(
  message: PreparedMessage,
  state: RepetitionState,
  ctx: DetectorContext,
): Signal | undefined {
  if (message.role === 'user') {
    if (message.tokens.length === 0) return undefined;
    let requests = false;
    let reverts = false;
    let another = false;
    for (const m of message.matches) {
      if (m.phrase.family === 'requests') {
        requests = true;
        if (m.phrase.group === 'another') another = true;
      } else if (m.phrase.family === 'repair' && m.phrase.group === 'revert') reverts = true;
    }
    const asks = requests || asksOrRequests(message);
    const turn: UserTurn = {
      index: message.index,
      text: message.text,
      requests,
      asks,
      reverts,
      another,
      words: turnWords(message.text),
    };
    state.lastUser = turn;
    if (state.recent.length > 0) state.userTurns.push(turn);
    state.closing = closingOf(message, state.lastSaid, state.lastCompared);
    return undefined;
  }
  if (message.role !== 'assistant') return undefined;
  if (message.bigrams.tokens > 0) {
    state.lastSaid = message.text;
    state.lastCompared = undefined;
  }
  if (message.bigrams.tokens < REPETITION_MIN_TOKENS) return undefined;
  const bigrams = message.bigrams.set;
  const similar: { earlier: Compared; s: number }[] = [];
  const closing = state.closing;
  for (const earlier of state.recent) {
    const s = jaccardAtLeast(bigrams, earlier.bigrams, NEAR_DUPLICATE_SIMILARITY);
    if (s < NEAR_DUPLICATE_SIMILARITY) continue;
    // After an item the user closed, the same prompt ("Anything else?") opens or closes the next one.
    if (closing !== undefined && earlier.index < closing.index && closesItem(closing, ctx)) continue;
    if (s < EXACT_SIMILARITY && movedOn(message.toolCalls, earlier.tools)) continue;
    similar.push({ earlier, s });
  }
  let found: { earlier: Compared; s: number } | undefined;
  let read: ReadTokens | undefined;
  if (similar.length > 0) {
    if (similar.length > 1) similar.sort((x, y) => y.s - x.s || x.earlier.index - y.earlier.index);
    const stopwords = ctx.lexicon?.tokens.stopwords;
    const selfWords = ctx.lexicon?.tokens.self;
    const self = (read = wordsOf(message.text, state.recent, stopwords, selfWords));
    const negators = ctx.lexicon?.tokens.negators;
    found = similar.find(({ earlier, s }) => {
      const words = (earlier.read ??= readTokens(earlier.text, stopwords, selfWords));
      if (madeProgress(self, bigrams, earlier, words, s, state, stopwords, selfWords)) return false;
      // The same words with a negation added or removed say the opposite: a contradiction, not a repeat.
      return (
        negators === undefined ||
        !flipsNegationAt(
          self.tokens,
          self.negatorsIn(negators),
          words.tokens,
          words.negatorsIn(negators),
          negators,
          stopwords,
        )
      );
    });
  }
  const tools = message.toolCalls.map((c) => c.name);
  const compared: Compared = { index: message.index, bigrams, text: message.text, prompt: state.lastUser, read, tools };
  state.recent.push(compared);
  state.lastCompared = compared;
  if (state.recent.length > REPETITION_WINDOW) state.recent.shift();
  const oldest = state.recent[0]!.index;
  while (state.userTurns.length > 0 && state.userTurns[0]!.index < oldest) state.userTurns.shift();
  if (found === undefined) return undefined;
  const type = found.s >= EXACT_SIMILARITY ? 'interaction.repetition.exact' : 'interaction.repetition.near_duplicate';
  return makeSignal(ctx, type, message.index, found.s, message.text, {
    similarTo: found.earlier.index,
    similarity: Math.round(found.s * 1000) / 1000,
  });
}

/**
 * True when an agent's narration moved on from an earlier similar message that called tools: this
 * one calls a tool the earlier did not, its next step ("I will first check whether Emma is free…"
 * with a calendar lookup, then "Emma is free. I will now create the event." with the creation), or
 * calls none and reports what the earlier calls returned ("I could not find X. I will now search
 * for Y." with the search, then "I could not find X or Y."). The same call narrated again (a flag
 * submitted again after "Wrong flag!") is no new step. Read for near-duplicates only: the same
 * narration word for word is a repeat whatever tool it calls.
 */
function movedOn(calls: readonly { readonly name: string }[], earlierTools: readonly string[]): boolean {
  return earlierTools.length > 0 && (calls.length === 0 || calls.some((c) => !earlierTools.includes(c.name)));
}

/**
 * The tokens of an assistant text, as hashes, and its identifiers: the word sets read on first
 * need (see `messageWords`).
 */
class ReadTokens {
  readonly tokens: TokenList;
  /** The first token after the text's first line (its length when the text is one line). */
  readonly bodyStart: number;
  readonly identifiers: ReadonlySet<string>;

  constructor(private readonly words: MessageWords) {
    this.tokens = words.tokens;
    this.bodyStart = bodyStartOf(words.tokens);
    this.identifiers = words.identifiers;
  }

  get hashes(): IntSet {
    return this.words.hashes;
  }

  /** The {@link stemAt} of every token. */
  get stems(): IntSet {
    return this.words.stems;
  }

  /** It has a `self` word ("i", "my", 私): it speaks of the assistant itself. */
  get aboutSelf(): boolean {
    return this.words.flagged;
  }

  get content(): IntSet {
    return this.words.content;
  }

  private negators?: readonly number[];

  /**
   * The positions of its negator tokens (see `negatorsOf`), read once: a message is compared with
   * up to five others, and each of those with the messages after it.
   */
  negatorsIn(set: TokenSet): readonly number[] {
    return (this.negators ??= negatorsOf(this.tokens, set));
  }
}

/**
 * After the user asked for another one, a near-duplicate makes progress by a content word it brings
 * only when it brings at least this many: one word swapped is the same item again.
 */
export const ANOTHER_NEW_WORDS = 2;

/**
 * Most content words (distinct) of a short message: after "another one?", a word swapped in two
 * such messages is the other item asked for (see {@link swapsItem}).
 */
export const SHORT_ITEM_MAX_WORDS = 4;

/**
 * True when both messages are short (at most {@link SHORT_ITEM_MAX_WORDS} content words each) and
 * one swaps a content word of the other in the same place: a content word only it has follows
 * the same word as one only the earlier has ("i like to watch movies" after "i like to watch
 * cartoons like": "watch"). The frame is all they share and the word swapped is what each one
 * says; in a long tip one word swapped is a detail of the same tip, and words put around the
 * same statement ("that is cool. i do not have a job…" after "i do not work, but i do not have a
 * job") swap nothing.
 */
function swapsItem(self: ReadTokens, earlier: ReadTokens): boolean {
  if (self.content.size > SHORT_ITEM_MAX_WORDS || earlier.content.size > SHORT_ITEM_MAX_WORDS) return false;
  // The words right before the content words only the earlier message has.
  const before = new Set<number>();
  const old = earlier.tokens;
  for (let j = 1; j < old.length; j++) {
    const key = hashAt(old, j);
    if (earlier.content.has(key) && !self.hashes.has(key)) before.add(hashAt(old, j - 1));
  }
  if (before.size === 0) return false;
  const { tokens } = self;
  for (let i = 1; i < tokens.length; i++) {
    const key = hashAt(tokens, i);
    if (self.content.has(key) && !earlier.hashes.has(key) && before.has(hashAt(tokens, i - 1))) return true;
  }
  return false;
}

/**
 * True when a message made progress since an earlier one it resembles: it takes up something new
 * the user said in between (a content token of those user turns that is in this message and not
 * in the earlier one, or a word of the same stem: a revised draft, an answer to a follow-up: see
 * {@link stemAt}); it has an identifier the earlier one lacks (the same template for another
 * item: see {@link identifiersOf}); or, short of an exact repeat (similarity `s` below
 * {@link EXACT_SIMILARITY}), it brings a content word the earlier one lacks: the template for
 * another item ("What is your favourite food?", then "…animal?") or a revision; after the user
 * asked for another one, it must bring {@link ANOTHER_NEW_WORDS} (one word swapped is the same
 * tip again), unless both messages are short and swap a word in one place ({@link swapsItem}: the word is the item). A near-duplicate
 * that only drops or reorders the earlier words is still a repeat. An exact repeat that adds a
 * content word after the user asked for something is a draft revised as asked ("Add X" answered by
 * the same text and one more clause), and a near-duplicate after the user opened a new item is
 * the service template for that item (see {@link templateForNewItem}). A version older than the
 * latest message, given again after the user asked to go back to it, is what they asked for.
 * After only bare answers or moves of the user in between (at most
 * {@link BARE_ANSWER_MAX_WORDS} content words each, no question or request: "7", "bottom left"),
 * an exact repeat that replaces a word of the earlier one is the new state the answer made (a game
 * board after the user's move: see {@link replacesWord}). Last, a revision made by removal or
 * merging: its body was edited where the user pointed (see {@link editedWhereAsked}).
 */
function madeProgress(
  self: ReadTokens,
  selfBigrams: IntSet,
  compared: Compared,
  earlier: ReadTokens,
  s: number,
  state: RepetitionState,
  stopwords: TokenSet | undefined,
  selfWords: TokenSet | undefined,
): boolean {
  for (const id of self.identifiers) if (!earlier.identifiers.has(id)) return true;
  // After "another one?", the same tip with one word changed is the same tip again.
  const askedAnother = state.userTurns.some((t) => t.index > compared.index && t.another);
  if (s < EXACT_SIMILARITY) {
    // In a short message the word swapped is the item itself: "i like to watch movies" after "…cartoons".
    const needed = askedAnother && !swapsItem(self, earlier) ? ANOTHER_NEW_WORDS : 1;
    const followUp = state.userTurns.some((t) => t.index > compared.index && t.asks);
    if (bringsOtherItem(self, selfBigrams, compared, earlier, needed, followUp)) return true;
  }
  // The user turns in between, each asked first what needs none of its words.
  const turns = state.userTurns.filter((t) => t.index >= compared.index);
  if (turns.length > 0) {
    // Asked to go back: a version older than the latest message, given again, is what was asked.
    if (compared !== state.recent[state.recent.length - 1] && turns.some((t) => t.reverts)) return true;
    if (turns.some((t) => t.requests) && addsClause(self, earlier)) return true;
    const bare = (t: UserTurn): boolean => !t.asks && !hasMoreContentWords(t.words, BARE_ANSWER_MAX_WORDS, stopwords);
    if (replacesWord(self, earlier) && turns.every(bare)) return true;
    // Something new the user said taken up: a word of this message the earlier one lacks (or a
    // stem), said in a turn. A near repeat has few such words or none, and none reads no turn.
    const newKeys = self.hashes.without(earlier.hashes);
    const newStems = self.stems.without(earlier.stems);
    if (turns.some((t) => mentionsAny(t.words, newKeys, newStems, stopwords))) return true;
  }
  // "Another one?" names no new item: the template for a new item does not apply.
  if (s < EXACT_SIMILARITY && !askedAnother && templateForNewItem(self, compared, earlier, state, stopwords, selfWords))
    return true;
  return turns.length > 0 && editedWhereAsked(self, earlier, turns, stopwords);
}

/**
 * True when a near-duplicate is the earlier message's template for another item, or a revision:
 * it brings at least `needed` content words the earlier one lacks, and either the earlier message
 * is not kept whole in it (see {@link keepsWhole}: "What is your favourite food?", then
 * "…animal?"; a board after the user's move) or a user turn in between asked something
 * (`followUp`: what it brings may answer it). A message that keeps the earlier one whole and only
 * puts words around it when nobody asked ("That is cool. What do you do for a living?" after "What
 * do you do for a living?" and the user's answer) says the same thing again.
 */
function bringsOtherItem(
  self: ReadTokens,
  selfBigrams: IntSet,
  compared: Compared,
  earlier: ReadTokens,
  needed: number,
  followUp: boolean,
): boolean {
  if (self.content.countNotIn(earlier.hashes, needed) < needed) return false;
  return followUp || !keepsWhole(self, selfBigrams, compared, earlier) || extendsLastClause(self, earlier);
}

/**
 * True when a message goes on where the earlier one ended, in the same clause: the earlier
 * message's last two words are followed by more words with no punctuation between ("I like to go
 * hiking" → "I like to go hiking in the woods", "…the requirements" → "…the requirements of the
 * game"). It says more about the same thing, not the same thing again; a new clause or sentence
 * after it ("…relationship with her, do you like dogs?") does not extend it. The earlier text is
 * taken to end at the last place its two last words are found.
 */
function extendsLastClause(self: ReadTokens, earlier: ReadTokens): boolean {
  const last = earlier.tokens.length - 1;
  const a = hashAt(earlier.tokens, last - 1);
  const b = hashAt(earlier.tokens, last);
  const { tokens } = self;
  // The last place the two words are found is where the earlier text ends in this one.
  for (let i = tokens.length - 1; i >= 1; i--)
    if (hashAt(tokens, i) === b && hashAt(tokens, i - 1) === a)
      return i + 1 < tokens.length && clauseAt(tokens, i + 1) === clauseAt(tokens, i);
  return false;
}

/**
 * True when a message holds the whole of an earlier one: every word of it, and all of its word
 * pairs but one (words put before or after it, or inside it at one place: "I couldn't find X.
 * I will now…" → "I couldn't find X and I couldn't find Y. I will now…"). A word swapped for
 * another, or words put in at two places, is a rewrite.
 */
function keepsWhole(self: ReadTokens, selfBigrams: IntSet, compared: Compared, earlier: ReadTokens): boolean {
  if (earlier.hashes.countNotIn(self.hashes, 1) > 0) return false;
  return compared.bigrams.size - compared.bigrams.sharedWith(selfBigrams) <= KEPT_WHOLE_BROKEN_PAIRS;
}

/**
 * True when a message adds a clause to the earlier one: at least {@link ADDED_CLAUSE_WORDS}
 * content tokens the earlier one lacks, all in one clause (between two punctuation marks) of it.
 * "Add X" answered by the same draft and "…and I notice my sentences break down" is a revision;
 * the same text with a word swapped here and there ("another example") is not.
 */
function addsClause(self: ReadTokens, earlier: ReadTokens): boolean {
  // The content words the earlier message lacks, counted first: fewer than two add no clause.
  if (self.content.countNotIn(earlier.hashes, ADDED_CLAUSE_WORDS) < ADDED_CLAUSE_WORDS) return false;
  const { tokens } = self;
  let clause = -1;
  const added = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const key = hashAt(tokens, i);
    if (earlier.hashes.has(key) || !self.content.has(key) || added.has(key)) continue;
    const at = clauseAt(tokens, i);
    if (clause >= 0 && at !== clause) return false;
    clause = at;
    added.add(key);
  }
  return added.size >= ADDED_CLAUSE_WORDS;
}

/**
 * True when a message is the service template the earlier one was, for another item: both answer
 * a request (the user turn just before each: a question or a `requests` phrase for the earlier
 * one, a `requests` phrase for this one), this one's request names something new (a content token
 * that neither the earlier message nor the request it answered has: "I also need a taxi" after a
 * hotel search); or a user turn since the earlier message made such a request and an assistant
 * message since delivered an item (one with an identifier: an address number, a time), so the
 * closing prompt ("Anything else?") closes another item. Never when either message speaks of the
 * assistant itself (`aboutSelf`: a chit-chat persona line is no template).
 */
function templateForNewItem(
  self: ReadTokens,
  compared: Compared,
  earlier: ReadTokens,
  state: RepetitionState,
  stopwords: TokenSet | undefined,
  selfWords: TokenSet | undefined,
): boolean {
  if (self.aboutSelf || earlier.aboutSelf) return false;
  const request = state.lastUser;
  const before = compared.prompt;
  if (request !== undefined && before?.asks === true && request.index > compared.index && request.requests)
    if (namesSomethingNew(request, earlier, before, stopwords)) return true;
  // Or an item was asked for and delivered in between: a request naming something new, then an
  // assistant message with an identifier (an address, a time), and the closing prompt again.
  let opened = false;
  for (const turn of state.userTurns)
    if (turn.index > compared.index && turn.requests && namesSomethingNew(turn, earlier, before, stopwords)) {
      opened = true;
      break;
    }
  if (!opened) return false;
  for (const c of state.recent)
    if (c.index > compared.index && (c.read ??= readTokens(c.text, stopwords, selfWords)).identifiers.size > 0)
      return true;
  return false;
}

/** True when a user turn has a content token that neither the earlier message nor the turn it answered (`before`) has. */
function namesSomethingNew(
  turn: UserTurn,
  earlier: ReadTokens,
  before: UserTurn | undefined,
  stopwords: TokenSet | undefined,
): boolean {
  const asked = before === undefined ? undefined : contentSetsOf(before.words, stopwords).keys;
  for (const key of contentSetsOf(turn.words, stopwords).keys)
    if (!earlier.hashes.has(key) && !(asked?.has(key) ?? false)) return true;
  return false;
}

/**
 * True when the body of a message (what follows its first line) was edited where the user pointed:
 * a content token of the user turns in between (`turns`), or a word of the same stem, occurs a
 * different number of times in the two bodies. "Remove the word technical", "get rid of the line
 * about the bowl" and "keep only the lamp" are done by removal, so the revision brings no new
 * token; "make it so she only has to flush once" is done by merging two "flushed" sentences into
 * one (the user's "flush", the story's "flushed": one stem, see `stemAt`). An apology or a new
 * lead-in on the first line ("I apologize for the confusion. Here is…") over the same body is no
 * revision.
 */
function editedWhereAsked(
  self: ReadTokens,
  earlier: ReadTokens,
  turns: readonly UserTurn[],
  stopwords: TokenSet | undefined,
): boolean {
  const differ = countsDiffer(self.tokens, self.bodyStart, earlier.tokens, earlier.bodyStart);
  if (differ.length === 0) return false;
  // The same edit by another form of the user's word: the stems of the tokens whose counts differ.
  const keys = IntSet.from(differ, differ.length);
  const stems: number[] = [];
  for (const text of [self, earlier]) {
    const { tokens } = text;
    for (let i = text.bodyStart; i < tokens.length; i++) if (keys.has(hashAt(tokens, i))) stems.push(stemAt(tokens, i));
  }
  const stemSet = IntSet.from(stems, stems.length);
  return turns.some((t) => mentionsAny(t.words, keys, stemSet, stopwords));
}

/**
 * The {@link Closing} of a user turn that answers an assistant text (`said`) and opens by thanking
 * or acknowledging: a `gratitude` or `success` phrase in its first clause ("Thanks!", "Got it.",
 * ありがとうございます, わかりました). Undefined for any other turn.
 */
function closingOf(
  message: UserMessage,
  said: string | undefined,
  saidCompared: Compared | undefined,
): Closing | undefined {
  const { tokens, matches } = message;
  if (said === undefined || tokens.length === 0) return undefined;
  const first = clauseAt(tokens, 0);
  const thanks = matches.some(
    (m) => (m.phrase.family === 'gratitude' || m.phrase.family === 'success') && clauseAt(tokens, m.start) === first,
  );
  return thanks
    ? { index: message.index, asks: asksOrRequests(message), said, saidCompared, closes: undefined }
    : undefined;
}

/**
 * True when a thanking turn closed an item and moved on: it goes on with a new request or question
 * ("Thanks. I also need a taxi": see {@link asksOrRequests}), or the assistant text it answers
 * delivered an item, one with an identifier (a time, a price, a booking code: see
 * {@link identifiersOf}). Bare thanks for small talk ("Oh I see", "thank you" to "yes, I am")
 * close nothing. Decided once per turn, on first need.
 */
function closesItem(closing: Closing, ctx: DetectorContext): boolean {
  return (closing.closes ??= closing.asks || identifiersOfSaid(closing, ctx).size > 0);
}

/** The identifiers of the text a closing turn answers: from its words when it was compared (read now if not yet). */
function identifiersOfSaid(closing: Closing, ctx: DetectorContext): ReadonlySet<string> {
  const compared = closing.saidCompared;
  if (compared === undefined) return identifiersOf(closing.said);
  const tokens = ctx.lexicon?.tokens;
  return (compared.read ??= readTokens(compared.text, tokens?.stopwords, tokens?.self)).identifiers;
}

/** The first token that starts after the first line break following the text's first non-blank character. */
function bodyStartOf(tokens: TokenList): number {
  const text = tokens.text;
  let at = 0;
  while (at < text.length && (text[at] === '\n' || text[at] === ' ' || text[at] === '\r' || text[at] === '\t')) at++;
  const lineEnd = text.indexOf('\n', at);
  if (lineEnd < 0) return tokens.length;
  let i = 0;
  while (i < tokens.length && startAt(tokens, i) < lineEnd) i++;
  return i;
}

/**
 * {@link readTokens} of a compared message's text: those of an earlier message of `recent` with the
 * same text when there is one (read now if not yet: both then share them), a looping agent's
 * verbatim repeat is not read again.
 */
function wordsOf(
  text: string,
  recent: readonly Compared[],
  stopwords: TokenSet | undefined,
  selfWords: TokenSet | undefined,
): ReadTokens {
  for (const c of recent) if (c.text === text) return (c.read ??= readTokens(text, stopwords, selfWords));
  return readTokens(text, stopwords, selfWords);
}

/** The tokens of an assistant text (as hashes and stems; `content` without the stopwords) and its identifiers. */
function readTokens(text: string, stopwords?: TokenSet, selfWords?: TokenSet): ReadTokens {
  return new ReadTokens(messageWords(text, stopwords, selfWords));
}

/**
 * Repetition of the assistant messages; the report calls more than two instances looping. It reads
 * the user turns too: what the user said in between tells a revision from a repeat.
 */
export const repetition: Detector<RepetitionState> = {
  name: 'repetition',
  roles: ['user', 'assistant'],
  initialState: initialRepetitionState,
  step: repetitionStep,
};

/**
 * True when a message replaces a content word of the earlier one with another: it brings a content
 * token the earlier one lacks and lacks one the earlier one has ("bottom right" → "bottom left").
 * After a bare answer or move of the user in between (see {@link BARE_ANSWER_MAX_WORDS}), such a
 * message is the new state the user's input made — a game board after the user's move, the next
 * step of a form after a value — not the same message again.
 */
function replacesWord(self: ReadTokens, earlier: ReadTokens): boolean {
  return self.content.countNotIn(earlier.hashes, 1) > 0 && earlier.content.countNotIn(self.hashes, 1) > 0;
}
