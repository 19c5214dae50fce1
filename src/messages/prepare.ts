/**
 * @module Turns a raw message list into the typed messages every detector reads: each analysed
 * message capped, normalised and tokenised once, its fields those of its role.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchPhrases, onDemandMatches, type PhraseMatch } from '../lexicon/match';
import { HEAD_CHARS, MAX_MESSAGE_CHARS, TAIL_CHARS } from '../options';
import { bigramSet, NO_BIGRAMS, type BigramSet } from '../text/bigrams';
import { foldCompatibility } from '../text/normalize';
import { ownWords } from '../text/own-words';
import { NO_TOKENS, tokenize, type TokenList } from '../text/tokenize';
import { capOptionalKey, MAX_CALLS_READ, readCalls } from './call-fields';
import { errorFlagOf, roleOf, stringField, textOf, toolCallsOf, type RawToolCall } from './extract';

/** What every analysed message has. */
interface MessageBase {
  /** Position in the ORIGINAL list. */
  readonly index: number;
  /** Raw text, capped to {@link MAX_MESSAGE_CHARS}. */
  readonly text: string;
}

/** A user message: the text the lexicon detectors read. */
export interface UserMessage extends MessageBase {
  readonly role: 'user';
  /**
   * The normalised text the tokens point into: the user's own words (see `ownWords`), white space
   * not collapsed.
   */
  readonly normalized: string;
  /** Tokens of `normalized` (empty until {@link analysed}). */
  readonly tokens: TokenList;
  /**
   * The user's own words (`ownWords`: no code, URLs, quotes, block quotes or control tokens; only
   * the two ends of a long message), compatibility-folded, case kept (tone checks).
   */
  readonly toneText: string;
  /** True when {@link toneText} is the whole text compatibility-folded: `ownWords` left nothing out. */
  readonly whole: boolean;
  /** Lexicon phrases found (empty until {@link analysed}, and when the language has no lexicon). */
  readonly matches: readonly PhraseMatch[];
  /**
   * The lexicon {@link UserMessage.onDemand} was matched with; undefined until a rule asks
   * ({@link onDemandMatchesOf}).
   */
  onDemandLexicon: CompiledLexicon | undefined;
  /** Phrases of the groups matched on demand, found on first request (see {@link onDemandMatchesOf}). */
  onDemand: readonly PhraseMatch[];
}

/** An assistant message: its text for repetition, its tool calls. */
export interface AssistantMessage extends MessageBase {
  readonly role: 'assistant';
  /** Hashed word bigrams and token count (repetition check; empty until {@link analysed}). */
  readonly bigrams: BigramSet;
  readonly toolCalls: readonly RawToolCall[];
}

/** A tool result. */
export interface ToolMessage extends MessageBase {
  readonly role: 'tool';
  readonly toolCallId: string | undefined;
  /** The tool's name, when the result carries one. */
  readonly name: string | undefined;
  /** The message itself marks the call as failed (`status: "error"`, `isError`/`is_error: true`). */
  readonly errorFlag: boolean;
}

/**
 * One analysed message, a union discriminated by `role`: a detector reads a field only after
 * checking the role that has it. System and developer messages are never prepared.
 */
export type PreparedMessage = UserMessage | AssistantMessage | ToolMessage;

/** Keeps the first and last characters of an over-long text, joined into one flat string (see `flat`). */
export function capText(text: string): string {
  return text.length <= MAX_MESSAGE_CHARS ? text : [text.slice(0, HEAD_CHARS), text.slice(-TAIL_CHARS)].join('\n');
}

const NO_MATCHES: readonly PhraseMatch[] = [];

/**
 * Reads one message (role, capped and normalised text, tool calls: see `readCalls`) without
 * tokenising it, or returns undefined for system/developer/invalid messages. Its tokens, matches
 * and bigrams stay empty until {@link analysed}: the language sample and the tool detectors need
 * no more, and each message is tokenised only while its detectors run, so token lists never pile
 * up. A tool result's `tool_call_id` and `name` are capped like call ids and names.
 */
export function readMessage(raw: unknown, index: number): PreparedMessage | undefined {
  const role = roleOf(raw);
  if (role === undefined || role === 'system' || role === 'developer') return undefined;
  const message = raw as object;
  const text = capText(textOf(message));
  if (role === 'user') {
    const folded = foldCompatibility(text);
    const toneText = ownWords(folded);
    return user(index, text, toneText.toLowerCase(), NO_TOKENS, toneText, toneText === folded, NO_MATCHES);
  }
  if (role === 'assistant') return assistant(index, text, NO_BIGRAMS, readCalls(toolCallsOf(message, MAX_CALLS_READ)));
  return {
    index,
    role,
    text,
    toolCallId: capOptionalKey(stringField(message, 'tool_call_id')),
    name: capOptionalKey(stringField(message, 'name')),
    errorFlag: errorFlagOf(message),
  };
}

const NO_SAID: readonly AssistantMessage[] = [];

/**
 * What a message's detectors read, in one copy: a user message with its tokens and the phrases
 * of `lexicon` found in it, an assistant message with its bigram set. With `bigrams` false, an
 * assistant message is left without its bigram set: `analyze` passes it when there is no other
 * assistant message to compare it with. An assistant message whose text is that of one of `said`
 * (earlier assistant messages analysed with their bigram sets) takes that message's set: a looping
 * agent's verbatim repeat is not hashed again.
 */
export function analysed(
  message: PreparedMessage,
  lexicon: CompiledLexicon | undefined,
  bigrams = true,
  said: readonly AssistantMessage[] = NO_SAID,
): PreparedMessage {
  if (message.role === 'assistant') {
    return bigrams ? assistant(message.index, message.text, bigramsOf(message.text, said), message.toolCalls) : message;
  }
  if (message.role !== 'user') return message;
  const tokens = tokenize(message.normalized);
  const matches = lexicon === undefined ? NO_MATCHES : matchPhrases(tokens, lexicon);
  return user(message.index, message.text, message.normalized, tokens, message.toneText, message.whole, matches);
}

/** The bigram set of `text`: that of a message of `said` with the same text, else hashed. */
function bigramsOf(text: string, said: readonly AssistantMessage[]): BigramSet {
  for (const m of said) if (m.text === text) return m.bigrams;
  return bigramSet(text);
}

/** A user message. Every field listed, in order: one object shape for all user messages. */
function user(
  index: number,
  text: string,
  normalized: string,
  tokens: TokenList,
  toneText: string,
  whole: boolean,
  matches: readonly PhraseMatch[],
): UserMessage {
  return {
    index,
    role: 'user',
    text,
    normalized,
    tokens,
    toneText,
    whole,
    matches,
    onDemandLexicon: undefined,
    onDemand: NO_MATCHES,
  };
}

/**
 * The phrases of the groups a rule reads only in context (`ON_DEMAND_GROUPS`: "it is", "what",
 * "a lot") in a user message, matched with `lexicon` on first request and kept on the message.
 */
export function onDemandMatchesOf(message: UserMessage, lexicon: CompiledLexicon): readonly PhraseMatch[] {
  if (message.onDemandLexicon !== lexicon) {
    message.onDemand = onDemandMatches(message.tokens, lexicon);
    message.onDemandLexicon = lexicon;
  }
  return message.onDemand;
}

/** An assistant message. Every field listed, in order: one object shape for all assistant messages. */
function assistant(
  index: number,
  text: string,
  bigrams: BigramSet,
  toolCalls: readonly RawToolCall[],
): AssistantMessage {
  return { index, role: 'assistant', text, bigrams, toolCalls };
}

/** True for a tool result or a message that makes tool calls: what the tool detectors read. */
export function usesTools(message: PreparedMessage): boolean {
  return message.role === 'tool' || (message.role === 'assistant' && message.toolCalls.length > 0);
}
