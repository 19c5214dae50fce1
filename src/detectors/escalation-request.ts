/**
 * @module Whether a human or support noun in a user turn is the object of a request ("transfer me
 * to a human", "担当者につないでください"), not a mention, a subject or a set of people.
 */
import type { PhraseMatch } from '../lexicon/match';
import { classOf, codePointAt, SINGLE, TOKEN_BITS } from '../text/char-class';
import { clauseAt, endAt, isHandleAt, startAt, type TokenList } from '../text/tokenize';

/** How many tokens may stand between a request verb and the human or support noun it asks for. */
export const REQUEST_GAP = 2;

/** The `escalation_human` group of distributive words ("each", "every", "all", "chaque", "每个"). */
export const DISTRIBUTIVE = 'distributive';

/**
 * True when a human or support phrase is the object of a request verb (`escalation_verbs`,
 * group `verbs`) in the same clause: the verb starts the phrase ("escalate this"), ends at most
 * {@link REQUEST_GAP} tokens before it ("transfer me to a human", "contact customer service") or,
 * in verb-final word order, starts at most that far after it ("mit einem Menschen sprechen",
 * "担当者につないで"). And the request is one: the verb comes first and opens its clause (an
 * imperative: "Connect me with an agent"; only `leads` such as "then", "ok", "just" may come
 * before it), or the noun opens it and the verb closes it ("Mit einem Menschen sprechen"; in "the
 * manager talks fast" the noun is a subject), or an opener
 * (`escalation_verbs`, group `openers`: "I want to", "can I", "please", "could you", "我想") stands
 * before it in the clause, or a verb-final request form closes the clause (group `final`).
 */
export function isRequested(tokens: TokenList, noun: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const clause = clauseAt(tokens, noun.start);
  for (const verb of matches) {
    const group = verb.phrase.group;
    if (verb.phrase.family !== 'escalation_verbs' || !REQUEST_GROUPS.has(group)) continue;
    if (clauseAt(tokens, verb.start) !== clause || clauseAt(tokens, verb.end - 1) !== clause) continue;
    const before = verb.end <= noun.start && noun.start - verb.end <= REQUEST_GAP;
    const after = verb.start >= noun.end && verb.start - noun.end <= REQUEST_GAP;
    if (!before && !after && verb.start !== noun.start) continue;
    const start = Math.min(verb.start, noun.start);
    if (group === WANTS) {
      if (before && wantsNoun(tokens, verb, noun, clause, matches)) return true;
      continue;
    }
    if (group === CONTACT || group === ADDRESS) {
      // "the number of agents" counts people: a contact word before the noun asks only for support.
      if (before && noun.phrase.family === 'escalation_human') continue;
      if (hasOpenerBefore(tokens, start, clause, matches) || clauseAsks(tokens, clause)) return true;
      continue;
    }
    // A verb that comes first makes an imperative of the clause ("Connect me with an agent"), and
    // so does one that closes it ("Mit einem Menschen sprechen, bitte"); a noun that opens a clause
    // going on after the verb is its subject ("the manager talks fast", "经理说话很快").
    const imperative = verb.start <= noun.start || verb.end === tokens.length || clauseAt(tokens, verb.end) !== clause;
    if ((imperative && opensClause(tokens, start, matches)) || hasOpenerBefore(tokens, start, clause, matches))
      return true;
    // A verb-final request form ("人間のオペレーターと話したいです"): the verb's own form asks (a
    // wish, a request), and what stands before the noun modifies it; the verb must close its clause.
    if (after && group === FINAL && endsClause(tokens, verb.end, clause)) return true;
  }
  return false;
}

/**
 * The `escalation_verbs` group of verb-final request forms ("と話したい", "につないで"): verbs that
 * follow their noun and ask by their own form (see {@link isRequested}).
 */
export const FINAL = 'final';

/**
 * The `escalation_verbs` group of wants ("i need", "i want", "give me", "ich brauche", "quiero"):
 * a want of a human or support noun that closes the clause asks for it ("I need a human!", "I want
 * a real person please"); see {@link wantsNoun}.
 */
export const WANTS = 'wants';

/**
 * The `escalation_verbs` group of contact words ("phone number", "email", "Telefonnummer",
 * "numéro", "número"): next to a human or support noun in a clause that asks ("What is the support
 * email?", "Quel est le numéro du service client ?"), they ask for the way to reach one. Before
 * the noun only for support: "the number of agents" counts people.
 */
export const CONTACT = 'contact';

/**
 * The `escalation_verbs` group of written addresses ("email address", "postal address", "adresse
 * e-mail", "邮箱地址"): contact words like {@link CONTACT}, and what a turn asks for when it asks
 * where to write (see {@link asksForAddress}).
 */
export const ADDRESS = 'address';

/** The `escalation_verbs` groups that may make a human or support noun the object of a request. */
const REQUEST_GROUPS: ReadonlySet<string> = new Set(['verbs', FINAL, WANTS, CONTACT, ADDRESS]);

/** The `escalation_human` group of bare indefinite pronouns ("someone", "somebody", alguien). */
export const INDEFINITE = 'indefinite';

/** Most tokens after a wanted noun before its clause ends ("I need a human now"). */
export const WANT_TAIL = 1;

/**
 * True when a want asks for the noun: the want opens its clause (only `leads` before it) or an
 * opener stands before it ("Honestly, can I get a human?"), the noun is no bare "someone" ("I want
 * someone to love me" wants company, not a handoff), and the noun's phrase closes the clause, at
 * most {@link WANT_TAIL} token after it ("I need a human now"; "I need a manager to approve the
 * budget" is a task about a manager).
 */
function wantsNoun(
  tokens: TokenList,
  want: PhraseMatch,
  noun: PhraseMatch,
  clause: number,
  matches: readonly PhraseMatch[],
): boolean {
  if (noun.phrase.group === INDEFINITE) return false;
  let end = noun.end;
  for (const m of matches)
    if (m.phrase.family === noun.phrase.family && m.start === noun.start) end = Math.max(end, m.end);
  let i = end;
  while (i < tokens.length && clauseAt(tokens, i) === clause) i++;
  if (i - end > WANT_TAIL) return false;
  return opensClause(tokens, want.start, matches) || hasOpenerBefore(tokens, want.start, clause, matches);
}

/** True when the clause ends with a question mark ("Is there a number for support?"). */
function clauseAsks(tokens: TokenList, clause: number): boolean {
  let last = -1;
  for (let i = 0; i < tokens.length; i++) if (clauseAt(tokens, i) === clause) last = i;
  if (last < 0) return false;
  const next = last + 1 < tokens.length ? startAt(tokens, last + 1) : tokens.text.length;
  const gap = tokens.text.slice(endAt(tokens, last), next);
  return gap.includes('?') || gap.includes('？');
}

/** Most tokens after a verb-final request before its clause ends (a polite ending: です, ください). */
export const VERB_FINAL_TAIL = 4;

/** True when at most {@link VERB_FINAL_TAIL} tokens of `clause` follow token `from`. */
function endsClause(tokens: TokenList, from: number, clause: number): boolean {
  let i = from;
  while (i < tokens.length && clauseAt(tokens, i) === clause && i - from <= VERB_FINAL_TAIL) i++;
  return i - from <= VERB_FINAL_TAIL;
}

/**
 * The `escalation_human` and `escalation_support` group of whole requests, verb and all ("call me
 * back", "who can I speak to", "rappelez-moi", "给我回电话"): see {@link asksByItself}.
 */
export const ASKS = 'asks';

/**
 * True when a whole request (group {@link ASKS}) asks: it opens its clause (only `leads` before
 * it: "Please call me back at 555-0100", "Who can I speak to about this?") or an opener stands
 * before it in the clause ("Could you call me back?"); "she promised to call me back" tells.
 */
export function asksByItself(tokens: TokenList, phrase: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  const clause = clauseAt(tokens, phrase.start);
  // A request that ends on a Han or kana character is verb-final: like a `final` form, it must
  // close its clause ("人と話したいと言いました" reports what was said).
  if (isSingleCharToken(tokens, phrase.end - 1) && !endsClause(tokens, phrase.end, clause)) return false;
  return opensClause(tokens, phrase.start, matches) || hasOpenerBefore(tokens, phrase.start, clause, matches);
}

/** True when token `i` is one Han or kana character (the tokens of unspaced scripts). */
function isSingleCharToken(tokens: TokenList, i: number): boolean {
  return (classOf(codePointAt(tokens.text, startAt(tokens, i))) & TOKEN_BITS) === SINGLE;
}

/**
 * True when token `i` starts its clause, or only `leads` ("then", "ok", "just") and handles
 * ("@AppleSupport who can I speak to?") come before it.
 */
function opensClause(tokens: TokenList, i: number, matches: readonly PhraseMatch[]): boolean {
  let at = i;
  for (;;) {
    if (at === 0 || clauseAt(tokens, at - 1) !== clauseAt(tokens, at)) return true;
    if (isHandleAt(tokens, at - 1)) {
      at--;
      continue;
    }
    const lead = matches.find(
      (m) => m.phrase.family === 'escalation_verbs' && m.phrase.group === 'leads' && m.end === at,
    );
    if (lead === undefined) return false;
    at = lead.start;
  }
}

function hasOpenerBefore(tokens: TokenList, at: number, clause: number, matches: readonly PhraseMatch[]): boolean {
  return matches.some(
    (m) =>
      m.phrase.family === 'escalation_verbs' &&
      (m.phrase.group === 'openers' || m.phrase.group === WANTS) &&
      m.start < at &&
      clauseAt(tokens, m.start) === clause,
  );
}

/**
 * True when a distributive word (group `distributive`) stands right before the human phrase, or
 * one token before it ("each person", "all the managers", "jeden Mitarbeiter").
 */
export function afterDistributive(tokens: TokenList, noun: PhraseMatch, matches: readonly PhraseMatch[]): boolean {
  return matches.some(
    (m) =>
      m.phrase.family === 'escalation_human' &&
      m.phrase.group === DISTRIBUTIVE &&
      m.end <= noun.start &&
      noun.start - m.end <= 1 &&
      clauseAt(tokens, m.start) === clauseAt(tokens, noun.start),
  );
}

/**
 * True when the turn asks for a written address: an `address` phrase in a clause that asks, with
 * an opener or a want before it ("I'm requesting an email address please", "Can I get a mailing
 * address?") or closed by a question mark ("What is your email address?"). One the user owns
 * gives it instead ("my email address is…": an `owners` word right before it).
 */
export function asksForAddress(
  tokens: TokenList,
  matches: readonly PhraseMatch[],
  owns: (i: number) => boolean,
): boolean {
  return matches.some((m) => {
    if (m.phrase.family !== 'escalation_verbs' || m.phrase.group !== ADDRESS) return false;
    if (ownedAt(m.start, owns)) return false;
    const clause = clauseAt(tokens, m.start);
    return hasOpenerBefore(tokens, m.start, clause, matches) || clauseAsks(tokens, clause);
  });
}

/** True when an owner word stands right before token `i`, or one token before it ("my work email address"). */
function ownedAt(i: number, owns: (i: number) => boolean): boolean {
  return (i > 0 && owns(i - 1)) || (i > 1 && owns(i - 2));
}

/**
 * The `escalation_verbs` group of obligations and announced acts between a person and a contact
 * verb ("needs to", "has to", "must", "better", "is gonna": "someone needs to call me"): see
 * {@link demandsContact}.
 */
export const OBLIGES = 'obliges';

/**
 * True when the turn demands that a person contact the user: a human noun or an indefinite
 * pronoun opens its clause (after handles and `leads` at most), an `obliges` phrase follows it
 * right away, then a request verb (group `verbs`) and a first-person word right after the verb
 * (`isSelf`: "me"): "@Acme someone is gonna call me and explain this!!", "Somebody needs to
 * contact me today", "A manager must call me". "The agent said someone is going to call me"
 * reports a promise (the noun does not open its clause), and "someone needs to call the plumber"
 * asks for no contact with the user.
 */
export function demandsContact(
  tokens: TokenList,
  noun: PhraseMatch,
  matches: readonly PhraseMatch[],
  isSelf: (i: number) => boolean,
): boolean {
  if (!opensClause(tokens, noun.start, matches)) return false;
  let end = noun.end;
  for (const m of matches)
    if (m.phrase.family === noun.phrase.family && m.start === noun.start) end = Math.max(end, m.end);
  const clause = clauseAt(tokens, noun.start);
  const oblige = longestOf(matches, OBLIGES, end);
  if (oblige === undefined) return false;
  const verb = longestOf(matches, 'verbs', oblige);
  return verb !== undefined && verb < tokens.length && clauseAt(tokens, verb) === clause && isSelf(verb);
}

/** The end of the longest `escalation_verbs` phrase of `group` starting at token `at`, if any. */
function longestOf(matches: readonly PhraseMatch[], group: string, at: number): number | undefined {
  let end: number | undefined;
  for (const m of matches)
    if (m.phrase.family === 'escalation_verbs' && m.phrase.group === group && m.start === at)
      end = Math.max(end ?? 0, m.end);
  return end;
}
