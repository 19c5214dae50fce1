import { defineConfig } from 'vitest/config';
import { FULL_ONLY } from './test/setup/suites';

/** `npm run test:full`: the slow integration checks left out of `npm test` (CI runs both). */
export default defineConfig({
  test: {
    include: [...FULL_ONLY],
    testTimeout: 20_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
