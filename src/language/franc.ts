/**
 * @module franc-min, loaded on first use. franc builds its trigram tables for every language
 * when its module is evaluated (10–20 ms); most processes never need it (English, CJK and
 * Cyrillic text are decided without it, and Latin-script text by `./trigrams` from its models
 * alone), so it is required lazily rather than imported.
 *
 * The builds put franc-min and its models in a file of their own, `franc.cjs` beside the bundle
 * (see `./franc-bundle` and the tsup config, which defines `__FRANC_BUNDLE__` as its path), so a
 * cold `import` does not even compile them. Run from source (tests, tsx), franc-min is required
 * directly: with `require` where there is one, else through `createRequire`.
 *
 * If `franc.cjs` cannot be loaded (an application bundler that copied our bundle but not the file
 * beside it), the texts that need franc are left undetermined (`und`) rather than failing the
 * analysis: franc answers `und`, and there are no trigram models.
 */
import { createRequire } from 'node:module';

type Bundle = typeof import('./franc-bundle');
/** franc-min's functions. */
export type Franc = ReturnType<Bundle['francFunctions']>;
/** franc-min's trigram models by script, then language. */
export type FrancData = Bundle['data'];

/** Path of the built franc bundle, relative to the bundle requiring it; defined by the build only. */
declare const __FRANC_BUNDLE__: string | undefined;

let functions: Franc | undefined;
let data: FrancData | undefined;

/** franc-min's functions, loaded (and its tables built) on the first call. */
export function francModule(): Franc {
  functions ??=
    typeof __FRANC_BUNDLE__ === 'string' ? (bundle()?.francFunctions() ?? UNDETERMINED) : (load('franc-min') as Franc);
  return functions;
}

/** franc-min's trigram models, loaded on the first call (without building franc's tables). */
export function francData(): FrancData {
  data ??=
    typeof __FRANC_BUNDLE__ === 'string' ? (bundle()?.data ?? NO_MODELS) : (load('franc-min/data.js') as Bundle).data;
  return data;
}

/** What franc answers for text it cannot place, for every text: used when its bundle is missing. */
const UNDETERMINED: Franc = { franc: () => 'und', francAll: () => [['und', 1]] };
const NO_MODELS: FrancData = {};

/**
 * The built franc bundle (CommonJS has `__filename`, ES modules resolve from their own URL), or
 * undefined when it cannot be loaded.
 */
function bundle(): Bundle | undefined {
  const path = __FRANC_BUNDLE__ as string;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- CJS build: the bundle is loaded lazily
    return (typeof __filename === 'string' ? require(path) : createRequire(import.meta.url)(path)) as Bundle;
  } catch {
    return undefined;
  }
}

function load(specifier: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CJS build: loaded lazily
  return typeof require === 'function' ? require(specifier) : createRequire(import.meta.url)(specifier);
}
