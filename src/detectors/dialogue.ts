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
  /** The lexicon phrases of `lastAssistant`, once a detector asked for them. */
  lastAssistantMatches: readonly PhraseMatch[] | undefined;
  /** The tokens of `lastAssistant`'s own words, once a detector asked for them. */
  lastAssistantTokens: TokenList | undefined;
  /** The latest user turn asked a question or made a request (see {@link asksOrRequests}). */
  userAsked: boolean;
  /** The latest user turn held a question mark (`?`, `？`). */
  userQuestioned: boolean;
  /** The assistant called a tool since the latest user turn. */
  toolsSinceUser: boolean;
}

/** A fresh {@link DialogueState}. */
export function initialDialogueState(): DialogueState {
  return {
    userTurns: 0,
    assistantActed: false,
    lastAssistant: undefined,
    lastAssistantMatches: undefined,
    lastAssistantTokens: undefined,
    userAsked: false,
    userQuestioned: false,
    toolsSinceUser: false,
  };
}

/** Records `message` once its detectors have run. */
export function dialogueStep(message: PreparedMessage, state: DialogueState): void {
  if (message.role === 'user') {
    if (!isBlank(message.text)) {
      state.userTurns++;
      state.userAsked = asksOrRequests(message);
      state.userQuestioned = hasQuestionMark(message.normalized);
      state.toolsSinceUser = false;
    }
  } else if (message.role === 'assistant') {
    const spoke = !isBlank(message.text);
    if (spoke || message.toolCalls.length > 0) state.assistantActed = true;
    if (message.toolCalls.length > 0) state.toolsSinceUser = true;
    if (spoke) {
      state.lastAssistant = message;
      state.lastAssistantMatches = undefined;
      state.lastAssistantTokens = undefined;
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

function hasQuestionMark(text: string): boolean {
  return text.includes('?') || text.includes('？');
}

/**
 * True when the latest assistant message holds a phrase of `family` (its own words: code and URLs
 * left out, read like a user message). Its phrases are matched once, on first request.
 */
export function assistantSaid(state: DialogueState, lexicon: CompiledLexicon, family: PhraseFamily): boolean {
  const message = state.lastAssistant;
  if (message === undefined) return false;
  state.lastAssistantMatches ??= matchPhrases(assistantTokens(state, message), lexicon);
  return state.lastAssistantMatches.some((m) => m.phrase.family === family);
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
  const message = state.lastAssistant;
  if (message === undefined) return false;
  const tokens = assistantTokens(state, message);
  const self = lexicon.tokens.self;
  for (let i = 0; i < tokens.length; i++) if (self.hasToken(tokens, i)) return true;
  return false;
}

/** The number of tokens of the latest assistant message's own words (code and URLs left out), or 0. */
export function assistantLength(state: DialogueState): number {
  const message = state.lastAssistant;
  return message === undefined ? 0 : assistantTokens(state, message).length;
}

function assistantTokens(state: DialogueState, message: AssistantMessage): TokenList {
  state.lastAssistantTokens ??= tokenize(foldCompatibility(stripCode(message.text)).toLowerCase());
  return state.lastAssistantTokens;
}
