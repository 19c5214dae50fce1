/**
 * @module Whether a user turn answers what the assistant asked of it: the assistant's latest
 * message requested something of the user and did nothing else since the user's previous turn.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import {
  assistantAskedOf,
  assistantLength,
  assistantSaid,
  assistantSpeaksOfItself,
  assistantStructured,
  assistantWorked,
  CLOSINGS,
  type DialogueState,
} from './dialogue';

/**
 * Most tokens (its own words) of an assistant message that only asks the user for something. A
 * longer one explains or reports (an answer that ends "Could you confirm the date?"), so thanks
 * after it may be for that.
 */
export const ASKING_MAX_TOKENS = 120;

/** How far from its end an assistant message is read for a question mark. */
const TAIL_CHARS = 300;

/**
 * True when the assistant's latest message only asked the user for something, so a user turn
 * after it answers that request and any thanks in it are courtesy ("Phew, thanks for the other
 * option! My name is … and my ZIP code is …"): it holds a `requests` phrase ("could you", "please",
 * "can you", ください) and a question mark (`?`, `？`) near its end; no tool was called since the
 * user's previous turn; it is neither structured (a list, a code block) nor longer than
 * {@link ASKING_MAX_TOKENS} tokens; and it makes no closing offer ("Booked. Anything else?": a
 * `closings` phrase of `proposals` closes a task done).
 */
export function assistantOnlyAsked(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const answer = state.lastAssistant;
  if (answer === undefined || state.toolsSinceUser || assistantStructured(state)) return false;
  const tail = answer.text.length > TAIL_CHARS ? answer.text.slice(-TAIL_CHARS) : answer.text;
  if (!tail.includes('?') && !tail.includes('？')) return false;
  return (
    assistantLength(state) <= ASKING_MAX_TOKENS &&
    assistantAskedOf(state, lexicon) &&
    !assistantSaid(state, lexicon, 'proposals', CLOSINGS)
  );
}

/** A question mark closing a text, maybe followed by spaces, quotes, brackets or emoji. */
const ENDS_ASKING = /[?？][\s"'»”)\]\p{Extended_Pictographic}\uFE0F]*$/u;

/**
 * True when the assistant's latest message ends with a question ("What do you do for a living?",
 * "How are you?"): the user's turn after it answers that question first.
 */
export function assistantEndedAsking(state: DialogueState): boolean {
  const answer = state.lastAssistant;
  return answer !== undefined && ENDS_ASKING.test(answer.text);
}

/**
 * True when the user's turn answers a question the assistant asked of the user, not an offer: its
 * latest message ends with a question ({@link assistantEndedAsking}) that is neither a closing
 * offer ("Anything else?": a `closings` phrase) nor a proposal ("Shall I book it?": a `proposals`
 * phrase), after no work ({@link assistantWorked}: a tool call since the user's turn, a long or
 * structured message; "Here is the revised story… Better?" asks about work done). A "Cool!" or
 * "Great." opening such a turn reacts to the small talk before the question ("It's about the
 * guardians of the galaxy. Do you have kids?" → "Cool! No, I don't.").
 */
export function answersAssistantQuestion(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return (
    assistantEndedAsking(state) &&
    !assistantWorked(state) &&
    !assistantSaid(state, lexicon, 'proposals', CLOSINGS) &&
    !assistantSaid(state, lexicon, 'proposals', 'phrases')
  );
}

/**
 * True when the assistant's latest message is a remark about itself, not help: it did no work
 * ({@link assistantWorked}) and speaks of itself (a `self` word: "I", "my", "ich", 我, 私). "I
 * usually go to Breckenridge" answers "Where do you go snowboarding" (asked without a question
 * mark), and a "Cool" after it is small talk.
 */
export function assistantSpokeOfItself(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return !assistantWorked(state) && assistantSpeaksOfItself(state, lexicon);
}

/** The `proposals` group of questions about how the user is ("how are you", "wie geht's", "comment ça va", "お元気ですか"). */
export const WELLBEING = 'wellbeing';

/** The `proposals` group of offers of help that open a service ("how can I help", "wie kann ich helfen", "有什么可以帮您"). */
export const ASSIST = 'assist';

/**
 * True when the assistant's latest message asks how the user is as small talk: it holds a
 * `wellbeing` phrase of `proposals` ("Hi, how are you?", "Hey! How's it going?", "¿Cómo estás?",
 * "你好吗") and offers no help (no `assist` phrase: "Hi, how are you? How can I help you today?"
 * opens a service, and what the user feels then is about it). The user's turn after it may tell
 * their mood ("I'm upset", "a bit frustrated, honestly"), which is no feedback on the assistant.
 */
export function assistantAskedHowUserIs(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return assistantSaid(state, lexicon, 'proposals', WELLBEING) && !assistantSaid(state, lexicon, 'proposals', ASSIST);
}
