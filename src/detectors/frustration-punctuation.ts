/**
 * @module Excessive punctuation: when a run of `!`/`?` counts as frustration, not emphasis or
 * enthusiasm (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import { laughs, type PunctuationRuns } from '../text/tone';
import type { DetectorContext } from './context';
import { userQuestioned } from './dialogue';
import { carriesPositiveFeedback, hasNegativeCue } from './frustration-cues';
import { echoesReply, marvels } from './frustration-forms';
import type { FrustrationState } from './frustration-state';

/**
 * True when a run of `!`/`?` (see `punctuationRuns`) is frustration, not emphasis or enthusiasm:
 * - never in a message that thanks or praises ("Thanks!!!": see {@link carriesPositiveFeedback});
 * - any run, when the message carries a negative cue: a complaint, confusion or profanity phrase,
 *   a negator ("not", "can't", "nicht", "不"), or capitals that count as shouting (`shouting`,
 *   see {@link isShouting}: "AAAAH!!!" or "BWAHAHA!!!!" in capitals is play, not a cue);
 * - otherwise, like capitals, only where runs stand out against how the user writes: never after
 *   an earlier user turn whose run did not count ("Which city are you from...???", "Oh yes!!!":
 *   runs are this user's style, see {@link FrustrationState.punctuatesByHabit});
 * - and then only a run with a `?`. Before the dialogue started (the user's first turn, or no
 *   answer of the assistant yet) it counts when it mixes `?` and `!` ("How is this possible?!?!":
 *   exasperation at what happened); a first question with "???" has nothing to be frustrated
 *   about yet. Once the assistant has answered, a run with `?` counts as a bare reaction of at
 *   most {@link REACTION_MAX_TOKENS} tokens ("Why????", "Are you serious???", "What?!?"), and a
 *   run of only `?` also as a question asked again after the user's own question ("Where is my
 *   parcel?" … "So where is it???": insisting). A longer new question with "???" is emphasis
 *   ("Btw, what's your name...???"), and a longer sentence with "?!" is surprise at what the
 *   assistant said ("You have a horse?!!"). Nor, once the assistant has answered, any run beside
 *   a `surprise` phrase ("Oh really? All of it???", "really???", "vraiment ???": see `marvels`).
 *   A run of only `!` without a negative cue is
 *   enthusiasm ("Oohh!!!", "COFFEE!!!").
 * Without a lexicon for the conversation's language no cue can be read, and every run counts.
 */
export function isExcessivePunctuation(
  message: UserMessage,
  runs: PunctuationRuns,
  shouting: boolean,
  state: FrustrationState,
  ctx: DetectorContext,
): boolean {
  if (carriesPositiveFeedback(message, ctx)) return false;
  if (shouting || ctx.lexicon === undefined || hasNegativeCue(message, ctx)) return true;
  if (state.punctuatesByHabit || !runs.asks || laughs(message.toneText)) return false;
  if (state.userTurns === 0 || !state.assistantActed) return runs.mixed;
  if (marvels(message, ctx.lexicon)) return false;
  if (message.tokens.length <= REACTION_MAX_TOKENS) return !echoesReply(message, state, ctx.lexicon);
  return !runs.mixed && (userQuestioned(state) || speaksOfOwn(message, ctx));
}

/** True when the message holds an `owners` run ("my", "mon", "我的"): it is about the user's own thing. */
function speaksOfOwn(message: UserMessage, ctx: DetectorContext): boolean {
  const owners = ctx.lexicon?.sequences.owners;
  if (owners === undefined || owners.size === 0) return false;
  for (let i = 0; i < message.tokens.length; i++) if (owners.lengthAt(message.tokens, i) > 0) return true;
  return false;
}

/** Most tokens of a bare reaction whose `???` counts without a negative cue ("Are you serious???"). */
export const REACTION_MAX_TOKENS = 3;
