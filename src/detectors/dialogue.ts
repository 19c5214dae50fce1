/**
 * @module What the user-side detectors need to know about the turns before a user message: how
 * many user turns came first, whether the assistant has acted, and what it said last.
 */
import type { AssistantMessage, PreparedMessage, UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { OWN_INDEX_GROUPS, type PhraseFamily } from '../lexicon/families';
import { matchGroup, matchPhrases, type PhraseMatch } from '../lexicon/match';
import { scannedTokenCount, scannedTokens } from '../text/bigrams';
import { foldedTokens } from '../text/folded-tokens';
import { isBlank } from '../text/blank';
import { isGarbled } from '../text/garbled';
import { foldCompatibility } from '../text/normalize';
import { stripCode } from '../text/strip-code';
import { clauseAt, tokenizeBelow, type TokenList } from '../text/tokenize';

/** The turns before the current message, as {@link dialogueStep} records them. */
export interface DialogueState {
  /** User turns (user messages with text) before the current message. */
  userTurns: number;
  /** An assistant message (text or tool calls) came before the current message. */
  assistantActed: boolean;
  /** The latest assistant message with text, if any. */
  lastAssistant: AssistantMessage | undefined;
  /** Its own words, tokenised on first need (see {@link readingOf}). */
  lastReading: AssistantReading | undefined;
  /** Whether it is garbled, read on first request (see {@link assistantGarbled}). */
  lastGarbled: boolean | undefined;
  /** Whether it is structured (a list, a code block: {@link STRUCTURED}), read on first request. */
  lastStructured: boolean | undefined;
  /** Whether it is structured or long, read on first request (see {@link assistantWorked}). */
  lastWorked: boolean | undefined;
  /** The latest user turn (user message with text), if any: see {@link userAsked}, {@link userQuestioned}. */
  lastUser: UserMessage | undefined;
  /** The assistant called a tool since the latest user turn. */
  toolsSinceUser: boolean;
  /** The latest assistant message with text before the latest user turn: what that turn replied to (see {@link promptSaid}). */
  prompt: AssistantMessage | undefined;
  /**
   * Its own words, read on first request (see {@link promptSaid}): shared with
   * {@link DialogueState.lastReading} while it is also the latest.
   */
  promptReading: AssistantReading | undefined;
}

/** A fresh {@link DialogueState}. */
export function initialDialogueState(): DialogueState {
  return {
    userTurns: 0,
    assistantActed: false,
    lastAssistant: undefined,
    lastReading: undefined,
    lastGarbled: undefined,
    lastStructured: undefined,
    lastWorked: undefined,
    lastUser: undefined,
    toolsSinceUser: false,
    prompt: undefined,
    promptReading: undefined,
  };
}

/** Records `message` once its detectors have run. */
export function dialogueStep(message: PreparedMessage, state: DialogueState): void {
  if (message.role === 'user') {
    if (!isBlank(message.text)) {
      state.userTurns++;
      state.lastUser = message;
      state.toolsSinceUser = false;
      state.prompt = state.lastAssistant;
      // Read lazily: most turns never ask what their prompt said (see promptReadingOf).
      state.promptReading = state.lastReading;
    }
  } else if (message.role === 'assistant') {
    const spoke = !isBlank(message.text);
    if (spoke || message.toolCalls.length > 0) state.assistantActed = true;
    if (message.toolCalls.length > 0) state.toolsSinceUser = true;
    if (spoke) {
      state.lastAssistant = message;
      state.lastReading = undefined;
      state.lastGarbled = undefined;
      state.lastStructured = undefined;
      state.lastWorked = undefined;
    }
  }
}

/**
 * True when a user message asks a question or makes a request: a question mark (`?`, `？`) or a
 * `requests` phrase ("can you", "please", "what about", 请, ください) anywhere in it.
 */
export function asksOrRequests(message: UserMessage): boolean {
  return (
    hasQuestionMark(message.normalized) ||
    message.matches.some((m) => m.phrase.family === 'requests' && m.phrase.group !== DEFERRALS)
  );
}

/** The `requests` group of a user putting the task off ("I'll get back to you", "ich melde mich", "また連絡します"). */
export const DEFERRALS = 'deferrals';

/**
 * True when a user message puts the task off until later (a `deferrals` phrase: "I'll get back to
 * you once I have the ID", "je reviens vers vous"): the assistant is waiting on the user, so
 * thanks or "got it" in it sign off while the task is pending; they are not feedback on work done.
 */
export function defers(message: UserMessage): boolean {
  return message.matches.some((m) => m.phrase.family === 'requests' && m.phrase.group === DEFERRALS);
}

/** True when the latest user turn asked a question or made a request (see {@link asksOrRequests}). */
export function userAsked(state: DialogueState): boolean {
  return state.lastUser !== undefined && asksOrRequests(state.lastUser);
}

/** True when the latest user turn held a question mark (`?`, `？`). */
export function userQuestioned(state: DialogueState): boolean {
  return state.lastUser !== undefined && hasQuestionMark(state.lastUser.normalized);
}

/**
 * The `requests` group of requests to be told something, asked without a question mark as much as
 * with one ("why", "what is", "tell me", "list", "wie", "pourquoi", "dime", 教えて, 告诉我).
 */
export const INQUIRY = 'inquiry';

/**
 * True when the latest user turn asked to be told something: a question mark, or an `inquiry`
 * phrase of `requests` ("Why is that so big", "tell me about the episode", "list the films").
 */
export function userInquired(state: DialogueState): boolean {
  const user = state.lastUser;
  if (user === undefined) return false;
  return (
    hasQuestionMark(user.normalized) ||
    user.matches.some((m) => m.phrase.family === 'requests' && m.phrase.group === INQUIRY)
  );
}

/**
 * A bare query: the whole turn is one or two question marks, or one interjection of not following
 * ("what", "huh", "eh", "was", "quoi", "qué", "何", "什么", "啥") with one or two of them.
 */
const BARE_QUERY =
  /^\s*¿?\s*(?:(?:what|wut|wat|huh|eh|hm+|was|wie bitte|quoi|comment|qué|que|cómo|o que|oi|え|何|なに|什么|啥|嗯)\s*)?[?？]{1,2}\s*$/iu;

/**
 * True when a user turn only asks what the assistant meant: a bare query ("?", "What?", "huh?",
 * "什么？") answering an assistant message. The user did not follow what the assistant said.
 * Three marks or more are a run (excessive punctuation), not a query.
 */
export function isBareQuery(message: UserMessage, state: DialogueState): boolean {
  return state.lastAssistant !== undefined && message.text.length <= 24 && BARE_QUERY.test(message.text);
}

function hasQuestionMark(text: string): boolean {
  return text.includes('?') || text.includes('？');
}

/**
 * True when the latest assistant message holds a phrase of `family` (of its `group` only, when
 * given), in its own words: code and URLs left out, read like a user message. Its phrases are
 * matched once, on first request.
 */
export function assistantSaid(
  state: DialogueState,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group?: string,
): boolean {
  return said(readingOf(state), lexicon, family, group);
}

/**
 * True when the assistant message the latest user turn replied to (its `prompt`) holds a phrase
 * of `family` (of its `group` only, when given), read like {@link assistantSaid}: "What time?",
 * then "At five.", then "Booked." — the prompt of "At five." asked for it.
 */
export function promptSaid(
  state: DialogueState,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group?: string,
): boolean {
  return said(promptReadingOf(state), lexicon, family, group);
}

/**
 * True when the phrases of `reading` under `lexicon` (matched once, on first request) hold one of
 * `family` (and `group`). A group with an index of its own (`OWN_INDEX_GROUPS`) is matched alone
 * while the others are not needed.
 */
function said(
  reading: AssistantReading | undefined,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group: string | undefined,
): boolean {
  if (reading === undefined) return false;
  if (reading.lexicon !== lexicon) {
    if (group !== undefined && OWN_INDEX_GROUPS[family]?.has(group) === true)
      return matchGroup(reading.tokens, lexicon, family, group).length > 0;
    reading.matches = matchPhrases(reading.tokens, lexicon);
    reading.lexicon = lexicon;
  }
  return reading.matches.some((m) => m.phrase.family === family && (group === undefined || m.phrase.group === group));
}

/** The `proposals` group of closing offers ("anything else?", "sonst noch etwas?", "还有什么"). */
export const CLOSINGS = 'closings';

/** The `proposals` group of an assistant saying the work is under way or still to come ("in progress", "soon I will", "I'll proceed", "un momento", 处理中). */
export const PENDING = 'pending';

/** The `proposals` group of what an assistant says when it cannot do what was asked ("I'm unable to", "できません"). */
export const DECLINES = 'declines';

/**
 * True when an assistant message, any one (not only the latest), says it cannot do what was asked
 * (a `declines` phrase of `proposals`), its own words read now: for a rule that looks back past
 * the latest message, asked only where it needs it.
 */
export function messageDeclined(message: AssistantMessage, lexicon: CompiledLexicon): boolean {
  return said(newReading(message), lexicon, 'proposals', DECLINES);
}

/** The `proposals` group of greetings that open an assistant message ("hi", "hello", "hallo", "bonjour", "hola", "你好", "こんにちは"). */
export const GREETING = 'greeting';

/** A text with no sentence end before its closing run of marks: one sentence at most. */
const ONE_SENTENCE = /^[^.!?。！？]*[.!?。！？]*$/u;

/** A text that closes with a question mark. */
const CLOSES_ASKING = /[?？]\s*$/u;

/**
 * True when the latest assistant message only greeted the user: it opens with a greeting (a
 * `greeting` phrase of `proposals`: "Hi", "Hello", "Hallo", "Bonjour", "Hola", "你好") and is one
 * sentence, either the greeting alone (one more token at most: "Hi there!") or one whole question
 * closed by a question mark ("Hello, how are you today?", "Hi, have you ever roasted a
 * chicken?"). Nothing in it is garbled, cut off or off the point, so a bare "?" after it does not
 * query it. A greeting cut off ("hi, how are"), or followed by a second sentence ("Hey, how's it
 * going? its Gday"), is not.
 */
export function assistantOnlyGreeted(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const message = state.lastAssistant;
  if (message === undefined || !ONE_SENTENCE.test(message.text.trim())) return false;
  if (!assistantSaid(state, lexicon, 'proposals', GREETING)) return false;
  const reading = readingOf(state);
  if (reading === undefined) return false;
  const greeting = reading.matches.find(
    (m) => m.phrase.family === 'proposals' && m.phrase.group === GREETING && m.start === 0,
  );
  if (greeting === undefined) return false;
  return reading.tokens.length <= greeting.end + 1 || CLOSES_ASKING.test(message.text);
}

/** Length (tokens) from which an assistant message counts as work done for the user. */
export const WORK_MIN_TOKENS = 40;

/** A structured message (a list or code: work shown to the user): a line that starts a list item ("- ", "* ", "• ", "1. ", "2) ") or a code fence. */
export const STRUCTURED = /\n[ \t]*(?:[-*•]|\d+[.)])[ \t]|```/;

/**
 * True when the assistant did work for the user since the user's latest turn: it called a tool, or
 * its latest message is long (at least {@link WORK_MIN_TOKENS} tokens of its own words) or
 * structured (a list, a code block).
 */
export function assistantWorked(state: DialogueState): boolean {
  if (state.toolsSinceUser) return true;
  if (state.lastAssistant === undefined) return false;
  // Rules ask this several times a turn: the answer for the message is kept.
  return (state.lastWorked ??= assistantStructured(state) || assistantHasTokens(state, WORK_MIN_TOKENS));
}

/** True when the latest assistant message is structured (a list, a code block: {@link STRUCTURED}); false when there is none. */
export function assistantStructured(state: DialogueState): boolean {
  const answer = state.lastAssistant;
  if (answer === undefined) return false;
  return (state.lastStructured ??= STRUCTURED.test(answer.text));
}

/**
 * True when the assistant's latest message served the user, so that a "great" or "nice" after it
 * is feedback on help and not a chit-chat reaction to a personal remark ("I live in Ohio" →
 * "Nice!"). It served the user when it did work ({@link assistantWorked}); or the user's previous
 * turn made a request without a question mark (a `requests` phrase: "book…", "can you…", 帮我,
 * ください); or it asked a question (`?`, `？`) and the answer is not about the assistant itself:
 * a short answer with a first-person singular word (`self` lexicon: "I", "my", 我, 私) answers a
 * personal question ("what do you do?" → "I am a driver"), it is not help. A short answer to a
 * question that names the assistant ("Do you ship to Canada?" → "Yes, within five days.") serves
 * the user: in service traffic "you" is the service.
 */
export function servedTheUser(state: DialogueState, lexicon: CompiledLexicon): boolean {
  if (assistantWorked(state)) return true;
  if (state.lastAssistant === undefined || !userAsked(state)) return false;
  return !userQuestioned(state) || !assistantSpeaksOfItself(state, lexicon);
}

/**
 * True when the assistant's latest message says it cannot do what was asked (a `declines` phrase of
 * the `proposals` lexicon: "I'm unable to", "not eligible", "leider nicht möglich", "できません").
 */
export function assistantDeclined(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return assistantSaid(state, lexicon, 'proposals', DECLINES);
}

/**
 * True when a reaction in the user's turn ("cool", "nice", "great", "that's awesome", "genial", 太好了,
 * いいね: the `reaction` group of `satisfaction`) can be feedback on work, not on what the assistant
 * said: the assistant did work for the user since the user's latest turn ({@link assistantWorked}),
 * and that work is not a long answer telling about itself to the user's question ("Do you have any
 * fun stories?" → a story in the first person, a `self` word, with no tool call and no list or
 * code). After a short answer ("What is esports?" → "It's a video game…", "There was a launch
 * today?" → "Yes, the Falcon Heavy…") a reaction reacts to the fact, the news or the remark; a
 * phrase that judges the help or the result ("that helps", "exactly what I needed", "looks good",
 * "good job") is not a reaction and counts after any answer that served the user. A question is
 * a question mark or a request to be told something ({@link userInquired}: "Why is that so big",
 * "tell me about the episode"): after a short answer to it, "Uh ok, that's awesome" reacts to the
 * trivia. Nor does a reaction count while the task is pending: the assistant's latest message says
 * the work is under way or still to come (a `pending` phrase of `proposals`: "soon I will…", "in
 * progress", "I'll proceed with the booking", "einen Moment", 处理中), so "great" acknowledges.
 */
export function reactsToWork(state: DialogueState, lexicon: CompiledLexicon): boolean {
  if (assistantSaid(state, lexicon, 'proposals', PENDING)) return false;
  if (!userInquired(state)) return true;
  if (!assistantWorked(state)) return false;
  if (state.toolsSinceUser || assistantStructured(state)) return true;
  return !assistantSpeaksOfItself(state, lexicon);
}

/**
 * True when thanks in the user's turn are courtesy, not feedback on what the assistant did:
 * - the assistant's latest message said it cannot help ({@link assistantDeclined}): "OK, thank
 *   you anyway" signs off;
 * - or it only asked the user for something: a question mark near its end and a `requests`
 *   phrase ("could you", "can you tell me", "please", ください), no work since the user's previous
 *   turn ({@link assistantWorked}), and no closing offer (a `closings` phrase of `proposals`:
 *   "Booked. Anything else?" closes a task done). A turn that answers it ("It's ABC123, thanks",
 *   "let me find it, thanks") thanks out of politeness.
 */
export function thanksAreCourtesy(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const answer = state.lastAssistant;
  if (answer === undefined) return false;
  if (assistantDeclined(state, lexicon)) return true;
  return (
    asksAtEnd(answer.text) &&
    !assistantWorked(state) &&
    assistantAskedOf(state, lexicon) &&
    !assistantSaid(state, lexicon, 'proposals', CLOSINGS)
  );
}

/**
 * True when the latest assistant message asks something of the user in its own words: a
 * `requests` phrase of the `phrases` or `inquiry` group ("could you", "please", "where", "tell me").
 */
export function assistantAskedOf(state: DialogueState, lexicon: CompiledLexicon): boolean {
  return assistantSaid(state, lexicon, 'requests', 'phrases') || assistantSaid(state, lexicon, 'requests', INQUIRY);
}

/**
 * True when the latest assistant message is garbled (`isGarbled`: stray letters and marks, no
 * word, as in ", S." or "O.,.", or one word over and over, as in "sad sad sad sad sad"): it said
 * nothing a user could follow. Read from its text once, on first request.
 */
export function assistantGarbled(state: DialogueState): boolean {
  const message = state.lastAssistant;
  if (message === undefined) return false;
  return (state.lastGarbled ??= isGarbled(message.text, message.bigrams));
}

/** How far from its end an assistant message is read for a question mark. */
const QUESTION_TAIL_CHARS = 300;

/** True when a question mark (`?`, `？`) is among the last characters of `text` (see `QUESTION_TAIL_CHARS`). */
export function asksAtEnd(text: string): boolean {
  const tail = text.length > QUESTION_TAIL_CHARS ? text.slice(-QUESTION_TAIL_CHARS) : text;
  return hasQuestionMark(tail);
}

/**
 * True when the latest assistant message speaks of itself: one of its tokens is a `self` word
 * ("i", "my", 我, 私).
 */
export function assistantSpeaksOfItself(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const tokens = readingOf(state)?.tokens;
  if (tokens === undefined) return false;
  const self = lexicon.tokens.self;
  for (let i = 0; i < tokens.length; i++) if (self.hasToken(tokens, i)) return true;
  return false;
}

/**
 * True when the latest assistant message, in its own words, is nothing but one `family` phrase
 * (every token inside it): "That is great.", "Cool!", "太好了！".
 */
export function assistantOnlySaid(state: DialogueState, lexicon: CompiledLexicon, family: PhraseFamily): boolean {
  const reading = readingOf(state);
  if (reading === undefined || reading.tokens.length === 0) return false;
  const length = reading.tokens.length;
  // Such a phrase opens the message: unless all are known, only those that start there are matched.
  const opening = reading.lexicon === lexicon ? reading.matches : matchPhrases(reading.tokens, lexicon, 0, 1);
  return opening.some((m) => m.phrase.family === family && m.start === 0 && m.end === length);
}

/**
 * True when the latest assistant message names a phrase of `family` (of its `group`, when given),
 * and every such phrase stands before a negator in its clause: "even a human agent would not be
 * able to assist" names a person only to say they cannot help.
 */
export function assistantNamedOnlyNegated(
  state: DialogueState,
  lexicon: CompiledLexicon,
  family: PhraseFamily,
  group?: string,
): boolean {
  const reading = readingOf(state);
  if (reading === undefined || !said(reading, lexicon, family, group)) return false;
  const { tokens, matches } = reading;
  const negators = lexicon.tokens.negators;
  return matches.every((m) => {
    if (m.phrase.family !== family || (group !== undefined && m.phrase.group !== group)) return true;
    const clause = clauseAt(tokens, m.start);
    for (let i = m.end; i < tokens.length && clauseAt(tokens, i) === clause; i++)
      if (negators.hasToken(tokens, i)) return true;
    return false;
  });
}

/** True when the latest assistant message, in its own words, is one `confirmations` word alone ("OK.", "Alright!"). */
export function assistantOnlyConfirmed(state: DialogueState, lexicon: CompiledLexicon): boolean {
  const tokens = readingOf(state)?.tokens;
  return tokens !== undefined && tokens.length === 1 && lexicon.tokens.confirmations.hasToken(tokens, 0);
}

/** The number of tokens of the latest assistant message's own words (code and URLs left out), or 0. */
export function assistantLength(state: DialogueState): number {
  return readingOf(state)?.tokens.length ?? 0;
}

/**
 * True when the latest assistant message's own words (code and URLs left out) hold at least
 * `count` tokens: its reading's tokens when it was read, else counted only that far (a long
 * answer is not tokenised whole to learn that it is long).
 */
function assistantHasTokens(state: DialogueState, count: number): boolean {
  const message = state.lastAssistant;
  if (message === undefined) return count <= 0;
  if (state.lastReading !== undefined) return state.lastReading.tokens.length >= count;
  const own = stripCode(message.text);
  // The bigram scan of the message, when it was the latest and nothing was left out, counted its
  // tokens: a long message is known long, and a short one takes its tokens from the scan.
  const counted = scannedTokenCount(own);
  if (counted >= count) return true;
  const scanned = counted < 0 ? undefined : scannedTokens(own);
  if (scanned !== undefined) {
    state.lastReading = { tokens: scanned, matches: [], lexicon: undefined };
    return false;
  }
  // A short message is read whole (its reading kept: most rules that ask this read it next), a long one counted.
  const tokens = tokenizeBelow(foldCompatibility(own).toLowerCase(), count);
  if (tokens === undefined) return true;
  state.lastReading = { tokens, matches: [], lexicon: undefined };
  return false;
}

/** An assistant message's own words (code and URLs left out) as tokens, and their phrases under `lexicon` once asked for. */
interface AssistantReading {
  readonly tokens: TokenList;
  matches: readonly PhraseMatch[];
  lexicon: CompiledLexicon | undefined;
}

/** The reading of the latest assistant message, if any: tokenised once, kept until the next one. */
function readingOf(state: DialogueState): AssistantReading | undefined {
  const message = state.lastAssistant;
  if (message === undefined) return undefined;
  state.lastReading ??= newReading(message);
  return state.lastReading;
}

/** The words of the prompt of the latest user turn, read once on first request, shared with the latest reading while it is the same message. */
function promptReadingOf(state: DialogueState): AssistantReading | undefined {
  const prompt = state.prompt;
  if (prompt === undefined) return undefined;
  state.promptReading ??= prompt === state.lastAssistant ? readingOf(state) : newReading(prompt);
  return state.promptReading;
}

/** An assistant message's words (code stripped, normalised, lowercase), its phrases not yet matched. */
function newReading(message: AssistantMessage): AssistantReading {
  return {
    // Its own words, folded and lowercased (see ownWordsOf): the text's own tokens when there was nothing to leave out.
    tokens: foldedTokens(stripCode(message.text)),
    matches: [],
    lexicon: undefined,
  };
}
