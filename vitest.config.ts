import { defineConfig } from 'vitest/config';

/**
 * The slow integration checks: the packed tarball in fresh projects (npm pack + npm install), the
 * tsup build run in fresh processes, SDK 3 on Node 22 and the SDK 3 types through the compiler API
 * (npm installs both). Listed by path so a file keeps its name when it moves between the suites.
 */
const FULL_ONLY = [
  'test/docs/readme-package.test.ts',
  'test/package/tarball.test.ts',
  'test/dist.test.ts',
  'test/otel/sdk3-runtime.test.ts',
  'test/otel/sdk-types.test.ts',
];

/**
 * Two projects: `fast` (`npm test`: every test file but the slow ones, in minutes on two cores)
 * and `full` (`npm run test:full`: the slow ones). CI runs both; `npx vitest run` runs both too.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest's default on two cores is one worker; many tests wait on child processes.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...FULL_ONLY, '**/node_modules/**'],
          // Bundles the CLI once for the CLI tests (test/cli/run-cli.ts).
          globalSetup: ['test/setup/cli-bundle.ts'],
        },
      },
      { extends: true, test: { name: 'full', include: FULL_ONLY } },
    ],
  },
});
