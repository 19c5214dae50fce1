/**
 * @module Turns a raw message list into the prepared form every detector reads: each analysed
 * message capped, normalised and tokenised once.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchPhrases, type PhraseMatch } from '../lexicon/match';
import { HEAD_CHARS, MAX_MESSAGE_CHARS, TAIL_CHARS } from '../options';
import { bigramSet, NO_BIGRAMS, type BigramSet } from '../text/bigrams';
import { foldCompatibility } from '../text/normalize';
import { stripCode } from '../text/strip-code';
import { NO_TOKENS, tokenize, type TokenList } from '../text/tokenize';
import type { Role } from '../types';
import { hasText, roleOf, stringField, textOf, toolCallCountOf, toolCallsOf, type RawToolCall } from './extract';

/** One analysed message. System and developer messages are never prepared. */
export interface PreparedMessage {
  /** Position in the ORIGINAL list. */
  readonly index: number;
  readonly role: Exclude<Role, 'system' | 'developer'>;
  /** Raw text, capped to {@link MAX_MESSAGE_CHARS}. */
  readonly text: string;
  /**
   * User messages: the normalised text the tokens point into (code and URLs removed, white space
   * not collapsed). Empty for other roles.
   */
  readonly normalized: string;
  /** User messages: tokens of `normalized` (empty until {@link tokenized}). Empty for other roles. */
  readonly tokens: TokenList;
  /** Assistant messages: hashed word bigrams and token count (repetition check; empty until {@link tokenized}). */
  readonly bigrams: BigramSet;
  /** User messages: compatibility-folded text without code and URLs, case kept (tone checks). */
  readonly toneText: string;
  /** User messages: lexicon phrases found (empty when the language has no lexicon). */
  readonly matches: readonly PhraseMatch[];
  /** Assistant messages: tool calls. */
  readonly toolCalls: readonly RawToolCall[];
  readonly toolCallId: string | undefined;
  readonly name: string | undefined;
}

/** Counts over the whole message list (read cheaply, never tokenised). */
export interface ConversationCounts {
  /** Length of the original list. */
  readonly total: number;
  /** Index of the first analysed position in the original list. */
  readonly windowStart: number;
  /** User turns (user messages with non-empty text) in the whole list. */
  readonly turnCount: number;
  /** Original indices of the user turns in the whole list. */
  readonly userTurnIndices: readonly number[];
  /** Assistant messages in the whole list. */
  readonly assistantTurns: number;
  /** Tool calls in the whole list (plan steps are added by the tool detectors). */
  readonly toolCallCount: number;
}

/** A conversation ready for the detectors. */
export interface PreparedConversation extends ConversationCounts {
  /** Analysed messages (the last `maxMessages` of the input, system/developer/invalid left out). */
  readonly messages: readonly PreparedMessage[];
}

/** Keeps the first and last characters of an over-long text (SPEC §3), joined into one flat string (see `flat`). */
export function capText(text: string): string {
  return text.length <= MAX_MESSAGE_CHARS ? text : [text.slice(0, HEAD_CHARS), text.slice(-TAIL_CHARS)].join('\n');
}

/** Counts over the whole list and prepares the last `maxMessages` messages. */
export function prepareCounts(messages: readonly unknown[], maxMessages: number): ConversationCounts {
  let turnCount = 0;
  let assistantTurns = 0;
  let toolCallCount = 0;
  const userTurnIndices: number[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    try {
      const role = roleOf(m);
      if (role === 'user' && hasText(m as object)) {
        turnCount++;
        userTurnIndices.push(i);
      } else if (role === 'assistant') {
        assistantTurns++;
        toolCallCount += toolCallCountOf(m as object);
      }
    } catch {
      // A hostile item (throwing getter, revoked proxy) is counted as nothing.
    }
  }
  return {
    total: messages.length,
    windowStart: Math.max(0, messages.length - maxMessages),
    turnCount,
    userTurnIndices,
    assistantTurns,
    toolCallCount,
  };
}

/**
 * Prepares one message without phrase matching (see {@link withMatches}), or returns undefined
 * for system/developer/invalid messages.
 */
export function prepareMessage(raw: unknown, index: number): PreparedMessage | undefined {
  const message = readMessage(raw, index);
  return message === undefined ? undefined : tokenized(message);
}

/**
 * Reads one message (role, capped and normalised text, tool calls) without tokenising it, or
 * returns undefined for system/developer/invalid messages. Its `tokens` and `bigrams` stay empty
 * until {@link tokenized}: the language sample and the tool detectors need no more, and `analyze`
 * tokenises each message only while its detectors run, so token lists never pile up.
 */
export function readMessage(raw: unknown, index: number): PreparedMessage | undefined {
  const role = roleOf(raw);
  if (role === undefined || role === 'system' || role === 'developer') return undefined;
  const message = raw as object;
  const text = capText(textOf(message));
  const toneText = role === 'user' ? foldCompatibility(stripCode(text)) : '';
  return {
    index,
    role,
    text,
    normalized: toneText.toLowerCase(),
    tokens: NO_TOKENS,
    bigrams: NO_BIGRAMS,
    toneText,
    matches: NO_MATCHES,
    toolCalls: role === 'assistant' ? toolCallsOf(message) : [],
    toolCallId: stringField(message, 'tool_call_id'),
    name: stringField(message, 'name'),
  };
}

/** The message with its tokens (user messages) or its bigram set (assistant messages). */
export function tokenized(message: PreparedMessage): PreparedMessage {
  if (message.role === 'user') return copy(message, tokenize(message.normalized), message.bigrams, message.matches);
  if (message.role === 'assistant') return copy(message, message.tokens, bigramSet(message.text), message.matches);
  return message;
}

const NO_MATCHES: readonly PhraseMatch[] = [];

/** The message with the phrases of `lexicon` found in it (user messages only). */
export function withMatches(message: PreparedMessage, lexicon: CompiledLexicon | undefined): PreparedMessage {
  if (message.role !== 'user') return message;
  const matches = lexicon === undefined ? NO_MATCHES : matchPhrases(message.tokens, lexicon);
  if (matches.length === 0 && message.matches.length === 0) return message;
  return copy(message, message.tokens, message.bigrams, matches);
}

/**
 * What a message's detectors read, in one copy: {@link tokenized}, and for user messages the
 * phrases of `lexicon` found (as {@link withMatches} adds them). With `bigrams` false, an
 * assistant message is left without its bigram set: `analyze` passes it when there is no other
 * assistant message to compare it with.
 */
export function analysed(
  message: PreparedMessage,
  lexicon: CompiledLexicon | undefined,
  bigrams = true,
): PreparedMessage {
  if (message.role === 'assistant' && !bigrams) return message;
  if (message.role !== 'user') return tokenized(message);
  const tokens = tokenize(message.normalized);
  return copy(message, tokens, message.bigrams, lexicon === undefined ? NO_MATCHES : matchPhrases(tokens, lexicon));
}

/** A copy with new analysis fields. Every field listed, in order: one object shape for all prepared messages, no generic copy. */
function copy(
  message: PreparedMessage,
  tokens: TokenList,
  bigrams: BigramSet,
  matches: readonly PhraseMatch[],
): PreparedMessage {
  return {
    index: message.index,
    role: message.role,
    text: message.text,
    normalized: message.normalized,
    tokens,
    bigrams,
    toneText: message.toneText,
    matches,
    toolCalls: message.toolCalls,
    toolCallId: message.toolCallId,
    name: message.name,
  };
}

/** The counts with the analysed messages: the conversation the detectors read. */
export function preparedConversation(
  counts: ConversationCounts,
  messages: readonly PreparedMessage[],
): PreparedConversation {
  return {
    total: counts.total,
    windowStart: counts.windowStart,
    turnCount: counts.turnCount,
    userTurnIndices: counts.userTurnIndices,
    assistantTurns: counts.assistantTurns,
    toolCallCount: counts.toolCallCount,
    messages,
  };
}
