/**
 * @module A dispute of the assistant's view: "I don't think buttons make people happy." → "You are
 * wrong" disagrees about a topic; it does not set right how the assistant read the user, nor an
 * answer the user asked for.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { DISPUTE } from './frustration-forms';
import type { ReplyView } from './reply-view';
import { userAsks, VIEW } from './responded';

/**
 * True when a correction phrase (`match`) is a dispute that only disagrees with the assistant's
 * view:
 * - it lies in a dispute of the answer (`complaint`, group `dispute`: "you are wrong", "that's
 *   not right", "wrong answer", "das stimmt nicht", "tu te trompes", "你错了"), not in a phrase
 *   about what the user said or meant ("I never said…", "not what I asked");
 * - the latest assistant message's last sentence gives its view (`ReplyView.opines`: "I don't
 *   think buttons make people happy.", "i think he is a good president");
 * - and the user's previous turn asked nothing (no question mark near its end, no `requests`
 *   phrase: see `userAsks`) or asked for that view (a `view` phrase: "what do you think about
 *   Trump?"). After "What is the capital of Australia?" → "I think it is Sydney." the dispute
 *   sets right an answer the user asked for, a correction.
 */
export function disputesView(
  message: UserMessage,
  match: PhraseMatch,
  previous: UserMessage,
  reply: ReplyView,
  lexicon: CompiledLexicon,
): boolean {
  const inDispute = message.matches.some(
    (d) => d.phrase.family === 'complaint' && d.phrase.group === DISPUTE && d.start < match.end && match.start < d.end,
  );
  if (!inDispute || !reply.opines()) return false;
  if (!userAsks(previous)) return true;
  return onDemandMatchesOf(previous, lexicon).some((m) => m.phrase.family === 'repair' && m.phrase.group === VIEW);
}
