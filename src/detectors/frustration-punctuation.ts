/**
 * @module Excessive punctuation: when a run of `!`/`?` counts as frustration, not emphasis or
 * enthusiasm (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchGroup } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { laughs, type PunctuationRuns } from '../text/tone';
import { tokenizeTransient } from '../text/tokenize';
import type { DetectorContext } from './context';
import { userQuestioned } from './dialogue';
import { carriesPositiveFeedback, hasNegativeCue } from './frustration-cues';
import { echoesReply, marvels } from './frustration-forms';
import { addressesHandle } from './frustration-handles';
import type { FrustrationState } from './frustration-state';

/**
 * True when a run of `!`/`?` (see `punctuationRuns`) is frustration, not emphasis or enthusiasm:
 * - never in a message that thanks or praises ("Thanks!!!": see {@link carriesPositiveFeedback});
 * - any run, when the message carries a negative cue: a complaint, confusion or profanity phrase,
 *   a negator ("not", "can't", "nicht", "不"), or capitals that count as shouting (`shouting`,
 *   see {@link isShouting}: "AAAAH!!!" or "BWAHAHA!!!!" in capitals is play, not a cue);
 * - otherwise, like capitals, only where runs stand out against how the user writes: never after
 *   an earlier user turn whose run did not count ("Which city are you from...???", "Oh yes!!!":
 *   runs are this user's style, see {@link FrustrationState.punctuatesByHabit});
 * - and then only a run with a `?`. Before the dialogue started (the user's first turn, or no
 *   answer of the assistant yet) it counts when it mixes `?` and `!` ("How is this possible?!?!":
 *   exasperation at what happened); a first question with "???" has nothing to be frustrated
 *   about yet. Once the assistant has answered, a run with `?` counts as a bare reaction of at
 *   most {@link REACTION_MAX_TOKENS} tokens ("Why????", "Are you serious???", "What?!?"), and a
 *   run of only `?` also as a question asked again after the user's own question ("Where is my
 *   parcel?" … "So where is it???": insisting). A longer new question with "???" is emphasis
 *   ("Btw, what's your name...???"), and a longer sentence with "?!" is surprise at what the
 *   assistant said ("You have a horse?!!"). Nor, once the assistant has answered, any run beside
 *   a `surprise` phrase ("Oh really? All of it???", "really???", "vraiment ???": see `marvels`).
 *   In a public message to a company (it addresses a handle, `@name`) a run with `?` also counts,
 *   whenever in the dialogue, when it closes a sentence that does not ask for something by its
 *   form (see {@link protestsToCompany}): "@Acme my server has just disappeared after the patch???",
 *   "@Acme why did you remove it???". A run of only `!` without a negative cue is
 *   enthusiasm ("Oohh!!!", "COFFEE!!!").
 * Without a lexicon for the conversation's language no cue can be read, and every run counts.
 */
export function isExcessivePunctuation(
  message: UserMessage,
  runs: PunctuationRuns,
  shouting: boolean,
  state: FrustrationState,
  ctx: DetectorContext,
): boolean {
  if (carriesPositiveFeedback(message, ctx)) return false;
  if (shouting || ctx.lexicon === undefined || hasNegativeCue(message, ctx)) return true;
  if (state.punctuatesByHabit || !runs.asks || laughs(message.toneText)) return false;
  if (addressesHandle(message.toneText) && protestsToCompany(message.tokens.text, ctx.lexicon)) return true;
  if (state.userTurns === 0 || !state.assistantActed) return runs.mixed;
  if (marvels(message, ctx.lexicon)) return false;
  if (message.tokens.length <= REACTION_MAX_TOKENS) return !echoesReply(message, state, ctx.lexicon);
  return !runs.mixed && (userQuestioned(state) || speaksOfOwn(message, ctx));
}

/** True when the message holds an `owners` run ("my", "mon", "我的"): it is about the user's own thing. */
function speaksOfOwn(message: UserMessage, ctx: DetectorContext): boolean {
  const owners = ctx.lexicon?.sequences.owners;
  if (owners === undefined || owners.size === 0) return false;
  for (let i = 0; i < message.tokens.length; i++) if (owners.lengthAt(message.tokens, i) > 0) return true;
  return false;
}

/** Most tokens of a bare reaction whose `???` counts without a negative cue ("Are you serious???"). */
export const REACTION_MAX_TOKENS = 3;

/** Marks that end a sentence, before a run of `!`/`?`. */
const SENTENCE_END = '.!?\n。！？';

/**
 * True when a run of at least three marks with a `?` (`???`, `?!?`) closes a sentence that does
 * not ask for something by its form: its first word, after the handles it may open with, opens no
 * question for information (the `wh` group of `repair`: "what", "where", "how", "wie", "qué") and
 * no yes-no question (the `question` group: "are you", "do you", "hast du"). Such a sentence is a
 * statement said in disbelief ("@Acme my server has just disappeared after the patch???", "@Acme
 * it says the code was already used even though I just redeemed it???") or a why-question of
 * reproach ("@Acme why did you remove it???", "why????"): to a company that is protest. A question
 * for information asked with "???" ("@Acme what email do I forward spam to???", "@Acme are you
 * removing listings like this one???") is emphasis, and a run of `!` alone is read elsewhere.
 * `text` is the message's lowercased text, as tokenised.
 */
export function protestsToCompany(text: string, lexicon: CompiledLexicon): boolean {
  let run = 0;
  let asks = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text[i]! : '';
    if (c === '!' || c === '?' || c === '！' || c === '？') {
      run++;
      if (c === '?' || c === '？') asks = true;
      continue;
    }
    if (run >= 3 && asks && !asksByForm(text, i - run, lexicon)) return true;
    run = 0;
    asks = false;
  }
  return false;
}

/** Handles that open a sentence ("@Acme @AcmeHelp ", ".@Acme, "). */
const OPENING_HANDLES = /^\s*(?:\.?@[\p{L}\p{N}_.]+[\s,:]*)+/u;

/**
 * True when the sentence that ends at offset `end` of `text` opens, after its handles, with a `wh`
 * word or a `question` phrase of `repair` (see {@link protestsToCompany}), or holds no word (a run
 * after a run: "??? ????" is read with the sentence before it).
 */
export function asksByForm(text: string, end: number, lexicon: CompiledLexicon): boolean {
  let from = end;
  while (from > 0 && !SENTENCE_END.includes(text[from - 1]!)) from--;
  const sentence = text.slice(from, end);
  const handles = OPENING_HANDLES.exec(sentence);
  const tokens = tokenizeTransient(handles === null ? sentence : sentence.slice(handles[0].length));
  return (
    tokens.length === 0 ||
    matchGroup(tokens, lexicon, 'repair', 'wh', 0, 1).length > 0 ||
    matchGroup(tokens, lexicon, 'repair', 'question', 0, 1).length > 0
  );
}
