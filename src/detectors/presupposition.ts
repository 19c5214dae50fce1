/**
 * @module A user turn that denies what the assistant's question took for granted about the user:
 * "What kind of music does your band play?" → "I am Buddhist, I don't play music"; "How long have
 * you been married?" → "I'm not married". The assistant got the user wrong: a correction.
 */
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import type { CompiledLexicon } from '../lexicon/compile';
import { clauseAt, keyAt } from '../text/tokenize';
import type { ReplyView } from './reply-view';

/** The `repair` group of question words that open a question taking something for granted ("what", "where", "why", "wo"). */
export const WH = 'wh';

/** The `repair` group of words that ask for a reason ("why", "how come", "warum", "pourquoi", "为什么", "なぜ"). */
export const WHY = 'why';

/**
 * The `repair` group of verbs of knowing, thinking and liking ("know", "think", "remember",
 * "like", "weiß", "sais", "aime"): denying one answers the question ("What do you know about
 * cars?" → "I don't know much"; "How do you like it?" → "I don't like such things"), it does not
 * deny what it took for granted.
 */
export const STANCE = 'stance';

/**
 * The `repair` group of hedges ("much", "enough", "a lot", "viel", "beaucoup", "mucho"): a denial
 * whose clause holds one says how much, an answer ("I don't drink enough to have a favorite, but
 * I guess gin"; "I can't tell you much").
 */
export const HEDGE = 'hedge';

/**
 * The `repair` group of verbs of having ("have", "own", "haben", "avoir", "tener", "有"): a denial
 * that holds one ("I don't have any kids", "I have not car") says the user has none of what the
 * question asked about, an answer ("How many kids do you have?", "What kind of car do you
 * drive?"), unless the question said that thing of the user (`ReplyView.saysOfUser`: "How old
 * are your kids?", "How long have you had a dog?"), a fact of theirs the assistant got wrong.
 */
export const POSSESSION = 'possession';

/** Most tokens between the `self` word and the negator of a denial ("I don't", "I really don't", "ich … nicht"). */
export const DENIAL_GAP = 2;

/**
 * True when `message` denies what the latest assistant message's question took for granted about
 * the user (`ReplyView.presupposes`: a question-word question with a second-person word that
 * closes the message): a clause of the turn opens with a `self` word ("I", "ich", "je"), a
 * negator follows within {@link DENIAL_GAP} tokens, only stopwords, intensifiers and words of the
 * question between ("I don't", "I do not", "I really don't", "ich spiele keine", "ich arbeite
 * nicht"; not "my brother doesn't"), and the first word after the negator that is neither a
 * stopword nor an intensifier is a word of the question (same stem) and not a {@link STANCE}
 * verb, or, with no such word, a word of the question came before the negator; and no
 * {@link HEDGE} phrase is in that clause: "I don't play music" after "What kind
 * of music does your band play?", "I don't do yoga" after "How long have you been doing yoga?".
 * "I don't have much free time" after "What do you do in your spare time?" says how much (its
 * word, "much", is not the question's), and "I don't play music" after "Do you play music?"
 * answers a yes/no question. A denial of having ({@link POSSESSION}: a verb of having between the
 * `self` word and the denied word) counts only when the question said the denied thing of the
 * user, a second-person word shortly before it (`ReplyView.saysOfUser`): "I don't have any kids"
 * answers "How many kids do you have?" and sets right "How old are your kids?".
 */
export function deniesPresupposition(message: UserMessage, reply: ReplyView, lexicon: CompiledLexicon): boolean {
  const { tokens } = message;
  const { self, negators, stopwords } = lexicon.tokens;
  const fillers = lexicon.sequences.intensifiers;
  for (let i = 0; i < tokens.length; i++) {
    if (!self.hasToken(tokens, i) || (i > 0 && clauseAt(tokens, i - 1) === clauseAt(tokens, i))) continue;
    const clause = clauseAt(tokens, i);
    let negator = -1;
    // A verb of the question before the negator, as German and English word order put it ("Ich spiele keine Musik").
    let echoed = false;
    for (let k = i + 1; k <= i + 1 + DENIAL_GAP && k < tokens.length && clauseAt(tokens, k) === clause; k++) {
      if (negators.hasToken(tokens, k)) {
        negator = k;
        break;
      }
      if (stopwords.hasToken(tokens, k) || fillers.lengthAt(tokens, k) > 0) continue;
      // "My brother doesn't…" denies something of someone else.
      if (stance(message, k, lexicon) || !presupposed(reply, keyAt(tokens, k))) break;
      echoed = true;
    }
    if (negator < 0 || hedges(message, clause, lexicon)) continue;
    let denied: boolean | undefined;
    for (let k = negator + 1; k < tokens.length && clauseAt(tokens, k) === clause; k++) {
      if (stopwords.hasToken(tokens, k) || negators.hasToken(tokens, k)) continue;
      const gap = fillers.lengthAt(tokens, k);
      if (gap > 0) {
        k += gap - 1;
        continue;
      }
      denied = !stance(message, k, lexicon) && presupposed(reply, keyAt(tokens, k));
      if (denied && hasOwn(message, i, k, lexicon)) denied = reply.saysOfUser(keyAt(tokens, k));
      break;
    }
    if (denied ?? echoed) return true;
  }
  return false;
}

/** True when token `k` of the message starts a {@link STANCE} phrase of the `repair` lexicon. */
function stance(message: UserMessage, k: number, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === STANCE && m.start === k,
  );
}

/**
 * True when a {@link POSSESSION} phrase of the `repair` lexicon starts after token `from` and at or
 * before token `to` (the denied word may be the verb of having itself: "我没有" after "你有…？").
 */
function hasOwn(message: UserMessage, from: number, to: number, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === POSSESSION && m.start > from && m.start <= to,
  );
}

/** True when a {@link HEDGE} phrase of the `repair` lexicon is in clause `clause` of the message. */
function hedges(message: UserMessage, clause: number, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === HEDGE && clauseAt(message.tokens, m.start) === clause,
  );
}

/**
 * True when the reply's closing question takes `word` for granted (`ReplyView.presupposes`),
 * opened by a {@link WH} question word or by a `why` word ("why", "warum", "pourquoi": a
 * group of its own, read anywhere by the check for a reason asked again).
 */
function presupposed(reply: ReplyView, word: string): boolean {
  return reply.presupposes(WH, word) || reply.presupposes(WHY, word);
}
