/**
 * @module franc-min, loaded on first use. franc builds its trigram tables for every language
 * when its module is evaluated (10–20 ms); most processes never need it (English, CJK and
 * Cyrillic text are decided without it), so it is required lazily rather than imported.
 *
 * Bundled builds turn the `require` below into a deferred initialisation of the bundled franc.
 * Unbundled ES modules without `require` (source run by tsx) load it with `createRequire`.
 */
import { createRequire } from 'node:module';

type Franc = typeof import('franc-min');

let loaded: Franc | undefined;

/** The franc-min module, loaded on the first call. */
export function francModule(): Franc {
  loaded ??= typeof require === 'function' ? (require('franc-min') as Franc) : (createRequire(import.meta.url)('franc-min') as Franc);
  return loaded;
}
