/**
 * Generates `lexicons/<lang>/not_typos.json`: real words one edit away from a typo-tolerant
 * lexicon token ("thinks" is not a typo of "thanks", "ducking" not of "fucking"). A message token
 * in that list never matches by typo. A word that is an inflection of such a token (-s, -d, -es, -ed)
 * is left out: it should match.
 *
 * Needs a plain word list, e.g. Debian's `wamerican`:
 *   apt-get install wamerican
 *   npx tsx scripts/generate-not-typos.ts eng /usr/share/dict/american-english
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { PHRASE_FAMILIES } from '../src/lexicon/families';

const [language = 'eng', wordList = '/usr/share/dict/american-english'] = process.argv.slice(2);
const dir = new URL(`../lexicons/${language}/`, import.meta.url);
const phraseTokens = new Set<string>();
const fuzzyTokens = new Set<string>();
for (const file of readdirSync(dir)) {
  const family = file.replace(/\.json$/, '');
  if (!(PHRASE_FAMILIES as readonly string[]).includes(family) || family === 'profanity') continue;
  const groups = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string[]>;
  for (const phrase of Object.values(groups).flat()) {
    for (const token of phrase.replace(/^\^/, '').split(' ')) {
      phraseTokens.add(token.replaceAll("'", ''));
      if (!token.includes("'") && [...token].filter((c) => /\p{L}/u.test(c)).length >= 6) fuzzyTokens.add(token);
    }
  }
}
const isInflection = (a: string, b: string): boolean =>
  [a + 's', a + 'd', a + 'es', a + 'ed'].includes(b) || [b + 's', b + 'd', b + 'es', b + 'ed'].includes(a);
const words = readFileSync(wordList, 'utf8')
  .split('\n')
  .filter((w) => /^[a-z]+$/.test(w));
const out = new Set<string>();
for (const word of words) {
  if (word.length < 5 || phraseTokens.has(word)) continue;
  const near = [...fuzzyTokens].filter((t) => Math.abs(t.length - word.length) <= 1 && distance(t, word) === 1);
  if (near.length > 0 && !near.some((t) => isInflection(t, word))) out.add(word);
}
const file = new URL('not_typos.json', dir);
writeFileSync(file, JSON.stringify({ phrases: [...out].sort() }, null, 2) + '\n');
console.log(`${out.size} words written to ${file.pathname}`);
