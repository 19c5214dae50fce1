/**
 * Which test files run where. `npm test` runs every test file except {@link FULL_ONLY}: the unit
 * and process tests, in minutes on two cores. `npm run test:full` runs {@link FULL_ONLY}: the slow
 * integration checks (registry installs, the packed tarball, builds, other SDK lines and Node
 * versions, the compiler API). CI runs both. Listed by path so a file keeps its name when it moves
 * between the two.
 */
export const FULL_ONLY: readonly string[] = [
  // The packed tarball in fresh projects (npm pack + npm install, registry or cache).
  'test/docs/readme-package.test.ts',
  'test/package/tarball.test.ts',
  // The tsup build, then the built files in fresh processes.
  'test/dist.test.ts',
  // SDK 3 on Node 22 (npm installs both), and the SDK 3 types through the compiler API.
  'test/otel/sdk3-runtime.test.ts',
  'test/otel/sdk-types.test.ts',
];
