/**
 * @module What the user-side detectors need to know about the turns before a user message: how
 * many user turns came first, whether the assistant has acted, and what it said last.
 */
import type { AssistantMessage, PreparedMessage, UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseFamily } from '../lexicon/families';
import { matchPhrases, type PhraseMatch } from '../lexicon/match';
import { isBlank } from '../text/blank';
import { foldCompatibility } from '../text/normalize';
import { stripCode } from '../text/strip-code';
import { tokenize, type TokenList } from '../text/tokenize';
import type { DetectorContext } from './context';
import type { Detector, StepSignals } from './detector';

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
  /** The latest user turn (user message with text), if any: see {@link userAsked}, {@link userQuestioned}. */
  lastUser: UserMessage | undefined;
  /** The assistant called a tool since the latest user turn. */
  toolsSinceUser: boolean;
}

/** A fresh {@link DialogueState}. */
export function initialDialogueState(): DialogueState {
  return {
    userTurns: 0,
    assistantActed: false,
    lastAssistant: undefined,
    lastReading: undefined,
    lastUser: undefined,
    toolsSinceUser: false,
  };
}

/** Records `message` once its detectors have run. */
export function dialogueStep(message: PreparedMessage, state: DialogueState): void {
  if (message.role === 'user') {
    if (!isBlank(message.text)) {
      state.userTurns++;
      state.lastUser = message;
      state.toolsSinceUser = false;
    }
  } else if (message.role === 'assistant') {
    const spoke = !isBlank(message.text);
    if (spoke || message.toolCalls.length > 0) state.assistantActed = true;
    if (message.toolCalls.length > 0) state.toolsSinceUser = true;
    if (spoke) {
      state.lastAssistant = message;
      state.lastReading = undefined;
    }
  }
}

/**
 * True when a user message asks a question or makes a request: a question mark (`?`, `？`) or a
 * `requests` phrase ("can you", "please", "what about", 请, ください) anywhere in it.
 */
export function asksOrRequests(message: UserMessage): boolean {
  return hasQuestionMark(message.normalized) || message.matches.some((m) => m.phrase.family === 'requests');
}

/** True when the latest user turn asked a question or made a request (see {@link asksOrRequests}). */
export function userAsked(state: DialogueState): boolean {
  return state.lastUser !== undefined && asksOrRequests(state.lastUser);
}

/** True when the latest user turn held a question mark (`?`, `？`). */
export function userQuestioned(state: DialogueState): boolean {
  return state.lastUser !== undefined && hasQuestionMark(state.lastUser.normalized);
}

function hasQuestionMark(text: string): boolean {
  return text.includes('?') || text.includes('？');
}

/**
 * True when the latest assistant message holds a phrase of `family` (its own words: code and URLs
 * left out, read like a user message). Its phrases are matched once, on first request.
 */
export function assistantSaid(state: DialogueState, lexicon: CompiledLexicon, family: PhraseFamily): boolean {
  const reading = readingOf(state);
  if (reading === undefined) return false;
  if (reading.lexicon !== lexicon) {
    reading.matches = matchPhrases(reading.tokens, lexicon);
    reading.lexicon = lexicon;
  }
  return reading.matches.some((m) => m.phrase.family === family);
}

/**
 * A detector of user messages that reads the dialogue before them: `signalsOf` sees each user and
 * assistant message with the state of the turns before it; the state then records the message.
 *
 * @example dialogueDetector('echo', () => undefined).roles // ['user', 'assistant']
 */
export function dialogueDetector(
  name: string,
  signalsOf: (message: PreparedMessage, ctx: DetectorContext, dialogue: DialogueState) => StepSignals,
): Detector<DialogueState> {
  return {
    name,
    roles: ['user', 'assistant'],
    initialState: initialDialogueState,
    step: (message, state, ctx) => {
      const signals = signalsOf(message, ctx, state);
      dialogueStep(message, state);
      return signals;
    },
  };
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

/** The number of tokens of the latest assistant message's own words (code and URLs left out), or 0. */
export function assistantLength(state: DialogueState): number {
  return readingOf(state)?.tokens.length ?? 0;
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
  state.lastReading ??= {
    tokens: tokenize(foldCompatibility(stripCode(message.text)).toLowerCase()),
    matches: [],
    lexicon: undefined,
  };
  return state.lastReading;
}
