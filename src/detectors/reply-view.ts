/**
 * @module What a user turn may need to know about the assistant's latest reply, each part read
 * once and only when asked for: whether it asked, offered, declined, did not understand, ended on
 * a negated statement, said a given word, or answered directly.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseFamily } from '../lexicon/families';
import { matchGroup, matchPhrases, onDemandMatches, type PhraseMatch } from '../lexicon/match';
import { foldedTokens } from '../text/folded-tokens';
import { foldCompatibility, isWhiteSpace } from '../text/normalize';
import { stripCode } from '../text/strip-code';
import { isSentenceMark, sentenceEndsBetween } from '../text/sentence-marks';
import type { IntSet } from '../text/int-set';
import { clauseAt, endAt, firstTokenFrom, hashAt, keyAt, startAt, tokenize, type TokenList } from '../text/tokenize';
import { DECLINES } from './dialogue';
import type { UserMessage } from '../messages/prepare';

/** How far from its end an assistant message is read for a question mark. */
export const QUESTION_TAIL_CHARS = 300;
/** Fewest leading letters two words share to be of one stem (see `ReplyView.saysStem`). */
export const STEM_MIN_PREFIX = 4;
/** Most letters past the shared part in the shorter of two words of one stem ("leav|e", "leav|ing"). */
export const STEM_MAX_ENDING = 2;
/** Most tokens after a second-person word to the word it says of the user ("your best friend", "you had a dog"). */
export const OF_USER_REACH = 3;
/**
 * Fewest tokens of the first sentence of a reply that answers in the first person (see
 * `ReplyView.opensInFirstPerson`): "I see." and "Me too." are shorter, an acknowledgement as often as a response.
 */
export const FIRST_PERSON_MIN_TOKENS = 3;
/** Most tokens of a reply that answers a question directly (see `ReplyView.answersDirectly`). */
export const DIRECT_ANSWER_MAX_TOKENS = 12;

/**
 * The `repair` group of offers an assistant makes ("let me know if you'd like", "would you like",
 * "shall I", "möchten Sie", "需要我"): never a signal in a user message; in the latest assistant
 * message, it makes a "no, I…" that follows an answer, like a question does.
 */
export const OFFER = 'offer';

/**
 * The `repair` group of suggestions an assistant makes to the user ("you could", "you should",
 * "why don't you", "du könntest", "tu devrais"): in the latest assistant message, they make a bare
 * "no, I…" that follows decline the suggestion ("you could start a garden group" → "No, I would
 * rather…"), not a correction.
 */
export const SUGGESTION = 'suggestion';

/**
 * The `repair` group of tentative words that open a suggestion ("maybe", "perhaps", "vielleicht",
 * "peut-être", "quizás", "talvez"): opening the last sentence of the latest assistant message, they
 * make a {@link PERMISSION} phrase later in that sentence a suggestion ("Maybe one day you can
 * teach.").
 */
export const TENTATIVE = 'tentative';

/**
 * The `repair` group of what the user can do ("you can", "du kannst", "tu peux", "puedes", "você
 * pode"): a suggestion only in a sentence a {@link TENTATIVE} word opens. Alone it tells what is
 * possible or where to find something ("You know where you can find me."), not a suggestion.
 */
export const PERMISSION = 'permission';

/**
 * The `repair` group of phrases that give a view ("I think", "I don't think", "in my opinion",
 * "ich finde", "je pense", "creo que", "eu acho", "我觉得"): opening the last sentence of the
 * latest assistant message, they make it the assistant's view, which a dispute that follows
 * disagrees with (see `disputesView`).
 */
export const OPINION = 'opinion';

/** The `repair` group of rules an assistant cites when it refuses ("not eligible", "our policy", "規定"). */
export const POLICY = 'policy';

/**
 * The `repair` group of question forms an assistant may ask without a question mark ("did you
 * know", "do you", "weißt du", "か$", "吗$").
 */
export const QUESTION = 'question';

/**
 * The `repair` group of second-person words ("you", "your", "du", "vous", "你"): in the latest
 * assistant message, they make it say something of the user, which a "no, I…" can set right.
 */
export const SECOND_PERSON = 'second_person';

/**
 * True when a {@link SECOND_PERSON} word ("you", "your", "du", "tu", 你) starts in clause `clause`
 * of a user message, before token `before` (anywhere in the clause when omitted): the clause
 * speaks to or of the assistant. A pointer ("that", "this", "it") is not one: it points at the
 * topic as often.
 */
export function secondPersonInClause(message: UserMessage, clause: number, before = Number.POSITIVE_INFINITY): boolean {
  const tokens = message.tokens;
  return message.matches.some(
    (m) =>
      m.phrase.family === 'repair' &&
      m.phrase.group === SECOND_PERSON &&
      m.start < before &&
      clauseAt(tokens, m.start) === clause,
  );
}

/**
 * The `repair` group of small-talk staples ("work", "job", "free time", "fun", "favorite",
 * "Arbeit", "travail", "trabajo"): a question about one ("What do you do for work?", "What do you
 * like doing when you have time?", "What is your favorite thing about Europe?") takes for granted
 * only what most people have, so "I don't work" or "I've never been to Europe" answers it; it does
 * not set the assistant right.
 */
export const STAPLE = 'staple';

/**
 * True when the text asks something: a question mark (`?` or full-width `？`) among its last
 * {@link QUESTION_TAIL_CHARS} characters ("Do you like music? I do." asks).
 */
export function asksQuestion(text: string): boolean {
  const tail = Math.max(0, text.length - QUESTION_TAIL_CHARS);
  return text.indexOf('?', tail) !== -1 || text.indexOf('？', tail) !== -1;
}

/**
 * The latest assistant message as a user turn reads it: its last {@link QUESTION_TAIL_CHARS}
 * characters as tokens and the lexicon phrases in them, the keys of all its tokens, and the
 * phrases of its own words (code left out), each computed on first need.
 */
export class ReplyView {
  private tail: TokenList | undefined;
  private tailMatches: readonly PhraseMatch[] | undefined;
  private tailDemanded: readonly PhraseMatch[] | undefined;
  private questions: readonly PhraseMatch[] | undefined;
  private all: TokenList | undefined;
  private words: Set<number> | undefined;
  private ownMatches: readonly PhraseMatch[] | undefined;
  private keys: string[] | undefined;

  constructor(
    private readonly text: string,
    private readonly lexicon: CompiledLexicon,
  ) {}

  /** Tokens of the last {@link QUESTION_TAIL_CHARS} characters: those of the whole message when it is no longer. */
  private tailTokens(): TokenList {
    if (this.tail === undefined) {
      const text = this.text;
      this.tail =
        text.length > QUESTION_TAIL_CHARS
          ? tokenize(foldCompatibility(text.slice(-QUESTION_TAIL_CHARS)).toLowerCase())
          : this.allTokens();
    }
    return this.tail;
  }

  private tailPhrases(): readonly PhraseMatch[] {
    return (this.tailMatches ??= matchPhrases(this.tailTokens(), this.lexicon));
  }

  /**
   * The `question` phrases that start in the end's last sentence: matched alone (`matchGroup`),
   * so that a reply asked only whether it asks (see {@link asksWithoutMark}) is matched for
   * nothing else.
   */
  private lastSentenceQuestions(): readonly PhraseMatch[] {
    if (this.questions === undefined) {
      const tokens = this.tailTokens();
      const first = firstTokenFrom(tokens, lastSentenceStart(tokens.text));
      this.questions = matchGroup(tokens, this.lexicon, 'repair', QUESTION, first);
    }
    return this.questions;
  }

  /** The end's phrases of the groups matched on demand (`ON_DEMAND_GROUPS`: "what", "it is"). */
  private tailOnDemand(): readonly PhraseMatch[] {
    return (this.tailDemanded ??= onDemandMatches(this.tailTokens(), this.lexicon));
  }

  /** The end makes an offer: a phrase of the `offer` group ("Please let me know if you'd like me to proceed."). */
  offers(): boolean {
    return this.tailPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === OFFER);
  }

  /**
   * The end makes a suggestion to the user: a phrase of the `suggestion` group ("You could start a
   * garden group."), or a tentative one (see {@link suggestsTentatively}: "Maybe one day you can teach.").
   */
  suggests(): boolean {
    return (
      this.tailPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === SUGGESTION) ||
      this.suggestsTentatively()
    );
  }

  /**
   * The last sentence opens with a {@link TENTATIVE} word and holds a {@link PERMISSION} phrase
   * after it: a suggestion said tentatively ("Maybe one day you can teach or volunteer.").
   */
  private suggestsTentatively(): boolean {
    const tokens = this.tailTokens();
    const from = lastSentenceStart(tokens.text);
    let opened = -1;
    for (const m of this.tailOnDemand()) {
      if (m.phrase.family !== 'repair') continue;
      if (m.phrase.group === TENTATIVE && startAt(tokens, m.start) >= from) {
        if (m.start === 0 || startAt(tokens, m.start - 1) < from) opened = m.end;
      } else if (m.phrase.group === PERMISSION && opened !== -1 && m.start >= opened) return true;
    }
    return false;
  }

  /**
   * The last sentence gives the assistant's view: it opens with an {@link OPINION} phrase, with
   * only `confirmations` words before it in the sentence ("I don't think buttons make people
   * happy.", "Yeah, I think he is a good president", "Ich finde…", "Je pense que…", "我觉得…").
   */
  opines(): boolean {
    const tokens = this.tailTokens();
    const from = lastSentenceStart(tokens.text);
    const confirmations = this.lexicon.tokens.confirmations;
    for (const m of this.tailOnDemand()) {
      if (m.phrase.family !== 'repair' || m.phrase.group !== OPINION || startAt(tokens, m.start) < from) continue;
      let i = m.start - 1;
      while (i >= 0 && startAt(tokens, i) >= from && confirmations.hasToken(tokens, i)) i--;
      if (i < 0 || startAt(tokens, i) < from) return true;
    }
    return false;
  }

  /**
   * The reply says something of the user: a `second_person` word in its own words ("I see you like
   * comedy", "Du bist also Lehrer"). "No, I…" after it sets right how the assistant read the user;
   * after a reply about the assistant itself or the world ("I'm a huge fan of the sport"), it only
   * disagrees.
   */
  speaksOfUser(): boolean {
    return this.ownPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON);
  }

  /** The end says the assistant did not understand: a `confusion` phrase ("What? I do not understand."). */
  confused(): boolean {
    return this.tailPhrases().some((m) => m.phrase.family === 'confusion');
  }

  /**
   * The reply says it cannot do what was asked: a `declines` phrase of the `proposals` lexicon in
   * its own words ("I'm unable to", "not eligible", "leider nicht möglich", "できません").
   */
  declined(): boolean {
    return this.ownPhrases().some((m) => m.phrase.family === 'proposals' && m.phrase.group === DECLINES);
  }

  /**
   * The reply asks something: a question mark near its end (see {@link asksQuestion}) or, without
   * one, a question form (see {@link asksWithoutMark}).
   */
  asks(): boolean {
    return asksQuestion(this.text) || this.asksWithoutMark();
  }

  /**
   * The end asks without a question mark: a `question` phrase opens the last sentence or one of
   * its clauses, or closes the message ("did you know that dogs have 12 blood types", "それは好きですか").
   */
  asksWithoutMark(): boolean {
    const tokens = this.tailTokens();
    const from = lastSentenceStart(tokens.text);
    return this.lastSentenceQuestions().some(
      (m) =>
        m.phrase.anchoredEnd ||
        m.start === 0 ||
        startAt(tokens, m.start - 1) < from ||
        clauseAt(tokens, m.start - 1) !== clauseAt(tokens, m.start),
    );
  }

  /**
   * The end holds a phrase of `group` of `family`, a group matched on demand (see
   * `ON_DEMAND_GROUPS`), as written (no typo match): "Tell me another joke." holds a `joke` phrase.
   */
  saysOnDemand(family: PhraseFamily, group: string): boolean {
    return this.tailOnDemand().some((m) => m.phrase.family === family && m.phrase.group === group && !m.fuzzy);
  }

  /**
   * The message closes with an open question: its last characters past the last letter or digit
   * hold a question mark, and its last sentence opens with a phrase of one of the `repair` groups
   * `openers`, matched on demand (question words: "what", "why", "was", "pourquoi", "qué"): "What
   * do you call a boomerang that doesn't come back?", "Why did the chicken cross the road?". A
   * yes/no question ("Do you like baseball?") or a question word inside the sentence ("I wonder
   * what it is?") is not one.
   */
  closesWithOpenQuestion(openers: ReadonlySet<string>): boolean {
    const first = this.closingQuestionStart();
    if (first === undefined) return false;
    return this.tailOnDemand().some(
      (m) => m.start === first && m.phrase.family === 'repair' && openers.has(m.phrase.group),
    );
  }

  /**
   * The message closes with a bare question back: its last characters past the last letter or
   * digit hold a question mark, and its last sentence is a `second_person` phrase and nothing but
   * stopwords and confirmations (see {@link isQuestionBack}: "I know a lot. What about you?",
   * "Ich auch. Und du?"). It asks about what the message just said, so the same words asked
   * again after another statement are another question.
   */
  closesWithQuestionBack(): boolean {
    const first = this.closingQuestionStart();
    if (first === undefined) return false;
    const tokens = this.tailTokens();
    const toUser = this.tailPhrases().filter((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON);
    return isQuestionBack(tokens, first, tokens.length - 1, toUser, this.lexicon);
  }

  /**
   * The first token (of {@link tailTokens}) of the message's last sentence when the message closes
   * with a question: its last characters past the last letter or digit hold a question mark.
   * Undefined when it does not, or when that sentence holds no token.
   */
  private closingQuestionStart(): number | undefined {
    const tokens = this.tailTokens();
    const text = tokens.text;
    let end = text.length;
    while (end > 0 && !isWordChar(text.charCodeAt(end - 1))) end--;
    const closing = text.slice(end);
    if (end === 0 || (!closing.includes('?') && !closing.includes('？'))) return undefined;
    const first = firstTokenFrom(tokens, lastSentenceStart(text.slice(0, end)));
    return first === tokens.length ? undefined : first;
  }

  /**
   * The reply refuses on a rule: a `policy` phrase in its own words ("under our policy", "not
   * eligible", "nicht erstattungsfähig", "規定により"). A request to check again after it pushes
   * back on the refusal; it does not say the assistant got the user wrong.
   */
  citesPolicy(): boolean {
    return this.ownPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === POLICY);
  }

  private ownPhrases(): readonly PhraseMatch[] {
    return (this.ownMatches ??= matchPhrases(foldedTokens(stripCode(this.text)), this.lexicon));
  }

  /** The reply speaks in the first person: a `self` word anywhere ("I do too", "I am Gabriel"). */
  speaksOfItself(): boolean {
    const tokens = this.allTokens();
    const self = this.lexicon.tokens.self;
    for (let i = 0; i < tokens.length; i++) if (self.hasToken(tokens, i)) return true;
    return false;
  }

  /**
   * The reply answers in the first person before anything else: its first token is a `self` word
   * and its first sentence holds at least {@link FIRST_PERSON_MIN_TOKENS} tokens and is no question
   * (no question mark closes it): "i try my best. did you know…", "I love dogs. They are…", "Ich
   * liebe Hunde. Und du?", "我喜欢狗。你呢？". It took the turn up before it moved on, whatever it
   * asks after. "I see. Do you have pets?" only acknowledges; "I wonder, do you like dogs?" asks.
   */
  opensInFirstPerson(): boolean {
    const tokens = this.allTokens();
    if (tokens.length < FIRST_PERSON_MIN_TOKENS || !this.lexicon.tokens.self.hasToken(tokens, 0)) return false;
    const text = tokens.text;
    let last = 0;
    while (last + 1 < tokens.length && !sentenceEndsBetween(text, endAt(tokens, last), startAt(tokens, last + 1)))
      last++;
    if (last + 1 < FIRST_PERSON_MIN_TOKENS) return false;
    const next = last + 1 < tokens.length ? startAt(tokens, last + 1) : text.length;
    return !closesQuestion(text, endAt(tokens, last), next);
  }

  /** The last sentence holds a negator ("The hospital is not very pleasant."). */
  negatedEnd(): boolean {
    const tokens = this.tailTokens();
    const negators = this.lexicon.tokens.negators;
    const from = lastSentenceStart(tokens.text);
    for (let i = tokens.length - 1; i >= 0 && startAt(tokens, i) >= from; i--) {
      if (negators.hasToken(tokens, i)) return true;
    }
    return false;
  }

  /** Tokens of the whole message (`foldedTokens`: shared with the other rules that read it). */
  private allTokens(): TokenList {
    return (this.all ??= foldedTokens(this.text));
  }

  /** True when the message holds a token whose key hash is `hash`. */
  says(hash: number): boolean {
    if (this.words === undefined) {
      const tokens = this.allTokens();
      this.words = new Set();
      for (let i = 0; i < tokens.length; i++) this.words.add(hashAt(tokens, i));
    }
    return this.words.has(hash);
  }

  /**
   * True when the message ends with a question about the user that takes something of theirs for
   * granted, said in a word of the same stem as `word` (see {@link sameStem}): the message closes
   * with a question mark, and the last clause of its last sentence that a phrase of the `repair`
   * group `group`, one matched on demand, opens (a question word: "what", "where", "why", "wo",
   * "pourquoi") holds a `second_person` word, that word and no negator ("What kind of music does
   * your band play?" of "play" and "music"; "How long have you been married?" of "married"). A
   * yes/no question ("Do you play
   * music?", "…, what was it, did you have to die?" of "die"), a question back ("I watch the
   * Simpsons, how about you?" of "watch"), a negated one ("Why don't you like meetings?") and one
   * about a {@link STAPLE} of small talk ("Where do you work?") take nothing for granted that a
   * denial could set right.
   */
  presupposes(group: string, word: string): boolean {
    const tokens = this.tailTokens();
    const text = tokens.text.trimEnd();
    if (!text.endsWith('?') && !text.endsWith('？')) return false;
    const from = lastSentenceStart(tokens.text);
    // The opener first: most questions have none, and then the end's other phrases are not matched.
    const demanded = this.tailOnDemand();
    const opener = demanded.findLast(
      (m) =>
        m.phrase.family === 'repair' &&
        m.phrase.group === group &&
        startAt(tokens, m.start) >= from &&
        (m.start === 0 ||
          startAt(tokens, m.start - 1) < from ||
          clauseAt(tokens, m.start - 1) !== clauseAt(tokens, m.start)),
    );
    if (opener === undefined) return false;
    const clause = clauseAt(tokens, opener.start);
    const inClause = (m: PhraseMatch) => m.start >= opener.end && clauseAt(tokens, m.start) === clause;
    if (
      !this.tailPhrases().some((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON && inClause(m))
    )
      return false;
    if (demanded.some((m) => m.phrase.family === 'repair' && m.phrase.group === STAPLE && inClause(m))) return false;
    const negators = this.lexicon.tokens.negators;
    let found = false;
    for (let i = opener.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
      if (negators.hasToken(tokens, i)) return false;
      found ||= sameStem(keyAt(tokens, i), word);
    }
    return found;
  }

  /**
   * True when the last sentence of the message says a thing of the same stem as `word` of the
   * user: a `second_person` word ("your", "you", "dein", "ton", "tus") followed within
   * {@link OF_USER_REACH} tokens of its clause by that word ("What happened to your best friend?"
   * of "friend", "How long have you had a dog?" of "dog"). "How many kids do you have?" names
   * the kids before "you": it asks what the user has, it does not say the user has any.
   */
  saysOfUser(word: string): boolean {
    const tokens = this.tailTokens();
    const from = lastSentenceStart(tokens.text);
    return this.tailPhrases().some((m) => {
      if (m.phrase.family !== 'repair' || m.phrase.group !== SECOND_PERSON || startAt(tokens, m.start) < from)
        return false;
      const clause = clauseAt(tokens, m.end - 1);
      for (let i = m.end; i < m.end + OF_USER_REACH && i < tokens.length && clauseAt(tokens, i) === clause; i++)
        if (sameStem(keyAt(tokens, i), word)) return true;
      return false;
    });
  }

  /**
   * True when the end of the message says something of a referent it does not name with exactly
   * the words `tokens[from, to)`: a phrase of the `repair` group `group`, one matched on demand (a pronoun and a copula,
   * "it is", "that's", "das ist") followed by those words, an intensifier in between allowed, and
   * nothing more in that clause ("It is so fun." holds "fun"; "it was a rock band" does not hold
   * "rock").
   */
  saysOfReferent(group: string, tokens: TokenList, from: number, to: number): boolean {
    const tail = this.tailTokens();
    const fillers = this.lexicon.sequences.intensifiers;
    return this.tailOnDemand().some((m) => {
      if (m.phrase.family !== 'repair' || m.phrase.group !== group) return false;
      let p = m.end;
      if (p < tail.length && hashAt(tail, p) !== hashAt(tokens, from)) p += fillers.lengthAt(tail, p);
      const clause = clauseAt(tail, m.end - 1);
      for (let i = from; i < to; i++, p++)
        if (p >= tail.length || clauseAt(tail, p) !== clause || hashAt(tail, p) !== hashAt(tokens, i)) return false;
      return p >= tail.length || clauseAt(tail, p) !== clause;
    });
  }

  /**
   * True when the message holds a word of the same stem as `word` (a token key): the same word, or
   * one that shares its first {@link STEM_MIN_PREFIX} letters or more and differs from the shorter
   * of the two only in its last {@link STEM_MAX_ENDING} letters at most ("leaving" and "leave",
   * "restarting" and "restart", "foods" and "food"). A word shorter than the prefix must be the same.
   */
  saysStem(word: string): boolean {
    if (this.keys === undefined) {
      const tokens = this.allTokens();
      this.keys = [];
      for (let i = 0; i < tokens.length; i++) this.keys.push(keyAt(tokens, i));
    }
    return this.keys.some((key) => sameStem(key, word));
  }

  /**
   * The message answers a question directly: at most {@link DIRECT_ANSWER_MAX_TOKENS} tokens,
   * opening with a confirmation or a negator ("Yes, I am.", "No, not this week.", "Sure, with my
   * sister."). The same question asked again after such an answer is not a request the assistant
   * failed to act on; a long reply that opens with "Sure" may still miss the point.
   */
  answersDirectly(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0 || tokens.length > DIRECT_ANSWER_MAX_TOKENS) return false;
    const { confirmations, negators } = this.lexicon.tokens;
    return confirmations.hasToken(tokens, 0) || negators.hasToken(tokens, 0);
  }

  /**
   * The message is a short remark on what it was asked about: at most
   * {@link DIRECT_ANSWER_MAX_TOKENS} tokens, opened by a phrase of the `repair` group `group`, one
   * matched on demand (a pronoun and a copula: "It's okay.", "That is a good one.", "Das ist gut.",
   * "C'est bien."). "Turtles swim in the sea." remarks on something else.
   */
  remarksOn(group: string): boolean {
    const length = this.allTokens().length;
    if (length === 0 || length > DIRECT_ANSWER_MAX_TOKENS || this.text.length > QUESTION_TAIL_CHARS) return false;
    return this.tailOnDemand().some((m) => m.start === 0 && m.phrase.family === 'repair' && m.phrase.group === group);
  }

  /**
   * The message opens with a confirmation or a negator, whatever its length ("Yes, of course. I
   * love everything he wrote…", "No, never."): it says yes or no first.
   */
  opensWithYesOrNo(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0) return false;
    const { confirmations, negators } = this.lexicon.tokens;
    return confirmations.hasToken(tokens, 0) || negators.hasToken(tokens, 0);
  }

  /**
   * The message says no directly: at most {@link DIRECT_ANSWER_MAX_TOKENS} tokens, opening with a
   * negator ("No it's not, it is not Gaben.", "Nein, das stimmt nicht."). A "yes" or an "ok"
   * opening may only acknowledge.
   */
  saysNoDirectly(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0 || tokens.length > DIRECT_ANSWER_MAX_TOKENS) return false;
    return this.lexicon.tokens.negators.hasToken(tokens, 0);
  }

  /**
   * The end asks the user about what `keys` name, or asks back: a question of its end (a sentence
   * closed by a question mark) holds a token whose key hash is in `keys` ("what's your favorite
   * color?" of "favorite" and "color"), or is a bare question back, a `second_person` phrase of
   * the `repair` lexicon and nothing but stopwords and confirmations ("What about you?", "And you?", "Et toi ?", "¿Y tú?").
   * A user turn that then says a statement again answers that question.
   */
  asksAbout(keys: IntSet): boolean {
    const tokens = this.tailTokens();
    const text = tokens.text;
    const toUser = this.tailPhrases().filter((m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON);
    let first = 0;
    while (first < tokens.length) {
      let last = first;
      let end = endAt(tokens, first);
      while (last + 1 < tokens.length && !sentenceEndsBetween(text, end, startAt(tokens, last + 1))) {
        last++;
        end = endAt(tokens, last);
      }
      const next = last + 1 < tokens.length ? startAt(tokens, last + 1) : text.length;
      if (closesQuestion(text, end, next)) {
        for (let i = first; i <= last; i++) if (keys.has(hashAt(tokens, i))) return true;
        if (isQuestionBack(tokens, first, last, toUser, this.lexicon)) return true;
      }
      first = last + 1;
    }
    return false;
  }

  /**
   * The message is a short answer about the assistant itself: at most
   * {@link DIRECT_ANSWER_MAX_TOKENS} tokens, one of them a `self` word ("I do indeed.", "On
   * Fridays, when I go for my walk.", "Ich mag Physik.", "我喜欢物理。").
   */
  answersAboutItself(): boolean {
    const tokens = this.allTokens();
    if (tokens.length === 0 || tokens.length > DIRECT_ANSWER_MAX_TOKENS) return false;
    const self = this.lexicon.tokens.self;
    for (let i = 0; i < tokens.length; i++) if (self.hasToken(tokens, i)) return true;
    return false;
  }
}

/**
 * True when tokens `first` to `last` (inclusive) are a bare question back: a `second_person`
 * phrase of the `repair` lexicon (among `secondPerson`, the message's matches of that group) and
 * nothing but stopwords and confirmations ("What about you?", "And you?", "How about you?", "Und
 * du?", "Et toi ?", "¿Y tú?", "你呢？"). It asks the other side the same thing about itself.
 */
export function isQuestionBack(
  tokens: TokenList,
  first: number,
  last: number,
  secondPerson: readonly PhraseMatch[],
  lexicon: CompiledLexicon,
): boolean {
  const { stopwords, confirmations } = lexicon.tokens;
  let back = false;
  for (let i = first; i <= last; i++) {
    if (secondPerson.some((m) => m.start <= i && m.end > i)) back = true;
    else if (!stopwords.hasToken(tokens, i) && !confirmations.hasToken(tokens, i)) return false;
  }
  return back;
}

/** True when `text` holds a question mark (`?`, `？`) between `from` and `to`. */
export function closesQuestion(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 63 || c === 0xff1f) return true;
  }
  return false;
}

/** Where the last sentence of `text` starts: past the last sentence mark before its closing marks. */
export function lastSentenceStart(text: string): number {
  let k = text.length - 1;
  while (k >= 0 && (isSentenceMark(text.charCodeAt(k)) || isWhiteSpace(text.charCodeAt(k)))) k--;
  while (k >= 0 && !isSentenceMark(text.charCodeAt(k))) k--;
  return k + 1;
}

/**
 * True when two token keys are of one stem: equal, or sharing at least {@link STEM_MIN_PREFIX}
 * leading characters with at most {@link STEM_MAX_ENDING} more in the shorter one.
 */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < STEM_MIN_PREFIX) return false;
  let shared = 0;
  while (shared < shorter && a.charCodeAt(shared) === b.charCodeAt(shared)) shared++;
  return shared >= STEM_MIN_PREFIX && shorter - shared <= STEM_MAX_ENDING;
}

/** A letter or digit of any script (not a mark, a space or a symbol): what closes the words of a text. */
function isWordChar(c: number): boolean {
  return WORD_CHAR.test(String.fromCharCode(c));
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
