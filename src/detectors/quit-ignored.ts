/**
 * @module A farewell the assistant passed over: the user's next farewell leaves a chat that would
 * not let them go (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchPhrases } from '../lexicon/match';
import { foldCompatibility } from '../text/normalize';
import { tokenize } from '../text/tokenize';

/**
 * True when an assistant message takes its leave too or answers the user's farewell in kind: it
 * holds a farewell (`quit`, group `farewell`: "bye", "goodbye", "tschüss"), thanks (`gratitude`),
 * or a wish or other courtesy (`proposals`, group `social`: "have a nice day", "good luck"), or
 * is a bare acknowledgement, one `confirmations` word alone ("OK.", "Alright!").
 * Read only after a user turn that said goodbye, so most assistant messages are never matched.
 */
export function closesInKind(text: string, lexicon: CompiledLexicon, farewell: string, social: string): boolean {
  const tokens = tokenize(foldCompatibility(text).toLowerCase());
  // A bare acknowledgement: one confirmation word, alone ("OK.").
  if (tokens.length === 1 && lexicon.tokens.confirmations.hasToken(tokens, 0)) return true;
  return matchPhrases(tokens, lexicon).some(
    (m) =>
      (m.phrase.family === 'quit' && m.phrase.group === farewell) ||
      m.phrase.family === 'gratitude' ||
      (m.phrase.family === 'proposals' && m.phrase.group === social),
  );
}
