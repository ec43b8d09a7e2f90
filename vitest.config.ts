import { defineConfig } from 'vitest/config';

const serverSide = ['domain', 'storage', 'http', 'jobs', 'command-service', 'projections', 'query-service', 'app', 'tests'];
const under = (suffix: string) => serverSide.map((pkg) => `${pkg}/src/**/*.${suffix}.spec.ts`);

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'unit', include: under('unit') } },
      {
        extends: true,
        test: {
          name: 'int',
          include: under('int'),
          testTimeout: 120_000,
          // The first file to need a seed of a size seeds it through the command path and keeps a copy.
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: under('e2e'),
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      './console/vitest.config.ts',
    ],
  },
});
