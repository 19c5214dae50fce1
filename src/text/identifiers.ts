/**
 * @module The identifiers of a text (what tells one item from another in otherwise identical
 * templates): tokens with a digit, e-mail addresses, paths and URLs, quoted or backticked names.
 */
import { emailsOf } from './emails';
import { foldCompatibility } from './normalize';
import { keyAt, tokenize, tokensWithDigit, type TokenList } from './tokenize';

const QUOTED =
  /"([^"\n]{1,80})"|\u201c([^\u201d\n]{1,80})\u201d|\u300c([^\u300d\n]{1,80})\u300d|\u00ab([^\u00bb\n]{1,80})\u00bb|`([^`\n]{1,80})`/gu;

/**
 * The identifiers of a text, lowercased: tokens with a digit (a date, an amount, a booking code
 * such as `UM3OG5`), e-mail addresses, paths and URLs (a word with a slash and a letter or digit:
 * `/root/flag`, `src/app.ts`), and names in double quotes or backticks (`"…"`, `“…”`, `「…」`,
 * `«…»`, `` `…` ``).
 */
export function identifiersOf(
  text: string,
  tokens: TokenList = tokenize(foldCompatibility(text).toLowerCase()),
): Set<string> {
  const out = new Set<string>();
  for (const i of tokensWithDigit(tokens)) out.add(keyAt(tokens, i));
  return addMarkedIdentifiers(text, out);
}

/**
 * Adds to `out` the identifiers of `text` that are not tokens with a digit (e-mail addresses,
 * paths and URLs, quoted or backticked names: see {@link identifiersOf}), lowercased; returns `out`.
 */
export function addMarkedIdentifiers(text: string, out: Set<string>): Set<string> {
  if (text.includes('@')) for (const email of emailsOf(text)) out.add(email.toLowerCase());
  if (text.includes('/'))
    for (let at = text.indexOf('/'); at >= 0;) {
      let start = at;
      while (start > 0 && !endsPath(text.charCodeAt(start - 1))) start--;
      let end = at + 1;
      while (end < text.length && !endsPath(text.charCodeAt(end))) end++;
      const path = pathAt(text, start, end);
      if (path !== undefined) out.add(path.toLowerCase());
      at = text.indexOf('/', end);
    }
  if (mayQuote(text))
    for (const m of text.matchAll(QUOTED)) out.add((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim().toLowerCase());
  return out;
}

/** Characters around a path: white space, quotes, backticks and brackets. */
const PATH_ENDS = new Set([...' \t\n\r"\'`()<>[]{}'].map((c) => c.charCodeAt(0)));

function endsPath(c: number): boolean {
  return PATH_ENDS.has(c) || c === 0x3000 || c === 0xa0;
}

/**
 * The word `text[start, end)` with a slash, as a path: without the sentence punctuation it ends
 * with (`.`, `,`, `;`, `:`, `!`, `?`), and only when it has a letter or a digit (a lone `/` is none).
 */
function pathAt(text: string, start: number, end: number): string | undefined {
  while (end > start && '.,;:!?'.includes(text[end - 1]!)) end--;
  const path = text.slice(start, end);
  return /[\p{L}\p{N}]/u.test(path) ? path : undefined;
}

/** True when the text has an opening mark {@link QUOTED} reads (`"`, `“`, `「`, `«`). */
function mayQuote(text: string): boolean {
  return (
    text.includes('"') ||
    text.includes('\u201c') ||
    text.includes('\u300c') ||
    text.includes('\u00ab') ||
    text.includes('`')
  );
}
