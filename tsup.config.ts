import { defineConfig } from 'tsup';

/** Dual ESM/CJS build. franc-min is ESM-only, so it is bundled into both builds. */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
  sourcemap: false,
  noExternal: ['franc-min', 'trigram-utils', 'collapse-white-space', 'n-gram'],
});
