/**
 * @module The user's own words: the part of a message that tone checks and phrase matching read.
 * Pasted and quoted material is left out: fenced and inline code, URLs, block quotes, text in
 * quotation marks and control tokens; of a long message only its first and last characters.
 */
import { continuesRun } from './char-class';
import { flat } from './flat';
import { isWhiteSpace } from './normalize';
import { stripCode } from './strip-code';

/** A message longer than this (in UTF-16 code units) is read only at its two ends. */
export const LONG_MESSAGE_CHARS = 1000;
/** Characters read at each end of a long message. */
export const EDGE_CHARS = 300;

/** Longest `<tag>` or `[TAG]` control token, in characters. */
const MAX_TAG_CHARS = 120;

// Characters are compared by code unit, never as one-character strings: a string of a character
// past U+00FF is a new string each time, which V8's optimised comparisons with a literal do not
// expect (the first one met drops the optimised code), and a read past either end is -1 (see
// `unitAt`), not a read out of bounds, which does the same.
const TAB = 9;
const NL = 10;
const CR = 13;
const SPACE = 32;
const HASH = 35;
const SLASH = 47;
const COLON = 58;
const LT = 60;
const GT = 62;
const FULLWIDTH_COLON = 0xff1a;

/** The code unit at `i`, or -1 when `i` is outside the text. */
function unitAt(text: string, i: number): number {
  return i >= 0 && i < text.length ? text.charCodeAt(i) : -1;
}

/**
 * The text of `text` that the user wrote themselves, with every left-out part replaced by a space
 * (a block-quote line keeps its line break). Reads quotation marks as quotes only where they open
 * and close one: a mark inside a word (`don't`, `l'homme`, `5"`) is not a quote, and a quote that
 * does not close in the same paragraph is plain text, so it never swallows the rest of the
 * message. Linear time, no backtracking regex. Expects compatibility-folded text (curly quotes
 * already straight).
 *
 * @example ownWords('He wrote "this is useless" > but it works') // "He wrote   > but it works"
 */
export function ownWords(text: string): string {
  if (text.length <= LONG_MESSAGE_CHARS) return withoutQuoted(stripCode(text));
  const tailStart = text.length - EDGE_CHARS;
  let tail = text.slice(tailStart);
  // The tail may start inside a code fence or a block-quote line: read it as such.
  if (insideFence(text, tailStart)) tail = '```' + tail;
  else if (insideBlockQuote(text, tailStart)) tail = '>' + tail;
  else if (insideLeadInBlock(text, tailStart)) tail = ':\n' + tail;
  let tailWords = withoutQuoted(stripCode(tail));
  if (tail.startsWith(':\n')) tailWords = tailWords.slice(1); // the colon only marked the lead-in
  return flat(withoutQuoted(stripCode(text.slice(0, EDGE_CHARS))) + '\n' + tailWords);
}

/** True when an odd number of ``` fences stands before `at` (the text there is code). */
function insideFence(text: string, at: number): boolean {
  let open = false;
  for (let i = text.indexOf('```'); i !== -1 && i < at; i = text.indexOf('```', i + 3)) open = !open;
  return open;
}

/** True when the line holding `at` is a block-quote line. */
function insideBlockQuote(text: string, at: number): boolean {
  // A forward search first: `lastIndexOf` would read all the text before `at` when it has no line break.
  const first = text.indexOf('\n');
  const lineStart = first === -1 || first >= at ? 0 : text.lastIndexOf('\n', at - 1) + 1;
  return lineStart < at && isBlockQuoteAt(text, lineStart) !== -1;
}

/**
 * True when the line ending at the line break `nl` is a lead-in: it ends with a colon (`:` or
 * `：`, then at most one space), as in "Here is the text:" or "翻译以下内容：". A link after the
 * colon ("my channel: https://…", left out as a URL) is what the line introduced: not a lead-in.
 */
function endsLeadIn(text: string, nl: number): boolean {
  let j = nl - 1;
  if (unitAt(text, j) === CR) j--;
  const space = unitAt(text, j);
  if (space === SPACE || space === TAB) j--;
  const colon = unitAt(text, j);
  return colon === COLON || colon === FULLWIDTH_COLON;
}

/**
 * End of the block a lead-in line (ending at the line break `nl`) introduces: the paragraph
 * that follows it, empty lines skipped. -1 when nothing follows, when the line under it holds
 * only spaces (what it introduced, code or a URL, is left out already: the lines after are the
 * user's) or when the block opens with a quotation mark or a block quote (their rules read them).
 */
function leadInBlockEnd(text: string, nl: number): number {
  let b = nl + 1;
  while (b < text.length && (text.charCodeAt(b) === NL || text.charCodeAt(b) === CR)) b++;
  while (b < text.length && isWhiteSpace(text.charCodeAt(b)) && text.charCodeAt(b) !== NL) b++;
  if (b >= text.length) return -1;
  const first = text.charCodeAt(b);
  if (first === NL || first === GT || CLOSING[text[b]!] !== undefined) return -1;
  return paragraphEnd(text, b);
}

/** True when `at` falls in the block of a lead-in line (see {@link leadInBlockEnd}). */
function insideLeadInBlock(text: string, at: number): boolean {
  // A lead-in ends the line before the paragraph holding `at`, or a line inside it.
  let blank = text.lastIndexOf('\n\n', at - 1);
  while (blank > 0 && text.charCodeAt(blank - 1) === NL) blank--;
  for (let nl = blank === -1 ? text.indexOf('\n') : blank; nl !== -1 && nl < at; nl = text.indexOf('\n', nl + 1))
    if (endsLeadIn(text, nl)) return leadInBlockEnd(text, nl) > at;
  return false;
}

/** Position just past `>` when the line starting at `i` is a block quote (spaces, then `>`), else -1. */
function isBlockQuoteAt(text: string, i: number): number {
  while (i < text.length && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
  return unitAt(text, i) === GT ? i + 1 : -1;
}

/** Closing mark of each opening mark read as a quote. `"` and `'` close themselves. */
const CLOSING: Readonly<Record<string, string>> = {
  '"': '"',
  "'": "'",
  '\u201c': '\u201d', // “ ” (not yet folded)
  '\u201e': '\u201c', // „ “
  '「': '」',
  '『': '』',
  '«': '»',
  '‹': '›',
  '《': '》',
};

/** Characters that may start something left out: a line, a quotation, a control token. */
const TRIGGERS = /[\n"'#<[«‹《「『\u201c\u201e]/g;

/**
 * `text` without block-quote lines, quotations and control tokens (`###STOP###`, `<tag>`,
 * `[TAG]`). Each failed search for a closing mark is remembered up to the end of its paragraph,
 * so no character is searched twice for the same mark: the cost stays linear.
 */
export function withoutQuoted(text: string): string {
  // Most messages hold nothing to leave out: no block quote on the first line, no trigger after it.
  TRIGGERS.lastIndex = 0;
  if (isBlockQuoteAt(text, 0) === -1 && !TRIGGERS.test(text)) return text;
  const n = text.length;
  let out = '';
  let kept = 0; // text[kept, i) is still to be copied
  const closers: CloserMemo = {};
  let paragraph = -1; // end of the paragraph holding i (valid while i <= paragraph)
  const drop = (from: number, to: number, by = ' '): void => {
    out += text.slice(kept, from) + by;
    kept = to;
  };
  // From one character that may start something left out to the next (a native search).
  for (let i = 0, lineStart = true; i < n;) {
    if (lineStart) {
      lineStart = false;
      const quoted = isBlockQuoteAt(text, i);
      if (quoted !== -1) {
        const end = text.indexOf('\n', quoted);
        drop(i, end === -1 ? n : end, '');
        i = end === -1 ? n : end;
        continue;
      }
    }
    TRIGGERS.lastIndex = i;
    if (!TRIGGERS.test(text)) break;
    i = TRIGGERS.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === NL) {
      const end = endsLeadIn(text, i) ? leadInBlockEnd(text, i) : -1;
      if (end > i) {
        drop(i, end, '\n');
        i = end;
        continue;
      }
      lineStart = true;
      i++;
      continue;
    }
    let end = -1;
    const closing = CLOSING[text[i]!];
    if (closing !== undefined) {
      if (paragraph < i) paragraph = paragraphEnd(text, i);
      end = quoteEnd(text, i, closing, closers, paragraph);
    } else if (c === HASH) end = hashTokenEnd(text, i);
    else if (c === LT) end = tagEnd(text, i);
    else end = bracketTokenEnd(text, i);
    if (end < 0) {
      i++;
      continue;
    }
    drop(i, end);
    i = end;
  }
  return kept === 0 ? text : flat(out + text.slice(kept));
}

/** True for a letter or digit of a word written with spaces (Latin, Cyrillic, …; not Han or kana). */
function isWordChar(text: string, i: number): boolean {
  return i >= 0 && continuesRun(text, i);
}

/** The code point index of the character before `i` (one step back over a surrogate pair). */
function before(text: string, i: number): number {
  if (i <= 0) return i - 1;
  const c = text.charCodeAt(i - 1);
  return c >= 0xdc00 && c <= 0xdfff && i >= 2 ? i - 2 : i - 1;
}

/** {@link quoteEnd}: the mark opens a quotation that does not close. */
const NO_CLOSE = -2;

/**
 * Per closing mark, the first place it may close a quotation after `from`: `at` (-1: nowhere).
 * It stays the answer for every opening mark in [from, at), so no character is searched twice.
 */
type CloserMemo = Record<string, { from: number; at: number }>;

/**
 * End (past the closing mark) of the quotation opened at `i`; -1 when the mark opens none here,
 * {@link NO_CLOSE} when it opens one that does not close. `"` and `'` open only outside a word and
 * before a non-space (a `"` that leads a line or follows a colon may be followed by a space:
 * `: " text"`), and close only after a non-space and outside a word; other marks pair as they
 * are. The quotation ends at the first closing mark: in the same paragraph (ending at
 * `paragraph`), or in a later one when the quotation is a block: it opens a line or follows a
 * colon, its closing mark ends a line, and no other such mark stands in between.
 */
function quoteEnd(text: string, i: number, closing: string, closers: CloserMemo, paragraph: number): number {
  const symmetric = closing.charCodeAt(0) === text.charCodeAt(i);
  const lead = leadsBlock(text, i);
  if (symmetric) {
    if (isWordChar(text, before(text, i)) || i + 1 >= text.length) return -1;
    if (isWhiteSpace(text.charCodeAt(i + 1)) && !(lead && closing === '"')) return -1;
  }
  const j = firstCloser(text, i, closing, symmetric, closers);
  if (j === -1) return NO_CLOSE;
  if (j < paragraph) return j + 1;
  // A block: no other mark in between (an unclosed mark never pairs with a later quotation).
  if (!lead || !endsLine(text, j + 1)) return NO_CLOSE;
  const other = text.indexOf(text[i]!, i + 1);
  return other === -1 || other >= j ? j + 1 : NO_CLOSE;
}

/** The first closing mark after `i` (for `"` and `'`: after a non-space, outside a word), or -1. */
function firstCloser(text: string, i: number, closing: string, symmetric: boolean, closers: CloserMemo): number {
  const known = closers[closing];
  if (known !== undefined && known.from <= i && (known.at === -1 || i < known.at)) return known.at;
  let j = text.indexOf(closing, i + 1);
  while (j !== -1 && symmetric && (isWhiteSpace(text.charCodeAt(j - 1)) || isWordChar(text, j + 1)))
    j = text.indexOf(closing, j + 1);
  closers[closing] = { from: i, at: j };
  return j;
}

/** True when the mark at `i` opens its line or follows a colon (only spaces between). */
function leadsBlock(text: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB)) j--;
  if (j < 0) return true;
  const c = text.charCodeAt(j);
  return c === NL || c === COLON || c === FULLWIDTH_COLON;
}

/** True when only spaces and end punctuation (at most 8 characters: `.`, `,`, `;`, `!`, `?`) stand between `i` and the end of its line. */
function endsLine(text: string, i: number): boolean {
  const limit = Math.min(text.length, i + 8);
  while (i < limit && ' \t\r.,;!?'.includes(text[i]!)) i++;
  return i >= text.length || text.charCodeAt(i) === NL;
}

/** Position of the blank line ending the paragraph that holds `i`, or the text's length. */
function paragraphEnd(text: string, i: number): number {
  const end = text.indexOf('\n\n', i);
  return end === -1 ? text.length : end;
}

/** `###WORD###` (two or more `#` on both sides of letters, digits, `_` or `-`): its end, or -1. */
function hashTokenEnd(text: string, i: number): number {
  let j = i;
  while (unitAt(text, j) === HASH) j++;
  if (j - i < 2) return -1;
  const word = j;
  while (j < text.length && isTagChar(text.charCodeAt(j))) j++;
  if (j === word) return -1;
  const close = j;
  while (unitAt(text, j) === HASH) j++;
  return j - close >= 2 ? j : -1;
}

/** `<tag>`, `</tag>`, `<tag attr="x">`, `<|token|>`: its end, or -1. Never spans a line or another `<`. */
function tagEnd(text: string, i: number): number {
  const next = text.charCodeAt(i + 1);
  if (!(isAsciiLetter(next) || next === SLASH || next === 124) /* | */) return -1;
  const limit = Math.min(text.length, i + MAX_TAG_CHARS);
  for (let j = i + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === GT) return j + 1;
    if (c === LT || c === NL) return -1;
  }
  return -1;
}

/** `[TAG]` or `[/TAG]` (capitals, digits, `_`, `-`, spaces): its end, or -1. */
function bracketTokenEnd(text: string, i: number): number {
  let j = i + 1;
  if (unitAt(text, j) === SLASH) j++;
  const c = text.charCodeAt(j);
  if (!(c >= 65 && c <= 90)) return -1;
  const limit = Math.min(text.length, i + MAX_TAG_CHARS);
  for (; j < limit; j++) {
    const d = text.charCodeAt(j);
    if (d === 93 /* ] */) return j + 1;
    if (!((d >= 65 && d <= 90) || (d >= 48 && d <= 57) || d === 95 || d === 45 || d === 32)) return -1;
  }
  return -1;
}

function isAsciiLetter(c: number): boolean {
  return ((c | 0x20) - 97) >>> 0 < 26;
}

function isTagChar(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45;
}
