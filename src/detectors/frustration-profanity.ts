/**
 * @module Profanity: when a swear word is aimed at the assistant or the service, or vents
 * frustration, and the groups of swear words that do neither (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import type { UserMessage } from '../messages/prepare';
import { clauseAt } from '../text/tokenize';
import { laughs } from '../text/tone';
import type { DetectorContext } from './context';
import type { DialogueState } from './dialogue';
import { assistantEndedAsking } from './dialogue-answers';
import { carriesPositiveFeedback, hasNegator } from './frustration-cues';
import { addressesHandle } from './frustration-handles';
import { asksQuestion, SECOND_PERSON, secondPersonInClause } from './reply-view';

/**
 * True when profanity is aimed at the assistant or the service, or vents frustration: the message
 * carries another indicator (`otherCue`: capitals, a run of marks, a complaint or confusion phrase)
 * or addresses a handle (`@name`); or the profanity's clause holds an `addressees` word ("you",
 * "your", "this", "it", "du", "tu", 你: "fuck you", "this is bullshit", "get your shit together");
 * or the profanity is its whole clause, an exclamation ("Fuck!", "wtf", "damn it"), or a phrase of
 * two words or more, an address or exclamation by itself ("piss off", "fuck off", "fick dich"). Profanity in a
 * clause about a third party or a topic ("video games are bullshit", "the hackers are assholes")
 * is an opinion, not frustration with the assistant. An exclamation counts only as a reaction to
 * what the assistant said: not in the user's first turn (nothing to react to yet: "wtf", "sup
 * fucker"), nor answering the assistant's question ("How are you?" → "Crappy", "What do you do?"
 * → "Fucking"); an address or a phrase still counts there ("Fuck you", "fuck off"). A `modifier`
 * word with nothing to modify is the verb, no exclamation ("Fucking"); after a question of the
 * assistant a pointer right before the swear word points at the topic ("I don't like this
 * shit"); and a swear word that opens a statement of the user's own ("yeh fuck I just had…") is
 * aimed by no addressee further before it (see {@link opensOwnStatement}). Without an
 * address, profanity in a message that praises is amazement ("Holy crap. That's amazing": see
 * {@link carriesPositiveFeedback}), not anger; an exclamation of the `amazement` group ("damn",
 * "holy crap") that no address aims counts only beside a negator ("Damn, you don't have to be
 * rude"; not "damn!" at a big number, "Well damn, your mom is a savage"); and a message that
 * laughs plays ("wtf lol").
 * A language without an `addressees` list keeps every profanity.
 */
export function isAimed(
  message: UserMessage,
  match: PhraseMatch,
  ctx: DetectorContext,
  otherCue: boolean,
  dialogue: DialogueState,
): boolean {
  const addressees = ctx.lexicon?.tokens.addressees;
  if (addressees === undefined || addressees.size === 0 || otherCue || addressesHandle(message.toneText)) return true;
  // Play, not anger: a message that laughs ("wtf lol", "do you know what fuck means? 😂").
  if (laughs(message.toneText)) return false;
  const tokens = message.tokens;
  const clause = clauseAt(tokens, match.start);
  // A judgement of a state of affairs ("that's fucked", "so fucked up", "está jodido") judges the
  // topic unless its clause speaks to the assistant ("you're fucked up", "your shitty answers").
  if (inGroup(message, match, JUDGEMENT)) return secondPersonInClause(message, clause);
  // So does an exclamation of amazement beside a pointer ("damn wish I made that kind of money"),
  // but not one that modifies a third party's noun ("did you drown those damn kids"): see
  // {@link modifiesMidClause}.
  if (
    inAmazement(message, match) &&
    secondPersonInClause(message, clause) &&
    !modifiesMidClause(message, match, ctx.lexicon)
  )
    return true;
  const modifies = modifiesNext(message, match, ctx.lexicon);
  // A swear word right before a first-person word opens a statement of the user's own ("yeh fuck
  // I just had a heart attack"): an addressee further before it, in a run-on clause, does not aim
  // it; one right before it still does ("you bastard I'm leaving").
  const opensOwn = opensOwnStatement(message, match, ctx.lexicon);
  // After a question of the assistant, a pointer right before the swear word ("I don't like this
  // shit") points at what was asked about; a second-person word ("your shit") still aims it.
  const answering = dialogue.lastAssistant !== undefined && asksQuestion(dialogue.lastAssistant.text);
  let others = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (clauseAt(tokens, i) !== clause) continue;
    if (
      addressees.hasToken(tokens, i) &&
      !inAmazement(message, match) &&
      (!modifies || (i >= match.start - 1 && i <= match.end)) &&
      !(opensOwn && i < match.start - 1) &&
      !(answering && i === match.start - 1 && !secondPersonAt(message, i)) &&
      !ownerBetween(message, i, match, ctx)
    )
      return true;
    if (i < match.start || i >= match.end) others++;
  }
  // Amazement, not anger: an exclamation in a message that praises ("Holy crap. That's amazing").
  if (carriesPositiveFeedback(message, ctx)) return false;
  // An exclamation of amazement ("damn", "holy crap") reacts to a fact as often as to a failure:
  // it vents only beside a negator ("Damn, you don't have to be rude"), not alone ("damn!" at a number).
  if (inAmazement(message, match)) return hasNegator(message, ctx);
  // A swear word of the `modifier` group with nothing after it in its clause modifies nothing: it
  // is the verb ("What are your hobbies?" → "Fucking"), not an exclamation.
  if (inGroup(message, match, MODIFIER) && (match.end === tokens.length || clauseAt(tokens, match.end) !== clause))
    return false;
  // A phrase of two words or more is an address or an exclamation by itself ("piss off", "fuck off", "ta gueule").
  if (match.phrase.keys.length > 1) return true;
  return others <= PROFANITY_EXCLAMATION_WORDS && dialogue.userTurns > 0 && !assistantEndedAsking(dialogue);
}

/**
 * True when a profanity match of the `modifier` group ("fucking", "freaking", "verdammte") modifies
 * the word after it in its clause ("Do you like playing fucking basketball?", "the freaking frogs"):
 * it then speaks of that thing, and an addressee aims it only from next to it ("you fucking idiot",
 * "your fucking answer", "this fucking bot"). Not after an intensifier ("are you so fucking slow"),
 * where it strengthens a judgement of the clause.
 */
function modifiesNext(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  return (
    inGroup(message, match, MODIFIER) &&
    match.end < tokens.length &&
    clauseAt(tokens, match.end) === clauseAt(tokens, match.start) &&
    (match.start === 0 || (lexicon?.sequences.intensifiers.lengthAt(tokens, match.start - 1) ?? 0) === 0)
  );
}

/**
 * True when a one-word exclamation of amazement ("damn") stands inside its clause, a word of the
 * clause on each side and no `second_person` word next to it: it modifies the word after it
 * ("those damn kids", "the damn thing"), an adjective of that thing, like a `modifier` word. A
 * second-person word elsewhere in the clause then does not aim it ("Did you drown those damn kids
 * in the lake?"); one next to it does ("you damn liar", "oh damn you"), and so does one that opens
 * its clause ("damn you slow"). Not after an intensifier ("why are you so damn obsessed"), where
 * it strengthens a judgement of the clause.
 */
function modifiesMidClause(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  const clause = clauseAt(tokens, match.start);
  return (
    match.end - match.start === 1 &&
    match.start > 0 &&
    match.end < tokens.length &&
    clauseAt(tokens, match.start - 1) === clause &&
    clauseAt(tokens, match.end) === clause &&
    !secondPersonAt(message, match.start - 1) &&
    !secondPersonAt(message, match.end) &&
    (lexicon?.sequences.intensifiers.lengthAt(message.tokens, match.start - 1) ?? 0) === 0
  );
}

/**
 * True when token `i` of the message lies inside a `second_person` word of the `repair` lexicon
 * ("you", "your", "du", "tu", 你), not a pointer ("this", "that", "it").
 */
function secondPersonAt(message: UserMessage, i: number): boolean {
  return message.matches.some(
    (m) => m.phrase.family === 'repair' && m.phrase.group === SECOND_PERSON && m.start <= i && m.end > i,
  );
}

/**
 * True when a profanity match of one token opens a statement of the user's own: the next token,
 * in the same clause, is a `self` word ("fuck I just had a heart attack", "Scheiße ich hab's
 * vergessen"). The swear word is then an exclamation about the user's own situation, and an
 * addressee that stands before it in a run-on clause, not right before it ("you love red wine yeh
 * fuck I…"), does not aim it.
 */
function opensOwnStatement(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon | undefined): boolean {
  const tokens = message.tokens;
  return (
    lexicon !== undefined &&
    match.end - match.start === 1 &&
    match.end < tokens.length &&
    clauseAt(tokens, match.end) === clauseAt(tokens, match.start) &&
    lexicon.tokens.self.hasToken(tokens, match.end)
  );
}

/**
 * True when an `owners` run ("my", "meine", "我的") stands between token `i` (an addressee) and the
 * profanity match in the message: the swear word then speaks of the user's own thing ("that kind of
 * stuff makes my mental health crap"), not of what the addressee points at.
 */
function ownerBetween(message: UserMessage, i: number, match: PhraseMatch, ctx: DetectorContext): boolean {
  const owners = ctx.lexicon?.sequences.owners;
  if (owners === undefined || owners.size === 0) return false;
  const [from, to] = i < match.start ? [i + 1, match.start] : [match.end, i];
  for (let k = from; k < to; k++) if (owners.lengthAt(message.tokens, k) > 0) return true;
  return false;
}

/**
 * True when a profanity match is, or lies inside, a match of the `proposition` group within one
 * clause ("fuck" in "I want to fuck you"; not in "I wanted to. Fuck you").
 */
export function inProposition(message: UserMessage, match: PhraseMatch): boolean {
  const tokens = message.tokens;
  return message.matches.some(
    (m) =>
      m.phrase.family === 'profanity' &&
      m.phrase.group === PROPOSITION &&
      m.start <= match.start &&
      m.end >= match.end &&
      clauseAt(tokens, m.start) === clauseAt(tokens, m.end - 1),
  );
}

/** True when a profanity match is, or lies inside, an `amazement` match ("crap" in "holy crap"). */
function inAmazement(message: UserMessage, match: PhraseMatch): boolean {
  return inGroup(message, match, AMAZEMENT);
}

/** True when a profanity match is, or lies inside, a profanity match of `group`. */
export function inGroup(message: UserMessage, match: PhraseMatch, group: string): boolean {
  return message.matches.some(
    (m) => m.phrase.family === 'profanity' && m.phrase.group === group && m.start <= match.start && m.end >= match.end,
  );
}

/** The `profanity` group of idioms that hold a swear word and swear at nothing ("freaking out"): never counted. */
export const IDIOM = 'idiom';

/**
 * The `profanity` group of sexual propositions and sexual uses of a swear verb ("want to fuck",
 * "let's fuck", "be fucked", "dich ficken", "想操你"): a proposition or trolling, not frustration;
 * never counted, nor a swear word inside one ("fuck off" in "I want you to fuck off" goes past it).
 */
export const PROPOSITION = 'proposition';

/**
 * The `profanity` group of judgements of a state of affairs ("fucked", "fucked up", "shitty",
 * "jodido"): counted only where the clause speaks to the assistant, or with another cue.
 */
export const JUDGEMENT = 'judgement';

/**
 * The `profanity` group of swear words that modify the next word ("fucking", "freaking",
 * "verdammte", "pinche"): aimed by an addressee only from next to it, see {@link modifiesNext}.
 */
export const MODIFIER = 'modifier';

/** The `profanity` group of exclamations of amazement as much as anger ("damn", "holy crap", "oh shit"). */
export const AMAZEMENT = 'amazement';

/** Other words a clause may hold and still be an exclamation around its profanity ("damn it", "oh shit"). */
export const PROFANITY_EXCLAMATION_WORDS = 1;
