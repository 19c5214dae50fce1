/**
 * @module Whether thanks or an acknowledgement in a user turn is feedback on help or only courtesy:
 * thanks that return a remark of the assistant's (a compliment, a wish, sympathy), a turn signing
 * off while the task waits on the user, an acknowledgement with nothing misunderstood before it.
 */
import type { AssistantMessage, UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseFamily } from '../lexicon/families';
import { assistantAskedHowUserIs } from './dialogue-answers';
import { REPAIR_SIGNAL_GROUPS } from '../lexicon/families';
import {
  asksAtEnd,
  assistantDeclined,
  assistantLength,
  assistantOnlySaid,
  assistantSaid,
  assistantSpeaksOfItself,
  assistantWorked,
  CLOSINGS,
  defers,
  INQUIRY,
  messageDeclined,
  promptSaid,
  servedTheUser,
  userAsked,
  type DialogueState,
} from './dialogue';

/**
 * The `proposals` group of social formulas an assistant answers a personal remark with: wishes,
 * sympathy, compliments, farewells, blessings ("good luck", "I hope you feel better", "sorry to
 * hear that", "you seem like a good person", "God bless", "bonne chance", "gute Besserung",
 * "お大事に", "祝你好运").
 */
export const SOCIAL = 'social';

/** The `confusion` group of questions about a term ("what do you mean by"): asking what a word means is not being lost. */
const TERM = 'term';

/** Fewest tokens of an opening user turn that states a task rather than greets (see `opensTheTask`). */
export const OPENING_MIN_TOKENS = 3;

/**
 * True when the assistant's latest message only remarked on what the user said, so thanks after it
 * return the remark, not help:
 * - it did no work ({@link assistantWorked}: no tool call since the user's turn, short, no list
 *   or code) and made no closing offer ("Booked. Anything else?": thanks after it close a task);
 * - the user's latest turn asked and requested nothing ({@link userAsked}), is not the opening
 *   turn that states the task (see `opensTheTask`), and was no positive feedback itself
 *   (`thankedBefore`, as the positive feedback rules read it: "It works now, thanks!" → "Glad to
 *   hear it!" → "Thanks again!" thanks for the help once more; courtesy thanks before do not count);
 * - and the assistant's answer is a social formula (a `social` phrase of `proposals`: a wish,
 *   sympathy, a compliment, a farewell: "What job are you looking for?" → "Something in
 *   physics." → "Good luck with your search!"), or the user's turn said something of their own:
 *   it did not reply to a request of the assistant's (the message before it neither ended on a
 *   question, a question mark near its end, nor held a `requests` phrase) and reported no trouble
 *   (see `reportsTrouble`): "I have a cat named Lucille" → "Such a cute name!". A short answer to
 *   details the assistant asked for goes on with the task ("What time?" → "At five." → "Booked,
 *   your number is 46063."), and one to trouble reported may help ("It still doesn't work." →
 *   "Restart the router."): thanks after them are for that.
 */
export function thanksReturnRemark(state: DialogueState, lexicon: CompiledLexicon, thankedBefore: boolean): boolean {
  const user = state.lastUser;
  if (state.lastAssistant === undefined || user === undefined || assistantWorked(state)) return false;
  if (userAsked(state) || opensTheTask(state, user) || thankedBefore) return false;
  if (assistantSaid(state, lexicon, 'proposals', CLOSINGS)) return false;
  if (assistantSaid(state, lexicon, 'proposals', SOCIAL)) return true;
  return !repliedToPrompt(state, lexicon) && !reportsTrouble(user);
}

/**
 * Most tokens (its own words) of an assistant message that only returns courtesy or chats (see
 * {@link thanksReturnCourtesy} and {@link thanksCloseChat}).
 */
export const COURTESY_MAX_TOKENS = 12;

/** A digit in any script: a message with one may deliver an item (a time, a price, a booking number). */
const DIGIT = /\p{Nd}/u;

/**
 * True when the assistant's latest message was its own courtesy, so thanks after it return it: a
 * short message ({@link COURTESY_MAX_TOKENS} tokens at most, no digit, no work since the user's
 * turn: see {@link assistantWorked}) that thanks the user or answers their small talk (a
 * `gratitude` or `courtesy` phrase: "I'm fine, thank you.", "Thanks for asking!", "thank you for
 * chatting with me", "我很好，谢谢") and makes no closing offer ("Thanks! Anything else?" closes a
 * task). The user's latest turn was no positive feedback itself (`thankedBefore`: "Thanks again"
 * after "Thank you! Have a great day!" that answered thanks for help thanks once more).
 */
export function thanksReturnCourtesy(state: DialogueState, lexicon: CompiledLexicon, thankedBefore: boolean): boolean {
  const answer = state.lastAssistant;
  if (answer === undefined || thankedBefore || assistantWorked(state) || DIGIT.test(answer.text)) return false;
  if (assistantLength(state) > COURTESY_MAX_TOKENS || assistantSaid(state, lexicon, 'proposals', CLOSINGS))
    return false;
  return assistantSaid(state, lexicon, 'gratitude') || assistantSaid(state, lexicon, 'courtesy');
}

/**
 * True when the user's turn answers the assistant's small talk about how they are, so its thanks
 * are the formula of the answer ("I'm well caffeinated, thank you", "Not unwell, thank you"): the
 * assistant's latest message asked how the user is (a `wellbeing` phrase of `proposals` and no
 * offer of help: see `assistantAskedHowUserIs`; "i m good, how about you", also without a
 * question mark), was short ({@link COURTESY_MAX_TOKENS} tokens at most) and did no work. A turn
 * after thanks of the user's own feedback (`thankedBefore`) still thanks for the help.
 */
export function thanksAnswerWellbeing(state: DialogueState, lexicon: CompiledLexicon, thankedBefore: boolean): boolean {
  if (state.lastAssistant === undefined || thankedBefore || assistantWorked(state)) return false;
  return assistantLength(state) <= COURTESY_MAX_TOKENS && assistantAskedHowUserIs(state, lexicon);
}

/**
 * True when thanks close a chat, not a service: the user's turn signs off (a `farewell` phrase of
 * `quit` or a `social` phrase of `proposals`: "bye", "I have to go", "have a nice day", "thanks
 * for chatting", "good talking to you", "再见", "失礼します") after an assistant message that did
 * not serve the user (see {@link servedTheUser}: no work, and no answer to a request, nor one to a
 * question that is not about itself), held no digit, made no closing offer, and was short
 * ({@link COURTESY_MAX_TOKENS} tokens at most) or spoke of itself: "Is that because he is a small
 * dog?" → "i m not sure." → "OK thanks for talking with me, bye bye." A goodbye after a booking
 * confirmed, an answer to a request, or "Anything else?" thanks for the service. The user's latest
 * turn was no positive feedback itself (`thankedBefore`).
 */
export function thanksCloseChat(
  state: DialogueState,
  lexicon: CompiledLexicon,
  user: UserMessage,
  thankedBefore: boolean,
): boolean {
  const answer = state.lastAssistant;
  if (answer === undefined || thankedBefore || !signsOff(user)) return false;
  if (DIGIT.test(answer.text) || assistantSaid(state, lexicon, 'proposals', CLOSINGS)) return false;
  if (servedTheUser(state, lexicon)) return false;
  return assistantLength(state) <= COURTESY_MAX_TOKENS || assistantSpeaksOfItself(state, lexicon);
}

/** True when the turn says goodbye: a `farewell` phrase of `quit` or a `social` phrase of `proposals` ("bye", "have a nice day"). */
function signsOff(turn: UserMessage): boolean {
  return turn.matches.some(
    (m) =>
      (m.phrase.family === 'quit' && m.phrase.group === FAREWELL) ||
      (m.phrase.family === 'proposals' && m.phrase.group === SOCIAL),
  );
}

/** The `quit` group of goodbyes ("bye", "I have to go", "see you later", "再见", "失礼します"). */
const FAREWELL = 'farewell';

/**
 * True when the task waits on the user: their latest turn put it off ({@link defers}: "I'll find
 * the reservation ID and get back to you", "je reviens vers vous", "また連絡します") and the
 * assistant called no tool since. Thanks now sign off while nothing is done ("Will do, thank you
 * for your help!").
 */
export function taskWaitsOnUser(state: DialogueState): boolean {
  return state.lastUser !== undefined && defers(state.lastUser) && !state.toolsSinceUser;
}

/**
 * True when an acknowledgement in the user's turn ("got it", "I see", "understood", わかりました,
 * 明白了: the `acknowledgement` group of `success`) reports understanding reached, a success: the
 * user's latest turn said they did not follow or that the assistant got them wrong (a `confusion`
 * phrase or a repair phrase, not one inside a question about a term (the `term` group: "what
 * do you mean by…"): "I don't understand", "that's not what I
 * asked", "没看懂") and the
 * assistant's answer did not decline. Otherwise "Got it" or "Understood" only acknowledges what
 * was said: an answer, a fact, or a request to wait ("Got it, I'll look for the ID").
 */
export function understandsNow(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const user = state.lastUser;
  if (user === undefined || assistantDeclined(state, lexicon)) return false;
  const terms = user.matches.filter((m) => m.phrase.family === 'confusion' && m.phrase.group === TERM);
  return user.matches.some(
    (m) =>
      (m.phrase.family === 'confusion' || (m.phrase.family === 'repair' && REPAIR_SIGNAL_GROUPS.has(m.phrase.group))) &&
      !terms.some((t) => t.start <= m.start && m.end <= t.end),
  );
}

/**
 * True when `user`, the latest user turn, is the conversation's first and holds at least
 * {@link OPENING_MIN_TOKENS} tokens: it states what the user came for, a request in whatever form
 * ("Stornieren Sie ABC123."), where a bare greeting ("Hi.", "hello") asks nothing.
 */
function opensTheTask(state: DialogueState, user: UserMessage): boolean {
  return state.userTurns === 1 && user.tokens.length >= OPENING_MIN_TOKENS;
}

/** True when the user's turn replied to an assistant message that asked something of the user. */
function repliedToPrompt(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const prompt = state.prompt;
  if (prompt === undefined) return false;
  return (
    asksAtEnd(prompt.text) ||
    promptSaid(state, lexicon, 'requests', 'phrases') ||
    promptSaid(state, lexicon, 'requests', INQUIRY)
  );
}

/** Phrase families of a turn that reports trouble or asks for a person: help is asked for, whatever the form. */
const TROUBLE: ReadonlySet<PhraseFamily> = new Set([
  'complaint',
  'confusion',
  'escalation_human',
  'escalation_support',
]);

/**
 * True when the turn reports trouble or asks for a person (a complaint, confusion or escalation
 * phrase: "It still doesn't work.", "I don't get it.", "转人工"): a statement that asks for help,
 * which the assistant's answer may give.
 */
function reportsTrouble(turn: UserMessage): boolean {
  return turn.matches.some((m) => TROUBLE.has(m.phrase.family));
}

/**
 * True when the assistant's latest message is nothing but a reaction to what the user said, one
 * `satisfaction` phrase and no other word ("Do you speak other languages?" → "Only Tamil." →
 * "That is great."): thanks after it return the compliment; nothing was done.
 */
export function assistantOnlyPraised(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return !state.toolsSinceUser && assistantOnlySaid(state, lexicon, 'satisfaction');
}

/**
 * What the assistant did with its tools so far, as {@link couldNotHelp} reads it: kept by the
 * positive feedback detector, its messages read lazily, each at most once, and never held past
 * what a later turn may still ask (see {@link keepSinceTools}).
 */
export interface ToolWork {
  /**
   * The assistant messages with text since its latest tool call not read for a decline yet, at
   * most {@link UNREAD_MAX}: none once one of them declined or a call changed something (nothing
   * left to learn), none before the first tool call (no rule asks).
   */
  unreadSinceTools: AssistantMessage[];
  /** A message since the latest tool call declined. */
  declinedSinceTools: boolean;
  /** A call of a tool that changes something got a result that reports no error. */
  changedSomething: boolean;
}

/** How many assistant messages since the latest tool call wait unread; the next one has them read at once. */
export const UNREAD_MAX = 4;

/**
 * Keeps an assistant message with text for {@link couldNotHelp}, once the assistant has used
 * tools and while the answer is still open (no decline read, nothing changed): past
 * {@link UNREAD_MAX} unread messages they are read now, so that a long conversation holds a few
 * messages, not all of them. The answer is the same as reading them all when asked.
 */
export function keepSinceTools(work: ToolWork, message: AssistantMessage, lexicon: CompiledLexicon | undefined): void {
  if (work.changedSomething || work.declinedSinceTools) return;
  if (work.unreadSinceTools.push(message) <= UNREAD_MAX) return;
  if (lexicon !== undefined) readSinceTools(work, lexicon);
  else work.unreadSinceTools.shift();
}

/**
 * True when thanks sign off a conversation in which the assistant could not help: it used tools
 * but no call that changes something succeeded (`changedSomething` false), and one of its
 * messages since its latest tool call (the latest one included) said it cannot do what was asked
 * (a `declines` phrase of `proposals`: "I'm sorry, but I cannot make exceptions", "the order
 * cannot be modified", "leider nicht möglich", "できません"). "Alright, thank you for your help"
 * after every request was refused, and "Thank you! Have a great day too." after the farewell that
 * follows, are courtesy. Once a booking, cancellation or update went through, thanks at the end
 * may be for it, refusal or not. Each message is read once, however many turns ask (the messages
 * not read yet are read now).
 */
export function couldNotHelp(work: ToolWork, lexicon: CompiledLexicon): boolean {
  if (work.changedSomething) return false;
  readSinceTools(work, lexicon);
  return work.declinedSinceTools;
}

/** Reads the unread messages since the latest tool call for a decline, up to the first, and lets them go. */
function readSinceTools(work: ToolWork, lexicon: CompiledLexicon): void {
  const messages = work.unreadSinceTools;
  for (let i = 0; i < messages.length && !work.declinedSinceTools; i++)
    work.declinedSinceTools = messageDeclined(messages[i]!, lexicon);
  messages.length = 0;
}
