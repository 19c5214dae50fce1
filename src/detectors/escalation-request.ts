/**
 * @module Whether a human or support noun in a user turn is the object of a request ("transfer me
 * to a human", "担当者につないでください"), not a mention, a subject or a set of people.
 */
import type { PhraseMatch } from '../lexicon/match';
import { clauseAt, type TokenList } from '../text/tokenize';

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
    if (verb.phrase.family !== 'escalation_verbs' || (group !== 'verbs' && group !== FINAL)) continue;
    if (clauseAt(tokens, verb.start) !== clause || clauseAt(tokens, verb.end - 1) !== clause) continue;
    const before = verb.end <= noun.start && noun.start - verb.end <= REQUEST_GAP;
    const after = verb.start >= noun.end && verb.start - noun.end <= REQUEST_GAP;
    if (!before && !after && verb.start !== noun.start) continue;
    const start = Math.min(verb.start, noun.start);
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

/** Most tokens after a verb-final request before its clause ends (a polite ending: です, ください). */
export const VERB_FINAL_TAIL = 4;

/** True when at most {@link VERB_FINAL_TAIL} tokens of `clause` follow token `from`. */
function endsClause(tokens: TokenList, from: number, clause: number): boolean {
  let i = from;
  while (i < tokens.length && clauseAt(tokens, i) === clause && i - from <= VERB_FINAL_TAIL) i++;
  return i - from <= VERB_FINAL_TAIL;
}

/** True when token `i` starts its clause, or only `leads` ("then", "ok", "just") come before it. */
function opensClause(tokens: TokenList, i: number, matches: readonly PhraseMatch[]): boolean {
  let at = i;
  for (;;) {
    if (at === 0 || clauseAt(tokens, at - 1) !== clauseAt(tokens, at)) return true;
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
      m.phrase.group === 'openers' &&
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
