/**
 * @module Builds signals with their evidence: snippets capped at 200 characters.
 */
import type { PreparedMessage } from '../conversation/prepare';
import { collapseSpaces } from '../text/normalize';
import type { PhraseMatch } from '../lexicon/match';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';

/** Longest snippet attached to a signal. */
export const MAX_SNIPPET_CHARS = 200;

const CONTEXT_CHARS = 60;

/** Caps a snippet at {@link MAX_SNIPPET_CHARS}, without splitting a surrogate pair. */
export function capSnippet(text: string): string {
  const trimmed = collapseSpaces(text.length > 4 * MAX_SNIPPET_CHARS ? text.slice(0, 4 * MAX_SNIPPET_CHARS) : text);
  if (trimmed.length <= MAX_SNIPPET_CHARS) return trimmed;
  let end = MAX_SNIPPET_CHARS - 1;
  const code = trimmed.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return trimmed.slice(0, end) + '…';
}

/** The text around a phrase match, in the message's normalised text. */
export function matchSnippet(message: PreparedMessage, match: PhraseMatch): string {
  const { starts, ends } = message.tokens;
  const from = Math.max(0, starts[match.start]! - CONTEXT_CHARS);
  const to = Math.min(message.normalized.length, ends[match.end - 1]! + CONTEXT_CHARS);
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
export function phraseSignal(ctx: DetectorContext, type: SignalType, message: PreparedMessage, match: PhraseMatch): Signal {
  return makeSignal(ctx, type, message.index, phraseConfidence(match), matchSnippet(message, match), {
    phrase: match.phrase.text,
    fuzzy: match.fuzzy,
  });
}
