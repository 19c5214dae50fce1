/**
 * @module Bewilderment in a chat (see docs/signals.md): a hesitation said alone after a remark off
 * the point, a short query of a garbled message, and a doubt of what the assistant is after it
 * failed. Each is `confusion`: the user does not follow what the assistant said or what is happening.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchGroup } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { hashAt } from '../text/tokenize';
import { assistantGarbled, assistantOnlyGreeted, asksAtEnd } from './dialogue';
import type { FrustrationState } from './frustration-state';
import { WH } from './presupposition';
import { ReplyView } from './reply-view';

/**
 * The `confusion` group of hesitations said alone ("erm", "um", "uh", "äh", "euh", "呃", "えっと"),
 * matched on demand: see {@link bewilderment}.
 */
export const HESITATION = 'hesitation';

/**
 * The `confusion` group of doubts of what the assistant is or can do ("are you a bot", "you must be
 * a bot", "can you actually talk", "random characters", "bist du ein Bot", "tu es un robot", "你是机器人"),
 * matched on demand: see {@link bewilderment}.
 */
export const DOUBT = 'doubt';

/** Most tokens of a short query of a garbled message ("what was that?", "what is that"). */
export const GARBLE_QUERY_MAX_TOKENS = 4;

/** Why a user turn is bewildered (see {@link bewilderment}). */
export type Bewilderment = 'hesitation' | 'garbled' | 'doubt';

/** A mark that leaves a hesitation open or makes it ask: a question mark, an ellipsis. */
const TRAILS_OFF = /[?？…]|\.\./u;

/**
 * Why a user turn shows it does not follow the assistant, if it does, in the ways a chat with a weak
 * bot shows it (each asked only of a turn that answers an assistant message, not one after the
 * user's own):
 * - `hesitation`: the whole turn is one `hesitation` phrase left open by an ellipsis or a question
 *   mark ("Erm...", "Umm??", "äh…", "euh ?"), after an assistant message that neither only greeted
 *   (`assistantOnlyGreeted`) nor asked at its end (`asksAtEnd`): "Wassup?" → "i love to read" →
 *   "Erm...". After a question the user is thinking of an answer ("What's your favourite food?" →
 *   "Umm..."); closed by a period or nothing ("um", "uh.") it is no query.
 * - `garbled`: the assistant's latest message is garbled (`assistantGarbled`: ", S.", "sad sad sad
 *   sad sad"), and the turn is a hesitation alone, marks or none, or a short query of it: at most
 *   {@link GARBLE_QUERY_MAX_TOKENS} tokens, opened by a question word (the `wh` group of `repair`:
 *   "what", "was", "que", "qué", "o que"), each other token a stopword, a pointer ("that", "das",
 *   "eso") or a word of the garbled message, and one of them at least a pointer or such a word, or
 *   none besides ("what was that?", "what?", "What because" after "because because because…").
 *   "How are you?" and "what is your name" after ", S." go on with the chat; they query nothing.
 * - `doubt`: a `doubt` phrase ("you must be a bot", "can you actually talk", "are you just
 *   generating random characters?") after a failure: the assistant's latest message is garbled, or
 *   the user's latest turn already showed frustration ({@link FrustrationState.frustratedLast}:
 *   "what does that mean?", "???"). In a
 *   chat, "are you a bot?" asked out of nowhere is curiosity, a game of guessing, not bewilderment.
 */
export function bewilderment(
  message: UserMessage,
  state: FrustrationState,
  lexicon: CompiledLexicon,
): Bewilderment | undefined {
  const last = state.lastAssistant;
  const count = message.tokens.length;
  if (state.userSpokeLast || last === undefined || count === 0) return undefined;
  // A short turn is read first, from the groups' own indexes: the assistant's message is read for
  // garbling only for one that could query it (a hesitation, a question word).
  if (count <= GARBLE_QUERY_MAX_TOKENS) {
    if (hesitatesAlone(message, lexicon)) {
      if (assistantGarbled(state)) return 'garbled';
      if (TRAILS_OFF.test(message.text) && !asksAtEnd(last.text)) {
        return assistantOnlyGreeted(state, lexicon) ? undefined : 'hesitation';
      }
    } else if (opensWithQuestionWord(message, lexicon) && assistantGarbled(state)) {
      if (queriesGarble(message, last.text, lexicon)) return 'garbled';
    }
  }
  if (!state.frustratedLast && !assistantGarbled(state)) return undefined;
  return matchGroup(message.tokens, lexicon, 'confusion', DOUBT).length > 0 ? 'doubt' : undefined;
}

/** True when the whole turn is one `hesitation` phrase ("Erm...", "um?"). */
function hesitatesAlone(message: UserMessage, lexicon: CompiledLexicon): boolean {
  const count = message.tokens.length;
  return matchGroup(message.tokens, lexicon, 'confusion', HESITATION, 0, 1).some((m) => m.end === count);
}

/** True when a `wh` phrase of `repair` opens the turn ("what", "was", "qué"): a query may follow. */
function opensWithQuestionWord(message: UserMessage, lexicon: CompiledLexicon): boolean {
  return matchGroup(message.tokens, lexicon, 'repair', WH, 0, 1).length > 0;
}

/**
 * True when a short turn queries a garbled message: opened by a `wh` phrase, each other token a
 * stopword, a pointer or a word of the message (`reply`), and one at least a pointer or such a word,
 * or none besides the question word (see {@link bewilderment}).
 */
function queriesGarble(message: UserMessage, reply: string, lexicon: CompiledLexicon): boolean {
  const opener = matchGroup(message.tokens, lexicon, 'repair', WH, 0, 1)[0];
  if (opener === undefined) return false;
  const { tokens } = message;
  const { stopwords, pointers } = lexicon.tokens;
  let view: ReplyView | undefined;
  let pointed = opener.end === tokens.length;
  for (let i = opener.end; i < tokens.length; i++) {
    if (pointers.hasToken(tokens, i) || (view ??= new ReplyView(reply, lexicon)).says(hashAt(tokens, i))) {
      pointed = true;
    } else if (!stopwords.hasToken(tokens, i)) return false;
  }
  return pointed;
}
