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
  return flat(withoutQuoted(stripCode(text.slice(0, EDGE_CHARS))) + '\n' + withoutQuoted(stripCode(tail)));
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

/** Position just past `>` when the line starting at `i` is a block quote (spaces, then `>`), else -1. */
function isBlockQuoteAt(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return text[i] === '>' ? i + 1 : -1;
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
  /** Per opening mark: no closing mark for it before this position (a failed search). */
  const noCloseBefore: Record<string, number> = {};
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
    const ch = text[i]!;
    if (ch === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    let end = -1;
    const closing = CLOSING[ch];
    if (closing !== undefined) {
      if ((noCloseBefore[ch] ?? -1) <= i) {
        end = quoteEnd(text, i, closing);
        if (end === NO_CLOSE) noCloseBefore[ch] = paragraphEnd(text, i);
      }
    } else if (ch === '#') end = hashTokenEnd(text, i);
    else if (ch === '<') end = tagEnd(text, i);
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
  const c = text.charCodeAt(i - 1);
  return c >= 0xdc00 && c <= 0xdfff && i >= 2 ? i - 2 : i - 1;
}

/** {@link quoteEnd}: the mark opens a quotation that does not close in its paragraph. */
const NO_CLOSE = -2;

/**
 * End (past the closing mark) of the quotation opened at `i`; -1 when the mark opens none here,
 * {@link NO_CLOSE} when it opens one that does not close. `"` and `'` open only
 * outside a word and before a non-space, and close only after a non-space and outside a word;
 * other marks pair as they are. The closing mark must be in the same paragraph.
 */
function quoteEnd(text: string, i: number, closing: string): number {
  const symmetric = closing === text[i];
  if (symmetric && (isWordChar(text, before(text, i)) || i + 1 >= text.length || isWhiteSpace(text.charCodeAt(i + 1))))
    return -1;
  const limit = paragraphEnd(text, i);
  for (let j = text.indexOf(closing, i + 1); j !== -1 && j < limit; j = text.indexOf(closing, j + 1)) {
    if (!symmetric) return j + 1;
    if (!isWhiteSpace(text.charCodeAt(j - 1)) && !isWordChar(text, j + 1)) return j + 1;
  }
  return NO_CLOSE;
}

/** Position of the blank line ending the paragraph that holds `i`, or the text's length. */
function paragraphEnd(text: string, i: number): number {
  const end = text.indexOf('\n\n', i);
  return end === -1 ? text.length : end;
}

/** `###WORD###` (two or more `#` on both sides of letters, digits, `_` or `-`): its end, or -1. */
function hashTokenEnd(text: string, i: number): number {
  let j = i;
  while (text[j] === '#') j++;
  if (j - i < 2) return -1;
  const word = j;
  while (j < text.length && isTagChar(text.charCodeAt(j))) j++;
  if (j === word) return -1;
  const close = j;
  while (text[j] === '#') j++;
  return j - close >= 2 ? j : -1;
}

/** `<tag>`, `</tag>`, `<tag attr="x">`, `<|token|>`: its end, or -1. Never spans a line or another `<`. */
function tagEnd(text: string, i: number): number {
  const next = text.charCodeAt(i + 1);
  if (!(isAsciiLetter(next) || next === 47 /* / */ || next === 124) /* | */) return -1;
  const limit = Math.min(text.length, i + MAX_TAG_CHARS);
  for (let j = i + 1; j < limit; j++) {
    const c = text[j];
    if (c === '>') return j + 1;
    if (c === '<' || c === '\n') return -1;
  }
  return -1;
}

/** `[TAG]` or `[/TAG]` (capitals, digits, `_`, `-`, spaces): its end, or -1. */
function bracketTokenEnd(text: string, i: number): number {
  let j = i + 1;
  if (text[j] === '/') j++;
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
