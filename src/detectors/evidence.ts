/**
 * @module Builds signals with their evidence: snippets capped at 200 characters.
 */
import type { UserMessage } from '../messages/prepare';
import { isWhiteSpace } from '../text/normalize';
import { endAt, startAt } from '../text/tokenize';
import type { PhraseMatch } from '../lexicon/match';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';

/** Longest snippet attached to a signal. */
export const MAX_SNIPPET_CHARS = 200;

const CONTEXT_CHARS = 60;

/**
 * Caps a snippet at {@link MAX_SNIPPET_CHARS} after collapsing white space, without splitting a
 * surrogate pair.
 */
export function capSnippet(text: string): string {
  const head = hasPlainHead(text) ? text : collapsedHead(text, MAX_SNIPPET_CHARS + 1);
  if (head.length <= MAX_SNIPPET_CHARS) return head;
  let end = MAX_SNIPPET_CHARS - 1;
  const code = head.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return head.slice(0, end) + '…';
}

/**
 * True when collapsing white space would not change the first {@link MAX_SNIPPET_CHARS} + 1
 * characters of `text` (nor trim its end, if it is that short): no white space but single
 * spaces between words. Most snippets are such text, and are then cut without being rebuilt.
 */
function hasPlainHead(text: string): boolean {
  const n = Math.min(text.length, MAX_SNIPPET_CHARS + 1);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && !isWhiteSpace(c)) continue;
    // The last character read must not be white space: trimmed away, or (at the cut) followed
    // by nothing but white space, it would change the length.
    if (c !== 32 || i === 0 || i === n - 1) return false;
    if (i + 1 < n && isWhiteSpace(text.charCodeAt(i + 1))) return false;
  }
  return true;
}

/**
 * The start of `collapseSpaces(text.slice(0, 4 × MAX_SNIPPET_CHARS))`: all of it, or a prefix of
 * at least `atLeast` characters. One scan that stops early; the regex version rewrote up to 800
 * characters for every signal.
 */
function collapsedHead(text: string, atLeast: number): string {
  const n = Math.min(text.length, 4 * MAX_SNIPPET_CHARS);
  let out = '';
  let i = 0;
  while (i < n) {
    while (i < n && isWhiteSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isWhiteSpace(text.charCodeAt(i))) i++;
    if (out.length > 0) out += ' ';
    out += start === 0 && i === text.length ? text : text.slice(start, i);
    if (out.length >= atLeast) break;
  }
  return out;
}

/** The text around a phrase match, in the message's normalised text. */
export function matchSnippet(message: UserMessage, match: PhraseMatch): string {
  const from = Math.max(0, startAt(message.tokens, match.start) - CONTEXT_CHARS);
  const to = Math.min(message.normalized.length, endAt(message.tokens, match.end - 1) + CONTEXT_CHARS);
  return (from > 0 ? '…' : '') + message.normalized.slice(from, to) + (to < message.normalized.length ? '…' : '');
}

/** A signal; the snippet is kept only when snippets are enabled. */
export function makeSignal(
  ctx: DetectorContext,
  type: SignalType,
  messageIndex: number,
  confidence: number,
  snippet: string | undefined,
  metadata?: Signal['metadata'],
): Signal {
  const signal: Signal = { type, messageIndex, confidence: Math.round(confidence * 1000) / 1000 };
  if (ctx.config.includeSnippets && snippet !== undefined && snippet !== '') signal.snippet = capSnippet(snippet);
  if (metadata !== undefined) signal.metadata = metadata;
  return signal;
}

/** Confidence of a phrase signal: lower when a token matched only as a typo. */
export function phraseConfidence(match: PhraseMatch): number {
  return match.fuzzy ? 0.7 : 0.9;
}

/** The signal for one phrase match, with the phrase as metadata. */
export function phraseSignal(ctx: DetectorContext, type: SignalType, message: UserMessage, match: PhraseMatch): Signal {
  return makeSignal(ctx, type, message.index, phraseConfidence(match), matchSnippet(message, match), {
    phrase: match.phrase.text,
    fuzzy: match.fuzzy,
  });
}
