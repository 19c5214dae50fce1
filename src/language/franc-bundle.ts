/**
 * @module franc-min and its trigram models, built into a file of their own (`dist/franc.cjs`)
 * that the library requires only when a text needs them (see `./franc`). Kept out of the main
 * bundle, their ~180 KB are not even compiled by a process that never meets such a text.
 */
export { data } from 'franc-min/data.js';

/**
 * franc-min's functions. Its module builds trigram tables for every language when evaluated
 * (10–20 ms), so the bundle evaluates it on the first call, not when the file is required.
 */
export function francFunctions(): typeof import('franc-min') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated lazily on purpose
  return require('franc-min') as typeof import('franc-min');
}
