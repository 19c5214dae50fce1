/**
 * @module The n-grams the learned vocabulary reads: word 1- and 2-grams of each message's own text
 * (normalised and tokenised like every other detector's text), prefixed by the message's role, and
 * each tool call's name as one token. Hashed without building strings.
 */
import type { PreparedMessage } from '../messages/prepare';
import { normalize } from '../text/normalize';
import { endAt, keyAt, startAt, tokenize, type TokenList } from '../text/tokenize';
import { bucketOf, FNV1A_OFFSET, fnv1aRange } from './hash';

/** Called for each n-gram: its bucket, the message it is in, and how to read it back as words. */
export type NgramVisitor = (bucket: number, message: PreparedMessage, phrase: () => string) => void;

const SPACE_HASH_INPUT = ' ';

/** FNV-1a state after `role:`, per role. */
const PREFIX: Readonly<Record<PreparedMessage['role'] | 'call', number>> = {
  user: fnv1aRange(FNV1A_OFFSET, 'user:'),
  assistant: fnv1aRange(FNV1A_OFFSET, 'assistant:'),
  tool: fnv1aRange(FNV1A_OFFSET, 'tool:'),
  call: fnv1aRange(FNV1A_OFFSET, 'call:'),
};

/**
 * Visits every n-gram of the messages (a repeated n-gram once per occurrence) and returns how many
 * there were. `phrase()` is only for the few n-grams a caller keeps: it builds the words.
 */
export function forEachNgram(messages: readonly PreparedMessage[], visit: NgramVisitor): number {
  let total = 0;
  for (const message of messages) {
    if (message.role === 'assistant')
      for (const call of message.toolCalls) {
        const name = normalize(call.name);
        if (name === '') continue;
        total++;
        visit(bucketOf(fnv1aRange(PREFIX.call, name)), message, () => `${name} (tool call)`);
      }
    if (message.text === '') continue;
    const tokens = tokenize(normalize(message.text));
    const prefix = PREFIX[message.role];
    let previous = 0;
    for (let i = 0; i < tokens.length; i++) {
      const word = fnv1aRange(prefix, tokens.text, startAt(tokens, i), endAt(tokens, i));
      total++;
      visit(bucketOf(word), message, () => keyAt(tokens, i));
      if (i > 0) {
        const pair = fnv1aRange(
          fnv1aRange(previous, SPACE_HASH_INPUT),
          tokens.text,
          startAt(tokens, i),
          endAt(tokens, i),
        );
        total++;
        visit(bucketOf(pair), message, () => bigramAt(tokens, i));
      }
      previous = word;
    }
  }
  return total;
}

function bigramAt(tokens: TokenList, i: number): string {
  return `${keyAt(tokens, i - 1)} ${keyAt(tokens, i)}`;
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
