/**
 * @module Giving up on the company or the assistant, and announcing one's leaving: quit phrases with
 * rules of their own (see docs/signals.md).
 */
import type { PhraseMatch } from '../lexicon/match';
import type { CompiledLexicon } from '../lexicon/compile';
import { clauseAt, isHandleAt, type TokenList } from '../text/tokenize';

/**
 * The `quit` group of "done with" and its kin ("done with", "fertig mit", "j'en ai fini avec",
 * "terminé con"): a quit only when what the user is done with is the company or the assistant
 * (see {@link doneWithAddressee}). Like every quit it needs a conversation to give up on, so it
 * never counts in the user's first turn.
 */
export const DONE_WITH = 'done_with';

/**
 * The `quit` group of leaving announced ("I'm leaving", "I'm leaving now", "I'm going to leave
 * now", "me voy", "ich gehe jetzt", "我走了"): a quit unless the turn is friendly or gives a reason
 * of the user's own day, or the assistant's latest message took its leave in kind (see
 * `closes` in escalation.ts).
 */
export const LEAVING = 'leaving';

/**
 * True when a `done_with` phrase names the company or the assistant as what the user is done
 * with: the token right after it is a handle ("done with @Adobe") or a second-person word
 * (`addressees` but not `pointers`) that closes its clause ("done with you", "bout done with
 * y'all", "Terminé con ustedes, …"); "done with this step" and "done with my homework" finish a
 * task, and "Terminé con tu ayuda" finished with the assistant's help.
 */
export function doneWithAddressee(tokens: TokenList, m: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (m.phrase.group !== DONE_WITH) return false;
  const next = m.end;
  if (next >= tokens.length) return false;
  if (isHandleAt(tokens, next)) return true;
  const { addressees, pointers } = lexicon.tokens;
  if (!addressees.hasToken(tokens, next) || pointers.hasToken(tokens, next)) return false;
  return next + 1 === tokens.length || clauseAt(tokens, next + 1) !== clauseAt(tokens, next);
}

/**
 * The `quit` group of a request withdrawn as a whole clause ("Never mind", "nvm", "算了", "schon
 * gut"): giving up on what the user asked, read like {@link LEAVING} ("Actually, never mind.
 * Thanks for your help!" withdraws in peace).
 */
export const WITHDRAWAL = 'withdrawal';
