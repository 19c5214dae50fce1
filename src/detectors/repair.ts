/**
 * @module User repair: explicit corrections, rephrasing and clarification phrases, and similar
 * rephrases of the previous user turn.
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { matchPhrases } from '../lexicon/match';
import { contentKeys } from '../lexicon/content-keys';
import type { TokenSet } from '../lexicon/token-set';
import { isBlank } from '../text/blank';
import { IntSet } from '../text/int-set';
import { foldCompatibility } from '../text/normalize';
import { endAt, hashAt, tokenize, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { makeSignal, phraseSignal } from './evidence';

/** A repair ratio above this is concerning. */
export const REPAIR_RATIO_THRESHOLD = 0.3;
/** Minimum Jaccard similarity of the content tokens for a similar rephrase. */
export const REPHRASE_OVERLAP = 0.5;
/** A similar rephrase brings at most this many content tokens the previous turn did not have. */
export const REPHRASE_MAX_NEW_TOKENS = 2;
/**
 * Tokens the user wrote in every one of at least this many earlier turns are boilerplate
 * (signatures, templates) and left out of the rephrase comparison. Fewer turns cannot tell a
 * signature from a request the user keeps restating.
 */
export const BOILERPLATE_TURNS = 3;
/** How far from its end an assistant message is read for a question mark. */
export const QUESTION_TAIL_CHARS = 300;

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
  /** The latest assistant message's text (read for an offer only when a reply to it opens with "no"). */
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
 * {@link isSimilarRephrase}). In context means: a correction that opens with a negator ("no, I…")
 * is an answer when the latest assistant message asked something; a clarification is a
 * confirmation when the message opens with a confirmation ("yes, that's the one I'm referring
 * to") or its sentence is a tag question ("just to be clear, the blue one, right?").
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
  let answering = asked ? true : undefined;
  const match = message.matches.find((m) => {
    if (m.phrase.family !== 'repair' || m.phrase.group === CONTINUATION || m.phrase.group === OFFER) return false;
    if (m.phrase.group === 'clarification') return !confirming && !asksToConfirm(message, m.end, confirmations);
    if (m.phrase.group !== 'correction' || !negators.has(m.phrase.keys[0]!)) return true;
    answering ??= makesOffer(state.lastReply, lexicon);
    return !answering;
  });
  if (match !== undefined) {
    return phraseSignal(ctx, GROUP_TYPES[match.phrase.group] ?? 'interaction.misalignment.correction', message, match);
  }
  if (replies.length === 0 || confirming) return undefined;
  // "Continue", "go on": asking for the rest of an answer is not restating the request.
  if (message.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === CONTINUATION)) return undefined;
  if (keys === undefined) {
    keys = contentKeys(message.tokens, stopwords);
    state.previousKeys = keys;
  }
  previousKeys ??= contentKeys(previous!.tokens, stopwords);
  const overlap = rephraseOverlap(message, keys, previous!, previousKeys, boilerplate);
  if (overlap < REPHRASE_OVERLAP) return undefined;
  // "Like black coffee?" then "You don't like black coffee?": a negation added or dropped is another statement.
  if (isNegated(message.tokens, negators) !== isNegated(previous!.tokens, negators)) return undefined;
  if (!sameTokens(message.tokens, previous!.tokens) && tookUp(replies, previousKeys)) return undefined;
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
 * (a new date, amount, id or reading makes it a refinement or a progress report); it has at most
 * {@link REPHRASE_MAX_NEW_TOKENS} content tokens the previous turn did not have, and only if it
 * keeps all of that turn's content tokens (one that drops some words and brings others asks for
 * another item, place or style: "a poem in the style of Shakespeare", then "…of Bennett").
 */
export function rephraseOverlap(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  boilerplate?: IntSet,
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
  return shared / (a.size + b.size - shared);
}

/**
 * True when the assistant's answer took up the previous user turn: its messages hold at least half
 * of that turn's content tokens. A user who then restates the turn in other words is refining it
 * (another item, "even more", a shorter version), not repeating what was ignored; only the very
 * same words again still count after such an answer.
 */
function tookUp(replies: readonly string[], previousKeys: IntSet): boolean {
  const said = new Set<number>();
  for (const reply of replies) {
    const tokens = tokenize(foldCompatibility(reply).toLowerCase());
    for (let i = 0; i < tokens.length; i++) said.add(hashAt(tokens, i));
  }
  let taken = 0;
  for (const key of previousKeys) if (said.has(key)) taken++;
  return 2 * taken >= previousKeys.size;
}

/** True when the two token lists hold the same tokens in the same order. */
function sameTokens(a: TokenList, b: TokenList): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (hashAt(a, i) !== hashAt(b, i)) return false;
  return true;
}

/**
 * A number as written: a run of letters and digits with a digit, and the runs joined to it by
 * `. , : / -` ("5.0", "14,190", "10:00", "4/14", "AB-1234").
 */
const NUMBER = /[\p{L}\p{N}]*\p{Nd}[\p{L}\p{N}]*(?:[.,:/-][\p{L}\p{N}]*\p{Nd}[\p{L}\p{N}]*)*/gu;

/** True when `text` has a number (see {@link NUMBER}) that `previous` lacks. */
function bringsNewNumber(text: string, previous: string): boolean {
  let before: Set<string> | undefined;
  for (const [number] of text.matchAll(NUMBER)) {
    before ??= new Set(Array.from(previous.matchAll(NUMBER), (m) => m[0]));
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
 * True when the last {@link QUESTION_TAIL_CHARS} characters of an assistant message make an offer:
 * a phrase of the `offer` group of the `repair` lexicon ("Please let me know if you'd like me to
 * proceed.").
 */
function makesOffer(text: string, lexicon: CompiledLexicon): boolean {
  const tail = text.length > QUESTION_TAIL_CHARS ? text.slice(-QUESTION_TAIL_CHARS) : text;
  const tokens = tokenize(foldCompatibility(tail).toLowerCase());
  return matchPhrases(tokens, lexicon).some((m) => m.phrase.family === 'repair' && m.phrase.group === OFFER);
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
