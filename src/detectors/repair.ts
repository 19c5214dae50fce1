/**
 * @module User repair: explicit corrections, rephrasing and clarification phrases, and similar
 * rephrases of the previous user turn.
 */
import { onDemandMatchesOf, type PreparedMessage, type UserMessage } from '../messages/prepare';
import { contentKeys } from '../lexicon/content-keys';
import { REPAIR_SIGNAL_GROUPS } from '../lexicon/families';
import { isBlank } from '../text/blank';
import type { IntSet } from '../text/int-set';
import type { TokenSet } from '../lexicon/token-set';
import { clauseAt, endAt, startAt } from '../text/tokenize';
import type { PhraseMatch } from '../lexicon/match';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { makeSignal, matchSnippet, phraseSignal } from './evidence';
import { intersect, similarRephrase, statesOrAnswers } from './rephrase';
import { echoQuestion, fragmentQuestion, referentQuestion } from './echo-query';
import { ATTEMPT, triedAlready, TRIED } from './already-tried';
import { deniesPresupposition } from './presupposition';
import { deniesAgain } from './denial-again';
import { CATEGORY, disputesCategory } from './category-dispute';
import { answersOwnQuestion } from './own-answer';
import { asksAgainAfterAnotherTry, asksWhyAgain, setsAside } from './asks-again';
import { fixesOwnTypo } from './own-typo';
import { saidOfSomeoneElse } from './pushback';
import { disputesView } from './view-dispute';
import { asksQuestion, QUESTION_TAIL_CHARS, ReplyView } from './reply-view';
import {
  answersAgain,
  asksAgainWordForWord,
  type RecentTurn,
  REMEMBERED_QUESTIONS,
  SAID_AGAIN_REACH,
  saysAgain,
} from './dialogue-says-again';
import { RepliesSeen } from './replies-seen';
import { userAsks } from './responded';
import {
  answersEarlierQuestion,
  asksToConfirm,
  EARLIER_QUESTION_REACH,
  isAnswerNo,
  isNegatedPhrase,
  namesWhatWasSaid,
} from './turn-answers';

/** A repair ratio above this is concerning. */
export const REPAIR_RATIO_THRESHOLD = 0.3;
export {
  REPHRASE_OVERLAP,
  REPHRASE_MAX_NEW_TOKENS,
  MISSED_QUESTION_NEW_TOKENS,
  TOOK_UP_WORDS,
  rephraseOverlap,
} from './rephrase';
export { QUESTION_TAIL_CHARS, DIRECT_ANSWER_MAX_TOKENS, OFFER, asksQuestion } from './reply-view';
/**
 * Tokens the user wrote in every one of at least this many earlier turns are boilerplate
 * (signatures, templates) and left out of the rephrase comparison. Fewer turns cannot tell a
 * signature from a request the user keeps restating.
 */
export const BOILERPLATE_TURNS = 3;

/**
 * The `repair` group of requests to go on ("continue", "go on", "weiter", "继续"): never a signal,
 * and a turn with one is never a similar rephrase.
 */
export const CONTINUATION = 'continuation';

/**
 * The `repair` group of requests to look again ("could you check again", "kannst du nochmal
 * nachsehen", "再确认一下"): a correction (the user asks again for what the assistant's answer
 * did not give), except after a reply that refuses (it cites a rule or says it cannot:
 * `ReplyView.citesPolicy`, `ReplyView.declined`) in a turn that makes a counter-offer
 * ({@link COUNTER_OFFER}): that negotiates a different request.
 */
export const RECHECK = 'recheck';

/**
 * The `repair` group of pushback that asks for the refused request again ("isn't there anything
 * you can do", "there must be a way", "are you sure", "gibt es wirklich keine Möglichkeit",
 * "真的不行吗"): a correction only after a reply that refuses (`ReplyView.citesPolicy`,
 * `ReplyView.declined`) and in a turn without a counter-offer; elsewhere an ordinary question.
 */
export const INSIST = 'insist';

/**
 * The `repair` group of counter-offers ("at least", "how about", "willing to pay", "wenigstens",
 * "au moins", "至少"): never a signal; a request to check again after a refusal that holds one
 * negotiates (asks for something else), it does not re-ask the refused request.
 */
export const COUNTER_OFFER = 'counteroffer';

/**
 * The `repair` group of relaxed criteria ("doesn't have to", "any … is fine", "muss nicht",
 * "でもいい", "都可以"): never a signal; a turn with one relaxes the request, a refinement that is
 * never a similar rephrase.
 */
export const RELAXED = 'relaxed';

/**
 * The `repair` group of reminders of what the user said before ("as I said", "I already told you",
 * "wie gesagt", "ya te dije", "我已经说过"): a correction (the assistant went past or against what
 * the user said), except inside a clause of the user's own story: a reminder with content words
 * (not stopwords) both before and after it in its clause ("my parents who adopted me as I said
 * before took me to the circus") refers back to the story as it goes on, not to anything the
 * assistant got wrong. One that opens or closes its clause counts ("I already told you my name",
 * "yes, as I said, I did", "playing piano I told you already").
 */
export const REMINDER = 'reminder';

/**
 * The `repair` group of apologies for the user's own act ("I didn't mean to", "ich wollte dich
 * nicht"): never a signal. A correction phrase that an apology begins inside and goes past ("I
 * didn't mean" in "I didn't mean to make you sad", "nein, ich wollte" in "Nein, ich wollte dich
 * nicht verletzen") is the apology, not a correction of what the assistant understood; "I didn't
 * mean that", "I meant…" and a longer correction phrase that the apology does not go past ("I
 * didn't mean to say") still count.
 */
export const APOLOGY = 'apology';

/**
 * The `repair` group of a "no" that turns down what was offered, said again after the "no"
 * ("that's not what I wanted", "that's not what I need"): never a signal. A correction phrase it
 * opens with ("that's not what I"), after a "no" that opens the turn with only stopwords and
 * negators between, is the "no" said again: it answers a question or an offer as "no, not what I
 * wanted" does ("Do you mean a Macchiato?" → "No, that's not what I wanted. What teas do you
 * have?" declines the offered drink). "No, that's not what I said" and "No, that's not the one"
 * still set right how the assistant read the user.
 */
export const DECLINE = 'decline';

/**
 * The `repair` group of affirmations that hold a correction phrase ("that's what I meant",
 * "exactly what I meant", "c'est ce que je voulais dire", "eso es lo que quise decir"): never a
 * signal. A correction or clarification phrase inside one ("I meant" in "Yes, that's what I
 * meant") agrees with how the assistant read the user; "That's not what I meant" is no
 * affirmation and still counts.
 */
export const AFFIRMATION = 'affirmation';

/**
 * The `repair` group of connectives that say something again in other words ("in other words",
 * "put another way", "mit anderen Worten", "autrement dit", "en otras palabras", "换句话说"): a
 * rephrase only when the previous user turn asked or requested something, its request restated:
 * not when it stated something or answered (`statesOrAnswers`: "I am a Kaggler", "Yes, I just
 * took a class on it"); then it sums up a view, the user's or the assistant's ("So in other
 * words, it's the best way to clear your head"), and repairs nothing.
 */
export const RESTATEMENT = 'restatement';

const GROUP_TYPES: Readonly<Record<string, SignalType>> = {
  correction: 'interaction.misalignment.correction',
  rephrase: 'interaction.misalignment.rephrase',
  [RESTATEMENT]: 'interaction.misalignment.rephrase',
  clarification: 'interaction.misalignment.clarification',
  recheck: 'interaction.misalignment.correction',
  [TRIED]: 'interaction.misalignment.correction',
  [ATTEMPT]: 'interaction.misalignment.correction',
  [CATEGORY]: 'interaction.misalignment.correction',
  insist: 'interaction.misalignment.correction',
  reminder: 'interaction.misalignment.correction',
};

/** What the repair check remembers about the conversation so far. */
export interface RepairState {
  /** The previous user turn. */
  previous: UserMessage | undefined;
  /**
   * The user's latest turns (at most {@link SAID_AGAIN_REACH}, latest last), each with the
   * assistant messages after it (the latest one's are {@link replies}): a turn may say one again.
   */
  recent: RecentTurn[];
  /** The content keys of `previous`, once read (they are read only when a turn needs them). */
  previousKeys: IntSet | undefined;
  /** An assistant message came before the current point (a user turn can answer it). */
  assistantSeen: boolean;
  /** The assistant messages after the previous user turn (its answer to it). */
  replies: string[];
  /** The latest assistant message asked something (a question mark near its end). */
  assistantAsked: boolean;
  /**
   * The latest assistant message's text (read only when a reply to it needs it: for an offer or a
   * negated last sentence after a "no", for what a "not asking for…" names, for a confusion phrase).
   */
  lastReply: string;
  /**
   * The end (last {@link QUESTION_TAIL_CHARS} characters) of the assistant's last message that
   * asked (a question mark there), '' before any: a "no" may answer it after later replies that
   * asked nothing (see `answersEarlierQuestion`).
   */
  lastQuestion: string;
  /** The ends of the assistant's messages that asked before {@link lastQuestion} (the latest {@link REMEMBERED_QUESTIONS}). */
  questions: string[];
  /** Assistant messages since {@link lastQuestion} (0 when the latest asked). */
  sinceQuestion: number;
  /** Content keys found in every user turn so far (signatures, templates); undefined before the first. */
  everyTurn: IntSet | undefined;
  /** User turns read so far. */
  userTurns: number;
  /** The assistant messages so far, to tell one repeated word for word. */
  seen: RepliesSeen;
}

/** A fresh {@link RepairState}. */
export function initialRepairState(): RepairState {
  return {
    previous: undefined,
    recent: [],
    previousKeys: undefined,
    assistantSeen: false,
    replies: [],
    assistantAsked: false,
    lastReply: '',
    lastQuestion: '',
    questions: [],
    sinceQuestion: 0,
    everyTurn: undefined,
    userTurns: 0,
    seen: new RepliesSeen(),
  };
}

/**
 * The repair signal of one message, if any, advancing `state`. Only a user turn that answers an
 * assistant message counts, never the first user turn. It counts once: its first `repair` phrase
 * that holds in context, else a similar rephrase of the previous user turn (see
 * {@link rephraseOverlap}). In context means: a correction that opens with a negator ("no, I…")
 * is not one when it answers a question or an offer or, a bare "no", is not on the first line or
 * agrees with a negated statement (see `isAnswerNo`), and a phrase that starts right where such an
 * answering "no" opening the turn ends goes on with the answer ("Actually no, I meant…"); a clarification is a confirmation when the message opens
 * with a confirmation ("yes, that's the one I'm referring to") or its sentence is a tag question
 * ("just to be clear, the blue one, right?"), and a negated one ("I'm not asking for X") counts
 * only when X is something the assistant said. A turn that asks to go on or for more, or relaxes
 * a criterion, is never a similar rephrase.
 * Needs the language's lexicon (stopwords, confirmations): without one, nothing is counted.
 */
export function repairStep(message: PreparedMessage, state: RepairState, ctx: DetectorContext): Signal | undefined {
  if (message.role === 'assistant' && !isBlank(message.text)) {
    state.assistantAsked = asksQuestion(message.text);
    state.lastReply = message.text;
    if (state.assistantAsked) {
      // Its end holds the question; only that is kept (a bounded copy, not the whole message).
      if (state.lastQuestion !== '') {
        if (state.questions.length >= REMEMBERED_QUESTIONS) state.questions.shift();
        state.questions.push(state.lastQuestion);
      }
      state.lastQuestion = message.text.slice(-QUESTION_TAIL_CHARS);
      state.sinceQuestion = 0;
    } else state.sinceQuestion++;
    state.assistantSeen = true;
    state.replies.push(message.text);
    state.seen.add(message.text, state.assistantAsked);
    return undefined;
  }
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.role !== 'user' || isBlank(message.text)) return undefined;
  const { previous, everyTurn, replies, recent } = state;
  const { stopwords, confirmations, negators } = lexicon.tokens;
  // The keys are needed now only while some key was in every turn so far; else only for a rephrase check.
  let keys = everyTurn === undefined || everyTurn.size > 0 ? contentKeys(message.tokens, stopwords) : undefined;
  let previousKeys = state.previousKeys;
  const canAnswer = previous !== undefined && state.assistantSeen;
  const asked = state.assistantAsked;
  const boilerplate = state.userTurns >= BOILERPLATE_TURNS ? everyTurn : undefined;
  state.previous = message;
  state.previousKeys = keys;
  if (keys !== undefined) state.everyTurn = everyTurn === undefined ? keys : intersect(everyTurn, keys);
  state.userTurns++;
  const entry: RecentTurn = { turn: message, replies: [], answered: asked ? state.lastQuestion : undefined };
  // The latest SAID_AGAIN_REACH turns, this one last (a new array: turns kept earlier hold the old one).
  const kept: RecentTurn[] = [];
  for (let k = Math.max(0, recent.length - (SAID_AGAIN_REACH - 1)); k < recent.length; k++) kept.push(recent[k]!);
  kept.push(entry);
  state.recent = kept;
  state.replies = entry.replies as string[];
  const repeats = state.seen.userTurn();
  if (!canAnswer) return undefined;
  const confirming = confirmations.hasToken(message.tokens, 0);
  const userAsked = userAsks(previous!);
  const reply = new ReplyView(state.lastReply, lexicon);
  let earlier: ReplyView | undefined;
  // The assistant's last question, when a later reply asked nothing: read only for a "no" that answers nothing newer.
  const earlierQuestion = () =>
    (earlier ??=
      state.lastQuestion !== '' && state.sinceQuestion >= 1 && state.sinceQuestion <= EARLIER_QUESTION_REACH
        ? new ReplyView(state.lastQuestion, lexicon)
        : undefined);
  // Where an opening "no" that answers the assistant ends: a phrase right after it goes on with the answer.
  let answerEnd = -1;
  const match = message.matches.find((m) => {
    if (m.phrase.family !== 'repair') return false;
    if (m.phrase.group === TRIED || m.phrase.group === ATTEMPT) return triedAlready(message, m, reply, lexicon);
    if (m.phrase.group === CATEGORY) return disputesCategory(message, m, reply, asked, previous!, lexicon);
    if (!REPAIR_SIGNAL_GROUPS.has(m.phrase.group) || holds(onDemandMatchesOf(message, lexicon), m, AFFIRMATION))
      return false;
    if (m.start === answerEnd) return false;
    if (m.phrase.group === 'clarification') {
      if (confirming || asksToConfirm(message, m.end, confirmations)) return false;
      return !isNegatedPhrase(m.phrase.keys, negators) || namesWhatWasSaid(message, m.end, reply, stopwords);
    }
    if (m.phrase.group === RECHECK) return !((reply.citesPolicy() || reply.declined()) && counterOffers(message));
    if (m.phrase.group === INSIST)
      return (reply.citesPolicy() || reply.declined()) && !counterOffers(message) && !saidOfSomeoneElse(message, m);
    if (m.phrase.group === REMINDER) return !insideClause(message, m, stopwords, confirmations);
    if (m.phrase.group === RESTATEMENT) return !statesOrAnswers(previous!, lexicon);
    if (m.phrase.group !== 'correction') return true;
    if (goesPast(message, m, APOLOGY)) return false;
    // "I don't think buttons make people happy." → "You are wrong": a disagreement about a topic.
    if (disputesView(message, m, previous!, reply, lexicon)) return false;
    // "I meant dog likes yellow" after "my dig likes yellow": the user fixes their own typo.
    if (fixesOwnTypo(message, m, previous!, reply, stopwords)) return false;
    if (saysNoAgain(message, m, negators, stopwords)) return !isAnswerNo(message, m, asked, reply, lexicon, userAsked);
    if (!opensWithNo(m.phrase.keys, negators)) return true;
    if (
      !isAnswerNo(message, m, asked, reply, lexicon, userAsked) &&
      !answersEarlierQuestion(message, m, earlierQuestion(), reply, lexicon)
    )
      return true;
    if (m.start === 0) answerEnd = m.end;
    return false;
  });
  if (match !== undefined) {
    return phraseSignal(ctx, GROUP_TYPES[match.phrase.group] ?? 'interaction.misalignment.correction', message, match);
  }
  const aside = setsAside(message, asked, state.lastReply, reply, lexicon, previous);
  if (aside !== undefined) {
    return makeSignal(ctx, 'interaction.misalignment.correction', message.index, 0.7, matchSnippet(message, aside), {
      phrase: aside.phrase.text,
      setsAside: true,
    });
  }
  const echo =
    echoQuestion(message, reply, stopwords) ??
    referentQuestion(message, reply) ??
    fragmentQuestion(message, previous!, asked, lexicon);
  if (echo !== undefined) return phraseSignal(ctx, 'interaction.misalignment.clarification', message, echo);
  if (asked && deniesPresupposition(message, reply, lexicon)) {
    return makeSignal(ctx, 'interaction.misalignment.correction', message.index, 0.7, message.normalized, {
      denies: 'presupposition',
    });
  }
  if (replies.length === 0 || confirming) return undefined;
  const question = asked ? state.lastQuestion : undefined;
  const again =
    saysAgain(message, recent, question, state.questions, lexicon) ??
    answersAgain(message, recent, question, reply, lexicon);
  if (again !== undefined) {
    return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, 0.8, message.normalized, {
      similarTo: again.index,
      saidAgain: true,
    });
  }
  // "I never tried skateboarding" → "Do you skateboard often?" → "I didn't do skateboarding".
  const denied = deniesAgain(message, recent, state.lastReply, lexicon);
  if (denied !== undefined) {
    return makeSignal(ctx, 'interaction.misalignment.correction', message.index, 0.7, message.normalized, {
      denies: 'again',
      similarTo: denied.index,
    });
  }
  // "What movies?" → "I like movies." → "What movies?": a short question asked again word for word.
  if (asksAgainWordForWord(message, recent, reply, lexicon)) {
    return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, 0.8, message.normalized, {
      similarTo: previous!.index,
      saidAgain: true,
    });
  }
  // "Continue", "more", "doesn't have to be…": asking for the rest, for more or for less is not restating the request.
  if (
    message.matches.some(
      (m) => m.phrase.family === 'repair' && (m.phrase.group === CONTINUATION || m.phrase.group === RELAXED),
    )
  )
    return undefined;
  keys ??= state.previousKeys = contentKeys(message.tokens, stopwords);
  previousKeys ??= contentKeys(previous!.tokens, stopwords);
  if (answersOwnQuestion(message, keys, previous!, previousKeys, replies, lexicon)) {
    return makeSignal(ctx, 'interaction.misalignment.correction', message.index, 0.7, message.normalized, {
      answers: previous!.index,
    });
  }
  // "why are snakes exciting?" → … → "tell me why snakes are fun." → … → "what about snakes excites you?"
  const tried = asksAgainAfterAnotherTry(message, recent, reply, lexicon);
  if (tried !== undefined) {
    return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, 0.7, message.normalized, {
      similarTo: tried.index,
      afterAnotherTry: true,
    });
  }
  const overlap = similarRephrase({
    message,
    keys,
    previous: previous!,
    previousKeys,
    replies,
    reply,
    repeats,
    boilerplate,
    lexicon,
  });
  if (overlap === 0) {
    const why = asksWhyAgain(message, keys, previous!, previousKeys, replies, lexicon);
    if (why === undefined) return undefined;
    return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, 0.7, message.normalized, {
      similarTo: previous!.index,
      phrase: why.phrase.text,
    });
  }
  return makeSignal(ctx, 'interaction.misalignment.rephrase', message.index, overlap, message.normalized, {
    similarTo: previous!.index,
    overlap: Math.round(overlap * 1000) / 1000,
  });
}

/**
 * True when a correction phrase says "no" first: it opens with a negator ("no, I…", "not what I
 * asked"), or it is a word and a negator ("actually no", "wait no", "espera no"), a "no" with a
 * lead-in. Either answers a question or an offer of the assistant's before it corrects anything.
 */
function opensWithNo(keys: readonly string[], negators: TokenSet): boolean {
  return negators.has(keys[0]!) || (keys.length === 2 && negators.has(keys[1]!));
}

/**
 * True when the phrase `match` stands inside its clause: a content token (not a stopword, not a
 * confirmation) comes before it and another after it in the same clause.
 */
function insideClause(message: UserMessage, match: PhraseMatch, stopwords: TokenSet, confirmations: TokenSet): boolean {
  const { tokens } = message;
  const clause = clauseAt(tokens, match.start);
  const content = (i: number) => !stopwords.hasToken(tokens, i) && !confirmations.hasToken(tokens, i);
  let before = false;
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause && !before; i--) before = content(i);
  if (!before) return false;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) if (content(i)) return true;
  return false;
}

/**
 * True when a correction phrase is a {@link DECLINE} phrase or its start ("that's not what I" in
 * "that's not what I wanted") that follows a "no" opening the turn as a word of its own, with only
 * stopwords and negators between them ("No, that's not what I wanted.", "No, no, that's not what
 * I need"): it says the "no" again.
 */
function saysNoAgain(message: UserMessage, match: PhraseMatch, negators: TokenSet, stopwords: TokenSet): boolean {
  const { tokens } = message;
  if (match.start < 1 || !negators.hasToken(tokens, 0) || endAt(tokens, 0) >= startAt(tokens, 1)) return false;
  for (let i = 1; i < match.start; i++)
    if (!stopwords.hasToken(tokens, i) && !negators.hasToken(tokens, i)) return false;
  return message.matches.some(
    (a) => a.phrase.family === 'repair' && a.phrase.group === DECLINE && a.start === match.start && a.end >= match.end,
  );
}

/**
 * True when a phrase of the `repair` group `group` begins inside the phrase `match` (or where it
 * begins) and goes past its end ("I didn't mean to" past "I didn't mean").
 */
function goesPast(message: UserMessage, match: PhraseMatch, group: string): boolean {
  return message.matches.some(
    (a) =>
      a.phrase.family === 'repair' &&
      a.phrase.group === group &&
      a.start >= match.start &&
      a.start < match.end &&
      a.end > match.end,
  );
}

/** True when one of `matches`, a phrase of the `repair` group `group`, spans `match` (begins at or before it and ends at or after it). */
function holds(matches: readonly PhraseMatch[], match: PhraseMatch, group: string): boolean {
  return matches.some(
    (a) => a.phrase.family === 'repair' && a.phrase.group === group && a.start <= match.start && a.end >= match.end,
  );
}

/** True when the user turn holds a {@link COUNTER_OFFER} phrase ("can you at least…", "how about…"). */
function counterOffers(message: UserMessage): boolean {
  return message.matches.some((m) => m.phrase.family === 'repair' && m.phrase.group === COUNTER_OFFER);
}

/** Repair by the user; each message counts at most once (the report's ratio: count / user turns). */
export const repair: Detector<RepairState> = {
  name: 'repair',
  roles: ['user', 'assistant'],
  initialState: initialRepairState,
  step: repairStep,
};

/** count / user turns, in [0, 1]; 0 without turns. */
export function repairRatio(count: number, turnCount: number): number {
  return turnCount === 0 ? 0 : Math.min(1, count / turnCount);
}
