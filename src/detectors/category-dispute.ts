/**
 * @module A user turn that disputes what kind of thing the assistant named or gave ("That isn't
 * a movie." after "it was the president of Indonesia" answered "What movie?"; "that's not a
 * hockey team", "das ist kein Film", "ce n'est pas un film"): a correction of the assistant.
 */
import type { UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt, endAt, hashAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';
import { userAsks } from './responded';

/** The `repair` group of copula negations opening a clause ("^that's not a", "^das ist kein", "^ce n'est pas un"). */
export const CATEGORY = 'category';

/**
 * True when `match`, a {@link CATEGORY} phrase of `message`, disputes the assistant's last turn:
 * - the first word after it in its clause that is not a stopword (the kind denied: "movie" in
 *   "That isn't a movie", not "bad" in "that's not a bad idea") is a word of the latest assistant
 *   message, when that message asked nothing (`asked`: "Is it an RNG run?" → "It is not an RNG
 *   run" answers the question), or a word of the previous user turn, when that turn asked
 *   something (`userAsks`: "What's your favorite animal?" → "I think pu'erh has a rich history" →
 *   "That is not an animal");
 * - the sentence it opens does not end with a question mark ("That is not a country? Is it in
 *   Chile?" asks).
 * A judgement ("that's not a bad idea", "that is not a good name") names no word of either turn.
 */
export function disputesCategory(
  message: UserMessage,
  match: PhraseMatch,
  reply: ReplyView,
  asked: boolean,
  previous: UserMessage,
  lexicon: CompiledLexicon,
): boolean {
  const { tokens } = message;
  const { stopwords } = lexicon.tokens;
  const clause = clauseAt(tokens, match.start);
  let kind = -1;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (!stopwords.hasToken(tokens, i)) {
      kind = i;
      break;
    }
  }
  if (kind < 0 || asksAt(tokens.text, endAt(tokens, kind))) return false;
  const hash = hashAt(tokens, kind);
  if (!asked && reply.says(hash)) return true;
  if (!userAsks(previous)) return false;
  const said = previous.tokens;
  for (let i = 0; i < said.length; i++) if (hashAt(said, i) === hash) return true;
  return false;
}

/** True when the first sentence mark at or after offset `from` is a question mark (`?`, `？`). */
function asksAt(text: string, from: number): boolean {
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (c === '?' || c === '？') return true;
    if (c === '.' || c === '!' || c === '\n' || c === '。' || c === '！') return false;
  }
  return false;
}
