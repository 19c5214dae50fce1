/**
 * @module Pushback after a refusal that is said of someone else: "Maybe a supervisor who could make
 * an exception?" asks for a person who could grant what was refused, an escalation, not for the
 * refused request again from the assistant.
 */
import type { UserMessage } from '../messages/prepare';
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt } from '../text/tokenize';

/**
 * The `escalation_human` group of who or what a user asks for ("supervisor", "someone else",
 * "Vorgesetzten", "superviseur", "el gerente").
 */
export const ESCALATION_TARGETS = 'phrases';

/**
 * True when a pushback phrase (`match`: "make an exception", "is there any way", "eine Ausnahme
 * machen", "faire une exception", "hacer una excepción") is said of someone else: an
 * `escalation_human` phrase of the {@link ESCALATION_TARGETS} group ends before it in its clause
 * ("Maybe a supervisor who could make an exception?", "Is there someone else I can speak to who
 * may have the authority to make an exception?", "Vielleicht ein Vorgesetzter, der eine Ausnahme
 * machen kann?" does not count: the comma ends the clause). One after it ("Is there any way to
 * escalate this or receive a higher certificate?", "Can you make an exception or get your
 * supervisor?") still asks the assistant first.
 */
export function saidOfSomeoneElse(message: UserMessage, match: PhraseMatch): boolean {
  const { tokens, matches } = message;
  const clause = clauseAt(tokens, match.start);
  return matches.some((e) => {
    if (e.phrase.family !== 'escalation_human' || e.phrase.group !== ESCALATION_TARGETS || e.end > match.start)
      return false;
    for (let i = e.end - 1; i < match.start; i++) if (clauseAt(tokens, i) !== clause) return false;
    return true;
  });
}
