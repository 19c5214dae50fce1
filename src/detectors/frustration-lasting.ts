/**
 * @module Trouble that has lasted, told to a company ("@Acme I've been trying to contact you for
 * weeks", "Spent hours. HELP!"): the user's effort with the service went on and got nowhere (see
 * docs/signals.md).
 */
import type { CompiledLexicon } from '../lexicon/compile';
import type { PhraseMatch } from '../lexicon/match';
import { onDemandMatchesOf, type UserMessage } from '../messages/prepare';
import { clauseAt, opensClauseAfterHandles } from '../text/tokenize';
import { addressesHandle } from './frustration-handles';

/** The `complaint` group of effort and trouble ("been trying", "tried", "wasted", "been having", "versucht", "j'essaie", "intentando", "tentando"), matched on demand. */
export const EFFORT = 'effort';

/** The `complaint` group of long stretches of time ("for weeks", "all day", "hours", "seit Wochen", "depuis des jours", "durante semanas", "há dias", "好几天"), matched on demand. */
export const DURATION = 'duration';

/** The `complaint` group of words that make a stretch of time a point in the past ("ago", "vor", "il y a", "hace", "atrás", "以前"), matched on demand. */
export const PAST_POINT = 'past_point';

/**
 * True when a public message to a company (it addresses a handle, `@name`) tells of effort or
 * trouble that has lasted: a phrase of the {@link EFFORT} group and one of the {@link DURATION}
 * group stand in one clause, the duration after the effort or at most {@link LEAD_REACH} tokens
 * before it, the effort the user's own (see {@link isUsersOwn}) ("I've been trying to contact them for weeks", "have
 * been facing these trouble since long time", "I wasted hours on hold", "I keep trying all night",
 * "ich versuche seit Tagen…", "j'essaie depuis des semaines", "llevo intentando durante días",
 * "estou tentando há dias"). Hours of the user's effort spent on the service's failure are a
 * complaint of it. A stretch of time that a {@link PAST_POINT} word makes a point in the past
 * ("I tried to recover a mail I deleted two weeks ago", "vor 3 Wochen", "hace días") dates
 * something; a duration further before the effort goes with another verb ("for the past few days
 * I have been getting emails … and today I tried to log in"); no phrase is read as a typo. The phrases are matched only in a message to a handle.
 */
export function tellsLastingTrouble(message: UserMessage, lexicon: CompiledLexicon): boolean {
  if (!addressesHandle(message.toneText)) return false;
  const matches = onDemandMatchesOf(message, lexicon);
  const tokens = message.tokens;
  for (const effort of matches) {
    if (!inGroup(effort, EFFORT) || !isUsersOwn(message, effort, lexicon)) continue;
    const clause = clauseAt(tokens, effort.start);
    for (const duration of matches) {
      if (!inGroup(duration, DURATION) || clauseAt(tokens, duration.start) !== clause) continue;
      if (duration.start >= effort.end || (duration.end <= effort.start && duration.end >= effort.start - LEAD_REACH)) {
        if (!datesInPast(matches, duration)) return true;
      }
    }
  }
  return false;
}

/** Most tokens between a `self` word and the effort it is the subject of ("I have been trying", "I've tried"). */
export const SUBJECT_REACH = 3;

/**
 * True when an effort phrase is the user's own: it opens its clause, after handles at most, or
 * follows one word that does, its subject left out as a tweet does ("Been trying to access it for
 * weeks", "Spent hours.", "have been facing these trouble since long time"), or a
 * `self` word stands at most {@link SUBJECT_REACH} tokens before it in its clause ("I've been
 * trying", "I have been facing"). "someone trying to log into my account" is a third party's.
 */
function isUsersOwn(message: UserMessage, effort: PhraseMatch, lexicon: CompiledLexicon): boolean {
  const tokens = message.tokens;
  if (
    opensClauseAfterHandles(tokens, effort.start) ||
    (effort.start > 0 && opensClauseAfterHandles(tokens, effort.start - 1))
  ) {
    return true;
  }
  const clause = clauseAt(tokens, effort.start);
  for (let i = effort.start - 1; i >= 0 && i >= effort.start - SUBJECT_REACH && clauseAt(tokens, i) === clause; i--) {
    if (lexicon.tokens.self.hasToken(tokens, i)) return true;
  }
  return false;
}

function inGroup(match: PhraseMatch, group: string): boolean {
  return match.phrase.group === group && match.phrase.family === 'complaint' && !match.fuzzy;
}

/** Most tokens between a duration and the effort after it ("for weeks I've tried", "何日も試している"): further before, it belongs to another verb. */
export const LEAD_REACH = 2;

/** Most tokens between a duration and the {@link PAST_POINT} word that dates it ("weeks or so ago", "hace 3 días"). */
export const PAST_POINT_REACH = 2;

/** True when a {@link PAST_POINT} phrase stands at most {@link PAST_POINT_REACH} tokens after or before a duration ("two weeks ago", "a couple weeks or so ago", "vor 3 Wochen"). */
function datesInPast(matches: readonly PhraseMatch[], duration: PhraseMatch): boolean {
  return matches.some(
    (m) =>
      inGroup(m, PAST_POINT) &&
      ((m.start >= duration.end && m.start <= duration.end + PAST_POINT_REACH) ||
        (m.end <= duration.start && m.end >= duration.start - PAST_POINT_REACH)),
  );
}
