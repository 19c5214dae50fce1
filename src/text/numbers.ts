/**
 * @module Numbers as written in a text, found in one pass: what the pattern
 * `[\p{L}\p{N}]*\p{Nd}[\p{L}\p{N}]*(?:[.,:/-][\p{L}\p{N}]*\p{Nd}[\p{L}\p{N}]*)*` matches with
 * `matchAll`, without its backtracking (quadratic on a long run of letters with no digit).
 */

const WORD = /[\p{L}\p{N}]/u;
const DIGIT = /\p{Nd}/u;
const SEPARATORS = '.,:/-';

/** End of the run of letters and digits at `i`, and whether it holds a decimal digit. */
function run(text: string, i: number): { end: number; digit: boolean } {
  let digit = false;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      // ASCII without a regular expression: most text.
      if (c >= 0x30 && c <= 0x39) digit = true;
      else if (!((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a)) break;
      i++;
      continue;
    }
    const point = String.fromCodePoint(text.codePointAt(i)!);
    if (!WORD.test(point)) break;
    if (!digit && DIGIT.test(point)) digit = true;
    i += point.length;
  }
  return { end: i, digit };
}

/**
 * The numbers of `text`, in order: a run of letters and digits holding a digit, with the runs
 * holding a digit joined to it by one of `. , : / -` ("5.0", "14,190", "10:00", "4/14",
 * "AB12-34"; in "AB-1234" only "1234", since "AB" holds no digit). Linear in the text.
 */
export function numbersOf(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const first = run(text, i);
    if (first.end === i) {
      i += text.codePointAt(i)! > 0xffff ? 2 : 1;
      continue;
    }
    if (!first.digit) {
      i = first.end;
      continue;
    }
    let end = first.end;
    while (end < text.length && SEPARATORS.includes(text[end]!)) {
      const next = run(text, end + 1);
      if (!next.digit) break;
      end = next.end;
    }
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}
