import { defineConfig } from 'tsup';

/**
 * The library: dual ESM/CJS with types, one entry per subpath export. franc-min is ESM-only, so it
 * and its dependencies are bundled into both builds. The CLI: one ESM file with its shebang.
 */
const bundled = ['franc-min', 'trigram-utils', 'collapse-white-space', 'n-gram'];

export default defineConfig([
  {
    entry: { index: 'src/index.ts', otel: 'src/otel/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'node20',
    noExternal: bundled,
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    target: 'node20',
    noExternal: bundled,
  },
]);
