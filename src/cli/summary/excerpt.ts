/**
 * @module Where a signal's matched words are in a message as the user wrote it, and a short
 * excerpt around them cut at word boundaries. Detectors report phrases in normalised form (lower
 * case, folded apostrophes, collapsed spaces); this finds them in the original text.
 */

/** A span of the original text, `[start, end)` in UTF-16 code units. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** An excerpt of a message: the text before the match, the match (may be empty), the text after. */
export interface Excerpt {
  readonly before: string;
  readonly match: string;
  readonly after: string;
  /** Text was left out before `before` / after `after`. */
  readonly cutStart: boolean;
  readonly cutEnd: boolean;
}

const APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;
const MARKS = /\p{M}/gu;
const ESCAPE = /[.*+?^${}()|[\]\\]/g;
/** Anything between two words of a phrase in the original: spaces, punctuation, line breaks. */
const BETWEEN_WORDS = "[^\\p{L}\\p{N}']+";

/** `text` folded for comparison (lower case, no accents, one apostrophe), with each folded unit's original index. */
function fold(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = ch.normalize('NFKD').replace(MARKS, '').replace(APOSTROPHES, "'").toLowerCase();
    for (let k = 0; k < f.length; k++) at.push(i);
    folded += f;
    i += ch.length;
  }
  at.push(text.length);
  return { folded, at };
}

/**
 * Where `phrase` (as a detector reports it) occurs in `text`, case- and accent-insensitively,
 * with any spaces or punctuation between its words; the first occurrence that starts and ends on
 * word boundaries, else the first occurrence. Undefined when it does not occur (a typo match).
 */
export function locatePhrase(text: string, phrase: string): TextRange | undefined {
  const words = fold(phrase)
    .folded.split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '');
  if (words.length === 0 || text === '') return undefined;
  const { folded, at } = fold(text);
  const pattern = words.map((w) => w.replace(ESCAPE, '\\$&')).join(BETWEEN_WORDS);
  let first: TextRange | undefined;
  for (const m of folded.matchAll(new RegExp(pattern, 'gu'))) {
    const range = { start: at[m.index] ?? 0, end: at[m.index + m[0].length] ?? text.length };
    if (wordBoundary(text, range.start - 1) && wordBoundary(text, range.end)) return range;
    first ??= range;
  }
  return first;
}

function wordBoundary(text: string, index: number): boolean {
  const ch = text[index];
  return ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
}

/**
 * About `max` characters of `text` around `range` (from the start when there is none), cut at
 * word boundaries, with white space collapsed. The match is kept whole up to `max` characters.
 */
export function excerptAround(text: string, range: TextRange | undefined, max: number): Excerpt {
  const limit = Math.max(1, Math.floor(max));
  if (range === undefined) {
    const end = cutEnd(text, 0, limit);
    return { before: '', match: '', after: squash(text.slice(0, end)), cutStart: false, cutEnd: end < text.length };
  }
  let matchEnd = range.end;
  if (range.end - range.start > limit) matchEnd = cutEnd(text, range.start, limit);
  const room = Math.max(0, limit - (matchEnd - range.start));
  // A third of the room before the match, the rest after; what one side does not use goes to the other.
  const wantBefore = Math.min(range.start, Math.max(Math.floor(room / 3), room - (text.length - matchEnd)));
  const start = cutStart(text, range.start, wantBefore);
  const end = cutEnd(text, matchEnd, room - (range.start - start));
  return {
    before: squash(text.slice(start, range.start), 'start'),
    match: squash(text.slice(range.start, matchEnd)),
    after: squash(text.slice(matchEnd, end), 'end'),
    cutStart: start > 0,
    cutEnd: end < text.length,
  };
}

/** The index at most `room` characters before `from` where a word starts (or `from`). */
function cutStart(text: string, from: number, room: number): number {
  if (room <= 0) return from;
  const start = from - room;
  if (start <= 0) return 0;
  for (let i = start; i < from; i++) if (/\s/u.test(text[i - 1] ?? ' ')) return i;
  return from;
}

/** The index at most `room` characters after `from` where a word ends (or a cut mid-word when one word is longer). */
function cutEnd(text: string, from: number, room: number): number {
  const end = from + Math.max(0, room);
  if (end >= text.length) return text.length;
  for (let i = end; i > from; i--) if (/\s/u.test(text[i] ?? ' ')) return i;
  return end;
}

/** White space collapsed to single spaces, keeping one at the side that touches the match. */
function squash(text: string, keep?: 'start' | 'end'): string {
  const flat = text.replace(/\s+/gu, ' ');
  if (keep === 'start') return flat.trimStart();
  if (keep === 'end') return flat.trimEnd();
  return flat.trim();
}
