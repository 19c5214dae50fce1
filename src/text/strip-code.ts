/**
 * @module Removes fenced code, inline code and URLs, which tone checks and phrase matching ignore.
 */

import { flat } from './flat';

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/**
 * Returns `text` without fenced code blocks (```…```), inline code (`…`) and URLs, each replaced
 * by a single space. An unterminated fence runs to the end of the text. Linear time: scans with
 * `indexOf`, never a backtracking regex.
 */
export function stripCode(text: string): string {
  if (text.indexOf('`') === -1) return stripUrls(text);
  let out = '';
  let pos = 0;
  let newline = -2; // position of the next newline at or after `pos`; -2: not looked up yet
  while (pos < text.length) {
    const tick = text.indexOf('`', pos);
    if (tick === -1) {
      out += text.slice(pos);
      break;
    }
    out += text.slice(pos, tick) + ' ';
    if (text.startsWith('```', tick)) {
      const close = text.indexOf('```', tick + 3);
      pos = close === -1 ? text.length : close + 3;
    } else {
      const close = text.indexOf('`', tick + 1);
      if (newline !== -1 && newline <= tick) newline = text.indexOf('\n', tick + 1);
      // Inline code never spans a line; a lone backtick is kept as text.
      if (close === -1 || (newline !== -1 && newline < close)) {
        out += '`';
        pos = tick + 1;
      } else {
        pos = close + 1;
      }
    }
  }
  return stripUrls(flat(out));
}

/** `www.` in any case (the URL pattern ignores case). */
const WWW = /www\./i;

/**
 * `text` without URLs. Every URL the pattern finds holds `://` or `www.` in some case, so text
 * with neither is returned as it is, after one `indexOf` and one literal search.
 */
function stripUrls(text: string): string {
  return text.indexOf('://') === -1 && !WWW.test(text) ? text : text.replace(URL, ' ');
}
