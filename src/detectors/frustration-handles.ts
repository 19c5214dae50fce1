/**
 * @module Public messages to a company: whether a message addresses a handle (`@name`), and
 * whether a judgement word in it judges the service (see docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import { matchGroup, type PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { clauseAt, opensClauseAfterHandles, tokenizeTransient, wordAt, type TokenList } from '../text/tokenize';

/**
 * True when the text addresses a handle: `@` right after the start, a space or punctuation
 * (".@name"), and right before a letter, digit or `_` (an e-mail address has a letter before `@`).
 */
export function addressesHandle(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && isWordChar(text.charCodeAt(at - 1))) continue;
    if (at + 1 < text.length && isWordChar(text.charCodeAt(at + 1))) return true;
  }
  return false;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 95 || ((c | 32) >= 97 && (c | 32) <= 122) || c >= 0xc0;
}

/**
 * True when a complaint match of the `judgement` group (a bare judgement word: "terrible",
 * "ridiculous", "a joke", "sucks", "lamentable", "schrecklich") does not judge the service. A
 * judgement counts only in a public message to a company (it addresses a handle, `@name`: see
 * {@link addressesHandle}), and only when its clause names what it judges as the company's or the
 * user's dealings with it: an `addressees` word ("you", "your", "this", "it", "service") stands
 * in the clause, and no `owners` run ("my", "meine") stands between it and the judgement ("@Acme
 * your service is so bad", "@Acme Disappointing customer service.", "@Acme This is disgusting!";
 * but "@Acme my screen looks terrible" is a symptom of the user's own thing). Outside such a
 * message "that's terrible" is as often sympathy with a story as a judgement of the assistant; the
 * judgements aimed at the assistant are whole phrases of the main group ("you are terrible").
 */
export function isStrayJudgement(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.family !== 'complaint' || match.phrase.group !== 'judgement') return false;
  if (!addressesHandle(message.toneText)) return true;
  const tokens = message.tokens;
  const addressees = lexicon.tokens.addressees;
  const owners = lexicon.sequences.owners;
  const clause = clauseAt(tokens, match.start);
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause; i--) {
    if (addressees.hasToken(tokens, i)) return false;
    if (owners.size > 0 && owners.lengthAt(tokens, i) > 0) return true;
  }
  // A judgement that opens or closes its clause is an exclamation or a predicate ("Terrible
  // customer support.", "Total garbage.", "… get even worse?"), not a word about a noun in it
  // ("outrageous prices", "the trash folder").
  const opens = opensClauseAfterHandles(tokens, match.start);
  const closes = match.end === tokens.length || clauseAt(tokens, match.end) !== clause;
  if (opens || closes) return false;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (addressees.hasToken(tokens, i)) return false;
    // "… worse on my pc after the update that …": the judgement speaks of the user's own thing.
    if (owners.size > 0 && owners.lengthAt(tokens, i) > 0) return true;
  }
  return true;
}

/**
 * The `complaint` group of words that complain as a hashtag ("fail", "sucks", "badservice",
 * "frechheit", "arnaque", "vergüenza", "最悪"), matched on demand, in the hashtags of a message only
 * (see {@link complaintHashtag}): as words they are as often about anything else ("the plan might
 * fail", "that sucks for your brother").
 */
export const HASHTAG = 'hashtag';

/** Longest hashtag read, in characters: a longer run after `#` is no tag. */
export const HASHTAG_MAX_CHARS = 40;

/**
 * The first hashtag of a public message to a company that complains of it, if any: the message
 * addresses a handle (see {@link addressesHandle}), and a tag (`#` at the start or after a space
 * or a mark, then letters, digits or `_`) is, as a whole or by its last word when written in
 * camel case, a phrase of the {@link HASHTAG} group ("@Acme … #fail #badux", "I can't stand @Acme.
 * #AcmeSucks", "@Acme … #Frechheit"). A tag names what the user files the message under: a tag of
 * disappointment or scorn says what they think of the service. "#AngryBirds" ends in no such word,
 * "C#" is no tag, and a lowercase run ("#acmesucks") is read only as a whole.
 */
export function complaintHashtag(text: string, lexicon: CompiledLexicon): string | undefined {
  let at = text.indexOf('#');
  if (at === -1 || !addressesHandle(text)) return undefined;
  for (; at !== -1; at = text.indexOf('#', at + 1)) {
    if (at > 0 && isTagChar(text[at - 1]!)) continue;
    let end = at + 1;
    while (end < text.length && end - at <= HASHTAG_MAX_CHARS && isTagChar(text[end]!)) end++;
    if (end === at + 1 || end - at > HASHTAG_MAX_CHARS) continue;
    const tag = text.slice(at + 1, end);
    if (isHashtagWord(tag, lexicon, false)) return `#${tag}`;
    const last = lastCamelWord(tag);
    if (last !== undefined && isHashtagWord(last, lexicon, true)) return `#${tag}`;
  }
  return undefined;
}

/** A letter, a digit, a combining mark or `_`: what a hashtag is made of. */
const TAG_CHAR = /[\p{L}\p{N}\p{M}_]/u;

function isTagChar(c: string): boolean {
  return TAG_CHAR.test(c);
}

/**
 * True when `word`, as a whole and as written (no typo match), is a phrase of the {@link HASHTAG}
 * group, or, for the last word of a camel-case tag (`last`), a `judgement` phrase too ("#AcmeSucks",
 * name whom it judges). A bare judgement tag ("#pathetic", "#ridiculous") is as
 * often about a third party the message shows ("Look at this seller asking $350 for wipes @Acme
 * #pathetic").
 */
function isHashtagWord(word: string, lexicon: CompiledLexicon, last: boolean): boolean {
  const tokens = tokenizeTransient(word.toLowerCase());
  if (tokens.length === 0) return false;
  const whole = (m: PhraseMatch) => !m.fuzzy && m.start === 0 && m.end === tokens.length;
  return (
    matchGroup(tokens, lexicon, 'complaint', HASHTAG).some(whole) ||
    (last && matchGroup(tokens, lexicon, 'complaint', 'judgement').some(whole))
  );
}

/**
 * The last word of a tag written in camel case: from its last capital that follows a lowercase
 * letter ("AdobeSucks" → "Sucks", "CustomerServiceFail" → "Fail"); undefined when there is none
 * ("fail", "FAIL", "badux").
 */
function lastCamelWord(tag: string): string | undefined {
  for (let k = tag.length - 1; k > 0; k--) {
    const c = tag[k]!;
    const before = tag[k - 1]!;
    if (c !== c.toLowerCase() && before !== before.toUpperCase()) return tag.slice(k);
  }
  return undefined;
}

/** The `complaint` group of verbs of contacting the service ("called", "emailed", "reported", "angerufen", "appelé", "liguei"), matched on demand. */
export const CONTACT = 'contact';

/** The `complaint` group of counts of times ("numerous times", "several times", "mehrmals", "plusieurs fois", "varias veces", "何度も"), matched on demand. */
export const COUNT = 'count';

/** The `complaint` group of the word for times ("times", "mal", "fois", "veces", "vezes"), a count only after a number (see {@link repeatedContact}), matched on demand. */
export const COUNT_UNIT = 'count_unit';

/** Smallest number before a {@link COUNT_UNIT} word that makes a count of contacts ("3 times", "4-5 times"). */
export const CONTACT_MIN_TIMES = 3;

/**
 * True when a public message to a company (it addresses a handle, see {@link addressesHandle})
 * says the user contacted the service again and again: a verb of the {@link CONTACT} group and a
 * count of the {@link COUNT} group, or a {@link COUNT_UNIT} word right after a number of at least
 * {@link CONTACT_MIN_TIMES}, stand in one clause, in either order and whatever stands between
 * ("It was reported to y'all on the forums numerous times", "I've called 4-5 times in 6 weeks",
 * "I emailed you guys so many times and got denied", "ich habe euch schon 5 mal angerufen"). The
 * user tells the service it failed to act on them. An attempt of the user's own is no contact
 * ("I've tried a few times", "I restarted it several times"), two times are not "again and
 * again", and no phrase is read as a typo ("contracted" is not "contacted"). The phrases are
 * matched only in a message to a handle.
 */
export function repeatedContact(message: UserMessage, lexicon: CompiledLexicon): boolean {
  if (!addressesHandle(message.toneText)) return false;
  const matches = onDemandMatchesOf(message, lexicon);
  const tokens = message.tokens;
  for (const verb of matches) {
    if (verb.phrase.group !== CONTACT || verb.phrase.family !== 'complaint' || verb.fuzzy) continue;
    const clause = clauseAt(tokens, verb.start);
    for (const count of matches) {
      if (count.phrase.family !== 'complaint' || count.fuzzy || clauseAt(tokens, count.start) !== clause) continue;
      if (count.phrase.group === COUNT || (count.phrase.group === COUNT_UNIT && followsCount(tokens, count.start))) {
        return true;
      }
    }
  }
  return false;
}

/** True when the token before token `i` is a number of at least {@link CONTACT_MIN_TIMES} written in digits. */
function followsCount(tokens: TokenList, i: number): boolean {
  if (i === 0 || clauseAt(tokens, i - 1) !== clauseAt(tokens, i)) return false;
  const word = wordAt(tokens, i - 1);
  return /^\d{1,4}$/.test(word) && Number(word) >= CONTACT_MIN_TIMES;
}
