/**
 * @module User frustration: all caps, excessive punctuation, complaint, confusion and profanity,
 * each counted once per message (see docs/signals.md).
 */
import type { UserMessage } from '../messages/prepare';
import type { PhraseMatch } from '../lexicon/match';
import type { PhraseFamily } from '../lexicon/families';
import { isBlank } from '../text/blank';
import { allCapsRatio, opensInOrdinaryCase, punctuationRuns } from '../text/tone';
import type { Signal, SignalType } from '../types';
import type { DetectorContext } from './context';
import type { Detector } from './detector';
import { assistantOnlyGreeted, dialogueStep, isBareQuery } from './dialogue';
import { ReplyView } from './reply-view';
import { JOKE_REACH, setsRiddle } from './riddle';
import { makeSignal, phraseSignal } from './evidence';
import { complaintEmoji } from './frustration-forms';
import { bewilderment } from './frustration-bewildered';
import { isBareHalt, isExasperated } from './frustration-exasperated';
import { addressesHandle, complaintHashtag, repeatedContact } from './frustration-handles';
import { carriesPositiveFeedback, hasCuePhrase, hasNegator } from './frustration-cues';
import { isShouting } from './frustration-shouting';
import { stressesDenial } from './frustration-stressed';
import { permitsWrong } from './frustration-permit';
import { tellsLastingTrouble } from './frustration-lasting';
import { isExcessivePunctuation } from './frustration-punctuation';
import { disputes, isAnnoyedDispute, isOutOfContext, tellsMood } from './frustration-phrases';
import { isAimed } from './frustration-profanity';
import { initialFrustrationState, type FrustrationState } from './frustration-state';

const PHRASE_INDICATORS: readonly [PhraseFamily, SignalType][] = [
  ['complaint', 'interaction.frustration.complaint'],
  ['confusion', 'interaction.frustration.confusion'],
  ['profanity', 'interaction.frustration.profanity'],
];

/**
 * The first match of `family` in the message that counts as frustration: in context, a dispute
 * only when annoyed (`otherCue`, `hasRun`: the cues found so far, a run of `!`/`?`), profanity
 * only when aimed, and no mood told. A plain loop: it runs for each family on every user turn.
 */
function indicatorMatch(
  message: UserMessage,
  family: PhraseFamily,
  ctx: DetectorContext,
  state: FrustrationState,
  otherCue: boolean,
  hasRun: boolean,
): PhraseMatch | undefined {
  const matches = message.matches;
  for (let k = 0; k < matches.length; k++) {
    const m = matches[k]!;
    if (
      m.phrase.family === family &&
      !isOutOfContext(message, m, ctx, state) &&
      (!disputes(message, m) || isAnnoyedDispute(message, m, ctx, state, otherCue || hasRun)) &&
      (family !== 'profanity' || isAimed(message, m, ctx, otherCue, state)) &&
      !tellsMood(message, m, ctx, state)
    )
      return m;
  }
  return undefined;
}

/**
 * The frustration indicators of a user message (at most one of each kind), and whether it held a
 * run of `!`/`?` that did not count.
 */
function readUserMessage(
  message: UserMessage,
  ctx: DetectorContext,
  state: FrustrationState,
): { signals: Signal[]; uncountedRun: boolean; playedCaps: boolean } {
  const signals: Signal[] = [];
  const runs = punctuationRuns(message.toneText);
  const ratio = allCapsRatio(message.toneText);
  const shouting = ratio > 0 && isShouting(message, runs, state, ctx);
  if (shouting) {
    signals.push(makeSignal(ctx, 'interaction.frustration.all_caps', message.index, ratio, message.toneText));
  }
  const counted = runs !== undefined && isExcessivePunctuation(message, runs, shouting, state, ctx);
  if (counted) {
    signals.push(
      makeSignal(ctx, 'interaction.frustration.excessive_punctuation', message.index, 0.7, message.toneText),
    );
  }
  for (let f = 0; f < PHRASE_INDICATORS.length; f++) {
    const family = PHRASE_INDICATORS[f]![0];
    const type = PHRASE_INDICATORS[f]![1];
    // Profanity comes last: the indicators found before it are the other cues it may go with.
    const otherCue = signals.length > 0;
    const match = indicatorMatch(message, family, ctx, state, otherCue, runs !== undefined);
    if (match !== undefined) signals.push(phraseSignal(ctx, type, message, match));
    else if (family === 'confusion' && isBareQueryOfReply(message, ctx, state)) {
      signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'bare_query' }));
    } else if (family === 'confusion' && ctx.lexicon !== undefined) {
      const reason = bewilderment(message, state, ctx.lexicon);
      if (reason !== undefined) signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason }));
    } else if (family === 'complaint' && ctx.lexicon !== undefined) {
      const reportsProblem = () =>
        hasCuePhrase(message, ctx) ||
        (hasNegator(message, ctx) && (state.userTurns === 0 || addressesHandle(message.toneText)));
      if (isExasperated(message, state, ctx.lexicon) || isBareHalt(message, state, ctx.lexicon)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'exasperation' }));
        continue;
      }
      // Emoji alone right after the user's own turn add to that turn: they react to nothing the assistant said.
      const emoji = addsToOwnTurn(message, state) ? undefined : complaintEmoji(message, reportsProblem);
      if (emoji !== undefined && !carriesPositiveFeedback(message, ctx)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'emoji', emoji }));
        continue;
      }
      const hashtag = complaintHashtag(message.toneText, ctx.lexicon);
      if (hashtag !== undefined) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'hashtag', hashtag }));
      } else if (repeatedContact(message, ctx.lexicon)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'repeated_contact' }));
      } else if (
        stressesDenial(message, ctx.lexicon, () => hasCuePhrase(message, ctx)) &&
        !carriesPositiveFeedback(message, ctx)
      ) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'stressed' }));
      } else if (permitsWrong(message, ctx.lexicon) && !carriesPositiveFeedback(message, ctx)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'permit' }));
      } else if (tellsLastingTrouble(message, ctx.lexicon) && !carriesPositiveFeedback(message, ctx)) {
        signals.push(makeSignal(ctx, type, message.index, 0.6, message.toneText, { reason: 'lasting' }));
      }
    }
  }
  return {
    signals,
    uncountedRun: runs !== undefined && !counted,
    playedCaps: ratio > 0 && !shouting && !carriesPositiveFeedback(message, ctx),
  };
}

/**
 * True when a message holds no word (emoji or marks alone: "😡", "🙄🙄") and follows the user's own
 * turn, the assistant silent since ({@link FrustrationState.userSpokeLast}): it adds to that turn
 * ("I eat and sleep for a living" → "😡" while trolling), it reacts to nothing the assistant said.
 * Whatever that turn complained of counted there.
 */
function addsToOwnTurn(message: UserMessage, state: FrustrationState): boolean {
  return state.userSpokeLast && message.tokens.length === 0;
}

/**
 * True when a bare query ("?", "What?", "huh?", see `isBareQuery`) asks what the assistant's latest
 * message meant: the assistant spoke last (a "?" after the user's own turn nudges it), and that
 * message was not only a greeting (`assistantOnlyGreeted`: "?" after "Hi, how are you doing
 * today?" queries nothing the assistant said) nor set up a riddle (`setsRiddle`: "What?" after
 * "What do you call a boomerang that doesn't come back?", in a run of jokes, asks for the punchline).
 */
function isBareQueryOfReply(message: UserMessage, ctx: DetectorContext, state: FrustrationState): boolean {
  if (state.userSpokeLast || !isBareQuery(message, state)) return false;
  const lexicon = ctx.lexicon;
  if (lexicon === undefined || state.lastAssistant === undefined) return true;
  return (
    !assistantOnlyGreeted(state, lexicon) &&
    !setsRiddle(new ReplyView(state.lastAssistant.text, lexicon), state.recentUsers, lexicon)
  );
}

/**
 * Frustration indicators of the user messages; the report counts each indicator. It reads the
 * assistant messages too, to know whether the assistant has answered or acted yet.
 */
export const frustration: Detector<FrustrationState> = {
  name: 'frustration',
  roles: ['user', 'assistant'],
  initialState: initialFrustrationState,
  step: (message, state, ctx) => {
    if (message.role !== 'user') {
      if (message.role === 'assistant' && !isBlank(message.text)) {
        state.userSpokeLast = false;
        state.assistantTurns++;
      }
      dialogueStep(message, state);
      return [];
    }
    const { signals, uncountedRun, playedCaps } = readUserMessage(message, ctx, state);
    if (!state.wroteInCase) state.wroteInCase = opensInOrdinaryCase(message.toneText);
    if (uncountedRun) state.punctuatesByHabit = true;
    if (playedCaps && state.userTurns > 0) state.capsByHabit = true;
    if (!isBlank(message.text)) {
      state.userSpokeLast = true;
      state.frustratedLast = signals.length > 0;
      if (state.recentUsers.push(message) > JOKE_REACH) state.recentUsers.shift();
    }
    if (!state.moodTold && message.matches.some((m) => tellsMood(message, m, ctx, state))) state.moodTold = true;
    dialogueStep(message, state);
    return signals;
  },
};
