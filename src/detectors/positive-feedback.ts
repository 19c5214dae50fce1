/**
 * @module Positive feedback from the user: gratitude, satisfaction, success, and the
 * guards a positive phrase must pass: negation, contrast, sarcasm.
 */
import type { AssistantMessage, PreparedMessage, ToolMessage, UserMessage } from '../messages/prepare';
import { resultView } from '../tools/tool-memo';
import { isWriteTool } from '../tools/result-progress';
import type { CompiledLexicon } from '../lexicon/compile';
import { REPAIR_SIGNAL_GROUPS, type PhraseFamily } from '../lexicon/families';
import { matchPhrases, type PhraseMatch } from '../lexicon/match';
import { isNegated } from '../lexicon/negation';
import { isBlank } from '../text/blank';
import { clauseAt, tokensBetween, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import {
  assistantWorked,
  asksOrRequests,
  defers,
  assistantSaid,
  DEFERRALS,
  dialogueStep,
  initialDialogueState,
  reactsToWork,
  servedTheUser,
  thanksAreCourtesy,
  type DialogueState,
} from './dialogue';
import { answersAssistantQuestion, assistantOnlyAsked, assistantSpokeOfItself } from './dialogue-answers';
import {
  assistantOnlyPraised,
  couldNotHelp,
  keepSinceTools,
  taskWaitsOnUser,
  type ToolWork,
  thanksAnswerWellbeing,
  thanksCloseChat,
  thanksReturnCourtesy,
  thanksReturnRemark,
  understandsNow,
} from './dialogue-courtesy';
import { phraseSignal } from './evidence';
import { isHedged } from './feedback-hedge';

const TYPES: Partial<Record<PhraseFamily, SignalType>> = {
  gratitude: 'interaction.positive_feedback.gratitude',
  satisfaction: 'interaction.positive_feedback.satisfaction',
  success: 'interaction.positive_feedback.success',
};

/** Confidence of positive feedback by its count. */
export function positiveConfidence(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return 0.6;
  if (count === 2) return 0.8;
  return 0.95;
}

/** The `satisfaction` group of reactions ("cool", "nice", "that's awesome", "genial", 太好了, いいね). */
export const REACTION = 'reaction';

/**
 * The `satisfaction` group of improvements ("much better now", "viel besser", "mucho mejor",
 * "beaucoup mieux", 好多了): feedback only after work (`assistantWorked`); after a short answer
 * they are news of the user's own state or thing ("I did the PT and it is much better now").
 */
export const IMPROVEMENT = 'improvement';

/** The `success` group of acknowledgements ("understood", "I see", "got it", わかりました). */
export const ACKNOWLEDGEMENT = 'acknowledgement';

/**
 * The positive feedback of one user message: its first positive phrase that is not negated,
 * contrasted or sarcastic (at most one per message), in a message that is feedback on what the
 * assistant did (see {@link isFeedbackTurn}). Each kind is read against what the assistant did
 * (the dialogue modules decide):
 * - satisfaction counts when the assistant served the user (`servedTheUser`) and the turn is no
 *   chit-chat (see below); a reaction ("cool", "that's awesome": the `reaction` group) only after
 *   work (`reactsToWork`: after a short answer it reacts to what was said, a fact or a remark);
 *   an improvement ("much better now": the `improvement` group) only after work
 *   (`assistantWorked`: after a short answer it is news of the user's own state, "my arm is much
 *   better now"); never beside a hedge in its sentence ("That very nearly made sense, good job!": `isHedged`);
 * - gratitude when it is not courtesy: after a refusal or a mere question (`thanksAreCourtesy`),
 *   in a turn that answers what the assistant asked of the user (`assistantOnlyAsked`,
 *   `answersAssistantQuestion`), returning a remark of the assistant's, a compliment, a wish,
 *   sympathy (`thanksReturnRemark`), returning the assistant's bare praise ("That is great.":
 *   `assistantOnlyPraised`), or signing off while the task waits on the user
 *   (`taskWaitsOnUser`);
 * - success when the turn is no chit-chat: it does not answer a question the assistant asked of
 *   the user (`answersAssistantQuestion`: "Did you know…?" → "That makes sense, thanks") nor follow
 *   a remark of the assistant's about itself (`assistantSpokeOfItself`: "I would try Chrome" → "It
 *   works fine on my phone"); an acknowledgement ("got it", "I see": the `acknowledgement` group)
 *   only when it reports understanding reached after the user was lost (`understandsNow`).
 * An acknowledgement reports that the user understood, not that something worked: when the same
 * message also thanks (and the thanks counts), the signal is the gratitude ("Understood, thank
 * you" is gratitude).
 */
export function positiveSignal(
  message: PreparedMessage,
  ctx: DetectorContext,
  dialogue: FeedbackState = initialFeedbackState(),
): Signal | undefined {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.role !== 'user' || message.matches.length === 0) return undefined;
  if (!mayBeFeedback(message, dialogue)) return undefined; // the cheap half of isFeedbackTurn, first
  let chat: boolean | undefined;
  let served: boolean | undefined;
  let courtesy: boolean | undefined;
  let understood: boolean | undefined;
  let reacted: boolean | undefined;
  const chats = (): boolean =>
    (chat ??= answersAssistantQuestion(dialogue, lexicon) || assistantSpokeOfItself(dialogue, lexicon));
  const counts = (m: PhraseMatch): boolean => {
    if (!isPositive(m) || goesOnAsking(message.tokens, m, lexicon)) return false;
    const family = m.phrase.family;
    if (family === 'satisfaction')
      return (
        (m.phrase.group !== REACTION || (reacted ??= reactsToWork(dialogue, lexicon))) &&
        (m.phrase.group !== IMPROVEMENT || assistantWorked(dialogue)) &&
        (served ??= servedTheUser(dialogue, lexicon) && !chats()) &&
        !isHedged(message, m, lexicon)
      );
    if (family === 'gratitude')
      return (
        opensIfTypo(message.tokens, m) &&
        !(courtesy ??=
          thanksAreCourtesy(dialogue, lexicon) ||
          assistantOnlyAsked(dialogue, lexicon) ||
          answersAssistantQuestion(dialogue, lexicon) ||
          thanksReturnRemark(dialogue, lexicon, thankedBefore(dialogue)) ||
          thanksReturnCourtesy(dialogue, lexicon, thankedBefore(dialogue)) ||
          thanksCloseChat(dialogue, lexicon, message, thankedBefore(dialogue)) ||
          thanksAnswerWellbeing(dialogue, lexicon, thankedBefore(dialogue)) ||
          assistantOnlyPraised(dialogue, lexicon) ||
          taskWaitsOnUser(dialogue) ||
          (dialogue.usedTools && couldNotHelp(dialogue, lexicon)))
      );
    if (m.phrase.group === ACKNOWLEDGEMENT) return (understood ??= understandsNow(dialogue, lexicon));
    return !chats();
  };
  let match = firstGenuinePositive(message.tokens, message.matches, lexicon, counts);
  if (match === undefined || !isFeedbackTurn(message, dialogue, ctx)) return undefined;
  if (match.phrase.group === ACKNOWLEDGEMENT)
    match = firstGenuinePositive(message.tokens, message.matches, lexicon, (m) => isThanks(m) && counts(m)) ?? match;
  return phraseSignal(ctx, TYPES[match.phrase.family]!, message, match);
}

/**
 * True when a user message can carry feedback on what the assistant did. It cannot when:
 * - it is the first user turn, or the assistant has not answered or acted yet (a "thanks" in the
 *   opening request is courtesy);
 * - it goes on with a question or a new request: a question mark (`?`, `？`) or a `requests`
 *   phrase ("can you", "please", "what about", "thanks in advance", 请, ください) anywhere in it
 *   ("Got it. And what about Friday?", "ありがとうございます。では1泊ではどうですか？");
 * - it accepts the assistant's proposal: it opens with a confirmation (`yes`, `ok`, `sure`) that is
 *   not itself the feedback, and the assistant's previous message proposed an action (a
 *   `proposals` phrase: "shall I", "would you like me to", "please confirm").
 */
export function isFeedbackTurn(message: UserMessage, dialogue: DialogueState, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || !mayBeFeedback(message, dialogue)) return false;
  const { tokens, matches } = message;
  const opensWithConfirmation =
    tokens.length > 0 &&
    lexicon.tokens.confirmations.hasToken(tokens, 0) &&
    !matches.some((m) => m.start === 0 && isPositive(m));
  return !(opensWithConfirmation && assistantSaid(dialogue, lexicon, 'proposals', 'phrases'));
}

/** The first two conditions of {@link isFeedbackTurn}: a later turn, after the assistant acted, that asks or requests nothing. */
function mayBeFeedback(message: UserMessage, dialogue: DialogueState): boolean {
  return dialogue.userTurns > 0 && dialogue.assistantActed && !asksOrRequests(message) && !defers(message);
}

export { WORK_MIN_TOKENS } from './dialogue';

/** Fewest tokens of the rest of a clause after a positive phrase for {@link goesOnAsking} to read it as a new request ("Nice find" is praise). */
export const REQUEST_MIN_TOKENS = 3;

/** Tokens after a positive phrase that {@link goesOnAsking} reads (a request opens within them), so a long message costs linear time. */
const REQUEST_WINDOW_TOKENS = 8;

/**
 * True when a positive phrase is filler before a new instruction in the same clause: the rest of
 * its clause, at least {@link REQUEST_MIN_TOKENS} tokens, read as if it began a clause, opens with
 * a `requests` phrase ("Great write it from the perspective of a nobody", "Cool list the six
 * films"). A request in a clause of its own is found anyway ({@link asksOrRequests}).
 */
export function goesOnAsking(tokens: TokenList, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const next = match.end;
  const clause = clauseAt(tokens, next - 1);
  if (tokens.length - next < REQUEST_MIN_TOKENS || clauseAt(tokens, next) !== clause) return false;
  let last = next;
  while (last + 1 < tokens.length && last + 1 - next < REQUEST_WINDOW_TOKENS && clauseAt(tokens, last + 1) === clause)
    last++;
  const rest = tokensBetween(tokens, next, last);
  // Only the phrases that open the rest are read: none is matched past its first token.
  return matchPhrases(rest, lexicon, 0, 1).some((m) => m.phrase.family === 'requests' && m.phrase.group !== DEFERRALS);
}

/**
 * True unless a phrase is matched only as a typo inside a clause (a word of the same clause
 * before it). A typo of thanks opens its clause ("Thank yu so much!", "Works now. Thnk you");
 * one letter from a thanking word inside a clause is another word: "cheese" typed "chees" ("I
 * like chees", not "cheers"), "than" typed "thank" ("more of a Vonnegut type thank Tolkien"), a
 * verb of someone else's ("your designers appreciate how hard it is", not "appreciated").
 */
function opensIfTypo(tokens: TokenList, match: PhraseMatch): boolean {
  return !match.fuzzy || match.start === 0 || clauseAt(tokens, match.start - 1) !== clauseAt(tokens, match.start);
}

/** A gratitude phrase: when a message both acknowledges and thanks, the thanks is its feedback. */
function isThanks(match: PhraseMatch): boolean {
  return match.phrase.family === 'gratitude';
}

function isPositive(match: PhraseMatch): boolean {
  return TYPES[match.phrase.family] !== undefined;
}

/** The turns before a message as positive feedback reads them: the dialogue, and whether the latest user turn was feedback. */
export interface FeedbackState extends DialogueState, ToolWork {
  /** The latest user turn (with text) was positive feedback: a signal of this detector. */
  userFedBack: boolean;
  /** The latest user turn (with text) held a positive phrase that survives the guards, feedback or not. */
  userPraised: boolean;
  /** The assistant has called a tool in this conversation: it did a task for the user. */
  usedTools: boolean;
  /**
   * Ids of the calls of tools that change something with no result yet (`''` for a call without
   * an id), the latest {@link PENDING_WRITES_MAX}.
   */
  pendingWrites: string[];
}

/**
 * True when the user's latest turn gave feedback of its own, so thanks again after the
 * assistant's reply thank for the help once more: that turn was positive feedback, or, once the
 * assistant has done a task with its tools, it held a positive phrase at all (thanks after a
 * refusal of one more request, "Thanks for explaining everything. That's all." → "You're
 * welcome! Have a great day!" → "Thank you, I appreciate it.").
 */
function thankedBefore(state: FeedbackState): boolean {
  return state.userFedBack || (state.usedTools && state.userPraised);
}

/** A fresh {@link FeedbackState}. */
export function initialFeedbackState(): FeedbackState {
  // Own fields added to a fresh dialogue state, not a spread copy of one: V8 makes a spread copy
  // in its slow path, and the state is written at every message.
  return Object.assign(initialDialogueState(), {
    userFedBack: false,
    userPraised: false,
    usedTools: false,
    unreadSinceTools: [] as AssistantMessage[],
    declinedSinceTools: false,
    changedSomething: false,
    pendingWrites: [] as string[],
  });
}

/**
 * Positive feedback of the user messages (at most one per message). It reads the assistant
 * messages too, to know whether the assistant has done something and what it proposed last.
 */
export const positiveFeedback: Detector<FeedbackState> = {
  name: 'positive-feedback',
  roles: ['user', 'assistant', 'tool'],
  initialState: initialFeedbackState,
  step: (message, state, ctx) => {
    if (message.role === 'tool') {
      if (state.pendingWrites.length > 0) readWriteResult(message, state, ctx);
      return undefined;
    }
    const signal = positiveSignal(message, ctx, state);
    if (message.role === 'user' && !isBlank(message.text)) {
      state.userFedBack = signal !== undefined;
      state.userPraised =
        ctx.lexicon !== undefined &&
        message.matches.length > 0 &&
        firstGenuinePositive(message.tokens, message.matches, ctx.lexicon, isPositive) !== undefined;
    } else if (message.role === 'assistant') {
      if (message.toolCalls.length > 0) {
        state.usedTools = true;
        state.unreadSinceTools.length = 0;
        state.declinedSinceTools = false;
        for (const call of message.toolCalls) if (isWriteTool(call.name)) addPendingWrite(state, call.id ?? '');
      }
      if (state.usedTools && !isBlank(message.text)) keepSinceTools(state, message, ctx.lexicon);
    }
    dialogueStep(message, state);
    return signal;
  },
};

/**
 * Reads a tool result that may answer a pending call of a tool that changes something: the call
 * of the same id, or, when the result names no call, the earliest pending one. A result that
 * reports no error (neither flagged nor read as one: "Error: Non-pending order cannot be
 * modified" is one) means the assistant changed something for the user.
 */
function readWriteResult(message: ToolMessage, state: FeedbackState, ctx: DetectorContext): void {
  const pending = state.pendingWrites;
  const at = message.toolCallId === undefined ? 0 : pending.indexOf(message.toolCallId);
  if (at < 0) return;
  pending.splice(at, 1);
  if (!message.errorFlag && resultView(message, ctx.toolMemo).error === undefined) {
    state.changedSomething = true;
    state.unreadSinceTools.length = 0;
  }
}

/** How many calls of tools that change something wait for their result at most; an older one is let go. */
export const PENDING_WRITES_MAX = 64;

/** Adds a call waiting for its result, letting the oldest go past {@link PENDING_WRITES_MAX}. */
function addPendingWrite(state: FeedbackState, id: string): void {
  if (state.pendingWrites.push(id) > PENDING_WRITES_MAX) state.pendingWrites.shift();
}

const NEGATIVE_FAMILIES: ReadonlySet<PhraseFamily> = new Set(['complaint', 'confusion', 'profanity', 'repair']);

/** A complaint, confusion, profanity or repair phrase (a repair group, not a qualifying one such as "more"). */
function isNegative(m: PhraseMatch): boolean {
  const family = m.phrase.family;
  return NEGATIVE_FAMILIES.has(family) && (family !== 'repair' || REPAIR_SIGNAL_GROUPS.has(m.phrase.group));
}

/**
 * True when a contrast word follows the match in the same message and a negative clause follows
 * it: a negator, or a complaint, confusion, profanity or repair phrase ("thanks, but it still
 * fails").
 */
export function isContrasted(
  tokens: TokenList,
  match: PhraseMatch,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
): boolean {
  const { contrast, negators } = lexicon.tokens;
  let contrastAt = -1;
  for (let i = match.end; i < tokens.length; i++) {
    if (contrastAt < 0) {
      if (contrast.hasToken(tokens, i)) contrastAt = i;
    } else if (negators.hasToken(tokens, i)) {
      return true;
    }
  }
  if (contrastAt < 0) return false;
  return matches.some((m) => m.start > contrastAt && isNegative(m));
}

/**
 * True when the match overlaps a complaint phrase (sarcasm forms such as "thanks for nothing") or
 * a courtesy formula that is not feedback ("nice to meet you", "thank god").
 */
export function isSarcastic(match: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return matches.some(
    (m) =>
      (m.phrase.family === 'complaint' || m.phrase.family === 'courtesy') && m.start < match.end && match.start < m.end,
  );
}

/** True when a positive match survives all three guards. */
export function isGenuinePositive(
  tokens: TokenList,
  match: PhraseMatch,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
): boolean {
  return (
    !isSarcastic(match, matches) &&
    !isNegated(tokens, match, matches, lexicon) &&
    !isContrasted(tokens, match, matches, lexicon)
  );
}

/**
 * The first match (in order) that `isCandidate` accepts and that survives all three guards, as
 * {@link isGenuinePositive} decides, or undefined. The contrast guard reads the message lazily and
 * at most once however many matches it checks (see {@link ContrastScan}), so a long message with
 * many contrasted matches costs linear time, not quadratic.
 */
export function firstGenuinePositive(
  tokens: TokenList,
  matches: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
  isCandidate: (match: PhraseMatch) => boolean,
): PhraseMatch | undefined {
  let scan: ContrastScan | undefined;
  let complaints: PhraseMatch[] | undefined;
  for (const match of matches) {
    if (!isCandidate(match)) continue;
    complaints ??= matches.filter((m) => m.phrase.family === 'complaint' || m.phrase.family === 'courtesy');
    if (complaints.length > 0 && isSarcastic(match, complaints)) continue;
    if (isNegated(tokens, match, matches, lexicon)) continue;
    scan ??= new ContrastScan(tokens, matches, lexicon, match.start);
    if (!scan.contrasted(match)) return match;
  }
  return undefined;
}

/**
 * {@link isContrasted} for many matches of one message, reading each token at most once: contrast
 * words forward from the first match checked (later matches start no earlier), as far as a match
 * needs; negators backward from the end, only once a contrast word is found, and only as far as
 * the last one.
 */
class ContrastScan {
  /** Positions of the contrast words found so far, ascending. */
  private readonly contrasts: number[] = [];
  /** Tokens from the first match checked up to this one (excluded) have been read for contrast words. */
  private scanned: number;
  /** Position of the last negator (-1: none), once looked up. */
  private lastNegator: number | undefined;
  /** Largest start of a complaint, confusion, profanity or repair match, or -1. */
  private readonly lastNegative: number;

  constructor(
    private readonly tokens: TokenList,
    matches: readonly PhraseMatch[],
    private readonly lexicon: CompiledLexicon,
    from: number,
  ) {
    this.scanned = from;
    let lastNegative = -1;
    for (const m of matches) if (m.start > lastNegative && isNegative(m)) lastNegative = m.start;
    this.lastNegative = lastNegative;
  }

  /** The first contrast word at or after the match's end, then a negator or a negative phrase starting after it. */
  contrasted(match: PhraseMatch): boolean {
    const at = this.contrastFrom(match.end);
    if (at < 0) return false;
    return this.lastNegative > at || this.negatorAfter(at);
  }

  /** The position of the first contrast word at or after `from`, or -1. */
  private contrastFrom(from: number): number {
    for (const at of this.contrasts) if (at >= from) return at;
    const { contrast } = this.lexicon.tokens;
    while (this.scanned < this.tokens.length) {
      const i = this.scanned++;
      if (!contrast.hasToken(this.tokens, i)) continue;
      this.contrasts.push(i);
      if (i >= from) return i;
    }
    return -1;
  }

  private negatorAfter(at: number): boolean {
    if (this.lastNegator === undefined) {
      const { negators } = this.lexicon.tokens;
      let i = this.tokens.length - 1;
      while (i >= 0 && !negators.hasToken(this.tokens, i)) i--;
      this.lastNegator = i;
    }
    return this.lastNegator > at;
  }
}
