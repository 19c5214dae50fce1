/**
 * @module Shouting: when a message in capitals counts as frustration, not play, enthusiasm or the
 * way this user writes (see docs/signals.md).
 */
import { REPAIR_SIGNAL_GROUPS } from '../lexicon/families';
import type { CompiledLexicon } from '../lexicon/compile';
import type { UserMessage } from '../messages/prepare';
import { clauseAt, type TokenList } from '../text/tokenize';
import { switchesToCapsMidClause, type PunctuationRuns } from '../text/tone';
import type { DetectorContext } from './context';
import { carriesPositiveFeedback, hasCuePhrase } from './frustration-cues';
import { addressesHandle } from './frustration-handles';
import type { FrustrationState } from './frustration-state';

/**
 * True when a message in capitals is shouting at the assistant, not play, enthusiasm or the way
 * this user writes:
 * - never when the message thanks or praises ("OH WOW THAT'S AWESOME": see
 *   {@link carriesPositiveFeedback}), as a run of marks in such a message is enthusiasm;
 * - always with a cue of anger in the message itself: a complaint, confusion or profanity phrase, a
 *   run of marks holding a `?` ("YOU JUST SAID 8TH GRADE??!"), or an address to a handle (`@name`:
 *   a public message to a company, which opens with the complaint about what it already did);
 * - otherwise only when the message is aimed at someone or objects (see {@link aimsOrObjects}:
 *   "COVID IS NOT THE FLU", "YOU SAID HAHA"), and the capitals stand out: an earlier turn of the
 *   user opened in ordinary case, or the message holds a run of `!` ("WHERE IS MY PARCEL!!!"). A
 *   first turn or a user whose turns all open in capitals (caps lock, an instruction written in
 *   capitals) has nothing to stand out against.
 * Capitals with no such cue are laughter ("LOL", "HAHAHA"), a greeting, a cheer, a role-play voice
 * or an absurd exclamation ("GOOD BURGER", "I AM A MAGNET!"), however the user wrote before; and
 * capitals that begin mid-clause after the user's lowercase, with no run of marks, are Caps Lock
 * struck while typing ("what RE YOU THINKNG ABOUT": see `switchesToCapsMidClause`).
 * Without a lexicon for the conversation's language no cue can be read, and capitals count.
 */
export function isShouting(
  message: UserMessage,
  runs: PunctuationRuns | undefined,
  state: FrustrationState,
  ctx: DetectorContext,
): boolean {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined) return true;
  if (carriesPositiveFeedback(message, ctx)) return false;
  if (runs?.asks === true || hasCuePhrase(message, ctx) || addressesHandle(message.toneText)) return true;
  if (state.capsByHabit || (runs === undefined && switchesToCapsMidClause(message.toneText))) return false;
  return (state.wroteInCase || runs !== undefined) && aimsOrObjects(message, lexicon, runs !== undefined);
}

/**
 * True when a message is aimed at someone or objects to something: it holds a negator ("not",
 * "never", "nicht", "不"), an `addressees` word ("you", "your", "bot", "du", 你) other than a
 * pointer that opens its clause in a message without a run of marks (`marked`; a word of the
 * `pointers` list, "it", "this", "that", "das", 这: "I ALREADY RESTARTED IT", "STOP THIS NOW"
 * object to a thing and "THIS IS THE THIRD TIME I ASK!!!" is exasperated; "IT'S GONNA BE MAY"
 * and "THIS IS SPARTA" quote or exclaim), an `owners` run ("my", "meine", "我的": the user's own thing), a
 * `requests` phrase ("please", "can you", 请) or a repair phrase ("I meant", "I said"). Capitals
 * with none of these are play, emphasis, an exclamation or a quote.
 */
function aimsOrObjects(message: UserMessage, lexicon: CompiledLexicon, marked: boolean): boolean {
  const tokens = message.tokens;
  const { negators, addressees, pointers } = lexicon.tokens;
  const owners = lexicon.sequences.owners;
  for (let i = 0; i < tokens.length; i++) {
    if (negators.hasToken(tokens, i)) return true;
    // A pointer that opens its clause, with no run of marks, is the subject of an exclamation or a
    // quote ("IT'S GONNA BE MAY"); inside its clause it is what the user objects to ("I RESTARTED IT").
    if (addressees.hasToken(tokens, i) && (marked || !pointers.hasToken(tokens, i) || !opensClause(tokens, i)))
      return true;
    if (owners.size > 0 && owners.lengthAt(tokens, i) > 0) return true;
  }
  return message.matches.some(
    (m) => m.phrase.family === 'requests' || (m.phrase.family === 'repair' && REPAIR_SIGNAL_GROUPS.has(m.phrase.group)),
  );
}

/** True when token `i` is the first of its clause. */
function opensClause(tokens: TokenList, i: number): boolean {
  return i === 0 || clauseAt(tokens, i - 1) !== clauseAt(tokens, i);
}
