/**
 * @module Terminal text helpers: strip control characters from untrusted text (so a transcript
 * cannot move the cursor or recolour the terminal), measure display width, truncate and pad.
 */

// C0/C1 control characters, DEL, the bidi overrides and isolates, and the bidi marks (LRM, RLM,
// the Arabic letter mark); tabs and newlines become spaces.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u;

/** Untrusted text made safe for one terminal line: control characters become spaces, runs collapse. */
export function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Untrusted text made safe for one line of a diagnostic: {@link oneLine}, then cut to at most
 * `max` UTF-16 code units (the last one `…` when cut, never half a surrogate pair). Only the
 * first `4 × max` characters are looked at, so a 10 MB reason costs what a short one does.
 */
export function safeLine(text: string, max: number): string {
  const line = oneLine(text.length > 4 * max ? text.slice(0, 4 * max) : text);
  if (line.length <= max) return line;
  let end = max - 1;
  const last = line.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${line.slice(0, end)}…`;
}

/** Columns `text` takes in a terminal (wide East Asian characters and emoji count 2). */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

/** `text` cut to `width` columns with `…`, without padding. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = WIDE.test(ch) ? 2 : 1;
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

/**
 * `text` cut in the middle to `width` columns, `…` where it was cut, keeping its start and (a
 * column more of) its end: ids that differ only at their end (`tau-bench-airline-task-12`,
 * `…-task-13`) stay distinct. Without padding.
 */
export function elide(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width < 5) return truncate(text, width);
  const chars = [...text];
  const headWidth = Math.floor((width - 1) / 2);
  let head = '';
  let used = 0;
  for (const ch of chars) {
    const w = WIDE.test(ch) ? 2 : 1;
    if (used + w > headWidth) break;
    head += ch;
    used += w;
  }
  let tail = '';
  let room = width - 1 - used;
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] as string;
    const w = WIDE.test(ch) ? 2 : 1;
    if (w > room) break;
    tail = ch + tail;
    room -= w;
  }
  return `${head}…${tail}`;
}

/** `text` cut from the left to `width` columns with `…`, keeping its end (a path's `:line`). */
export function truncateStart(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  const chars = [...text];
  let out = '';
  let used = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] as string;
    const w = WIDE.test(ch) ? 2 : 1;
    if (used + w > width - 1) break;
    out = ch + out;
    used += w;
  }
  return `…${out}`;
}

/**
 * `text` broken into lines of at most `width` columns at spaces; a word wider than a line is cut
 * with `…` (one line each).
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (displayWidth(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = displayWidth(word) <= width ? word : truncate(word, width);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * A sentence laid out in `width` columns: broken at spaces ({@link wrap}), never before a `%` or a
 * `–` (a figure stays whole: `35.0 %`, `0.40 – 0.57`), the lines after the first indented by
 * `indent` spaces.
 */
export function paragraph(text: string, width: number, indent = 2): string[] {
  const glued = text.replace(/ (?=[%–])|(?<=–) /g, '\u00a0');
  const unglue = (line: string) => line.replace(/\u00a0/g, ' ');
  const [first, ...rest] = wrap(glued, width);
  if (first === undefined) return [];
  if (rest.length === 0) return [unglue(first)];
  const pad = ' '.repeat(indent);
  const more = wrap(rest.join(' '), Math.max(10, width - indent));
  return [unglue(first), ...more.map((line) => pad + unglue(line))];
}

/** `text` cut or padded to exactly `width` columns. */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const cut = truncate(text, width);
  const pad = ' '.repeat(Math.max(0, width - displayWidth(cut)));
  return align === 'left' ? cut + pad : pad + cut;
}

/** A number with thousands separators (`12,345`). */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** A ratio as a percentage with one decimal (`37.4%`). */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '0.0%' : `${((100 * part) / whole).toFixed(1)}%`;
}
