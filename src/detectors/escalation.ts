/**
 * @module Escalation requests from the user: a human, support, or a quit threat (see docs/signals.md).
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { PhraseMatch } from '../lexicon/match';
import type { CompiledLexicon } from '../lexicon/compile';
import { isBlank } from '../text/blank';
import type { Signal, SignalType } from '../types';
import { isNegated } from '../lexicon/negation';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import {
  assistantNamedOnlyNegated,
  assistantSaid,
  dialogueStep,
  initialDialogueState,
  type DialogueState,
} from './dialogue';
import { asksQuestion } from './reply-view';
import {
  afterDistributive,
  ASKS,
  asksByItself,
  asksForAddress,
  demandsContact,
  DISTRIBUTIVE,
  INDEFINITE,
  isRequested,
} from './escalation-request';
import type { TokenList } from '../text/tokenize';
import { phraseSignal } from './evidence';
import { SOCIAL } from './dialogue-courtesy';
import { isConditional } from './quit-condition';
import { givesOwnReason } from './quit-reason';
import { closesInKind } from './quit-ignored';
import { doneWithAddressee, DONE_WITH, LEAVING, WITHDRAWAL } from './quit-churn';

export { REQUEST_GAP, FINAL, VERB_FINAL_TAIL, isRequested } from './escalation-request';

const KINDS: readonly [PhraseFamily, SignalType][] = [
  ['escalation_human', 'interaction.escalation.human'],
  ['escalation_support', 'interaction.escalation.support'],
  ['quit', 'interaction.escalation.quit'],
];

/** The families of {@link KINDS}. */
const ESCALATION_FAMILIES: ReadonlySet<PhraseFamily> = new Set(KINDS.map(([family]) => family));

/**
 * One signal per kind in a user message: its first phrase of that kind that is a request and is
 * not negated (a negator anywhere before it in the same clause cancels it, "I don't want to be
 * transferred to a human"). Escalation is a Severe override, so only a request counts:
 * - a human or support phrase counts only as the object of a request (see {@link isRequested}),
 *   or as a whole request that asks by its form (group `asks`: "call me back", "who can I speak
 *   to"; see {@link asksByItself}); "the most lenient customer service agent", "I already called support", "are you a real
 *   person?" are mentions, past accounts and questions, not requests;
 * - nor when the assistant's previous message named a human or support itself: saying yes to its
 *   offer ("Would you like me to transfer you to a human agent?" → "Yes, please") is the handoff,
 *   not the user's own initiative;
 * - nor, for a bare "someone" / "somebody" (group `indefinite`), in the user's first turn after
 *   the assistant opened the conversation: "I need to talk to someone about my flight" answers
 *   its offer of help, and the agent is that someone;
 * - nor a human phrase after a distributive word (`escalation_human`, group `distributive`:
 *   "each", "every", "all", "chaque", "每个"): "send an email to each person on the list" is a
 *   task about people, not a request for one;
 * - quit phrases need no verb (they are whole threats: "I give up", "forget it"), but they need a
 *   conversation to give up on: never in the user's first turn ("adobe crashes all the time, I'm
 *   done" vents about a product; "you just lost a customer" in a first message to a company is
 *   a complaint); being done with someone (group `done_with`) counts only before a handle or a
 *   second-person word ("I think I'm done with @Acme"; "done with my homework" finishes a task);
 * - a bare closing command (`quit`, group `command`: "End conversation", "Gespräch beenden",
 *   "会話を終了") or farewell (group `farewell`: "bye", "goodbye", "tschüss", "再见") is how a chat
 *   is closed, not a quit: it counts only when the conversation went wrong ({@link closes});
 * - a quit phrase governed by a condition (`quit`, group `condition`: "if you keep obsessing over
 *   manners I will leave") is a threat to leave, not leaving ({@link isConditional});
 * - a human phrase that names no one, only its verb and what it escalates ("escalate this": see
 *   {@link namesNoOne}), does not count once the user refused a handoff in this turn or their
 *   previous one ({@link refuses}: "I don't want to be transferred. Can you escalate this or
 *   make a note?"): they ask to have the issue flagged, not for a person;
 * - nor, in the user's first turn, a whom-to-speak-to request that asks where to write
 *   ({@link asksWhereToWrite}: "Who can I speak to regarding a claim? I'm requesting an email
 *   address").
 */
export function escalationSignals(
  message: PreparedMessage,
  ctx: DetectorContext,
  dialogue: DialogueState = initialDialogueState(),
  trouble: Trouble = NO_TROUBLE,
): Signal[] {
  const lexicon = ctx.lexicon;
  if (message.role !== 'user' || lexicon === undefined || message.matches.length === 0) return [];
  const { tokens, matches } = message;
  // Most turns hold no phrase of the three families: then there is nothing to weigh.
  if (!matches.some((m) => ESCALATION_FAMILIES.has(m.phrase.family))) return [];
  const firstTurn = dialogue.userTurns === 0;
  const signals: Signal[] = [];
  for (const [family, type] of KINDS) {
    const match = matches.find(
      (m) =>
        m.phrase.family === family &&
        m.phrase.group !== DISTRIBUTIVE &&
        (family === 'quit' || asks(tokens, m, matches, lexicon)) &&
        !(family === 'quit' && firstTurn) &&
        !(m.phrase.group === DONE_WITH && !doneWithAddressee(tokens, m, lexicon)) &&
        !(firstTurn && openingOffered(dialogue) && isIndefinite(m, matches)) &&
        !(isClosing(m) && !closes(message, m, trouble, lexicon, dialogue)) &&
        !(family === 'quit' && isConditional(message, withObject(m), lexicon)) &&
        !(family === 'escalation_human' && namesNoOne(m, matches) && (trouble.refused || refuses(message, lexicon))) &&
        !(family === 'escalation_human' && firstTurn && asksWhereToWrite(message, m, lexicon)) &&
        !isNegated(tokens, m, matches, lexicon, m.start),
    );
    if (match === undefined) continue;
    if (family !== 'quit' && assistantNamed(dialogue, lexicon, family)) continue;
    signals.push(phraseSignal(ctx, type, message, longestAt(match, matches)));
  }
  return signals;
}

/**
 * True when a human or support phrase asks: a whole request that opens its clause or follows an
 * opener ({@link asksByItself}), or a noun that is the object of a request ({@link isRequested}),
 * the whole turn ({@link isWholeTurn}) or the subject of a demand to contact the user ("someone
 * needs to call me": see `demandsContact`), and not after a distributive word.
 */
function asks(tokens: TokenList, m: PhraseMatch, matches: readonly PhraseMatch[], lexicon: CompiledLexicon): boolean {
  if (m.phrase.group === ASKS) return asksByItself(tokens, m, matches);
  if (afterDistributive(tokens, m, matches)) return false;
  if (isRequested(tokens, m, matches) || isWholeTurn(tokens, m, matches)) return true;
  if (m.phrase.family !== 'escalation_human') return false;
  // The user as the object: a first-person word that is no possessive ("call me", not "call my wife").
  const { self } = lexicon.tokens;
  const owners = lexicon.sequences.owners;
  return demandsContact(tokens, m, matches, (i) => self.hasToken(tokens, i) && owners.lengthAt(tokens, i) === 0);
}

/**
 * A `done_with` phrase with the token it needs after it ("done with" + "you"), so that a condition
 * right after that token governs it ("I'm done with you unless…"); any other match as it is.
 */
function withObject(m: PhraseMatch): PhraseMatch {
  return m.phrase.group === DONE_WITH ? { ...m, end: m.end + 1 } : m;
}

/**
 * True when a human phrase starts with its request verb and names no person ("escalate this",
 * "escalate my case"): the verb (`escalation_verbs`, group `verbs`) starts where the phrase
 * starts, and no longer phrase of the family starts there.
 */
function namesNoOne(m: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const phrase = longestAt(m, matches);
  return matches.some(
    (v) => v.phrase.family === 'escalation_verbs' && v.phrase.group === 'verbs' && v.start === phrase.start,
  );
}

/**
 * True when a whole request of the `asks` group ("who can I speak to", "call me back") stands in a
 * turn that asks for a written address ("I'm requesting an email address", "what is your mailing
 * address?": see `asksForAddress`) and reports no failure (no negator: "I can't reach live help,
 * who can I speak to? Any email address?" still asks for a person): the user asks where to write,
 * as a first message to a support account, not for a person instead of the channel they are in.
 */
function asksWhereToWrite(message: UserMessage, m: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const { tokens, matches } = message;
  if (m.phrase.group !== ASKS) return false;
  const negators = lexicon.tokens.negators;
  for (let i = 0; i < tokens.length; i++) if (negators.hasToken(tokens, i)) return false;
  const owners = lexicon.sequences.owners;
  return asksForAddress(tokens, matches, (i) => owners.lengthAt(tokens, i) > 0);
}

/** The `escalation_verbs` group of being handed over ("be transferred", "weitergeleitet werden", "转接"). */
export const HANDOFF = 'handoff';

/**
 * True when a user turn refuses a handoff: a `handoff` phrase after a negator in its clause ("I
 * don't want to be transferred", "ich will nicht weitergeleitet werden", "no quiero ser
 * transferido", "不要转接"). A turn that reports a failure ("I couldn't reach anyone") refuses
 * nothing.
 */
function refuses(message: UserMessage, lexicon: CompiledLexicon): boolean {
  const { tokens, matches } = message;
  return matches.some(
    (m) =>
      m.phrase.family === 'escalation_verbs' &&
      m.phrase.group === HANDOFF &&
      isNegated(tokens, m, matches, lexicon, m.start),
  );
}

/**
 * True when the noun is the whole turn, as a user types it to a bot that does not help
 * ("Human agent", "Representative please", "人工", "オペレーター"): only leads stand before it
 * ("just", "then") and only openers after it ("please", "bitte"; "Do you have support?" asks
 * about it), and the noun has two tokens or more or an opener follows it ("Manager" or
 * "Operator." alone may answer a question about a job).
 */
function isWholeTurn(tokens: TokenList, m: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const noun = longestAt(m, matches);
  if (noun.phrase.group === INDEFINITE) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (i >= noun.start && i < noun.end) continue;
    const group = i < noun.start ? 'leads' : 'openers';
    if (
      !matches.some(
        (v) => v.phrase.family === 'escalation_verbs' && v.phrase.group === group && v.start <= i && v.end > i,
      )
    )
      return false;
  }
  return noun.end - noun.start >= 2 || noun.end < tokens.length;
}

/**
 * True when the assistant's latest message named a human or support itself (its offer, "Would you
 * like me to transfer you to a human agent?"): a phrase of the family's own nouns or, for a human,
 * an indefinite pronoun ("I can connect you with someone"). A distributive word is no name: "all
 * passengers must fly the same flights" offers nobody.
 */
function assistantNamed(dialogue: DialogueState, lexicon: CompiledLexicon, family: PhraseFamily): boolean {
  const named = assistantSaid(dialogue, lexicon, family, 'phrases');
  const someone = family === 'escalation_human' && assistantSaid(dialogue, lexicon, family, INDEFINITE);
  if (!named && !someone) return false;
  // Naming a person only to say they cannot help offers nobody: "even a human agent would not be
  // able to assist with this" → "Is there any supervisor I can speak to?" asks on its own.
  return (
    (named && !assistantNamedOnlyNegated(dialogue, lexicon, family, 'phrases')) ||
    (someone && !assistantNamedOnlyNegated(dialogue, lexicon, family, INDEFINITE))
  );
}

/**
 * True when a human phrase is a bare indefinite pronoun (`escalation_human`, group `indefinite`:
 * "someone", "somebody", alguien, quelqu'un), not the start of a longer phrase ("someone else").
 */
function isIndefinite(match: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return longestAt(match, matches).phrase.group === INDEFINITE;
}

/** The longest phrase of the match's family starting where it starts ("human agent", not "human"). */
function longestAt(match: PhraseMatch, matches: readonly PhraseMatch[]): PhraseMatch {
  let best = match;
  for (const m of matches)
    if (m.phrase.family === match.phrase.family && m.start === match.start && m.end > best.end) best = m;
  return best;
}

/** How the conversation went wrong for the user before the current turn. */
export interface Trouble {
  /**
   * The user's latest turn held a complaint, confusion or profanity phrase that says the
   * conversation is going wrong (see {@link WRONG_FAMILIES}).
   */
  troubled: boolean;
  /**
   * One of the user's two latest turns held a closing command (`quit`, group `command`): a command
   * the user then chatted past for longer is forgotten.
   */
  commanded: boolean;
  /** The user's latest turn refused a handoff ("I don't want to be transferred": see {@link refuses}). */
  refused: boolean;
  /**
   * The user's latest turn quit (an `interaction.escalation.quit` signal): a farewell after it goes
   * on leaving ("Stop talking to me." → "Bye").
   */
  quitted: boolean;
  /**
   * The user's latest turn said goodbye and the assistant went on without taking its leave in kind
   * (see `closesInKind`): "Bye" → "What do you do for a living?".
   */
  passedOver: boolean;
}

/** No trouble yet: the state of a conversation's start. */
const NO_TROUBLE: Trouble = { troubled: false, commanded: false, refused: false, passedOver: false, quitted: false };

/** What the escalation check remembers: the dialogue so far, and how it went wrong for the user. */
export interface EscalationState extends Trouble {
  dialogue: DialogueState;
  /** The user's latest turn held a closing command (`quit`, group `command`). */
  lastCommanded: boolean;
  /** The user's latest turn held a farewell, and no assistant message since took its leave in kind. */
  farewelled: boolean;
  /**
   * The user's latest turn said goodbye for a reason of their own or in peace (see {@link
   * excuses}): passed over, it makes no quit of the goodbye said again.
   */
  excused: boolean;
}

/**
 * True when a farewell turn leaves for a reason of the user's own or in peace: a farewell that
 * says the user has to go (`quit`, group `going`: "I have to go", "gotta go", "good night", "ich
 * muss los", "晚安"), a reason of the user's own day (group `reason`: "it's late, I'm off to
 * bed") or a friendly word (thanks, praise, a wish: "Thanks for the chat, bye"). The user was
 * leaving anyway: "I have to go now. Goodbye." → (the assistant goes on about soccer) →
 * "Goodbye." is the same goodbye said twice, not giving up on the conversation.
 */
function excuses(message: UserMessage, lexicon: CompiledLexicon): boolean {
  const matches = message.matches;
  return (
    matches.some((m) => m.phrase.family === 'quit' && m.phrase.group === GOING) ||
    matches.some((m) => isFriendly(m, matches)) ||
    givesOwnReason(message, lexicon)
  );
}

/**
 * Phrase families of a user turn that say the conversation is going wrong ("do you even know", "I
 * don't understand", "shut up, idiot"), but for their groups that do not ({@link NOT_WRONG}).
 */
const WRONG_FAMILIES: ReadonlySet<string> = new Set(['complaint', 'confusion', 'profanity']);

/** The `profanity` group of idioms holding a swear word ("freaking out"): they swear at nothing. */
const IDIOM = 'idiom';

/**
 * Groups of {@link WRONG_FAMILIES} that say nothing of the conversation by themselves: idioms
 * holding a swear word ("freaking out"), exclamations of amazement ("holy crap"), bare judgement
 * words ("a joke" in "tell me a joke", "terrible"), questions about a term ("what do you mean by")
 * and demands to fix ("fix it": a task in a chat, a complaint only in a message to a company).
 */
const NOT_WRONG: ReadonlySet<string> = new Set([IDIOM, 'amazement', 'judgement', 'term', 'demand']);

/**
 * True when a match is a phrase that says the conversation is going wrong (see {@link
 * WRONG_FAMILIES}), not one inside an idiom ("freaking" in "freaking out").
 */
function isWrong(m: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  if (!WRONG_FAMILIES.has(m.phrase.family) || NOT_WRONG.has(m.phrase.group)) return false;
  return !matches.some(
    (i) => i.phrase.family === 'profanity' && i.phrase.group === IDIOM && i.start <= m.start && i.end >= m.end,
  );
}

/**
 * True when a quit phrase only closes a chat or drops a request: a bare closing command, a
 * farewell, leaving announced or a request withdrawn ("never mind").
 */
function isClosing(m: PhraseMatch): boolean {
  const group = m.phrase.group;
  return group === COMMAND || isFarewellGroup(group) || group === LEAVING || group === WITHDRAWAL;
}

/** True when a `quit` group holds farewells: `farewell` ("bye") or `going` ("I have to go", "good night"). */
function isFarewellGroup(group: string): boolean {
  return group === FAREWELL || group === GOING;
}

/** True when a match is a farewell or leaving announced (`quit`, group `farewell` or `leaving`). */
function isFarewell(m: PhraseMatch): boolean {
  return m.phrase.family === 'quit' && (isFarewellGroup(m.phrase.group) || m.phrase.group === LEAVING);
}

/**
 * True when a closing phrase closes a conversation that went wrong, so that it quits. A bare
 * closing command counts when the user gave one in one of their two latest turns and the
 * conversation went on ("End" → "Stop"; not a "/exit" the user then chatted past for turns), or when the
 * user's previous turn or this one (outside the command) says it is going wrong: complains, swears
 * or did not follow ("Do you even know what an oxymoron is?" → "end conversation"). A farewell
 * counts on the same trouble ("You are stupid." → "bye"; "you make no sense, goodbye"), not after
 * a command alone (the "bye" that answers the assistant's "bye"), and never in a friendly turn:
 * thanks, praise or a wish ("Hope you have a nice day! Goodbye!") close the chat in peace. On the
 * previous turn's trouble alone, a farewell that gives a reason of the user's own day (`quit`,
 * group `reason`: "I have finished my tea and I'm going to log off now. Bye!") signs off for
 * something outside the conversation (see `givesOwnReason`); trouble in its own turn still counts
 * ("You're not listening! I need to go to bed now. Bye"). A farewell counts too when the user's
 * previous turn said goodbye and the assistant went on without taking its leave in kind (no
 * farewell, thanks or wish of its own: see `closesInKind`): "Goodbye" → "What do you do for
 * a living?" → "Bye" leaves a chat that would not let the user go, unless that farewell was
 * leaving anyway (had to go, gave its own reason or was friendly: see `excuses`). A farewell counts too right
 * after the user's own quit: they go on leaving ("Stop talking to me." → "Bye"; "Bye" after a "Bye"
 * that quit). Leaving announced (`quit`, group `leaving`: "I'm leaving now", "me voy") needs no
 * trouble: it is a quit unless the turn is friendly or gives a reason of the user's own day, or
 * the assistant's latest message took its leave in kind ("Bye! Nice talking to you." → "I'm
 * leaving now" closes in peace).
 */
function closes(
  message: UserMessage,
  closing: PhraseMatch,
  trouble: Trouble,
  lexicon: CompiledLexicon,
  dialogue: DialogueState,
): boolean {
  const matches = message.matches;
  const now = matches.some((m) => isWrong(m, matches) && (m.end <= closing.start || m.start >= closing.end));
  if (closing.phrase.group === COMMAND)
    return trouble.commanded || trouble.troubled || now || trouble.passedOver || trouble.quitted;
  if (matches.some((m) => isFriendly(m, matches))) return false;
  // A withdrawal closes the turn, or the user goes on to something else ("Never mind. Do you
  // like books?").
  if (closing.phrase.group === WITHDRAWAL && closing.end < message.tokens.length) return false;
  if (now || trouble.passedOver || trouble.quitted) return true;
  if (closing.phrase.group === LEAVING || closing.phrase.group === WITHDRAWAL)
    return !givesOwnReason(message, lexicon) && !closesInKind(dialogue, lexicon, FAREWELLS);
  return trouble.troubled && !givesOwnReason(message, lexicon);
}

/**
 * True when a match thanks, praises or wishes well (`gratitude`, `satisfaction`, a `social`
 * proposal). A wish that is only a farewell formula ("good night", "gute Nacht": the farewell's
 * own words, no longer phrase around them) adds no friendliness to the farewell it is.
 */
function isFriendly(m: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const family = m.phrase.family;
  if (family === 'gratitude' || family === 'satisfaction') return true;
  if (family !== 'proposals' || m.phrase.group !== SOCIAL) return false;
  return !matches.some((f) => isFarewell(f) && f.start <= m.start && f.end >= m.end);
}

/**
 * Escalation requests of the user messages. It reads the assistant messages too, to know what the
 * assistant offered last.
 */
export const escalation: Detector<EscalationState> = {
  name: 'escalation',
  roles: ['user', 'assistant'],
  initialState: () => ({
    dialogue: initialDialogueState(),
    troubled: false,
    commanded: false,
    lastCommanded: false,
    refused: false,
    passedOver: false,
    quitted: false,
    farewelled: false,
    excused: false,
  }),
  step: (message, state, ctx) => {
    const signals = escalationSignals(message, ctx, state.dialogue, state);
    if (message.role === 'user' && !isBlank(message.text)) {
      const { matches } = message;
      const commands = matches.some((m) => m.phrase.family === 'quit' && m.phrase.group === COMMAND);
      state.commanded = commands || state.lastCommanded;
      state.lastCommanded = commands;
      state.troubled = matches.some((m) => isWrong(m, matches));
      state.refused = ctx.lexicon !== undefined && refuses(message, ctx.lexicon);
      state.farewelled = matches.some(isFarewell);
      state.excused = state.farewelled && ctx.lexicon !== undefined && excuses(message, ctx.lexicon);
      state.passedOver = false;
      state.quitted = signals.some((s) => s.type === 'interaction.escalation.quit');
    }
    dialogueStep(message, state.dialogue);
    if (message.role === 'assistant' && state.farewelled && !isBlank(message.text)) {
      // Read (the dialogue's reading of this message, now its latest) only after a user farewell,
      // until one of the assistant's messages takes its leave in kind: most are never matched.
      const inKind = ctx.lexicon === undefined || closesInKind(state.dialogue, ctx.lexicon, FAREWELLS);
      state.farewelled = !inKind;
      state.passedOver = !inKind && !state.excused;
    }
    return signals;
  },
};

/** The `quit` group of bare closing commands ("end conversation", "chat beenden", "结束对话"). */
export const COMMAND = 'command';

/** The `quit` group of farewells ("bye", "goodbye", "tschüss", "au revoir", "さようなら", "再见"). */
export const FAREWELL = 'farewell';

/**
 * The `quit` group of farewells that say the user has to go ("I have to go", "gotta go", "good
 * night", "ich muss los", "bonne nuit", "晚安"): read as farewells, and said again after the
 * assistant passed them over they are a goodbye repeated, not a quit (see `EscalationState.excused`).
 */
export const GOING = 'going';

/** The `quit` groups of farewells: {@link FAREWELL} and {@link GOING}. */
const FAREWELLS: readonly string[] = [FAREWELL, GOING];

/** True when the assistant's opening message offered help: it asked something ("How can I help you?"). */
function openingOffered(dialogue: DialogueState): boolean {
  return dialogue.lastAssistant !== undefined && asksQuestion(dialogue.lastAssistant.text);
}
