/**
 * @module User frustration: all caps, excessive punctuation, complaint, confusion and profanity,
 * each counted once per message (see docs/signals.md).
 */
import type { PreparedMessage, UserMessage } from '../messages/prepare';
import type { PhraseFamily } from '../lexicon/families';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt, startAt, type TokenList } from '../text/tokenize';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { dialogueStep, initialDialogueState, type DialogueState } from './dialogue';
import { makeSignal, phraseSignal } from './evidence';
import { firstGenuinePositive } from './positive-feedback';
import { allCapsRatio, punctuationRuns } from '../text/tone';

const PHRASE_INDICATORS: readonly [PhraseFamily, SignalType][] = [
  ['complaint', 'interaction.frustration.complaint'],
  ['confusion', 'interaction.frustration.confusion'],
  ['profanity', 'interaction.frustration.profanity'],
];

/** The frustration indicators of one message (user messages only; at most one of each kind). */
export function frustrationSignals(
  message: PreparedMessage,
  ctx: DetectorContext,
  dialogue: DialogueState = initialDialogueState(),
): Signal[] {
  if (message.role !== 'user') return [];
  const signals: Signal[] = [];
  const ratio = allCapsRatio(message.toneText);
  if (ratio > 0) {
    signals.push(makeSignal(ctx, 'interaction.frustration.all_caps', message.index, ratio, message.toneText));
  }
  if (isExcessivePunctuation(message, ratio > 0, dialogue, ctx)) {
    signals.push(
      makeSignal(ctx, 'interaction.frustration.excessive_punctuation', message.index, 0.7, message.toneText),
    );
  }
  for (const [family, type] of PHRASE_INDICATORS) {
    const match = message.matches.find((m) => m.phrase.family === family && !isOutOfContext(message, m, ctx));
    if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
  }
  return signals;
}

/**
 * Frustration indicators of the user messages; the report counts each indicator. It reads the
 * assistant messages too, to know whether the assistant has answered or acted yet.
 */
export const frustration: Detector<DialogueState> = {
  name: 'frustration',
  roles: ['user', 'assistant'],
  initialState: initialDialogueState,
  step: (message, state, ctx) => {
    const signals = frustrationSignals(message, ctx, state);
    dialogueStep(message, state);
    return signals;
  },
};

const NEGATIVE_CUES: ReadonlySet<PhraseFamily> = new Set(['complaint', 'confusion', 'profanity']);

/**
 * True when a run of `!`/`?` (see `punctuationRuns`) is frustration, not emphasis or enthusiasm:
 * - never in a message that thanks or praises ("Thanks!!!": see {@link carriesPositiveFeedback});
 * - any run, when the message carries a negative cue: a complaint, confusion or profanity phrase,
 *   a negator ("not", "can't", "nicht", "不"), or all caps;
 * - otherwise only a run with a `?`, and only when it mixes `?` and `!` ("?!?!": exasperation) or
 *   the message answers the assistant (a later user turn, after the assistant answered or acted): a first question with "???" has nothing to be
 *   frustrated about yet, and a run of only `!` without a negative cue is enthusiasm ("Oohh!!!",
 *   "COFFEE!!!").
 * Without a lexicon for the conversation's language no cue can be read, and every run counts.
 */
function isExcessivePunctuation(
  message: UserMessage,
  allCaps: boolean,
  dialogue: DialogueState,
  ctx: DetectorContext,
): boolean {
  const runs = punctuationRuns(message.toneText);
  if (runs === undefined || carriesPositiveFeedback(message, ctx)) return false;
  if (allCaps || ctx.lexicon === undefined || hasNegativeCue(message, ctx)) return true;
  return runs.asks && (runs.mixed || (dialogue.userTurns > 0 && dialogue.assistantActed));
}

function hasNegativeCue(message: UserMessage, ctx: DetectorContext): boolean {
  if (message.matches.some((m) => NEGATIVE_CUES.has(m.phrase.family))) return true;
  const negators = ctx.lexicon?.tokens.negators;
  if (negators === undefined) return false;
  for (let i = 0; i < message.tokens.length; i++) if (negators.hasToken(message.tokens, i)) return true;
  return false;
}

const POSITIVE: ReadonlySet<PhraseFamily> = new Set(['gratitude', 'satisfaction', 'success']);

/**
 * True when the message thanks or praises (a positive phrase that no guard cancels): its `!!!`
 * is enthusiasm ("Thanks!!!", "谢谢!!!"), not frustration.
 */
function carriesPositiveFeedback(message: UserMessage, ctx: DetectorContext): boolean {
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || message.matches.length === 0) return false;
  return (
    firstGenuinePositive(message.tokens, message.matches, lexicon, (m) => POSITIVE.has(m.phrase.family)) !== undefined
  );
}

/**
 * A match that is no frustration in its context: a symptom of the user's own thing ("my router
 * still isn't working"), or "what does that mean" about what the user just reported.
 */
function isOutOfContext(message: UserMessage, match: PhraseMatch, ctx: DetectorContext): boolean {
  if (pointsAtOwnWords(message.tokens, match)) return true;
  return ctx.lexicon !== undefined && isOwnSymptom(message.tokens, match, ctx.lexicon);
}

/**
 * True when a complaint match of the `symptom` group ("isn't working", "funktioniert nicht")
 * reports a symptom of the user's own thing: an `owners` run ("my", "meine", "我的") stands
 * before it in the same clause ("my printer still isn't working"). Such a report is not a
 * complaint about the assistant or the service.
 */
export function isOwnSymptom(tokens: TokenList, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.group !== 'symptom') return false;
  const owners = lexicon.sequences.owners;
  if (owners.size === 0) return false;
  const clause = clauseAt(tokens, match.start);
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause; i--)
    if (owners.lengthAt(tokens, i) > 0) return true;
  return false;
}

/** Characters that end a sentence. */
const SENTENCE_END = /[.!?\n。！？]/;

/**
 * True when a confusion match of the `pointing` group ("what does that mean") follows a sentence
 * of the user's own in the same message: its "that" points at what the user just reported ("It
 * says no SIM. What does that mean?"), an ordinary question, not at what the assistant said.
 */
export function pointsAtOwnWords(tokens: TokenList, match: PhraseMatch): boolean {
  if (match.phrase.group !== 'pointing') return false;
  return SENTENCE_END.test(tokens.text.slice(0, startAt(tokens, match.start)));
}
