/**
 * @module HTML escaping. Every piece of text that reaches the report goes through {@link escapeHtml}:
 * transcripts, ids, file names, snippets, signal types.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// Control characters other than tab and line breaks have no business in a page.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(CONTROL, '\ufffd').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * Escaped text that may wrap after `/`, `.`, `_`, `:` and `-` (paths, ids, signal types) rather
 * than in the middle of a word.
 */
export function escapeBreakable(text: string): string {
  return escapeHtml(text).replace(/([/._:-])(?=[^/._:-])/g, '$1<wbr>');
}
