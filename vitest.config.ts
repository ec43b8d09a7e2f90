import { defineConfig } from 'vitest/config';

const serverSide = ['domain', 'storage', 'http', 'jobs', 'command-service', 'projections', 'query-service', 'client', 'app', 'tests', 'bench'];
const BROWSER_SUITE = 'tests/src/browser/**/*.e2e.spec.ts';
const under = (suffix: string) => serverSide.map((pkg) => `${pkg}/src/**/*.${suffix}.spec.ts`);
// EventStoreDB and MongoDB in containers where EVENTSTORE_URL / MONGODB_URL are unset and a Docker engine answers.
const serverContainers = ['tests/src/support/server-containers.global.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    // expect.poll waits for what a stack or a browser shows next (a projection, a grid's fetch): its
    // 1 s default failed tests beside the other suite on two cores. These are not timing tests; a
    // poll still answers as soon as the condition holds.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    projects: [
      { extends: true, test: { name: 'unit', include: under('unit') } },
      {
        extends: true,
        test: {
          name: 'int',
          include: under('int'),
          globalSetup: serverContainers,
          testTimeout: 120_000,
          // The first file to need a seed of a size seeds it through the command path and keeps a copy.
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // HTTP through the whole stack, on a copy of the seeded demo.
          name: 'e2e',
          include: under('e2e'),
          globalSetup: serverContainers,
          exclude: [BROWSER_SUITE],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // A real Chromium against the built console: run apart, by `npm run test:browser`.
          name: 'browser',
          include: [BROWSER_SUITE],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      './console/vitest.config.ts',
    ],
  },
});
