import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    root: import.meta.dirname,
    include: ['src/**/*.unit.spec.tsx', 'src/**/*.unit.spec.ts', 'build/**/*.unit.spec.ts'],
    environment: 'jsdom',
    // Dates in assertions are written for one zone; the code under test follows the browser's.
    env: { TZ: 'UTC' },
    setupFiles: ['src/test/setup.ts'],
    // A form test types and clicks through jsdom for seconds, and CI shares two cores with the server
    // suites and Chromium: a test or a hook is given what a starved run needs (none is a timing test;
    // speed lives in bench/), so a busy machine never fails one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
