/**
 * @module Compiles the phrase lists of `lexicons/tools/*.json` into linear regexes, once, and
 * prepares tool text for matching.
 *
 * A phrase is lowercase words separated by single spaces; `*` stands for exactly one word (up to
 * 64 non-space characters). Words match whole words of the text (letters and digits around them
 * do not), and the gap between two words may be 1–4 spaces, `_` or `-`, so `rate limit` matches
 * `rate_limit_exceeded`, `Rate-Limit` and `RateLimitError`. Every quantifier is bounded and none
 * is nested, so matching is linear in the text length.
 */

const SEPARATOR = '[\\s_\\-]{1,4}';
const WILDCARD = '[^\\s]{1,64}';
/** Leading decoration allowed before an anchored phrase: spaces, brackets, quotes, `*`, `#`, `>`. */
const LEAD = '[\\s\\[(*#>"\'`]{0,6}';
const NEVER = /(?!)/;

/** Escapes the regex syntax characters of a literal. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The regex source of one phrase (see the module comment for the syntax). */
export function phraseSource(phrase: string): string {
  return phrase
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (word === '*' ? WILDCARD : escapeRegExp(word)))
    .join(SEPARATOR);
}

/**
 * One regex matching any of `phrases` as whole words in lowercase text; with `anchored`, only at
 * the start of the text (after {@link LEAD} decoration). Longer phrases are tried first. An empty
 * list never matches.
 */
export function compilePhrases(phrases: readonly string[], anchored = false, flags = ''): RegExp {
  if (phrases.length === 0) return new RegExp(NEVER.source, flags);
  const body = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(phraseSource)
    .join('|');
  return new RegExp(anchored ? `^${LEAD}(?:${body})(?![a-z0-9])` : `(?<![a-z0-9])(?:${body})(?![a-z0-9])`, flags);
}

const WORD_GAP = /[\s_-]+/;

/** Number of words in a matched phrase (`rate_limit` is two). */
export function wordCount(matched: string): number {
  return matched.split(WORD_GAP).filter((w) => w !== '').length;
}

/**
 * The match of a global (`g`) regex with the most words (the first of equal ones), scanning the
 * whole text; undefined when nothing matches. Resets `lastIndex` before and after.
 */
export function longestMatch(pattern: RegExp, text: string): string | undefined {
  let best: string | undefined;
  let bestWords = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const words = wordCount(m[0]);
    if (words > bestWords) {
      best = m[0];
      bestWords = words;
    }
    if (m[0] === '') pattern.lastIndex++;
  }
  pattern.lastIndex = 0;
  return best;
}

/**
 * One regex from vetted regex sources (`tracePatterns`, `startPatterns`), written for lowercase
 * text. With `anchored`, only at the start of the text after {@link LEAD} decoration; with
 * `ignoreCase`, for text of any case.
 */
export function compilePatterns(sources: readonly string[], anchored = false, ignoreCase = false): RegExp {
  if (sources.length === 0) return NEVER;
  const body = sources.map((s) => `(?:${s})`).join('|');
  return new RegExp(anchored ? `^${LEAD}(?:${body})` : body, ignoreCase ? 'i' : '');
}

const CAMEL_LOWER_UPPER = /([a-z0-9])([A-Z])/g;
/** An upper-case letter before a capitalised word (`JSONDecode`: the `N`); a lookahead, linear (`([A-Z]+)([A-Z][a-z])` backtracked over long capital runs). */
const CAMEL_ACRONYM = /([A-Z])(?=[A-Z][a-z])/g;
/** True when one of the two camelCase rewrites can change the text (most texts: no). */
const HAS_CAMEL = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/;
const CURLY_QUOTES = /[\u2018\u2019\u02bc]/g;

/**
 * Tool text ready for phrase matching: the first `maxChars` characters, camelCase split into
 * words (`RateLimitError` → `rate limit error`, `JSONDecodeError` → `json decode error`),
 * lowercased, curly apostrophes straightened.
 */
export function matchText(text: string, maxChars: number): string {
  const head = text.length > maxChars ? text.slice(0, maxChars) : text;
  // One test instead of two global replaces that find nothing: each replace has a fixed cost
  // that dominated this function on short tool results.
  const split = HAS_CAMEL.test(head) ? head.replace(CAMEL_LOWER_UPPER, '$1 $2').replace(CAMEL_ACRONYM, '$1 ') : head;
  return split.toLowerCase().replace(CURLY_QUOTES, "'");
}

/** The first match of `pattern` in `text`, or undefined. */
export function firstMatch(pattern: RegExp, text: string): string | undefined {
  const m = pattern.exec(text);
  return m === null ? undefined : m[0];
}
