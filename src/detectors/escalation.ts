/**
 * @module Escalation requests from the user: a human, support, or a quit threat (see docs/signals.md).
 */
import type { PreparedMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { PhraseMatch } from '../lexicon/match';
import { isBlank } from '../text/blank';
import { clauseAt, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import { isNegated } from '../lexicon/negation';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { assistantSaid, dialogueStep, initialDialogueState, type DialogueState } from './dialogue';
import { asksQuestion } from './reply-view';
import { phraseSignal } from './evidence';

/** How many tokens may stand between a request verb and the human or support noun it asks for. */
export const REQUEST_GAP = 2;

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
 * True when a human or support phrase is the object of a request verb (`escalation_verbs`,
 * group `verbs`) in the same clause: the verb starts the phrase ("escalate this"), ends at most
 * {@link REQUEST_GAP} tokens before it ("transfer me to a human", "contact customer service") or,
 * in verb-final word order, starts at most that far after it ("mit einem Menschen sprechen",
 * "担当者につないで"). And the request is one: the verb comes first and opens its clause (an
 * imperative: "Connect me with an agent"; only `leads` such as "then", "ok", "just" may come
 * before it), or the noun opens it and the verb closes it ("Mit einem Menschen sprechen"; in "the
 * manager talks fast" the noun is a subject), or an opener
 * (`escalation_verbs`, group `openers`: "I want to", "can I", "please", "could you", "我想") stands
 * before it in the clause, or a verb-final request form closes the clause (group `final`).
 */
export function isRequested(tokens: TokenList, noun: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const clause = clauseAt(tokens, noun.start);
  for (const verb of matches) {
    const group = verb.phrase.group;
    if (verb.phrase.family !== 'escalation_verbs' || (group !== 'verbs' && group !== FINAL)) continue;
    if (clauseAt(tokens, verb.start) !== clause || clauseAt(tokens, verb.end - 1) !== clause) continue;
    const before = verb.end <= noun.start && noun.start - verb.end <= REQUEST_GAP;
    const after = verb.start >= noun.end && verb.start - noun.end <= REQUEST_GAP;
    if (!before && !after && verb.start !== noun.start) continue;
    const start = Math.min(verb.start, noun.start);
    // A verb that comes first makes an imperative of the clause ("Connect me with an agent"), and
    // so does one that closes it ("Mit einem Menschen sprechen, bitte"); a noun that opens a clause
    // going on after the verb is its subject ("the manager talks fast", "经理说话很快").
    const imperative = verb.start <= noun.start || verb.end === tokens.length || clauseAt(tokens, verb.end) !== clause;
    if ((imperative && opensClause(tokens, start, matches)) || hasOpenerBefore(tokens, start, clause, matches))
      return true;
    // A verb-final request form ("人間のオペレーターと話したいです"): the verb's own form asks (a
    // wish, a request), and what stands before the noun modifies it; the verb must close its clause.
    if (after && group === FINAL && endsClause(tokens, verb.end, clause)) return true;
  }
  return false;
}

/**
 * The `escalation_verbs` group of verb-final request forms ("と話したい", "につないで"): verbs that
 * follow their noun and ask by their own form (see {@link isRequested}).
 */
export const FINAL = 'final';

/** Most tokens after a verb-final request before its clause ends (a polite ending: です, ください). */
export const VERB_FINAL_TAIL = 4;

/** True when at most {@link VERB_FINAL_TAIL} tokens of `clause` follow token `from`. */
function endsClause(tokens: TokenList, from: number, clause: number): boolean {
  let i = from;
  while (i < tokens.length && clauseAt(tokens, i) === clause && i - from <= VERB_FINAL_TAIL) i++;
  return i - from <= VERB_FINAL_TAIL;
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

/** True when token `i` starts its clause, or only `leads` ("then", "ok", "just") come before it. */
function opensClause(tokens: TokenList, i: number, matches: readonly PhraseMatch[]): boolean {
  let at = i;
  for (;;) {
    if (at === 0 || clauseAt(tokens, at - 1) !== clauseAt(tokens, at)) return true;
    const lead = matches.find(
      (m) => m.phrase.family === 'escalation_verbs' && m.phrase.group === 'leads' && m.end === at,
    );
    if (lead === undefined) return false;
    at = lead.start;
  }
}

function hasOpenerBefore(tokens: TokenList, at: number, clause: number, matches: readonly PhraseMatch[]): boolean {
  return matches.some(
    (m) =>
      m.phrase.family === 'escalation_verbs' &&
      m.phrase.group === 'openers' &&
      m.start < at &&
      clauseAt(tokens, m.start) === clause,
  );
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

/** The `escalation_human` group of distributive words ("each", "every", "all", "chaque", "每个"). */
export const DISTRIBUTIVE = 'distributive';

/** True when the assistant's opening message offered help: it asked something ("How can I help you?"). */
function openingOffered(dialogue: DialogueState): boolean {
  return dialogue.lastAssistant !== undefined && asksQuestion(dialogue.lastAssistant.text);
}

/**
 * True when a distributive word (group `distributive`) stands right before the human phrase, or
 * one token before it ("each person", "all the managers", "jeden Mitarbeiter").
 */
function afterDistributive(tokens: TokenList, noun: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return matches.some(
    (m) =>
      m.phrase.family === 'escalation_human' &&
      m.phrase.group === DISTRIBUTIVE &&
      m.end <= noun.start &&
      noun.start - m.end <= 1 &&
      clauseAt(tokens, m.start) === clauseAt(tokens, noun.start),
  );
}
