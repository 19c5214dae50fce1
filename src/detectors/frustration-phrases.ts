/**
 * @module Complaint and confusion phrases in their context: a feeling that tells the user's mood,
 * a dispute that shows no annoyance, and the matches that are no frustration where they stand
 * (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { clauseAt, opensClauseAfterHandles, startAt, type TokenList } from '../text/tokenize';
import type { DetectorContext } from './context';
import type { DialogueState } from './dialogue';
import { assistantAskedHowUserIs } from './dialogue-answers';
import { hasProblemCue, NEGATIVE_CUES } from './frustration-cues';
import {
  citesReply,
  complaintEmoji,
  DEMAND,
  DISPUTE,
  isAmusedReask,
  isIdleGroan,
  isMusing,
  isStateOfAddressee,
  isSurprise,
  isTagQuestion,
  isUnnegatedObject,
  isVerseBlock,
  opensInCapitals,
  queriesEchoedWord,
  REMINDER,
  REPROACH,
} from './frustration-forms';
import { addressesHandle, isStrayJudgement } from './frustration-handles';
import { IDIOM, inGroup, inProposition } from './frustration-profanity';
import type { FrustrationState } from './frustration-state';
import { secondPersonInClause } from './reply-view';

/** The `complaint` group of the user's own feelings ("I'm upset", "a bit frustrated", "je suis déçu", "estoy harto"). */
export const FEELING = 'feeling';

/**
 * True when a complaint match of the `feeling` group ("I'm upset", "a bit frustrated", "ich bin
 * frustriert") tells the user's mood, not a complaint about the assistant: its clause holds no
 * `second_person` word ("I'm frustrated with you" still complains), and it answers the question
 * about how the user is that opens the conversation (the assistant's first message asks it, see
 * `assistantAskedHowUserIs`: "Hi, how are you?" → "I'm upset.", "Hey! How's it going?" → "It's
 * going ok, I'm honestly a little frustrated"), or the user has told their mood so already
 * ({@link FrustrationState.moodTold}: "Why?" → "I'm upset because the homeless stink"). The
 * same question asked again later is the assistant losing the thread, and a feeling that answers
 * it ("A bit frustrated, honestly") still counts.
 */
export function tellsMood(
  message: UserMessage,
  match: PhraseMatch,
  ctx: DetectorContext,
  state: FrustrationState,
): boolean {
  if (match.phrase.group !== FEELING || match.phrase.family !== 'complaint' || ctx.lexicon === undefined) return false;
  if (!state.moodTold && (state.assistantTurns !== 1 || !assistantAskedHowUserIs(state, ctx.lexicon))) return false;
  return !secondPersonInClause(message, clauseAt(message.tokens, match.start));
}

/**
 * True when a complaint match disputes what the assistant said: a phrase of the `dispute` group
 * ("that's wrong", "you're wrong") or the `reminder` group ("I already told you"), or a `repeated` phrase that cites the assistant's words ("you
 * just said that he was bad…": see `citesReply`). It counts only with annoyance (see
 * {@link isAnnoyedDispute}).
 */
export function disputes(message: UserMessage, match: PhraseMatch): boolean {
  return match.phrase.group === DISPUTE || match.phrase.group === REMINDER || citesReply(message.tokens, match);
}

/**
 * True when a dispute of the answer (a complaint phrase of the `dispute` group: "that's wrong",
 * "that is not correct", "you're wrong", "eso está mal", "das ist falsch") shows annoyance, and so
 * complains as well as corrects. A bare dispute, calm ("No, that is not correct. The answer is
 * 1894."), is a correction (`interaction.misalignment.correction`), not a complaint. It shows
 * annoyance with a run of marks or capitals that count (`marked`: "That's wrong!!", "THAT'S
 * WRONG"), in a public message to a company (`@name`), with an emoji of anger or weariness, or
 * beside another frustration phrase that counts in its context: a complaint that is no dispute
 * ("wrong again", "still wrong", "you keep…", "ugh"), a confusion phrase or profanity ("that's
 * wrong, dammit").
 */
export function isAnnoyedDispute(
  message: UserMessage,
  dispute: PhraseMatch,
  ctx: DetectorContext,
  state: DialogueState,
  marked: boolean,
): boolean {
  if (marked || addressesHandle(message.toneText) || complaintEmoji(message, () => true) !== undefined) return true;
  return message.matches.some(
    (m) =>
      m !== dispute &&
      NEGATIVE_CUES.has(m.phrase.family) &&
      !disputes(message, m) &&
      !isOutOfContext(message, m, ctx, state),
  );
}

/**
 * A match that is no frustration in its context: a groan with nothing to groan about (see
 * `isIdleGroan`), a reproachful question outside a message to a handle, a symptom of the user's own thing ("my router
 * still isn't working"), "what does that mean" about what the user just reported, "what do you
 * mean by X?" asking to explain a term, a short query beside surprise ("wait, what? really?"),
 * "what you're saying" with no negator before it ("I understand what you're saying"), a state
 * of confusion said of the assistant ("You seem confused now"), or "what do you mean" or "huh"
 * beside a word the assistant used ("registering? what do you mean", "Immortal, huh?").
 */
export function isOutOfContext(
  message: UserMessage,
  match: PhraseMatch,
  ctx: DetectorContext,
  state: DialogueState,
): boolean {
  if (pointsAtOwnWords(message.tokens, match) || asksAboutTerm(message, match)) return true;
  // "You seem confused now": the assistant's state, not the user's.
  if (isStateOfAddressee(message, match)) return true;
  // An interjection closed by a period, a comma or "!" muses ("Huh. I didn't know that"); after a
  // statement it asks for agreement ("a rough year, huh").
  if (isMusing(message.tokens, match) || isTagQuestion(message.tokens, match)) return true;
  // An idiom that holds a swear word is none ("my phone is freaking out"), nor a sexual proposition
  // ("I want to fuck you"), nor a line of pasted verse.
  if (
    match.phrase.family === 'profanity' &&
    (inGroup(message, match, IDIOM) || inProposition(message, match) || isVerseBlock(message.text))
  ) {
    return true;
  }
  // Before the assistant said anything, a one-word query ("Pardon me, do you have…", "huh") has
  // nothing to query; a statement of confusion ("I'm confused about my booking") still counts.
  if (match.phrase.family === 'confusion' && state.lastAssistant === undefined && match.end - match.start === 1) {
    return true;
  }
  if (isIdleGroan(message, match, state, hasProblemCue(message, ctx, match), addressesHandle(message.toneText))) {
    return true;
  }
  // A reproachful question ("why did you…", "what is going on with…") complains only in a public
  // message to a company; in a chat it asks ("why are you sad?").
  if (match.phrase.group === REPROACH && !addressesHandle(message.toneText)) return true;
  if (isAmusedReask(message.toneText, match)) return true;
  // A demand to fix ("fix it", "please fix this") complains only in a public message to a company.
  if (
    match.phrase.group === DEMAND &&
    match.phrase.family === 'complaint' &&
    (!addressesHandle(message.toneText) ||
      !(opensClauseAfterHandles(message.tokens, match.start) || opensInCapitals(message, match)))
  ) {
    return true;
  }
  const lexicon = ctx.lexicon;
  return (
    lexicon !== undefined &&
    (isOwnSymptom(message.tokens, match, lexicon) ||
      isStrayJudgement(message, match, lexicon) ||
      isSurprise(message, match, lexicon) ||
      isUnnegatedObject(message, match, lexicon) ||
      queriesEchoedWord(message, match, state, lexicon))
  );
}

/**
 * True when a confusion match asks what the assistant meant by a term it used: a phrase of the
 * `term` group ("what do you mean by", "was meinst du mit", "Xってどういう意味"), or a confusion
 * phrase inside one ("what do you mean" in "what do you mean by 'create an index'?"), within one
 * clause. That is an ordinary question about a term, like "what does APR mean?". A longer phrase
 * that goes on with a pointing word ("what do you mean by that", "qu'entends-tu par là") is not
 * inside the `term` match and still counts, and so does any `term` question in a message that also
 * holds a complaint phrase other than a symptom report ("This is wrong. What do you mean by
 * 'net'?"): it challenges the answer.
 */
export function asksAboutTerm(message: UserMessage, match: PhraseMatch): boolean {
  if (match.phrase.family !== 'confusion') return false;
  const tokens = message.tokens;
  let inTerm = false;
  for (const m of message.matches) {
    if (m.phrase.family === 'complaint' && m.phrase.group !== 'symptom') return false;
    if (
      !inTerm &&
      m.phrase.group === 'term' &&
      m.phrase.family === 'confusion' &&
      m.start <= match.start &&
      m.end >= match.end &&
      clauseAt(tokens, m.start) === clauseAt(tokens, m.end - 1)
    )
      inTerm = true;
  }
  return inTerm;
}

/**
 * True when a complaint match of the `symptom` group ("isn't working", "didn't help",
 * "funktioniert nicht") reports on the user's own thing or attempt, not on the assistant or the
 * service:
 * - an `owners` run ("my", "meine", "我的") stands before it in the same clause ("my printer still
 *   isn't working");
 * - or a first-person word of the `self` list ("I", "me", "ich", "我") stands anywhere before it in
 *   the message: the user reports what they did or how they are ("I restarted the phone as you
 *   said, but it's still not working", "I'm not working right now"), a progress report.
 */
export function isOwnSymptom(tokens: TokenList, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.group !== 'symptom') return false;
  const owners = lexicon.sequences.owners;
  const self = lexicon.tokens.self;
  const clause = clauseAt(tokens, match.start);
  for (let i = match.start - 1; i >= 0; i--) {
    if (self.hasToken(tokens, i)) return true;
    if (owners.size > 0 && clauseAt(tokens, i) === clause && owners.lengthAt(tokens, i) > 0) return true;
  }
  return false;
}

/** Characters that end a sentence. */
const SENTENCE_END = /[.!?\n。！？]/;

/**
 * True when a confusion match of the `pointing` group ("what does that mean") follows a sentence
 * of the user's own in the same message: its "that" points at what the user just reported ("It
 * says no SIM. What does that mean?"), an ordinary question, not at what the assistant said.
 */
export function pointsAtOwnWords(tokens: TokenList, match: PhraseMatch): boolean {
  if (match.phrase.group !== 'pointing') return false;
  return SENTENCE_END.test(tokens.text.slice(0, startAt(tokens, match.start)));
}
