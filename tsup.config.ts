import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * The library: dual ESM/CJS with types, one entry per subpath export. The CLI: one ESM file with
 * its shebang. franc-min is ESM-only, so it and its dependencies are bundled, into a CommonJS file
 * of their own (`franc.cjs`) that the others require on first use (see src/language/franc.ts).
 */
const bundled = ['franc-min', 'trigram-utils', 'collapse-white-space', 'n-gram'];
const FRANC_BUNDLE = './franc.cjs';
/** What the library and CLI builds share: franc-min is reached through `franc.cjs`. */
const usesFrancBundle: Options = {
  target: 'node20',
  define: { __FRANC_BUNDLE__: JSON.stringify(FRANC_BUNDLE) },
  external: [FRANC_BUNDLE],
  // Bundled (a few KB) so the ESM entries import no CommonJS module: Node's first CommonJS import
  // from ESM starts its CommonJS export lexer, about a fifth of a cold import.
  noExternal: ['fastest-levenshtein'],
};

/**
 * Language lexicons (`lexicons/<iso639-3>/*.json`) enter the bundle as their JSON text, parsed on
 * first use (see src/lexicon/bundled.ts): a string literal costs a cold import almost nothing,
 * an object literal is parsed and built at import. `lexicons/tools` stays an object.
 */
const lexiconsAsText: Plugin = {
  name: 'lexicons-as-text',
  setup(build) {
    build.onLoad({ filter: /[\\/]lexicons[\\/][a-z]{3}[\\/][^\\/]+\.json$/ }, (args) => ({
      contents: `export default ${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))};`,
      loader: 'js',
    }));
  },
};

export default defineConfig([
  {
    entry: { index: 'src/index.ts', otel: 'src/otel/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    ...usesFrancBundle,
    esbuildPlugins: [lexiconsAsText],
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    ...usesFrancBundle,
    esbuildPlugins: [lexiconsAsText],
  },
  {
    entry: { franc: 'src/language/franc-bundle.ts' },
    format: ['cjs'],
    dts: false,
    target: 'node20',
    noExternal: bundled,
  },
]);
