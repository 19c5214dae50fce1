/**
 * @module What the user-side detectors need to know about the turns before a user message: how
 * many user turns came first, whether the assistant has acted, and what it said last.
 */
import type { AssistantMessage, PreparedMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseFamily } from '../lexicon/families';
import { matchPhrases, type PhraseMatch } from '../lexicon/match';
import { isBlank } from '../text/blank';
import { foldCompatibility } from '../text/normalize';
import { stripCode } from '../text/strip-code';
import { tokenize } from '../text/tokenize';
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
}

/** A fresh {@link DialogueState}. */
export function initialDialogueState(): DialogueState {
  return { userTurns: 0, assistantActed: false, lastAssistant: undefined, lastAssistantMatches: undefined };
}

/** Records `message` once its detectors have run. */
export function dialogueStep(message: PreparedMessage, state: DialogueState): void {
  if (message.role === 'user') {
    if (!isBlank(message.text)) state.userTurns++;
  } else if (message.role === 'assistant') {
    const spoke = !isBlank(message.text);
    if (spoke || message.toolCalls.length > 0) state.assistantActed = true;
    if (spoke) {
      state.lastAssistant = message;
      state.lastAssistantMatches = undefined;
    }
  }
}

/**
 * True when the latest assistant message holds a phrase of `family` (its own words: code and URLs
 * left out, read like a user message). Its phrases are matched once, on first request.
 */
export function assistantSaid(state: DialogueState, lexicon: CompiledLexicon, family: PhraseFamily): boolean {
  const message = state.lastAssistant;
  if (message === undefined) return false;
  state.lastAssistantMatches ??= matchPhrases(
    tokenize(foldCompatibility(stripCode(message.text)).toLowerCase()),
    lexicon,
  );
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
