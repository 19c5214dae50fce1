/**
 * @module Assistant repetition: Jaccard similarity of word-bigram sets against the previous five
 * assistant messages, unless the message made progress since the one it resembles.
 */
import type { PreparedMessage } from '../messages/prepare';
import type { Signal } from '../types';
import { jaccardAtLeast } from '../text/bigrams';
import type { IntSet } from '../text/int-set';
import { contentKeys, keySets } from '../lexicon/content-keys';
import { foldCompatibility } from '../text/normalize';
import { keyAt, tokenize, tokensWithDigit, type TokenList } from '../text/tokenize';
import type { TokenSet } from '../lexicon/token-set';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
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

/** What the repetition check remembers: the last five compared messages, and the user turns since the oldest. */
export interface RepetitionState {
  readonly recent: Compared[];
  /** The user turns after the oldest message of `recent` (their content hashes are read on first need). */
  readonly userTurns: UserTurn[];
}

/** A user turn a later repeat may take something up from. */
interface UserTurn {
  readonly index: number;
  readonly tokens: TokenList;
  /** Its `contentKeys` (all its keys without a lexicon), computed the first time a repeat is checked against it. */
  keys: IntSet | undefined;
}

/** A fresh {@link RepetitionState}. */
export function initialRepetitionState(): RepetitionState {
  return { recent: [], userTurns: [] };
}

/**
 * The repetition signal of one message, if any: an assistant message of at least five tokens is
 * compared with the previous five such messages; the most similar one it made no progress since
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
    if (state.recent.length > 0 && message.tokens.length > 0)
      state.userTurns.push({ index: message.index, tokens: message.tokens, keys: undefined });
    return undefined;
  }
  if (message.role !== 'assistant' || message.bigrams.tokens < REPETITION_MIN_TOKENS) return undefined;
  const bigrams = message.bigrams.set;
  const similar: { earlier: Compared; s: number }[] = [];
  for (const earlier of state.recent) {
    const s = jaccardAtLeast(bigrams, earlier.bigrams, NEAR_DUPLICATE_SIMILARITY);
    if (s >= NEAR_DUPLICATE_SIMILARITY) similar.push({ earlier, s });
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

/** The tokens of an assistant text as hashes, and its identifiers. */
interface ReadTokens {
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
  for (const turn of state.userTurns) {
    if (turn.index < earlierIndex) continue;
    turn.keys ??= contentKeys(turn.tokens, stopwords);
    for (const key of turn.keys) if (self.hashes.has(key) && !earlier.hashes.has(key)) return true;
  }
  return false;
}

/** The tokens of an assistant text (as hashes; `content` without the stopwords) and its identifiers. */
function readTokens(text: string, stopwords?: TokenSet): ReadTokens {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  const keys = keySets(tokens, stopwords);
  return { hashes: keys.all, content: keys.content, identifiers: identifiersOf(text, tokens) };
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const QUOTED =
  /"([^"\n]{1,80})"|\u201c([^\u201d\n]{1,80})\u201d|\u300c([^\u300d\n]{1,80})\u300d|\u00ab([^\u00bb\n]{1,80})\u00bb/gu;

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
  for (const i of tokensWithDigit(tokens)) out.add(keyAt(tokens, i));
  if (text.includes('@')) for (const m of text.matchAll(EMAIL)) out.add(m[0].toLowerCase());
  if (mayQuote(text))
    for (const m of text.matchAll(QUOTED)) out.add((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim().toLowerCase());
  return out;
}

/** True when the text has an opening mark {@link QUOTED} reads (`"`, `“`, `「`, `«`). */
function mayQuote(text: string): boolean {
  return text.includes('"') || text.includes('\u201c') || text.includes('\u300c') || text.includes('\u00ab');
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
