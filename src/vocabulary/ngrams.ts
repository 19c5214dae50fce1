/**
 * @module The n-grams the learned vocabulary reads: word 1- and 2-grams of each message's own text
 * (folded, lowercased and tokenised by the library's tokeniser, so words are those every detector
 * reads), by the message's role, and each tool call's name as one word. Hashed from the tokens'
 * own hashes, without building strings.
 */
import type { PreparedMessage } from '../messages/prepare';
import { foldCompatibility, normalize } from '../text/normalize';
import { hashAt, hashKey, keyAt, tokenize, type TokenList } from '../text/tokenize';
import { bigramBucket, unigramBucket } from './hash';

/**
 * The vocabulary reads the first this many characters of each message: where an answer, a
 * complaint or a tool's error is stated, and what keeps its cost a fraction of the analysis.
 */
export const VOCABULARY_CHARS = 400;

/**
 * Called for each n-gram: its bucket, the message it is in, and where to read it back (`tokens`
 * and the index of its last word, `words` 1 or 2; for a tool call's name `tokens` is undefined and
 * `at` the call's index in the message's tool calls).
 */
export type NgramVisitor = (
  bucket: number,
  message: PreparedMessage,
  tokens: TokenList | undefined,
  at: number,
  words: 1 | 2,
) => void;

/** The words of an n-gram a visitor saw in `message` (a tool call's name, `name (tool call)`). */
export function phraseOf(message: PreparedMessage, tokens: TokenList | undefined, at: number, words: 1 | 2): string {
  if (tokens === undefined)
    return message.role === 'assistant' ? `${normalize(message.toolCalls[at]?.name ?? '')} (tool call)` : '';
  return words === 1 ? keyAt(tokens, at) : `${keyAt(tokens, at - 1)} ${keyAt(tokens, at)}`;
}

/**
 * Visits every n-gram of the messages (a repeated n-gram once per occurrence), in message order,
 * and returns how many there were.
 */
export function forEachNgram(messages: readonly PreparedMessage[], visit: NgramVisitor): number {
  let total = 0;
  for (const message of messages) {
    if (message.role === 'assistant')
      message.toolCalls.forEach((call, k) => {
        const name = normalize(call.name);
        if (name === '') return;
        total++;
        visit(unigramBucket('call', hashKey(name)), message, undefined, k, 1);
      });
    if (message.text === '') continue;
    // The tokens normalize() would give (collapsing white space changes no token).
    const text = message.text.length > VOCABULARY_CHARS ? message.text.slice(0, VOCABULARY_CHARS) : message.text;
    const tokens = tokenize(foldCompatibility(text).toLowerCase());
    const role = message.role;
    let previous = 0;
    for (let i = 0; i < tokens.length; i++) {
      const word = hashAt(tokens, i);
      total++;
      visit(unigramBucket(role, word), message, tokens, i, 1);
      if (i > 0) {
        total++;
        visit(bigramBucket(role, previous, word), message, tokens, i, 2);
      }
      previous = word;
    }
  }
  return total;
}

/** The tokens the vocabulary reads of a message's text: its head, folded and lowercased. */
function tokensOf(message: PreparedMessage): TokenList {
  const text = message.text.length > VOCABULARY_CHARS ? message.text.slice(0, VOCABULARY_CHARS) : message.text;
  // The tokens normalize() would give (collapsing white space changes no token).
  return tokenize(foldCompatibility(text).toLowerCase());
}

/**
 * The hot path of applying a vocabulary: the buckets of one message's n-grams that have a bit in
 * `bits` (one bit per bucket), appended to `out` (a repeated n-gram once per occurrence); returns
 * the message's n-gram count. Counts and buckets are those {@link forEachNgram} visits.
 */
export function weightedNgrams(message: PreparedMessage, bits: Uint8Array, out: number[]): number {
  let total = 0;
  if (message.role === 'assistant')
    for (const call of message.toolCalls) {
      const name = normalize(call.name);
      if (name === '') continue;
      total++;
      const bucket = unigramBucket('call', hashKey(name));
      if ((bits[bucket >>> 3]! & (1 << (bucket & 7))) !== 0) out.push(bucket);
    }
  if (message.text === '') return total;
  const tokens = tokensOf(message);
  const role = message.role;
  let previous = 0;
  for (let i = 0; i < tokens.length; i++) {
    const word = hashAt(tokens, i);
    const one = unigramBucket(role, word);
    if ((bits[one >>> 3]! & (1 << (one & 7))) !== 0) out.push(one);
    if (i > 0) {
      const two = bigramBucket(role, previous, word);
      if ((bits[two >>> 3]! & (1 << (two & 7))) !== 0) out.push(two);
    }
    previous = word;
  }
  return total + (tokens.length > 0 ? 2 * tokens.length - 1 : 0);
}

/** The words of the first n-gram of `message` in `bucket`, or undefined. */
export function phraseIn(message: PreparedMessage, bucket: number): string | undefined {
  let phrase: string | undefined;
  forEachNgram([message], (b, m, tokens, at, words) => {
    if (phrase === undefined && b === bucket) phrase = phraseOf(m, tokens, at, words);
  });
  return phrase;
}

/** The distinct n-gram buckets of a conversation (sorted) and its number of n-grams. */
export interface ConversationNgrams {
  readonly buckets: Int32Array;
  readonly total: number;
}

/** The distinct buckets and n-gram count of the messages, for fitting. */
export function ngramsOf(messages: readonly PreparedMessage[]): ConversationNgrams {
  const seen = new Set<number>();
  const total = forEachNgram(messages, (bucket) => seen.add(bucket));
  return { buckets: Int32Array.from(seen).sort(), total };
}
