/**
 * @module The n-grams the learned vocabulary reads: word 1- and 2-grams of each message's own text
 * (folded, lowercased and tokenised by the library's tokeniser, so words are those every detector
 * reads), by the message's role, and each tool call's name as one word. Hashed from the tokens'
 * own hashes, word by word, without building strings; a user message's tokens are those the
 * analysis already made when they are of the same text.
 */
import type { AssistantMessage, PreparedMessage, UserMessage } from '../messages/prepare';
import {
  keyOfSpan,
  scannedHead,
  scannedHeadCount,
  scannedHeadHashes,
  scannedHeadSpans,
  scanTokenHashes,
} from '../text/bigrams';
import { foldCompatibility, normalize } from '../text/normalize';
import { hashAt, hashKey, keyAt, NO_TOKENS, tokenize, type TokenList } from '../text/tokenize';
import { bucketOf, startOf, withWord } from './hash';

/**
 * The vocabulary reads the first this many characters of each message: where an answer, a
 * complaint or a tool's error is stated, and what keeps its cost a fraction of the analysis.
 */
export const VOCABULARY_CHARS = 400;

// Module-local copies of imported functions: read through a module cell on every use otherwise (see docs/performance.md).
const wordHash = hashAt;
const next = withWord;
const bucket = bucketOf;

/** The text the vocabulary reads of a message: its head, folded and lowercased (the tokens `normalize` would give). */
export function headText(message: PreparedMessage): string {
  const text = message.text.length > VOCABULARY_CHARS ? message.text.slice(0, VOCABULARY_CHARS) : message.text;
  // Collapsing white space, the rest of normalize(), changes no token.
  return foldCompatibility(text).toLowerCase();
}

/**
 * The tokens of {@link headText}. A user message that was analysed (see `analysed`) already holds
 * the tokens of its own words (`normalized`, its `toneText` lowercased): when those are its whole
 * text folded (no code, quote, URL or control token left out: `whole`) and that is its whole head
 * (at most {@link VOCABULARY_CHARS} characters), they are the tokens of the same text, used as
 * they are, in any script.
 */
export function headTokens(message: PreparedMessage): TokenList {
  if (message.text === '') return NO_TOKENS;
  return ownWordsAreHead(message) ? message.tokens : tokenize(headText(message));
}

/**
 * True for an analysed user message whose own words are the whole text folded (`whole`), itself
 * its head: `normalized` is then the head folded and lowercased, and its tokens those of the head.
 */
function ownWordsAreHead(message: PreparedMessage): message is UserMessage {
  return (
    message.role === 'user' && message.tokens.length > 0 && message.text.length <= VOCABULARY_CHARS && message.whole
  );
}

/** The bucket of each tool-call name met, -1 for a name that normalises to nothing (names repeat: normalising one costs more than the lookup). */
const CALL_BUCKETS = new Map<string, number>();
/** {@link CALL_BUCKETS} is emptied when it holds this many names. */
const MAX_CALL_NAMES = 4096;

/** The bucket of the n-gram of a tool call named `name` (raw), -1 when it normalises to nothing. */
function callBucket(name: string): number {
  let b = CALL_BUCKETS.get(name);
  if (b === undefined) {
    const normal = normalize(name);
    b = normal === '' ? -1 : bucket(next(CALL_START, hashKey(normal)));
    if (CALL_BUCKETS.size >= MAX_CALL_NAMES) CALL_BUCKETS.clear();
    CALL_BUCKETS.set(name, b);
  }
  return b;
}

/** The name of a tool call as the vocabulary reads it (normalised), empty when it has none. */
function callName(message: PreparedMessage, k: number): string {
  return message.role === 'assistant' ? normalize(message.toolCalls[k]?.name ?? '') : '';
}

/**
 * The buckets of one message's n-grams, in reading order: each tool call's name (calls with an
 * empty name are passed over), then, word by word, the word's 1-gram and, from the second word
 * on, the 2-gram it ends. A repeated n-gram is there once per occurrence. Reused between messages:
 * read `buckets` before the next read.
 */
export class NgramReader {
  /** The buckets of the last message read; the first {@link count} are its. */
  buckets = new Int32Array(1024);
  /** Number of n-grams of the last message read. */
  count = 0;
  /** Tool calls with a name in the last message read (its first {@link calls} buckets). */
  calls = 0;
  /**
   * The key hashes of the words of the last message read (the first {@link wordCount}): in the
   * reader's own array, or in the one the analysis's bigram scan wrote (read, never written).
   */
  words: Int32Array;
  /** Number of words of the last message read. */
  wordCount = 0;
  /** The tokens of the last message read, when its words were read from a token list. */
  private tokens: TokenList | undefined;
  /** Else the text whose head the scanner read, and where each word is in it (start and end, at 2i and 2i + 1). */
  private text = '';
  private spans: Int32Array;
  /** The reader's own arrays for {@link words} and {@link spans} (a head's words are copied or scanned there). */
  private ownWords = new Int32Array(VOCABULARY_CHARS);
  private ownSpans = new Int32Array(2 * VOCABULARY_CHARS);

  constructor() {
    this.words = this.ownWords;
    this.spans = this.ownSpans;
  }

  /** Reads `message`, whose {@link headTokens} are `tokens`; returns its number of n-grams. */
  read(message: PreparedMessage, tokens: TokenList): number {
    this.readTokens(message, tokens);
    return this.hashWords(message);
  }

  /**
   * Reads the head of `message`, as {@link read} with its {@link headTokens}, from the key
   * hashes alone: those of an analysed user message's tokens when they are its head, those the
   * analysis's bigram scan read in an analysed assistant message (`scannedHead`), else those the
   * scanner reads in the head's characters (`scanTokenHashes`), without a normalised copy or a
   * token list; only a head the scanner cannot read is tokenised. Returns its number of n-grams.
   */
  readHead(message: PreparedMessage): number {
    this.readHeadWords(message);
    return this.hashWords(message);
  }

  /**
   * Reads the head of `message` as {@link readHead} does, but hashes only its tool calls' names:
   * its words' key hashes are left in {@link words} (the first {@link wordCount}), for a caller
   * that hashes their n-grams itself (each word's 1-gram, then from the second word on the 2-gram
   * it ends, after the {@link calls} names: the order of {@link buckets}). {@link count} and
   * {@link phraseAt} are those of `readHead`. Returns the number of words.
   */
  readHeadWords(message: PreparedMessage): number {
    const text = message.text;
    if (text === '') return this.readCalls(message, 0);
    if (ownWordsAreHead(message)) return this.readTokens(message, message.tokens);
    this.tokens = undefined;
    this.text = text;
    // The analysis's scan of an assistant text, read where it is when it holds the head's tokens as they are.
    let count = scannedHeadCount(text, VOCABULARY_CHARS);
    if (count >= 0) {
      this.words = scannedHeadHashes();
      this.spans = scannedHeadSpans();
      return this.readCalls(message, count);
    }
    // Else copied with the token the head cuts read again, or scanned, into the reader's own
    // arrays: room for a head's words (one a character at most) and their spans.
    this.words = this.ownWords;
    this.spans = this.ownSpans;
    count = scannedHead(text, VOCABULARY_CHARS, this.words, this.spans);
    if (count < 0) {
      const head = text.length > VOCABULARY_CHARS ? text.slice(0, VOCABULARY_CHARS) : text;
      count = scanTokenHashes(head, this.words, this.spans);
      if (count < 0) return this.readTokens(message, tokenize(headText(message)));
    }
    return this.readCalls(message, count);
  }

  /** Reads `message`, whose head's tokens are `tokens`, as {@link readHeadWords}; returns the number of words. */
  private readTokens(message: PreparedMessage, tokens: TokenList): number {
    this.tokens = tokens;
    return this.readCalls(message, this.copied(tokens));
  }

  /**
   * The words of the n-gram at `position` of the last message read (`name (tool call)` for a
   * tool call's name), as the conversation wrote them: normalised, the words of a 2-gram joined
   * by a space.
   */
  phraseAt(message: PreparedMessage, position: number): string {
    if (position < this.calls) {
      // The position-th tool call with a name.
      let seen = 0;
      const count = message.role === 'assistant' ? message.toolCalls.length : 0;
      for (let k = 0; k < count; k++) {
        const name = callName(message, k);
        if (name !== '' && seen++ === position) return `${name} (tool call)`;
      }
      return '';
    }
    const p = position - this.calls; // 0: word 0; then 2i − 1: word i, 2i: words i − 1 and i
    const i = (p + 1) >>> 1;
    return p === 0 || p % 2 === 1 ? this.wordAt(i) : `${this.wordAt(i - 1)} ${this.wordAt(i)}`;
  }

  /** The match key of word `i` of the last message read. */
  private wordAt(i: number): string {
    return this.tokens !== undefined
      ? keyAt(this.tokens, i)
      : keyOfSpan(this.text, this.spans[2 * i]!, this.spans[2 * i + 1]!);
  }

  /** Copies the key hashes of `tokens` to {@link words}; returns their number. */
  private copied(tokens: TokenList): number {
    if (this.ownWords.length < tokens.length) this.ownWords = new Int32Array(tokens.length);
    const words = (this.words = this.ownWords);
    for (let i = 0; i < tokens.length; i++) words[i] = wordHash(tokens, i);
    return tokens.length;
  }

  /**
   * Reads the tool calls of `message`, whose first `count` {@link words} are its words: their
   * names' buckets first in {@link buckets}, with room for the words' n-grams after them; sets
   * the counts. Returns `count`.
   */
  private readCalls(message: PreparedMessage, count: number): number {
    let calls = 0;
    const callCount = message.role === 'assistant' ? message.toolCalls.length : 0;
    const needed = callCount + 2 * count;
    if (this.buckets.length < needed) this.buckets = new Int32Array(needed);
    const out = this.buckets;
    for (let k = 0; k < callCount; k++) {
      const b = callBucket((message as AssistantMessage).toolCalls[k]!.name);
      if (b >= 0) out[calls++] = b;
    }
    this.calls = calls;
    this.wordCount = count;
    this.count = count > 0 ? calls + 2 * count - 1 : calls;
    return count;
  }

  /** Hashes the n-grams of the {@link words} read into {@link buckets}, after the tool calls' names; returns {@link count}. */
  private hashWords(message: PreparedMessage): number {
    const count = this.wordCount;
    const out = this.buckets;
    let n = this.calls;
    const words = this.words;
    const start = startOf(message.role);
    let previous = 0; // the state of the previous word's 1-gram, which its 2-gram continues
    for (let i = 0; i < count; i++) {
      const word = words[i]!;
      const one = next(start, word);
      out[n++] = bucket(one);
      if (i > 0) out[n++] = bucket(next(previous, word));
      previous = one;
    }
    return n;
  }
}

/** The reader of {@link headNgrams}, reused (one message is read at a time). */
const HEAD_READER = new NgramReader();

/**
 * The n-grams of the head of `message` ({@link NgramReader.readHead}), in a reader shared by all
 * callers: read its `buckets` before the next call.
 */
export function headNgrams(message: PreparedMessage): NgramReader {
  HEAD_READER.readHead(message);
  return HEAD_READER;
}

/**
 * The words of the head of `message` ({@link NgramReader.readHeadWords}: their n-grams left to
 * the caller to hash), in the reader {@link headNgrams} shares: read them before the next call.
 */
export function headWords(message: PreparedMessage): NgramReader {
  HEAD_READER.readHeadWords(message);
  return HEAD_READER;
}

const CALL_START = startOf('call');

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
  if (tokens === undefined) return message.role === 'assistant' ? `${callName(message, at)} (tool call)` : '';
  return words === 1 ? keyAt(tokens, at) : `${keyAt(tokens, at - 1)} ${keyAt(tokens, at)}`;
}

/**
 * Visits every n-gram of the messages (a repeated n-gram once per occurrence), in message order,
 * and returns how many there were: the n-grams an {@link NgramReader} reads, for tools and tests
 * that need each one's place.
 */
export function forEachNgram(messages: readonly PreparedMessage[], visit: NgramVisitor): number {
  const reader = new NgramReader();
  let total = 0;
  for (const message of messages) {
    const tokens = headTokens(message);
    const n = reader.read(message, tokens);
    total += n;
    let call = 0;
    if (message.role === 'assistant')
      message.toolCalls.forEach((_, k) => {
        if (callName(message, k) !== '') visit(reader.buckets[call++]!, message, undefined, k, 1);
      });
    for (let p = 0; p < n - call; p++) {
      const i = (p + 1) >>> 1;
      visit(reader.buckets[call + p]!, message, tokens, i, p === 0 || p % 2 === 1 ? 1 : 2);
    }
  }
  return total;
}

/** The words of the first n-gram of `message` in bucket `wanted`, or undefined. */
export function phraseIn(message: PreparedMessage, wanted: number): string | undefined {
  const n = READER.readHead(message);
  const buckets = READER.buckets;
  for (let p = 0; p < n; p++) if (buckets[p] === wanted) return READER.phraseAt(message, p);
  return undefined;
}

/** The reader of {@link phraseIn}, reused (one runs at a time). */
const READER = new NgramReader();

/** The distinct n-gram buckets of a conversation (sorted), how often each occurs, and its number of n-grams. */
export interface ConversationNgrams {
  readonly buckets: Int32Array;
  /** How often each of {@link buckets} occurs (same order); absent: once each. */
  readonly counts?: Int32Array;
  readonly total: number;
}

/**
 * The distinct n-gram buckets of a conversation, how often each occurs, and its n-gram count,
 * message by message in conversation order, for fitting a vocabulary.
 */
export class NgramCollector {
  private readonly seen = new Map<number, number>();
  private total = 0;

  /** Reads one message from its {@link headNgrams} (`read` when the caller has read them). */
  add(message: PreparedMessage, read: NgramReader = headNgrams(message)): void {
    const n = read.count;
    this.total += n;
    const buckets = read.buckets;
    for (let p = 0; p < n; p++) this.seen.set(buckets[p]!, (this.seen.get(buckets[p]!) ?? 0) + 1);
  }

  /** The n-grams read. */
  result(): ConversationNgrams {
    const buckets = Int32Array.from(this.seen.keys()).sort();
    return { buckets, counts: buckets.map((b) => this.seen.get(b)!), total: this.total };
  }
}

/** The distinct buckets, their counts and the n-gram count of the messages, for fitting. */
export function ngramsOf(messages: readonly PreparedMessage[]): ConversationNgrams {
  const collector = new NgramCollector();
  for (const message of messages) collector.add(message);
  return collector.result();
}
