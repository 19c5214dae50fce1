/**
 * @module The features of one user turn for the learned-scorer experiment (`npm run
 * recall-learned`): its hashed word 1- and 2-grams as the learned vocabulary reads them (the
 * library's own tokeniser and n-gram hash), and a few cheap dialogue features. No label, id or
 * source is a feature.
 */
import { analysed, readMessage, type PreparedMessage } from '../../src/messages/prepare';
import { VOCABULARY_BUCKETS } from '../../src/profile/vocabulary';
import { normalize } from '../../src/text/normalize';
import { headTokens, NgramReader } from '../../src/vocabulary/ngrams';

/** The dialogue features, in the order of their indices after the n-gram buckets. */
export const DIALOGUE_FEATURES = [
  'overlap_previous_user',
  'assistant_asked',
  'first_user_turn',
  'position',
  'length',
  'exclamation',
  'question_mark',
  'shouting',
  'no_assistant_before',
] as const;

/** Index of the first dialogue feature: after the 2^18 n-gram buckets. */
export const DIALOGUE_BASE = VOCABULARY_BUCKETS;

/** What one user turn gives the experiment. */
export interface TurnFeatures {
  /** The distinct n-gram buckets of the turn's head. */
  readonly ngrams: readonly number[];
  /** The values of {@link DIALOGUE_FEATURES}, in order (each in [0, 1]). */
  readonly dialogue: readonly number[];
  /** The turn's text, folded, lowercased and space-collapsed: for finding identical turns, never printed. */
  readonly key: string;
}

const READER = new NgramReader();

/** The distinct unigram word hashes and n-gram buckets of a user message. */
function readUser(message: PreparedMessage): { words: Set<number>; ngrams: number[] } {
  const prepared = analysed(message, undefined);
  const n = READER.read(prepared, headTokens(prepared));
  const words = new Set<number>();
  for (let i = 0; i < READER.wordCount; i++) words.add(READER.words[i]!);
  return { words, ngrams: [...new Set(READER.buckets.subarray(0, n))] };
}

function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

const log01 = (x: number, top: number): number => Math.min(1, Math.log1p(x) / Math.log1p(top));

/**
 * The features of the user message at `index` of `messages` (raw, as stored), or undefined when
 * that message is not a user message.
 */
export function turnFeatures(messages: readonly unknown[], index: number): TurnFeatures | undefined {
  let previousUser: PreparedMessage | undefined;
  let assistantText: string | undefined;
  let userTurns = 0;
  for (let k = 0; k < index && k < messages.length; k++) {
    const m = readMessage(messages[k], k);
    if (m === undefined) continue;
    if (m.role === 'user') {
      previousUser = m;
      userTurns++;
    } else if (m.role === 'assistant' && m.text.trim() !== '') assistantText = m.text;
  }
  const turn = readMessage(messages[index], index);
  if (turn === undefined || turn.role !== 'user') return undefined;
  const own = readUser(turn);
  const overlap = previousUser === undefined ? 0 : jaccard(own.words, readUser(previousUser).words);
  const letters = turn.text.replace(/[^\p{L}]/gu, '');
  const upper = turn.text.replace(/[^\p{Lu}]/gu, '').length;
  const tail = assistantText?.slice(-300) ?? '';
  const dialogue = [
    overlap,
    /[?？]/.test(tail) ? 1 : 0,
    userTurns === 0 ? 1 : 0,
    log01(userTurns, 30),
    log01(own.words.size, 60),
    /[!！]/.test(turn.text) ? 1 : 0,
    /[?？]/.test(turn.text) ? 1 : 0,
    letters.length >= 4 && upper / letters.length > 0.6 ? 1 : 0,
    assistantText === undefined ? 1 : 0,
  ];
  return { ngrams: own.ngrams, dialogue, key: normalize(turn.text) };
}
