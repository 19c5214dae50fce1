/**
 * @module A quit phrase governed by a condition: a threat to leave, not leaving (see docs/signals.md).
 */
import type { PhraseMatch } from '../lexicon/match';
import type { CompiledLexicon } from '../lexicon/compile';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { inOneSentence } from '../text/sentence-marks';

/**
 * The `quit` group of condition words ("if", "unless", "otherwise", "wenn", "sinon", "si no",
 * "senão", "如果", "もし"), matched on demand, only in a turn that holds a quit phrase.
 */
export const CONDITION = 'condition';

/**
 * True when a quit phrase is governed by a condition, a threat to leave and not leaving: a
 * `condition` word stands before it in its sentence ("if you keep obsessing over manners I will
 * leave", "If you're only going to talk about football, I'll leave", "Hör auf damit, sonst bin ich
 * raus"), or right after it ("I'll leave if you go on", "I'm done unless you fix it"). A condition
 * in a later clause of the sentence governs something else ("I give up, tell me if you find it"),
 * and one in another sentence too ("I'm done. If you want to talk later, ping me").
 */
export function isConditional(message: UserMessage, quit: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const tokens = message.tokens;
  for (const m of onDemandMatchesOf(message, lexicon)) {
    if (m.phrase.family !== 'quit' || m.phrase.group !== CONDITION) continue;
    if ((m.end <= quit.start || m.start === quit.end) && inOneSentence(message.normalized, tokens, m, quit))
      return true;
  }
  return false;
}
