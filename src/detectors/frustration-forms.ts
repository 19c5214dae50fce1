/**
 * @module Forms of frustration read beside the phrase lists (see docs/signals.md): an emoji of anger or distress, a groan, and a short reaction
 * that echoes the assistant's words.
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { clauseAt, endAt, hashAt, startAt, type TokenList } from '../text/tokenize';
import { ANGRY_EMOJI, WEARY_EMOJI, emojiOf, laughs } from '../text/tone';
import type { DialogueState } from './dialogue';
import { ReplyView, secondPersonInClause } from './reply-view';

/** The `complaint` group of groans ("ugh", "argh", "smh", "pff", "menno"). */
export const GROAN = 'groan';

/**
 * The `complaint` group of reproachful questions opening a clause ("why did you", "why won't you",
 * "what is going on with", "pourquoi vous", "warum habt ihr"): a complaint only in a public message
 * to a company (see docs/signals.md).
 */
export const REPROACH = 'reproach';

/**
 * The `complaint` group of disputes of the answer ("that's wrong", "that is not correct", "you're
 * wrong", "eso está mal", "das ist falsch"): a complaint only where the message shows annoyance (see
 * docs/signals.md); a bare dispute is a correction.
 */
export const DISPUTE = 'dispute';

/**
 * The `complaint` group of reminders of what the user said or answered ("I already told you", "I
 * already answered that", "je te l'ai déjà dit", "ya te lo dije", "我说过了"): they correct the
 * assistant (the same words are `repair` reminders), and complain of it only with annoyance, like
 * a {@link DISPUTE}: "I already said that" → a correction; "I ALREADY TOLD YOU!!" → both.
 */
export const REMINDER = 'reminder';

/**
 * The `complaint` group of complaints that the assistant repeats itself ("you already said that",
 * "you just said that", "tu l'as déjà dit", "das hast du schon gesagt", "ya lo dijiste", "你已经说过了"):
 * a complaint unless it cites what the assistant said (see {@link citesReply}).
 */
export const REPEATED = 'repeated';

/**
 * The `complaint` group of complaints that the assistant asks again what the user answered ("you
 * already asked me that", "I already answered that", "stop asking me", "das hast du mich schon
 * gefragt", "ya me lo preguntaste", "你已经问过了"): a complaint unless the message laughs ("lol,
 * you already asked me that": amused, not annoyed; see {@link isAmusedReask}).
 */
export const REASKED = 'reasked';

/** True when a complaint match of the `reasked` group stands in a message that laughs ("You already asked me that, haha."). */
export function isAmusedReask(text: string, match: PhraseMatch): boolean {
  return match.phrase.group === REASKED && match.phrase.family === 'complaint' && laughs(text);
}

/**
 * The `complaint` group of bare demands to fix what is broken, opening a clause ("fix it", "please
 * fix this", "behebt das", "réparez ça", "arreglen esto", "consertem isso"): a complaint only in a
 * public message to a company (it addresses a handle, `@name`), where the user demands of the
 * service what it should have done ("@Acme PLZ FIX IT", "…still broken. Please fix this!"), and
 * only opening its clause, or after nothing but handles in it (see `opensClauseAfterHandles`):
 * "how do I fix this" asks, "you should fix this" suggests. In a chat or to an agent "fix it" is
 * a task ("the test fails, fix it").
 */
export const DEMAND = 'demand';

/**
 * True when a match is written in capitals right after a word in ordinary case, its capitals
 * opening a clause of their own where the writer left out the mark ("… audio does not play after 1
 * second FIX THIS YT"): every cased letter of the match is a capital (two at least), and the
 * token before it ends in a lowercase letter. A demand in a message written all in capitals ("HOW
 * DO I FIX THIS") or after a word in capitals opens nothing.
 */
export function opensInCapitals(message: UserMessage, match: PhraseMatch): boolean {
  const { tokens, toneText } = message;
  // Tokens are read in the lowercased text: its offsets hold in the text as written only when lowercasing kept its length.
  if (match.start === 0 || toneText.length !== tokens.text.length) return false;
  if (!isLower(toneText[endAt(tokens, match.start - 1) - 1]!)) return false;
  let capitals = 0;
  for (let k = startAt(tokens, match.start), end = endAt(tokens, match.end - 1); k < end; k++) {
    const c = toneText[k]!;
    if (c.toLowerCase() === c.toUpperCase()) continue;
    if (isLower(c)) return false;
    capitals++;
  }
  return capitals >= 2;
}

/** True when a character is a lowercase letter. */
function isLower(c: string): boolean {
  return c !== c.toUpperCase() && c === c.toLowerCase();
}

/** Fewest tokens after a `repeated` phrase, in its clause, that make it a citation (see {@link citesReply}). */
export const CITATION_MIN_TOKENS = 3;

/**
 * True when a complaint match of the `repeated` group goes on, in its clause, with at least
 * {@link CITATION_MIN_TOKENS} tokens: it cites what the assistant said ("But you just said that
 * bruce wayne is a bad man… so is he good or bad?", "You already said you didn't have a favorite
 * song", "tu as déjà dit que tu n'aimais pas…"), confronting the assistant with its own words, a
 * dispute, not a complaint that it repeats itself. Closing its clause, or with a word or two after
 * it ("You already said that.", "you said that already, tell me something else", "you already
 * said that twice"), it still complains of the repetition.
 */
export function citesReply(tokens: TokenList, match: PhraseMatch): boolean {
  if (match.phrase.group !== REPEATED) return false;
  const clause = clauseAt(tokens, match.end - 1);
  let after = 0;
  for (let i = match.end; i < tokens.length && clauseAt(tokens, i) === clause; i++) {
    if (++after >= CITATION_MIN_TOKENS) return true;
  }
  return false;
}

/**
 * The emoji that makes a message a complaint, if any: an emoji of anger ("😡", "🤬", "🙄", "👎")
 * in any message; an emoji of weariness ("😩", "😫", "😒", "🤦") only in a message that reports a
 * problem (`reportsProblem`, asked only then: a complaint, confusion or profanity phrase, or a negator in a message
 * to a handle or in the user's first turn: "@Acme it still won't load 😩"), as a face palm is as
 * often a sigh at oneself. Crying is sadness, not annoyance (see `WEARY_EMOJI`). A message that
 * laughs ("lol", "haha", "😂") plays, whatever its emoji.
 */
export function complaintEmoji(message: UserMessage, reportsProblem: () => boolean): string | undefined {
  const text = message.toneText;
  // The emoji first: most messages have none, and the laughter and problem checks cost more.
  let emoji = emojiOf(text, ANGRY_EMOJI);
  if (emoji === undefined) {
    emoji = emojiOf(text, WEARY_EMOJI);
    if (emoji === undefined || !reportsProblem()) return undefined;
  }
  return laughs(text) ? undefined : emoji;
}

/**
 * The `confusion` group of interjections that query as often as they muse ("huh"): confusion
 * unless a mark that muses follows them (see {@link isMusing}).
 */
export const INTERJECTION = 'interjection';

/**
 * True when a confusion match of the `interjection` group is closed by a period, a comma or an
 * exclamation mark without a question mark: "Huh.", "Huh, I didn't know that.", "Huh! So…" muse
 * or marvel; "Huh?", "huh?!", "Huh" (nothing after it) still query. Only the marks right after
 * the interjection are read.
 */
export function isMusing(tokens: TokenList, match: PhraseMatch): boolean {
  if (match.phrase.group !== INTERJECTION) return false;
  const text = tokens.text;
  let musing = false;
  for (let k = endAt(tokens, match.end - 1); k < text.length; k++) {
    const c = text[k]!;
    if (c === '?' || c === '？') return false;
    if (c === '.' || c === ',' || c === '!' || c === '…' || c === '。' || c === '，' || c === '！') musing = true;
    else if (c !== ' ' && c !== '\t') break;
  }
  return musing;
}

/** Fewest tokens before an interjection in its sentence that make it a tag question. */
export const TAG_MIN_TOKENS_BEFORE = 2;

/**
 * True when a confusion match of the `interjection` group closes a statement as a tag question:
 * at least {@link TAG_MIN_TOKENS_BEFORE} tokens before it in its sentence ("They have had a rough
 * year, huh", "Very original, huh?"), asking for agreement, not what the assistant meant. After
 * one word ("Wait, huh?") it still queries.
 */
export function isTagQuestion(tokens: TokenList, match: PhraseMatch): boolean {
  if (match.phrase.group !== INTERJECTION || match.start < TAG_MIN_TOKENS_BEFORE) return false;
  const text = tokens.text;
  for (let i = match.start - 1, before = 0; i >= 0; i--) {
    for (let k = endAt(tokens, i); k < startAt(tokens, i + 1); k++) {
      if (SENTENCE_END_MARKS.includes(text[k]!)) return false;
    }
    if (++before >= TAG_MIN_TOKENS_BEFORE) return true;
  }
  return false;
}

/** Marks that end a sentence. */
const SENTENCE_END_MARKS = '.!?\n。！？';

/** Most tokens of a message that is a bare groan, a reaction by itself ("ugh", "ugh no", "argh, again"). */
export const GROAN_REACTION_MAX_TOKENS = 3;

/**
 * True when a groan ("ugh", "argh", "smh", "pff") is no complaint in its context. A groan counts
 * only as written (a typo match of "ughh" is the hesitation "uhhh"), and
 * with a problem (`reportsProblem`: a negator or another cue phrase in the message: "Ughhh my
 * laptop won't shut off", "ugh, that's wrong"), in a public message to a company (`toHandle`),
 * or as a reaction by itself (at most {@link GROAN_REACTION_MAX_TOKENS} tokens) to what the
 * assistant said ("ugh no"). Anywhere else it is sympathy with a story or weariness with a topic
 * ("Ugh. Mondays are the worst").
 */
export function isIdleGroan(
  message: UserMessage,
  match: PhraseMatch,
  state: DialogueState,
  reportsProblem: boolean,
  toHandle: boolean,
): boolean {
  if (match.phrase.group !== GROAN) return false;
  // "uhhh" is hesitation, one letter from "ughh": a groan is read only as written.
  if (match.fuzzy) return true;
  if (reportsProblem || toHandle) return false;
  return !(state.lastAssistant !== undefined && message.tokens.length <= GROAN_REACTION_MAX_TOKENS);
}

/**
 * True when a short reaction echoes the assistant's latest message: every word of it is a
 * stopword or a word the assistant said, and at least one is said ("the kids???" after "the kids
 * really like it", "86%?!" after "86% of Nevada"). That is surprise at what was said, an echo
 * question, not insistence.
 */
export function echoesReply(message: UserMessage, state: DialogueState, lexicon: CompiledLexicon): boolean {
  const last = state.lastAssistant;
  const { tokens } = message;
  if (last === undefined || tokens.length === 0) return false;
  const reply = new ReplyView(last.text, lexicon);
  const stopwords = lexicon.tokens.stopwords;
  let echoed = false;
  for (let i = 0; i < tokens.length; i++) {
    if (stopwords.hasToken(tokens, i)) continue;
    if (!reply.says(hashAt(tokens, i))) return false;
    echoed = true;
  }
  return echoed;
}

/** Fewest non-blank lines of a pasted verse block (see {@link isVerseBlock}). */
export const VERSE_MIN_LINES = 8;

/** Longest line of verse, in characters (see {@link isVerseBlock}). */
export const VERSE_MAX_LINE_CHARS = 60;

/**
 * True when the text is a pasted block of verse (song lyrics, a poem): at least
 * {@link VERSE_MIN_LINES} non-blank lines, and at least three in four of them are verse lines, short
 * (at most {@link VERSE_MAX_LINE_CHARS} characters) and open, ending with no mark that closes a
 * sentence or leads in (`.`, `?`, `!`, `:`, `。`, `？`, `！`, `：`) and opening with no list marker
 * (`-`, `*`, `•`, `1.`). Words in such a block are quoted, not said to the assistant; a list of
 * complaints or a dialogue written out in sentences is no verse.
 */
export function isVerseBlock(text: string): boolean {
  let lines = 0;
  let verse = 0;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line.length === 0) continue;
    lines++;
    if (line.length <= VERSE_MAX_LINE_CHARS && !CLOSED_LINE.test(line) && !LIST_ITEM.test(line)) verse++;
  }
  return lines >= VERSE_MIN_LINES && verse * 4 >= lines * 3;
}

/** A line that ends a sentence or leads in. */
const CLOSED_LINE = /[.?!:。？！：]$/;

/** A line that opens as an item of a list. */
const LIST_ITEM = /^(?:[-*•]|\d+[.)])\s/;

/** The `confusion` group of surprise or disbelief ("really?", "no way", "echt?", "真的吗"), matched on demand. */
export const SURPRISE = 'surprise';

/**
 * The `confusion` group of questions of the assistant's sincerity ("are you serious?",
 * "seriously?", "im Ernst?", "不会吧"), matched on demand: surprise beside a short query like
 * {@link SURPRISE}, but as often indignation as wonder, so they do not make a run of `?` surprise
 * (see {@link marvels}).
 */
export const SINCERITY = 'sincerity';

/** Longest confusion match, in tokens, read as a short query ("wait, what?", "huh?", "hein ?"). */
const SHORT_QUERY_TOKENS = 2;

/**
 * True when a confusion match is a short query (two tokens or fewer, closed by a question mark:
 * "wait, what?", "huh?", "hein ?") in a message that also holds a `surprise` phrase outside it
 * ("wait, what? really?", "No way. Huh?", "quoi ? vraiment ?", "什么？真的吗"): the user marvels at
 * what they were told, they did not fail to follow it. A statement of not following ("Really? I
 * don't understand", "I'm lost") still counts. The surprise phrases are matched only then.
 */
export function isSurprise(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.family !== 'confusion' || match.end - match.start > SHORT_QUERY_TOKENS) return false;
  const tokens = message.tokens;
  const next = match.end < tokens.length ? startAt(tokens, match.end) : tokens.text.length;
  const after = tokens.text.slice(endAt(tokens, match.end - 1), next);
  if (!after.includes('?') && !after.includes('？')) return false;
  return onDemandMatchesOf(message, lexicon).some(
    (m) =>
      m.phrase.family === 'confusion' &&
      (m.phrase.group === SURPRISE || m.phrase.group === SINCERITY) &&
      (m.end <= match.start || m.start >= match.end),
  );
}

/**
 * True when the message holds a `surprise` phrase ("really?", "oh really?", "no way", "wow",
 * "vraiment ?", "echt?", "真的吗"): a run of `?` beside it marvels at what the user was told ("Oh
 * really? All of it???", "really???"), it does not insist. A question of the assistant's sincerity
 * ({@link SINCERITY}: "Are you serious???") is not one. The surprise phrases are matched only then.
 */
export function marvels(message: UserMessage, lexicon: CompiledLexicon): boolean {
  return onDemandMatchesOf(message, lexicon).some(
    (m) => m.phrase.family === 'confusion' && m.phrase.group === SURPRISE,
  );
}

/**
 * The `confusion` group of object clauses that say what the user did not follow only after a
 * negator ("what you're talking about", "what you are saying$": "I don't know what you're talking
 * about", but "I know what you're talking about").
 */
export const OBJECT = 'object';

/**
 * True when a confusion match of the `object` group does not say the user is lost: no negator
 * stands before it in its clause ("I understand what you are saying", "So shy people can be good
 * at it, is what you are saying?": a check of what was meant), or a second-person word does, so
 * that the one who does not know is the assistant ("you don't know what you're talking about", a
 * challenge, not confusion). An object clause that opens its clause still asks ("What you're
 * talking about?"). Only the match's own clause is read, from its start back.
 */
export function isUnnegatedObject(message: UserMessage, match: PhraseMatch, lexicon: CompiledLexicon): boolean {
  if (match.phrase.family !== 'confusion' || match.phrase.group !== OBJECT) return false;
  const tokens = message.tokens;
  const clause = clauseAt(tokens, match.start);
  if (match.start === 0 || clauseAt(tokens, match.start - 1) !== clause) return false;
  const negators = lexicon.tokens.negators;
  let negated = false;
  for (let i = match.start - 1; i >= 0 && clauseAt(tokens, i) === clause; i--) {
    if (negators.hasToken(tokens, i)) negated = true;
  }
  if (!negated) return true;
  return secondPersonInClause(message, clause, match.start);
}

/**
 * The `confusion` group of a state of confusion named without its subject ("so confused", "confused
 * now", "totally lost", "está confuso", "muy confuso"): confusion of the user unless someone else is
 * its subject (see {@link isStateOfAddressee}).
 */
export const STATE = 'state';

/**
 * True when a confusion match of the `state` group says the assistant is confused, not the user: a
 * `second_person` word ("you", "você", "tú") stands before it in its clause ("You seem confused
 * now", "you are so confused", "você está confuso"). Opening its clause ("So confused right now")
 * or after a first-person word ("I'm really confused", "Now I'm so confused") it is the user's
 * state; "isso está confuso" ("this is confusing") names no person and counts. Only the match's
 * own clause is read, from its start back.
 */
export function isStateOfAddressee(message: UserMessage, match: PhraseMatch): boolean {
  if (match.phrase.family !== 'confusion' || match.phrase.group !== STATE) return false;
  // A second-person word never lies inside a `state` phrase: one that starts before it ends before it.
  return secondPersonInClause(message, clauseAt(message.tokens, match.start), match.start);
}

/**
 * The `confusion` group of a bare request to say what was meant ("what do you mean", "was meinst
 * du", "qué quieres decir", "que veux-tu dire"): confusion unless it queries a word the assistant
 * used (see {@link queriesEchoedWord}).
 */
export const QUERY = 'query';

/** Most tokens an echo beside a query may hold ("other" in "what do you mean other", "Immortal, huh?"). */
export const ECHO_MAX_TOKENS = 2;

/**
 * True when a confusion match of the `query` group ("what do you mean") or the `interjection`
 * group ("huh") queries a word the assistant used, an ordinary question about a term or an echo
 * question, not a statement of being lost: the other tokens of its sentence, or when it has none
 * those of the sentence right before it in the message, are one or {@link ECHO_MAX_TOKENS} at
 * most, each one the assistant's latest message holds, none a negator ("registering? what do you
 * mean" after "how does one go about registering that?", "what do you mean other" after "male or
 * female? or other?", "Immortal, huh?" after "a jellyfish that is immortal"). "What do you mean?"
 * alone, "Wait, huh?" (the assistant never said "wait"), "what do you mean it won't work" (a
 * challenge: a negator) and a longer sentence still count.
 */
export function queriesEchoedWord(
  message: UserMessage,
  match: PhraseMatch,
  state: DialogueState,
  lexicon: CompiledLexicon,
): boolean {
  const group = match.phrase.group;
  if (match.phrase.family !== 'confusion' || (group !== QUERY && group !== INTERJECTION)) return false;
  const last = state.lastAssistant;
  if (last === undefined) return false;
  const tokens = message.tokens;
  const limit = ECHO_MAX_TOKENS + 1;
  let from = match.start - sentenceRun(tokens, match.start, -1, limit);
  let to = match.end + sentenceRun(tokens, match.end - 1, 1, limit);
  if (to - from - (match.end - match.start) > ECHO_MAX_TOKENS) return false;
  if (from === match.start && to === match.end) {
    // The query is its own sentence: read the one right before it ("registering? what do you mean").
    if (from === 0) return false;
    to = from;
    from = to - 1 - sentenceRun(tokens, to - 1, -1, limit);
    if (to - from > ECHO_MAX_TOKENS) return false;
  }
  const reply = new ReplyView(last.text, lexicon);
  const negators = lexicon.tokens.negators;
  for (let i = from; i < to; i++) {
    if (i >= match.start && i < match.end) continue;
    if (negators.hasToken(tokens, i) || !reply.says(hashAt(tokens, i))) return false;
  }
  return true;
}

/**
 * How many tokens next to token `i` (before it for `step` -1, after it for 1) share its sentence
 * (no sentence mark between), counted up to `limit`.
 */
function sentenceRun(tokens: TokenList, i: number, step: -1 | 1, limit: number): number {
  const text = tokens.text;
  let n = 0;
  for (let k = i; n < limit; k += step, n++) {
    const next = k + step;
    if (next < 0 || next >= tokens.length) break;
    const [gapFrom, gapTo] =
      step < 0 ? [endAt(tokens, next), startAt(tokens, k)] : [endAt(tokens, k), startAt(tokens, next)];
    let mark = false;
    for (let c = gapFrom; c < gapTo && !mark; c++) mark = SENTENCE_END_MARKS.includes(text[c]!);
    if (mark) break;
  }
  return n;
}
