/**
 * @module Text normalisation of SPEC §3: NFKC, straight quotes and dashes, lowercase, collapsed spaces.
 */

const QUOTES_AND_DASHES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u201C\u201D\u201E\u201F\u2033\u2013\u2014]/g;
const SPACES = /\s+/g;

const REPLACEMENT: Readonly<Record<string, string>> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'", '\u02BC': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2013': '-', '\u2014': '-',
};

/**
 * NFKC, curly quotes → straight quotes, en/em dash → `-`, without changing case.
 * Used where case matters (the all-caps check).
 */
export function foldCompatibility(text: string): string {
  return text.normalize('NFKC').replace(QUOTES_AND_DASHES, (ch) => REPLACEMENT[ch] ?? ch);
}

/**
 * Full normalisation of SPEC §3: {@link foldCompatibility}, Unicode lowercase, runs of white space
 * collapsed to one space, trimmed.
 *
 * @example normalize('It DOESN’T   work — again') // "it doesn't work - again"
 */
export function normalize(text: string): string {
  return lowerAndCollapse(foldCompatibility(text));
}

/** The second half of {@link normalize}, for text already passed through {@link foldCompatibility}. */
export function lowerAndCollapse(folded: string): string {
  return folded.toLowerCase().replace(SPACES, ' ').trim();
}
