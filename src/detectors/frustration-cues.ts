/**
 * @module Cues of a user message that the frustration indicators weigh: complaint, confusion or
 * profanity phrases, negators, and thanks or praise (see docs/signals.md).
 */
import type { PhraseFamily } from '../lexicon/families';
import type { PhraseMatch } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { clauseAt } from '../text/tokenize';
import type { DetectorContext } from './context';
import { GROAN } from './frustration-forms';
import { isStrayJudgement } from './frustration-handles';
import { firstGenuinePositive } from './positive-feedback';

/** The phrase families that are a negative cue in a message: complaint, confusion and profanity. */
export const NEGATIVE_CUES: ReadonlySet<PhraseFamily> = new Set(['complaint', 'confusion', 'profanity']);

/**
 * True when the message holds a complaint, confusion or profanity phrase (a judgement only where it
 * judges the service, see {@link isStrayJudgement}: "That's terrible!!!" answering a sad story is
 * sympathy; never a groan, which says nothing of what it groans at: "Ugh, Mondays!!!").
 */
export function hasCuePhrase(message: UserMessage, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  return message.matches.some(
    (m) =>
      NEGATIVE_CUES.has(m.phrase.family) &&
      m.phrase.group !== GROAN &&
      (lexicon === undefined || !isStrayJudgement(message, m, lexicon)),
  );
}

/** A cue phrase (see {@link hasCuePhrase}) or a negator. */
export function hasNegativeCue(message: UserMessage, ctx: DetectorContext): boolean {
  return hasCuePhrase(message, ctx) || hasNegator(message, ctx);
}

/** A negator ("not", "can't", "nicht", "不") in the message. */
export function hasNegator(message: UserMessage, ctx: DetectorContext): boolean {
  const negators = ctx.lexicon?.tokens.negators;
  if (negators === undefined) return false;
  for (let i = 0; i < message.tokens.length; i++) if (negators.hasToken(message.tokens, i)) return true;
  return false;
}

/**
 * A cue phrase other than `except` (see {@link hasNegativeCue}), or a negator inside a statement
 * (not a bare "no" that answers): what makes a groan in the same message a complaint ("Ugh, it
 * won't start").
 */
export function hasProblemCue(message: UserMessage, ctx: DetectorContext, except: PhraseMatch): boolean {
  const lexicon = ctx.lexicon;
  if (
    message.matches.some(
      (m) =>
        m !== except &&
        m.phrase.group !== GROAN &&
        NEGATIVE_CUES.has(m.phrase.family) &&
        (lexicon === undefined || !isStrayJudgement(message, m, lexicon)),
    )
  )
    return true;
  // A negator counts inside a statement ("it won't start"); a bare "no" answers ("Ugh, no. Sorry, I changed my mind").
  const negators = lexicon?.tokens.negators;
  if (negators === undefined) return false;
  const tokens = message.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!negators.hasToken(tokens, i)) continue;
    const clause = clauseAt(tokens, i);
    if (
      (i > 0 && clauseAt(tokens, i - 1) === clause) ||
      (i + 1 < tokens.length && clauseAt(tokens, i + 1) === clause)
    ) {
      return true;
    }
  }
  return false;
}

const POSITIVE: ReadonlySet<PhraseFamily> = new Set(['gratitude', 'satisfaction', 'success']);

/**
 * True when the message thanks or praises (a positive phrase that no guard cancels): its `!!!`
 * is enthusiasm ("Thanks!!!", "谢谢!!!"), not frustration.
 */
export function carriesPositiveFeedback(message: UserMessage, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.matches.length === 0) return false;
  return (
    firstGenuinePositive(message.tokens, message.matches, lexicon, (m) => POSITIVE.has(m.phrase.family)) !== undefined
  );
}
