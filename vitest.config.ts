import { defineConfig } from 'vitest/config';
import { FULL_ONLY } from './test/setup/suites';

/** `npm test`: every test file except the slow integration checks of `npm run test:full`. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...FULL_ONLY, '**/node_modules/**'],
    globalSetup: ['test/setup/cli-bundle.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest's default on two cores is one worker; many tests wait on child processes.
    maxWorkers: 2,
  },
});
