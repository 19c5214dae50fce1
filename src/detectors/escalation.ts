/**
 * @module Escalation requests from the user: a human, support, or a quit threat (see docs/signals.md).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { PhraseMatch } from '../lexicon/match';
import { isBlank } from '../text/blank';
import type { Signal, SignalType } from '../types';
import { isNegated } from '../lexicon/negation';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { assistantSaid, dialogueStep, initialDialogueState, type DialogueState } from './dialogue';
import { asksQuestion } from './reply-view';
import { afterDistributive, DISTRIBUTIVE, isRequested } from './escalation-request';
import { phraseSignal } from './evidence';

export { REQUEST_GAP, FINAL, VERB_FINAL_TAIL, isRequested } from './escalation-request';

const KINDS: readonly [PhraseFamily, SignalType][] = [
  ['escalation_human', 'interaction.escalation.human'],
  ['escalation_support', 'interaction.escalation.support'],
  ['quit', 'interaction.escalation.quit'],
];

/**
 * One signal per kind in a user message: its first phrase of that kind that is a request and is
 * not negated (a negator anywhere before it in the same clause cancels it, "I don't want to be
 * transferred to a human"). Escalation is a Severe override, so only a request counts:
 * - a human or support phrase counts only as the object of a request (see {@link isRequested});
 *   "the most lenient customer service agent", "I already called support", "are you a real
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
 *   done" vents about a product);
 * - a bare closing command (`quit`, group `command`: "End conversation", "Gespräch beenden",
 *   "会話を終了") is how a chat is closed, not a quit: it counts only when the conversation went
 *   wrong before it (`wentWrong`): the user gave one before and the conversation went on, or the
 *   user's previous turn complained or did not follow ("Do you even know what an oxymoron is?").
 */
export function escalationSignals(
  message: PreparedMessage,
  ctx: DetectorContext,
  dialogue: DialogueState = initialDialogueState(),
  wentWrong = false,
): Signal[] {
  const lexicon = ctx.lexicon;
  if (message.role !== 'user' || lexicon === undefined || message.matches.length === 0) return [];
  const { tokens, matches } = message;
  const firstTurn = dialogue.userTurns === 0;
  const signals: Signal[] = [];
  for (const [family, type] of KINDS) {
    if (family === 'quit' && firstTurn) continue;
    const match = matches.find(
      (m) =>
        m.phrase.family === family &&
        m.phrase.group !== DISTRIBUTIVE &&
        (family === 'quit' || (isRequested(tokens, m, matches) && !afterDistributive(tokens, m, matches))) &&
        !(firstTurn && openingOffered(dialogue) && isIndefinite(m, matches)) &&
        !(m.phrase.group === COMMAND && !wentWrong) &&
        !isNegated(tokens, m, matches, lexicon, m.start),
    );
    if (match === undefined) continue;
    if (family !== 'quit' && assistantSaid(dialogue, lexicon, family)) continue;
    signals.push(phraseSignal(ctx, type, message, longestAt(match, matches)));
  }
  return signals;
}

/**
 * True when a human phrase is a bare indefinite pronoun (`escalation_human`, group `indefinite`:
 * "someone", "somebody", alguien, quelqu'un), not the start of a longer phrase ("someone else").
 */
function isIndefinite(match: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return longestAt(match, matches).phrase.group === 'indefinite';
}

/** The longest phrase of the match's family starting where it starts ("human agent", not "human"). */
function longestAt(match: PhraseMatch, matches: readonly PhraseMatch[]): PhraseMatch {
  let best = match;
  for (const m of matches)
    if (m.phrase.family === match.phrase.family && m.start === match.start && m.end > best.end) best = m;
  return best;
}

/** What the escalation check remembers: the dialogue so far, and whether the user gave a closing command. */
export interface EscalationState {
  dialogue: DialogueState;
  /**
   * The conversation went wrong for the user before the current turn: an earlier user turn held a
   * closing command (`quit`, group `command`), or the latest one a complaint or confusion phrase.
   */
  wentWrong: boolean;
  /** An earlier user turn held a closing command. */
  commanded: boolean;
}

/** Phrase families of a user turn that say the conversation is going wrong ("do you even know", "I don't understand"). */
const WRONG_FAMILIES: ReadonlySet<string> = new Set(['complaint', 'confusion']);

/**
 * Escalation requests of the user messages. It reads the assistant messages too, to know what the
 * assistant offered last.
 */
export const escalation: Detector<EscalationState> = {
  name: 'escalation',
  roles: ['user', 'assistant'],
  initialState: () => ({ dialogue: initialDialogueState(), wentWrong: false, commanded: false }),
  step: (message, state, ctx) => {
    const signals = escalationSignals(message, ctx, state.dialogue, state.wentWrong);
    if (message.role === 'user' && !isBlank(message.text)) {
      const { matches } = message;
      state.commanded ||= matches.some((m) => m.phrase.family === 'quit' && m.phrase.group === COMMAND);
      state.wentWrong = state.commanded || matches.some((m) => WRONG_FAMILIES.has(m.phrase.family));
    }
    dialogueStep(message, state.dialogue);
    return signals;
  },
};

/** The `quit` group of bare closing commands ("end conversation", "chat beenden", "结束对话"). */
export const COMMAND = 'command';

/** True when the assistant's opening message offered help: it asked something ("How can I help you?"). */
function openingOffered(dialogue: DialogueState): boolean {
  return dialogue.lastAssistant !== undefined && asksQuestion(dialogue.lastAssistant.text);
}
