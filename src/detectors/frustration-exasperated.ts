/**
 * @module Exasperation in a chat (see docs/signals.md): an oath that opens the turn ("Dear god",
 * "omg", "Jesus", "mein Gott", "Dios mío") with a demand of someone fed up after it ("stop", "move
 * on", "tell me something new"): a complaint about what the assistant keeps saying.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchGroup, type PhraseMatch } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { laughs } from '../text/tone';
import { clauseAt } from '../text/tokenize';
import { ReplyView } from './reply-view';
import type { FrustrationState } from './frustration-state';

/**
 * The `confusion` group of oaths that open a turn ("dear god", "omg", "jesus", "good lord", "mein
 * Gott", "mon dieu", "dios mío", "meu deus", "天哪", "なんてこった"), matched on demand: never
 * confusion themselves, see {@link isExasperated}.
 */
export const OATH = 'oath';

/**
 * The `confusion` group of demands of someone fed up ("stop", "move on", "leave me alone", "nvm",
 * "something new", "hör auf", "laisse tomber", "ya basta", "algo novo", "换个话题", "もういい"),
 * matched on demand after an {@link OATH}: see {@link isExasperated}.
 */
export const FED_UP = 'fed_up';

/** The `quit` group of phrases that end the conversation ("leave me alone", "forget it", "laisse tomber"). */
const QUIT = 'phrases';

/**
 * True when a user turn is exasperated with the assistant: it answers an assistant message (not
 * the user's own turn), opens with an {@link OATH} that closes its clause or is followed right
 * away by a demand of someone fed up, and such a demand follows it in the turn: a {@link FED_UP}
 * phrase or a phrase of `quit` ("Dear god, man. Tell me something new.", "Jesus, please move on",
 * "Omg leave me alone", "mein Gott, hör auf"). An
 * oath with no such demand marvels or cheers ("OMG yes I love dancing", "Oh my god I love the
 * Office"); a turn that laughs plays ("omg stop, lol"); "Jesus is the only way" names no oath.
 * Only the turn's first token is looked up as an oath.
 */
export function isExasperated(message: UserMessage, state: FrustrationState, lexicon: CompiledLexicon): boolean {
  const { tokens } = message;
  if (state.userSpokeLast || state.lastAssistant === undefined || tokens.length < 2) return false;
  let oath: PhraseMatch | undefined;
  // The longest oath: "Jesus Christ, stop" is "jesus christ", not "jesus".
  for (const m of matchGroup(tokens, lexicon, 'confusion', OATH, 0, 1)) if (m.end > (oath?.end ?? 0)) oath = m;
  if (oath === undefined || oath.end >= tokens.length) return false;
  const closed = clauseAt(tokens, oath.end - 1) !== clauseAt(tokens, oath.end);
  const follows = (m: PhraseMatch) => m.start >= oath.end && (closed || m.start === oath.end);
  const demands =
    matchGroup(tokens, lexicon, 'confusion', FED_UP, oath.end).some(follows) ||
    message.matches.some((m) => m.phrase.family === 'quit' && m.phrase.group === QUIT && follows(m));
  return demands && !laughs(message.toneText);
}

/** Most tokens of a turn that is a bare demand to stop ({@link isBareHalt}): "stop", "stop it", "please stop", "STOP." */
export const HALT_MAX_TOKENS = 2;

/**
 * True when a user turn is nothing but a demand of someone fed up that opens its clause (a
 * {@link FED_UP} phrase anchored to the start: "stop", "stop it", "please stop", "enough", "hör
 * auf", "arrête", "ya basta", "chega", "别说了", "やめて"), at most {@link HALT_MAX_TOKENS} tokens and
 * nothing after it but stopwords ("stop it", "stop now"; "stop partying" after "Partying is my
 * favorite!" teases, and "stop asking!" is left unread),
 * answering an assistant message (not the user's own turn) that offers or suggests nothing: "I
 * am not a fan of music." → "STOP", "Maybe chicken is your pheasant." → "Please stop", "dogs and
 * elephants are the only animals that understand pointing" (said again) → "stop it". The user
 * wants the assistant to stop what it keeps doing. After an offer or a suggestion ("Would you like
 * me to go on?", "You could try the next chapter") "stop" declines it; "nvm", "something else" and
 * other demands that are no halt are read only after an oath; a turn that laughs plays ("stop lol").
 */
export function isBareHalt(message: UserMessage, state: FrustrationState, lexicon: CompiledLexicon): boolean {
  const { tokens } = message;
  if (state.userSpokeLast || state.lastAssistant === undefined || tokens.length === 0) return false;
  if (tokens.length > HALT_MAX_TOKENS) return false;
  const halt = matchGroup(tokens, lexicon, 'confusion', FED_UP, 0, 1).find((m) => m.phrase.anchored && !m.fuzzy);
  if (halt === undefined || laughs(message.toneText)) return false;
  // "stop it", "stop now": a stopword after it; "stop partying" after "Partying is my favorite!" teases.
  for (let i = halt.end; i < tokens.length; i++) if (!lexicon.tokens.stopwords.hasToken(tokens, i)) return false;
  const reply = new ReplyView(state.lastAssistant.text, lexicon);
  return !reply.offers() && !reply.suggests();
}
