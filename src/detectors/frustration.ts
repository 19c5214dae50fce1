/**
 * @module User frustration: all caps, excessive punctuation, complaint, confusion and profanity,
 * each counted once per message (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import { REPAIR_SIGNAL_GROUPS, type PhraseFamily } from '../lexicon/families';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt, startAt, type TokenList } from '../text/tokenize';
import { isBlank } from '../text/blank';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import {
  assistantOnlyGreeted,
  dialogueStep,
  initialDialogueState,
  isBareQuery,
  userQuestioned,
  type DialogueState,
} from './dialogue';
import { assistantAskedHowUserIs, assistantEndedAsking } from './dialogue-answers';
import { asksQuestion, ReplyView, SECOND_PERSON, secondPersonInClause } from './reply-view';
import { JOKE_REACH, setsRiddle } from './riddle';
import { makeSignal, phraseSignal } from './evidence';
import { firstGenuinePositive } from './positive-feedback';
import {
  allCapsRatio,
  opensInOrdinaryCase,
  punctuationRuns,
  laughs,
  switchesToCapsMidClause,
  type PunctuationRuns,
} from '../text/tone';
import {
  citesReply,
  DEMAND,
  opensAfterHandles,
  isAmusedReask,
  complaintEmoji,
  DISPUTE,
  echoesReply,
  GROAN,
  isIdleGroan,
  isVerseBlock,
  REPROACH,
} from './frustration-forms';
import {
  isMusing,
  isStateOfAddressee,
  isSurprise,
  marvels,
  isTagQuestion,
  isUnnegatedObject,
  queriesEchoedWord,
} from './frustration-forms';

const PHRASE_INDICATORS: readonly [PhraseFamily, SignalType][] = [
  ['complaint', 'interaction.frustration.complaint'],
  ['confusion', 'interaction.frustration.confusion'],
  ['profanity', 'interaction.frustration.profanity'],
];

/**
 * The turns before a user message, as the frustration detector reads them: the dialogue, and
 * whether the user has written in ordinary case yet (what capitals stand out against).
 */
export interface FrustrationState extends DialogueState {
  /** An earlier user turn opened in ordinary case (see `opensInOrdinaryCase`). */
  wroteInCase: boolean;
  /**
   * An earlier user turn held a run of `!`/`?` that did not count as frustration ("So which city
   * are you from...???", "Oh yes!!!"): runs are how this user writes, see {@link isExcessivePunctuation}.
   */
  punctuatesByHabit: boolean;
  /**
   * An earlier user turn was written in capitals that did not count as shouting (a cheer, a
   * scream of play, a role-play voice: "AAAAH!!!"): capitals are how this user plays, see
   * {@link isShouting}.
   */
  capsByHabit: boolean;
  /**
   * The latest message with text was the user's: a bare "?" now follows the user's own turn and
   * nudges it (impatience), it does not query what the assistant said.
   */
  userSpokeLast: boolean;
  /** Assistant messages with text so far: a question about how the user is opens the conversation only in the first. */
  assistantTurns: number;
  /**
   * The user told their mood, answering the assistant's opening question about how they are ("Hi,
   * how are you?" → "I'm upset."): later feelings of theirs go on telling it (see {@link tellsMood}).
   */
  moodTold: boolean;
  /**
   * The user's latest turns with text, at most {@link JOKE_REACH}, the latest last: where a bare
   * query after an open question looks for a run of jokes (see `setsRiddle`).
   */
  recentUsers: UserMessage[];
}

/** A fresh {@link FrustrationState}. */
export function initialFrustrationState(): FrustrationState {
  // Own fields added to a fresh dialogue state, not a spread copy of one: V8 makes a spread copy
  // in its slow path, and the state is written at every message.
  return Object.assign(initialDialogueState(), {
    wroteInCase: false,
    punctuatesByHabit: false,
    capsByHabit: false,
    userSpokeLast: false,
    assistantTurns: 0,
    moodTold: false,
    recentUsers: [],
  });
}

/**
 * The frustration indicators of a user message (at most one of each kind), and whether it held a
 * run of `!`/`?` that did not count.
 */
function readUserMessage(
  message: UserMessage,
  ctx: DetectorContext,
  state: FrustrationState,
): { signals: Signal[]; uncountedRun: boolean; playedCaps: boolean } {
  const signals: Signal[] = [];
  const runs = punctuationRuns(message.toneText);
  const ratio = allCapsRatio(message.toneText);
  const shouting = ratio > 0 && isShouting(message, runs, state, ctx);
  if (shouting) {
    signals.push(makeSignal(ctx, 'interaction.frustration.all_caps', message.index, ratio, message.toneText));
  }
  const counted = runs !== undefined && isExcessivePunctuation(message, runs, shouting, state, ctx);
  if (counted) {
    signals.push(
      makeSignal(ctx, 'interaction.frustration.excessive_punctuation', message.index, 0.7, message.toneText),
    );
  }
  for (const [family, type] of PHRASE_INDICATORS) {
    // Profanity comes last: the indicators found before it are the other cues it may go with.
    const otherCue = signals.length > 0;
    const match = message.matches.find(
      (m) =>
        m.phrase.family === family &&
        !isOutOfContext(message, m, ctx, state) &&
        (!disputes(message, m) || isAnnoyedDispute(message, m, ctx, state, otherCue || runs !== undefined)) &&
        (family !== 'profanity' || isAimed(message, m, ctx, otherCue, state)) &&
        !tellsMood(message, m, ctx, state),
    );
    if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
    else if (family === 'confusion' && isBareQueryOfReply(message, ctx, state)) {
      signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'bare_query' }));
    } else if (family === 'complaint' && ctx.lexicon !== undefined) {
      const reportsProblem = () =>
        hasCuePhrase(message, ctx) ||
        (hasNegator(message, ctx) && (state.userTurns === 0 || addressesHandle(message.toneText)));
      // Emoji alone right after the user's own turn add to that turn: they react to nothing the assistant said.
      const emoji = addsToOwnTurn(message, state) ? undefined : complaintEmoji(message, reportsProblem);
      if (emoji !== undefined && !carriesPositiveFeedback(message, ctx)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'emoji', emoji }));
      }
    }
  }
  return {
    signals,
    uncountedRun: runs !== undefined && !counted,
    playedCaps: ratio > 0 && !shouting && !carriesPositiveFeedback(message, ctx),
  };
}

/**
 * True when a message holds no word (emoji or marks alone: "😡", "🙄🙄") and follows the user's own
 * turn, the assistant silent since ({@link FrustrationState.userSpokeLast}): it adds to that turn
 * ("I eat and sleep for a living" → "😡" while trolling), it reacts to nothing the assistant said.
 * Whatever that turn complained of counted there.
 */
function addsToOwnTurn(message: UserMessage, state: FrustrationState): boolean {
  return state.userSpokeLast && message.tokens.length === 0;
}

/**
 * True when a bare query ("?", "What?", "huh?", see `isBareQuery`) asks what the assistant's latest
 * message meant: the assistant spoke last (a "?" after the user's own turn nudges it), and that
 * message was not only a greeting (`assistantOnlyGreeted`: "?" after "Hi, how are you doing
 * today?" queries nothing the assistant said) nor set up a riddle (`setsRiddle`: "What?" after
 * "What do you call a boomerang that doesn't come back?", in a run of jokes, asks for the punchline).
 */
function isBareQueryOfReply(message: UserMessage, ctx: DetectorContext, state: FrustrationState): boolean {
  if (state.userSpokeLast || !isBareQuery(message, state)) return false;
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || state.lastAssistant === undefined) return true;
  return (
    !assistantOnlyGreeted(state, lexicon) &&
    !setsRiddle(new ReplyView(state.lastAssistant.text, lexicon), state.recentUsers, lexicon)
  );
}

/**
 * Frustration indicators of the user messages; the report counts each indicator. It reads the
 * assistant messages too, to know whether the assistant has answered or acted yet.
 */
export const frustration: Detector<FrustrationState> = {
  name: 'frustration',
  roles: ['user', 'assistant'],
  initialState: initialFrustrationState,
  step: (message, state, ctx) => {
    if (message.role !== 'user') {
      if (message.role === 'assistant' && !isBlank(message.text)) {
        state.userSpokeLast = false;
        state.assistantTurns++;
      }
      dialogueStep(message, state);
      return [];
    }
    const { signals, uncountedRun, playedCaps } = readUserMessage(message, ctx, state);
    if (!state.wroteInCase) state.wroteInCase = opensInOrdinaryCase(message.toneText);
    if (uncountedRun) state.punctuatesByHabit = true;
    if (playedCaps && state.userTurns > 0) state.capsByHabit = true;
    if (!isBlank(message.text)) {
      state.userSpokeLast = true;
      if (state.recentUsers.push(message) > JOKE_REACH) state.recentUsers.shift();
    }
    if (!state.moodTold && message.matches.some((m) => tellsMood(message, m, ctx, state))) state.moodTold = true;
    dialogueStep(message, state);
    return signals;
  },
};

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
function tellsMood(message: UserMessage, match: PhraseMatch, ctx: DetectorContext, state: FrustrationState): boolean {
  if (match.phrase.group !== FEELING || match.phrase.family !== 'complaint' || ctx.lexicon === undefined) return false;
  if (!state.moodTold && (state.assistantTurns !== 1 || !assistantAskedHowUserIs(state, ctx.lexicon))) return false;
  return !secondPersonInClause(message, clauseAt(message.tokens, match.start));
}

/**
 * True when a complaint match disputes what the assistant said: a phrase of the `dispute` group
 * ("that's wrong", "you're wrong"), or a `repeated` phrase that cites the assistant's words ("you
 * just said that he was bad…": see `citesReply`). It counts only with annoyance (see
 * {@link isAnnoyedDispute}).
 */
function disputes(message: UserMessage, match: PhraseMatch): boolean {
  return match.phrase.group === DISPUTE || citesReply(message.tokens, match);
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
function isAnnoyedDispute(
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
function isShouting(
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

/**
 * True when the text addresses a handle: `@` right after the start, a space or punctuation
 * (".@name"), and right before a letter, digit or `_` (an e-mail address has a letter before `@`).
 */
export function addressesHandle(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && isWordChar(text.charCodeAt(at - 1))) continue;
    if (at + 1 < text.length && isWordChar(text.charCodeAt(at + 1))) return true;
  }
  return false;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 95 || ((c | 32) >= 97 && (c | 32) <= 122) || c >= 0xc0;
}

const NEGATIVE_CUES: ReadonlySet<PhraseFamily> = new Set(['complaint', 'confusion', 'profanity']);

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
function isExcessivePunctuation(
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

/**
 * True when the message holds a complaint, confusion or profanity phrase (a judgement only where it
 * judges the service, see {@link isStrayJudgement}: "That's terrible!!!" answering a sad story is
 * sympathy; never a groan, which says nothing of what it groans at: "Ugh, Mondays!!!").
 */
function hasCuePhrase(message: UserMessage, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  return message.matches.some(
    (m) =>
      NEGATIVE_CUES.has(m.phrase.family) &&
      m.phrase.group !== GROAN &&
      (lexicon === undefined || !isStrayJudgement(message, m, lexicon)),
  );
}

/** A cue phrase (see {@link hasCuePhrase}) or a negator. */
function hasNegativeCue(message: UserMessage, ctx: DetectorContext): boolean {
  return hasCuePhrase(message, ctx) || hasNegator(message, ctx);
}

/** A negator ("not", "can't", "nicht", "不") in the message. */
function hasNegator(message: UserMessage, ctx: DetectorContext): boolean {
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
function hasProblemCue(message: UserMessage, ctx: DetectorContext, except: PhraseMatch): boolean {
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
function carriesPositiveFeedback(message: UserMessage, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.matches.length === 0) return false;
  return (
    firstGenuinePositive(message.tokens, message.matches, lexicon, (m) => POSITIVE.has(m.phrase.family)) !== undefined
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
function isOutOfContext(message: UserMessage, match: PhraseMatch, ctx: DetectorContext, state: DialogueState): boolean {
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
    (!addressesHandle(message.toneText) || !opensAfterHandles(message.tokens, match))
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
 * True when a complaint match of the `judgement` group (a bare judgement word: "terrible",
 * "ridiculous", "a joke", "sucks", "lamentable", "schrecklich") does not judge the service. A
 * judgement counts only in a public message to a company (it addresses a handle, `@name`: see
 * {@link addressesHandle}), and only when its clause names what it judges as the company's or the
 * user's dealings with it: an `addressees` word ("you", "your", "this", "it", "service") stands
 * in the clause, and no `owners` run ("my", "meine") stands between it and the judgement ("@Acme
 * your service is so bad", "@Acme Disappointing customer service.", "@Acme This is disgusting!";
 * but "@Acme my screen looks terrible" is a symptom of the user's own thing). Outside such a
 * message "that's terrible" is as often sympathy with a story as a judgement of the assistant; the
 * judgements aimed at the assistant are whole phrases of the main group ("you are terrible").
 */
export function isStrayJudgement(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.family !== 'complaint' || match.phrase.group !== 'judgement') return false;
  if (!addressesHandle(message.toneText)) return true;
  const tokens = message.tokens;
  const addressees = lexicon.tokens.addressees;
  const owners = lexicon.sequences.owners;
  const clause = clauseAt(tokens, match.start);
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause; i--) {
    if (addressees.hasToken(tokens, i)) return false;
    if (owners.size > 0 && owners.lengthAt(tokens, i) > 0) return true;
  }
  // A judgement that opens or closes its clause is an exclamation or a predicate ("Terrible
  // customer support.", "Total garbage.", "… get even worse?"), not a word about a noun in it
  // ("outrageous prices", "the trash folder").
  let first = match.start;
  while (first > 0 && clauseAt(tokens, first - 1) === clause && isHandleName(tokens, first - 1)) first--;
  const opens = first === 0 || clauseAt(tokens, first - 1) !== clause;
  const closes = match.end === tokens.length || clauseAt(tokens, match.end) !== clause;
  if (opens || closes) return false;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (addressees.hasToken(tokens, i)) return false;
    // "… worse on my pc after the update that …": the judgement speaks of the user's own thing.
    if (owners.size > 0 && owners.lengthAt(tokens, i) > 0) return true;
  }
  return true;
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
 * True when profanity is aimed at the assistant or the service, or vents frustration: the message
 * carries another indicator (`otherCue`: capitals, a run of marks, a complaint or confusion phrase)
 * or addresses a handle (`@name`); or the profanity's clause holds an `addressees` word ("you",
 * "your", "this", "it", "du", "tu", 你: "fuck you", "this is bullshit", "get your shit together");
 * or the profanity is its whole clause, an exclamation ("Fuck!", "wtf", "damn it"), or a phrase of
 * two words or more, an address or exclamation by itself ("piss off", "fuck off", "fick dich"). Profanity in a
 * clause about a third party or a topic ("video games are bullshit", "the hackers are assholes")
 * is an opinion, not frustration with the assistant. An exclamation counts only as a reaction to
 * what the assistant said: not in the user's first turn (nothing to react to yet: "wtf", "sup
 * fucker"), nor answering the assistant's question ("How are you?" → "Crappy", "What do you do?"
 * → "Fucking"); an address or a phrase still counts there ("Fuck you", "fuck off"). A `modifier`
 * word with nothing to modify is the verb, no exclamation ("Fucking"); after a question of the
 * assistant a pointer right before the swear word points at the topic ("I don't like this
 * shit"); and a swear word that opens a statement of the user's own ("yeh fuck I just had…") is
 * aimed by no addressee further before it (see {@link opensOwnStatement}). Without an
 * address, profanity in a message that praises is amazement ("Holy crap. That's amazing": see
 * {@link carriesPositiveFeedback}), not anger; an exclamation of the `amazement` group ("damn",
 * "holy crap") that no address aims counts only beside a negator ("Damn, you don't have to be
 * rude"; not "damn!" at a big number, "Well damn, your mom is a savage"); and a message that
 * laughs plays ("wtf lol").
 * A language without an `addressees` list keeps every profanity.
 */
function isAimed(
  message: UserMessage,
  match: PhraseMatch,
  ctx: DetectorContext,
  otherCue: boolean,
  dialogue: DialogueState,
): boolean {
  const addressees = ctx.lexicon?.tokens.addressees;
  if (addressees === undefined || addressees.size === 0 || otherCue || addressesHandle(message.toneText)) return true;
  // Play, not anger: a message that laughs ("wtf lol", "do you know what fuck means? 😂").
  if (laughs(message.toneText)) return false;
  const tokens = message.tokens;
  const clause = clauseAt(tokens, match.start);
  // A judgement of a state of affairs ("that's fucked", "so fucked up", "está jodido") judges the
  // topic unless its clause speaks to the assistant ("you're fucked up", "your shitty answers").
  if (inGroup(message, match, JUDGEMENT)) return secondPersonInClause(message, clause);
  // So does an exclamation of amazement beside a pointer ("damn wish I made that kind of money"),
  // but not one that modifies a third party's noun ("did you drown those damn kids"): see
  // {@link modifiesMidClause}.
  if (
    inAmazement(message, match) &&
    secondPersonInClause(message, clause) &&
    !modifiesMidClause(message, match, ctx.lexicon)
  )
    return true;
  const modifies = modifiesNext(message, match, ctx.lexicon);
  // A swear word right before a first-person word opens a statement of the user's own ("yeh fuck
  // I just had a heart attack"): an addressee further before it, in a run-on clause, does not aim
  // it; one right before it still does ("you bastard I'm leaving").
  const opensOwn = opensOwnStatement(message, match, ctx.lexicon);
  // After a question of the assistant, a pointer right before the swear word ("I don't like this
  // shit") points at what was asked about; a second-person word ("your shit") still aims it.
  const answering = dialogue.lastAssistant !== undefined && asksQuestion(dialogue.lastAssistant.text);
  let others = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (clauseAt(tokens, i) !== clause) continue;
    if (
      addressees.hasToken(tokens, i) &&
      !inAmazement(message, match) &&
      (!modifies || (i >= match.start - 1 && i <= match.end)) &&
      !(opensOwn && i < match.start - 1) &&
      !(answering && i === match.start - 1 && !secondPersonAt(message, i)) &&
      !ownerBetween(message, i, match, ctx)
    )
      return true;
    if (i < match.start || i >= match.end) others++;
  }
  // Amazement, not anger: an exclamation in a message that praises ("Holy crap. That's amazing").
  if (carriesPositiveFeedback(message, ctx)) return false;
  // An exclamation of amazement ("damn", "holy crap") reacts to a fact as often as to a failure:
  // it vents only beside a negator ("Damn, you don't have to be rude"), not alone ("damn!" at a number).
  if (inAmazement(message, match)) return hasNegator(message, ctx);
  // A swear word of the `modifier` group with nothing after it in its clause modifies nothing: it
  // is the verb ("What are your hobbies?" → "Fucking"), not an exclamation.
  if (inGroup(message, match, MODIFIER) && (match.end === tokens.length || clauseAt(tokens, match.end) !== clause))
    return false;
  // A phrase of two words or more is an address or an exclamation by itself ("piss off", "fuck off", "ta gueule").
  if (match.phrase.keys.length > 1) return true;
  return others <= PROFANITY_EXCLAMATION_WORDS && dialogue.userTurns > 0 && !assistantEndedAsking(dialogue);
}

/**
 * True when a profanity match of the `modifier` group ("fucking", "freaking", "verdammte") modifies
 * the word after it in its clause ("Do you like playing fucking basketball?", "the freaking frogs"):
 * it then speaks of that thing, and an addressee aims it only from next to it ("you fucking idiot",
 * "your fucking answer", "this fucking bot"). Not after an intensifier ("are you so fucking slow"),
 * where it strengthens a judgement of the clause.
 */
function modifiesNext(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  return (
    inGroup(message, match, MODIFIER) &&
    match.end < tokens.length &&
    clauseAt(tokens, match.end) === clauseAt(tokens, match.start) &&
    (match.start === 0 || (lexicon?.sequences.intensifiers.lengthAt(tokens, match.start - 1) ?? 0) === 0)
  );
}

/**
 * True when a one-word exclamation of amazement ("damn") stands inside its clause, a word of the
 * clause on each side and no `second_person` word next to it: it modifies the word after it
 * ("those damn kids", "the damn thing"), an adjective of that thing, like a `modifier` word. A
 * second-person word elsewhere in the clause then does not aim it ("Did you drown those damn kids
 * in the lake?"); one next to it does ("you damn liar", "oh damn you"), and so does one that opens
 * its clause ("damn you slow"). Not after an intensifier ("why are you so damn obsessed"), where
 * it strengthens a judgement of the clause.
 */
function modifiesMidClause(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  const clause = clauseAt(tokens, match.start);
  return (
    match.end - match.start === 1 &&
    match.start > 0 &&
    match.end < tokens.length &&
    clauseAt(tokens, match.start - 1) === clause &&
    clauseAt(tokens, match.end) === clause &&
    !secondPersonAt(message, match.start - 1) &&
    !secondPersonAt(message, match.end) &&
    (lexicon?.sequences.intensifiers.lengthAt(message.tokens, match.start - 1) ?? 0) === 0
  );
}

/**
 * True when token `i` of the message lies inside a `second_person` word of the `repair` lexicon
 * ("you", "your", "du", "tu", 你), not a pointer ("this", "that", "it").
 */
function secondPersonAt(message: UserMessage, i: number): boolean {
  return message.matches.some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON && m.start <= i && m.end > i,
  );
}

/**
 * True when a profanity match of one token opens a statement of the user's own: the next token,
 * in the same clause, is a `self` word ("fuck I just had a heart attack", "Scheiße ich hab's
 * vergessen"). The swear word is then an exclamation about the user's own situation, and an
 * addressee that stands before it in a run-on clause, not right before it ("you love red wine yeh
 * fuck I…"), does not aim it.
 */
function opensOwnStatement(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  return (
    lexicon !== undefined &&
    match.end - match.start === 1 &&
    match.end < tokens.length &&
    clauseAt(tokens, match.end) === clauseAt(tokens, match.start) &&
    lexicon.tokens.self.hasToken(tokens, match.end)
  );
}

/**
 * True when an `owners` run ("my", "meine", "我的") stands between token `i` (an addressee) and the
 * profanity match in the message: the swear word then speaks of the user's own thing ("that kind of
 * stuff makes my mental health crap"), not of what the addressee points at.
 */
function ownerBetween(message: UserMessage, i: number, match: PhraseMatch, ctx: DetectorContext): boolean {
  const owners = ctx.lexicon?.sequences.owners;
  if (owners === undefined || owners.size === 0) return false;
  const [from, to] = i < match.start ? [i + 1, match.start] : [match.end, i];
  for (let k = from; k < to; k++) if (owners.lengthAt(message.tokens, k) > 0) return true;
  return false;
}

/**
 * True when a profanity match is, or lies inside, a match of the `proposition` group within one
 * clause ("fuck" in "I want to fuck you"; not in "I wanted to. Fuck you").
 */
function inProposition(message: UserMessage, match: PhraseMatch): boolean {
  const tokens = message.tokens;
  return message.matches.some(
    (m) =>
      m.phrase.family === 'profanity' &&
      m.phrase.group === PROPOSITION &&
      m.start <= match.start &&
      m.end >= match.end &&
      clauseAt(tokens, m.start) === clauseAt(tokens, m.end - 1),
  );
}

/** True when a profanity match is, or lies inside, an `amazement` match ("crap" in "holy crap"). */
function inAmazement(message: UserMessage, match: PhraseMatch): boolean {
  return inGroup(message, match, AMAZEMENT);
}

/** True when a profanity match is, or lies inside, a profanity match of `group`. */
function inGroup(message: UserMessage, match: PhraseMatch, group: string): boolean {
  return message.matches.some(
    (m) => m.phrase.family === 'profanity' && m.phrase.group === group && m.start <= match.start && m.end >= match.end,
  );
}

/** The `profanity` group of idioms that hold a swear word and swear at nothing ("freaking out"): never counted. */
export const IDIOM = 'idiom';

/**
 * The `profanity` group of sexual propositions and sexual uses of a swear verb ("want to fuck",
 * "let's fuck", "be fucked", "dich ficken", "想操你"): a proposition or trolling, not frustration;
 * never counted, nor a swear word inside one ("fuck off" in "I want you to fuck off" goes past it).
 */
export const PROPOSITION = 'proposition';

/**
 * The `profanity` group of judgements of a state of affairs ("fucked", "fucked up", "shitty",
 * "jodido"): counted only where the clause speaks to the assistant, or with another cue.
 */
export const JUDGEMENT = 'judgement';

/**
 * The `profanity` group of swear words that modify the next word ("fucking", "freaking",
 * "verdammte", "pinche"): aimed by an addressee only from next to it, see {@link modifiesNext}.
 */
export const MODIFIER = 'modifier';

/** The `profanity` group of exclamations of amazement as much as anger ("damn", "holy crap", "oh shit"). */
export const AMAZEMENT = 'amazement';

/** Other words a clause may hold and still be an exclamation around its profanity ("damn it", "oh shit"). */
export const PROFANITY_EXCLAMATION_WORDS = 1;

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

/** True when token `i` is the name of a handle: `@` right before it ("@Acme Terrible service"). */
function isHandleName(tokens: TokenList, i: number): boolean {
  const start = startAt(tokens, i);
  return start > 0 && tokens.text.charCodeAt(start - 1) === 64;
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
