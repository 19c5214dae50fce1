/**
 * @module Assistant repetition: Jaccard similarity of word-bigram sets against the previous five
 * assistant messages, unless the message made progress since the one it resembles.
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { Signal } from '../types';
import { jaccardAtLeast } from '../text/bigrams';
import { IntSet } from '../text/int-set';
import { foldCompatibility } from '../text/normalize';
import { clauseAt, endAt, hashAt, keyAt, startAt, tokenize, type TokenList } from '../text/tokenize';
import type { TokenSet } from '../lexicon/token-set';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { asksOrRequests } from './dialogue';
import { makeSignal } from './evidence';

/** Assistant messages with fewer tokens are not compared. */
export const REPETITION_MIN_TOKENS = 5;
/** How many earlier assistant messages each one is compared with. */
export const REPETITION_WINDOW = 5;
/** Similarity at or above this is an exact repeat. */
export const EXACT_SIMILARITY = 0.85;
/** Similarity at or above this is a near-duplicate. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** More instances than this is looping. */
export const LOOPING_COUNT = 2;

/** An assistant message the next ones are compared with. */
interface Compared {
  readonly index: number;
  readonly bigrams: IntSet;
  readonly text: string;
  /** Its tokens, read the first time a later message resembles it (see {@link readTokens}). */
  read: ReadTokens | undefined;
}

/**
 * What the repetition check remembers: the last five compared messages, the user turns since the
 * oldest, and whether the latest user turn closed an item.
 */
export interface RepetitionState {
  readonly recent: Compared[];
  /** The user turns after the oldest message of `recent` (their content hashes are read on first need). */
  readonly userTurns: UserTurn[];
  /** The latest user turn when it opens with thanks or an acknowledgement (see {@link closesItem}). */
  closing: Closing | undefined;
  /** The latest assistant text that is not blank: the one a user turn answers. */
  lastSaid: string | undefined;
}

/** A user turn that opens with thanks or an acknowledgement, and what tells whether it closed an item. */
interface Closing {
  readonly index: number;
  /** It goes on with a request or a question. */
  readonly asks: boolean;
  /** The assistant text it answers. */
  readonly said: string;
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
  /** Its content token hashes ({@link contentHashes}), computed the first time a repeat is checked against it. */
  keys: IntSet | undefined;
}

/** A fresh {@link RepetitionState}. */
export function initialRepetitionState(): RepetitionState {
  return { recent: [], userTurns: [], closing: undefined, lastSaid: undefined };
}

/**
 * The repetition signal of one message, if any: an assistant message of at least five tokens is
 * compared with the previous five such messages (only those after the latest user turn when that
 * turn closed an item: see {@link closesItem}); the most similar one it made no progress since
 * (see {@link madeProgress}) makes it an exact repeat (similarity ≥ 0.85), a near-duplicate
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
    if (state.recent.length > 0) state.userTurns.push({ index: message.index, text: message.text, keys: undefined });
    state.closing = closingOf(message, state.lastSaid);
    return undefined;
  }
  if (message.role !== 'assistant') return undefined;
  if (message.bigrams.tokens > 0) state.lastSaid = message.text;
  if (message.bigrams.tokens < REPETITION_MIN_TOKENS) return undefined;
  const bigrams = message.bigrams.set;
  const similar: { earlier: Compared; s: number }[] = [];
  const closing = state.closing;
  for (const earlier of state.recent) {
    const s = jaccardAtLeast(bigrams, earlier.bigrams, NEAR_DUPLICATE_SIMILARITY);
    if (s < NEAR_DUPLICATE_SIMILARITY) continue;
    // After an item the user closed, the same prompt ("Anything else?") opens or closes the next one.
    if (closing !== undefined && earlier.index < closing.index && closesItem(closing)) continue;
    similar.push({ earlier, s });
  }
  similar.sort((x, y) => y.s - x.s || x.earlier.index - y.earlier.index);
  let found: { earlier: Compared; s: number } | undefined;
  let read: ReadTokens | undefined;
  if (similar.length > 0) {
    const stopwords = ctx.lexicon?.tokens.stopwords;
    const self = (read = readTokens(message.text, stopwords));
    found = similar.find(
      ({ earlier, s }) =>
        !madeProgress(self, (earlier.read ??= readTokens(earlier.text, stopwords)), earlier.index, s, state, stopwords),
    );
  }
  state.recent.push({ index: message.index, bigrams, text: message.text, read });
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

/** The tokens of an assistant text, as hashes, and its identifiers. */
interface ReadTokens {
  readonly tokens: TokenList;
  /** The first token after the text's first line (its length when the text is one line). */
  readonly bodyStart: number;
  readonly hashes: IntSet;
  readonly content: IntSet;
  readonly identifiers: Set<string>;
}

/**
 * True when a message made progress since an earlier one it resembles: it takes up something new
 * the user said in between (a content token of those user turns that is in this message and not
 * in the earlier one: a revised draft, an answer to a follow-up); it has an identifier the earlier
 * one lacks (the same template for another item: see {@link identifiersOf}); or, short of an exact
 * repeat (similarity `s` below {@link EXACT_SIMILARITY}), it brings a content word the earlier one
 * lacks: the template for another item ("What is your favourite food?", then "…animal?") or a
 * revision. A near-duplicate that only drops or reorders the earlier words is still a repeat.
 * Last, a revision made by removal: its body was edited where the user pointed (see
 * {@link editedWhereAsked}).
 */
function madeProgress(
  self: ReadTokens,
  earlier: ReadTokens,
  earlierIndex: number,
  s: number,
  state: RepetitionState,
  stopwords: TokenSet | undefined,
): boolean {
  for (const id of self.identifiers) if (!earlier.identifiers.has(id)) return true;
  if (s < EXACT_SIMILARITY) for (const key of self.content) if (!earlier.hashes.has(key)) return true;
  const turns: IntSet[] = [];
  for (const turn of state.userTurns) {
    if (turn.index < earlierIndex) continue;
    const keys = (turn.keys ??= contentHashes(turn.text, stopwords));
    for (const key of keys) if (self.hashes.has(key) && !earlier.hashes.has(key)) return true;
    turns.push(keys);
  }
  return turns.length > 0 && editedWhereAsked(self, earlier, turns);
}

/**
 * True when the body of a message (what follows its first line) was edited where the user pointed:
 * a content token of the user turns in between (`turns`) occurs a different number of times in
 * the two bodies. "Remove the word technical", "get rid of the line about the bowl" and "keep
 * only the lamp" are done by removal, so the revision brings no new token; an apology or a
 * new lead-in on the first line ("I apologize for the confusion. Here is…") over the same body is
 * no revision.
 */
function editedWhereAsked(self: ReadTokens, earlier: ReadTokens, turns: readonly IntSet[]): boolean {
  const delta = new Map<number, number>();
  const tally = (read: ReadTokens, step: number): void => {
    for (let i = read.bodyStart; i < read.tokens.length; i++) {
      const key = hashAt(read.tokens, i);
      if (turns.some((t) => t.has(key))) delta.set(key, (delta.get(key) ?? 0) + step);
    }
  };
  tally(self, 1);
  tally(earlier, -1);
  for (const d of delta.values()) if (d !== 0) return true;
  return false;
}

/**
 * The {@link Closing} of a user turn that answers an assistant text (`said`) and opens by thanking
 * or acknowledging: a `gratitude` or `success` phrase in its first clause ("Thanks!", "Got it.",
 * ありがとうございます, わかりました). Undefined for any other turn.
 */
function closingOf(message: UserMessage, said: string | undefined): Closing | undefined {
  const { tokens, matches } = message;
  if (said === undefined || tokens.length === 0) return undefined;
  const first = clauseAt(tokens, 0);
  const thanks = matches.some(
    (m) => (m.phrase.family === 'gratitude' || m.phrase.family === 'success') && clauseAt(tokens, m.start) === first,
  );
  return thanks ? { index: message.index, asks: asksOrRequests(message), said, closes: undefined } : undefined;
}

/**
 * True when a thanking turn closed an item and moved on: it goes on with a new request or question
 * ("Thanks. I also need a taxi": see {@link asksOrRequests}), or the assistant text it answers
 * delivered an item, one with an identifier (a time, a price, a booking code: see
 * {@link identifiersOf}). Bare thanks for small talk ("Oh I see", "thank you" to "yes, I am")
 * close nothing. Decided once per turn, on first need.
 */
function closesItem(closing: Closing): boolean {
  return (closing.closes ??= closing.asks || identifiersOf(closing.said).size > 0);
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

/** The tokens of an assistant text (as hashes; `content` without the stopwords) and its identifiers. */
function readTokens(text: string, stopwords?: TokenSet): ReadTokens {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  const hashes = new Int32Array(tokens.length);
  const content = new Int32Array(tokens.length);
  let contentCount = 0;
  for (let i = 0; i < tokens.length; i++) {
    hashes[i] = hashAt(tokens, i);
    if (stopwords === undefined || !stopwords.hasToken(tokens, i)) content[contentCount++] = hashAt(tokens, i);
  }
  return {
    tokens,
    bodyStart: bodyStartOf(tokens),
    hashes: IntSet.from(hashes, tokens.length),
    content: IntSet.from(content, contentCount),
    identifiers: identifiersOf(text, tokens),
  };
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const QUOTED =
  /"([^"\n]{1,80})"|\u201c([^\u201d\n]{1,80})\u201d|\u300c([^\u300d\n]{1,80})\u300d|\u00ab([^\u00bb\n]{1,80})\u00bb|`([^`\n]{1,80})`/gu;

/**
 * The identifiers of a text, lowercased: tokens with a digit (a date, an amount, a booking code
 * such as `UM3OG5`), e-mail addresses, and names in double quotes or backticks (`"…"`, `“…”`,
 * `「…」`, `«…»`, `` `…` ``).
 */
export function identifiersOf(
  text: string,
  tokens: TokenList = tokenize(foldCompatibility(text).toLowerCase()),
): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) if (hasDigit(tokens, i)) out.add(keyAt(tokens, i));
  if (text.includes('@')) for (const m of text.matchAll(EMAIL)) out.add(m[0].toLowerCase());
  if (mayQuote(text))
    for (const m of text.matchAll(QUOTED)) out.add((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim().toLowerCase());
  return out;
}

/** True when the text has an opening mark {@link QUOTED} reads (`"`, `“`, `「`, `«`). */
function mayQuote(text: string): boolean {
  return (
    text.includes('"') ||
    text.includes('\u201c') ||
    text.includes('\u300c') ||
    text.includes('\u00ab') ||
    text.includes('`')
  );
}

/** True when token `i` has an ASCII digit (0–9). */
function hasDigit(tokens: TokenList, i: number): boolean {
  const text = tokens.text;
  for (let k = startAt(tokens, i), end = endAt(tokens, i); k < end; k++) {
    const c = text.charCodeAt(k);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/**
 * Distinct token hashes of a user message's whole text (read like an assistant text), stopwords
 * left out when the language has a lexicon.
 */
function contentHashes(text: string, stopwords: TokenSet | undefined): IntSet {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++)
    if (stopwords === undefined || !stopwords.hasToken(tokens, i)) out.push(hashAt(tokens, i));
  return IntSet.from(out, out.length);
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
