/**
 * @module User repair: explicit corrections, rephrasing and clarification phrases, and similar
 * rephrases of the previous user turn (SPEC §4).
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { TokenSet } from '../lexicon/token-set';
import { isBlank } from '../text/blank';
import { IntSet } from '../text/int-set';
import { isWhiteSpace } from '../text/normalize';
import { hashAt, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { makeSignal, phraseSignal } from './evidence';

/** A repair ratio above this is concerning. */
export const REPAIR_RATIO_THRESHOLD = 0.3;
/** Minimum token overlap for a similar rephrase. */
export const REPHRASE_OVERLAP = 0.6;

const GROUP_TYPES: Readonly<Record<string, SignalType>> = {
  correction: 'interaction.misalignment.correction',
  rephrase: 'interaction.misalignment.rephrase',
  clarification: 'interaction.misalignment.clarification',
};

/** What the repair check remembers: the previous user turn, and whether the assistant last asked. */
export interface RepairState {
  previous: UserMessage | undefined;
  /** The content keys of `previous`, once computed (they are computed only when a check needs them). */
  previousKeys: IntSet | undefined;
  /** The latest assistant message ended with a question mark. */
  assistantAsked: boolean;
}

/** A fresh {@link RepairState}. */
export function initialRepairState(): RepairState {
  return { previous: undefined, previousKeys: undefined, assistantAsked: false };
}

/**
 * The repair signal of one message, if any, advancing `state`: the first `repair` phrase of a user
 * turn, else a similar rephrase of the previous user turn. A correction phrase that opens with a
 * negator ("no, I…") right after the assistant asked a question is an answer, not a correction.
 * Needs the language's lexicon (stopwords, confirmations): without one, nothing is counted.
 */
export function repairStep(message: PreparedMessage, state: RepairState, ctx: DetectorContext): Signal | undefined {
  if (message.role === 'assistant' && !isBlank(message.text)) {
    state.assistantAsked = endsWithQuestion(message.text);
    return undefined;
  }
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.role !== 'user' || isBlank(message.text)) return undefined;
  const answering = state.assistantAsked;
  state.assistantAsked = false;
  const { previous, previousKeys } = state;
  state.previous = message;
  state.previousKeys = undefined;
  const match = message.matches.find(
    (m) => m.phrase.family === 'repair' && !(answering && lexicon.tokens.negators.has(m.phrase.keys[0]!)),
  );
  if (match !== undefined) {
    return phraseSignal(ctx, GROUP_TYPES[match.phrase.group] ?? 'interaction.misalignment.correction', message, match);
  }
  if (previous === undefined) return undefined;
  // The checks rephraseOverlap makes before it reads the key sets, so short messages build none.
  const { tokens } = message;
  if (tokens.length < 3 || previous.tokens.length < 3 || lexicon.tokens.confirmations.hasToken(tokens, 0))
    return undefined;
  const { stopwords } = lexicon.tokens;
  const keys = contentKeys(tokens, stopwords);
  state.previousKeys = keys;
  const overlap = rephraseOverlap(
    message,
    keys,
    previous,
    previousKeys ?? contentKeys(previous.tokens, stopwords),
    lexicon.tokens.confirmations,
  );
  if (overlap < REPHRASE_OVERLAP) return undefined;
  return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, overlap, message.normalized, {
    similarTo: previous.index,
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
 * Distinct non-stopword token keys of a message, as their 30-bit key hashes (no strings). Two
 * different words share a hash with probability about 2^-30 per pair, below 10^-6 even for two
 * 4,000-character messages: negligible next to the 0.6 threshold.
 */
function contentKeys(tokens: TokenList, stopwords: TokenSet): IntSet {
  const n = tokens.length;
  if (scratch.length < n) scratch = new Int32Array(2 * n);
  let count = 0;
  if (n < SEEN_FROM) {
    for (let i = 0; i < n; i++) if (!stopwords.hasToken(tokens, i)) scratch[count++] = hashAt(tokens, i);
    return IntSet.from(scratch, count);
  }
  // A long message repeats most of its words: each distinct one is looked up in the stopwords once.
  let bits = 4;
  while (1 << bits < 2 * n) bits++;
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  if (seenHashes.length <= mask) {
    seenHashes = new Int32Array(mask + 1);
    seenStamps = new Int32Array(mask + 1);
  }
  // Slots stamped with an earlier call's stamp are free: the table is never cleared.
  if (++stamp === 0x40000000) {
    seenStamps.fill(0);
    stamp = 1;
  }
  for (let i = 0; i < n; i++) {
    const hash = hashAt(tokens, i);
    let slot = Math.imul(hash, 0x9e3779b1) >>> shift;
    while (seenStamps[slot] === stamp && seenHashes[slot] !== hash) slot = (slot + 1) & mask;
    if (seenStamps[slot] === stamp) continue;
    seenStamps[slot] = stamp;
    seenHashes[slot] = hash;
    if (!stopwords.hasToken(tokens, i)) scratch[count++] = hash;
  }
  return IntSet.from(scratch, count);
}

/** The content hashes of the message being read (reused: one analysis runs at a time; `IntSet.from` copies). */
let scratch = new Int32Array(256);

/**
 * Messages of this many tokens or more have their distinct words found first, in
 * {@link seenHashes}: natural text of that length repeats about half of its words (a pasted log
 * far more), and the stopword lookup is the costly step. Shorter ones repeat too few to gain.
 */
const SEEN_FROM = 256;
/** Hashes met in the current long message, by slot (open addressing); a slot is in use when its stamp is the current one. */
let seenHashes = new Int32Array(0);
let seenStamps = new Int32Array(0);
let stamp = 0;

/**
 * |A∩B| / min(|A|, |B|) over distinct non-stopword tokens, or 0 when the rephrase rule does not
 * apply (fewer than 3 tokens or 2 content tokens on either side, or a confirmation first).
 */
export function rephraseOverlap(
  message: UserMessage,
  keys: IntSet,
  previous: UserMessage,
  previousKeys: IntSet,
  confirmations: TokenSet,
): number {
  if (message.tokens.length < 3 || previous.tokens.length < 3) return 0;
  if (keys.size < 2 || previousKeys.size < 2) return 0;
  if (confirmations.hasToken(message.tokens, 0)) return 0;
  return keys.sharedWith(previousKeys) / Math.min(keys.size, previousKeys.size);
}

/**
 * True when the text's last 200 characters end with `?` and optional white space (the regex
 * `/\?\s*$/` on them), read backwards from the end.
 */
export function endsWithQuestion(text: string): boolean {
  const stop = Math.max(0, text.length - 200);
  let i = text.length - 1;
  while (i >= stop && isWhiteSpace(text.charCodeAt(i))) i--;
  return i >= stop && text.charCodeAt(i) === 63;
}
