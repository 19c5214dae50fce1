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
